/// One character cell of the terminal: a glyph and its style.
///
/// A glyph two columns wide (an emoji) occupies its cell and marks the cell to its right as
/// a `continuation`, which presents nothing of its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in this cell (a space when empty; ignored for continuations).
    public var glyph: Character
    /// Colours and attributes.
    public var style: Style
    /// True for the right half of a two-column glyph that starts one cell to the left.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(_ glyph: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell in the default style.
    public static let blank = Cell()

    /// How many columns the glyph takes in a UTF-8 terminal: 2 for emoji and East Asian wide
    /// characters, 1 otherwise.
    public var width: Int { Cell.columns(of: glyph) }

    /// Columns a grapheme takes in a UTF-8 terminal (emoji presentation and wide ranges = 2).
    public static func columns(of glyph: Character) -> Int {
        guard let scalar = glyph.unicodeScalars.first else { return 1 }
        if glyph.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(scalar.value) ? 2 : 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
             0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
