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
        for row in 0..<new.rows {
            let marked = changedColumns(row: row, old: previous, new: new)
            appendRuns(row: row, marked: marked, grid: new, to: &runs)
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

    /// Changed columns of one row, widened so both halves of any wide glyph (old or new)
    /// touched by a change are rewritten: the terminal would otherwise keep half a glyph.
    private static func changedColumns(row: Int, old: CellGrid?, new: CellGrid) -> [Bool] {
        guard let old else { return Array(repeating: true, count: new.columns) }
        var marked = Array(repeating: false, count: new.columns)
        for column in 0..<new.columns where old[column, row] != new[column, row] {
            marked[column] = true
            if column > 0, old[column, row].isContinuation || new[column, row].isContinuation {
                marked[column - 1] = true
            }
            if column + 1 < new.columns,
               isWideLead(old, column: column, row: row) || isWideLead(new, column: column, row: row) {
                marked[column + 1] = true
            }
        }
        return marked
    }

    private static func appendRuns(row: Int, marked: [Bool], grid: CellGrid, to runs: inout [CellRun]) {
        var column = 0
        var current: CellRun?
        while column < marked.count {
            guard marked[column] else {
                if let run = current { runs.append(run); current = nil }
                column += 1
                continue
            }
            let lead = grid[column, row]
            var unit = [lead]
            if column + 1 < grid.columns, !lead.isContinuation, grid[column + 1, row].isContinuation {
                unit.append(grid[column + 1, row])
            }
            if var run = current, run.style == lead.style, run.endColumn == column {
                run.cells += unit
                current = run
            } else {
                if let run = current { runs.append(run) }
                current = CellRun(row: row, column: column, style: lead.style, cells: unit)
            }
            column += unit.count
        }
        if let run = current { runs.append(run) }
    }
}
