import Dynamics
import TOMLTree

/// Reads one table of a scene file: typed values with ranges, and an error naming the file,
/// the line and the key for anything unknown, missing, of the wrong type or out of range.
struct TableReader {
    /// The file, for errors.
    let file: String
    /// The table's entries.
    let entries: [TOMLEntry]
    /// The table's path, for messages ("" at the top).
    let path: String
    /// The line of the table itself, for a missing key.
    let line: Int

    /// Checks that every key is one of `known`, suggesting the nearest for a typo.
    init(_ entries: [TOMLEntry], path: String, line: Int, file: String, known: [String]) throws(ConfigError) {
        self.entries = entries
        self.path = path
        self.line = line
        self.file = file
        for entry in entries where !known.contains(entry.key) {
            let place = path.isEmpty ? "at the top level" : "in \(path)"
            let hint =
                ConfigSchema.suggestion(for: entry.key, among: known).map { "; did you mean '\($0)'?" }
                ?? " (known: \(known.joined(separator: ", ")))"
            throw ConfigError(file: file, line: entry.line, problem: "unknown key '\(entry.key)' \(place)\(hint)")
        }
    }

    /// The entry for `key`, if present.
    func entry(_ key: String) -> TOMLEntry? { entries.first { $0.key == key } }

    /// An error at `key`'s line (or the table's).
    func fail(_ key: String, _ problem: String) -> ConfigError {
        ConfigError(file: file, line: entry(key)?.line ?? line, problem: "\(name(key)) \(problem)")
    }

    /// `key` as the user reads it: `items[2].size`.
    func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// A required value: throws when it is missing.
    func required<T>(_ key: String, _ read: (String) throws(ConfigError) -> T?) throws(ConfigError) -> T {
        guard let value = try read(key) else { throw fail(key, "is missing") }
        return value
    }

    /// A number in `range`, or nil when absent.
    func number(_ key: String, in range: ClosedRange<Double>) throws(ConfigError) -> Double? {
        guard let entry = entry(key) else { return nil }
        guard let x = entry.node.number else { throw fail(key, "must be a number, got \(entry.node.kind)") }
        guard range.contains(x) else {
            throw fail(
                key,
                "must be between \(plainNumber(range.lowerBound)) and \(plainNumber(range.upperBound)), got \(plainNumber(x))"
            )
        }
        return x
    }

    /// A string, or nil when absent.
    func string(_ key: String) throws(ConfigError) -> String? {
        guard let entry = entry(key) else { return nil }
        guard case .string(let s) = entry.node else { throw fail(key, "must be a string, got \(entry.node.kind)") }
        return s
    }

    /// `true` or `false`, or nil when absent.
    func boolean(_ key: String) throws(ConfigError) -> Bool? {
        guard let entry = entry(key) else { return nil }
        guard case .boolean(let b) = entry.node else {
            throw fail(key, "must be true or false, got \(entry.node.kind)")
        }
        return b
    }

    /// One of `choices` by its raw value, suggesting the nearest for a typo; nil when absent.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type) throws(ConfigError) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = ConfigSchema.suggestion(for: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw fail(key, "must be one of \(names.joined(separator: ", ")), got '\(text)'\(hint)")
    }

    /// Two numbers `[x, y]`, each in `range`; nil when absent.
    func pair(_ key: String, in range: ClosedRange<Double>) throws(ConfigError) -> (Double, Double)? {
        guard let entry = entry(key) else { return nil }
        guard let pair = Self.pair(entry.node, in: range) else {
            throw fail(
                key,
                "must be two numbers [x, y] between \(plainNumber(range.lowerBound)) and \(plainNumber(range.upperBound))"
            )
        }
        return pair
    }

    /// Two numbers in `range` from an array node, or nil.
    static func pair(_ node: TOMLNode, in range: ClosedRange<Double>) -> (Double, Double)? {
        guard case .array(let values) = node, values.count == 2, let x = values[0].number, let y = values[1].number,
            range.contains(x), range.contains(y)
        else { return nil }
        return (x, y)
    }

    /// The tables of an array of tables (`[[items]]`); empty when absent.
    func tables(_ key: String) throws(ConfigError) -> [TOMLEntry] {
        guard let entry = entry(key) else { return [] }
        guard case .array(let nodes) = entry.node else { throw fail(key, "must be an array of tables ([[\(key)]])") }
        var tables: [TOMLEntry] = []
        for (i, node) in nodes.enumerated() {
            guard case .table(let inner) = node else { throw fail(key, "must be an array of tables ([[\(key)]])") }
            let here = "\(name(key))[\(i)]"
            tables.append(TOMLEntry(key: here, path: here, line: inner.first?.line ?? entry.line, node: node))
        }
        return tables
    }
}
