/// What an attachment connects its item to.
public enum AttachmentBehaviorType: Sendable {
    /// Two items attached to each other.
    case items
    /// One item attached to a fixed point of the reference space.
    case anchor
}

/// Connects an item to a point or to another item: a rigid rod, a spring, a rope, a weld, a
/// pin or a slider. The counterpart of `UIAttachmentBehavior`.
///
/// ```swift
/// let rod = AttachmentBehavior(item: pig, attachedToAnchor: Point(x: 400, y: 40))
/// animator.addBehavior(rod)              // swings as a pendulum under gravity
/// let spring = AttachmentBehavior(item: pig, attachedTo: crate)
/// spring.frequency = 2; spring.damping = 0.3
/// animator.addBehavior(spring)
/// rod.anchorPoint = Point(x: 500, y: 40) // drags the pig along
/// ```
///
/// Attachment points are given as offsets from an item's centre in the item's own (rotating)
/// frame, or as a point of the reference space for the factories' `attachmentAnchor`.
///
/// How it is solved, each sub-step: a rigid attachment (frequency 0) is the stiff soft
/// constraint `SolverStep.jointSoftness` (60 Hz, ζ = 2 at the default 1/240 s sub-step) while
/// position errors are fed back, and exact (no bias, full effective mass) in the relax pass.
/// A spring is `Softness(hertz: frequency, dampingRatio: damping)` in every pass: an implicit
/// spring on the effective mass, so its frequency does not depend on the items' masses; being
/// implicit it loses 1/√(1 + (hω)²) of its amplitude per sub-step even undamped (about 8 % per
/// second at 1 Hz). Ranges (pin angle, slider travel) are always rigid.
public final class AttachmentBehavior: DynamicBehavior {
    /// Whether the attachment is between two items or to an anchor point.
    public let attachedBehaviorType: AttachmentBehaviorType
    /// The attached item, then the other item for an item–item attachment.
    public let items: [DynamicItem]
    var joint: AttachmentJoint
    private var cache = ItemIndexCache()

    init(items: [DynamicItem], type: AttachmentBehaviorType, joint: AttachmentJoint) {
        require(
            items.count < 2 || items[0] !== items[1],
            "AttachmentBehavior: an item cannot be attached to itself")
        self.items = items
        attachedBehaviorType = type
        self.joint = joint
        super.init()
    }

    /// Attaches the item's centre to `point` with a rigid rod of the current distance.
    public convenience init(item: DynamicItem, attachedToAnchor point: Point) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point at `offset` from the item's centre (item frame, pt) to `point`.
    public convenience init(item: DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: Point) {
        requireFinite(Vector(dx: point.x, dy: point.y), "AttachmentBehavior anchor point")
        requireFinite(offset.vector, "AttachmentBehavior offsetFromCenter")
        let geometry = AttachmentGeometry(item: item, offset: offset, anchor: point)
        self.init(items: [item], type: .anchor, joint: geometry.joint(.distance, length: geometry.distance))
    }

