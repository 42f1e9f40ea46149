extension StepWorld {
    /// What the wide passes left in `lane` (a manifold's lane; its second point if `second`) of
    /// the groups `ws`, whose peak impulses are `peaks`: impulses, peak impulse, separation,
    /// lever arms and masses (bodies, normal and friction are left unused). Static, on buffers
    /// the caller holds: as a method of the world, called in a loop that also wrote to it,
    /// each call copied the whole world (1 280 bytes) first.
    @inline(__always)
    static func solvedPoint(
        _ ws: UnsafeBufferPointer<WideManifold>, _ peaks: UnsafeBufferPointer<WidePeaks>, lane: Int, second: Bool
    ) -> SolverPoint {
        var p = SolverPoint.unused
        let g = lane / laneCount, l = lane % laneCount
        precondition(lane >= 0 && g < ws.count && g < peaks.count, "solvedPoint: lane \(lane) of \(ws.count) groups")
        let m = ws.baseAddress! + g, peak = peaks.baseAddress! + g
        Self.take(
            second ? m.pointer(to: \.p1)! : m.pointer(to: \.p0)!, l,
            peak: second ? peak.pointee.p1[l] : peak.pointee.p0[l], &p)
        return p
    }

    /// Lays the prepared constraints `fresh` out in groups of four appended to the wide layout
    /// (solved after the pass's colours, or before them in a backward pass): each goes into
    /// the first of this call's groups with a free lane and no body that can move in common
    /// with its lanes, so a group's lanes can still be solved at once. `points` are their
    /// prepared points, in order (see `prepareFresh`). Each is filed by body with its lane
    /// (`contacts.byBody`), for a later re-collision in the pass.
    mutating func placeFresh(_ fresh: Range<Int>, _ points: [SolverPoint]) {
        guard !fresh.isEmpty else { return }
        let world = Int32(bodies.count)
        var empty = WideManifold()
        empty.bodyA = SIMD4(repeating: world)
        empty.bodyB = SIMD4(repeating: world)
        let firstGroup = contacts.wide.count
        var wide = contacts.wide, anchors = contacts.wideAnchors, source = contacts.laneSource
        var peaks = contacts.widePeaks
        contacts.wide = []
        contacts.wideAnchors = []
        contacts.laneSource = []
        contacts.widePeaks = []
        // At most a new group a constraint: room made once, not grown by the appends.
        Self.makeRoom(&wide, for: fresh.count)
        Self.makeRoom(&anchors, for: fresh.count)
        Self.makeRoom(&peaks, for: fresh.count)
        Self.makeRoom(&source, for: laneCount * fresh.count)
        var lanes = [Int32](repeating: -1, count: fresh.count)
        var open = firstGroup
        let constraints = contacts.constraints, limits = contacts.crossingLimit, radii = contacts.radii
        // The first new point's number: `points` are numbered on from it.
        let base = constraints[fresh.lowerBound].firstPoint
        var k = fresh.lowerBound
        // The constraints are read in place (a whole one is 216 bytes), and the lists written
        // through pointers: each stretch of constraints that fits into the groups there are
        // runs in one access to them, and a new group is appended between two stretches.
        withReadBuffers(constraints, limits) { cs, limits in
            withReadBuffers(points, radii) { points, radii in
                // The group just appended, where the next constraint goes (−1: none).
                var appended = -1
                while k < fresh.upperBound {
                    var needsGroup = false
                    withBuffers(&wide, &anchors, &source, &lanes) { ws, an, source, lanes in
                        peaks.withUnsafeMutableBufferPointer { pk in
                            while k < fresh.upperBound {
                                let c = cs.baseAddress! + k
                                let a = c.pointee.a, b = c.pointee.b, solverB = c.pointee.solverB
                                var (g, lane) = (appended, 0)
                                if appended < 0 {
                                    let movesA = canMove(a), movesB = b >= 0 && canMove(b)
                                    // A body that cannot move clashes with nothing: −1 matches no
                                    // lane's body.
                                    (g, lane) = Self.firstFit(
                                        from: open, UnsafeBufferPointer(ws), UnsafeBufferPointer(source),
                                        movesA ? Int32(a) : -1, movesB ? Int32(solverB) : -1)
                                }
                                appended = -1
                                // None: a new group, whose first lane is free and meets nothing.
                                guard lane >= 0 else {
                                    needsGroup = true
                                    appended = g
                                    return
                                }
                                let first = c.pointee.firstPoint, p = first - base
                                source[g * laneCount + lane] = Int32(first)
                                lanes[k - fresh.lowerBound] = Int32(truncatingIfNeeded: g * laneCount + lane)
                                let sa = contactBody(a), sbB = contactBody(solverB)
                                let pointCount = c.pointee.pointCount
                                let corner = Self.isCorner(pointCount: pointCount, id: c.pointee.p0.id)
                                let shifts = Self.leverShifts(a, b, corner: corner, radii: radii)
                                let ls =
                                    pointCount > 1
                                    ? LaneSource(
                                        constraint: c.pointee, p0: points[p], p1: points[p + 1], a: sa, b: sbB,
                                        limit0: limits[first], limit1: limits[first + 1], shifts: shifts)
                                    : LaneSource(c.pointee, points[p], sa, sbB, limit0: limits[first], shifts: shifts)
                                ls.write(into: ws.baseAddress! + g, peaks: pk.baseAddress! + g, lane)
                                ls.write(into: an.baseAddress! + g, lane)
                                while open < ws.count && !Self.hasEmptyLane(open, source) { open += 1 }
                                k += 1
                            }
                        }
                    }
                    if needsGroup {
                        assert(appended == wide.count, "placeFresh: a new group is not the next one")
                        wide.append(empty)
                        anchors.append(WideAnchors())
                        peaks.append(WidePeaks())
                        source.append(contentsOf: repeatElement(-1, count: laneCount))
                    }
                }
            }
        }
        contacts.wide = wide
        contacts.wideAnchors = anchors
        contacts.laneSource = source
        contacts.widePeaks = peaks
        contacts.byBody.append(fresh, of: constraints, lanes: lanes)
    }

    /// Makes room in `array` for `extra` more elements, growing it as appending does (at least
    /// doubling it). Reserving the exact count, call after call, reallocated the arrays each
    /// time: the floor-on frame's peak memory grew by a fifth (106 → 132 MB).
    @inline(__always)
    private static func makeRoom<T>(_ array: inout [T], for extra: Int) {
        let needed = array.count + extra
        if array.capacity < needed { array.reserveCapacity(max(needed, 2 * array.capacity)) }
    }

    /// True when group `g` has an empty lane (its source −1).
    @inline(__always)
    private static func hasEmptyLane(_ g: Int, _ source: UnsafeMutableBufferPointer<Int32>) -> Bool {
        for l in 0..<laneCount where source[g * laneCount + l] < 0 { return true }
        return false
    }

    /// The first group from `g` on (of `wide`, whose lanes' first points are `source`, −1 for
    /// an empty lane) with an empty lane and no filled lane joining body `a` or `b` (−1 for
    /// neither), and its first empty lane; (`wide.count`, −1) when there is none. Each group is
    /// tested in a few vector comparisons, its four lanes at once.
    @inline(__always)
    private static func firstFit(
        from g: Int, _ wide: UnsafeBufferPointer<WideManifold>, _ source: UnsafeBufferPointer<Int32>,
        _ a: Int32, _ b: Int32
    ) -> (Int, Int) {
        let a4 = SIMD4(repeating: a), b4 = SIMD4(repeating: b)
        var g = g
        while g < wide.count {
            let lanes = UnsafeRawPointer(source.baseAddress! + g * laneCount).loadUnaligned(as: SIMD4<Int32>.self)
            let filled = lanes .>= 0
            let x = wide[g].bodyA, y = wide[g].bodyB
            let meets = (x .== a4) .| (y .== a4) .| (x .== b4) .| (y .== b4)
            if !all(filled) && !any(filled .& meets) {
                for l in 0..<laneCount where !filled[l] { return (g, l) }
            }
            g += 1
        }
        return (g, -1)
    }

    /// True when body `i` can move (a finite mass or inertia): only such bodies make two
    /// lanes of a group clash.
    private func canMove(_ i: Int) -> Bool {
        bodies.inverseMass[i] > 0 || bodies.inverseInertia[i] > 0
    }
}
