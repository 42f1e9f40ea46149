/// A value in the config file: the TOML scalars the file may hold.
public enum ConfigValue: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)

    /// The value as the file would write it (for messages).
    public var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .integer(let n): return "\(n)"
        case .float(let x): return "\(x)"
        case .boolean(let b): return b ? "true" : "false"
        }
    }

    /// What kind of value it is, for messages ("a string", "a number", "true or false").
    var kind: String {
        switch self {
        case .string: return "a string"
        case .integer, .float: return "a number"
        case .boolean: return "true or false"
        }
    }
}

/// One `key = value` line of the config file, with the table it sits in.
public struct ConfigEntry: Equatable, Sendable {
    /// The `[table]` above the line, or "" for the keys before any table.
    public var table: String
    /// The key.
    public var key: String
    /// The value.
    public var value: ConfigValue
    /// 1-based line number.
    public var line: Int

    /// Creates an entry.
    public init(table: String, key: String, value: ConfigValue, line: Int) {
        self.table = table
        self.key = key
        self.value = value
        self.line = line
    }

    /// The key as a user would name it: `sliders.gravity`, or `scene` at the top level.
    public var qualifiedKey: String { table.isEmpty ? key : "\(table).\(key)" }
}

/// A problem in the config file (or with finding it), naming the file and, when it is about one
/// line, the line: `config.toml:4: sliders.gravity must be 0-3, got 7`.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or as it was found).
    public var file: String
    /// 1-based line number, or nil when the problem is the whole file (e.g. it cannot be read).
    public var line: Int?
    /// What is wrong.
    public var problem: String

    /// Creates an error.
    public init(file: String, line: Int?, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String { line.map { "\(file):\($0): \(problem)" } ?? "\(file): \(problem)" }
}

/// A `[table]` header of the config file.
public struct ConfigTable: Equatable, Sendable {
    /// The table's name.
    public var name: String
    /// 1-based line number of the header.
    public var line: Int
}

/// A parsed config file: its `key = value` lines and its `[table]` headers, in file order.
public struct ConfigDocument: Equatable, Sendable {
    /// The settings.
    public var entries: [ConfigEntry] = []
    /// The tables, including empty ones.
    public var tables: [ConfigTable] = []
}

