/// A drawing surface of Braille dots, 2 × 4 per terminal cell, for lines and outlines finer
/// than a cell. Dot (x, y) lies in cell (x / 2, y / 4); dot coordinates grow right and down.
///
/// A terminal cell has one foreground colour, so each cell keeps the colour of the last dot
/// drawn in it: draw the least important layer first.
public struct DotCanvas: Hashable, Sendable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    /// Set dots per cell, as Braille bits (see `bit(_:_:)`).
    private var bits: [UInt8]
    /// Colour of the last dot drawn in each cell.
    private var colors: [TermColor]

    /// Creates an empty canvas covering `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        colors = Array(repeating: .default, count: self.columns * self.rows)
    }

    /// Width in dots.
    public var dotColumns: Int { columns * 2 }
    /// Height in dots.
    public var dotRows: Int { rows * 4 }

    /// Sets dot (x, y) in `color`; dots outside the canvas are ignored.
    public mutating func plot(x: Int, y: Int, color: TermColor) {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
        let cell = (y / 4) * columns + x / 2
        bits[cell] |= Self.bit(x % 2, y % 4)
        colors[cell] = color
    }

    /// True when dot (x, y) is set.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return false }
        return bits[(y / 4) * columns + x / 2] & Self.bit(x % 2, y % 4) != 0
    }

    /// The Braille bits and colour of a cell (0 bits: nothing drawn there).
    public func cell(column: Int, row: Int) -> (bits: UInt8, color: TermColor) {
        guard column >= 0, row >= 0, column < columns, row < rows else { return (0, .default) }
        let i = row * columns + column
        return (bits[i], colors[i])
    }

    /// The bit of dot (dx, dy) inside a cell in the Unicode Braille pattern: dots 1–3 run down
    /// the left column, 4–6 down the right, and 7, 8 are the bottom row (added later to the
    /// standard, hence the odd order).
    public static func bit(_ dx: Int, _ dy: Int) -> UInt8 {
        let table: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return table[dx][dy]
    }

    /// The dots as text, one character per dot (`#` set, `.` clear): what tests compare.
    public func dotText() -> String {
        (0..<dotRows).map { y in
            String((0..<dotColumns).map { x in isSet(x: x, y: y) ? "#" : "." })
        }.joined(separator: "\n")
    }
}
