extension StepWorld {
    /// Starts this pass's lists of fast and escaped bodies empty (sized for the bodies).
    mutating func resetPassLists() {
        let n = bodies.count
        if contacts.isFast.count != n {
            contacts.isFast = Array(repeating: false, count: n)
            contacts.isEscaped = Array(repeating: false, count: n)
        } else {
            for i in contacts.fast { contacts.isFast[i] = false }
            for i in contacts.escaped { contacts.isEscaped[i] = false }
        }
        contacts.fast.removeAll(keepingCapacity: true)
        contacts.escaped.removeAll(keepingCapacity: true)
        if contacts.impactDrift.count != n {
            contacts.impactDrift = Array(repeating: 0, count: n)
        } else {
            for i in contacts.impactDrifted { contacts.impactDrift[i] = 0 }
        }
        contacts.impactDrifted.removeAll(keepingCapacity: true)
    }

    /// Marks as fast both bodies of each pair among `constraints` (indices) that can move,
    /// one against the other, more than `fastTravel` of their sizes in `span` seconds (see
    /// `PairTravel`): such a contact's normal goes stale within the pass, and a push from it
    /// can send an item where the pass made no contact. Returns into how many finer steps a
    /// sub-step of `h` ≤ `span` seconds must be cut for them (as `splitting`; only a fast
    /// pair can need more than one).
    ///
    /// `drift` (by body index, pt), when given, is each body's drift as `collide` found it for
    /// this same `span`: a pair whose cheap upper bound on its travel (`surelySlow`) stays
    /// clearly below its limit is then passed over without the exact test, which it would fail;
    /// a constraint marked `isSurelySlow` by the pair loop of that same `collide` is passed
    /// over without working the bound out again.
    @discardableResult
    mutating func markFastPairs(
        _ constraints: Range<Int>, within span: Double, subStep h: Double, drift: [Double]? = nil
    ) -> Int {
        var worst = 1.0
        var found: [Int] = []
        let drift = drift ?? [], velocities = bodies.velocity, sizes = bodies.size
        let pairTravel = PairTravel(self)
        contacts.constraints.withUnsafeBufferPointer { cs in
            withReadBuffers(velocities, sizes) { velocities, sizes in
                drift.withUnsafeBufferPointer { drift in
                    func mark(_ k: Int) {
                        let a = cs[k].a, b = cs[k].b
                        guard b >= 0 else { return }
                        if !drift.isEmpty && Self.surelySlow(a, b, within: span, velocities, sizes, drift) { return }
                        guard pairTravel(a, b, within: span) > 1 else { return }
                        worst = max(worst, pairTravel(a, b, within: h))
                        found.append(a)
                        found.append(b)
                    }
                    // With the drifts given, the pair loop's marks hold: two loops, so the pass
                    // over marked constraints tests one flag each.
                    if drift.isEmpty {
                        for k in constraints { mark(k) }
                    } else {
                        for k in constraints where !cs[k].isSurelySlow { mark(k) }
                    }
                }
            }
        }
        for i in found where !contacts.isFast[i] {
            contacts.isFast[i] = true
            contacts.fast.append(i)
        }
        if !found.isEmpty { contacts.fast.sort() }
        return worst < Double(Self.maximumSplit) ? Int(worst.rounded(.up)) : Self.maximumSplit
    }

    /// True when bodies `a` and `b` surely travel no more than their limit against each other
    /// in `span` seconds, so `PairTravel(a, b, within: span) > 1` is false: an upper bound on
    /// that travel, |Δv|₁·span + drift(a) + drift(b) (the 1-norm is at least the length, and
    /// each drift is at least the body's share of the push and its sweep), kept below the
    /// limit by a relative margin far wider than any rounding. Non-finite values fail it.
    /// The bodies' velocities, sizes and drifts come by body index.
    @inline(__always)
    static func surelySlow(
        _ a: Int, _ b: Int, within span: Double, _ velocities: UnsafeBufferPointer<Vector>,
        _ sizes: UnsafeBufferPointer<Size>, _ drift: UnsafeBufferPointer<Double>
    ) -> Bool {
        let dv = velocities[a] - velocities[b]
        let bound = (abs(dv.dx) + abs(dv.dy)) * span + drift[a] + drift[b]
        let limit =
            fastTravel * (min(sizes[a].width, sizes[a].height) + min(sizes[b].width, sizes[b].height))
        return bound * (1 + 1e-9) < limit
    }

    /// `surelySlow` with the bound taken from the pair loop's `travel` (`PairContacts.Bodies`):
    /// |Δv|·span + drift(a) + drift(b), the same relative speed `PairTravel` takes (the
    /// 2-norm, not the 1-norm: a bound as sure, and already worked out for the margin), so
    /// it holds only where `PairTravel(a, b, within: span) > 1` is false.
    @inline(__always)
    static func surelySlow(_ a: Int, _ b: Int, travel bound: Double, _ sizes: UnsafeBufferPointer<Size>) -> Bool {
        let limit =
            fastTravel * (min(sizes[a].width, sizes[a].height) + min(sizes[b].width, sizes[b].height))
        return bound * (1 + 1e-9) < limit
    }

