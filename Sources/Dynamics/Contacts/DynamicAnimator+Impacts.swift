extension StepWorld {
    /// Most Gauss–Seidel sweeps of one sub-step's impacts: a row of n touching elastic items
    /// struck at one end passes the blow along in at most n − 1 sweeps.
    static let maximumImpactSweeps = 16

    /// Elastic collisions between items resolved as impacts in the sub-step in which they
    /// happen, before the contacts are solved: a point of an elastic contact (restitution
    /// e > 0) between two items that closes faster
    /// than `restitutionThreshold` and will touch within two sub-steps (s + 2·vn·h ≤ 0) gets the
    /// impulse that sends it apart at e × its closing speed, the two points of a manifold
    /// together. Impacts are swept until none is left, so a blow travels along a row of touching
    /// items: in a Newton's cradle each box passes the striker's speed to the next and stops.
    ///
    /// Each impact is a two-body collision with e ≤ 1, so it conserves momentum and never adds
    /// energy. The impulses are not accumulated into the contacts' own, which still keep the
    /// items from overlapping. Bounces off boundaries, and contacts that pushed without an
    /// impact, keep the end-of-pass restitution (`applyContactRestitution`), which uses the
    /// closing speed at the start of the pass: a ball bouncing on the floor then never gains
    /// height from where within a sub-step its bounce falls. After an impact (`impacted`) the
    /// struck bodies, listed in `contacts.struck`, collide afresh (see `recollideStruck`).
    mutating func applyImpacts(_ h: Double) {
        contacts.impacted = false
        contacts.struck.removeAll(keepingCapacity: true)
        guard contacts.hasRestitution else { return }
        unpackWide()
        let constraints = contacts.constraints
        var hits: [Int] = []
        swap(&hits, &contacts.struck)
        withSolverBuffers(\.points) { ps, sb in
            for _ in 0..<Self.maximumImpactSweeps {
                var struck = false
                for c in constraints where c.restitution > 0 && c.b >= 0 && Self.impact(c, ps, sb, h) {
                    struck = true
                    hits.append(c.a)
                    hits.append(c.b)
                }
                guard struck else { break }
            }
        }
        contacts.impacted = !hits.isEmpty
        swap(&hits, &contacts.struck)
    }

    /// The impact of one manifold, if one of its points strikes; true if it did.
    @inline(__always)
    private static func impact(
        _ c: ContactConstraint, _ ps: UnsafeMutableBufferPointer<SolverPoint>,
        _ sb: UnsafeMutableBufferPointer<SolverBody>, _ h: Double
    ) -> Bool {
        let k = c.firstPoint
        let ia = Int(ps[k].bodyA), ib = Int(ps[k].bodyB)
        var a = sb[ia], b = sb[ib]
        let v0 = closingSpeed(ps[k], a, b), hit0 = strikes(ps[k], v0, h)
        let v1 = c.pointCount > 1 ? closingSpeed(ps[k + 1], a, b) : 0
        let hit1 = c.pointCount > 1 && strikes(ps[k + 1], v1, h)
        guard hit0 || hit1 else { return false }
        let e = c.restitution
        if hit0 && hit1 {
            // Both points leave at e × their closing speeds: w = K·x + (1 + e)·vn ≥ 0.
            let m = blockMass(ps[k], ps[k + 1], a, b)
            if m.k11 * m.k11 < 1000 * (m.k11 * m.k22 - m.k12 * m.k12) {
                let (x0, x1) = complementarity(m.k11, m.k12, m.k22, (1 + e) * v0, (1 + e) * v1)
                apply(ps[k].normal * x0, ps[k], &a, &b)
                apply(ps[k].normal * x1, ps[k + 1], &a, &b)
            } else {
                apply(ps[k].normal * (-(1 + e) * v0 * ps[k].normalMass), ps[k], &a, &b)
            }
        } else {
            let p = hit0 ? ps[k] : ps[k + 1]
            apply(p.normal * (-(1 + e) * (hit0 ? v0 : v1) * p.normalMass), p, &a, &b)
        }
        sb[ia] = a
        sb[ib] = b
        ps[k].struck = true
        if c.pointCount > 1 { ps[k + 1].struck = true }
        return true
    }

    /// The point's normal relative velocity (pt/s; < 0 closing).
    @inline(__always)
    private static func closingSpeed(_ p: SolverPoint, _ a: SolverBody, _ b: SolverBody) -> Double {
        relativeVelocity(p, a, b).dot(p.normal)
    }

    /// True when the point closes faster than the threshold and touches within two sub-steps
    /// (2h): within one, the speculative contact's own pass (the relax pass after the positions
    /// moved) would already have slowed the approach to what the gap allows, inelastically,
    /// before the next sub-step's impacts saw it, and part of a cradle's blow spread along the
    /// row. The bounce comes at most 2·v·h early (2.5 pt at 300 pt/s).
    @inline(__always)
    private static func strikes(_ p: SolverPoint, _ vn: Double, _ h: Double) -> Bool {
        vn < -restitutionThreshold && p.separation + 2 * vn * h <= 0
    }
}
