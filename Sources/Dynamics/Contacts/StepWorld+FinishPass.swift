extension StepWorld {
    /// The end of a pass that bounces or records touches: the dropped constraints taken out
    /// (as `compactContacts`), what the lanes ended with copied into the rest (as
    /// `keepSolvedLanes`), the bounces (`applyRestitution`, in the constraints' order) and
    /// the impulses remembered for the next pass (as `storeContactImpulses`), in one sweep
    /// over the constraints. Done one after another, each of the four went over every
    /// constraint: some 26 000 of 216 bytes in the floor-on frame, far more than the caches
    /// hold, so each sweep fetched them all again.
    ///
    /// Each constraint's lane is looked up first (`contacts.laneOfConstraint`), so the sweep
    /// reads the lanes in the constraints' order: the colours' runs, each in lane order. A
    /// pass that filed its constraints by body (a re-collision or an impact did) has them
    /// already, every constraint's, in the filing (`ConstraintsByBody.lane(of:)`): they are
    /// taken from there rather than from a sweep over every lane.
    mutating func finishSolvedPass() {
        contacts.constraintsAreStale = false
        var byBody = ConstraintsByBody()
        swap(&byBody, &contacts.byBody)
        defer { contacts.dropped.removeAll(keepingCapacity: true) }
        let bouncing = contacts.hasRestitution
        // In a pass of discs only, a bounce turns no disc (see `applyRestitution`).
        let discs = bouncing && passIsAllDiscs()
        if bouncing { loadSolverBodies() }
        let dropped = contacts.dropped, wide = contacts.wide, source = contacts.laneSource, peaks = contacts.widePeaks
        let inertia = contacts.solverInertia
        var constraints = contacts.constraints, owner = contacts.pointOwner, laneOf = contacts.laneOfConstraint
        var solverBodies = contacts.solverBodies, warm = contacts.warm
        contacts.constraints = []
        contacts.pointOwner = []
        contacts.laneOfConstraint = []
        contacts.solverBodies = []
        contacts.warm = WarmCache()
        // Every constraint of a filing has its lane noted, live or dropped (a dropped one's
        // lane is never read).
        let laneKnown = byBody.isBuilt && byBody.notedLanes == constraints.count
        if laneKnown {
            laneOf = byBody.takeLanes()
        } else {
            laneOf.removeAll(keepingCapacity: true)
            laneOf.append(contentsOf: repeatElement(-1, count: constraints.count))
        }
        var live = constraints.count
        for isDropped in dropped.prefix(constraints.count) where isDropped { live -= 1 }
        // Entry k for the constraint kept at k, each written below, when the touches are
        // recorded: only they read it (`recordTouches`). Else each constraint's solved points
        // are worked out for its bounce alone, in `scratch`, and the list is left empty: some
        // 26 000 × 96 bytes a pass in the floor-on frame, written for no reader. (The
        // constraints themselves still take the impulses, bounces included, which the warm
        // cache and `contactForces` read.)
        let keepsSolved = recordsTouches
        var solved = contacts.solved
        contacts.solved = []
        let solvedCount = keepsSolved ? live : 0
        if solved.count > solvedCount {
            solved.removeLast(solved.count - solvedCount)
        } else {
            solved.append(contentsOf: repeatElement(SolvedPoints(), count: solvedCount - solved.count))
        }
        var scratch = SolvedPoints()
        warm.store(count: live, bodyCount: bodies.count, generation: bodies.generation) { entry in
            withBuffers(&constraints, &owner, &laneOf, &solved) { cs, owner, laneOf, ss in
                guard let base = cs.baseAddress else { return }
                withReadBuffers(wide, source) { ws, source in
                    peaks.withUnsafeBufferPointer { peaks in
                        // A pass with no contacts leaves the last pass's groups behind, and no sources.
                        if !laneKnown {
                            for g in 0..<min(ws.count, source.count / laneCount) {
                                for l in 0..<laneCount {
                                    let first = Int(source[g &* laneCount &+ l])
                                    guard first >= 0 else { continue }
                                    laneOf[Int(owner[first])] = Int32(truncatingIfNeeded: g &* laneCount &+ l)
                                }
                            }
                        }
                        assert(
                            !laneKnown
                                || Self.lanesAgree(laneOf, ws.count, source, UnsafeBufferPointer(owner), dropped),
                            "finishSolvedPass: the filing's lanes are not the layout's")
                        solverBodies.withUnsafeMutableBufferPointer { sb in
                            inertia.withUnsafeBufferPointer { inertia in
                                dropped.withUnsafeBufferPointer { dropped in
                                    withUnsafeMutablePointer(to: &scratch) { scratch in
                                        var kept = 0
                                        for k in 0..<cs.count where !(k < dropped.count && dropped[k]) {
                                            let c = base + kept, s = keepsSolved ? ss.baseAddress! + kept : scratch
                                            if kept != k { Self.moveConstraint(base, from: k, to: kept, owner: owner) }
                                            let lane = Int(laneOf[k])
                                            // Every live constraint has a lane; were one to have none, it
                                            // would be solved as nothing: no impulse, no lever arm.
                                            s.pointee = SolvedPoints()
                                            if lane >= 0 {
                                                // Two discs' normal as the last sub-step re-aimed it (see
                                                // `reaimDiscPairs`), for the bounces, events and the debug view.
                                                let g = lane / laneCount, l = lane % laneCount
                                                let m = ws.baseAddress! + g, peak = peaks.baseAddress! + g
                                                c.pointee.normal = Vector(
                                                    dx: m.pointee.normalX[l], dy: m.pointee.normalY[l])
                                                Self.keep(
                                                    m.pointer(to: \.p0)!, l, peak: peak.pointee.p0[l],
                                                    in: &c.pointee.p0, &s.pointee.p0)
                                                if m.pointee.hasTwoPoints[l] {
                                                    Self.keep(
                                                        m.pointer(to: \.p1)!, l, peak: peak.pointee.p1[l],
                                                        in: &c.pointee.p1, &s.pointee.p1)
                                                }
                                            }
                                            if bouncing { Self.applyRestitution(c, s, sb, inertia, discs: discs) }
                                            entry.set(kept, c)
                                            kept &+= 1
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        constraints.removeLast(constraints.count - live)
        contacts.constraints = constraints
        contacts.solved = solved
        contacts.pointOwner = owner
        contacts.laneOfConstraint = laneOf
        contacts.solverBodies = solverBodies
        contacts.warm = warm
        if bouncing { storeSolverBodies() }
    }

    /// True when `laneOf` gives each live constraint (not `dropped`) the lane whose first
    /// point is one of its own, and every filled lane of the `groups` is a live constraint's
    /// noted lane: a check, for debug builds, of the lanes `finishSolvedPass` takes from the
    /// filing by body.
    private static func lanesAgree(
        _ laneOf: UnsafeMutableBufferPointer<Int32>, _ groups: Int, _ source: UnsafeBufferPointer<Int32>,
        _ owner: UnsafeBufferPointer<Int32>, _ dropped: [Bool]
    ) -> Bool {
        for g in 0..<min(groups, source.count / laneCount) {
            for l in 0..<laneCount {
                let lane = g * laneCount + l, first = Int(source[lane])
                guard first >= 0 else { continue }
                let k = Int(owner[first])
                if laneOf[k] != Int32(lane) { return false }
            }
        }
        for k in laneOf.indices where !(k < dropped.count && dropped[k]) {
            let lane = Int(laneOf[k])
            guard lane >= 0 && lane < source.count, source[lane] >= 0 else { return false }
            if Int(owner[Int(source[lane])]) != k { return false }
        }
        return true
    }
}
