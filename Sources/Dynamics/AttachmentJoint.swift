#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The geometry, settings and constraint rows of one attachment; `AttachmentBehavior` is its
/// public face. Body B is the attached item, body A the other item or the world anchor.
struct AttachmentJoint {
    /// Which constraint the attachment enforces.
    enum Kind {
        /// |d| = length: a rigid rod, or a spring when frequency > 0.
        case distance
        /// |d| ≤ length: a rope, slack allowed.
        case limit
        /// d = 0 and θ_B − θ_A = reference: a weld.
        case fixed
        /// d = 0, free relative rotation with friction and an angle range: a revolute joint.
        case pin
        /// d ⟂ axis and θ_B − θ_A = reference, translation along the axis in a range: prismatic.
        case sliding
    }

    /// Below this length (pt) a distance attachment pins its points together instead: the
    /// direction between coincident points is undefined, so a 1-D row cannot hold them.
    static let pointLength = 0.5

    let kind: Kind
    /// A's attachment point in A's own frame, or the world anchor point when A is the world.
    var anchorA: Vector
    /// B's attachment point in B's own frame (offset from its centre).
    var anchorB: Vector
    /// θ_B − θ_A at creation (rad): fixed, pin (range origin) and sliding hold relative to it.
    let referenceAngle: Double
    /// Sliding axis (unit) in A's own frame.
    let axis: Vector

    var length: Double
    var frequency = 0.0
    var damping = 0.0
    var frictionTorque = 0.0
    var range = FloatRange.infinite

    private var pair: JointPair?
    private(set) var rows = Rows()
    /// The last direction between the attachment points, kept for when they coincide.
    private var lastDirection = Vector(dx: 0, dy: 1)

    init(kind: Kind, anchorA: Vector, anchorB: Vector, referenceAngle: Double, axis: Vector, length: Double) {
        self.kind = kind
        self.anchorA = anchorA
        self.anchorB = anchorB
        self.referenceAngle = referenceAngle
        self.axis = axis
        self.length = length
    }

    /// A spring when frequency > 0; otherwise rigid.
    var isSpring: Bool { frequency > 0 }

    /// A distance spring is a force (see `applySpring`), not a soft constraint.
    var isForceSpring: Bool { isSpring && kind == .distance }

    /// Forgets warm-start impulses (on joining or leaving an animator).
    mutating func reset() {
        rows = Rows()
        pair = nil
    }

    // MARK: - Prepare

    /// Measures the bodies and sets every row for this sub-step; rows not in use lose their
    /// impulse so they never warm-start stale.
    mutating func prepare(_ bodies: BodyStore, a: Int?, b: Int, _ step: SolverStep) {
        let p = JointPair(bodies, a: a, anchorA: anchorA, b: b, anchorB: anchorB)
        pair = p.isImmovable ? nil : p
        guard let p = pair else { return }
        let old = rows
        rows = Rows()
        switch kind {
        case .distance: prepareDistance(p)
        case .limit: prepareRope(p)
        case .fixed:
            rows.block.preparePoint(p)
            rows.main.prepare(.angular, error: angleError(p), p)
        case .pin: preparePin(p)
        case .sliding: prepareSliding(p)
        }
        rows.keepImpulses(of: old)
    }

    /// |d| − length along the direction n = d/|d| (or a point constraint for length ≈ 0).
    private mutating func prepareDistance(_ p: JointPair) {
        guard length >= Self.pointLength else { return rows.block.preparePoint(p) }
        let n = direction(p)
        rows.main.prepare(.linear(n, p), error: p.d.length - length, p)
    }

    /// C = length − |d| ≥ 0, pushed by an impulse pulling B towards A.
    private mutating func prepareRope(_ p: JointPair) {
        let n = direction(p)
        rows.main.prepare(Jacobian.linear(n, p).negated, error: length - p.d.length, p)
    }

    /// The points coincide; the relative angle stays in `range` (measured from creation).
    private mutating func preparePin(_ p: JointPair) {
        rows.block.preparePoint(p)
        let angle = angleError(p)
        if frictionTorque > 0 { rows.friction.prepare(.angular, error: 0, p) }
        if range.minimum > -.infinity { rows.lower.prepare(.angular, error: angle - range.minimum, p) }
        if range.maximum < .infinity { rows.upper.prepare(Jacobian.angular.negated, error: range.maximum - angle, p) }
    }

