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
    /// impact, keep the end-of-pass restitution (`applyRestitution`), which uses the
    /// closing speed at the start of the pass: a ball bouncing on the floor then never gains
    /// height from where within a sub-step its bounce falls. After an impact (`impacted`) the
    /// struck bodies, listed in `contacts.struck`, collide afresh (see `recollideStruck`).
    ///
    /// The first sweep looks at every elastic contact between items; a later one only at the
    /// contacts of the bodies the sweep before it struck, as no other contact's bodies changed.
    mutating func applyImpacts(_ h: Double) {
        contacts.impacted = false
        contacts.struck.removeAll(keepingCapacity: true)
        guard contacts.hasRestitution, !contacts.laneSource.isEmpty else { return }
        // In a pass of discs only, an impact turns no disc (see `point`).
        let discs = passIsAllDiscs()
        let dropped = contacts.dropped, source = contacts.laneSource, owner = contacts.pointOwner
        let wide = contacts.wide, inertia = contacts.solverInertia
        var constraints = contacts.constraints, solverBodies = contacts.solverBodies
        (contacts.constraints, contacts.solverBodies) = ([], [])
        var hits: [Int] = []
        swap(&hits, &contacts.struck)
        var touching = LanesByBody()
        swap(&touching, &contacts.impactLanes)
        defer { swap(&touching, &contacts.impactLanes) }
        // The pass's constraints filed by body, built here if no re-collision built it yet
        // this pass: any impact is followed by one (`recollideStruck`), which uses it too.
        var byBody = ConstraintsByBody()
        swap(&byBody, &contacts.byBody)
        defer { swap(&byBody, &contacts.byBody) }
        let bodyCount = bodies.count
        withReadBuffers(wide, inertia) { ws, inertia in
            solverBodies.withUnsafeMutableBufferPointer { sb in
                constraints.withUnsafeMutableBufferPointer { cs in
                    let c = UnsafeBufferPointer(cs)
                    let elastic = { (k: Int) -> Bool in
                        c[k].restitution > 0 && c[k].b >= 0 && !(k < dropped.count && dropped[k])
                    }
                    // Sweeps run in lane order (memory order); a lane's constraint is looked at
                    // only when a point strikes.
                    func sweep(_ lane: Int) {
                        let hit = Self.impact(
                            ws.baseAddress! + lane / laneCount, lane % laneCount, sb, inertia, h, discs: discs
                        ) {
                            let k = Int(owner[Int(source[lane])])
                            return elastic(k) ? (k, c[k].restitution) : nil
                        }
                        guard let k = hit else { return }
                        cs[k].struck = true
                        hits.append(cs[k].a)
                        hits.append(cs[k].b)
                    }
                    // Two loops, each with its kind of lever arms a constant (see `mayStrike`).
                    @inline(__always) func firstSweep(discs: Bool) {
                        for g in 0..<ws.count {
                            let m = ws.baseAddress! + g
                            let strikes = Self.mayStrike(m, sb, h, discs: discs)
                            guard any(strikes) else { continue }
                            for l in 0..<laneCount where strikes[l] && source[g * laneCount + l] >= 0 {
                                sweep(g * laneCount + l)
                            }
                        }
                    }
                    if discs { firstSweep(discs: true) } else { firstSweep(discs: false) }
                    guard !hits.isEmpty else { return }
                    // The lanes of contacts between two items (both below the static world's
                    // slot), filed by body once a pass.
                    let world = sb.count - 1
                    let bodiesOf = { (lane: Int) -> (Int, Int) in
                        let m = ws.baseAddress! + lane / laneCount, l = lane % laneCount
                        return (Int(m.pointee.bodyA[l]), Int(m.pointee.bodyB[l]))
                    }
                    if !byBody.isBuilt {
                        let filed = withReadBuffers(source, owner) { source, owner in
                            byBody.build(
                                lanes: ws, source: source, owner: owner, constraints: c.count, bodyCount: bodyCount)
                        }
                        if !filed {
                            byBody.build(c, bodyCount: bodyCount)
                            byBody.fileLanes(source: source, owner: owner)
                        }
                    }
                    var from = 0
                    for _ in 1..<Self.maximumImpactSweeps {
                        let active = source.withUnsafeBufferPointer { source in
                            touching.lanes(of: hits[from...], world: world, source: source, filed: byBody, bodiesOf)
                        }
                        from = hits.count
                        for lane in active { sweep(lane) }
                        guard hits.count > from else { break }
                    }
                }
            }
        }
        (contacts.constraints, contacts.solverBodies) = (constraints, solverBodies)
        contacts.impacted = !hits.isEmpty
        swap(&hits, &contacts.struck)
    }

    /// The lanes of `m` where a point may strike (see `strikes`), four at once: a test a
    /// little looser than `strikes` (by 10⁻⁹ of each side), so rounding cannot hide a strike
    /// that `impact` would find. An empty lane's bodies are the still world: never. In a pass
    /// of discs only (`discs`), where `impact` takes the lever arms as zero (see `point`), the
    /// closing speed is the centres' alone, as there: the lever arms' lanes are not read.
    @inline(__always)
    private static func mayStrike(
        _ m: UnsafePointer<WideManifold>, _ sb: UnsafeMutableBufferPointer<SolverBody>, _ h: Double, discs: Bool
    ) -> LaneMask {
        let a = LaneVelocities(sb, m.pointee.bodyA), b = LaneVelocities(sb, m.pointee.bodyB)
        let nx = m.pointee.normalX, ny = m.pointee.normalY
        let slack = 1 - 1e-9
        // Inlined for both points: left to itself the compiler called it (frame −0.8 %).
        @inline(__always) func test(_ p: UnsafePointer<WidePoint>) -> LaneMask {
            let separation = p.pointee.separation
            let vn: Lanes
            if discs {
                vn = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny
            } else {
                let rAx = p.pointee.rAx, rAy = p.pointee.rAy, rBx = p.pointee.rBx, rBy = p.pointee.rBy
                let dvx = b.vx - b.w * rBy - a.vx + a.w * rAy, dvy = b.vy + b.w * rBx - a.vy - a.w * rAx
                vn = dvx * nx + dvy * ny
            }
            let travel: Lanes = 2 * vn * h
            let reach: Lanes = separation + travel
            let size: Lanes = laneMax(separation, -separation) + laneMax(travel, -travel)
            let tolerance: Lanes = 1e-9 * size
            let closing: LaneMask = vn .< Lanes(repeating: -restitutionThreshold * slack)
            return closing .& (reach .<= tolerance)
        }
        let first = test(m.pointer(to: \.p0)!)
        guard m.pointee.anyHasTwoPoints else { return first }
        return first .| (m.pointee.hasTwoPoints.mask .& test(m.pointer(to: \.p1)!))
    }

    /// The impact of the manifold in lane `l` of `m`, if one of its points strikes and
    /// `elastic` then names its constraint and restitution (nil: not elastic); returns the
    /// constraint struck.
    @inline(__always)
    private static func impact(
        _ m: UnsafePointer<WideManifold>, _ l: Int, _ sb: UnsafeMutableBufferPointer<SolverBody>,
        _ inertia: UnsafeBufferPointer<Double>, _ h: Double, discs: Bool,
        _ elastic: () -> (constraint: Int, restitution: Double)?
    ) -> Int? {
        let ia = Int(m.pointee.bodyA[l]), ib = Int(m.pointee.bodyB[l])
        var a = ContactBody(sb[ia], inverseInertia: inertia[ia])
        var b = ContactBody(sb[ib], inverseInertia: inertia[ib])
        let two = m.pointee.hasTwoPoints[l]
        let p = point(m, m.pointer(to: \.p0)!, l, a, b, discs: discs)
        let q = two ? point(m, m.pointer(to: \.p1)!, l, a, b, discs: discs) : p
        let v0 = closingSpeed(p, a, b), hit0 = strikes(p, v0, h)
        let v1 = two ? closingSpeed(q, a, b) : 0
        let hit1 = two && strikes(q, v1, h)
        guard hit0 || hit1, let struck = elastic() else { return nil }
        let e = struck.restitution
        if hit0 && hit1 {
            // Both points leave at e × their closing speeds: w = K·x + (1 + e)·vn ≥ 0.
            let k = blockMass(p, q, a, b)
            if k.k11 * k.k11 < 1000 * (k.k11 * k.k22 - k.k12 * k.k12) {
                let (x0, x1) = complementarity(k.k11, k.k12, k.k22, (1 + e) * v0, (1 + e) * v1)
                apply(p.normal * x0, p, &a, &b)
                apply(p.normal * x1, q, &a, &b)
            } else {
                apply(p.normal * (-(1 + e) * v0 * p.normalMass), p, &a, &b)
            }
        } else {
            let s = hit0 ? p : q
            apply(s.normal * (-(1 + e) * (hit0 ? v0 : v1) * s.normalMass), s, &a, &b)
        }
        a.store(into: &sb[ia])
        b.store(into: &sb[ib])
        return struck.constraint
    }

    /// What an impact reads of one point of lane `l`: normal, lever arms, separation; and its
    /// masses computed afresh for bodies `a` and `b` in double precision (the lanes keep them in
    /// single: the speed after an elastic hit is (1 + e)·vn scaled by the normal mass alone, and
    /// its rounding left a head-on hit 2·10⁻⁷ more energy than it started with). In a pass of
    /// discs only (`discs`) the lever arms are taken as zero: they lie along the normal (see
    /// `StepWorld.DiscArms`), so r × n is rounding alone, and the impact turns neither disc.
    @inline(__always)
    private static func point(
        _ m: UnsafePointer<WideManifold>, _ w: UnsafePointer<WidePoint>, _ l: Int, _ a: ContactBody, _ b: ContactBody,
        discs: Bool
    ) -> SolverPoint {
        var p = SolverPoint.unused
        p.normal = Vector(dx: m.pointee.normalX[l], dy: m.pointee.normalY[l])
        if !discs {
            p.rA = Vector(dx: w.pointee.rAx[l], dy: w.pointee.rAy[l])
            p.rB = Vector(dx: w.pointee.rBx[l], dy: w.pointee.rBy[l])
        }
        p.separation = w.pointee.separation[l]
        setMasses(&p, a, b)
        return p
    }

    /// The point's normal relative velocity (pt/s; < 0 closing).
    @inline(__always)
    private static func closingSpeed(_ p: SolverPoint, _ a: ContactBody, _ b: ContactBody) -> Double {
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
