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
    ///
    /// The first sweep looks at every elastic contact between items; a later one only at the
    /// contacts of the bodies the sweep before it struck, as no other contact's bodies changed.
    mutating func applyImpacts(_ h: Double) {
        contacts.impacted = false
        contacts.struck.removeAll(keepingCapacity: true)
        guard contacts.hasRestitution else { return }
        unpackWide()
        let constraints = contacts.constraints, dropped = contacts.dropped
        let elastic = { (k: Int) -> Bool in
            constraints[k].restitution > 0 && constraints[k].b >= 0 && !(k < dropped.count && dropped[k])
        }
        var hits: [Int] = []
        swap(&hits, &contacts.struck)
        withSolverBuffers(\.points) { ps, sb in
            constraints.withUnsafeBufferPointer { cs in
                let c = cs.baseAddress!
                for k in cs.indices where elastic(k) && Self.impact(c + k, ps, sb, h) {
                    hits.append(cs[k].a)
                    hits.append(cs[k].b)
                }
                guard !hits.isEmpty else { return }
                let touching = BodyContacts(constraints, bodyCount: sb.count, elastic)
                var from = 0
                for _ in 1..<Self.maximumImpactSweeps {
                    let active = touching.contacts(of: hits[from...])
                    from = hits.count
                    for k in active where Self.impact(c + k, ps, sb, h) {
                        hits.append(cs[k].a)
                        hits.append(cs[k].b)
                    }
                    guard hits.count > from else { break }
                }
            }
        }
        contacts.impacted = !hits.isEmpty
        swap(&hits, &contacts.struck)
    }

    /// The impact of one manifold, if one of its points strikes; true if it did.
    @inline(__always)
    private static func impact(
        _ c: UnsafePointer<ContactConstraint>, _ ps: UnsafeMutableBufferPointer<SolverPoint>,
        _ sb: UnsafeMutableBufferPointer<SolverBody>, _ h: Double
    ) -> Bool {
        let k = c.pointee.firstPoint
        let ia = Int(ps[k].bodyA), ib = Int(ps[k].bodyB)
        var a = sb[ia], b = sb[ib]
        let v0 = closingSpeed(ps[k], a, b), hit0 = strikes(ps[k], v0, h)
        let v1 = c.pointee.pointCount > 1 ? closingSpeed(ps[k + 1], a, b) : 0
        let hit1 = c.pointee.pointCount > 1 && strikes(ps[k + 1], v1, h)
        guard hit0 || hit1 else { return false }
        let e = c.pointee.restitution
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
        if c.pointee.pointCount > 1 { ps[k + 1].struck = true }
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

/// The constraints each body takes part in (those a filter admits), filed by body.
private struct BodyContacts {
    private var start: [Int32]
    private var list: [Int32]

    init(_ constraints: [ContactConstraint], bodyCount n: Int, _ admits: (Int) -> Bool) {
        start = Array(repeating: 0, count: n + 1)
        for k in constraints.indices where admits(k) {
            start[constraints[k].a + 1] += 1
            start[constraints[k].b + 1] += 1
        }
        for i in 0..<n { start[i + 1] += start[i] }
        list = Array(repeating: 0, count: Int(start[n]))
        var cursor = start
        for k in constraints.indices where admits(k) {
            for i in [constraints[k].a, constraints[k].b] {
                list[Int(cursor[i])] = Int32(k)
                cursor[i] += 1
            }
        }
    }

    /// The constraints of `bodies`, ascending, each once.
    func contacts(of bodies: ArraySlice<Int>) -> [Int] {
        var found: [Int] = []
        for i in bodies { for e in start[i]..<start[i + 1] { found.append(Int(list[Int(e)])) } }
        found.sort()
        var unique = 0
        for k in found where unique == 0 || found[unique - 1] != k {
            found[unique] = k
            unique += 1
        }
        found.removeLast(found.count - unique)
        return found
    }
}
