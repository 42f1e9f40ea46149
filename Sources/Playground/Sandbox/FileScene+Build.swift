import Dynamics

extension FileScene {
    /// Builds the document's content under a fresh `content` behavior.
    func build(_ document: SceneDocument) {
        for body in bodies { gravity.removeItem(body) }
        content = DynamicBehavior()
        collision = CollisionBehavior(items: [])
        collision.translatesReferenceBoundsIntoBoundary = document.edges
        content.addChildBehavior(collision)
        bodies = document.items.map(Self.body)
        addMaterials(document.items)
        for (i, wall) in document.walls.enumerated() {
            for (j, (a, b)) in zip(wall.points, wall.points.dropFirst()).enumerated() {
                collision.addBoundary(withIdentifier: "wall \(i).\(j)", from: a, to: b)
            }
        }
        links = document.attachments.map(link)
        for behavior in links { content.addChildBehavior(behavior) }
        fieldBehaviors = document.fields.map(Self.field)
        for field in fieldBehaviors {
            for body in bodies { field.addItem(body) }
            content.addChildBehavior(field)
        }
        world.addChildBehavior(content)
    }

    /// The item a document item describes.
    static func body(_ item: SceneItem) -> BasicItem {
        let size = item.size
        let body: BasicItem
        switch item.shape {
        case .box:
            body = BasicItem(center: item.position, size: size)
        case .ellipse, .pig:
            body = BasicItem(center: item.position, size: size, collisionBoundsType: .ellipse)
        case .triangle:
            let (w, h) = (size.width / 2, size.height / 2)
            body = BasicItem(
                center: item.position, size: size, collisionBoundsType: .path,
                collisionBoundingPath: Path(points: [Point(x: 0, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]))
        }
        body.transform = .init(rotationAngle: item.rotation * .pi / 180)
        return body
    }

    /// One item behavior per distinct material, in the order the materials first appear.
    private func addMaterials(_ items: [SceneItem]) {
        var groups: [(key: [Double], behavior: DynamicItemBehavior)] = []
        for (item, body) in zip(items, bodies) {
            let key = [item.elasticity, item.friction, item.density, item.resistance, item.anchored ? 1 : 0]
            if let group = groups.first(where: { $0.key == key }) {
                group.behavior.addItem(body)
            } else {
                let behavior = DynamicItemBehavior(items: [body])
                behavior.elasticity = item.elasticity
                behavior.friction = item.friction
                behavior.density = item.density
                behavior.resistance = item.resistance
                behavior.isAnchored = item.anchored
                groups.append((key, behavior))
                content.addChildBehavior(behavior)
            }
            collision.addItem(body)
            if !item.anchored { gravity.addItem(body) }
        }
    }

    /// The attachment a document attachment describes (its items exist: the reader checked).
    private func link(_ spec: SceneAttachment) -> AttachmentBehavior {
        let a = bodies[document.items.firstIndex { $0.id == spec.from } ?? 0]
        let other = spec.to.flatMap { id in document.items.firstIndex { $0.id == id } }.map { bodies[$0] }
        let behavior: AttachmentBehavior
        switch (spec.kind, other) {
        case (.pin, let b?):
            let at = spec.anchor ?? Point(x: (a.center.x + b.center.x) / 2, y: (a.center.y + b.center.y) / 2)
            behavior = .pinAttachment(with: a, attachedTo: b, attachmentAnchor: at)
        case (.pin, nil):
            let at = spec.anchor ?? a.center
            let offset = (at - a.center).rotated(by: -a.transform.rotationAngle)
            behavior = AttachmentBehavior(
                item: a, offsetFromCenter: Offset(horizontal: offset.dx, vertical: offset.dy), attachedToAnchor: at)
            behavior.length = 0
        case (.rope, let b?):
            behavior = .limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        case (.rope, nil):
            behavior = .limitAttachment(
                with: a, offsetFromCenter: .zero, attachedTo: pivot(at: spec.anchor ?? a.center),
                offsetFromCenter: .zero)
        case (_, let b?):
            behavior = AttachmentBehavior(item: a, attachedTo: b)
        case (_, nil):
            behavior = AttachmentBehavior(item: a, attachedToAnchor: spec.anchor ?? a.center)
        }
        if let length = spec.length, spec.kind != .pin { behavior.length = length }
        if spec.kind == .spring {
            behavior.frequency = spec.frequency
            behavior.damping = spec.damping
        }
        return behavior
    }

    /// A tiny anchored item at a world point, for a rope to the world (ropes join two items).
    private func pivot(at point: Point) -> BasicItem {
        let pivot = BasicItem(center: point, size: Size(width: 1, height: 1))
        let hold = DynamicItemBehavior(items: [pivot])
        hold.isAnchored = true
        content.addChildBehavior(hold)
        return pivot
    }

    /// The field a document field describes.
    static func field(_ spec: SceneField) -> FieldBehavior {
        let field: FieldBehavior
        switch spec.kind {
        case .radial: field = .radialGravityField(position: spec.position)
        case .linear: field = .linearGravityField(direction: spec.direction)
        case .vortex: field = .vortexField()
        case .drag: field = .dragField()
        case .noise: field = .noiseField(smoothness: 1, animationSpeed: 0.5)
        case .spring: field = .springField()
        }
        field.position = spec.position
        field.strength = spec.strength
        if let radius = spec.radius { field.region = Region(radius: radius) }
        return field
    }
}
