extension StepWorld {
    /// Sets up the constraints from index `first` on, just made by `recollide`: their points
    /// for the solver (as `prepareContacts` does, with the impulses `remembered` for their pair
    /// and feature), their crossing limits, and their anchors and base separations moved to
    /// the start of the pass (see `rebase`). Returns the new points, in order; they are
    /// numbered on from the pass's (`contacts.pointOwner`) and added to `contacts.points` only
    /// when that is laid out (`unpackWide`), as until then the lanes hold every point's state.
    mutating func prepareFresh(from first: Int, _ remembered: RememberedImpulses) -> [SolverPoint] {
        assert(!contacts.pointsAreLaidOut || contacts.points.count == contacts.pointOwner.count)
        let world = bodies.count
        var constraints = contacts.constraints
        contacts.constraints = []
        let end = constraints.count
        var slots = KeyTable()
        swap(&slots, &contacts.motionSlots)
        var motions = BodyMotions(self, bodies: 2 * (end - first), reusing: consume slots)
        defer { contacts.motionSlots = motions.slots }
        // The points counted first, so the lists are made at their size and written through
        // pointers: appended one by one, each append checked the list for sharing and room.
        let pointCount = constraints.withUnsafeBufferPointer { cs in
            (first..<end).reduce(0) { $0 + (cs[$1].pointCount > 1 ? 2 : 1) }
        }
        let pointBase = contacts.pointOwner.count
        var limits = [Double](repeating: 0, count: pointCount)
        var owners = [Int32](repeating: 0, count: pointCount)
        var hasRestitution = false
        let radii = contacts.radii, sizes = bodies.size, share = contacts.crossingShare
        let points = [SolverPoint](unsafeUninitializedCapacity: pointCount) { points, written in
            withBuffers(&constraints, &limits, &owners) { cs, limits, owners in
                withReadBuffers(radii, sizes) { radii, sizes in
                    // Each constraint set up in place: a whole one is 216 bytes.
                    for k in first..<end {
                        let c = cs.baseAddress! + k
                        let a = c.pointee.a, b = c.pointee.b
                        let isBoundary = b < 0
                        let solverB = isBoundary ? world : b
                        c.pointee.solverB = solverB
                        c.pointee.firstPoint = pointBase + written
                        let bodyA = contactBody(a), bodyB = contactBody(solverB)
                        let warm = remembered[c.pointee.key]
                        let reach = share * Self.smallestSide(a, b, sizes)
                        let frame = PointFrame(
                            a: a, solverB: solverB, normal: c.pointee.normal, friction: c.pointee.friction)
                        let pointCount = c.pointee.pointCount
                        (points.baseAddress! + written).initialize(
                            to: Self.prepare(&c.pointee.p0, frame, bodyA, bodyB, isBoundary, warm))
                        limits[written] = Self.crossingLimit(c.pointee.p0, reach)
                        owners[written] = Int32(k)
                        written += 1
                        if pointCount > 1 {
                            (points.baseAddress! + written).initialize(
                                to: Self.prepare(&c.pointee.p1, frame, bodyA, bodyB, isBoundary, warm))
                            limits[written] = Self.crossingLimit(c.pointee.p1, reach)
                            owners[written] = Int32(k)
                            written += 1
                        }
                        let motionA = motions(a), motionB = b >= 0 ? motions(b) : motionA
                        let corner = Self.isCorner(pointCount: pointCount, id: c.pointee.p0.id)
                        let shifts = Self.leverShifts(a, b, corner: corner, radii: radii)
                        let normal = c.pointee.normal
                        Self.rebase(&c.pointee.p0, b, normal, motionA, motionB, shifts)
                        if pointCount > 1 { Self.rebase(&c.pointee.p1, b, normal, motionA, motionB, shifts) }
                        if c.pointee.restitution > 0 { hasRestitution = true }
                    }
                }
            }
        }
        contacts.constraints = constraints
        contacts.crossingLimit.append(contentsOf: limits)
        contacts.pointOwner.append(contentsOf: owners)
        if hasRestitution { contacts.hasRestitution = true }
        if contacts.pointsAreLaidOut { contacts.points.append(contentsOf: points) }
        return points
    }