/// The parser of the config file's small TOML subset:
///
/// - `key = value` lines, where a key is a bare TOML key (`A-Z a-z 0-9 _ -`);
/// - values: strings in double quotes (escapes `\"`, `\\`, `\n`, `\t`, `\uXXXX`) or single
///   quotes (literal), integers (`-3`, `1_000`), decimals (`0.5`, `1e3`), `true`, `false`;
/// - `[table]` headers; `#` comments, blank lines, `\r\n` line ends.
///
/// Anything else TOML allows (arrays, inline tables, dotted keys, dates, multi-line strings)
/// is an error that says it is not supported, so nothing is silently misread. Which keys and
/// tables exist is `ConfigSchema`'s business, not the parser's.
public enum ConfigFile {
    /// The entries of `text`, in file order; `file` names the file in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> ConfigDocument {
        var document = ConfigDocument()
        var table = ""
        var seenTables: Set<String> = []
        var seenKeys: Set<String> = []
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            func fail(_ problem: String) -> ConfigError { ConfigError(file: file, line: number, problem: problem) }
            var scanner = Scanner(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            scanner.skipSpaces()
            if scanner.atEndOfLine { continue }
            if scanner.peek == "[" {
                table = try header(&scanner, fail)
                guard seenTables.insert(table).inserted else { throw fail("table [\(table)] appears twice") }
                document.tables.append(ConfigTable(name: table, line: number))
                continue
            }
            let key = try bareKey(&scanner, fail)
            scanner.skipSpaces()
            if scanner.peek == "." { throw fail("dotted keys like '\(key).…' are not supported; use a [table]") }
            guard scanner.take("=") else { throw fail("expected '=' after '\(key)'") }
            scanner.skipSpaces()
            let value = try self.value(&scanner, fail)
            scanner.skipSpaces()
            guard scanner.atEndOfLine else { throw fail("unexpected text after the value of '\(key)'") }
            let entry = ConfigEntry(table: table, key: key, value: value, line: number)
            guard seenKeys.insert(entry.qualifiedKey).inserted else {
                throw fail("'\(entry.qualifiedKey)' is set twice")
            }
            document.entries.append(entry)
        }
        return document
    }

    private static func header(_ s: inout Scanner, _ fail: (String) -> ConfigError) throws(ConfigError) -> String {
        _ = s.take("[")
        if s.peek == "[" { throw fail("arrays of tables ([[…]]) are not supported") }
        s.skipSpaces()
        let name = try bareKey(&s, fail)
        s.skipSpaces()
        if s.peek == "." { throw fail("nested tables like [\(name).…] are not supported") }
        guard s.take("]") else { throw fail("expected ']' to close the table name") }
        s.skipSpaces()
        guard s.atEndOfLine else { throw fail("unexpected text after [\(name)]") }
        return name
    }

    private static func bareKey(_ s: inout Scanner, _ fail: (String) -> ConfigError) throws(ConfigError) -> String {
        if s.peek == "\"" || s.peek == "'" { throw fail("quoted keys are not supported; write the key bare") }
        let key = s.take { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard !key.isEmpty else {
            throw fail(s.peek.map { "expected a key, found '\($0)'" } ?? "expected a key")
        }
        return key
    }

    private static func value(_ s: inout Scanner, _ fail: (String) -> ConfigError) throws(ConfigError) -> ConfigValue {
        switch s.peek {
        case nil:
            throw fail("missing value after '='")
        case "\"":
            return .string(try basicString(&s, fail))
        case "'":
            _ = s.take("'")
            if s.peek == "'" && s.peek(offset: 1) == "'" { throw fail("multi-line strings are not supported") }
            let text = s.take { $0 != "'" }
            guard s.take("'") else { throw fail("the string is not closed with '") }
            return .string(text)
        case "[":
            throw fail("arrays are not supported")
        case "{":
            throw fail("inline tables are not supported")
        default:
            let word = s.take { !$0.isWhitespace && $0 != "#" }
            if word == "true" { return .boolean(true) }
            if word == "false" { return .boolean(false) }
            if let number = number(word) { return number }
            throw fail("'\(word)' is not a value: strings need quotes, e.g. \"\(word)\"")
        }
    }

    private static func basicString(_ s: inout Scanner, _ fail: (String) -> ConfigError) throws(ConfigError) -> String {
        _ = s.take("\"")
        if s.peek == "\"" && s.peek(offset: 1) == "\"" { throw fail("multi-line strings are not supported") }
        var text = ""
        while let c = s.next() {
            switch c {
            case "\"":
                return text
            case "\\":
                switch s.next() {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "u", "U":
                    let digits = s.take(upTo: 8) { $0.isHexDigit }
                    guard digits.count == 4 || digits.count == 8, let code = UInt32(digits, radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw fail("bad \\u escape in a string") }
                    text.unicodeScalars.append(scalar)
                case let other?: throw fail("unknown escape '\\\(other)' in a string")
                case nil: throw fail("the string is not closed with \"")
                }
            default:
                text.append(c)
            }
        }
        throw fail("the string is not closed with \"")
    }

    /// A TOML integer or float: optional sign, `_` between digits, no leading zeros, no
    /// `inf`/`nan` (the settings are all finite).
    static func number(_ word: String) -> ConfigValue? {
        guard let first = word.first, first.isNumber || first == "+" || first == "-" else { return nil }
        let unsigned = first == "+" || first == "-" ? word.dropFirst() : word[...]
        guard let lead = unsigned.first, lead.isNumber, !unsigned.hasPrefix("_"), !unsigned.hasSuffix("_"),
            !unsigned.contains("__"), unsigned.allSatisfy({ $0.isASCII && ($0.isNumber || "_.eE+-".contains($0)) })
        else { return nil }
        let digitsBeforePoint = unsigned.prefix { $0.isNumber || $0 == "_" }
        if digitsBeforePoint.count > 1 && lead == "0" { return nil }  // leading zeros are not TOML
        let plain = word.filter { $0 != "_" }
        if let n = Int(plain) { return .integer(n) }
        if unsigned.allSatisfy({ $0.isNumber || $0 == "_" }) { return nil }  // an integer too big for Int
        guard let x = Double(plain), x.isFinite else { return nil }
        return .float(x)
    }
}

/// Walks one line character by character.
private struct Scanner {
    private let characters: [Character]
    private var position = 0

    init(_ line: Substring) { characters = Array(line) }

    var peek: Character? { position < characters.count ? characters[position] : nil }

    func peek(offset: Int) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    /// True at the end of the line or at a comment.
    var atEndOfLine: Bool { peek == nil || peek == "#" }

    mutating func next() -> Character? {
        defer { position += 1 }
        return peek
    }

    mutating func skipSpaces() {
        while peek == " " || peek == "\t" { position += 1 }
    }

    /// Consumes `c` if it comes next.
    mutating func take(_ c: Character) -> Bool {
        guard peek == c else { return false }
        position += 1
        return true
    }

    /// Consumes the run of characters that satisfy `predicate` (at most `limit`).
    mutating func take(upTo limit: Int = .max, while predicate: (Character) -> Bool) -> String {
        var run = ""
        while run.count < limit, let c = peek, predicate(c) {
            run.append(c)
            position += 1
        }
        return run
    }
}
