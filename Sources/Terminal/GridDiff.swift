import Raster

/// A stretch of cells in one row to write, all in one style (a wide glyph's continuation
/// cell travels with its glyph).
public struct CellRun: Equatable, Hashable, Sendable {
    /// Row of the run, 0-based.
    public var row: Int
    /// Column of the first cell, 0-based.
    public var column: Int
    /// The style every glyph of the run is drawn in.
    public var style: Style
    /// The cells, left to right, continuation cells included.
    public var cells: [Cell]

    /// Creates a run.
    public init(row: Int, column: Int, style: Style, cells: [Cell]) {
        self.row = row
        self.column = column
        self.style = style
        self.cells = cells
    }

    /// The column just past the run.
    public var endColumn: Int { column + cells.count }
}

/// Which cells a screen must write to turn what it shows into a new grid. Pure.
public enum GridDiff {
    /// The runs that turn `old` into `new`. With no `old`, or one of another size, every cell
    /// is written. Changed cells next to each other in one style merge into one run; a wide
    /// glyph is always written together with its continuation cell.
    public static func runs(from old: CellGrid?, to new: CellGrid) -> [CellRun] {
        let previous = old.flatMap { $0.columns == new.columns && $0.rows == new.rows ? $0 : nil }
        var runs: [CellRun] = []
        let columns = new.columns
        guard columns > 0 else { return runs }
        // One mark buffer for every row; a row without a change costs one comparison pass.
        var marked = [Bool](repeating: false, count: columns)
        new.cells.withUnsafeBufferPointer { newCells in
            guard let previous else {
                for row in 0..<new.rows {
                    for c in 0..<columns { marked[c] = true }
                    appendRuns(
                        row: row, marked: marked, cells: newCells[(row * columns)..<((row + 1) * columns)], to: &runs)
                }
                return
            }
            previous.cells.withUnsafeBufferPointer { oldCells in
                for row in 0..<new.rows {
                    let base = row * columns
                    var first = -1
                    for c in 0..<columns where oldCells[base + c] != newCells[base + c] { first = c; break }
                    guard first >= 0 else { continue }
                    let oldRow = oldCells[base..<(base + columns)], newRow = newCells[base..<(base + columns)]
                    for c in 0..<columns { marked[c] = false }
                    markChanges(from: first, old: oldRow, new: newRow, into: &marked)
                    appendRuns(row: row, marked: marked, cells: newRow, to: &runs)
                }
            }
        }
        return runs
    }

    /// Total number of cells the runs cover.
    public static func cellCount(_ runs: [CellRun]) -> Int {
        runs.reduce(0) { $0 + $1.cells.count }
    }

    /// True when the cell at `column` starts a two-column glyph in `grid`.
    static func isWideLead(_ grid: CellGrid, column: Int, row: Int) -> Bool {
        let cell = grid[column, row]
        guard !cell.isContinuation else { return false }
        return cell.width == 2 || grid[column + 1, row].isContinuation
    }

    /// True when the cell at index `i` of a row starts a two-column glyph.
    private static func isWideLead(_ row: Slice<UnsafeBufferPointer<Cell>>, _ i: Int) -> Bool {
        let cell = row[i]
        guard !cell.isContinuation else { return false }
        return cell.width == 2 || (i + 1 < row.endIndex && row[i + 1].isContinuation)
    }

    /// Marks the changed columns of one row (from `first`, the first change), widened so both
    /// halves of any wide glyph (old or new) touched by a change are rewritten: the terminal
    /// would otherwise keep half a glyph.
    private static func markChanges(
        from first: Int, old: Slice<UnsafeBufferPointer<Cell>>,
        new: Slice<UnsafeBufferPointer<Cell>>, into marked: inout [Bool]
    ) {
        let base = new.startIndex, columns = new.count
        for column in first..<columns where old[base + column] != new[base + column] {
            let i = base + column
            marked[column] = true
            if column > 0, old[i].isContinuation || new[i].isContinuation {
                marked[column - 1] = true
            }
            if column + 1 < columns, isWideLead(old, i) || isWideLead(new, i) {
                marked[column + 1] = true
            }
        }
    }

    /// Cuts the marked cells of a row into runs: contiguous marked glyphs in the style of the
    /// run's first one, a wide glyph always with its continuation cell. Each run's cells are
    /// copied once, after its extent is known.
    private static func appendRuns(
        row: Int, marked: [Bool], cells: Slice<UnsafeBufferPointer<Cell>>,
        to runs: inout [CellRun]
    ) {
        let base = cells.startIndex, count = cells.count
        var column = 0
        while column < count {
            guard marked[column] else {
                column += 1
                continue
            }
            let style = cells[base + column].style
            var end = column
            while end < count, marked[end], cells[base + end].style == style {
                let lead = cells[base + end]
                let pair = end + 1 < count && !lead.isContinuation && cells[base + end + 1].isContinuation
                end += pair ? 2 : 1
            }
            runs.append(
                CellRun(row: row, column: column, style: style, cells: Array(cells[(base + column)..<(base + end)])))
            column = end
        }
    }
}