    /// Perpendicular offset and relative angle held at 0; translation t = axis·d in `range`.
    /// The axis turns with A, so its rows carry A's arm to B's point: sA = (d + r_A) × axis.
    private mutating func prepareSliding(_ p: JointPair) {
        let u = axis.rotated(by: p.angleA), perp = u.perpendicular
        let arm = p.d + p.rA
        let across = Jacobian(n: perp, sA: arm.cross(perp), sB: p.rB.cross(perp))
        rows.block.prepare(across, perp.dot(p.d), .angular, angleError(p), p)
        let along = Jacobian(n: u, sA: arm.cross(u), sB: p.rB.cross(u))
        let t = u.dot(p.d)
        if range.minimum > -.infinity { rows.lower.prepare(along, error: t - range.minimum, p) }
        if range.maximum < .infinity { rows.upper.prepare(along.negated, error: range.maximum - t, p) }
    }

    /// θ_B − θ_A − reference, wrapped to [−π, π]: an item's transform only knows its angle
    /// modulo a full turn, so the reference may be off by whole turns from the body's angle.
    private func angleError(_ p: JointPair) -> Double { remainder(p.relativeAngle - referenceAngle, 2 * .pi) }

    /// d/|d|, or the last such direction when the points coincide.
    private mutating func direction(_ p: JointPair) -> Vector {
        let l = p.d.length
        if l > 1e-9 { lastDirection = p.d / l }
        return lastDirection
    }

    // MARK: - Solve

    /// Re-applies last sub-step's impulses to the bodies; a spring applies its force instead.
    mutating func warmStart(_ bodies: inout BodyStore, _ step: SolverStep) {
        guard let p = pair else { return }
        var m = JointMotion(bodies, p)
        if isForceSpring {
            applySpring(&m, p, h: step.h)
            m.store(&bodies, p)
            return
        }
        rows.block.warmStart(&m, p)
        for row in [rows.main, rows.lower, rows.upper, rows.friction] { row.warmStart(&m, p) }
        m.store(&bodies, p)
    }

    /// One velocity iteration: limits and friction first, the main rows last (they matter most).
    mutating func solve(_ bodies: inout BodyStore, _ step: SolverStep, useBias: Bool) {
        guard let p = pair, !isForceSpring else { return }
        var m = JointMotion(bodies, p)
        let soft = isSpring ? Softness(hertz: frequency, dampingRatio: damping, h: step.h) : step.jointSoftness
        switch kind {
        case .distance, .fixed:
            let s = RowSoftness(error: rows.main.error, soft, isSpring: isSpring, useBias: useBias)
            rows.main.solveEquality(&m, p, s)
        case .limit:
            rows.main.solveInequality(&m, p, soft, step, isSpring: isSpring, useBias: useBias)
        case .pin:
            rows.friction.solveClamped(&m, p, limit: frictionTorque * Units.pointsPerNewton * step.h)
            solveLimits(&m, p, step, useBias: useBias)
        case .sliding:
            solveLimits(&m, p, step, useBias: useBias)
        }
        rows.block.solve(&m, p, soft, isSpring: isSpring, useBias: useBias)
        m.store(&bodies, p)
    }

    /// The range rows are always rigid (the joint's stiff softness), whatever the frequency.
    private mutating func solveLimits(_ m: inout JointMotion, _ p: JointPair, _ step: SolverStep, useBias: Bool) {
        rows.lower.solveInequality(&m, p, step.jointSoftness, step, isSpring: false, useBias: useBias)
        rows.upper.solveInequality(&m, p, step.jointSoftness, step, isSpring: false, useBias: useBias)
    }
}

extension AttachmentJoint {
    /// The constraint rows of one attachment with their warm-start impulses.
    struct Rows {
        /// A point (x, y) or a prismatic's (perpendicular, angle) block.
        var block = BlockRows()
        /// The distance or rope row, or the weld's angle row.
        var main = ScalarRow()
        var lower = ScalarRow(), upper = ScalarRow(), friction = ScalarRow()

        /// Takes over last sub-step's impulses for the rows in use now; the others start at 0.
        mutating func keepImpulses(of old: Rows) {
            if block.first.mass > 0 || block.second.mass > 0 {
                block.first.impulse = old.block.first.impulse
                block.second.impulse = old.block.second.impulse
            }
            if main.mass > 0 { main.impulse = old.main.impulse }
            if lower.mass > 0 { lower.impulse = old.lower.impulse }
            if upper.mass > 0 { upper.impulse = old.upper.impulse }
            if friction.mass > 0 { friction.impulse = old.friction.impulse }
        }
    }
}
