#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Pulls an item to a point with a damped spring and turns it back to the rotation it had
/// when the snap was created; it settles there and stays. The counterpart of `UISnapBehavior`.
///
/// ```swift
/// let snap = SnapBehavior(item: pig, snapTo: Point(x: 400, y: 240))
/// snap.damping = 0.8              // less overshoot
/// animator.addBehavior(snap)
/// snap.snapPoint = Point(x: 100, y: 100)   // re-targets and wakes the animator
/// ```
///
/// The pull is an implicit (soft-constraint) spring of `frequency` = 2 Hz acting on the
/// item's centre and on its angle, with damping ratio ζ = 0.3 + 0.7 × `damping`: the default
/// 0.5 gives ζ = 0.65 (about 7 % overshoot), 0 gives ζ = 0.3 (37 %), 1 is critical (none).
/// Being a soft constraint on the effective mass, the motion is the same for any item mass.
/// Steady forces on the item (gravity, pushes, fields) do not pull it off the point: while
/// snapped, the item ends exactly on `snapPoint`.
public final class SnapBehavior: DynamicBehavior {
    /// Spring frequency of the snap, in Hz.
    public static let frequency: Double = 2

    private let item: DynamicItem
    /// The item's rotation when the snap was created (rad); the snap turns it back to it.
    private let angle: Double
    private var target: Point
    private var dampingValue = 0.5
    private var cache = ItemIndexCache()
    private var pair: JointPair?
    private var point = BlockRows()
    private var turn = ScalarRow()

    /// Creates a snap of `item` to `point` (reference-space pt), remembering its rotation.
    public init(item: DynamicItem, snapTo point: Point) {
        requireFinite(Vector(dx: point.x, dy: point.y), "SnapBehavior snapTo point")
        self.item = item
        angle = item.transform.rotationAngle
        target = point
        super.init()
    }

    /// Where the item's centre is pulled (pt). Setting it re-targets and wakes the animator.
    public var snapPoint: Point {
        get { target }
        set {
            requireFinite(Vector(dx: newValue.x, dy: newValue.y), "SnapBehavior.snapPoint")
            target = newValue
            setNeedsUpdate()
        }
    }

    /// How much the oscillation is damped, 0…1 (clamped). Default 0.5. The spring's damping
    /// ratio is 0.3 + 0.7 × damping.
    public var damping: Double {
        get { dampingValue }
        set {
            requireFinite(newValue, "SnapBehavior.damping")
            dampingValue = min(max(newValue, 0), 1)
            setNeedsUpdate()
        }
    }

    /// The spring's damping ratio ζ for the current `damping`.
    var dampingRatio: Double { 0.3 + 0.7 * dampingValue }

    // MARK: - Engine hooks

    override var ownItems: [DynamicItem] { [item] }

    /// Forgets the warm-start impulses when the snap joins or leaves an animator.
    public override func willMove(to animator: DynamicAnimator?) {
        super.willMove(to: animator)
        (pair, point, turn) = (nil, BlockRows(), ScalarRow())
        cache.invalidate()
    }

    /// Point rows C = centre − snapPoint, angle row C = θ − θ₀ (wrapped to [−π, π]).
    override var hasConstraints: Bool { true }

    override func prepareConstraints(_ bodies: inout BodyStore, _ step: SolverStep) {
        guard let b = cache.indices(of: [item], in: bodies).first else { pair = nil; return }
        holdAgainstForces(&bodies, b, step.h)
        let p = JointPair(bodies, a: nil, anchorA: Vector(dx: target.x, dy: target.y), b: b, anchorB: .zero)
        pair = p
        let (linear, angular) = (point, turn)
        point.preparePoint(p)
        turn.prepare(.angular, error: remainder(p.angleB - angle, 2 * .pi), p)
        point.first.impulse = linear.first.impulse; point.second.impulse = linear.second.impulse
        turn.impulse = angular.impulse
    }

    /// Takes back what this sub-step's forces (gravity, pushes, fields) added to the item's
    /// velocity and spin, so the spring settles on the point itself rather than where it
    /// balances a steady pull (g/ω² = 6 pt short under gravity at 2 Hz). Contacts and other
    /// constraints still act on the item.
    private func holdAgainstForces(_ bodies: inout BodyStore, _ b: Int, _ h: Double) {
        bodies.velocity[b] -= bodies.force[b] * (h * bodies.inverseMass[b])
        bodies.angularVelocity[b] -= bodies.torque[b] * h * bodies.inverseInertia[b]
    }

    override func warmStartConstraints(_ bodies: inout BodyStore, _ step: SolverStep) {
        guard let p = pair else { return }
        var m = JointMotion(bodies, p)
        point.warmStart(&m, p)
        turn.warmStart(&m, p)
        m.store(&bodies, p)
    }

    /// The spring acts in every pass (it is physical, not error correction).
    override func solveConstraints(_ bodies: inout BodyStore, _ step: SolverStep, useBias: Bool) {
        guard let p = pair else { return }
        let soft = Softness(hertz: Self.frequency, dampingRatio: dampingRatio, h: step.h)
        var m = JointMotion(bodies, p)
        turn.solveEquality(&m, p, RowSoftness(error: turn.error, soft, isSpring: true, useBias: useBias))
        point.solve(&m, p, soft, isSpring: true, useBias: useBias)
        m.store(&bodies, p)
    }
}
