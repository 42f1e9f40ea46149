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
        for i in cells.indices { cells[i] = fill }
    }

    /// Puts one glyph at (column, row), keeping wide glyphs whole: a two-column glyph that
    /// would not fit before the right edge is not drawn, and any wide glyph it overlaps is
    /// erased so no half-glyph remains. Returns the number of columns used (0 if clipped).
    @discardableResult
    public mutating func put(_ glyph: Character, column: Int, row: Int, style: Style = .plain) -> Int {
        let w = Cell.columns(of: glyph)
        guard row >= 0, row < rows, column >= 0, column + w <= columns else { return 0 }
        for c in column..<(column + w) { eraseWideGlyph(touching: c, row: row) }
        self[column, row] = Cell(glyph, style: style)
        if w == 2 { self[column + 1, row] = Cell(" ", style: style, isContinuation: true) }
        return w
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
        for c in 0..<columns { self[c, row] = Cell(" ", style: style) }
    }

    /// Fills `width` cells of a row from `column` with blanks in a style.
    public mutating func fillRow(_ row: Int, style: Style, from column: Int, width: Int) {
        let first = max(0, column), end = min(columns, column + max(0, width))
        guard row >= 0, row < rows, first < end else { return }
        for c in first..<end { self[c, row] = Cell(" ", style: style) }
    }

    /// The grid as text, one line per row, continuations omitted (so wide glyphs read
    /// naturally). Trailing spaces are kept unless `trimmed`.
    public func text(trimmed: Bool = true) -> String {
        var lines: [String] = []
        lines.reserveCapacity(rows)
        for r in 0..<rows {
            var line = ""
            for c in 0..<columns where !self[c, r].isContinuation { line.append(self[c, r].glyph) }
            if trimmed { while line.last == " " { line.removeLast() } }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private mutating func eraseWideGlyph(touching column: Int, row: Int) {
        let cell = self[column, row]
        if cell.isContinuation, column > 0 {
            self[column - 1, row] = Cell(" ", style: self[column - 1, row].style)
            self[column, row] = .blank
        } else if cell.width == 2, column + 1 < columns {
            self[column + 1, row] = .blank
        }
    }
}
