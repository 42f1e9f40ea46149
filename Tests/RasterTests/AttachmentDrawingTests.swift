import Dynamics
import Testing

@testable import Raster

@Suite("Attachments without the overlay, and the field arrows")
struct AttachmentDrawingTests {
    /// A 12 × 3 grid with `attachments` drawn at the default cell size (8 × 16 pt).
    static func drawn(_ attachments: [AttachmentDrawing], glyphs: GlyphSet = .unicode) -> CellGrid {
        var grid = CellGrid(columns: 12, rows: 3)
        SceneRenderer(glyphs: glyphs).drawAttachments(attachments, into: &grid)
        return grid
    }

    @Test("a rope is a straight run of dots; a spring between the same points zig-zags across it")
    func ropeAndSpring() {
        let a = Point(x: 4, y: 24), b = Point(x: 92, y: 24)
        let rope = Self.drawn([AttachmentDrawing(kind: .rope, from: a, to: b)])
        let spring = Self.drawn([AttachmentDrawing(kind: .spring, from: a, to: b)])
        let ropeRow = (0..<12).map { rope[$0, 1].glyph }
        #expect(ropeRow.allSatisfy { "⠤⠠⠄ ".contains($0) } && ropeRow.contains("⠤"), "\(ropeRow)")
        #expect(spring.text() != rope.text())
        let springRow = (0..<12).map { spring[$0, 1].glyph }
        #expect(springRow.contains { !"⠤⠠⠄ ".contains($0) }, "dots off the axis: \(springRow)")
    }

    @Test("a pin is a small dot at its point; outside UTF-8 the strokes are ASCII")
    func pinAndASCII() {
        let pin = Self.drawn([AttachmentDrawing(kind: .pin, from: .zero, to: Point(x: 44, y: 24))])
        let marks = pin.text().filter { $0 != " " && $0 != "\n" }
        #expect((1...2).contains(marks.count), "one dot, maybe across a cell edge: \(marks)")
        let ascii = Self.drawn(
            [AttachmentDrawing(kind: .spring, from: Point(x: 4, y: 24), to: Point(x: 92, y: 24))], glyphs: .ascii)
        let asciiText = ascii.text()
        #expect(asciiText.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ascii.text().contains { $0 != " " && $0 != "\n" })
    }

    @Test("field samples thin out on a bigger terminal: about ten across, never closer than 8 × 4 cells")
    func spacing() {
        let cell = Size(width: 8, height: 16)
        #expect(FieldArrows.spacing(columns: 80, rows: 23, cellSize: cell) == Size(width: 64, height: 64))
        #expect(FieldArrows.spacing(columns: 110, rows: 33, cellSize: cell) == Size(width: 88, height: 96))
        #expect(FieldArrows.spacing(columns: 300, rows: 90, cellSize: cell) == Size(width: 240, height: 240))
    }

    @Test("an arrow grows with the field's strength, up to 70 % of the spacing at 1 g and beyond")
    func length() {
        let spacing = Size(width: 100, height: 100), at = Point(x: 0, y: 0)
        func length(_ g: Double) -> Double {
            FieldArrows.tip(at: at, acceleration: Vector(dx: 0, dy: g), spacing: spacing).distance(to: at)
        }
        #expect(length(10) < length(100) && length(100) < length(1000))
        #expect(abs(length(1000) - 70) < 1e-9 && abs(length(5000) - 70) < 1e-9)
        #expect(abs(length(250) - 35) < 1e-9, "square root: a quarter of 1 g draws half the length")
        #expect(length(0) == 0 && length(.nan) == 0)
    }
}
