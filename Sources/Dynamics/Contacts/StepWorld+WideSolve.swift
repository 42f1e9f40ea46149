extension StepWorld {
    /// Re-applies the accumulated impulses (from the last sub-step, or the last collision step
    /// for new contacts of old pairs), four manifolds at a time.
    mutating func warmStartContacts() {
        let bounds = contacts.colourBounds, team = contacts.team, minimum = contacts.teamMinimumGroups
        let discs = passIsAllDiscs()
        withSolverBuffers(\.wide) { ws, sb in
            let base = ws.baseAddress!
            if let team, ws.count >= minimum {
                // Front to back, colour by colour: a body's impulses add up in the same order.
                Self.inColourOrder(ws.count, backward: false, bounds: bounds, team: team) { groups, _ in
                    for g in groups {
                        if discs {
                            Self.warmStart(base + g, sb, shared: true, DiscArms.self)
                        } else {
                            Self.warmStart(base + g, sb, shared: true, AnyArms.self)
                        }
                    }
                }
                return
            }
            if discs {
                for g in 0..<ws.count { Self.warmStart(base + g, sb, shared: false, DiscArms.self) }
            } else {
                for g in 0..<ws.count { Self.warmStart(base + g, sb, shared: false, AnyArms.self) }
            }
        }
    }

    /// Re-applies the impulses of group `m`, its first point's as `Arms` has them act.
    @inline(__always)
    private static func warmStart<Arms: LeverArms>(
        _ m: UnsafeMutablePointer<WideManifold>, _ sb: UnsafeMutableBufferPointer<SolverBody>, shared: Bool,
        _ arms: Arms.Type
    ) {
        var a = LaneVelocities(sb, m.pointee.bodyA), b = LaneVelocities(sb, m.pointee.bodyB)
        let nx = m.pointee.normalX, ny = m.pointee.normalY
        let p = m.pointer(to: \.p0)!
        let λ = p.pointee.normalImpulse, τ = p.pointee.tangentImpulse
        Arms.warmStart(λ, τ, nx, ny, p, m, &a, &b)
        if m.pointee.anyHasTwoPoints {
            let q = m.pointer(to: \.p1)!
            let λ = q.pointee.normalImpulse, τ = q.pointee.tangentImpulse
            apply(nx * λ + -ny * τ, ny * λ + nx * τ, q, m, &a, &b)
        }
        store(a, b, m, sb, shared: shared)
    }

    /// One pass of the non-penetration and friction constraints (soft, Box2D v3 style), a
    /// manifold at a time — four at once, one per lane: its normal impulses together (a 2 × 2
    /// complementarity problem, or one point after the other when the block is nearly singular
    /// or the manifold has one point), then friction at each point.
    ///
    /// The groups are visited colour by colour, front to back in one collision pass and back
    /// to front in the next: Gauss–Seidel in one fixed order pushes every stack a little
    /// towards where the sweep ends (a 100-row pyramid's top drifted 26 pt sideways), while
    /// alternating passes cancel that bias (0.1 pt). The order holds for a whole pass, so the
    /// support under a stack still builds up in one direction from sub-step to sub-step.
    ///
    /// `refreshing` (the relax pass only): each group is refreshed (`refreshContacts`) right
    /// before it is solved, in the same pass, rather than all of them in a pass of their own
    /// before: the lanes are then read once a sub-step fewer. The refresh of a group reads
    /// only positions and its own lanes, so the result is the same, bit for bit; but a point
    /// that crossed deeper than its limit is moved back (`stopTunnelling`) after the pass
    /// rather than before it.
    mutating func solveContacts(_ step: SolverStep, useBias: Bool, refreshing: Bool = false) {
        // The running peak of each normal impulse is read only by bounces and touch events.
        let rates = SoftLanes(step, tracksPeakImpulse: contacts.hasRestitution || recordsTouches)
        let order = PassOrder(
            backward: contacts.isBackward, bounds: contacts.colourBounds, team: contacts.team,
            minimum: contacts.teamMinimumGroups)
        // The peaks beside the groups, a group's at the same index (see `WidePeaks`).
        var peaks = contacts.widePeaks
        contacts.widePeaks = []
        defer { contacts.widePeaks = peaks }
        guard !refreshing else {
            func relax<Refresh: GroupRefresh>(_ world: inout StepWorld, _ refresh: Refresh) -> Bool {
                var crossed = false
                peaks.withUnsafeMutableBufferPointer { pk in
                    world.withSolverBuffers(\.wide) { ws, sb in
                        let lanes = SolveLanes(groups: ws.baseAddress!, peaks: pk.baseAddress!, count: ws.count)
                        crossed = Self.solvePass(lanes, order, rates, sb, RelaxPass.self, refresh)
                    }
                }
                return crossed
            }
            contacts.crossed = withGroupRefresh({ relax(&$0, $1) }, { relax(&$0, $1) })
            return
        }
        let discs = passIsAllDiscs()
        peaks.withUnsafeMutableBufferPointer { pk in
            withSolverBuffers(\.wide) { ws, sb in
                let lanes = SolveLanes(groups: ws.baseAddress!, peaks: pk.baseAddress!, count: ws.count)
                // Each pass compiled on its own: the relax pass's rows need no softness.
                switch (useBias, discs) {
                case (true, true): _ = Self.solvePass(lanes, order, rates, sb, BiasedPass.self, DiscsNoRefresh())
                case (true, false): _ = Self.solvePass(lanes, order, rates, sb, BiasedPass.self, NoRefresh())
                case (false, true): _ = Self.solvePass(lanes, order, rates, sb, RelaxPass.self, DiscsNoRefresh())
                case (false, false): _ = Self.solvePass(lanes, order, rates, sb, RelaxPass.self, NoRefresh())
                }
            }
        }
    }

    /// The groups a solve pass works on, and their points' peak impulses (`WidePeaks`, written
    /// only when the pass tracks them: `SoftLanes.tracksPeakImpulse`), group g's at g in both.
    struct SolveLanes {
        let groups: UnsafeMutablePointer<WideManifold>
        let peaks: UnsafeMutablePointer<WidePeaks>
        let count: Int

        /// The peaks of group `m`: worked out from `m` where they are written, so a pass that
        /// does not track them carries no pointer to them through a group.
        @inline(__always)
        func peak(of m: UnsafeMutablePointer<WideManifold>) -> UnsafeMutablePointer<WidePeaks> {
            peaks + (m - groups)
        }
    }

    /// The order a pass visits the groups in, and the team that shares it (see `solveContacts`).
    struct PassOrder {
        let backward: Bool
        let bounds: [Int]
        let team: SolverTeam?
        /// Fewer groups than this and one thread does it all.
        let minimum: Int
    }

    /// One pass over all groups `ws` (see `solveContacts`), biased or relaxing, each group
    /// refreshed first by `refresh` (see `GroupRefresh`): a generic, so each kind of pass is
    /// compiled on its own with `biased` a constant. Returns whether the refresh found a
    /// point crossed deeper than its limit.
    private static func solvePass<Pass: PassKind, Refresh: GroupRefresh>(
        _ ws: SolveLanes, _ order: PassOrder, _ rates: SoftLanes, _ sb: UnsafeMutableBufferPointer<SolverBody>,
        _: Pass.Type, _ refresh: Refresh
    ) -> Bool {
        let backward = order.backward
        if let team = order.team, ws.count >= order.minimum {
            // Each member's own note, read after they are all done.
            var notes = [Bool](repeating: false, count: Refresh.refreshes ? team.size : 0)
            notes.withUnsafeMutableBufferPointer { notes in
                inColourOrder(ws.count, backward: backward, bounds: order.bounds, team: team) { groups, member in
                    let crossed = solveGroups(ws, groups, backward: backward, rates, sb, Pass.self, refresh)
                    if Refresh.refreshes && any(crossed) { notes[member] = true }
                }
            }
            return notes.contains(true)
        }
        var crossed = LaneMask(repeating: false)
        for i in 0..<ws.count {
            let g = backward ? ws.count - 1 - i : i
            if Refresh.refreshes { crossed .|= refresh.refresh(ws.groups + g, group: g) }
            if Refresh.discsOnly {
                solve(ws.groups + g, ws, rates, sb, shared: false, Pass.self, DiscArms.self)
            } else {
                solve(ws.groups + g, ws, rates, sb, shared: false, Pass.self, AnyArms.self)
            }
        }
        return any(crossed)
    }

    /// `solve` over `groups`, back to front if `backward`, on one of several solver threads,
    /// each group refreshed first by `refresh`; returns the lanes in which it found a point
    /// crossed deeper than its limit.
    @inline(__always)
    private static func solveGroups<Pass: PassKind, Refresh: GroupRefresh>(
        _ ws: SolveLanes, _ groups: Range<Int>, backward: Bool, _ rates: SoftLanes,
        _ sb: UnsafeMutableBufferPointer<SolverBody>, _ pass: Pass.Type, _ refresh: Refresh
    ) -> LaneMask {
        var crossed = LaneMask(repeating: false)
        for i in 0..<groups.count {
            let g = backward ? groups.upperBound - 1 - i : groups.lowerBound + i
            if Refresh.refreshes { crossed .|= refresh.refresh(ws.groups + g, group: g) }
            if Refresh.discsOnly {
                solve(ws.groups + g, ws, rates, sb, shared: true, pass, DiscArms.self)
            } else {
                solve(ws.groups + g, ws, rates, sb, shared: true, pass, AnyArms.self)
            }
        }
        return crossed
    }

    /// One iteration over the four manifolds of group `m`, one of `ws`, the one-point normal
    /// row's lever arms as `Arms` has them.
    @inline(__always)
    private static func solve<Pass: PassKind, Arms: LeverArms>(
        _ m: UnsafeMutablePointer<WideManifold>, _ ws: SolveLanes, _ rates: SoftLanes,
        _ sb: UnsafeMutableBufferPointer<SolverBody>, shared: Bool, _ pass: Pass.Type, _ arms: Arms.Type
    ) {
        var a = LaneVelocities(sb, m.pointee.bodyA), b = LaneVelocities(sb, m.pointee.bodyB)
        if m.pointee.anyHasTwoPoints {
            solveNormals(m, ws, rates, &a, &b, biased: Pass.biased)
            solveFriction(m.pointer(to: \.p0)!, m.pointee.isSpeculative0.mask, m, &a, &b)
            solveFriction(m.pointer(to: \.p1)!, m.pointee.isSpeculative1.mask, m, &a, &b)
        } else {
            // The one-point normal row, written out here: as a function of its own, the biased
            // pass's copy stayed out of line despite `@inline(__always)`, its velocities passed
            // through memory, and that pass ran 16-19 % slower than the relax pass on the piles.
            let biased = Pass.biased
            let nx = m.pointee.normalX, ny = m.pointee.normalY
            let p = m.pointer(to: \.p0)!
            let r = rates.row(
                p.pointee.separation, rates.group(m.pointee.isStatic.mask, biased: biased), biased: biased)
            let vn = Arms.normalSpeed(p, nx, ny, a, b)
            let λ = p.pointee.normalImpulse
            let x = laneMax(λ + (-p.pointee.normalMass * r.massScale * (vn + r.bias) - r.impulseScale * λ), .zero)
            let d = x - λ
            Arms.applyNormal(nx * d, ny * d, p, m, &a, &b)
            p.pointee.normalImpulse = x
            if rates.tracksPeakImpulse {
                let peak = ws.peak(of: m)
                peak.pointee.p0 = laneMax(peak.pointee.p0, x)
            }
            solveFriction(p, m.pointee.isSpeculative0.mask, m, &a, &b)
        }
        store(a, b, m, sb, shared: shared)
    }

    /// Writes group `m`'s velocities back: on solver threads (`shared`) only those of bodies
    /// that can move (see `LaneVelocities.storeMoving`).
    @inline(__always)
    private static func store(
        _ a: LaneVelocities, _ b: LaneVelocities, _ m: UnsafeMutablePointer<WideManifold>,
        _ sb: UnsafeMutableBufferPointer<SolverBody>, shared: Bool
    ) {
        if shared {
            a.storeMoving(sb, m.pointee.bodyA, mass: m.pointee.massA, inertia: m.pointee.inertiaA)
            b.storeMoving(sb, m.pointee.bodyB, mass: m.pointee.massB, inertia: m.pointee.inertiaB)
        } else {
            a.store(sb, m.pointee.bodyA)
            b.store(sb, m.pointee.bodyB)
        }
    }

    /// The normal impulses of manifolds of up to two points: both together where the 2 × 2
    /// block is well conditioned, else one after the other.
    @inline(__always)
    private static func solveNormals(
        _ m: UnsafeMutablePointer<WideManifold>, _ ws: SolveLanes, _ rates: SoftLanes,
        _ a: inout LaneVelocities, _ b: inout LaneVelocities, biased: Bool
    ) {
        let nx = m.pointee.normalX, ny = m.pointee.normalY
        let g = rates.group(m.pointee.isStatic.mask, biased: biased)
        let p = m.pointer(to: \.p0)!, q = m.pointer(to: \.p1)!
        let r1 = rates.row(p.pointee.separation, g, biased: biased)
        let r2 = rates.row(q.pointee.separation, g, biased: biased)
        // The lever arms' moments about the normal (r × n), which K, the normal speeds and
        // the impulses' turns all use: (vB + ωB×rB − vA − ωA×rA)·n = (vB − vA)·n + ωB·(rB×n)
        // − ωA·(rA×n), the linear part shared by both points.
        let a1 = p.pointee.rAx * ny - p.pointee.rAy * nx, b1 = p.pointee.rBx * ny - p.pointee.rBy * nx
        let a2 = q.pointee.rAx * ny - q.pointee.rAy * nx, b2 = q.pointee.rBx * ny - q.pointee.rBy * nx
        let linear = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny
        let vn1 = linear + b.w * b1 - a.w * a1, vn2 = linear + b.w * b2 - a.w * a2
        let mass = m.pointee.massA + m.pointee.massB
        let iA = m.pointee.inertiaA, iB = m.pointee.inertiaB
        let k11 = mass + iA * a1 * a1 + iB * b1 * b1
        let k12 = mass + iA * a1 * a2 + iB * b1 * b2
        let k22 = mass + iA * a2 * a2 + iB * b2 * b2
        let λ1 = p.pointee.normalImpulse, λ2 = q.pointee.normalImpulse
        let useBlock = m.pointee.hasTwoPoints.mask .& (k11 * k11 .< 1000 * (k11 * k22 - k12 * k12))
        var x1 = Lanes(), x2 = Lanes()
        if !all(useBlock) {
            if biased {
                // Out of line: see `solveInTurn`.
                var turn = PointsInTurn(vn1: vn1, vn2: vn2, k12: k12)
                solveInTurn(m, rates, &turn)
                (x1, x2) = (turn.x1, turn.x2)
            } else {
                // One point after the other: the second sees the first's impulse through k12.
                x1 = laneMax(
                    λ1 + (-p.pointee.normalMass * r1.massScale * (vn1 + r1.bias) - r1.impulseScale * λ1), .zero)
                let vn2s = vn2 + k12 * (x1 - λ1)
                x2 = laneMax(
                    λ2 + (-q.pointee.normalMass * r2.massScale * (vn2s + r2.bias) - r2.impulseScale * λ2), .zero)
            }
        }
        if any(useBlock) {
            let q1 = vn1 + r1.bias - (k11 * λ1 + k12 * λ2)
            let q2 = vn2 + r2.bias - (k12 * λ1 + k22 * λ2)
            let (c1, c2) = complementarity(
                k11 * r1.inverseMassScale, k12, k22 * r2.inverseMassScale, q1, q2, needed: useBlock)
            x1.replace(with: c1, where: useBlock)
            x2.replace(with: c2, where: useBlock)
        }
        // Both points' impulses at once: along the shared normal, with the lever arms'
        // moments about it (a1, a2, b1, b2) already at hand from K.
        let d1 = x1 - λ1, d2 = x2 - λ2
        let d = d1 + d2
        push(nx * d, ny * d, turnA: a1 * d1 + a2 * d2, turnB: b1 * d1 + b2 * d2, m, &a, &b)
        p.pointee.normalImpulse = x1
        q.pointee.normalImpulse = x2
        if rates.tracksPeakImpulse {
            let peak = ws.peak(of: m)
            peak.pointee.p0 = laneMax(peak.pointee.p0, x1)
            peak.pointee.p1 = laneMax(peak.pointee.p1, x2)
        }
    }

    /// The biased pass's normal impulses of group `m`'s points one after the other
    /// (`turn.x1`, `turn.x2`; the second sees the first's impulse through k12), from the
    /// normal speeds and K's coupling in `turn`: for its lanes of one point, or whose block is
    /// nearly singular (see `solveNormals`). Out of line, with the lanes passed by address:
    /// few groups of a box scene have such a lane (a pyramid's: 6 of 3 700), and written in
    /// the pass, its rows' softness was worked out a lane at a time and the pass ran 8
    /// instructions a group more (cachegrind). The relax pass's copy stays inline: outlined,
    /// that pass ran 9 more.
    @inline(never)
    private static func solveInTurn(
        _ m: UnsafeMutablePointer<WideManifold>, _ rates: SoftLanes, _ turn: inout PointsInTurn
    ) {
        let g = rates.group(m.pointee.isStatic.mask, biased: true)
        let p = m.pointer(to: \.p0)!, q = m.pointer(to: \.p1)!
        let r1 = rates.row(p.pointee.separation, g, biased: true)
        let r2 = rates.row(q.pointee.separation, g, biased: true)
        let λ1 = p.pointee.normalImpulse, λ2 = q.pointee.normalImpulse
        let x1 = laneMax(
            λ1 + (-p.pointee.normalMass * r1.massScale * (turn.vn1 + r1.bias) - r1.impulseScale * λ1), .zero)
        let vn2s = turn.vn2 + turn.k12 * (x1 - λ1)
        turn.x1 = x1
        turn.x2 = laneMax(
            λ2 + (-q.pointee.normalMass * r2.massScale * (vn2s + r2.bias) - r2.impulseScale * λ2), .zero)
    }

    /// What `solveInTurn` reads beyond the group, and its answer.
    struct PointsInTurn {
        var vn1: Lanes, vn2: Lanes, k12: Lanes
        var x1 = Lanes(), x2 = Lanes()
    }

    /// Coulomb friction at one point of each lane: the tangent impulse is held within
    /// ±μ·(normal impulse); none across a gap.
    @inline(__always)
    private static func solveFriction(
        _ p: UnsafeMutablePointer<WidePoint>, _ isSpeculative: LaneMask, _ m: UnsafeMutablePointer<WideManifold>,
        _ a: inout LaneVelocities, _ b: inout LaneVelocities
    ) {
        let nx = m.pointee.normalX, ny = m.pointee.normalY
        let tx = -ny, ty = nx
        // The lever arms' moments about the tangent: r × t = r·n.
        let at = p.pointee.rAx * nx + p.pointee.rAy * ny, bt = p.pointee.rBx * nx + p.pointee.rBy * ny
        let vt = (b.vx - a.vx) * tx + (b.vy - a.vy) * ty + b.w * bt - a.w * at
        let limit = m.pointee.friction * p.pointee.normalImpulse
        let τ = p.pointee.tangentImpulse
        var total = laneMin(laneMax(τ - p.pointee.tangentMass * vt, -limit), limit)
        total.replace(with: τ, where: isSpeculative)
        let d = total - τ
        push(tx * d, ty * d, turnA: at * d, turnB: bt * d, m, &a, &b)
        p.pointee.tangentImpulse = total
    }

    /// Each lane's normal speed at the point: (vB + ωB×rB − vA − ωA×rA)·n.
    @inline(__always)
    private static func normalSpeed(
        _ p: UnsafeMutablePointer<WidePoint>, _ nx: Lanes, _ ny: Lanes, _ a: LaneVelocities, _ b: LaneVelocities
    ) -> Lanes {
        let (dvx, dvy) = relativeVelocity(p, a, b)
        return dvx * nx + dvy * ny
    }

    @inline(__always)
    private static func relativeVelocity(
        _ p: UnsafeMutablePointer<WidePoint>, _ a: LaneVelocities, _ b: LaneVelocities
    ) -> (Lanes, Lanes) {
        let rAx = p.pointee.rAx, rAy = p.pointee.rAy, rBx = p.pointee.rBx, rBy = p.pointee.rBy
        return (b.vx - b.w * rBy - a.vx + a.w * rAy, b.vy + b.w * rBx - a.vy - a.w * rAx)
    }

    /// Applies impulse (px, py) to B and its opposite to A at the point's lever arms.
    @inline(__always)
    private static func apply(
        _ px: Lanes, _ py: Lanes, _ p: UnsafeMutablePointer<WidePoint>, _ m: UnsafeMutablePointer<WideManifold>,
        _ a: inout LaneVelocities, _ b: inout LaneVelocities
    ) {
        push(
            px, py, turnA: p.pointee.rAx * py - p.pointee.rAy * px, turnB: p.pointee.rBx * py - p.pointee.rBy * px, m,
            &a, &b)
    }

    /// Applies impulse (px, py) to B and its opposite to A, whose moments about the bodies'
    /// centres are `turnB` and −`turnA` (r × P at the lever arms).
    @inline(__always)
    private static func push(
        _ px: Lanes, _ py: Lanes, turnA: Lanes, turnB: Lanes, _ m: UnsafeMutablePointer<WideManifold>,
        _ a: inout LaneVelocities, _ b: inout LaneVelocities
    ) {
        let massA = m.pointee.massA, massB = m.pointee.massB
        a.vx -= px * massA
        a.vy -= py * massA
        a.w -= turnA * m.pointee.inertiaA
        b.vx += px * massB
        b.vy += py * massB
        b.w += turnB * m.pointee.inertiaB
    }

    /// The lever arms of any pair: a normal impulse turns each body by r × P.
    fileprivate enum AnyArms: LeverArms {
        @inline(__always)
        static func normalSpeed(
            _ p: UnsafeMutablePointer<WidePoint>, _ nx: Lanes, _ ny: Lanes, _ a: LaneVelocities, _ b: LaneVelocities
        ) -> Lanes {
            StepWorld.normalSpeed(p, nx, ny, a, b)
        }

        @inline(__always)
        static func applyNormal(
            _ px: Lanes, _ py: Lanes, _ p: UnsafeMutablePointer<WidePoint>, _ m: UnsafeMutablePointer<WideManifold>,
            _ a: inout LaneVelocities, _ b: inout LaneVelocities
        ) {
            apply(px, py, p, m, &a, &b)
        }

        @inline(__always)
        static func warmStart(
            _ λ: Lanes, _ τ: Lanes, _ nx: Lanes, _ ny: Lanes, _ p: UnsafeMutablePointer<WidePoint>,
            _ m: UnsafeMutablePointer<WideManifold>, _ a: inout LaneVelocities, _ b: inout LaneVelocities
        ) {
            apply(nx * λ + -ny * τ, ny * λ + nx * τ, p, m, &a, &b)
        }
    }

    /// The lever arms of a pass whose every group is discs' only (`GroupRefresh.discsOnly`):
    /// each lane two discs, a disc and a boundary, or empty, of one point, whose lever arms lie
    /// along the normal (the narrow phase makes a circle's point on the line through its
    /// centre, and the refresh keeps it there: `reaimDiscPairs`). So r × n is 0 but for
    /// rounding, and a normal impulse turns neither body: the normal row and the warm start
    /// leave that turn out, and only the tangent impulse turns a disc, by (r·n)·τ (r × t, with
    /// t = (−n_y, n_x)), as the friction row turns it. A frictionless disc never turns, and
    /// the disc piles' solve and relax ran 10-17 % faster. (The kinds are one kernel's two
    /// instances, chosen per pass: as a branch inside it the box passes' two-point row went out
    /// of line, the pyramid's solve 18 % slower; as a kernel of the disc row alone, its lanes
    /// were worked out one by one.)
    fileprivate enum DiscArms: LeverArms {
        @inline(__always)
        static func normalSpeed(
            _ p: UnsafeMutablePointer<WidePoint>, _ nx: Lanes, _ ny: Lanes, _ a: LaneVelocities, _ b: LaneVelocities
        ) -> Lanes {
            (b.vx - a.vx) * nx + (b.vy - a.vy) * ny
        }

        @inline(__always)
        static func applyNormal(
            _ px: Lanes, _ py: Lanes, _ p: UnsafeMutablePointer<WidePoint>, _ m: UnsafeMutablePointer<WideManifold>,
            _ a: inout LaneVelocities, _ b: inout LaneVelocities
        ) {
            let massA = m.pointee.massA, massB = m.pointee.massB
            a.vx -= px * massA
            a.vy -= py * massA
            b.vx += px * massB
            b.vy += py * massB
        }

        @inline(__always)
        static func warmStart(
            _ λ: Lanes, _ τ: Lanes, _ nx: Lanes, _ ny: Lanes, _ p: UnsafeMutablePointer<WidePoint>,
            _ m: UnsafeMutablePointer<WideManifold>, _ a: inout LaneVelocities, _ b: inout LaneVelocities
        ) {
            let at = p.pointee.rAx * nx + p.pointee.rAy * ny, bt = p.pointee.rBx * nx + p.pointee.rBy * ny
            push(nx * λ + -ny * τ, ny * λ + nx * τ, turnA: at * τ, turnB: bt * τ, m, &a, &b)
        }
    }
}

