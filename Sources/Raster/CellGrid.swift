/// A rectangle of terminal cells, `rows` × `columns`, addressed by (column, row) from the
/// top-left. Pure data: drawing into it never touches a terminal.
public struct CellGrid: Hashable, Sendable {
    /// Number of columns.
    public let columns: Int
    /// Number of rows.
    public let rows: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a grid filled with `fill`. Negative sizes are treated as 0.
    public init(columns: Int, rows: Int, fill: Cell = .blank) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: fill, count: self.columns * self.rows)
    }

    /// True when (column, row) lies inside the grid.
    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    /// The cell at (column, row); reading outside the grid returns a blank cell.
    public subscript(column: Int, row: Int) -> Cell {
        get { contains(column: column, row: row) ? cells[row * columns + column] : .blank }
        set {
            guard contains(column: column, row: row) else { return }
            cells[row * columns + column] = newValue
        }
    }

    /// Resets every cell to `fill`.
    public mutating func clear(to fill: Cell = .blank) {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: fill) }
    }

    /// Puts one glyph at (column, row), keeping wide glyphs whole: a two-column glyph that
    /// would not fit before the right edge is not drawn, and any wide glyph it overlaps is
    /// erased so no half-glyph remains. Returns the number of columns used (0 if clipped).
    @discardableResult
    public mutating func put(_ glyph: Character, column: Int, row: Int, style: Style = .plain) -> Int {
        put(Cell(glyph, style: style), column: column, row: row)
    }

    /// Puts a ready-made cell (its glyph, style and width) at (column, row), as
    /// `put(_:column:row:style:)` does with a glyph: a wide glyph gets its continuation cell,
    /// is clipped whole at the right edge, and any wide glyph it overlaps is erased. Returns
    /// the number of columns used (0 if clipped). A continuation `cell` is put as a blank.
    @discardableResult
    public mutating func put(_ cell: Cell, column: Int, row: Int) -> Int {
        let blank = Cell.blank
        let cell = cell.isContinuation ? blank.with(style: cell.style) : cell
        let w = cell.width
        guard row >= 0, row < rows, column >= 0, column + w <= columns else { return 0 }
        let start = row * columns, end = start + columns
        return cells.withUnsafeMutableBufferPointer { cells in
            let i = start + column
            // Only a wide glyph (or half of one) under the new glyph needs erasing.
            for j in i..<(i + w) where cells[j].isContinuation || cells[j].width == 2 {
                Self.eraseWideGlyph(touching: j, rowStart: start, rowEnd: end, in: cells, blank: blank)
            }
            cells[i] = cell
            if w == 2 { cells[i + 1] = blank.with(style: cell.style, isContinuation: true) }
            return w
        }
    }

    /// Copies `newCells` into row `row` from `column` as they are (no wide-glyph fix-ups),
    /// clipped to the grid: for mirroring cells that already form a consistent row, such as
    /// a screen applying a diff.
    public mutating func replaceCells(inRow row: Int, from column: Int, with newCells: [Cell]) {
        let first = max(column, 0), end = min(column + newCells.count, columns)
        guard row >= 0, row < rows, first < end else { return }
        let base = row * columns
        cells.withUnsafeMutableBufferPointer { cells in
            newCells.withUnsafeBufferPointer { new in
                for c in first..<end { cells[base + c] = new[c - column] }
            }
        }
    }

    /// Writes text left to right from (column, row), clipped to the grid; returns the column
    /// after the last glyph drawn.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: Style = .plain) -> Int {
        var c = column
        for ch in text {
            let w = Cell.columns(of: ch)
            if c >= 0 { put(ch, column: c, row: row, style: style) }
            c += w
            if c >= columns { break }
        }
        return c
    }

    /// Fills a whole row with a style (e.g. a status bar background).
    public mutating func fillRow(_ row: Int, style: Style) {
        guard row >= 0, row < rows else { return }
        let blank = Cell(" ", style: style)
        for c in 0..<columns { self[c, row] = blank }
    }

    /// Fills `width` cells of a row from `column` with blanks in a style. A wide glyph cut by
    /// either edge is erased whole, so no half-glyph remains outside the run (the panel drawn
    /// over a flying pig would otherwise leave the pig's lead cell without its other half).
    public mutating func fillRow(_ row: Int, style: Style, from column: Int, width: Int) {
        let first = max(0, column), end = min(columns, column + max(0, width))
        guard row >= 0, row < rows, first < end else { return }
        let start = row * columns, rowEnd = start + columns
        cells.withUnsafeMutableBufferPointer { cells in
            Self.eraseWideGlyph(touching: start + first, rowStart: start, rowEnd: rowEnd, in: cells, blank: .blank)
            Self.eraseWideGlyph(touching: start + end - 1, rowStart: start, rowEnd: rowEnd, in: cells, blank: .blank)
            let fill = Cell(" ", style: style)
            for c in first..<end { cells[start + c] = fill }
        }
    }

    /// The grid as text, one line per row, continuations omitted (so wide glyphs read
    /// naturally). Trailing spaces are kept unless `trimmed`.
    public func text(trimmed: Bool = true) -> String {
        var lines: [String] = []
        lines.reserveCapacity(rows)
        var line: [UInt8] = []
        for r in 0..<rows {
            line.removeAll(keepingCapacity: true)
            for cell in cells[(r * columns)..<((r + 1) * columns)] where !cell.isContinuation {
                cell.withGlyphUTF8 { line.append(contentsOf: $0) }
            }
            if trimmed { while line.last == 0x20 { line.removeLast() } }
            lines.append(String(decoding: line, as: UTF8.self))
        }
        return lines.joined(separator: "\n")
    }

    /// Erases the wide glyph that the cell at index `i` (in the row `rowStart..<rowEnd`)
    /// belongs to: its lead keeps its style as a blank, its continuation becomes blank.
    private static func eraseWideGlyph(
        touching i: Int, rowStart: Int, rowEnd: Int,
        in cells: UnsafeMutableBufferPointer<Cell>, blank: Cell
    ) {
        let cell = cells[i]
        if cell.isContinuation, i > rowStart {
            cells[i - 1] = blank.with(style: cells[i - 1].style)
            cells[i] = blank
        } else if cell.width == 2, i + 1 < rowEnd {
            cells[i + 1] = blank
        }
    }
}
