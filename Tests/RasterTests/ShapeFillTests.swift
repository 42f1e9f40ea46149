import Dynamics
import Raster
import Testing

@Suite("Filled shapes and turned labels")
struct ShapeFillTests {
    let renderer = SceneRenderer(viewport: Viewport(), glyphs: .unicode)

    @Test("a rectangle fills at half-cell height: ▄ where only the lower half is inside")
    func rectangle() {
        var grid = CellGrid(columns: 4, rows: 3)
        renderer.fill(
            ItemShape(kind: .rectangle, size: Size(width: 16, height: 24), center: Point(x: 16, y: 20)),
            color: .blue, into: &grid)
        #expect(grid.text() == " ▄▄\n ██\n")
        #expect(grid[1, 1].style.foreground == .blue)
    }

    @Test("a circle fills round; ASCII terminals get #")
    func circle() {
        let circle = ItemShape(kind: .ellipse, size: Size(width: 32, height: 32), center: Point(x: 16, y: 16))
        var grid = CellGrid(columns: 4, rows: 2)
        renderer.fill(circle, color: .green, into: &grid)
        #expect(grid.text() == "▄██▄\n▀██▀")
        var ascii = CellGrid(columns: 4, rows: 2)
        SceneRenderer(viewport: Viewport(), glyphs: .ascii).fill(circle, color: .green, into: &ascii)
        #expect(ascii.text() == "####\n####")
    }

    @Test("a path (triangle) fills inside its edges only")
    func triangle() {
        let triangle = ItemShape(
            kind: .polygon([Point(x: 0, y: -24), Point(x: 24, y: 24), Point(x: -24, y: 24)]),
            size: Size(width: 48, height: 48), center: Point(x: 28, y: 32))
        var grid = CellGrid(columns: 7, rows: 4)
        renderer.fill(triangle, color: .red, into: &grid)
        #expect(
            grid.text() == """
                   ▄
                  ▄█▄
                 ▄███▄
                 ▀▀▀▀▀
                """)
    }

    @Test("a label turned a quarter turn stands on end about its centre (glyphs sharing a cell: the later wins)")
    func turnedLabel() {
        var grid = CellGrid(columns: 5, rows: 6)
        let drawn = renderer.drawLabel(
            "abcd", center: Point(x: 20, y: 48), transform: Transform(rotationAngle: .pi / 2),
            style: .plain, into: &grid)
        #expect(drawn == 4)
        #expect(grid.text() == "\n\n  b\n  d\n\n")
        var flat = CellGrid(columns: 6, rows: 1)
        renderer.drawLabel("abcd", center: Point(x: 24, y: 8), transform: .identity, style: .plain, into: &flat)
        #expect(flat.text() == " abcd")
    }

    @Test("hit-testing follows the shape, with slack")
    func contains() {
        let circle = ItemShape(kind: .ellipse, size: Size(width: 20, height: 20), center: .zero)
        #expect(circle.contains(Point(x: 9, y: 0)))
        #expect(!circle.contains(Point(x: 8, y: 8)))
        #expect(circle.contains(Point(x: 8, y: 8), slack: 4))
        let box = ItemShape(kind: .rectangle, size: Size(width: 20, height: 4), center: .zero, angle: .pi / 2)
        #expect(box.contains(Point(x: 0, y: 9)) && !box.contains(Point(x: 9, y: 0)))
    }
}
