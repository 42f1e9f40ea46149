/// Which glyphs the terminal can show.
public enum GlyphSet: Sendable, Hashable {
    /// UTF-8 locale: emoji and other wide glyphs.
    case unicode
    /// Anything else: 7-bit ASCII only.
    case ascii
}

/// A named picture made of glyphs, with an ASCII fallback of the same width.
public struct Sprite: Hashable, Sendable {
    /// The sprite's name in the catalog.
    public var name: String
    /// Text drawn in a UTF-8 terminal.
    public var unicode: String
    /// Text drawn elsewhere; 7-bit ASCII.
    public var ascii: String
    /// Foreground colour.
    public var color: TermColor

    /// Creates a sprite.
    public init(name: String, unicode: String, ascii: String, color: TermColor) {
        self.name = name
        self.unicode = unicode
        self.ascii = ascii
        self.color = color
    }

    /// The text for a glyph set.
    public func text(for set: GlyphSet) -> String { set == .unicode ? unicode : ascii }

    /// Columns the text takes in a terminal for a glyph set.
    public func width(for set: GlyphSet) -> Int {
        text(for: set).reduce(0) { $0 + Cell.columns(of: $1) }
    }
}
