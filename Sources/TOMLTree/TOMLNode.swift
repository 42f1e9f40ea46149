/// A TOML value as the playground reads it: a plain Swift tree, each key with its path and
/// line, so the files' readers never touch TOMLKit's types.
public indirect enum TOMLNode: Sendable, Equatable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A float (TOML allows `inf` and `nan`; readers decide whether they may).
    case float(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A table (a `[header]`, an inline `{ … }` or an entry of `[[array]]`), keys in file order.
    case table([TOMLEntry])
    /// An array.
    case array([TOMLNode])
    /// A date or a time, which no file of ours takes.
    case date

    /// What kind of value it is, for messages: "a string", "a number", "true or false", …
    public var kind: String {
        switch self {
        case .string: return "a string"
        case .integer, .float: return "a number"
        case .boolean: return "true or false"
        case .table: return "a table"
        case .array: return "an array"
        case .date: return "a date"
        }
    }

    /// The number an integer or a float holds, else nil.
    public var number: Double? {
        switch self {
        case .integer(let n): return Double(n)
        case .float(let x): return x
        default: return nil
        }
    }
}

/// One key of a table with its value, its dotted path and its line.
public struct TOMLEntry: Sendable, Equatable {
    /// The key.
    public var key: String
    /// The key's path from the top: `sliders.gravity`, `items[2].size`.
    public var path: String
    /// 1-based line of the key (of the key holding it, inside inline tables and arrays).
    public var line: Int
    /// The value.
    public var node: TOMLNode

    /// Creates an entry.
    public init(key: String, path: String, line: Int, node: TOMLNode) {
        self.key = key
        self.path = path
        self.line = line
        self.node = node
    }
}

/// A syntax error TOMLKit found: its line and message.
public struct TOMLSyntaxError: Error, Sendable, Equatable {
    /// 1-based line of the error.
    public var line: Int
    /// toml++'s description, starting lower-case.
    public var message: String

    /// Creates an error.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
