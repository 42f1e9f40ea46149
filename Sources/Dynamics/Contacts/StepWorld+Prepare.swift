extension StepWorld {
    /// Right after the narrow phase: remembers where the bodies are, colours the manifolds,
    /// then sets up every point (lever arms, effective masses, closing speed, how deep it may
    /// cross), takes the impulses the same points ended the last collision step with, and
    /// writes it straight into its lane (see `startWide`). The one-manifold-at-a-time solver
    /// points are laid out from the lanes only when a pass needs them (`unpackWide`).
    mutating func prepareContacts() {
        // Copied into buffers of their own: sharing the bodies' would make the next position
        // update copy the whole array (and, past 128 KiB, map fresh pages every step).
        Self.copy(bodies.position, into: &contacts.startPositions)
        Self.copy(bodies.angle, into: &contacts.startAngles)
        contacts.points.removeAll(keepingCapacity: true)
        contacts.pointsAreLaidOut = false
        contacts.allDiscGroups = nil
        contacts.constraintsAreStale = false
        contacts.crossingLimit.removeAll(keepingCapacity: true)
        let warmInLanes = contacts.warmInLanes
        contacts.warmInLanes = false
        contacts.lanesHeldWarm = false
        guard hasContacts else {
            if warmInLanes { takeWarmImpulses(only: nil) }
            contacts.pointOwner.removeAll(keepingCapacity: true)
            contacts.laneSource.removeAll(keepingCapacity: true)
            return
        }
        loadSolverBodies()
        contacts.solverBodiesAreFresh = true
        let layout = colourContacts(comparingWarmKeys: warmInLanes)
        let padded = layout.paddedGroups()
        // The last pass's impulses are in its lanes (`ContactWorld.warmInLanes`). A kept
        // layout puts each manifold in the lane its pair had, and entry k of the cache is
        // constraint k's pair: a lane whose points are the same then keeps its impulses as
        // they are. But for the padded groups, which `startWide` empties first: those go
        // through the cache, as every lane does when the layout changed.
        let lanesHoldWarm = warmInLanes && contacts.layoutWasKept && contacts.warmInOrder
        contacts.lanesHeldWarm = lanesHoldWarm
        if warmInLanes { takeWarmImpulses(only: lanesHoldWarm ? padded : nil) }
        contacts.pointOwner.removeAll(keepingCapacity: true)
        contacts.laneSource.removeAll(keepingCapacity: true)
        startWide(layout, padded: padded)
        let world = bodies.count
        var constraints = contacts.constraints, warm = contacts.warm
        var limits = contacts.crossingLimit, owner = contacts.pointOwner, source = contacts.laneSource
        var wide = contacts.wide, anchors = contacts.wideAnchors
        contacts.constraints = []
        contacts.warm = WarmCache()
        contacts.crossingLimit = []
        contacts.pointOwner = []
        contacts.laneSource = []
        contacts.wide = []
        contacts.wideAnchors = []
        let generation = bodies.generation, share = contacts.crossingShare
        let world32 = Int32(truncatingIfNeeded: world)
        // Placed this pass: every body in a contact has its radius (see `leverShifts`).
        if contacts.radii.count != world { contacts.radii = Array(repeating: -1, count: world) }
        let radii = contacts.radii
        limits.append(contentsOf: repeatElement(0, count: layout.pointCount))
        owner.append(contentsOf: repeatElement(0, count: layout.pointCount))
        var next = contacts.warmNext
        contacts.warmNext = WarmCache.Next()
        var hasRestitution = false
        // The same pairs in the same lanes: the cache is kept (`Next.write`'s `keeping`).
        next.write(count: constraints.count, recollided: contacts.recollided, keeping: lanesHoldWarm) { note in
            layout.placing { place in
                withReadBuffers(contacts.solverBodies, bodies.size) { sb, sizes in
                    withReadBuffers(radii, contacts.solverInertia) { radii, inertia in
                        withBuffers(&constraints, &wide, &anchors, &source) { cs, ws, an, src in
                            withBuffers(&limits, &owner) { lim, own in
                                padded.withUnsafeBufferPointer { pad in
                                    var first = 0
                                    // Taken once: in the loop each would be unwrapped again.
                                    let c0 = cs.baseAddress!, w0 = ws.baseAddress!, a0 = an.baseAddress!
                                    let sb0 = sb.baseAddress!
                                    /// Prepares every constraint. `holdsWarm` is `lanesHoldWarm`, passed as
                                    /// a constant to each of two copies of the loop, so neither tests it.
                                    /// The cache comes in as `warm`, an inout argument: the captured
                                    /// variable's lookups each took a dynamic exclusivity check (a call
                                    /// to `swift_beginAccess` and one to `swift_endAccess` per
                                    /// constraint, ~15 % of the floor-on frame's prepare stage).
                                    @inline(__always) func prepareAll(holdsWarm: Bool, _ warm: inout WarmCache) {
                                        for k in 0..<cs.count {
                                            let (g, l) = place(k)
                                            let c = c0 + k
                                            let a = c.pointee.a, b = c.pointee.b, two = c.pointee.pointCount > 1
                                            // Entry k is constraint k's when the lanes hold the impulses; a
                                            // lane whose points are the same keeps its own.
                                            var keepsImpulses = false
                                            let remembered: WarmImpulses?
                                            if holdsWarm {
                                                let own = pad[g] ? nil : UnsafePointer(w0 + g)
                                                let id0 = c.pointee.p0.id, id1 = two ? c.pointee.p1.id : .max
                                                let samePoints = warm.hasIDs(k, id0, id1)
                                                keepsImpulses = own != nil && samePoints
                                                remembered = keepsImpulses ? nil : warm.impulses(k, lane: l, of: own)
                                                // The kept cache's entry, as the note below would write it.
                                                if !samePoints { warm.setIDs(k, id0, id1) }
                                            } else {
                                                remembered = warm.lookup(
                                                    key: c.pointee.key, a: a, b: b, generation: generation)
                                                // The next warm table's entry, while the constraint is at hand
                                                // (a kept table is not written: see `Next.write`).
                                                note.set(
                                                    k, key: c.pointee.key,
                                                    owner: Int32(truncatingIfNeeded: b >= 0 ? b : world &+ a),
                                                    id0: c.pointee.p0.id, id1: two ? c.pointee.p1.id : .max)
                                            }
                                            let solverB = b < 0 ? world : b
                                            c.pointee.solverB = solverB
                                            c.pointee.firstPoint = first
                                            c.pointee.struck = false
                                            let bounces = c.pointee.restitution > 0
                                            if bounces { hasRestitution = true }
                                            let reach = share * Self.smallestSide(a, b, sizes)
                                            src[g &* laneCount &+ l] = Int32(truncatingIfNeeded: first)
                                            let target = LaneTarget(solve: w0 + g, anchors: a0 + g, lane: l)
                                            let shifts = Self.leverShifts(a, b, radii: radii)
                                            let (limit0, limit1) = Self.prepareLane(
                                                c, sb0 + a, sb0 + solverB, inertia: (inertia[a], inertia[solverB]),
                                                reach: reach, warm: remembered, keepsImpulses: keepsImpulses,
                                                bounces: bounces, shifts: shifts, into: target)
                                            lim[first] = limit0
                                            own[first] = Int32(truncatingIfNeeded: k)
                                            if two {
                                                lim[first &+ 1] = limit1
                                                own[first &+ 1] = Int32(truncatingIfNeeded: k)
                                            }
                                            first &+= c.pointee.pointCount
                                            // A bucket fills its groups' lanes in order: lane 3 written,
                                            // the group is whole (one with a lane left empty is padded).
                                            if l == laneCount &- 1 { Self.setLaneMasses(w0 + g, world: world32) }
                                        }
                                    }
                                    if lanesHoldWarm {
                                        prepareAll(holdsWarm: true, &warm)
                                    } else {
                                        prepareAll(holdsWarm: false, &warm)
                                    }
                                    for g in pad.indices where pad[g] {
                                        Self.setLaneMasses(ws.baseAddress! + g, world: world32)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        contacts.warmNext = next
        contacts.hasRestitution = hasRestitution
        contacts.constraints = constraints
        contacts.warm = warm
        contacts.crossingLimit = limits
        contacts.pointOwner = owner
        contacts.laneSource = source
        contacts.wide = wide
        contacts.wideAnchors = anchors
    }

    /// Copies the impulses the last pass left in its lanes into the warm cache (in the groups
    /// `only` marks, if given), through that pass's lane sources and point owners.
    mutating func takeWarmImpulses(only: [Bool]?) {
        contacts.warm.takeImpulses(
            fromLanes: contacts.wide, source: contacts.laneSource, owner: contacts.pointOwner, only: only)
    }

    /// Makes `target` equal to `source`, reusing `target`'s buffer.
    static func copy<T>(_ source: [T], into target: inout [T]) {
        guard target.count == source.count else {
            target.removeAll(keepingCapacity: true)
            target.append(contentsOf: source)
            return
        }
        target.withUnsafeMutableBufferPointer { t in
            source.withUnsafeBufferPointer { s in _ = t.update(fromContentsOf: s) }
        }
    }

    /// How deep a point may get before `stopTunnelling` moves it back: `reach` (the pair's
    /// `ContactWorld.crossingShare` of the smaller item's smallest side) for a point that was
    /// not overlapping when made, else no limit.
    @inline(__always)
    static func crossingLimit(_ p: ContactPoint, _ reach: Double) -> Double {
        p.baseSeparation >= -touchingSlop ? reach : .infinity
    }

    /// The smaller of the pair's smallest sides (pt); a boundary has none.
    @inline(__always)
    func smallestSide(_ c: ContactConstraint) -> Double {
        bodies.size.withUnsafeBufferPointer { Self.smallestSide(c.a, c.b, $0) }
    }

    /// The smaller of the smallest sides of bodies `a` and `b` (pt; b < 0: a boundary, which has
    /// none), their sizes read from `sizes`.
    @inline(__always)
    static func smallestSide(_ a: Int, _ b: Int, _ sizes: UnsafeBufferPointer<Size>) -> Double {
        let sizeA = sizes[a]
        let side = min(sizeA.width, sizeA.height)
        guard b >= 0 else { return side }
        let sizeB = sizes[b]
        return min(side, sizeB.width, sizeB.height)
    }

    @inline(__always)
    static func prepare(
        _ p: inout ContactPoint, _ c: ContactConstraint, _ a: ContactBody, _ b: ContactBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> SolverPoint {
        prepare(&p, PointFrame(c), a, b, isBoundary, warm)
    }

    /// Sets up one point of a manifold whose bodies, normal and friction are `frame`'s, and
    /// keeps in `p` what it found (see `solverPoint`) but for the lever arms and separation,
    /// which the lanes keep (see `SolvedPoint`).
    @inline(__always)
    static func prepare(
        _ p: inout ContactPoint, _ c: PointFrame, _ a: ContactBody, _ b: ContactBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> SolverPoint {
        let (point, closing) = withUnsafePointer(to: p) { solverPoint($0, c, a, b, isBoundary, warm) }
        p.isSpeculative = point.isSpeculative
        p.normalImpulse = point.normalImpulse
        p.tangentImpulse = point.tangentImpulse
        p.relativeVelocity = closing
        return point
    }

    /// One point set up for the solver, `p` left as it is: lever arms, effective masses,
    /// separation as made, the impulses `warm` kept for its id (else `p`'s), and its closing
    /// speed along the normal (pt/s; < 0 closing).
    @inline(__always)
    static func solverPoint(
        _ p: UnsafePointer<ContactPoint>, _ c: PointFrame, _ a: ContactBody, _ b: ContactBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> (point: SolverPoint, closing: Double) {
        var point = massless(p, c, isBoundary, warm)
        point.isStatic = a.inverseMass == 0 && a.inverseInertia == 0 || b.inverseMass == 0 && b.inverseInertia == 0
        setMasses(&point, a, b)
        return (point, relativeVelocity(point, a, b).dot(c.normal))
    }

    /// One point as `solverPoint` sets it up but for its effective masses (zero), its kind
    /// (`isStatic` false) and its closing speed: lever arms, separation as made, impulses.
    @inline(__always)
    static func massless(
        _ p: UnsafePointer<ContactPoint>, _ c: PointFrame, _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> SolverPoint {
        // Only against static boundaries, which take momentum from the world anyway; between
        // two items the push must act at one common point to conserve angular momentum.
        let isSpeculative = isBoundary && p.pointee.baseSeparation > touchingSlop
        let rA = isSpeculative ? Vector(dx: 0, dy: 0) : p.pointee.anchorA
        let rB = isSpeculative || isBoundary ? Vector(dx: 0, dy: 0) : p.pointee.anchorB
        var normalImpulse = p.pointee.normalImpulse, tangentImpulse = p.pointee.tangentImpulse
        if let w = warm {
            if w.id0 == p.pointee.id {
                (normalImpulse, tangentImpulse) = (w.normal0, w.tangent0)
            } else if w.id1 == p.pointee.id {
                (normalImpulse, tangentImpulse) = (w.normal1, w.tangent1)
            }
        }
        return SolverPoint(
            bodyA: Int32(truncatingIfNeeded: c.a), bodyB: Int32(truncatingIfNeeded: c.solverB),
            isSpeculative: isSpeculative, normal: c.normal, friction: c.friction, rA: rA, rB: rB,
            separation: p.pointee.baseSeparation, normalMass: 0, tangentMass: 0, normalImpulse: normalImpulse,
            tangentImpulse: tangentImpulse, maxNormalImpulse: 0)
    }

    /// 1 / (mA + mB + iA(rA×d)² + iB(rB×d)²) along the normal and the tangent.
    @inline(__always)
    static func setMasses(_ p: inout SolverPoint, _ a: ContactBody, _ b: ContactBody) {
        let n = p.normal, t = n.perpendicular
        let rnA = p.rA.cross(n), rnB = p.rB.cross(n), rtA = p.rA.cross(t), rtB = p.rB.cross(t)
        let m = a.inverseMass + b.inverseMass
        let kn = m + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
        let kt = m + a.inverseInertia * rtA * rtA + b.inverseInertia * rtB * rtB
        p.normalMass = kn > 0 ? 1 / kn : 0
        p.tangentMass = kt > 0 ? 1 / kt : 0
    }
}
