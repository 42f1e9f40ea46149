/// The sprites the app draws, parsed from the text format of `Assets/sprites/sprites.txt`.
///
/// The built-in catalog is that file's text compiled in (a test checks the two agree), so the
/// binary needs no files at run time.
public struct SpriteCatalog: Sendable {
    /// Sprites by name.
    public private(set) var sprites: [String: Sprite] = [:]

    /// A problem in a sprite file, naming the line.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// 1-based line number.
        public var line: Int
        /// What is wrong.
        public var problem: String
        public var description: String { "line \(line): \(problem)" }
        /// Creates an error for a line.
        public init(line: Int, problem: String) {
            self.line = line
            self.problem = problem
        }
    }

    /// Parses `name unicode ascii colour` lines; `#` starts a comment.
    public init(parsing text: String) throws {
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if fields.isEmpty { continue }
            let sprite = try Self.sprite(from: fields, line: n + 1)
            sprites[sprite.name] = sprite
        }
    }

    /// The sprite named `name`.
    public subscript(name: String) -> Sprite? { sprites[name] }

    /// The catalog the app ships with.
    public static let builtIn: SpriteCatalog = {
        do { return try SpriteCatalog(parsing: builtInText) } catch { fatalError("built-in sprites: \(error)") }
    }()

    /// The pig of the explosion scene.
    public static var pig: Sprite { builtIn["pig"]! }

    /// A verbatim copy of `Assets/sprites/sprites.txt`.
    public static let builtInText = """
        # Glyph sprites for the character-cell view.
        # One sprite a line:  name  unicode-glyph  ascii-fallback  colour
        # The unicode glyph is drawn where the locale is UTF-8, the ASCII one elsewhere (and with
        # --ascii). Both should take the same number of columns so layouts do not shift.
        # Colours: black red green yellow blue magenta cyan white, optionally prefixed "bright".
        pig     🐷   oo   brightMagenta

        """

    private static func sprite(from f: [String], line: Int) throws -> Sprite {
        guard f.count == 4 else {
            throw ParseError(line: line, problem: "expected 4 fields (name unicode ascii colour), found \(f.count)")
        }
        guard f[2].unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) else {
            throw ParseError(line: line, problem: "the fallback '\(f[2])' is not printable ASCII")
        }
        guard let color = TermColor.named(f[3]) else {
            throw ParseError(line: line, problem: "unknown colour '\(f[3])'")
        }
        let sprite = Sprite(name: f[0], unicode: f[1], ascii: f[2], color: color)
        guard sprite.width(for: .unicode) == sprite.width(for: .ascii) else {
            throw ParseError(line: line, problem: "'\(f[1])' and '\(f[2])' differ in width")
        }
        return sprite
    }
}

extension TermColor {
    /// The colour called `name` (e.g. "magenta", "brightMagenta"), if any.
    public static func named(_ name: String) -> TermColor? {
        allCases.first { "\($0)" == name }
    }
}
