extension StepWorld {
    /// What the wide passes left in `lane` (a manifold's lane; its second point if `second`):
    /// impulses, separation, lever arms and masses (bodies, normal and friction are left unused).
    func solvedPoint(lane: Int, second: Bool) -> SolverPoint {
        var p = SolverPoint.unused
        let l = lane % laneCount
        contacts.wide.withUnsafeBufferPointer { ws in
            let m = ws.baseAddress! + lane / laneCount
            Self.take(second ? m.pointer(to: \.p1)! : m.pointer(to: \.p0)!, l, &p)
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
        var wide = contacts.wide, anchors = contacts.wideAnchors
        contacts.wide = []
        contacts.wideAnchors = []
        let source = LaneSource(c, none, .world, .world, limit0: .infinity, shifts: (-2, -2))
        wide.withUnsafeMutableBufferPointer { ws in
            anchors.withUnsafeMutableBufferPointer { an in
                for lane in lanes {
                    source.write(into: ws.baseAddress! + lane / laneCount, lane % laneCount)
                    source.write(into: an.baseAddress! + lane / laneCount, lane % laneCount)
                }
            }
        }
        contacts.wide = wide
        contacts.wideAnchors = anchors
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
        contacts.wide = []
        contacts.wideAnchors = []
        contacts.laneSource = []
        var open = firstGroup
        // The first new point's number: `points` are numbered on from it.
        let base = contacts.constraints[fresh.lowerBound].firstPoint
        for k in fresh {
            let c = contacts.constraints[k]
            let a = Int32(c.a), b = Int32(c.solverB)
            let movesA = canMove(c.a), movesB = c.b >= 0 && canMove(c.b)
            var g = open
            var lane = -1
            while lane < 0 {
                if g == wide.count {
                    wide.append(empty)
                    anchors.append(WideAnchors())
                    source.append(contentsOf: repeatElement(-1, count: laneCount))
                }
                var free = -1, clash = false
                for l in 0..<laneCount {
                    guard source[g * laneCount + l] >= 0 else {
                        if free < 0 { free = l }
                        continue
                    }
                    let x = wide[g].bodyA[l], y = wide[g].bodyB[l]
                    if movesA && (x == a || y == a) || movesB && (x == b || y == b) { clash = true }
                }
                if free >= 0 && !clash { lane = free } else { g += 1 }
            }
            source[g * laneCount + lane] = Int32(c.firstPoint)
            contacts.byBody.append(k, a: c.a, b: c.b, lane: g * laneCount + lane)
            let first = c.firstPoint, p = first - base
            let sa = contacts.solverBodies[c.a], sbB = contacts.solverBodies[c.solverB]
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
            wide.withUnsafeMutableBufferPointer { ls.write(into: $0.baseAddress! + g, lane) }
            anchors.withUnsafeMutableBufferPointer { ls.write(into: $0.baseAddress! + g, lane) }
            while open < wide.count && !(0..<laneCount).contains(where: { source[open * laneCount + $0] < 0 }) {
                open += 1
            }
        }
        contacts.wide = wide
        contacts.wideAnchors = anchors
        contacts.laneSource = source
    }

    /// True when body `i` can move (a finite mass or inertia): only such bodies make two
    /// lanes of a group clash.
    private func canMove(_ i: Int) -> Bool {
        bodies.inverseMass[i] > 0 || bodies.inverseInertia[i] > 0
    }
}
