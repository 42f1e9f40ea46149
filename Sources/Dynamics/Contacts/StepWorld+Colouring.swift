extension StepWorld {
    /// Colours of the contact graph tried before a manifold is solved alone.
    static let colourCount = 64

    /// Colours the manifolds so that no two of a colour share a body that can move: first
    /// fit, in constraint order, so the layout is the same for the same contacts. A manifold
    /// that finds no free colour (a body in more than 64 contacts) is left uncoloured, for a
    /// group of its own. Bodies that cannot move (boundaries, anchored items) take any number
    /// of contacts of one colour: nothing the solver does changes them. Files each manifold
    /// by colour and point count as it goes (see `WideLayout`), so no other pass over the
    /// constraints is needed to lay them out. Also flips the pass's sweep order.
    ///
    /// The layout depends only on each manifold's bodies and point count, in order, and on
    /// which bodies can move: when none of these changed since the last pass (a pile or a
    /// stack at rest), the last pass's layout is the same and is taken as it is, without
    /// colouring again. The manifolds are noted for that (`ContactWorld.colouredPairs`) only
    /// by a pass with as many as the pass before it: while the contacts come and go (a
    /// scene being stirred), no pass pays for the notes or the comparison.
    /// `comparingWarmKeys`: the last pass's impulses are in its lanes, and a kept layout also
    /// asks whether the warm cache is in the constraints' order (`ContactWorld.warmInOrder`).
    mutating func colourContacts(comparingWarmKeys comparesKeys: Bool = false) -> WideLayout {
        contacts.isBackward.toggle()
        let n = bodies.count
        var masks = contacts.colourMasks
        contacts.colourMasks = []
        var movabilityChanged = masks.count != 2 * (n + 1)
        if movabilityChanged { masks = Array(repeating: 0, count: 2 * (n + 1)) }
        var pairs = contacts.colouredPairs
        contacts.colouredPairs = []
        let last = contacts.lastLayout
        contacts.lastLayout = nil
        let count = contacts.constraints.count
        let steady = count == contacts.colouredCount && n < 1 << 31 - 1
        contacts.colouredCount = count
        var bucketOf = [Int32]()
        var counts = [Int](repeating: 0, count: WideLayout.overflow + 1)
        var points = 0
        var reused: WideLayout?
        let warm = contacts.warm
        var keysInOrder = false
        withReadBuffers(bodies.inverseMass, bodies.inverseInertia) { inverseMass, inverseInertia in
            masks.withUnsafeMutableBufferPointer { masks in
                if Self.startMasks(masks, inverseMass, inverseInertia) { movabilityChanged = true }
                contacts.constraints.withUnsafeBufferPointer { cs in
                    if steady, !movabilityChanged, let last {
                        let (same, inOrder) = warm.withKeys {
                            Self.samePairs(cs, pairs, world: n, keys: comparesKeys ? $0 : nil)
                        }
                        if same {
                            reused = last
                            keysInOrder = inOrder
                            return
                        }
                    }
                    // Noted only by a steady pass; else emptied, so the next cannot match.
                    let notes = steady
                    if !notes {
                        pairs.removeAll(keepingCapacity: true)
                    } else if pairs.count != count {
                        pairs.removeAll(keepingCapacity: true)
                        pairs.append(contentsOf: repeatElement(0, count: count))
                    }
                    // Every manifold's bucket is written below: no zeroing first.
                    bucketOf = [Int32](unsafeUninitializedCapacity: count) { bucketOf, initialized in
                        pairs.withUnsafeMutableBufferPointer { pairs in
                            counts.withUnsafeMutableBufferPointer { counts in
                                // Body indices are in range and small: wrapping arithmetic, no
                                // overflow checks.
                                for k in cs.indices {
                                    let a = cs[k].a, b = cs[k].b < 0 ? n : cs[k].b, pointCount = cs[k].pointCount
                                    points &+= pointCount
                                    if notes { pairs[k] = Self.colouredPair(a, b, pointCount) }
                                    let ma = masks.baseAddress! + (a &<< 1), mb = masks.baseAddress! + (b &<< 1)
                                    let used = ma[0] | mb[0]
                                    let colour = used == ~0 ? -1 : (~used).trailingZeroBitCount
                                    let bucket = WideLayout.bucket(colour: colour, pointCount: pointCount)
                                    bucketOf[k] = Int32(truncatingIfNeeded: bucket)
                                    counts[bucket] &+= 1
                                    // The colour's bit (none when uncoloured), kept by the bodies that move.
                                    let bit = ~used & (used &+ 1)
                                    ma[0] |= bit & ma[1]
                                    mb[0] |= bit & mb[1]
                                }
                            }
                        }
                        initialized = count
                    }
                }
            }
        }
        contacts.colourMasks = masks
        contacts.colouredPairs = pairs
        let layout = reused ?? WideLayout(bucketOf: bucketOf, counts: counts, pointCount: points)
        contacts.lastLayout = layout
        contacts.layoutWasKept = reused != nil
        contacts.warmInOrder = keysInOrder
        return layout
    }

    /// What the colouring reads of a manifold in one word: body `a`, body `b` (the static
    /// world's slot for a boundary) and the point count (see `ContactWorld.colouredPairs`).
    /// Exact for bodies below 2³¹ and up to three points (a manifold has at most two).
    @inline(__always)
    static func colouredPair(_ a: Int, _ b: Int, _ pointCount: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: a) | UInt64(truncatingIfNeeded: b) &<< 31
            | UInt64(truncatingIfNeeded: pointCount) &<< 62
    }

    /// Whether the manifolds `cs` are the ones `pairs` notes (see `colouredPair`), in the
    /// same order, for `world` bodies (the static world's slot); and, when they are and `keys`
    /// (the warm cache's, see `WarmCache.withKeys`) are given, whether entry k of the cache is
    /// constraint k's pair for every k (`WarmCache.isInOrder`): the key lies beside the bodies
    /// in the constraint's first line, which this pass reads anyway.
    private static func samePairs(
        _ cs: UnsafeBufferPointer<ContactConstraint>, _ pairs: [UInt64], world: Int, keys: WarmCache.Keys?
    ) -> (same: Bool, keysInOrder: Bool) {
        guard pairs.count == cs.count else { return (false, false) }
        return pairs.withUnsafeBufferPointer { pairs in
            guard let keys, keys.count == cs.count else {
                for k in cs.indices {
                    let b = cs[k].b < 0 ? world : cs[k].b
                    if pairs[k] != colouredPair(cs[k].a, b, cs[k].pointCount) { return (false, false) }
                }
                return (true, false)
            }
            var differ: UInt64 = 0
            for k in cs.indices {
                let b = cs[k].b < 0 ? world : cs[k].b
                if pairs[k] != colouredPair(cs[k].a, b, cs[k].pointCount) { return (false, false) }
                differ |= keys[k] ^ cs[k].key
            }
            return (true, differ == 0)
        }
    }

    /// Starts the colouring's two words a body (the static world's slot, `masks.count / 2 − 1`,
    /// last): the colours its manifolds took, none yet, and all ones when it can move (inverse
    /// mass or inertia above 0), else zero — so a body that cannot move keeps taking none and
    /// never stops a colour (see `colourContacts`), with no test per manifold. Returns whether
    /// some body's second word changed (it can move now and could not before, or the reverse).
    @inline(__always)
    private static func startMasks(
        _ masks: UnsafeMutableBufferPointer<UInt64>, _ inverseMass: UnsafeBufferPointer<Double>,
        _ inverseInertia: UnsafeBufferPointer<Double>
    ) -> Bool {
        let n = masks.count / 2 - 1
        var changed: UInt64 = 0
        for i in 0..<n {
            let moves: UInt64 = inverseMass[i] > 0 || inverseInertia[i] > 0 ? ~0 : 0
            changed |= masks[2 * i + 1] ^ moves
            masks[2 * i] = 0
            masks[2 * i + 1] = moves
        }
        masks[2 * n] = 0
        masks[2 * n + 1] = 0
        return changed != 0
    }

    /// Sizes the wide arrays for the coloured manifolds and returns where each goes: every
    /// colour's manifolds of two points, then of one, four to a group, and each uncoloured one
    /// in a group of its own after them (see `WideLayout`). Lanes nobody fills are left empty
    /// (both bodies the static world, every mass and impulse zero), so they change nothing:
    /// those of the groups `padded` marks (`WideLayout.paddedGroups`).
    mutating func startWide(_ layout: WideLayout, padded: [Bool]) {
        let groups = layout.groups
        var empty = WideManifold()
        empty.bodyA = SIMD4(repeating: Int32(bodies.count))
        empty.bodyB = empty.bodyA
        // The other groups' lanes are all written, their Bools by lane 0 (see `prepareLane`).
        Self.resize(&contacts.wide, to: groups, filler: empty) { g, m in
            if padded[g] { m.pointee = empty }
        }
        let noAnchors = WideAnchors()
        Self.resize(&contacts.wideAnchors, to: groups, filler: noAnchors) { g, a in
            if padded[g] { a.pointee = noAnchors }
        }
        contacts.widePeaks.removeAll(keepingCapacity: true)
        contacts.widePeaks.append(contentsOf: repeatElement(WidePeaks(), count: groups))
        contacts.laneSource.removeAll(keepingCapacity: true)
        contacts.laneSource.append(contentsOf: repeatElement(-1, count: groups * laneCount))
        contacts.colourBounds = layout.colourBounds()
    }

    /// Makes `array` hold `count` elements, keeping its storage and old values (new ones are
    /// `filler`), then calls `start` on each: the caller writes every lane of the rest.
    @inline(__always)
    private static func resize<T>(
        _ array: inout [T], to count: Int, filler: T, _ start: (Int, UnsafeMutablePointer<T>) -> Void
    ) {
        if array.count > count { array.removeLast(array.count - count) }
        if array.count < count { array.append(contentsOf: repeatElement(filler, count: count - array.count)) }
        array.withUnsafeMutableBufferPointer { buffer in
            for g in 0..<count { start(g, buffer.baseAddress! + g) }
        }
    }

    /// Copies what the wide passes found back into the solver points, for the passes that
    /// work a manifold at a time (impacts, restitution, the tunnelling stop). The first time in
    /// a collision pass it lays the points out from the lanes whole.
    mutating func unpackWide() {
        guard !contacts.laneSource.isEmpty else { return }
        let wide = contacts.wide, peaks = contacts.widePeaks, source = contacts.laneSource
        let fresh = !contacts.pointsAreLaidOut
        var points = contacts.points
        contacts.points = []
        if fresh {
            points.removeAll(keepingCapacity: true)
            points.append(contentsOf: repeatElement(SolverPoint.unused, count: contacts.pointOwner.count))
        }
        points.withUnsafeMutableBufferPointer { ps in
            withReadBuffers(wide, peaks) { ws, pk in
                for g in ws.indices {
                    let m = ws.baseAddress! + g
                    for lane in 0..<laneCount {
                        let first = Int(source[g * laneCount + lane])
                        guard first >= 0 else { continue }
                        if fresh { Self.layOut(m, lane, ps, first) }
                        // The normal too: two discs' is re-aimed every sub-step (see
                        // `reaimDiscPairs`).
                        let normal = Vector(dx: m.pointee.normalX[lane], dy: m.pointee.normalY[lane])
                        ps[first].normal = normal
                        Self.take(m.pointer(to: \.p0)!, lane, peak: pk[g].p0[lane], &ps[first])
                        if m.pointee.hasTwoPoints[lane] {
                            ps[first + 1].normal = normal
                            Self.take(m.pointer(to: \.p1)!, lane, peak: pk[g].p1[lane], &ps[first + 1])
                        }
                    }
                }
            }
        }
        contacts.points = points
        contacts.pointsAreLaidOut = true
    }

    /// What a manifold's points keep for the whole pass: bodies, normal, friction and kind.
    @inline(__always)
    private static func layOut(
        _ m: UnsafePointer<WideManifold>, _ lane: Int, _ ps: UnsafeMutableBufferPointer<SolverPoint>, _ first: Int
    ) {
        var p = SolverPoint.unused
        p.bodyA = m.pointee.bodyA[lane]
        p.bodyB = m.pointee.bodyB[lane]
        p.normal = Vector(dx: m.pointee.normalX[lane], dy: m.pointee.normalY[lane])
        p.friction = m.pointee.friction[lane]
        p.isStatic = m.pointee.isStatic[lane]
        p.isSpeculative = m.pointee.isSpeculative0[lane]
        ps[first] = p
        guard m.pointee.hasTwoPoints[lane] else { return }
        p.isSpeculative = m.pointee.isSpeculative1[lane]
        ps[first + 1] = p
    }

    /// What the passes left in lane `lane` of a point: lever arms, separation, masses, impulses,
    /// and its peak normal impulse `peak` (from `ContactWorld.widePeaks`).
    @inline(__always)
    static func take(_ w: UnsafePointer<WidePoint>, _ lane: Int, peak: Double, _ p: inout SolverPoint) {
        p.rA = Vector(dx: w.pointee.rAx[lane], dy: w.pointee.rAy[lane])
        p.rB = Vector(dx: w.pointee.rBx[lane], dy: w.pointee.rBy[lane])
        p.separation = w.pointee.separation[lane]
        p.normalMass = w.pointee.normalMass[lane]
        p.tangentMass = w.pointee.tangentMass[lane]
        p.normalImpulse = w.pointee.normalImpulse[lane]
        p.tangentImpulse = w.pointee.tangentImpulse[lane]
        p.maxNormalImpulse = peak
    }

    /// Copies what the solver found straight from the lanes into the constraints' points: the
    /// impulses (for warm starting, the debug view) and normal, and into `ContactWorld.solved`
    /// the separations and lever arms (for the contact events). For a pass whose end left them in the lanes (the debug view);
    /// `finishSolvedPass` copies them as it sweeps the constraints.
    mutating func keepSolvedLanes() {
        contacts.constraintsAreStale = false
        guard !contacts.laneSource.isEmpty else { return }
        let wide = contacts.wide, peaks = contacts.widePeaks, source = contacts.laneSource
        let owner = contacts.pointOwner
        var constraints = contacts.constraints, solved = contacts.solved
        contacts.constraints = []
        contacts.solved = []
        Self.resize(&solved, to: constraints.count, filler: SolvedPoints()) { _, _ in }
        withBuffers(&constraints, &solved) { cs, ss in
            withReadBuffers(wide, peaks) { ws, pk in
                // Through pointers: a manifold or point passed by value would be copied whole.
                for g in ws.indices {
                    let m = ws.baseAddress! + g
                    for lane in 0..<laneCount {
                        let first = Int(source[g * laneCount + lane])
                        guard first >= 0 else { continue }
                        let k = Int(owner[first])
                        // Two discs' normal as the last sub-step re-aimed it (see
                        // `reaimDiscPairs`), for the bounces, events and the debug view.
                        cs[k].normal = Vector(dx: m.pointee.normalX[lane], dy: m.pointee.normalY[lane])
                        ss[k] = SolvedPoints()
                        Self.keep(m.pointer(to: \.p0)!, lane, peak: pk[g].p0[lane], in: &cs[k].p0, &ss[k].p0)
                        if m.pointee.hasTwoPoints[lane] {
                            Self.keep(m.pointer(to: \.p1)!, lane, peak: pk[g].p1[lane], in: &cs[k].p1, &ss[k].p1)
                        }
                    }
                }
            }
        }
        contacts.constraints = constraints
        contacts.solved = solved
    }

    /// What the passes left in lane `lane` of a point, and its peak normal impulse `peak`: the
    /// impulses into its contact point `p`, the rest into its solved point `s`.
    @inline(__always)
    static func keep(
        _ w: UnsafePointer<WidePoint>, _ lane: Int, peak: Double, in p: inout ContactPoint, _ s: inout SolvedPoint
    ) {
        s.rA = Vector(dx: w.pointee.rAx[lane], dy: w.pointee.rAy[lane])
        s.rB = Vector(dx: w.pointee.rBx[lane], dy: w.pointee.rBy[lane])
        s.separation = w.pointee.separation[lane]
        p.normalImpulse = w.pointee.normalImpulse[lane]
        p.tangentImpulse = w.pointee.tangentImpulse[lane]
        s.maxNormalImpulse = peak
    }
}
