/// A terminal colour: the terminal's default, or one of the 16 ANSI colours.
///
/// Only the eight base colours (and their bright variants) are used so that every theme,
/// dark or light, keeps its own readable palette.
public enum TermColor: UInt8, Hashable, Sendable, CaseIterable {
    case `default` = 255
    case black = 0, red, green, yellow, blue, magenta, cyan, white
    case brightBlack = 8, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: TermColor
    public var background: TermColor
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool

    /// Creates a style; everything defaults to the terminal's own look.
    public init(
        foreground: TermColor = .default, background: TermColor = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = Style()
}
