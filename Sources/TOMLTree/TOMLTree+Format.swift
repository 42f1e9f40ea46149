extension TOMLTree {
    /// A TOML document holding `entries` in their order: plain keys first, then each table
    /// as a `[header]` and each array of tables as `[[headers]]`, with a blank line between.
    /// Floats are written in Swift's shortest exact form (`0.3`, not `0.29999999999999999`);
    /// TOMLKit reads the result back (the tests check it).
    public static func format(_ entries: [TOMLEntry]) -> String {
        var blocks: [String] = []
        let plain = entries.filter { !isTable($0.node) && !isTableArray($0.node) }
        if !plain.isEmpty { blocks.append(plain.map(line).joined()) }
        for entry in entries where isTable(entry.node) {
            guard case .table(let inner) = entry.node else { continue }
            blocks.append("[\(key(entry.key))]\n" + inner.map(line).joined())
        }
        for entry in entries where isTableArray(entry.node) {
            guard case .array(let tables) = entry.node else { continue }
            for case .table(let inner) in tables {
                blocks.append("[[\(key(entry.key))]]\n" + inner.map(line).joined())
            }
        }
        return blocks.joined(separator: "\n")
    }

    private static func isTable(_ node: TOMLNode) -> Bool {
        if case .table = node { return true }
        return false
    }

    private static func isTableArray(_ node: TOMLNode) -> Bool {
        guard case .array(let nodes) = node, !nodes.isEmpty else { return false }
        return nodes.allSatisfy(isTable)
    }

    private static func line(_ entry: TOMLEntry) -> String { "\(key(entry.key)) = \(value(entry.node))\n" }

    /// A key, bare when TOML allows it, else quoted.
    static func key(_ key: String) -> String {
        let bare = !key.isEmpty && key.unicodeScalars.allSatisfy { isBareKey($0) }
        return bare ? key : quoted(key)
    }

    private static func isBareKey(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-"
    }

    /// A value written inline.
    static func value(_ node: TOMLNode) -> String {
        switch node {
        case .string(let s): return quoted(s)
        case .integer(let n): return "\(n)"
        case .float(let x):
            if x.isNaN { return "nan" }
            if x.isInfinite { return x < 0 ? "-inf" : "inf" }
            let text = "\(x)"
            return text.contains(".") || text.contains("e") ? text : text + ".0"
        case .boolean(let b): return b ? "true" : "false"
        case .array(let nodes): return "[" + nodes.map(value).joined(separator: ", ") + "]"
        case .table(let entries):
            return "{ " + entries.map { "\(key($0.key)) = \(value($0.node))" }.joined(separator: ", ") + " }"
        case .date: return "\"\""
        }
    }

    /// A basic string with TOML's escapes.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where c.value < 0x20 || c.value == 0x7F:
                let hex = String(c.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