    /// From the second sub-step of a pass on: the fast bodies' contacts made afresh for this
    /// sub-step (the others keep the pass's), so a fast item meets what is in its way now, and
    /// what it pushes gets contacts of its own (it joins the fast ones). Returns false when a
    /// new pair moves so fast against itself that this sub-step must be split (`splitting`):
    /// then the caller ends the pass and collides the sub-step as a short one.
    mutating func recollideFast(_ h: Double, time: Double) -> Bool {
        guard !contacts.fast.isEmpty else { return true }
        let rest = max(contacts.passEnd - time, h)
        loadSolverBodies()
        let fresh = recollide(contacts.fast, fastSpan: h, span: rest)
        // Nothing changes a velocity from here to the sub-step's `prepareConstraints`: it need
        // not load them again (unless joints move them first).
        contacts.solverBodiesAreFresh = true
        return markFastPairs(fresh, within: rest, subStep: h) == 1
    }

    /// How far (pt) impacts may carry a body this pass beyond the motion its contacts' margins
    /// allowed for before it must be re-collided: half the speculative distance, so that two
    /// bodies that both strayed this far still end the pass no closer than the margins let any
    /// pair without a contact come (see `recollideStruck`).
    static let impactSlack = speculativeDistance / 2

    /// After impacts (their velocities in the solver bodies): the struck bodies' contacts made
    /// afresh for the rest of the pass (one sub-step for the fast ones), so an item struck
    /// towards a wall it had no contact with meets it; every other contact keeps its state.
    /// Pairs the new motion makes fast join the fast ones.
    ///
    /// A body whose impacts this pass can carry it, by the pass's end, no farther than
    /// `impactSlack` from where its old motion would have (the change in velocity × the time
    /// left, and for a shape that is not a disc its reach × the change in turn, summed over
    /// such impacts in `contacts.impactDrift`) keeps its contacts instead: a pair without a
    /// contact was at least the speculative distance farther apart than its margin's travel,
    /// so with both bodies strayed by at most half of it, the two cannot meet before the pass
    /// ends, when every body collides afresh. Its contacts (carried, as every kept contact is)
    /// follow its new motion, and those that the new motion makes fast are marked, as a
    /// re-collision would have marked them.
    mutating func recollideStruck(_ h: Double, time: Double) {
        var redo = contacts.struck
        redo.sortAndDropRepeats()
        let rest = max(contacts.passEnd - time, h)
        let mayKeep = contacts.byBody.isBuilt && contacts.impactDrift.count == bodies.count
        var kept: [Int] = []
        var n = 0
        for i in redo {
            // Only the struck bodies' velocities changed since the solver bodies were loaded.
            let v = contacts.solverBodies[i].velocity, w = contacts.solverBodies[i].angularVelocity
            let turn =
                contacts.radii[i] >= 0 ? 0 : contacts.reach[i] * min(abs(w - bodies.angularVelocity[i]) * rest, 2)
            let change = (v - bodies.velocity[i]).length * rest + turn
            bodies.velocity[i] = v
            bodies.angularVelocity[i] = w
            if mayKeep {
                let drift = contacts.impactDrift[i] + change
                if drift <= Self.impactSlack {
                    if contacts.impactDrift[i] == 0 { contacts.impactDrifted.append(i) }
                    contacts.impactDrift[i] = drift
                    kept.append(i)
                    continue
                }
            }
            redo[n] = i
            n += 1
        }
        redo.removeLast(redo.count - n)
        let fresh = recollide(redo, fastSpan: h, span: rest)
        markFastPairs(fresh, within: rest, subStep: h)
        markFastContacts(of: kept, within: rest)
    }

    /// Marks as fast both bodies of each live contact of `struck` (bodies, ascending) between
    /// two items that can move, one against the other, more than `fastTravel` of their sizes in
    /// `span` seconds, as `markFastPairs` marks a re-collision's new contacts.
    private mutating func markFastContacts(of struck: [Int], within span: Double) {
        guard !struck.isEmpty else { return }
        var found: [Int] = []
        let pairTravel = PairTravel(self)
        let byBody = contacts.byBody, dropped = contacts.dropped
        contacts.constraints.withUnsafeBufferPointer { cs in
            for i in struck {
                byBody.forEach(ofBody: i) { k in
                    guard !(k < dropped.count && dropped[k]) else { return }
                    let a = cs[k].a, b = cs[k].b
                    guard b >= 0, pairTravel(a, b, within: span) > 1 else { return }
                    found.append(a)
                    found.append(b)
                }
            }
        }
        for i in found where !contacts.isFast[i] {
            contacts.isFast[i] = true
            contacts.fast.append(i)
        }
        if !found.isEmpty { contacts.fast.sort() }
    }
}
