import Raster

/// Turns a sequence of `CellGrid` frames into the bytes a VT100-style terminal needs to show
/// them: the first frame (and the first after a size change or `invalidate()`) in full, then
/// only the cells that changed. Pure: it writes nothing anywhere, it only returns bytes.
///
/// It emits exactly these sequences, so a small interpreter can replay them:
/// - `ESC [ ? 25 l` (hide the cursor), only in a full frame;
/// - `ESC [ 0 m`, `ESC [ H`, `ESC [ 2 J` (reset, home, erase all) to start a full frame;
/// - `ESC [ row ; col H` (CUP, 1-based; `ESC [ row H` when the column is 1) to move;
/// - `ESC [ n C` (CUF) to skip unchanged cells on the same row;
/// - `ESC [ p ; … m` (SGR) with 0, 1, 2, 7, 22, 27, 30–37, 39, 40–47, 49, 90–97, 100–107;
/// - UTF-8 text: each glyph advances the cursor by `Cell.columns(of:)` (2 for 🐷).
///
/// The cursor is never left in the pending-wrap state: after writing the last column the
/// next write moves explicitly. Control characters, a wide glyph that would not fit in the
/// last column or whose right half another glyph covers, and stray continuation cells are
/// written as spaces (`displayed(_:)` gives the grid a terminal ends up showing).
public struct ANSIEncoder: Sendable {
    /// Width in cells of the frames encoded so far (follows the grids given).
    public private(set) var columns: Int
    /// Height in cells of the frames encoded so far (follows the grids given).
    public private(set) var rows: Int

    /// What the terminal shows after the bytes returned so far; nil until the first frame.
    private var shown: CellGrid?
    /// The SGR state the terminal is in.
    private var style = Style.plain
    /// Where the cursor is, when known (0-based).
    private var cursor: (column: Int, row: Int)?

    /// Creates an encoder for a terminal of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The bytes that turn the previous frame into `grid`: a full redraw on the first call
    /// or when the grid's size differs from the last one (then `columns`/`rows` follow it),
    /// else only changed cells, with minimal cursor moves and SGR changes. An unchanged
    /// frame encodes to no bytes.
    public mutating func encode(_ grid: CellGrid) -> [UInt8] {
        var out: [UInt8] = []
        let full = shown == nil || grid.columns != columns || grid.rows != rows
        if full {
            columns = grid.columns
            rows = grid.rows
            out += Self.csi("?25l") + Self.csi("0m") + Self.csi("H") + Self.csi("2J")
            style = .plain
            cursor = (0, 0)
            shown = CellGrid(columns: columns, rows: rows)
        }
        guard var screen = shown else { return out }
        shown = nil  // the only reference, so the updates below do not copy the grid
        for row in 0..<rows {
            encodeRow(row, of: grid, over: &screen, into: &out)
        }
        shown = screen
        return out
    }

    /// `grid` as a terminal shows it after `encode`: what cannot be drawn as it stands (see
    /// the type's notes: controls, half-covered or clipped wide glyphs, stray continuation
    /// cells) replaced by spaces in its style. Its `text()` is the replayed screen's text.
    public static func displayed(_ grid: CellGrid) -> CellGrid {
        var shown = grid
        for row in 0..<grid.rows {
            var column = 0
            while column < grid.columns {
                let unit = unit(at: column, row: row, in: grid, columns: grid.columns)
                shown[column, row] = Cell(unit.glyph, style: unit.style)
                if unit.width == 2 { shown[column + 1, row] = Cell(" ", style: unit.style, isContinuation: true) }
                column += unit.width
            }
        }
        return shown
    }

    /// Forgets what the terminal shows, so the next `encode` redraws everything.
    public mutating func invalidate() {
        shown = nil
    }

    // MARK: - Rows

    private typealias Bytes = [UInt8]

    /// A cell to write: its column, glyph (already made displayable), style and width.
    private struct Unit {
        var column: Int
        var glyph: Character
        var style: Style
        var width: Int
    }

    /// Writes the changes of one row, updating `screen` (what the terminal shows).
    private mutating func encodeRow(_ row: Int, of grid: CellGrid, over screen: inout CellGrid, into out: inout Bytes) {
        var column = 0
        while column < columns {
            if let skip = Self.unchanged(at: column, row: row, grid: grid, screen: screen) {
                column += skip
                continue
            }
            let unit = Self.unit(at: column, row: row, in: grid, columns: columns)
            defer { column += unit.width }
            if Self.matches(screen, unit, row: row) { continue }
            moveCursor(to: unit.column, row: row, screen: screen, into: &out)
            setStyle(unit.style, into: &out)
            out += Array(String(unit.glyph).utf8)
            screen[unit.column, row] = Cell(unit.glyph, style: unit.style)
            if unit.width == 2 { screen[unit.column + 1, row] = Cell(" ", style: unit.style, isContinuation: true) }
            let next = unit.column + unit.width
            cursor = next < columns ? (next, row) : nil
        }
    }

    /// The columns to skip when the screen already shows exactly the grid's cell at `column`
    /// (a cheap check that needs no glyph decoding), else nil.
    private static func unchanged(at column: Int, row: Int, grid: CellGrid, screen: CellGrid) -> Int? {
        let cell = grid[column, row]
        guard !cell.isContinuation, screen[column, row] == cell else { return nil }
        if cell.width == 1 { return 1 }
        guard column + 1 < grid.columns, screen[column + 1, row].isContinuation,
            grid[column + 1, row].isContinuation
        else { return nil }
        return 2
    }