    /// Attaches the centres of two items with a rigid rod of their current distance.
    public convenience init(item: DynamicItem, attachedTo other: DynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another (offsets from the centres, each in
    /// its item's frame, pt) with a rigid rod of their current distance.
    public convenience init(
        item: DynamicItem, offsetFromCenter offset: Offset,
        attachedTo other: DynamicItem, offsetFromCenter otherOffset: Offset
    ) {
        requireFinite(offset.vector, "AttachmentBehavior offsetFromCenter")
        requireFinite(otherOffset.vector, "AttachmentBehavior attachedTo offsetFromCenter")
        let geometry = AttachmentGeometry(item: item, offset: offset, other: other, otherOffset: otherOffset)
        self.init(items: [item, other], type: .items, joint: geometry.joint(.distance, length: geometry.distance))
    }

    // MARK: - Properties

    /// For an anchor attachment, the anchor in the reference space (pt); setting it moves the
    /// anchor, dragging the item. For an item–item attachment, the other item's attachment
    /// point where it is now; setting it is a programming error.
    public var anchorPoint: Point {
        get {
            if attachedBehaviorType == .anchor { return Point(x: joint.anchorA.dx, y: joint.anchorA.dy) }
            let other = items[1]
            return other.center + joint.anchorA.rotated(by: other.transform.rotationAngle)
        }
        set {
            require(
                attachedBehaviorType == .anchor,
                "AttachmentBehavior.anchorPoint can only be set on an anchor attachment")
            requireFinite(Vector(dx: newValue.x, dy: newValue.y), "AttachmentBehavior.anchorPoint")
            joint.anchorA = Vector(dx: newValue.x, dy: newValue.y)
            setNeedsUpdate()
        }
    }

    /// Rest length of a rod or spring, or maximum length of a rope, in pt. Default: the
    /// distance between the attachment points at creation. Unused by weld, pin and slider.
    public var length: Double {
        get { joint.length }
        set { requireNonNegative(newValue, "AttachmentBehavior.length"); update { $0.length = newValue } }
    }

    /// Spring frequency in Hz; 0 (the default) makes the attachment rigid. Must be ≥ 0.
    public var frequency: Double {
        get { joint.frequency }
        set { requireNonNegative(newValue, "AttachmentBehavior.frequency"); update { $0.frequency = newValue } }
    }

    /// Spring damping ratio: 0 (the default) undamped, 1 critically damped. Used only when
    /// `frequency` > 0. Must be ≥ 0.
    public var damping: Double {
        get { joint.damping }
        set { requireNonNegative(newValue, "AttachmentBehavior.damping"); update { $0.damping = newValue } }
    }

    /// The torque, in UIKit Newton·points, that relative rotation at a pin must overcome:
    /// 1 = a force of one UIKit Newton (100 mass·pt/s²) on a 1 pt arm, so 50 brakes a
    /// 100 × 100 pt density-1 item (inertia 1667 mass·pt²) at 3 rad/s². Used by pin
    /// attachments. Default 0; must be ≥ 0.
    public var frictionTorque: Double {
        get { joint.frictionTorque }
        set {
            requireNonNegative(newValue, "AttachmentBehavior.frictionTorque")
            update { $0.frictionTorque = newValue }
        }
    }

    /// Allowed motion: a pin's relative rotation in radians (taken within −π…π), or a slider's
    /// translation along its axis in pt, both measured from where the items were at creation.
    /// Default `.infinite`; bounds must not be NaN and minimum ≤ maximum.
    public var attachmentRange: FloatRange {
        get { joint.range }
        set {
            require(
                !newValue.minimum.isNaN && !newValue.maximum.isNaN && newValue.minimum <= newValue.maximum,
                "AttachmentBehavior.attachmentRange must have minimum ≤ maximum, got \(newValue)")
            update { $0.range = newValue }
        }
    }

    private func update(_ change: (inout AttachmentJoint) -> Void) {
        change(&joint)
        setNeedsUpdate()
    }

    // MARK: - Engine hooks

    override var ownItems: [DynamicItem] { items }

    /// Forgets the warm-start impulses when the attachment joins or leaves an animator.
    public override func willMove(to animator: DynamicAnimator?) {
        super.willMove(to: animator)
        joint.reset()
        cache.invalidate()
    }

    override var hasConstraints: Bool { true }

    override func prepareConstraints(_ bodies: inout BodyStore, _ step: SolverStep) {
        let indices = cache.indices(of: items, in: bodies)
        guard indices.count == items.count else { return joint.reset() }
        joint.prepare(bodies, a: indices.count > 1 ? indices[1] : nil, b: indices[0], step)
    }

    override func warmStartConstraints(_ bodies: inout BodyStore, _ step: SolverStep) {
        joint.warmStart(&bodies, step)
    }

    override func solveConstraints(_ bodies: inout BodyStore, _ step: SolverStep, useBias: Bool) {
        joint.solve(&bodies, step, useBias: useBias)
    }
}
