extension StepWorld {
    /// Makes the contacts of `redo` (body indices, ascending, no repeats) afresh in the middle
    /// of a collision pass, where the bodies are now, and leaves every other contact as it is,
    /// warm-started impulses and all. A body of `redo` gets a box grown for its travel over the
    /// next `fastSpan` seconds if it is fast (`contacts.isFast`), else over `span` seconds, meets what the broad phase's grid (or this pass's other re-collided
    /// bodies) puts in that box, and its new contacts take the impulses its old ones had (by
    /// pair and feature). Returns the range of the new constraints in `contacts.constraints`.
    ///
    /// A new contact is written as if it had been made at the start of the pass: its anchors
    /// and base separation are shifted so that the carried contact (see `refreshContacts`)
    /// gives, now, exactly the separation and lever arms the narrow phase found. So the kept
    /// contacts, whose positions are measured from the pass's start, need no change.
    mutating func recollide(_ redo: [Int], fastSpan: Double, span: Double) -> Range<Int> {
        let count = contacts.constraints.count
        guard !redo.isEmpty, !contacts.isEmpty else { return count..<count }
        contacts.recollided += redo.count
        if contacts.redone.count != bodies.count { contacts.redone = Array(repeating: 0, count: bodies.count) }
        for i in redo { contacts.redone[i] = contacts.isFast[i] ? fastSpan : span }
        // Its contacts are made for its motion now: nothing strayed from them yet.
        if contacts.impactDrift.count == bodies.count { for i in redo { contacts.impactDrift[i] = 0 } }
        defer { for i in redo { contacts.redone[i] = 0 } }
        let remembered = dropContacts(redo)
        let first = contacts.constraints.count
        for i in redo { growBox(i, span: contacts.redone[i]) }
        collideCandidates(candidatePairs(redo))
        for i in redo where bodies.collisionGroups[i] & contacts.boundaryGroups != 0 {
            let margin = bodies.velocity[i].length * contacts.redone[i] + contacts.drift[i] + Self.speculativeDistance
            collideWithBoundaries(i, contacts.boxes[i], margin: margin)
        }
        contacts.dropped.append(contentsOf: repeatElement(false, count: contacts.constraints.count - first))
        let points = prepareFresh(from: first, remembered)
        contacts.rememberedSlots = remembered.table
        placeFresh(first..<contacts.constraints.count, points)
        return first..<contacts.constraints.count
    }

    /// Appends the contacts of re-collision's candidate `pairs` (a < b), in order, each as
    /// `collideBodies` makes it with its relative travel over the longer of its bodies' spans
    /// (`contacts.redone`) as the margin: the runs of discs and boxes as `RecollidedContacts`,
    /// straight into the constraints' spare room, each pair between them by `collideBodies`
    /// (`appendRuns`, as for the pass's pairs): some 50 000 pairs per frame of the floor-on
    /// frame scene.
    private mutating func collideCandidates(_ pairs: [(Int, Int)]) {
        guard !pairs.isEmpty else { return }
        let redone = contacts.redone
        // The span is the pairs' own (see `RecollidedContacts`).
        withPairBodies(drift: contacts.drift, span: 0, reserving: pairs.count) { world, pairBodies, constraints in
            let anyOther = world.contacts.anyOtherShape
            withReadBuffers(pairs, redone) { pairs, redone in
                world.appendRuns(
                    count: pairs.count, anyOther: anyOther, pairBodies, &constraints, pair: { pairs[$0] },
                    run: { RecollidedContacts(pairBodies, pairs, redone: redone, from: $0, to: $1) },
                    margin: { pairBodies.travel($0, $1, over: max(redone[$0], redone[$1])) + Self.speculativeDistance })
            }
        }
    }

