internal import TOMLKit

/// Reads and writes TOML through TOMLKit (toml++), as `TOMLNode` trees.
public enum TOMLTree {
    /// The top-level keys of `text`, in file order, or the syntax error TOMLKit reports.
    public static func parse(_ text: String) throws(TOMLSyntaxError) -> [TOMLEntry] {
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw TOMLSyntaxError(line: max(1, error.source.begin.line), message: phrase(error.description))
        } catch {
            throw TOMLSyntaxError(line: 1, message: "\(error)")
        }
        return entries(of: root, path: "", lines: TOMLKeyLines(text))
    }

    private static func entries(of table: TOMLTable, path: String, lines: TOMLKeyLines) -> [TOMLEntry] {
        let all = table.keys.enumerated().compactMap { offset, key -> (Int, TOMLEntry)? in
            guard let value = table[key] else { return nil }
            let here = path.isEmpty ? key : path + "." + key
            let line = lines.line(of: here) ?? 1
            return (offset, TOMLEntry(key: key, path: here, line: line, node: node(value, path: here, lines: lines)))
        }
        // TOMLKit hands keys over sorted by name; the file's order reads better in messages.
        return all.sorted { ($0.1.line, $0.0) < ($1.1.line, $1.0) }.map(\.1)
    }

    private static func node(_ value: TOMLValueConvertible, path: String, lines: TOMLKeyLines) -> TOMLNode {
        switch value.type {
        case .string: return .string(value.string ?? "")
        case .int: return .integer(value.int ?? 0)
        case .double: return .float(value.double ?? .nan)
        case .bool: return .boolean(value.bool ?? false)
        case .table:
            guard let table = value.table else { return .date }
            return .table(entries(of: table, path: path, lines: lines))
        case .array:
            guard let array = value.array else { return .date }
            return .array(array.indices.map { node(array[$0], path: "\(path)[\($0)]", lines: lines) })
        default: return .date
        }
    }

    /// toml++'s message, lower-cased at the start to read as the rest of ours.
    private static func phrase(_ message: String) -> String {
        guard let first = message.first else { return "syntax error" }
        return first.lowercased() + message.dropFirst()
    }
}
