import TOMLTree

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

/// A problem in the config file or a scene file (or with finding it), naming the file and, when it is about one
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

/// Reads the config file with TOMLKit (through `TOMLTree`) into `ConfigDocument`'s flat list
/// of settings.
///
/// The file is TOML; the settings are scalars (strings, numbers, `true`/`false`) at the top
/// level or in one level of `[table]`. Arrays, nested tables, arrays of tables and dates are
/// errors that say so, so nothing is silently misread. Which keys and tables exist is
/// `ConfigSchema`'s business, not this reader's.
public enum ConfigFile {
    /// The entries of `text`, in file order; `file` names the file in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> ConfigDocument {
        let top: [TOMLEntry]
        do {
            top = try TOMLTree.parse(text)
        } catch {
            throw ConfigError(file: file, line: error.line, problem: error.message)
        }
        var document = ConfigDocument()
        for entry in top {
            if case .table(let inner) = entry.node {
                document.tables.append(ConfigTable(name: entry.key, line: entry.line))
                for setting in inner {
                    let value = try scalar(setting, file: file)
                    document.entries.append(
                        ConfigEntry(table: entry.key, key: setting.key, value: value, line: setting.line))
                }
            } else {
                let value = try scalar(entry, file: file)
                document.entries.append(ConfigEntry(table: "", key: entry.key, value: value, line: entry.line))
            }
        }
        document.entries.sort { $0.line < $1.line }
        return document
    }

    /// The setting an entry holds, or an error for the kinds the config file has no use for.
    private static func scalar(_ entry: TOMLEntry, file: String) throws(ConfigError) -> ConfigValue {
        func fail(_ problem: String) -> ConfigError { ConfigError(file: file, line: entry.line, problem: problem) }
        switch entry.node {
        case .string(let s): return .string(s)
        case .integer(let n): return .integer(n)
        case .boolean(let b): return .boolean(b)
        case .float(let x):
            guard x.isFinite else { throw fail("\(entry.path) must be a finite number, got \(x)") }
            return .float(x)
        case .table:
            throw fail("nested tables like [\(entry.path)] are not supported")
        case .array(let nodes):
            if case .table = nodes.first { throw fail("\(entry.path): arrays of tables ([[…]]) are not supported") }
            throw fail("\(entry.path): arrays are not supported")
        case .date:
            throw fail("\(entry.path): dates and times are not supported")
        }
    }
}
