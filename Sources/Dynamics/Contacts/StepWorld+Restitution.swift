extension StepWorld {
    /// Bounces: points that pushed and closed faster than the threshold leave at
    /// elasticity × their closing speed. The two points of a manifold that both bounce are
    /// solved together (the same complementarity problem as `solveNormalPair`, rigid), so a
    /// face-on hit bounces straight back without spin. Works on constraint `c` as the lanes
    /// left it (lever arms and impulses from the last pass, see `finishSolvedPass`, which
    /// calls this for each constraint in order); the effective masses are worked out again
    /// from those lever arms, as the last refresh did. `sb` holds the solver bodies, loaded.
    /// In a pass of discs only (`discs`) the lever arms are taken as zero: they lie along the
    /// normal (see `StepWorld.DiscArms`), so r × n is rounding alone, and a bounce turns no disc.
    @inline(__always)
    static func applyRestitution(
        _ c: UnsafeMutablePointer<ContactConstraint>, _ s: UnsafePointer<SolvedPoints>,
        _ sb: UnsafeMutableBufferPointer<SolverBody>, _ inertia: UnsafeBufferPointer<Double>, discs: Bool
    ) {
        guard c.pointee.restitution > 0 && !c.pointee.struck else { return }
        let bounce0 = Self.bounces(c.pointee.p0, s.pointee.p0)
        let bounce1 = c.pointee.pointCount > 1 && Self.bounces(c.pointee.p1, s.pointee.p1)
        guard bounce0 || bounce1 else { return }
        bounceConstraint(c, s, bounce0, bounce1, sb, inertia, discs: discs)
    }

    /// The bounce of `c`, one of whose points bounces (`bounce0`, `bounce1`): out of line, as
    /// few constraints bounce in a pass.
    @inline(never)
    private static func bounceConstraint(
        _ k: UnsafeMutablePointer<ContactConstraint>, _ s: UnsafePointer<SolvedPoints>, _ bounce0: Bool,
        _ bounce1: Bool, _ sb: UnsafeMutableBufferPointer<SolverBody>, _ inertia: UnsafeBufferPointer<Double>,
        discs: Bool
    ) {
        let c = k.pointee
        let ia = c.a, ib = c.solverB
        var a = ContactBody(sb[ia], inverseInertia: inertia[ia])
        var b = ContactBody(sb[ib], inverseInertia: inertia[ib])
        var p = Self.solverPoint(c, c.p0, s.pointee.p0, a, b, discs: discs)
        var q = Self.solverPoint(c, c.p1, s.pointee.p1, a, b, discs: discs)
        if bounce0 && bounce1 {
            Self.bouncePair(&p, &q, c, &a, &b)
        } else if bounce0 {
            Self.bounce(&p, c.restitution * c.p0.relativeVelocity, &a, &b)
        } else {
            Self.bounce(&q, c.restitution * c.p1.relativeVelocity, &a, &b)
        }
        k.pointee.p0.normalImpulse = p.normalImpulse
        if c.pointCount > 1 { k.pointee.p1.normalImpulse = q.normalImpulse }
        a.store(into: &sb[ia])
        b.store(into: &sb[ib])
    }

    /// True when a point closed fast enough to bounce and pushed this collision step (a
    /// manifold an impact bounced already is left alone: see `ContactConstraint.struck`).
    @inline(__always)
    private static func bounces(_ p: ContactPoint, _ s: SolvedPoint) -> Bool {
        p.relativeVelocity < -restitutionThreshold && s.maxNormalImpulse > 0
    }

    /// A kept point of `c` as the bounces read it: bodies, normal, lever arms (from its solved
    /// point `s`; zero in a pass of discs only, `discs`), effective mass and normal impulse.
    @inline(__always)
    private static func solverPoint(
        _ c: ContactConstraint, _ p: ContactPoint, _ s: SolvedPoint, _ a: ContactBody, _ b: ContactBody, discs: Bool
    )
        -> SolverPoint
    {
        var point = SolverPoint.unused
        point.bodyA = Int32(c.a)
        point.bodyB = Int32(c.solverB)
        point.normal = c.normal
        if !discs {
            point.rA = s.rA
            point.rB = s.rB
        }
        point.normalImpulse = p.normalImpulse
        setMasses(&point, a, b)
        return point
    }

    /// Drives one point's normal speed to −`reversed` (= −e·closing speed, a leaving speed).
    @inline(__always)
    private static func bounce(
        _ p: inout SolverPoint, _ reversed: Double, _ a: inout ContactBody, _ b: inout ContactBody
    ) {
        let vn = relativeVelocity(p, a, b).dot(p.normal)
        let total = max(p.normalImpulse - p.normalMass * (vn + reversed), 0)
        apply(p.normal * (total - p.normalImpulse), p, &a, &b)
        p.normalImpulse = total
    }

    /// Both points of a manifold to their leaving speeds at once.
    @inline(__always)
    private static func bouncePair(
        _ p: inout SolverPoint, _ q: inout SolverPoint, _ c: ContactConstraint,
        _ a: inout ContactBody, _ b: inout ContactBody
    ) {
        let k = blockMass(p, q, a, b)
        guard k.k11 * k.k11 < 1000 * (k.k11 * k.k22 - k.k12 * k.k12) else {
            bounce(&p, c.restitution * c.p0.relativeVelocity, &a, &b)
            bounce(&q, c.restitution * c.p1.relativeVelocity, &a, &b)
            return
        }
        let n = p.normal, λ1 = p.normalImpulse, λ2 = q.normalImpulse
        let q1 = relativeVelocity(p, a, b).dot(n) + c.restitution * c.p0.relativeVelocity - (k.k11 * λ1 + k.k12 * λ2)
        let q2 = relativeVelocity(q, a, b).dot(n) + c.restitution * c.p1.relativeVelocity - (k.k12 * λ1 + k.k22 * λ2)
        let (x1, x2) = complementarity(k.k11, k.k12, k.k22, q1, q2)
        apply(n * (x1 - λ1), p, &a, &b)
        apply(n * (x2 - λ2), q, &a, &b)
        p.normalImpulse = x1
        q.normalImpulse = x2
    }

    /// Remembers each contact's impulses, keyed by the pair, for the next collision step.
    mutating func storeContactImpulses() {
        contacts.warm.store(contacts.constraints, bodyCount: bodies.count, generation: bodies.generation)
    }
}
