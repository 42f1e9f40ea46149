import Raster
import Terminal
import Testing

/// The exact bytes `ANSIEncoder` writes (replay against an emulator lives in PlaygroundTests).
@Suite("ANSIEncoder")
struct ANSIEncoderTests {
    static let start = "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// An encoder that has already sent a blank `columns` × `rows` frame.
    func primed(_ columns: Int = 10, _ rows: Int = 4) -> ANSIEncoder {
        var encoder = ANSIEncoder(columns: columns, rows: rows)
        _ = encoder.encode(CellGrid(columns: columns, rows: rows))
        return encoder
    }

    @Test("the first frame clears and homes, then writes only what is not blank")
    func firstFrame() {
        var encoder = ANSIEncoder(columns: 10, rows: 4)
        #expect(text(encoder.encode(CellGrid(columns: 10, rows: 4))) == Self.start)
        var other = ANSIEncoder(columns: 10, rows: 4)
        var grid = CellGrid(columns: 10, rows: 4)
        grid.write("hi", column: 0, row: 0)
        grid.write("yo", column: 3, row: 2)
        #expect(text(other.encode(grid)) == Self.start + "hi\u{1B}[3;4Hyo")
    }

    @Test("an unchanged frame costs nothing; one changed cell costs a move and the glyph")
    func minimalChanges() {
        var encoder = primed()
        var grid = CellGrid(columns: 10, rows: 4)
        #expect(encoder.encode(grid).isEmpty)
        grid.put("x", column: 5, row: 3)
        #expect(text(encoder.encode(grid)) == "\u{1B}[4;6Hx")
        #expect(encoder.encode(grid).isEmpty)
        grid.put("y", column: 0, row: 1)
        #expect(text(encoder.encode(grid)) == "\u{1B}[2Hy")
        grid.put("z", column: 0, row: 0)
        #expect(text(encoder.encode(grid)) == "\u{1B}[Hz")
    }

    @Test("gaps on a row: a short one is rewritten, a long one skipped with CUF")
    func gaps() {
        var encoder = primed(30, 2)
        var grid = CellGrid(columns: 30, rows: 2)
        grid.write("abcdefghij", column: 0, row: 0)
        _ = encoder.encode(grid)
        grid.put("A", column: 0, row: 0)
        grid.put("D", column: 3, row: 0)
        // After A the cursor is at 1; rewriting "bc" (2 bytes) beats ESC[2C (4 bytes).
        #expect(text(encoder.encode(grid)) == "\u{1B}[HAbcD")
        grid.put("1", column: 10, row: 1)
        grid.put("2", column: 25, row: 1)
        #expect(text(encoder.encode(grid)) == "\u{1B}[2;11H1\u{1B}[14C2")
    }

    @Test("SGR: only what changes, or a reset when that is shorter")
    func styles() {
        var encoder = primed()
        var grid = CellGrid(columns: 10, rows: 4)
        grid.write("ab", column: 0, row: 0, style: Style(foreground: .red, bold: true))
        grid.write("c", column: 2, row: 0, style: Style(foreground: .red, bold: true, reverse: true))
        grid.write("d", column: 3, row: 0, style: Style(foreground: .brightBlue, background: .green))
        grid.write("e", column: 4, row: 0)
        #expect(text(encoder.encode(grid)) == "\u{1B}[1;31mab\u{1B}[7mc\u{1B}[0;94;42md\u{1B}[0me")
        grid.write("f", column: 5, row: 0, style: Style(dim: true))
        grid.write("g", column: 6, row: 0, style: Style(bold: true))
        grid.write("h", column: 7, row: 0, style: Style(background: .brightWhite))
        #expect(text(encoder.encode(grid)) == "\u{1B}[2mf\u{1B}[0;1mg\u{1B}[0;107mh")
    }

    @Test("a wide glyph advances two columns; a change to either half rewrites it")
    func wideGlyphs() {
        var encoder = primed()
        var grid = CellGrid(columns: 10, rows: 4)
        grid.write("🐷x", column: 2, row: 1)
        #expect(text(encoder.encode(grid)) == "\u{1B}[2;3H🐷x")
        grid.put("o", column: 3, row: 1)  // erases the pig's left half too
        #expect(text(encoder.encode(grid)) == "\u{1B}[2;3H o")
        grid.put("🐷", column: 1, row: 1)
        #expect(text(encoder.encode(grid)) == "\u{1B}[2;2H🐷")
    }

    @Test("after the last column the next write moves explicitly (no pending wrap)")
    func lastColumn() {
        var encoder = primed(4, 2)
        var grid = CellGrid(columns: 4, rows: 2)
        grid.write("abcd", column: 0, row: 0)
        grid.write("e", column: 0, row: 1)
        #expect(text(encoder.encode(grid)) == "abcd\u{1B}[2He")
    }

    @Test("undrawable glyphs become spaces: controls, a wide glyph in the last column")
    func undrawable() {
        var encoder = primed(4, 1)
        var grid = CellGrid(columns: 4, rows: 1)
        grid[0, 0] = Cell("\u{07}", style: .plain)
        grid[1, 0] = Cell("a")
        grid[3, 0] = Cell("🐷")
        // The control is a space, as shown already (rewritten to reach column 1: shorter than
        // a move); the clipped pig is a space, as shown too.
        #expect(text(encoder.encode(grid)) == " a")
        #expect(ANSIEncoder.displayed(grid).text() == " a")
    }

    @Test("a wide glyph whose right half was drawn over is a space; a stray continuation too")
    func halfCovered() {
        var encoder = primed(6, 1)
        var grid = CellGrid(columns: 6, rows: 1)
        grid.put("🐷", column: 0, row: 0, style: Style(bold: true))
        grid[1, 0] = Cell("x")
        grid[4, 0] = Cell(" ", style: Style(reverse: true), isContinuation: true)
        #expect(text(encoder.encode(grid)) == "\u{1B}[1m \u{1B}[0mx  \u{1B}[7m ")
        let shown = ANSIEncoder.displayed(grid)
        #expect(shown.text() == " x")
        #expect(shown[0, 0] == Cell(" ", style: Style(bold: true)))
        #expect(shown[4, 0] == Cell(" ", style: Style(reverse: true)))
    }

    @Test("another size redraws in full and adopts it; invalidate() redraws too")
    func resizeAndInvalidate() {
        var encoder = primed(10, 4)
        var grid = CellGrid(columns: 6, rows: 2)
        grid.put("q", column: 1, row: 1)
        #expect(text(encoder.encode(grid)) == Self.start + "\u{1B}[2;2Hq")
        #expect(encoder.columns == 6 && encoder.rows == 2)
        encoder.invalidate()
        #expect(text(encoder.encode(grid)) == Self.start + "\u{1B}[2;2Hq")
    }
}