    /// Rewrites a point made now as if made at the start of the pass, for `refreshContacts`,
    /// which carries each anchor with its body's travel and turn since then (d, R) and takes
    /// the separation as base + (movedB − movedA)·n, moved = d + R·anchor − anchor, and a
    /// pair's lever arms as anchorA + shiftA·(dB − dA)/2 and anchorB − shiftB·(dB − dA)/2
    /// (`shifts`: see `leverShifts`). A pair's anchors are shifted back by as much, so the
    /// lever arms come out as made and still meet at one point; an item's anchor against a
    /// boundary is turned back by its turn; two discs' contact, and a disc's on a corner, is
    /// rebased for its re-aiming (`reaimDiscPairs`, `cornerAnchors`). The base separation then makes the separation
    /// come out as made. `bodyB` is the constraint's B (< 0: a boundary), `normal` its normal;
    /// `a` and `b` are the bodies' motions (see `BodyMotions`; `b` unused against a boundary).
    private static func rebase(
        _ p: inout ContactPoint, _ bodyB: Int, _ normal: Vector, _ a: (Vector, Vector), _ b: (Vector, Vector),
        _ shifts: (Double, Double)
    ) {
        // The separation as made, now, before the base is moved back.
        let made = p.baseSeparation
        let (dA, turnA) = a
        if bodyB < 0 {
            let back = Self.turn(p.anchorA, back: turnA)
            let movedA = dA + p.anchorA - back
            p.baseSeparation = made + movedA.dot(normal)
            p.anchorA = back
            return
        }
        let (dB, turnB) = b
        let half = (dB - dA) * 0.5
        if shifts.0 >= discOnCornerA {
            // A disc on a corner, which the refresh re-aims about it (see `cornerAnchors`).
            let (anchorA, anchorB, base) = cornerAnchors(
                anchorA: p.anchorA, anchorB: p.anchorB, normal: normal, separation: made,
                discIsA: shifts.0 == discOnCornerA, dA, turnA, dB, turnB)
            p.anchorA = anchorA
            p.anchorB = anchorB
            p.baseSeparation = base
            return
        }
        if shifts.0 == discPairShift {
            // Two discs, which the refresh re-aims: anchors shifted back by half the relative
            // travel each (their difference is then the line of centres at the start of the
            // pass), and a base from which base + |D| − |anchorA − anchorB| is the gap as made.
            let anchorA = p.anchorA - half, anchorB = p.anchorB + half
            p.baseSeparation = made - (p.anchorA - p.anchorB).length + (anchorA - anchorB).length
            p.anchorA = anchorA
            p.anchorB = anchorB
            return
        }
        let anchorA = p.anchorA - half * shifts.0, anchorB = p.anchorB + half * shifts.1
        let movedA = dA + Self.turn(anchorA, by: turnA) - anchorA
        let movedB = dB + Self.turn(anchorB, by: turnB) - anchorB
        p.baseSeparation = made - (movedB - movedA).dot(normal)
        p.anchorA = anchorA
        p.anchorB = anchorB
    }
}

/// The bodies' travel and turn, as (cos, sin), since the contacts were prepared, each worked
/// out once for a `prepareFresh` call: a body re-collided meets several others, and each of
/// its contacts needs its motion (a cosine and a sine).
private struct BodyMotions {
    private let position: [Vector], start: [Vector], angle: [Double], startAngle: [Double], radii: [Double]
    /// Each body's slot in `found`; handed back after use (see `init(_:bodies:reusing:)`).
    private(set) var slots: KeyTable
    private var found: [(Vector, Vector)] = []

    /// Ready for at most `count` different bodies of `world`, filed in `table`'s storage
    /// (emptied first), a table an earlier call handed back.
    init(_ world: StepWorld, bodies count: Int, reusing table: consuming KeyTable) {
        slots = table
        position = world.bodies.position
        start = world.contacts.startPositions
        angle = world.bodies.angle
        startAngle = world.contacts.startAngles
        radii = world.contacts.radii
        slots.reset(capacity: count)
    }

    /// Body `i`'s travel and turn.
    mutating func callAsFunction(_ i: Int) -> (Vector, Vector) {
        if let slot = slots.lookup(UInt64(i)) { return found[Int(slot)] }
        let motion = (
            position[i] - start[i],
            StepWorld.rotation(by: StepWorld.carriedTurn(angle[i] - startAngle[i], radius: radii[i]))
        )
        slots.insert(UInt64(i), Int32(truncatingIfNeeded: found.count))
        found.append(motion)
        return motion
    }
}
