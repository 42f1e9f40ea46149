#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One character cell of the terminal: a glyph and its style.
///
/// A glyph two columns wide (an emoji) occupies its cell and marks the cell to its right as
/// a `continuation`, which presents nothing of its own.
///
/// A cell is plain data (16 bytes, no reference counting): the glyph is kept as its UTF-8
/// bytes packed into an integer (graphemes longer than 7 bytes, such as flags and joined emoji,
/// as an index into a shared table), with its width worked out once. Grids copy, clear and
/// compare as fast as memory moves. Two cells are equal when their glyphs have the same UTF-8
/// bytes (so a precomposed "é" and "e" + U+0301, which a terminal draws from different bytes,
/// are different cells) and their styles and continuation flags agree.
public struct Cell: Hashable, Sendable {
    /// The glyph's code: see `GlyphCode`.
    @usableFromInline var code: UInt64
    /// Colours and attributes.
    public var style: Style
    /// True for the right half of a two-column glyph that starts one cell to the left.
    public var isContinuation: Bool
    /// `Cell.columns(of: glyph)`, worked out when the glyph was set.
    @usableFromInline var columnCount: UInt8

    /// The grapheme drawn in this cell (a space when empty; ignored for continuations).
    public var glyph: Character {
        get { GlyphCode.character(code) }
        set {
            code = GlyphCode.code(newValue)
            columnCount = UInt8(Cell.columns(of: newValue))
        }
    }

    /// Creates a cell.
    public init(_ glyph: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        code = GlyphCode.code(glyph)
        columnCount = UInt8(Cell.columns(of: glyph))
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A cell with this one's glyph in another style (no glyph is decoded or measured again).
    @inlinable
    public func with(style: Style, isContinuation: Bool = false) -> Cell {
        var cell = self
        cell.style = style
        cell.isContinuation = isContinuation
        return cell
    }

    /// An empty cell in the default style.
    public static let blank = Cell()

    /// The right half of the two-column glyph `lead`: a blank continuation in its style.
    static func continuation(of lead: Cell) -> Cell {
        var cell = blank
        cell.style = lead.style
        cell.isContinuation = true
        return cell
    }

    /// How many columns the glyph takes in a UTF-8 terminal: 2 for emoji and East Asian wide
    /// characters, 1 otherwise.
    @inlinable
    public var width: Int { Int(columnCount) }

    /// The glyph's UTF-8 bytes, handed to `body` without building a `Character`.
    public func withGlyphUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try GlyphCode.withUTF8(code, body)
    }

    /// Number of UTF-8 bytes of the glyph.
    public var glyphUTF8Count: Int { GlyphCode.utf8Count(code) }

    /// Whether `glyph` leaves a mark in its cell: false for controls, format characters (zero
    /// width spaces, joiners, direction marks), other default-ignorable code points, spaces and
    /// separators, lone combining marks, and unassigned or surrogate code points.
    public static func isVisible(_ glyph: Character) -> Bool {
        guard let scalar = glyph.unicodeScalars.first else { return false }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .nonspacingMark, .enclosingMark, .spacingMark, .unassigned, .surrogate:
            return false
        default:
            return true
        }
    }

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

/// The packed form of a glyph kept in a `Cell`: up to 7 UTF-8 bytes in the low 56 bits (first
/// byte lowest) with their count in the top byte; longer graphemes are kept once in a shared
/// table and coded as `0xFF` in the top byte with the table index below.
@usableFromInline
enum GlyphCode {
    private static let tableMarker: UInt64 = 0xFF

    /// The code of a grapheme.
    static func code(_ glyph: Character) -> UInt64 {
        let utf8 = glyph.utf8
        if utf8.count <= 7 {
            var code = UInt64(utf8.count) << 56
            var shift: UInt64 = 0
            for byte in utf8 {
                code |= UInt64(byte) << shift
                shift += 8
            }
            return code
        }
        return tableMarker << 56 | UInt64(LongGlyphs.shared.index(of: glyph))
    }

    /// The grapheme of a code.
    static func character(_ code: UInt64) -> Character {
        if code >> 56 == tableMarker { return LongGlyphs.shared.glyph(at: Int(code & 0xFF_FFFF_FFFF_FFFF)) }
        return withUTF8(code) { Character(String(decoding: $0, as: UTF8.self)) }
    }

    /// Number of UTF-8 bytes the code stands for.
    static func utf8Count(_ code: UInt64) -> Int {
        code >> 56 == tableMarker ? character(code).utf8.count : Int(code >> 56)
    }

    /// The UTF-8 bytes of a code.
    static func withUTF8<R>(_ code: UInt64, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if code >> 56 == tableMarker {
            var text = String(character(code))
            return try text.withUTF8(body)
        }
        var bytes = code.littleEndian
        let count = Int(code >> 56)
        return try withUnsafeBytes(of: &bytes) { raw in
            try body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }
}

/// Graphemes too long for a cell's code, each stored once for the life of the process.
final class LongGlyphs: @unchecked Sendable {
    static let shared = LongGlyphs()
    private var glyphs: [Character] = []
    /// By exact UTF-8 bytes (a `String` key would merge canonically equivalent graphemes).
    private var indices: [[UInt8]: Int] = [:]
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    private init() { pthread_mutex_init(lock, nil) }

    /// The table index of `glyph`, adding it if new. Keyed by its exact UTF-8 bytes.
    func index(of glyph: Character) -> Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let key = Array(glyph.utf8)
        if let i = indices[key] { return i }
        glyphs.append(glyph)
        indices[key] = glyphs.count - 1
        return glyphs.count - 1
    }

    /// The glyph stored at `index`.
    func glyph(at index: Int) -> Character {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return glyphs[index]
    }
}
