import Dynamics
import Raster
import TOMLTree

extension SceneDocument {
    /// Largest coordinate a scene file may use, in points.
    public static let coordinateLimit = 100_000.0
    /// Most items, walls, attachments and fields a file may hold, each.
    public static let countLimit = 2_000
    /// Most corners of one wall.
    public static let wallPointLimit = 1_000

    /// Reads a scene file's text; every problem is a `ConfigError` naming `file` and the line,
    /// and nothing is returned unless the whole file is good.
    public static func read(_ text: String, file: String) throws(ConfigError) -> SceneDocument {
        let entries: [TOMLEntry]
        do {
            entries = try TOMLTree.parse(text)
        } catch {
            throw ConfigError(file: file, line: error.line, problem: error.message)
        }
        let top = try TableReader(
            entries, path: "", line: 1, file: file,
            known: [
                "version", "name", "summary", "edges", "gravity", "sliders", "items", "walls", "attachments", "fields",
            ])
        try checkVersion(top)
        var document = SceneDocument(name: try top.string("name") ?? "scene")
        document.summary = try top.string("summary") ?? ""
        document.edges = try top.boolean("edges") ?? true
        try readGravity(top, into: &document)
        try readSliders(top, into: &document)
        document.items = try top.tables("items").map { (t) throws(ConfigError) in try item(t, file: file) }
        document.walls = try top.tables("walls").map { (t) throws(ConfigError) in try wall(t, file: file) }
        document.attachments = try top.tables("attachments").map { (t) throws(ConfigError) in
            try attachment(t, file: file)
        }
        document.fields = try top.tables("fields").map { (t) throws(ConfigError) in try field(t, file: file) }
        try checkCounts(top, document)
        try checkReferences(top, document)
        return document
    }

    private static func checkVersion(_ top: TableReader) throws(ConfigError) {
        guard let version = try top.number("version", in: 0...Double(Int.max)) else {
            throw ConfigError(
                file: top.file, line: 1,
                problem: "version is missing: a scene file starts with 'version = \(formatVersion)'")
        }
        guard version == Double(formatVersion) else {
            throw top.fail(
                "version", "is \(plainNumber(version)); this pigsplode reads scene files of version \(formatVersion)")
        }
    }

    private static func readGravity(_ top: TableReader, into document: inout SceneDocument) throws(ConfigError) {
        guard let entry = top.entry("gravity") else { return }
        guard case .table(let inner) = entry.node else { throw top.fail("gravity", "must be a table ([gravity])") }
        let t = try TableReader(inner, path: "gravity", line: entry.line, file: top.file, known: ["tilt", "strength"])
        document.tilt = try t.number("tilt", in: SliderSpec.of(.tilt).range) ?? 0
        document.gravity = try t.number("strength", in: SliderSpec.of(.gravity).range) ?? 1
    }

    /// The sliders a scene may set: all but gravity's, which `[gravity]` holds.
    static let fileSliders: [SliderID] = SliderID.allCases.filter { $0 != .tilt && $0 != .gravity }

    private static func readSliders(_ top: TableReader, into document: inout SceneDocument) throws(ConfigError) {
        guard let entry = top.entry("sliders") else { return }
        guard case .table(let inner) = entry.node else { throw top.fail("sliders", "must be a table ([sliders])") }
        let t = try TableReader(
            inner, path: "sliders", line: entry.line, file: top.file, known: fileSliders.map(\.rawValue))
        for id in fileSliders {
            if let value = try t.number(id.rawValue, in: SliderSpec.of(id).range) { document.sliders[id] = value }
        }
    }

    private static func item(_ table: TOMLEntry, file: String) throws(ConfigError) -> SceneItem {
        guard case .table(let inner) = table.node else { throw ConfigError(file: file, line: table.line, problem: "") }
        let t = try TableReader(
            inner, path: table.path, line: table.line, file: file,
            known: [
                "id", "shape", "position", "size", "rotation", "anchored", "elasticity", "friction", "density",
                "resistance", "color",
            ])
        let limit = coordinateLimit
        let position = try t.required("position") { (k) throws(ConfigError) in try t.pair(k, in: -limit...limit) }
        let shape = try t.required("shape") { (k) throws(ConfigError) in try t.choice(k, as: SceneItem.Shape.self) }
        let size = try t.pair("size", in: 2...2000) ?? (shape == .pig ? (16, 16) : (32, 32))
        var item = SceneItem(
            id: try t.required("id") { (k) throws(ConfigError) in try t.string(k) }, shape: shape,
            position: Point(x: position.0, y: position.1), size: Size(width: size.0, height: size.1))
        guard !item.id.isEmpty else { throw t.fail("id", "must not be empty") }
        item.rotation = try t.number("rotation", in: -360...360) ?? 0
        item.anchored = try t.boolean("anchored") ?? false
        item.elasticity = try t.number("elasticity", in: 0...1) ?? item.elasticity
        item.friction = try t.number("friction", in: 0...10) ?? item.friction
        item.density = try t.number("density", in: 0.01...100) ?? item.density
        item.resistance = try t.number("resistance", in: 0...10) ?? item.resistance
        item.color = try color(t)
        return item
    }

    private static func wall(_ table: TOMLEntry, file: String) throws(ConfigError) -> SceneWall {
        guard case .table(let inner) = table.node else { throw ConfigError(file: file, line: table.line, problem: "") }
        let t = try TableReader(inner, path: table.path, line: table.line, file: file, known: ["points"])
        guard let entry = t.entry("points") else { throw t.fail("points", "is missing") }
        let shape =
            "must be an array of 2 to \(wallPointLimit) points [[x, y], …] within ±\(plainNumber(coordinateLimit))"
        guard case .array(let nodes) = entry.node, (2...wallPointLimit).contains(nodes.count) else {
            throw t.fail("points", shape)
        }
        var points: [Point] = []
        for node in nodes {
            guard let (x, y) = TableReader.pair(node, in: -coordinateLimit...coordinateLimit) else {
                throw t.fail("points", shape)
            }
            points.append(Point(x: x, y: y))
        }
        return SceneWall(points: points)
    }
}
