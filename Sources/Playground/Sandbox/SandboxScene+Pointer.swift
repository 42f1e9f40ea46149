import Dynamics
import Raster
import Terminal

extension SandboxScene {
    /// How near (pt) the pointer must be to a wall or an attachment for erase to pick it.
    static let eraseReach = 6.0
    /// Points of a drawn wall closer than this (pt) to the simplified line are dropped.
    static let wallTolerance = 4.0

    /// The tools' use of the left button; the explode tool leaves everything to the playground.
    public func handle(mouse: MouseEvent, at point: Point?) -> Bool {
        switch mouse.kind {
        case .wheelUp where tool.shape != nil: resize(by: 1)
        case .wheelDown where tool.shape != nil: resize(by: -1)
        case .press(.left), .drag(.left), .release(.left):
            guard tool != .explode else { return false }
            note = nil
            if let point { use(mouse.kind, at: point) } else if case .release = mouse.kind { gesture = nil }
        default:
            return false
        }
        return true
    }

    private func use(_ kind: MouseEvent.Kind, at point: Point) {
        switch (tool, kind) {
        case (.wall, .press): gesture = .wall([point])
        case (.wall, .drag): extendWall(to: point)
        case (.wall, .release): finishWall(at: point)
        case (.erase, .press): erase(at: point)
        case (_, .press) where tool.shape != nil: place(at: point)
        case (_, .press) where tool.attachment != nil: startAttachment(at: point)
        case (_, .drag):
            if case .attach(let from, let at, _) = gesture { gesture = .attach(from: from, at: at, to: point) }
        case (_, .release) where tool.attachment != nil: finishAttachment(at: point)
        default: break
        }
    }

    /// Changes the size of the next shape by `steps` of `sizeStep`.
    func resize(by steps: Int) {
        size = min(max(size + Double(steps) * Self.sizeStep, Self.sizes.lowerBound), Self.sizes.upperBound)
        note = "size \(Int(size)) pt"
    }

    private func place(at point: Point) {
        guard let shape = tool.shape else { return }
        edit { document in
            let side = shape == .pig ? 16 : size
            var item = SceneItem(
                id: document.freshID(shape.rawValue), shape: shape, position: point,
                size: Size(width: side, height: side))
            item.anchored = anchoring
            document.items.append(item)
        }
    }

    private func extendWall(to point: Point) {
        guard case .wall(var points) = gesture else { return }
        if let last = points.last, last.distance(to: point) >= 2 { points.append(point) }
        gesture = .wall(points)
    }

    private func finishWall(at point: Point) {
        extendWall(to: point)
        guard case .wall(let points) = gesture else { return }
        gesture = nil
        let simple = Self.simplified(points, tolerance: Self.wallTolerance)
        guard simple.count >= 2, let first = simple.first, let last = simple.last, first.distance(to: last) >= 8 else {
            note = "drag further to draw a wall"
            return
        }
        edit { $0.walls.append(SceneWall(points: simple)) }
    }

    private func startAttachment(at point: Point) {
        guard let index = itemIndex(at: point) else {
            note = "start on an item, then drag to another item or to empty space"
            return
        }
        gesture = .attach(from: index, at: point, to: point)
    }

    private func finishAttachment(at point: Point) {
        guard case .attach(let from, let pressed, _) = gesture, let kind = tool.attachment else { return }
        gesture = nil
        let target = itemIndex(at: point).flatMap { $0 == from ? nil : $0 }
        edit { document in
            let id = document.items[from].id
            var link = SceneAttachment(kind: kind, from: id, to: target.map { document.items[$0].id })
            if target == nil {
                link.anchor = kind == .pin ? pressed : point
            } else if kind == .pin {
                link.anchor = point
            }
            document.attachments.append(link)
        }
    }

    /// The topmost document item under a world point, as an index into the document.
    func itemIndex(at point: Point) -> Int? {
        play.bodies.lastIndex { ItemShape(item: $0).contains(point, slack: PlaygroundApp.pickSlack) }
    }

    private func erase(at point: Point) {
        if let index = itemIndex(at: point) {
            edit { document in
                let id = document.items.remove(at: index).id
                document.attachments.removeAll { $0.from == id || $0.to == id }
            }
        } else if let index = play.attachmentDrawings.firstIndex(where: {
            Self.distance(from: point, to: $0.from, $0.to) <= Self.eraseReach
        }) {
            edit { $0.attachments.remove(at: index) }
        } else if let index = play.document.walls.firstIndex(where: { wall in
            zip(wall.points, wall.points.dropFirst()).contains {
                Self.distance(from: point, to: $0, $1) <= Self.eraseReach
            }
        }) {
            edit { $0.walls.remove(at: index) }
        } else {
            note = "nothing to erase there"
        }
    }

    /// Distance (pt) from `p` to the segment `a`–`b`.
    static func distance(from p: Point, to a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let t = ab.length < 1e-9 ? 0 : min(max((ap.dx * ab.dx + ap.dy * ab.dy) / (ab.length * ab.length), 0), 1)
        return p.distance(to: a + ab * t)
    }

    /// `points` with the corners that lie within `tolerance` of the line through their
    /// neighbours dropped (Ramer–Douglas–Peucker).
    static func simplified(_ points: [Point], tolerance: Double) -> [Point] {
        guard points.count > 2, let first = points.first, let last = points.last else { return points }
        var farthest = 0, distance = 0.0
        for i in 1..<(points.count - 1) {
            let d = Self.distance(from: points[i], to: first, last)
            if d > distance { (farthest, distance) = (i, d) }
        }
        guard distance > tolerance else { return [first, last] }
        let left = simplified(Array(points[...farthest]), tolerance: tolerance)
        return left.dropLast() + simplified(Array(points[farthest...]), tolerance: tolerance)
    }
}