/// How a solve pass's one-point normal rows and its warm start have an impulse act at a
/// point's lever arms (see `StepWorld.AnyArms`, `StepWorld.DiscArms`).
private protocol LeverArms {
    /// The lanes' normal relative velocity at point `p`: (vB + ωB×rB − vA − ωA×rA)·n.
    static func normalSpeed(
        _ p: UnsafeMutablePointer<WidePoint>, _ nx: Lanes, _ ny: Lanes, _ a: LaneVelocities, _ b: LaneVelocities
    ) -> Lanes
    /// Applies normal impulse (px, py) to B and its opposite to A at point `p`.
    static func applyNormal(
        _ px: Lanes, _ py: Lanes, _ p: UnsafeMutablePointer<WidePoint>, _ m: UnsafeMutablePointer<WideManifold>,
        _ a: inout LaneVelocities, _ b: inout LaneVelocities
    )
    /// Re-applies normal impulse λ and tangent impulse τ at point `p` (the warm start).
    static func warmStart(
        _ λ: Lanes, _ τ: Lanes, _ nx: Lanes, _ ny: Lanes, _ p: UnsafeMutablePointer<WidePoint>,
        _ m: UnsafeMutablePointer<WideManifold>, _ a: inout LaneVelocities, _ b: inout LaneVelocities
    )
}
