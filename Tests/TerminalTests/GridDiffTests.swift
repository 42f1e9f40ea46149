import Raster
import Testing

@testable import Terminal

@Suite("GridDiff")
struct GridDiffTests {
    private let red = Style(foreground: .red)

    @Test func unchangedGridWritesNothing() {
        var grid = CellGrid(columns: 8, rows: 3)
        grid.write("hi 🐷", column: 1, row: 1, style: red)
        #expect(GridDiff.runs(from: grid, to: grid).isEmpty)
    }

    @Test func oneChangedCellIsOneRun() {
        let old = CellGrid(columns: 8, rows: 3)
        var new = old
        new.put("x", column: 5, row: 2)
        let runs = GridDiff.runs(from: old, to: new)
        #expect(runs == [CellRun(row: 2, column: 5, style: .plain, cells: [Cell("x")])])
    }

    @Test func sameStyleNeighboursMergeAndStylesSplit() {
        let old = CellGrid(columns: 10, rows: 2)
        var new = old
        new.write("abc", column: 2, row: 0, style: red)
        new.write("de", column: 5, row: 0, style: .plain)
        let runs = GridDiff.runs(from: old, to: new)
        #expect(runs.map(\.column) == [2, 5])
        #expect(runs.map(\.cells.count) == [3, 2])
        #expect(runs.map(\.style) == [red, .plain])
        #expect(GridDiff.cellCount(runs) == 5)
    }

    @Test func gapsSplitRuns() {
        let old = CellGrid(columns: 10, rows: 1)
        var new = old
        new.put("a", column: 1, row: 0)
        new.put("b", column: 3, row: 0)
        #expect(GridDiff.runs(from: old, to: new).map(\.column) == [1, 3])
    }

    @Test func wideGlyphTravelsWithItsContinuation() {
        let old = CellGrid(columns: 6, rows: 1)
        var new = old
        new.put("🐷", column: 2, row: 0, style: red)
        let runs = GridDiff.runs(from: old, to: new)
        #expect(runs.count == 1)
        #expect(runs.first?.column == 2)
        #expect(runs.first?.cells.count == 2)
        #expect(runs.first?.cells.last?.isContinuation == true)
    }

    @Test func replacingHalfAWideGlyphRewritesBothHalves() {
        var old = CellGrid(columns: 6, rows: 1)
        old.put("🐷", column: 2, row: 0)
        var new = old
        new.put("x", column: 3, row: 0)  // erases the pig's left half too
        let runs = GridDiff.runs(from: old, to: new)
        #expect(runs.first?.column == 2)
        #expect(GridDiff.cellCount(runs) == 2)
    }

    @Test func continuationOnlyChangeIncludesItsLead() {
        var old = CellGrid(columns: 4, rows: 1)
        old.put("🐷", column: 0, row: 0)
        var new = old
        new[1, 0] = Cell(" ", style: red, isContinuation: true)
        let runs = GridDiff.runs(from: old, to: new)
        #expect(runs.first?.column == 0)
        #expect(runs.first?.cells.count == 2)
    }

    @Test func noPreviousOrSizeChangeRepaintsEverything() {
        let new = CellGrid(columns: 7, rows: 3)
        #expect(GridDiff.cellCount(GridDiff.runs(from: nil, to: new)) == 21)
        #expect(GridDiff.runs(from: nil, to: new).count == 3)  // one plain run per row
        let smaller = CellGrid(columns: 6, rows: 3)
        #expect(GridDiff.cellCount(GridDiff.runs(from: smaller, to: new)) == 21)
    }

    @Test func emptyGridHasNoRuns() {
        #expect(GridDiff.runs(from: nil, to: CellGrid(columns: 0, rows: 0)).isEmpty)
    }
}
