import Dynamics
import Testing

@testable import Raster

@Suite("Braille dot canvas")
struct DotCanvasTests {
    @Test("each of a cell's 2 × 4 dots sets its Braille bit; all eight make ⣿")
    func brailleBits() {
        var canvas = DotCanvas(columns: 2, rows: 1)
        canvas.plot(x: 0, y: 0, color: .red)
        canvas.plot(x: 3, y: 3, color: .red)
        var grid = CellGrid(columns: 2, rows: 1)
        canvas.draw(into: &grid, glyphs: .unicode)
        #expect(grid.text() == "⠁⢀")
        #expect(grid[0, 0].style.foreground == .red)
        var full = DotCanvas(columns: 1, rows: 1)
        for x in 0..<2 { for y in 0..<4 { full.plot(x: x, y: y, color: .default) } }
        var one = CellGrid(columns: 1, rows: 1)
        full.draw(into: &one, glyphs: .unicode)
        #expect(one.text() == "⣿")
    }

    @Test("a diagonal and a dashed line, as dots")
    func lines() {
        var canvas = DotCanvas(columns: 4, rows: 2)
        canvas.line(from: Point(x: 0.5, y: 0.5), to: Point(x: 7.5, y: 7.5), color: .green)
        canvas.line(from: Point(x: 0, y: 7), to: Point(x: 5.9, y: 7), color: .green, dash: 2)
        #expect(
            canvas.dotText() == """
                #.......
                .#......
                ..#.....
                ...#....
                ....#...
                .....#..
                ......#.
                ##..##.#
                """)
    }

    @Test("ends exactly on the canvas edge still draw; far-away lines are clipped, not walked")
    func edges() {
        var canvas = DotCanvas(columns: 2, rows: 1)
        canvas.line(from: Point(x: 0, y: 4), to: Point(x: 4, y: 4), color: .default)
        canvas.line(from: Point(x: -1e12, y: 0), to: Point(x: 1e12, y: 0), color: .default)
        #expect(
            canvas.dotText() == """
                ####
                ....
                ....
                ####
                """)
    }

    @Test("an arrow: a shaft and a two-stroke head at the tip")
    func arrow() {
        var canvas = DotCanvas(columns: 3, rows: 2)
        canvas.arrow(from: Point(x: 0.5, y: 3.5), to: Point(x: 5.5, y: 3.5), color: .cyan)
        #expect(
            canvas.dotText() == """
                ......
                ......
                ...##.
                ######
                ...##.
                ......
                ......
                ......
                """)
    }

    @Test("without UTF-8, dots become the ASCII stroke closest in shape")
    func asciiStrokes() {
        func stroke(_ dots: [(Int, Int)]) -> Character {
            DotCanvas.asciiStroke(for: dots.reduce(0) { $0 | DotCanvas.bit($1.0, $1.1) })
        }
        #expect(stroke([(0, 1)]) == ".")
        #expect(stroke([(0, 0), (0, 1), (0, 2), (0, 3)]) == "|")
        #expect(stroke([(0, 2), (1, 2)]) == "-")
        #expect(stroke([(0, 0), (0, 1), (1, 2), (1, 3)]) == "\\")
        #expect(stroke([(1, 0), (1, 1), (0, 2), (0, 3)]) == "/")
    }

    @Test("dots never cover a two-column glyph, so pigs stay whole")
    func sparesWideGlyphs() {
        var grid = CellGrid(columns: 3, rows: 1)
        grid.put("🐷", column: 0, row: 0)
        var canvas = DotCanvas(columns: 3, rows: 1)
        canvas.line(from: Point(x: 0, y: 0), to: Point(x: 5.9, y: 0), color: .red)
        canvas.draw(into: &grid, glyphs: .unicode)
        #expect(grid.text() == "🐷⠉")
    }
}

@Suite("Braille dot canvas over text")
struct DotCanvasTextTests {
    @Test("keeping text, an overlay skips letters and digits but covers spaces and blocks")
    func keepsText() {
        var grid = CellGrid(columns: 4, rows: 1)
        grid.write("a1 █", column: 0, row: 0)
        var canvas = DotCanvas(columns: 4, rows: 1)
        canvas.line(from: Point(x: 0, y: 0), to: Point(x: 7.9, y: 0), color: .blue)
        canvas.draw(into: &grid, glyphs: .unicode, keepingText: true)
        #expect(grid.text() == "a1⠉⠉")
    }
}
