/// The 1-based line of every key and table header of a TOML text, so that messages about a
/// value TOMLKit already parsed can name its line (TOMLKit keeps no source positions).
///
/// This is an index, not a parser: TOMLKit has accepted the text before it is built. Paths
/// are dotted, with `[n]` after each entry of an array of tables: `sliders.gravity`,
/// `items[2].size`. A key inside an inline table or a multi-line array has the line of the key
/// that holds it (`line(of:)` falls back to the nearest enclosing path it knows).
struct TOMLKeyLines: Sendable {
    private var lines: [String: Int] = [:]

    /// Indexes `text`.
    init(_ text: String) {
        var scanner = LineScanner()
        let rows = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, row) in rows.enumerated() {
            guard let path = scanner.path(on: row) else { continue }
            lines[path] = lines[path] ?? index + 1
            // The first `[[name]]` is also where the array `name` begins.
            if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
                let array = String(path[..<open])
                lines[array] = lines[array] ?? index + 1
            }
        }
    }

    /// The line of `path`, or of the nearest enclosing path the index holds.
    func line(of path: String) -> Int? {
        var path = path[...]
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
        return nil
    }
}

/// Follows the table headers and the open multi-line strings and arrays, line by line.
private struct LineScanner {
    /// The current table's path ("" at the top).
    private var table = ""
    /// How many entries each array of tables has had so far.
    private var counts: [String: Int] = [:]
    /// Brackets and braces still open at the end of the last line (a multi-line array).
    private var depth = 0
    /// The closing quotes of a multi-line string still open, if any.
    private var openString: String?

    /// The path the line defines (a key or a header), if any.
    mutating func path(on row: Substring) -> String? {
        let text = row.drop { $0 == " " || $0 == "\t" }
        let continuing = depth > 0 || openString != nil
        track(text)
        if continuing || text.isEmpty || text.hasPrefix("#") { return nil }
        if text.hasPrefix("[[") { return arrayHeader(text.dropFirst(2)) }
        if text.hasPrefix("[") { return tableHeader(text.dropFirst()) }
        guard let key = Self.key(text) else { return nil }
        return table.isEmpty ? key : table + "." + key
    }

    private mutating func arrayHeader(_ rest: Substring) -> String {
        let name = Self.dotted(rest.prefix { $0 != "]" })
        let n = counts[name, default: 0]
        counts[name] = n + 1
        table = "\(name)[\(n)]"
        return table
    }

    private mutating func tableHeader(_ rest: Substring) -> String {
        table = Self.dotted(rest.prefix { $0 != "]" })
        return table
    }

    /// A dotted key with the spaces around its dots and quotes removed.
    static func dotted(_ text: Substring) -> String {
        text.split(separator: ".").map { part in
            String(part.trimmingSpaces().filter { $0 != "\"" && $0 != "'" })
        }.joined(separator: ".")
    }

    /// The key before `=` on a key/value line, if the line is one.
    static func key(_ text: Substring) -> String? {
        var quote: Character?
        for (offset, c) in text.enumerated() {
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "=" {
                let key = dotted(text.prefix(offset))
                return key.isEmpty ? nil : key
            }
        }
        return nil
    }

    /// Updates the open brackets and strings with what the line opens and closes.
    private mutating func track(_ text: Substring) {
        var rest = text[...]
        while let c = rest.first {
            if let close = openString {
                while !rest.isEmpty && !rest.hasPrefix(close) { rest = rest.dropFirst() }
                guard !rest.isEmpty else { return }
                rest = rest.dropFirst(close.count)
                openString = nil
                continue
            }
            for quotes in ["\"\"\"", "'''"] where rest.hasPrefix(quotes) {
                openString = quotes
                rest = rest.dropFirst(3)
            }
            if openString != nil { continue }
            switch c {
            case "#": return
            case "\"", "'": rest = Self.afterString(rest.dropFirst(), closing: c)
            case "[", "{": depth += 1
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
            if c != "\"" && c != "'" { rest = rest.dropFirst() }
        }
    }

    /// The text after a one-line string that opened just before `rest`.
    private static func afterString(_ rest: Substring, closing: Character) -> Substring {
        var escaped = false
        for index in rest.indices {
            let c = rest[index]
            if escaped {
                escaped = false
            } else if c == "\\" && closing == "\"" {
                escaped = true
            } else if c == closing {
                return rest[rest.index(after: index)...]
            }
        }
        return rest[rest.endIndex...]
    }
}

extension Substring {
    /// Without the spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return s
    }
}
