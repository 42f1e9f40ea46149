extension StepWorld {
    /// Colours of the contact graph tried before a manifold is solved alone.
    static let colourCount = 64

    /// Lays the prepared points out for the wide passes: colours the manifolds so that no two
    /// of a colour share a body that can move (first fit, in constraint order, so the layout is
    /// the same for the same contacts), then packs each colour four manifolds to a
    /// `WideManifold`. A manifold that finds no free colour (a body in more than 64 contacts)
    /// gets a `WideManifold` of its own. Bodies that cannot move (boundaries, anchored items)
    /// take any number of contacts of one colour: nothing the solver does changes them.
    mutating func packWide() {
        contacts.isBackward.toggle()
        let constraints = contacts.constraints
        let n = bodies.count
        var masks = contacts.colourMasks
        contacts.colourMasks = []
        if masks.count < n { masks = Array(repeating: 0, count: n) }
        for i in 0..<n { masks[i] = 0 }
        var colourOf = [Int32](repeating: -1, count: constraints.count)
        let inverseMass = bodies.inverseMass, inverseInertia = bodies.inverseInertia
        let canMove = { (i: Int) -> Bool in i >= 0 && (inverseMass[i] > 0 || inverseInertia[i] > 0) }
        for (k, c) in constraints.enumerated() {
            let movesA = canMove(c.a), movesB = canMove(c.b)
            let used = (movesA ? masks[c.a] : 0) | (movesB ? masks[c.b] : 0)
            guard used != ~0 else { continue }
            let colour = (~used).trailingZeroBitCount
            colourOf[k] = Int32(colour)
            if movesA { masks[c.a] |= 1 << UInt64(colour) }
            if movesB { masks[c.b] |= 1 << UInt64(colour) }
        }
        contacts.colourMasks = masks
        fillWide(colourOf, colours: Self.colourCount)
    }

    /// Packs every manifold into its colour's groups of four, in constraint order (so the
    /// constraints and points are read once, front to back), and each uncoloured one into a
    /// group of its own after them; the rest of each colour's last group stays empty. Within a
    /// colour, manifolds of two points and of one are grouped apart, so a group of discs or
    /// ellipses skips the second point's work.
    private mutating func fillWide(_ colourOf: [Int32], colours: Int) {
        let overflow = 2 * colours
        var bucketCounts = [Int](repeating: 0, count: overflow + 1)
        for (k, c) in contacts.constraints.enumerated() {
            bucketCounts[Self.bucket(colourOf[k], c.pointCount, overflow)] += 1
        }
        var base = [Int](repeating: 0, count: overflow + 1)
        var groups = 0
        for b in 0..<overflow {
            base[b] = groups
            groups += (bucketCounts[b] + laneCount - 1) / laneCount
        }
        base[overflow] = groups
        groups += bucketCounts[overflow]
        let world = Int32(bodies.count)
        var wide = contacts.wide, anchors = contacts.wideAnchors, source = contacts.laneSource
        contacts.wide = []
        contacts.wideAnchors = []
        contacts.laneSource = []
        var empty = WideManifold()
        empty.bodyA = SIMD4(repeating: world)
        empty.bodyB = SIMD4(repeating: world)
        // Every lane of a full group is written below, so only groups with empty lanes start
        // from the empty template (a colour's last group, and the uncoloured ones).
        var padded = [Bool](repeating: false, count: groups)
        for b in 0..<overflow where bucketCounts[b] % laneCount != 0 {
            padded[base[b] + bucketCounts[b] / laneCount] = true
        }
        for g in base[overflow]..<groups { padded[g] = true }
        Self.resize(&wide, to: groups, filler: empty) { g, m in
            if padded[g] { m.pointee = empty } else { m.pointee.anyHasTwoPoints = false }
        }
        let noAnchors = WideAnchors()
        Self.resize(&anchors, to: groups, filler: noAnchors) { g, a in
            if padded[g] { a.pointee = noAnchors }
        }
        source.removeAll(keepingCapacity: true)
        source.append(contentsOf: repeatElement(-1, count: groups * laneCount))
        var cursor = [Int](repeating: 0, count: overflow + 1)
        let limits = contacts.crossingLimit
        contacts.constraints.withUnsafeBufferPointer { cs in
            contacts.points.withUnsafeBufferPointer { ps in
                contacts.solverBodies.withUnsafeBufferPointer { sb in
                    wide.withUnsafeMutableBufferPointer { ws in
                        anchors.withUnsafeMutableBufferPointer { an in
                            for k in 0..<cs.count {
                                let c = Self.bucket(colourOf[k], cs[k].pointCount, overflow)
                                let slot = cursor[c]
                                cursor[c] += 1
                                let stride = c < overflow ? laneCount : 1
                                let g = base[c] + slot / stride, lane = slot % stride
                                source[g * laneCount + lane] = Int32(cs[k].firstPoint)
                                let ls = LaneSource(cs[k], ps, sb, limits)
                                ls.write(into: ws.baseAddress! + g, lane)
                                ls.write(into: an.baseAddress! + g, lane)
                            }
                        }
                    }
                }
            }
        }
        contacts.wide = wide
        contacts.wideAnchors = anchors
        contacts.laneSource = source
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

    /// Where a manifold is packed: its colour's groups of two points or of one, or alone.
    @inline(__always)
    private static func bucket(_ colour: Int32, _ pointCount: Int, _ overflow: Int) -> Int {
        colour < 0 ? overflow : 2 * Int(colour) + (pointCount > 1 ? 0 : 1)
    }

    /// Copies what the wide passes found back into the solver points, for the passes that
    /// work a manifold at a time (impacts, restitution, the tunnelling stop, keeping).
    mutating func unpackWide() {
        guard !contacts.laneSource.isEmpty else { return }
        let wide = contacts.wide, source = contacts.laneSource
        var points = contacts.points
        contacts.points = []
        points.withUnsafeMutableBufferPointer { ps in
            for (g, m) in wide.enumerated() {
                for lane in 0..<laneCount {
                    let first = Int(source[g * laneCount + lane])
                    guard first >= 0 else { continue }
                    Self.take(m.p0, lane, &ps[first])
                    if m.hasTwoPoints[lane] { Self.take(m.p1, lane, &ps[first + 1]) }
                }
            }
        }
        contacts.points = points
    }

    @inline(__always)
    private static func take(_ w: WidePoint, _ lane: Int, _ p: inout SolverPoint) {
        p.rA = Vector(dx: w.rAx[lane], dy: w.rAy[lane])
        p.rB = Vector(dx: w.rBx[lane], dy: w.rBy[lane])
        p.separation = w.separation[lane]
        p.normalMass = w.normalMass[lane]
        p.tangentMass = w.tangentMass[lane]
        p.normalImpulse = w.normalImpulse[lane]
        p.tangentImpulse = w.tangentImpulse[lane]
        p.maxNormalImpulse = w.maxNormalImpulse[lane]
    }
}
