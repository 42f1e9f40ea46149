/// Several items that move as one rigid unit: add the group (not its members) to behaviors.
/// The counterpart of `UIDynamicItemGroup`.
///
/// The group's centre is the members' area-weighted centroid (its centre of mass at uniform
/// density); it collides with every member's own shape, and its mass and inertia are the
/// members' summed (parallel-axis rule). Members are fixed at creation and groups do not nest.
///
/// ```swift
/// let dumbbell = DynamicItemGroup(items: [leftBall, bar, rightBall])
/// animator.addBehavior(GravityBehavior(items: [dumbbell]))
/// animator.addBehavior(CollisionBehavior(items: [dumbbell]))
/// ```
public final class DynamicItemGroup: DynamicItem {
    /// The members, in the order given.
    public let items: [DynamicItem]
    /// Each member's shape and place relative to the group's centre at creation.
    let parts: [GroupPart]
    /// Sum of the members' collision-shape areas, in pt².
    let totalArea: Double
    /// Inertia about the centre divided by mass, in pt².
    let inertiaPerMass: Double
    private var centerValue: Point
    private var angle = 0.0

    /// Groups `items` (at least one, distinct, none of them a group).
    public init(items: [DynamicItem]) {
        require(!items.isEmpty, "DynamicItemGroup needs at least one item")
        require(!items.contains { $0 is DynamicItemGroup }, "DynamicItemGroup: groups cannot be nested")
        for (i, item) in items.enumerated() {
            require(!items[..<i].contains { $0 === item }, "DynamicItemGroup: an item appears twice")
            require(item.center.isFinite, "DynamicItemGroup: item \(i) has a non-finite center")
            requireValidCollisionPath(item, "DynamicItemGroup: item \(i) (\(type(of: item)))")
        }
        self.items = items
        let areas = items.map { Shape.area($0.bounds.size, $0.collisionBoundsType, $0.collisionBoundingPath) }
        let total = areas.reduce(0, +)
        let weights =
            total > 0 ? areas.map { $0 / total } : Array(repeating: 1 / Double(items.count), count: items.count)
        let c = zip(items, weights).reduce(Vector.zero) { $0 + Vector(dx: $1.0.center.x, dy: $1.0.center.y) * $1.1 }
        centerValue = Point(x: c.dx, y: c.dy)
        parts = items.map { GroupPart(item: $0, groupCenter: c) }
        totalArea = total
        // I = Σ m_k (I_k/m_k + |d_k|²); per unit mass, with m_k ∝ area_k.
        inertiaPerMass = zip(parts, weights).reduce(0) { acc, pw in
            acc + pw.1 * (Shape.inertiaPerMass(pw.0.size, pw.0.type, pw.0.path) + pw.0.offset.lengthSquared)
        }
    }

    /// The group's centre (centre of mass); setting it moves every member.
    public var center: Point {
        get { centerValue }
        set {
            centerValue = newValue
            layOut()
        }
    }

    /// The box around the members at creation, centred on the group's centre (origin ignored).
    public var bounds: Rect {
        var box = Rect(origin: .zero, size: .zero)
        for (k, part) in parts.enumerated() {
            let half = Vector(dx: part.size.width / 2, dy: part.size.height / 2)
            let r = Rect(
                x: part.offset.dx - half.dx, y: part.offset.dy - half.dy,
                width: part.size.width, height: part.size.height)
            box = k == 0 ? r : box.union(r)
        }
        return Rect(origin: .zero, size: box.size)
    }

    /// The group's rotation since creation; setting it turns every member about the centre.
    public var transform: Transform {
        get { Transform(rotationAngle: angle) }
        set {
            angle = newValue.rotationAngle
            layOut()
        }
    }

    /// Places each member: centre = group centre + R(θ)·offset, rotation = θ + its own.
    private func layOut() {
        for (item, part) in zip(items, parts) {
            let p = part.offset.rotated(by: angle)
            item.center = Point(x: centerValue.x + p.dx, y: centerValue.y + p.dy)
            item.transform = Transform(rotationAngle: angle + part.angle)
        }
    }
}

/// A member's shape and pose in its group's frame.
struct GroupPart {
    var offset: Vector
    var angle: Double
    var size: Size
    var type: DynamicItemCollisionBoundsType
    var path: Path?

    init(item: DynamicItem, groupCenter c: Vector) {
        offset = Vector(dx: item.center.x - c.dx, dy: item.center.y - c.dy)
        angle = item.transform.rotationAngle
        size = item.bounds.size
        type = item.collisionBoundsType
        path = item.collisionBoundingPath
    }

    /// The member's placement relative to the group body.
    var local: Transform2 { Transform2(position: offset, angle: angle) }
}
