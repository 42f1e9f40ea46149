/// Pushes its items with a force (continuous) or a one-time impulse (instantaneous). The
/// counterpart of `UIPushBehavior`: magnitude 1.0 is one UIKit Newton, which accelerates a
/// 100 × 100 pt item of density 1 at 100 pt/s² (or, as an impulse, changes its speed by
/// 100 pt/s).
///
/// ```swift
/// let push = PushBehavior(items: [pig], mode: .instantaneous)
/// push.pushDirection = Vector(dx: 0.3, dy: -1)
/// animator.addBehavior(push)     // fires once at the next step, then `active` becomes false
/// ```
public final class PushBehavior: DynamicBehavior {
    /// How a push acts over time.
    public enum Mode: Sendable {
        /// A force applied at every step while `active`.
        case continuous
        /// An impulse applied once each time `active` becomes true.
        case instantaneous
    }

    // `isActive` is declared first so it sits next to the object header: the animator visits
    // every push each sub-step, and a spent instantaneous push (most of them, in a big
    // explosion) is then told apart without touching another cache line.
    private var isActive = true
    /// The push's mode, fixed at creation.
    public let mode: Mode
    private var list: ItemList
    private var polar = PolarVector(.zero, angle: 0)
    private var offsets: [ObjectIdentifier: Offset] = [:]

    /// Creates a push on `items` in the given mode. Magnitude starts at 0.
    public init(items: [DynamicItem], mode: Mode) {
        self.mode = mode
        list = ItemList(items)
        super.init()
    }

    /// The items pushed.
    public var items: [DynamicItem] { list.items }

    /// The force (or impulse) as a vector in UIKit Newtons. Default (0, 0).
    public var pushDirection: Vector {
        get { polar.vector }
        set {
            requireFinite(newValue, "PushBehavior.pushDirection")
            polar.set(newValue)
            setNeedsUpdate()
        }
    }

    /// Direction in radians from +x towards +y (down). Default 0.
    public var angle: Double {
        get { polar.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// Strength, the length of `pushDirection`: a force in UIKit Newtons (continuous), or an
    /// impulse that changes an item's speed by 100 pt/s ÷ its mass per unit (instantaneous).
    /// Default 0.
    public var magnitude: Double {
        get { polar.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Whether the push acts. An instantaneous push turns itself off after firing; set it to
    /// true again to fire again. Default true.
    public var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            forcesChanged()
            setNeedsUpdate()
        }
    }

    /// Sets direction (radians) and strength (UIKit Newtons) together.
    public func setAngle(_ angle: Double, magnitude: Double) {
        requireFinite(angle, "PushBehavior.angle")
        requireFinite(magnitude, "PushBehavior.magnitude")
        polar.set(angle: angle, magnitude: magnitude)
        setNeedsUpdate()
    }

    /// Applies the push at `offset` from the item's centre (in the item's own, rotating
    /// frame) instead of at its centre, so it also turns the item.
    public func setTargetOffsetFromCenter(_ offset: Offset, for item: DynamicItem) {
        requireFinite(offset.horizontal, "PushBehavior target offset horizontal")
        requireFinite(offset.vertical, "PushBehavior target offset vertical")
        offsets[ObjectIdentifier(item)] = offset
        setNeedsUpdate()
    }

    /// The offset from centre where the push acts on `item`; zero unless set.
    public func targetOffsetFromCenter(for item: DynamicItem) -> Offset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Starts pushing an item.
    public func addItem(_ item: DynamicItem) { if list.add(item) { itemAdded(item) } }

    /// Stops pushing an item.
    public func removeItem(_ item: DynamicItem) {
        guard list.remove(item) else { return }
        offsets[ObjectIdentifier(item)] = nil
        itemRemoved(item)
    }

    override var ownItems: [DynamicItem] { list.items }

    override var appliesForces: Bool { isActive }

    override func applyForces(_ bodies: inout BodyStore, _ step: SubStep) {
        guard isActive, polar.vector != .zero else { return }
        let indices = list.indices(in: bodies)
        guard !indices.isEmpty else { return }
        let f = polar.vector * Units.pointsPerNewton
        switch mode {
        case .continuous:
            for i in indices {
                bodies.force[i] += f
                bodies.torque[i] += arm(i, bodies).cross(f)
            }
        case .instantaneous:
            // An impulse J changes momentum at once: Δv = J/m, Δω = (r × J)/I.
            for i in indices {
                bodies.velocity[i] += f * bodies.inverseMass[i]
                bodies.angularVelocity[i] += arm(i, bodies).cross(f) * bodies.inverseInertia[i]
            }
            isActive = false
            forcesStopped()
        }
    }

    /// The push's point of application relative to the body centre, in world axes.
    private func arm(_ i: Int, _ bodies: BodyStore) -> Vector {
        guard !offsets.isEmpty, let o = offsets[ObjectIdentifier(bodies.items[i])] else { return .zero }
        return o.vector.rotated(by: bodies.angle[i])
    }
}