    /// What the grid asks for at `column`: a glyph and how many columns it covers. A stray
    /// continuation cell (no wide glyph to its left), an undisplayable glyph, and a wide
    /// glyph without its continuation cell (in the last column, or its right half drawn over)
    /// become spaces in their style.
    private static func unit(at column: Int, row: Int, in grid: CellGrid, columns: Int) -> Unit {
        let cell = grid[column, row]
        let blank = Unit(column: column, glyph: " ", style: cell.style, width: 1)
        if cell.isContinuation { return blank }
        let glyph = displayable(cell.glyph)
        guard Cell.columns(of: glyph) == 2 else {
            return Unit(column: column, glyph: glyph, style: cell.style, width: 1)
        }
        guard column + 1 < columns, grid[column + 1, row].isContinuation else { return blank }
        return Unit(column: column, glyph: glyph, style: cell.style, width: 2)
    }

    /// True when the screen already shows `unit` (both halves, for a wide glyph).
    private static func matches(_ screen: CellGrid, _ unit: Unit, row: Int) -> Bool {
        let here = screen[unit.column, row]
        guard !here.isContinuation, here.glyph == unit.glyph, here.style == unit.style else { return false }
        if unit.width == 2 { return screen[unit.column + 1, row].isContinuation }
        // A wide glyph shown here would cover the next cell too: not a match.
        return here.width == 1
    }

    /// A glyph a terminal draws as itself: controls and empty graphemes become a space.
    static func displayable(_ glyph: Character) -> Character {
        guard let first = glyph.unicodeScalars.first else { return " " }
        if first.value < 0x20 || (0x7F...0x9F).contains(first.value) { return " " }
        return glyph
    }

    // MARK: - Cursor

    /// Moves the cursor to (column, row) by the shortest of: nothing, rewriting the unchanged
    /// cells in between (same row, same style, narrow glyphs), CUF, or CUP.
    private mutating func moveCursor(to column: Int, row: Int, screen: CellGrid, into out: inout [UInt8]) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        var best = Self.cup(column: column, row: row)
        if let cursor, cursor.row == row, cursor.column < column {
            let gap = column - cursor.column
            let forward = Self.csi("\(gap)C")
            if forward.count < best.count { best = forward }
            if let text = reprint(from: cursor.column, to: column, row: row, screen: screen), text.count <= best.count {
                best = text
            }
        }
        out += best
        cursor = (column, row)
    }

    /// The bytes of the shown cells `from..<to` if writing them again moves the cursor
    /// correctly without changing anything (narrow glyphs in the current style), else nil.
    private func reprint(from: Int, to: Int, row: Int, screen: CellGrid) -> [UInt8]? {
        guard to - from <= 4 else { return nil }
        var bytes: [UInt8] = []
        for c in from..<to {
            let cell = screen[c, row]
            guard !cell.isContinuation, cell.style == style, cell.width == 1 else { return nil }
            bytes += Array(String(cell.glyph).utf8)
        }
        return bytes
    }

    /// CUP to a 0-based cell, as short as it can be written.
    private static func cup(column: Int, row: Int) -> [UInt8] {
        if column == 0 { return row == 0 ? csi("H") : csi("\(row + 1)H") }
        return csi("\(row + 1);\(column + 1)H")
    }

    // MARK: - SGR

    /// Switches the terminal to `target` with the shorter of a delta or a reset-and-set.
    private mutating func setStyle(_ target: Style, into out: inout [UInt8]) {
        guard target != style else { return }
        let delta = Self.deltaParameters(from: style, to: target)
        let reset = ["0"] + Self.deltaParameters(from: .plain, to: target)
        let chosen = Self.sgr(reset).count < Self.sgr(delta).count ? reset : delta
        out += Self.sgr(chosen)
        style = target
    }

    /// SGR parameters that turn `old` into `new` without a reset.
    static func deltaParameters(from old: Style, to new: Style) -> [String] {
        var p: [String] = []
        if (old.bold && !new.bold) || (old.dim && !new.dim) {
            p.append("22")
            if new.bold { p.append("1") }
            if new.dim { p.append("2") }
        } else {
            if new.bold && !old.bold { p.append("1") }
            if new.dim && !old.dim { p.append("2") }
        }
        if new.reverse != old.reverse { p.append(new.reverse ? "7" : "27") }
        if new.foreground != old.foreground { p.append(colorParameter(new.foreground, background: false)) }
        if new.background != old.background { p.append(colorParameter(new.background, background: true)) }
        return p
    }

    /// The SGR parameter selecting a colour as foreground or background.
    static func colorParameter(_ color: TermColor, background: Bool) -> String {
        if color == .default { return background ? "49" : "39" }
        let index = Int(color.rawValue)
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        return String(base + index % 8)
    }

    private static func sgr(_ parameters: [String]) -> [UInt8] {
        csi(parameters.joined(separator: ";") + "m")
    }

    private static func csi(_ body: String) -> [UInt8] {
        [0x1B, 0x5B] + Array(body.utf8)
    }
}