    /// Marks every live contact of a body being re-collided dropped, empties its lanes, and
    /// returns the impulses it had, by pair key. Dropped constraints stay in place until the
    /// pass ends (`compactContacts`), so every index holds. The contacts and their lanes are
    /// found through `contacts.byBody`, filed once a pass: the work is the dropped contacts'.
    private mutating func dropContacts(_ redo: [Int]) -> RememberedImpulses {
        let noting = contacts.groups.contains { $0.collisionDelegate != nil }
        if contacts.dropped.count < contacts.constraints.count {
            contacts.dropped.append(
                contentsOf: repeatElement(false, count: contacts.constraints.count - contacts.dropped.count))
        }
        if !contacts.byBody.isBuilt { fileByBody() }
        // Each marked dropped as it is found, so a contact between two such bodies comes once.
        var drop: [Int] = []
        let byBody = contacts.byBody
        contacts.dropped.withUnsafeMutableBufferPointer { dropped in
            for i in redo {
                byBody.forEach(ofBody: i) { k in
                    guard !dropped[k] else { return }
                    dropped[k] = true
                    drop.append(k)
                }
            }
        }
        // The touches noted go out in the constraints' order; nothing else depends on it.
        if noting { drop.sort() }
        var slots = KeyTable()
        swap(&slots, &contacts.rememberedSlots)
        var remembered = RememberedImpulses(capacity: drop.count, reusing: consume slots)
        // The few fields read in place: a whole 216-byte constraint is copied only to note it.
        // Each dropped lane is read and emptied (`LaneSource.emptyLane`) in one visit, while its
        // lines are in cache: the lanes, the crossing limits and the lane sources are written
        // through buffers held for the loop (taken out of the world meanwhile).
        let constraints = contacts.constraints, world = Int32(bodies.count)
        var limits = contacts.crossingLimit, wide = contacts.wide, anchors = contacts.wideAnchors
        var peaks = contacts.widePeaks, source = contacts.laneSource
        (contacts.crossingLimit, contacts.wide, contacts.wideAnchors) = ([], [], [])
        (contacts.widePeaks, contacts.laneSource) = ([], [])
        constraints.withUnsafeBufferPointer { cs in
            withBuffers(&wide, &anchors, &peaks, &source) { ws, an, pk, source in
                limits.withUnsafeMutableBufferPointer { limits in
                    let read = UnsafeBufferPointer(ws), readPeaks = UnsafeBufferPointer(pk)
                    for k in drop {
                        let c = cs.baseAddress! + k
                        let lane = byBody.lane(of: k)
                        let pointCount = c.pointee.pointCount
                        let p = Self.solvedPoint(read, readPeaks, lane: lane, second: false)
                        let q = pointCount > 1 ? Self.solvedPoint(read, readPeaks, lane: lane, second: true) : p
                        remembered.remember(
                            c.pointee.key,
                            WarmImpulses(
                                id0: c.pointee.p0.id, normal0: p.normalImpulse, tangent0: p.tangentImpulse,
                                id1: pointCount > 1 ? c.pointee.p1.id : .max, normal1: q.normalImpulse,
                                tangent1: q.tangentImpulse))
                        if noting { noteTouch(c.pointee, p, q) }
                        // `solvedPoint` checked the lane lies within the groups.
                        precondition(lane < source.count, "dropContacts: lane \(lane) of \(source.count)")
                        let g = lane / laneCount, l = lane % laneCount
                        LaneSource.emptyLane(
                            ws.baseAddress! + g, an.baseAddress! + g, pk.baseAddress! + g, l, world: world)
                        source[lane] = -1
                        let first = c.pointee.firstPoint
                        precondition(first >= 0 && first + pointCount <= limits.count, "dropContacts: point \(first)")
                        for j in 0..<pointCount { limits[first + j] = .infinity }
                    }
                }
            }
        }
        contacts.crossingLimit = limits
        (contacts.wide, contacts.wideAnchors, contacts.widePeaks, contacts.laneSource) = (wide, anchors, peaks, source)
        return remembered
    }

    /// Files the pass's constraints, and the lanes they were laid out in, by body (see
    /// `ConstraintsByBody`): once a pass, at its first re-collision.
    private mutating func fileByBody() {
        var byBody = contacts.byBody
        contacts.byBody = ConstraintsByBody()
        let wide = contacts.wide, source = contacts.laneSource, owner = contacts.pointOwner
        let count = contacts.constraints.count, n = bodies.count
        let filed = withReadBuffers(wide, source) { wide, source in
            owner.withUnsafeBufferPointer { owner in
                byBody.build(lanes: wide, source: source, owner: owner, constraints: count, bodyCount: n)
            }
        }
        if !filed {
            contacts.constraints.withUnsafeBufferPointer { byBody.build($0, bodyCount: n) }
            byBody.fileLanes(source: source, owner: owner)
        }
        contacts.byBody = byBody
    }

