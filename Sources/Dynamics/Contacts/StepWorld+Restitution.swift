extension StepWorld {
    /// Bounces: points that pushed and closed faster than the threshold leave at
    /// elasticity × their closing speed. The two points of a manifold that both bounce are
    /// solved together (the same complementarity problem as `solveNormalPair`, rigid), so a
    /// face-on hit bounces straight back without spin. Works on the constraints as
    /// `keepSolvedLanes` left them (lever arms and impulses from the last pass); the effective
    /// masses are worked out again from those lever arms, as the last refresh did.
    mutating func applyContactRestitution() {
        guard contacts.hasRestitution else { return }
        loadSolverBodies()
        let inertia = contacts.solverInertia
        withSolverBuffers(\.constraints) { cs, sb in
            for k in cs.indices where cs[k].restitution > 0 && !cs[k].struck {
                let bounce0 = Self.bounces(cs[k].p0)
                let bounce1 = cs[k].pointCount > 1 && Self.bounces(cs[k].p1)
                guard bounce0 || bounce1 else { continue }
                let c = cs[k]
                let ia = c.a, ib = c.solverB
                var a = ContactBody(sb[ia], inverseInertia: inertia[ia])
                var b = ContactBody(sb[ib], inverseInertia: inertia[ib])
                var p = Self.solverPoint(c, c.p0, a, b), q = Self.solverPoint(c, c.p1, a, b)
                if bounce0 && bounce1 {
                    Self.bouncePair(&p, &q, c, &a, &b)
                } else if bounce0 {
                    Self.bounce(&p, c.restitution * c.p0.relativeVelocity, &a, &b)
                } else {
                    Self.bounce(&q, c.restitution * c.p1.relativeVelocity, &a, &b)
                }
                cs[k].p0.normalImpulse = p.normalImpulse
                if c.pointCount > 1 { cs[k].p1.normalImpulse = q.normalImpulse }
                a.store(into: &sb[ia])
                b.store(into: &sb[ib])
            }
        }
        storeSolverBodies()
    }

    /// True when a point closed fast enough to bounce and pushed this collision step (a
    /// manifold an impact bounced already is left alone: see `ContactConstraint.struck`).
    @inline(__always)
    private static func bounces(_ p: ContactPoint) -> Bool {
        p.relativeVelocity < -restitutionThreshold && p.maxNormalImpulse > 0
    }

    /// A kept point of `c` as the bounces read it: bodies, normal, lever arms, effective mass
    /// and normal impulse.
    @inline(__always)
    private static func solverPoint(
        _ c: ContactConstraint, _ p: ContactPoint, _ a: ContactBody, _ b: ContactBody
    )
        -> SolverPoint
    {
        var point = SolverPoint.unused
        point.bodyA = Int32(c.a)
        point.bodyB = Int32(c.solverB)
        point.normal = c.normal
        point.rA = p.rA
        point.rB = p.rB
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
