import Dynamics
import Raster
import TOMLTree

extension SceneDocument {
    static func color(_ t: TableReader) throws(ConfigError) -> TermColor? {
        guard let name = try t.string("color") else { return nil }
        if let color = TermColor.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) { return color }
        let names = TermColor.allCases.map { "\($0)" }
        let hint = ConfigSchema.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw t.fail("color", "must be a colour name such as red or brightBlue, got '\(name)'\(hint)")
    }

    static func attachment(_ table: TOMLEntry, file: String) throws(ConfigError) -> SceneAttachment {
        guard case .table(let inner) = table.node else { throw ConfigError(file: file, line: table.line, problem: "") }
        let t = try TableReader(
            inner, path: table.path, line: table.line, file: file,
            known: ["kind", "from", "to", "anchor", "length", "frequency", "damping"])
        let kind = try t.required("kind") { (k) throws(ConfigError) in try t.choice(k, as: SceneAttachment.Kind.self) }
        let from = try t.required("from") { (k) throws(ConfigError) in try t.string(k) }
        var link = SceneAttachment(kind: kind, from: from, to: try t.string("to"))
        if let (x, y) = try t.pair("anchor", in: -coordinateLimit...coordinateLimit) {
            link.anchor = Point(x: x, y: y)
        }
        guard link.to != nil || link.anchor != nil else {
            throw t.fail("to", "is missing: an attachment goes to an item (to = \"id\") or a point (anchor = [x, y])")
        }
        if link.to != nil && link.anchor != nil && kind != .pin {
            throw t.fail("anchor", "is for attachments to a point; this one goes to an item (to)")
        }
        link.length = try t.number("length", in: 0...coordinateLimit)
        link.frequency = try t.number("frequency", in: 0.01...60) ?? link.frequency
        link.damping = try t.number("damping", in: 0...10) ?? link.damping
        return link
    }

    static func field(_ table: TOMLEntry, file: String) throws(ConfigError) -> SceneField {
        guard case .table(let inner) = table.node else { throw ConfigError(file: file, line: table.line, problem: "") }
        let t = try TableReader(
            inner, path: table.path, line: table.line, file: file,
            known: ["kind", "position", "strength", "radius", "direction"])
        let kind = try t.required("kind") { (k) throws(ConfigError) in try t.choice(k, as: SceneField.Kind.self) }
        let (x, y) = try t.pair("position", in: -coordinateLimit...coordinateLimit) ?? (0, 0)
        var field = SceneField(kind: kind, position: Point(x: x, y: y))
        field.strength = try t.number("strength", in: -100...100) ?? 1
        field.radius = try t.number("radius", in: 1...coordinateLimit)
        if let (dx, dy) = try t.pair("direction", in: -1000...1000) {
            guard dx != 0 || dy != 0 else { throw t.fail("direction", "must not be [0, 0]") }
            field.direction = Vector(dx: dx, dy: dy)
        }
        return field
    }

    static func checkCounts(_ top: TableReader, _ document: SceneDocument) throws(ConfigError) {
        let counts = [
            ("items", document.items.count), ("walls", document.walls.count),
            ("attachments", document.attachments.count), ("fields", document.fields.count),
        ]
        for (key, count) in counts where count > countLimit {
            throw top.fail(key, "has \(count) entries; a scene file may have at most \(countLimit)")
        }
    }

    /// Unique item ids, and attachments that name items that exist.
    static func checkReferences(_ top: TableReader, _ document: SceneDocument) throws(ConfigError) {
        let items = try top.tables("items")
        var seen: Set<String> = []
        for (item, table) in zip(document.items, items) where !seen.insert(item.id).inserted {
            throw ConfigError(
                file: top.file, line: table.line, problem: "\(table.path).id '\(item.id)' is used by another item")
        }
        let ids = document.items.map(\.id)
        let links = try top.tables("attachments")
        for (link, table) in zip(document.attachments, links) {
            for (key, id) in [("from", link.from), ("to", link.to)] {
                guard let id, !seen.contains(id) else { continue }
                let line = entryLine(table, key)
                let hint = ConfigSchema.suggestion(for: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigError(
                    file: top.file, line: line, problem: "\(table.path).\(key) names no item: '\(id)'\(hint)")
            }
            if link.to == link.from {
                throw ConfigError(
                    file: top.file, line: entryLine(table, "to"),
                    problem: "\(table.path) attaches '\(link.from)' to itself")
            }
        }
    }

    private static func entryLine(_ table: TOMLEntry, _ key: String) -> Int {
        guard case .table(let inner) = table.node else { return table.line }
        return inner.first { $0.key == key }?.line ?? table.line
    }
}
