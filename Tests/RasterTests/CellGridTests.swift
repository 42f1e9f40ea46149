import Raster
import Testing

@Suite("CellGrid")
struct CellGridTests {
    @Test("filling part of a row erases a wide glyph cut by either edge, leaving no half-glyph")
    func fillCutsWideGlyphsWhole() {
        var grid = CellGrid(columns: 10, rows: 1)
        grid.put("🐷", column: 2, row: 0)  // columns 2-3: the run starts on its second half
        grid.put("🐷", column: 6, row: 0)  // columns 6-7: the run ends on its first half
        grid.fillRow(0, style: .plain, from: 3, width: 4)
        for c in 0..<10 {
            #expect(grid[c, 0].width == 1 && !grid[c, 0].isContinuation, "column \(c): \(grid[c, 0].glyph)")
        }
        #expect(grid.text() == "")
    }

    @Test("text is written left to right and clipped at the edge")
    func text() {
        var grid = CellGrid(columns: 6, rows: 2)
        grid.write("hello world", column: 1, row: 1)
        #expect(grid.text() == "\n hello")
    }

    @Test("an emoji takes two columns and marks a continuation cell")
    func wideGlyph() {
        var grid = CellGrid(columns: 4, rows: 1)
        #expect(grid.put("🐷", column: 1, row: 0) == 2)
        #expect(grid[2, 0].isContinuation)
        #expect(grid.text() == " 🐷")
    }

    @Test("a wide glyph that does not fit in the last column is not drawn in half")
    func wideClipped() {
        var grid = CellGrid(columns: 4, rows: 1)
        #expect(grid.put("🐷", column: 3, row: 0) == 0)
        #expect(grid.text() == "")
    }

    @Test("overwriting half of a wide glyph erases the other half")
    func overwriteHalf() {
        var grid = CellGrid(columns: 4, rows: 1)
        grid.put("🐷", column: 0, row: 0)
        grid.put("x", column: 1, row: 0)
        #expect(grid.text() == " x")
        #expect(!grid[1, 0].isContinuation)
    }

    @Test("writes outside the grid are ignored")
    func outside() {
        var grid = CellGrid(columns: 2, rows: 2)
        grid.put("a", column: -1, row: 0)
        grid.put("b", column: 0, row: 5)
        grid[9, 9] = Cell("c")
        #expect(grid.text() == "\n")
    }
}
