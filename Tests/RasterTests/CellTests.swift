import Raster
import Testing

@Suite("Cell")
struct CellTests {
    @Test("a cell gives back the glyph it was made with, short or long, and its width")
    func roundTrip() {
        for glyph: Character in [" ", "a", "─", "⣀", "🐷", "❤️", "🇫🇷", "👨‍👩‍👧‍👦", "e\u{301}", "\u{0}"] {
            let cell = Cell(glyph, style: Style(foreground: .red))
            #expect(cell.glyph == glyph)
            #expect(String(cell.glyph).utf8.elementsEqual(String(glyph).utf8))
            #expect(cell.width == Cell.columns(of: glyph))
            #expect(cell.glyphUTF8Count == String(glyph).utf8.count)
            #expect(cell.withGlyphUTF8 { Array($0) } == Array(String(glyph).utf8))
        }
    }

    @Test("cells compare by glyph bytes, style and continuation; setting a glyph updates the width")
    func equality() {
        #expect(Cell("🐷") == Cell("🐷"))
        #expect(Cell("👨‍👩‍👧‍👦") == Cell("👨‍👩‍👧‍👦"))
        #expect(Cell("🐷") != Cell("🐷", style: Style(bold: true)))
        #expect(Cell(" ") != Cell(" ", isContinuation: true))
        #expect(Cell("\u{E9}") != Cell("e\u{301}"), "a terminal is sent different bytes")
        var cell = Cell("a")
        cell.glyph = "🐷"
        #expect(cell == Cell("🐷") && cell.width == 2)
        #expect(Cell("x").with(style: Style(dim: true)) == Cell("x", style: Style(dim: true)))
    }

    @Test("a cell is plain data: grids copy and compare without reference counting")
    func plainData() {
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.stride <= 16)
    }

    @Test("putting a ready-made cell behaves as putting its glyph")
    func putCell() {
        var a = CellGrid(columns: 6, rows: 1), b = a
        for (glyph, column) in [("🐷", 0), ("x", 1), ("🐷", 4), ("🐷", 5), ("🐷", 3)] as [(Character, Int)] {
            let style = Style(foreground: .magenta, bold: true)
            #expect(
                a.put(glyph, column: column, row: 0, style: style)
                    == b.put(Cell(glyph, style: style), column: column, row: 0))
            #expect(a == b)
        }
        #expect(a.text() == " x 🐷")
    }
}

@Suite("Cell.isVisible")
struct CellVisibilityTests {
    @Test("pigs, letters and symbols are visible; controls, format characters, spaces and lone marks are not")
    func visibility() {
        for glyph: Character in ["🐷", "🐖", "@", "a", "é", "中", "■"] { #expect(Cell.isVisible(glyph), "\(glyph)") }
        for glyph: Character in [
            "\u{200B}", "\u{1B}", "\u{7}", "\u{7F}", "\u{85}", "\u{200D}", "\u{FEFF}", " ", "\u{3000}", "\u{2028}",
            "\u{0301}", "\u{3164}", "\u{E0001}",
        ] {
            #expect(!Cell.isVisible(glyph), "U+\(String(glyph.unicodeScalars.first!.value, radix: 16))")
        }
    }
}