    /// At the end of a pass without bounces (`finishContacts`; `finishSolvedPass` does the same
    /// within its sweep): takes the dropped constraints out (their points stay, unused, until
    /// the next pass lays them out afresh) and points each live point's owner
    /// (`contacts.pointOwner`) at its constraint's new index.
    mutating func compactContacts() {
        defer { contacts.dropped.removeAll(keepingCapacity: true) }
        contacts.byBody = ConstraintsByBody()
        guard let firstDropped = contacts.dropped.firstIndex(of: true) else { return }
        // Constraints before the first dropped one keep their places: only the rest move.
        var kept = firstDropped
        var constraints = contacts.constraints, owner = contacts.pointOwner
        contacts.constraints = []
        contacts.pointOwner = []
        let dropped = contacts.dropped
        withBuffers(&constraints, &owner) { cs, owner in
            guard let base = cs.baseAddress else { return }
            dropped.withUnsafeBufferPointer { dropped in
                for k in firstDropped..<cs.count where !dropped[k] {
                    Self.moveConstraint(base, from: k, to: kept, owner: owner)
                    kept &+= 1
                }
            }
        }
        constraints.removeLast(constraints.count - kept)
        contacts.constraints = constraints
        contacts.pointOwner = owner
    }

    /// Moves constraint `k` of `base` down into slot `kept` (< `k`), over a dropped one, and
    /// points its points' owners (`owner`, by point) at its new index.
    @inline(__always)
    static func moveConstraint(
        _ base: UnsafeMutablePointer<ContactConstraint>, from k: Int, to kept: Int,
        owner: UnsafeMutableBufferPointer<Int32>
    ) {
        let c = base + kept
        copyConstraint(base + k, to: c)
        let first = c.pointee.firstPoint, count = c.pointee.pointCount
        let index = Int32(truncatingIfNeeded: kept)
        var j = 0
        while j < count {
            owner[first &+ j] = index
            j &+= 1
        }
    }

    /// Copies the constraint at `source` over the one at `target` (a different one): its bytes
    /// in 32-byte pieces, inline, where the assignment made a `memcpy` call per constraint.
    @inline(__always)
    static func copyConstraint(
        _ source: UnsafeMutablePointer<ContactConstraint>, to target: UnsafeMutablePointer<ContactConstraint>
    ) {
        // Bytes may be copied only because a constraint holds no references (a constant once
        // optimised).
        precondition(_isPOD(ContactConstraint.self), "copyConstraint: ContactConstraint holds references")
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        let size = MemoryLayout<ContactConstraint>.size
        var offset = 0
        while offset + 32 <= size {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self), toByteOffset: offset,
                as: SIMD4<UInt64>.self)
            offset += 32
        }
        while offset + 8 <= size {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < size {
            to.storeBytes(of: from.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            offset += 1
        }
    }

    /// A dropped contact that touched still counts as touching during this step (see
    /// `recordTouches`), as it would have at the end of its pass.
    private mutating func noteTouch(_ c: ContactConstraint, _ p0: SolverPoint, _ p1: SolverPoint) {
        var s = SolvedPoints()
        for (solved, k) in [(p0, 0), (p1, 1)] where k < c.pointCount {
            let p = SolvedPoint(
                rA: solved.rA, rB: Vector(dx: 0, dy: 0), separation: solved.separation,
                maxNormalImpulse: solved.maxNormalImpulse)
            if k == 0 { s.p0 = p } else { s.p1 = p }
        }
        guard let point = touchPoint(c, s) else { return }
        var record = TouchRecord(
            key: c.key, group: c.group, behavior: contacts.groups[c.group], item: bodies.items[c.a],
            other: c.b >= 0 ? bodies.items[c.b] : nil, boundary: nil, point: point)
        if c.boundary >= 0 { record.boundary = contacts.statics[c.boundary].identifier }
        contacts.events.duringStep.append(record)
    }

    /// Body `i`'s placement now, and its box grown by its travel over `span` seconds from here
    /// (as `collide` grows it for a pass); notes it when the box left its fat box.
    private mutating func growBox(_ i: Int, span: Double) {
        contacts.transforms[i] = placement(ofBody: i)
        var drift = bodies.force[i].length * bodies.inverseMass[i] * span * span / 2
        let box: AABB
        if contacts.radii[i] >= 0 {
            let c = bodies.position[i]
            let e = contacts.radii[i] + drift + Self.speculativeDistance
            box = AABB(lower: Vector(dx: c.dx - e, dy: c.dy - e), upper: Vector(dx: c.dx + e, dy: c.dy + e))
                .swept(by: bodies.velocity[i] * span)
        } else {
            drift += sweep(ofBody: i, within: span)
            box = boundingBox(ofBody: i).expanded(by: drift + Self.speculativeDistance)
                .swept(by: bodies.velocity[i] * span)
        }
        contacts.drift[i] = drift
        contacts.boxes[i] = box
        let filed =
            i < contacts.broadPhase.isProxy.count && contacts.broadPhase.isProxy[i]
            && contacts.broadPhase.fat[i].contains(box)
        if !filed && !contacts.isEscaped[i] {
            contacts.isEscaped[i] = true
            contacts.escaped.append(i)
        }
    }
}
