extension StepWorld {
    /// What the wide passes left in `lane` (a manifold's lane; its second point if `second`):
    /// impulses, peak impulse, separation, lever arms and masses (bodies, normal and friction
    /// are left unused).
    func solvedPoint(lane: Int, second: Bool) -> SolverPoint {
        var p = SolverPoint.unused
        let g = lane / laneCount, l = lane % laneCount
        let peaks = contacts.widePeaks[g]
        contacts.wide.withUnsafeBufferPointer { ws in
            let m = ws.baseAddress! + g
            Self.take(
                second ? m.pointer(to: \.p1)! : m.pointer(to: \.p0)!, l, peak: second ? peaks.p1[l] : peaks.p0[l], &p)
        }
        return p
    }

    /// Makes `lanes` empty, as `packWide` leaves the lanes past a colour's end: both bodies
    /// the static world, every mass and impulse zero, so the passes change nothing through them.
    mutating func emptyLanes(_ lanes: [Int]) {
        guard !lanes.isEmpty else { return }
        let world = bodies.count
        var c = ContactConstraint(
            a: world, b: -1, normal: .zero, friction: 0, restitution: 0, pointCount: 1, key: 0, group: 0, boundary: -1)
        c.solverB = world
        var none = SolverPoint.unused
        none.bodyA = Int32(world)
        none.bodyB = Int32(world)
        var wide = contacts.wide, anchors = contacts.wideAnchors, peaks = contacts.widePeaks
        contacts.wide = []
        contacts.wideAnchors = []
        contacts.widePeaks = []
        let source = LaneSource(c, none, .world, .world, limit0: .infinity, shifts: (-2, -2))
        withBuffers(&wide, &anchors, &peaks) { ws, an, pk in
            for lane in lanes {
                let g = lane / laneCount, l = lane % laneCount
                source.write(into: ws.baseAddress! + g, peaks: pk.baseAddress! + g, l)
                source.write(into: an.baseAddress! + g, l)
            }
        }
        contacts.wide = wide
        contacts.wideAnchors = anchors
        contacts.widePeaks = peaks
        for lane in lanes { contacts.laneSource[lane] = -1 }
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
        var open = firstGroup
        // The first new point's number: `points` are numbered on from it.
        let base = contacts.constraints[fresh.lowerBound].firstPoint
        for k in fresh {
            let c = contacts.constraints[k]
            let a = Int32(c.a), b = Int32(c.solverB)
            let movesA = canMove(c.a), movesB = c.b >= 0 && canMove(c.b)
            // A body that cannot move clashes with nothing: −1 matches no lane's body.
            let fit = withReadBuffers(wide, source) { ws, source in
                Self.firstFit(from: open, ws, source, movesA ? a : -1, movesB ? b : -1)
            }
            let g = fit.0
            var lane = fit.1
            if lane < 0 {
                // None: a new group, whose first lane is free and meets nothing.
                wide.append(empty)
                anchors.append(WideAnchors())
                peaks.append(WidePeaks())
                source.append(contentsOf: repeatElement(-1, count: laneCount))
                lane = 0
            }
            source[g * laneCount + lane] = Int32(c.firstPoint)
            contacts.byBody.append(k, a: c.a, b: c.b, lane: g * laneCount + lane)
            let first = c.firstPoint, p = first - base
            let sa = contactBody(c.a), sbB = contactBody(c.solverB)
            let corner = Self.isCorner(pointCount: c.pointCount, id: c.p0.id)
            let shifts = contacts.radii.withUnsafeBufferPointer {
                Self.leverShifts(c.a, c.b, corner: corner, radii: $0)
            }
            let ls =
                c.pointCount > 1
                ? LaneSource(
                    constraint: c, p0: points[p], p1: points[p + 1], a: sa, b: sbB,
                    limit0: contacts.crossingLimit[first], limit1: contacts.crossingLimit[first + 1], shifts: shifts)
                : LaneSource(c, points[p], sa, sbB, limit0: contacts.crossingLimit[first], shifts: shifts)
            withBuffers(&wide, &peaks) { ws, pk in
                ls.write(into: ws.baseAddress! + g, peaks: pk.baseAddress! + g, lane)
            }
            anchors.withUnsafeMutableBufferPointer { ls.write(into: $0.baseAddress! + g, lane) }
            while open < wide.count && !(0..<laneCount).contains(where: { source[open * laneCount + $0] < 0 }) {
                open += 1
            }
        }
        contacts.wide = wide
        contacts.wideAnchors = anchors
        contacts.laneSource = source
        contacts.widePeaks = peaks
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
