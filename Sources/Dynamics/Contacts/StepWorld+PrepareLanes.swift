extension StepWorld {
    /// Where `prepareContacts` writes one manifold: lane `lane` of group `solve` (what the
    /// solve passes read) and of `anchors` (what the refresh reads).
    struct LaneTarget {
        let solve: UnsafeMutablePointer<WideManifold>
        let anchors: UnsafeMutablePointer<WideAnchors>
        let lane: Int
    }

    /// Sets up the points of constraint `c` (with `prepare`) and writes the manifold straight
    /// into its lane, with no lane source (a copy of the whole manifold) in between: a
    /// manifold of one point leaves its second point's lanes (solve and anchors) as they are.
    /// Returns the points' crossing limits (∞ for an absent second point). Only a manifold
    /// that can bounce (`bounces`: restitution above 0) keeps its points' closing speeds; the
    /// others keep 0, as nothing reads them. `shifts`: where the pair's lever arms meet as its
    /// bodies move (see `leverShifts`). The bodies `a` and `b` are read where they lie: their
    /// velocities only for a manifold that bounces. `keepsImpulses`: the lane holds the same
    /// points' impulses from the last pass (see `ContactWorld.warmInLanes`), which stay as they
    /// are; `warm` is then not read.
    @inline(__always)
    static func prepareLane(
        _ c: UnsafeMutablePointer<ContactConstraint>, _ a: UnsafePointer<SolverBody>, _ b: UnsafePointer<SolverBody>,
        inertia: (a: Double, b: Double), reach: Double, warm: WarmImpulses?, keepsImpulses: Bool, bounces: Bool,
        shifts: (Double, Double), into t: LaneTarget
    ) -> (Double, Double) {
        let isBoundary = c.pointee.b < 0
        let frame = PointFrame(
            a: c.pointee.a, solverB: c.pointee.solverB, normal: c.pointee.normal, friction: c.pointee.friction)
        let two = c.pointee.pointCount > 1
        let m = t.solve, l = t.lane
        m.pointee.bodyA[l] = Int32(truncatingIfNeeded: frame.a)
        m.pointee.bodyB[l] = Int32(truncatingIfNeeded: frame.solverB)
        m.pointee.normalX[l] = frame.normal.dx
        m.pointee.normalY[l] = frame.normal.dy
        m.pointee.friction[l] = frame.friction
        let massA = a.pointee.inverseMass, inertiaA = inertia.a
        let massB = b.pointee.inverseMass, inertiaB = inertia.b
        m.pointee.massA[l] = massA
        m.pointee.inertiaA[l] = inertiaA
        m.pointee.massB[l] = massB
        m.pointee.inertiaB[l] = inertiaB
        m.pointee.hasTwoPoints[l] = two
        WideAnchors.setShifts(t.anchors, l, shifts)
        let discSide = WideAnchors.isDiscSide(shifts)
        // Lane 0 is a group's first lane written in the pass (see `WideLayout.Placer`): it
        // sets the group's Bools, which `startWide` then need not clear group by group.
        if l == 0 {
            m.pointee.anyHasTwoPoints = two
            m.pointee.hasDiscSide = discSide
            m.pointee.massesFollow = false
        } else {
            if two { m.pointee.anyHasTwoPoints = true }
            if discSide { m.pointee.hasDiscSide = true }
        }
        let p0 = c.pointer(to: \.p0)!
        m.pointee.isSpeculative0[l] = preparePoint(
            p0, frame, a, b, isBoundary, warm, keepsImpulses, bounces, into: m.pointer(to: \.p0)!, l)
        let limit0 = crossingLimit(p0.pointee, reach)
        WideAnchors.Point.set(
            t.anchors.pointer(to: \.p0)!, l, anchorA: p0.pointee.anchorA, anchorB: p0.pointee.anchorB,
            baseSeparation: p0.pointee.baseSeparation,
            limit: limit0)
        WideAnchors.setDiscPair(t.anchors, l, shifts, anchorA: p0.pointee.anchorA, anchorB: p0.pointee.anchorB)
        // Its group holds manifolds of one point only, or was emptied whole: no reader looks at
        // its second points' lanes (see `WideLayout`).
        guard two else {
            if shifts.0 == 0 || shifts.1 == 0 { markCorner(c, shifts, limit: limit0, t) }
            return (limit0, .infinity)
        }
        let p1 = c.pointer(to: \.p1)!
        m.pointee.isSpeculative1[l] = preparePoint(
            p1, frame, a, b, isBoundary, warm, keepsImpulses, bounces, into: m.pointer(to: \.p1)!, l)
        let limit1 = crossingLimit(p1.pointee, reach)
        WideAnchors.Point.set(
            t.anchors.pointer(to: \.p1)!, l, anchorA: p1.pointee.anchorA, anchorB: p1.pointee.anchorB,
            baseSeparation: p1.pointee.baseSeparation,
            limit: limit1)
        return (limit0, limit1)
    }

    /// For a disc against another shape (`shifts` 0 or 2) whose lane `prepareLane` just wrote
    /// (`t`, crossing limit `limit`): if the contact is at a corner (`isCorner`), marks the
    /// lane so (`discOnCornerA`, `discOnCornerB`) and writes the anchors it is re-aimed with
    /// (see `cornerAnchors`). Out of line, after `prepareLane`: asked only for such pairs, so
    /// neither the prepare loop nor `prepareLane` grows for the rest.
    @inline(never)
    static func markCorner(
        _ c: UnsafeMutablePointer<ContactConstraint>, _ shifts: (Double, Double), limit: Double, _ t: LaneTarget
    ) {
        guard isCorner(pointCount: c.pointee.pointCount, id: c.pointee.p0.id) else { return }
        let discIsA = shifts.0 == 0
        WideAnchors.setShifts(t.anchors, t.lane, cornerShifts(shifts))
        let still = Vector(dx: 1, dy: 0)
        let (anchorA, anchorB, base) = cornerAnchors(
            anchorA: c.pointee.p0.anchorA, anchorB: c.pointee.p0.anchorB, normal: c.pointee.normal,
            separation: c.pointee.p0.baseSeparation, discIsA: discIsA, .zero, still, .zero, still)
        WideAnchors.Point.set(
            t.anchors.pointer(to: \.p0)!, t.lane, anchorA: anchorA, anchorB: anchorB, baseSeparation: base,
            limit: limit)
    }

    /// One point set up (see `solverPoint`) and written into lane `l` of `w`, but for its
    /// effective masses (`setLaneMasses` works them out four lanes at once); returns whether it
    /// is speculative. Of what it found, `p` keeps only what is read before the solved lanes
    /// are copied over it (`keepSolvedLanes`): whether it is speculative (touch events) and its
    /// closing speed (bounces; worked out only when it `bounces`, else 0), both in the part of
    /// the point preparing reads anyway (see `ContactPoint`). The lever arms, separation and
    /// impulses would take lines more.
    @inline(__always)
    private static func preparePoint(
        _ p: UnsafeMutablePointer<ContactPoint>, _ c: PointFrame, _ a: UnsafePointer<SolverBody>,
        _ b: UnsafePointer<SolverBody>, _ isBoundary: Bool, _ warm: WarmImpulses?, _ keepsImpulses: Bool,
        _ bounces: Bool, into w: UnsafeMutablePointer<WidePoint>, _ l: Int
    ) -> Bool {
        let point = massless(p, c, isBoundary, warm)
        p.pointee.isSpeculative = point.isSpeculative
        p.pointee.relativeVelocity = bounces ? relativeVelocity(point, a.pointee, b.pointee).dot(c.normal) : 0
        w.pointee.rAx[l] = point.rA.dx
        w.pointee.rAy[l] = point.rA.dy
        w.pointee.rBx[l] = point.rB.dx
        w.pointee.rBy[l] = point.rB.dy
        w.pointee.separation[l] = point.separation
        guard !keepsImpulses else { return point.isSpeculative }
        w.pointee.normalImpulse[l] = point.normalImpulse
        w.pointee.tangentImpulse[l] = point.tangentImpulse
        return point.isSpeculative
    }

    /// Sets the effective masses of every point of group `m` from the lever arms
    /// `prepareLane` wrote (see `setMasses(_:_:exists:)`), four lanes at once. A lane with no
    /// second point (empty, or a group of manifolds of one point) gets none: a group with no
    /// second point is left as it is, as `prepareLane` leaves it (see `WideLayout`).
    /// Also what four lanes take as cheaply as one: whether a lane's pair has a body that
    /// cannot move (`isStatic`, from the inverse masses `prepareLane` wrote; an empty lane's
    /// are all 0, so it is one, which changes nothing: its masses and impulses are 0).
    /// `prepareContacts` calls it for each group as soon as its lanes are all written (its last
    /// lane, or for a padded group after the loop): the group is then still in a near cache,
    /// where a pass of its own over every group read them all back from memory. (Setting the
    /// masses a few groups later, once the lanes' one-by-one stores had landed, measured no
    /// faster.)
    /// Last, the group's `armTolerance`, from the lever arms as prepared (`world`: the static
    /// world's solver-body index, a boundary's or an empty lane's body B).
    @inline(__always)
    static func setLaneMasses(_ m: UnsafeMutablePointer<WideManifold>, world: Int32) {
        m.pointee.armTolerance = armTolerance(m, world: world)
        m.pointee.isStatic = LaneFlags(
            isStatic(
                massA: m.pointee.massA, inertiaA: m.pointee.inertiaA, massB: m.pointee.massB,
                inertiaB: m.pointee.inertiaB))
        setMasses(m.pointer(to: \.p0)!, m, exists: LaneMask(repeating: true))
        guard m.pointee.anyHasTwoPoints else { return }
        setMasses(m.pointer(to: \.p1)!, m, exists: m.pointee.hasTwoPoints.mask)
    }

    /// The squared `massTolerance` × the shortest lever arm, as prepared, of any point of a
    /// pair of items in group `m` (∞ with none; a boundary's or an empty lane's body B is
    /// `world`): the group's `WideManifold.armTolerance`. A pair's arms are its anchors then.
    @inline(__always)
    static func armTolerance(_ m: UnsafePointer<WideManifold>, world: Int32) -> Double {
        @inline(__always) func shortest(_ p: UnsafePointer<WidePoint>) -> Lanes {
            laneMin(
                p.pointee.rAx * p.pointee.rAx + p.pointee.rAy * p.pointee.rAy,
                p.pointee.rBx * p.pointee.rBx + p.pointee.rBy * p.pointee.rBy)
        }
        var arm = shortest(m.pointer(to: \.p0)!)
        if m.pointee.anyHasTwoPoints {
            let second = shortest(m.pointer(to: \.p1)!)
            arm = laneMin(arm, second.replacing(with: .infinity, where: .!m.pointee.hasTwoPoints.mask))
        }
        let alone = SIMD4<Int64>(truncatingIfNeeded: m.pointee.bodyB) .== SIMD4<Int64>(repeating: Int64(world))
        return massTolerance * massTolerance * arm.replacing(with: .infinity, where: alone).min()
    }

    /// Lane by lane: body A or body B cannot move (inverse mass and inertia both 0), as
    /// `solverPoint` sets `SolverPoint.isStatic`.
    @inline(__always)
    static func isStatic(massA: Lanes, inertiaA: Lanes, massB: Lanes, inertiaB: Lanes) -> LaneMask {
        let zero = Lanes()
        return ((massA .== zero) .& (inertiaA .== zero)) .| ((massB .== zero) .& (inertiaB .== zero))
    }
}
