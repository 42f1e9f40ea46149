import Dynamics
import Raster
import TOMLTree

extension SceneDocument {
    /// The scene as a scene file's text (TOML written by TOMLKit), with a comment on top;
    /// `read` gives back the same document, numbers rounded to 0.01.
    public func text() -> String {
        var top: [TOMLEntry] = [
            entry("version", .integer(Self.formatVersion)), entry("name", .string(name)),
        ]
        if !summary.isEmpty { top.append(entry("summary", .string(summary))) }
        top.append(entry("edges", .boolean(edges)))
        top.append(entry("gravity", .table([entry("tilt", number(tilt)), entry("strength", number(gravity))])))
        let sliderEntries = Self.fileSliders.compactMap { id in sliders[id].map { entry(id.rawValue, number($0)) } }
        if !sliderEntries.isEmpty { top.append(entry("sliders", .table(sliderEntries))) }
        let groups: [(String, [[TOMLEntry]])] = [
            ("items", items.map(entries)), ("walls", walls.map(entries)),
            ("attachments", attachments.map(entries)), ("fields", fields.map(entries)),
        ]
        for (key, tables) in groups where !tables.isEmpty {
            top.append(entry(key, .array(tables.map { .table($0) })))
        }
        return "# A pigsplode scene (pigsplode --scene-file FILE); the format is in the README.\n"
            + TOMLTree.format(top) + "\n"
    }

    private func entries(_ item: SceneItem) -> [TOMLEntry] {
        var list = [
            entry("id", .string(item.id)), entry("shape", .string(item.shape.rawValue)),
            entry("position", point(item.position)),
            entry("size", .array([number(item.size.width), number(item.size.height)])),
        ]
        if item.rotation != 0 { list.append(entry("rotation", number(item.rotation))) }
        if item.anchored { list.append(entry("anchored", .boolean(true))) }
        let defaults = SceneItem(id: "", shape: .box, position: .zero, size: Size(width: 1, height: 1))
        let materials: [(String, Double, Double)] = [
            ("elasticity", item.elasticity, defaults.elasticity), ("friction", item.friction, defaults.friction),
            ("density", item.density, defaults.density), ("resistance", item.resistance, defaults.resistance),
        ]
        for (key, value, standard) in materials where value != standard { list.append(entry(key, number(value))) }
        if let color = item.color { list.append(entry("color", .string("\(color)"))) }
        return list
    }

    private func entries(_ wall: SceneWall) -> [TOMLEntry] {
        [entry("points", .array(wall.points.map(point)))]
    }

    private func entries(_ link: SceneAttachment) -> [TOMLEntry] {
        var list = [entry("kind", .string(link.kind.rawValue)), entry("from", .string(link.from))]
        if let to = link.to { list.append(entry("to", .string(to))) }
        if let anchor = link.anchor { list.append(entry("anchor", point(anchor))) }
        if let length = link.length { list.append(entry("length", number(length))) }
        if link.kind == .spring {
            list += [entry("frequency", number(link.frequency)), entry("damping", number(link.damping))]
        }
        return list
    }

    private func entries(_ field: SceneField) -> [TOMLEntry] {
        var list = [
            entry("kind", .string(field.kind.rawValue)), entry("position", point(field.position)),
            entry("strength", number(field.strength)),
        ]
        if let radius = field.radius { list.append(entry("radius", number(radius))) }
        if field.kind == .linear {
            list.append(entry("direction", .array([number(field.direction.dx), number(field.direction.dy)])))
        }
        return list
    }

    private func entry(_ key: String, _ node: TOMLNode) -> TOMLEntry {
        TOMLEntry(key: key, path: key, line: 0, node: node)
    }

    private func point(_ p: Point) -> TOMLNode { .array([number(p.x), number(p.y)]) }

    /// A number rounded to 0.01, written as an integer when whole.
    private func number(_ x: Double) -> TOMLNode {
        let rounded = (x * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? .integer(Int(rounded)) : .float(rounded)
    }
}
