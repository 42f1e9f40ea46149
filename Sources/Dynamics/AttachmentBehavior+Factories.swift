extension AttachmentBehavior {
    /// A slider between two items: `item` may only translate along `axis` (fixed in `other`'s
    /// frame, given in reference-space directions at creation) through `point`, and may not
    /// turn relative to `other`. `attachmentRange` limits the translation (pt from creation).
    public static func slidingAttachment(
        with item: DynamicItem, attachedTo other: DynamicItem,
        attachmentAnchor point: Point,
        axisOfTranslation axis: Vector
    ) -> AttachmentBehavior {
        let geometry = AttachmentGeometry(item: item, other: other, worldAnchor: requirePoint(point))
        let joint = geometry.joint(.sliding, length: 0, axis: requireAxis(axis))
        return AttachmentBehavior(items: [item, other], type: .items, joint: joint)
    }

    /// A slider on a fixed rail: `item` may only translate along `axis` (reference-space
    /// direction) through `point`, without turning. `attachmentRange` limits the translation.
    public static func slidingAttachment(
        with item: DynamicItem, attachmentAnchor point: Point,
        axisOfTranslation axis: Vector
    ) -> AttachmentBehavior {
        let geometry = AttachmentGeometry(item: item, worldAnchor: requirePoint(point))
        let joint = geometry.joint(.sliding, length: 0, axis: requireAxis(axis))
        return AttachmentBehavior(items: [item], type: .anchor, joint: joint)
    }

    /// A rope between two items' points (offsets in each item's frame, pt): their distance may
    /// shrink freely but never exceed `length`, which starts as the current distance.
    public static func limitAttachment(
        with item: DynamicItem, offsetFromCenter offset: Offset,
        attachedTo other: DynamicItem,
        offsetFromCenter otherOffset: Offset
    ) -> AttachmentBehavior {
        requireFinite(offset.vector, "AttachmentBehavior.limitAttachment offsetFromCenter")
        requireFinite(otherOffset.vector, "AttachmentBehavior.limitAttachment attachedTo offsetFromCenter")
        let geometry = AttachmentGeometry(item: item, offset: offset, other: other, otherOffset: otherOffset)
        let joint = geometry.joint(.limit, length: geometry.distance)
        return AttachmentBehavior(items: [item, other], type: .items, joint: joint)
    }

    /// A weld: the two items keep their current relative position and rotation, joined at
    /// `point` (which matters only when `frequency` makes the weld springy).
    public static func fixedAttachment(
        with item: DynamicItem, attachedTo other: DynamicItem,
        attachmentAnchor point: Point
    ) -> AttachmentBehavior {
        let geometry = AttachmentGeometry(item: item, other: other, worldAnchor: requirePoint(point))
        return AttachmentBehavior(items: [item, other], type: .items, joint: geometry.joint(.fixed, length: 0))
    }

    /// A pin: both items share `point` and turn freely about it, resisted by `frictionTorque`;
    /// `attachmentRange` limits the relative rotation (rad from creation).
    public static func pinAttachment(
        with item: DynamicItem, attachedTo other: DynamicItem,
        attachmentAnchor point: Point
    ) -> AttachmentBehavior {
        let geometry = AttachmentGeometry(item: item, other: other, worldAnchor: requirePoint(point))
        return AttachmentBehavior(items: [item, other], type: .items, joint: geometry.joint(.pin, length: 0))
    }

    private static func requirePoint(_ p: Point) -> Point {
        requireFinite(Vector(dx: p.x, dy: p.y), "AttachmentBehavior attachmentAnchor")
        return p
    }

    private static func requireAxis(_ axis: Vector) -> Vector {
        requireFinite(axis, "AttachmentBehavior axisOfTranslation")
        require(axis.lengthSquared > 0, "AttachmentBehavior axisOfTranslation must not be zero")
        return axis.normalized
    }
}

/// Where an attachment's two points are when it is created: B is the attached item, A the
/// other item or the world (angle 0). Local anchors are world offsets turned back by the
/// body's angle: local = (world point − centre) rotated by −θ.
struct AttachmentGeometry {
    let anchorA: Vector, anchorB: Vector
    let angleA: Double, angleB: Double
    /// Distance between the two attachment points now (pt).
    let distance: Double

    /// Item point at `offset` to the world point `anchor`.
    init(item: DynamicItem, offset: Offset, anchor: Point) {
        let b = Self.frame(of: item)
        anchorA = Vector(dx: anchor.x, dy: anchor.y)
        anchorB = offset.vector
        angleA = 0; angleB = b.angle
        distance = (b.centre + anchorB.rotated(by: b.angle) - anchorA).length
    }

    /// Item point at `offset` to the other item's point at `otherOffset`.
    init(item: DynamicItem, offset: Offset, other: DynamicItem, otherOffset: Offset) {
        let a = Self.frame(of: other), b = Self.frame(of: item)
        anchorA = otherOffset.vector
        anchorB = offset.vector
        angleA = a.angle; angleB = b.angle
        let worldA = a.centre + anchorA.rotated(by: a.angle), worldB = b.centre + anchorB.rotated(by: b.angle)
        distance = (worldB - worldA).length
    }

    /// Both items attached at the same world point.
    init(item: DynamicItem, other: DynamicItem, worldAnchor p: Point) {
        let a = Self.frame(of: other), b = Self.frame(of: item)
        let w = Vector(dx: p.x, dy: p.y)
        anchorA = (w - a.centre).rotated(by: -a.angle)
        anchorB = (w - b.centre).rotated(by: -b.angle)
        angleA = a.angle; angleB = b.angle
        distance = 0
    }

    /// The item attached at the world point, which is also the (world) anchor.
    init(item: DynamicItem, worldAnchor p: Point) {
        let b = Self.frame(of: item)
        anchorA = Vector(dx: p.x, dy: p.y)
        anchorB = (anchorA - b.centre).rotated(by: -b.angle)
        angleA = 0; angleB = b.angle
        distance = 0
    }

    /// The joint of `kind`; `axis` (a unit reference-space direction) is stored in A's frame.
    func joint(_ kind: AttachmentJoint.Kind, length: Double, axis: Vector = Vector(dx: 1, dy: 0)) -> AttachmentJoint {
        AttachmentJoint(
            kind: kind, anchorA: anchorA, anchorB: anchorB, referenceAngle: angleB - angleA,
            axis: axis.rotated(by: -angleA), length: length)
    }

    private static func frame(of item: DynamicItem) -> (centre: Vector, angle: Double) {
        (Vector(dx: item.center.x, dy: item.center.y), item.transform.rotationAngle)
    }
}
