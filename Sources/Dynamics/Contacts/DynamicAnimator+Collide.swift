extension StepWorld {
    /// Margin within which touching-to-be contacts are made ahead of time, in points.
    static let speculativeDistance = 2.0

    /// Broad phase → narrow phase: the contacts between bodies, boundaries and walls for the
    /// next `span` seconds (one collision step of up to four sub-steps). Each body's box is
    /// swept along its travel in that time (joined with itself moved by velocity × span) and
    /// grown by ½·|F|/m·span² and the speculative margin, and each pair's contact margin by
    /// their relative travel, so fast items meet what is in their way (speculative contacts)
    /// instead of jumping over it.
    /// `ahead` (s, default 0) is the longest pass expected soon: the broad phase stretches a
    /// moving body's fat box by its travel over the longer of `span` and `ahead`, so a short
    /// pass's fat boxes still hold the next long pass's boxes.
    mutating func collide(span: Double, ahead: Double = 0, behaviors: [DynamicBehavior], referenceBounds: Rect) {
        var t = contacts.stageStart()
        defer { contacts.lap(.narrowPhase, &t) }
        contacts.refresh(behaviors, &bodies)
        contacts.constraints.removeAll(keepingCapacity: true)
        contacts.constraintsAreStale = false
        contacts.dropped.removeAll(keepingCapacity: true)
        contacts.byBody = ConstraintsByBody()
        guard !contacts.isEmpty else { return }
        contacts.fullPasses += 1
        resetPassLists()
        contacts.buildWalls(referenceBounds: referenceBounds)
        var members = contacts.members, boxes = contacts.boxes, drift = contacts.drift
        contacts.members = []
        contacts.boxes = []
        contacts.drift = []
        members.removeAll(keepingCapacity: true)
        if boxes.count < bodies.count {
            boxes.append(contentsOf: repeatElement(AABB(lower: .zero, upper: .zero), count: bodies.count - boxes.count))
            drift.append(contentsOf: repeatElement(0, count: bodies.count - drift.count))
        }
        defer {
            contacts.members = members
            contacts.boxes = boxes
            contacts.drift = drift
        }
        placeBodies(span: span, members: &members, boxes: &boxes, drift: &drift)
        var broadPhase = contacts.broadPhase
        contacts.broadPhase = BroadPhase()
        broadPhase.update(members, boxes, uids: bodies.uid, velocities: bodies.velocity, span: max(span, ahead))
        contacts.lap(.broadPhase, &t)
        collidePairs(broadPhase, boxes, drift: drift, span: span)
        contacts.broadPhase = broadPhase
        collideMembersWithBoundaries(members, boxes, drift: drift, span: span)
    }

    /// Each member near some boundary of its groups (as `nearsBoundary` finds) collided with
    /// those boundaries (`collideNearBoundaries`), in member order, in one pass: a disc (most
    /// of them in a pile) goes straight to `collideDiscWithWalls`, which tests each wall as
    /// `nearsBoundary` would, then to the segments, with no list of near members in between.
    /// Most bodies (the inside of a pile) are near no boundary: no margin, no call.
    private mutating func collideMembersWithBoundaries(
        _ members: [Int], _ boxes: [AABB], drift: [Double], span: Double
    ) {
        let inside = Self.farFromWalls(contacts.walls), boundaryGroups = contacts.boundaryGroups
        let hasStatics = !contacts.statics.isEmpty
        // Read as buffers (copies of the arrays, which nothing below writes): no bounds check
        // or reload through `self` per member.
        let collisionGroups = bodies.collisionGroups, shapes = contacts.narrowShapes
        let walls = contacts.walls, statics = contacts.statics, index = contacts.staticIndex
        withReadBuffers(collisionGroups, shapes) { collisionGroups, shapes in
            withReadBuffers(members, boxes) { members, boxes in
                /// Member i, its box outside the region far from the walls (`outside`; always,
                /// with no such region), collided with the boundaries it is near.
                func visit(_ i: Int, _ box: AABB, outside: Bool) {
                    let groups = collisionGroups[i] & boundaryGroups
                    guard groups != 0 else { return }
                    if case .circle(let radius) = shapes[i] {
                        // Every wall is far from a box `inside` holds; one it does not hold is
                        // near some wall (`collideDiscWithWalls` tests which); with no such
                        // region (walls not along the axes, or none), each is tested here, as
                        // are the segments (a scene of segments: most members are near none).
                        let nearWalls = outside && (inside != nil || Self.nearsWall(box, groups, walls))
                        let nearStatics = hasStatics && Self.nearsStatic(box, groups, statics, index)
                        guard nearWalls || nearStatics else { return }
                        let margin = bodies.velocity[i].length * span + drift[i] + Self.speculativeDistance
                        if nearWalls { collideDiscWithWalls(i, radius: radius, box, margin, groups) }
                        if nearStatics {
                            collideWithStatics(
                                i, .circle(radius: radius), transform(ofBody: i), offset: .zero, part: 0, box,
                                margin, groups)
                        }
                    } else if Self.nearsBoundary(box, groups, walls, statics, index, inside: inside) {
                        let margin = bodies.velocity[i].length * span + drift[i] + Self.speculativeDistance
                        collideNearBoundaries(i, box, margin: margin)
                    }
                }
                if let inside, !hasStatics {
                    // Most members lie far from every wall: their box alone turns them down
                    // (`nearsBoundary` would), before their groups or shape. The rest are
                    // listed first, then visited in order, each run of discs in one append.
                    let near = [Int](unsafeUninitializedCapacity: members.count) { near, n in
                        n = 0
                        for i in members where !inside.holds(boxes[i]) {
                            near[n] = i
                            n += 1
                        }
                    }
                    near.withUnsafeBufferPointer { near in
                        var k = 0
                        while k < near.count {
                            var end = k
                            while end < near.count, case .circle = shapes[near[end]] { end += 1 }
                            if end > k {
                                appendDiscWallContacts(near, from: k, to: end, boxes, drift: drift, span: span)
                            }
                            if end < near.count {
                                visit(near[end], boxes[near[end]], outside: true)
                                end += 1
                            }
                            k = end
                        }
                    }
                } else if let inside {
                    for i in members {
                        // Most members lie far from every wall, with no segment about: their
                        // box alone turns them down (`nearsBoundary` would), before their
                        // groups or shape.
                        let box = boxes[i]
                        let outside = !inside.holds(box)
                        guard outside || hasStatics else { continue }
                        visit(i, box, outside: outside)
                    }
                } else {
                    for i in members { visit(i, boxes[i], outside: true) }
                }
            }
        }
    }

    /// The contacts of the discs `run[start..<end]` (outside the region far from the walls,
    /// in a scene with no segment boundary) with the walls, appended as `DiscWallContacts`:
    /// what `collideMembersWithBoundaries` visiting each would append, in the same order.
    private mutating func appendDiscWallContacts(
        _ run: UnsafeBufferPointer<Int>, from start: Int, to end: Int, _ boxes: UnsafeBufferPointer<AABB>,
        drift: [Double], span: Double
    ) {
        let groups = bodies.collisionGroups, shapes = contacts.narrowShapes, transforms = contacts.transforms
        let velocities = bodies.velocity, uids = bodies.uid, materials = bodies.material
        let walls = contacts.walls, boundaryGroups = contacts.boundaryGroups
        var constraints = contacts.constraints
        contacts.constraints = []
        // Room for two walls a disc (a corner; more is appended one by one), grown as appending
        // one by one would grow it (doubled): room made to measure is made again, and the
        // constraints copied, by nearly every pass while a pile gathers.
        let needed = constraints.count + 2 * (end - start)
        if constraints.capacity < needed { constraints.reserveCapacity(max(needed, 2 * constraints.capacity)) }
        withReadBuffers(groups, shapes) { groups, shapes in
            withReadBuffers(transforms, velocities) { transforms, velocities in
                withReadBuffers(drift, uids) { drift, uids in
                    withReadBuffers(materials, walls) { materials, walls in
                        let discs = DiscWallContacts.Bodies(
                            groups: groups, shapes: shapes, transforms: transforms, velocities: velocities,
                            drift: drift, boxes: boxes, uids: uids, materials: materials,
                            boundaryGroups: boundaryGroups, span: span)
                        constraints.append(contentsOf: DiscWallContacts(discs, walls: walls, run, from: start, to: end))
                    }
                }
            }
        }
        contacts.constraints = constraints
    }

    /// Collides for a pass of up to `limit` sub-steps of `h` starting at `time` (s), and
    /// returns its length: `limit`, or 1 when some pair moves so fast against itself that a
    /// sub-step must be cut into finer steps (`contacts.split`, see `splitting` and
    /// `runSplit`). In a long pass, the bodies of fast pairs (see `markFastPairs`) have their
    /// contacts made afresh every sub-step (`recollideFast`) while the rest keep theirs for
    /// the whole pass. After a split pass, the next starts short instead of colliding twice.
    mutating func collideForPass(
        upTo limit: Int, _ h: Double, time: Double, behaviors: [DynamicBehavior], referenceBounds: Rect
    ) -> Int {
        let long = Double(limit) * h
        if limit > 1 && !contacts.pairedFastItems {
            collide(span: long, behaviors: behaviors, referenceBounds: referenceBounds)
            var t = contacts.stageStart()
            contacts.split = markFastPairs(
                contacts.constraints.indices, within: long, subStep: h, drift: contacts.drift)
            contacts.lap(.narrowPhase, &t)
            if contacts.split == 1 {
                contacts.passEnd = time + long
                return limit
            }
        }
        collideShort(h, ahead: long, time: time, behaviors: behaviors, referenceBounds: referenceBounds)
        if limit > 1 { contacts.pairedFastItems = contacts.split > 1 }
        return 1
    }

    /// Collides for a pass of one sub-step of `h` starting at `time` (s), with fat boxes
    /// stretched for a pass of `ahead` seconds, and sets `contacts.split`.
    mutating func collideShort(
        _ h: Double, ahead: Double, time: Double, behaviors: [DynamicBehavior], referenceBounds: Rect
    ) {
        collide(span: h, ahead: ahead, behaviors: behaviors, referenceBounds: referenceBounds)
        var t = contacts.stageStart()
        contacts.split = splitting(h)
        contacts.lap(.narrowPhase, &t)
        contacts.passEnd = time + h
    }

    /// Most finer steps a sub-step is cut into while fast items are paired.
    static let maximumSplit = 64

    /// Into how many finer steps (1 … `maximumSplit`) a sub-step of `span` seconds is cut so
    /// that no paired item moves, turns included, more than `fastTravel` of the pair's sizes
    /// against the other within one: a contact's normal and points are made for where the
    /// items are, and a plank spun by an off-centre hit turns away from them within a sub-step.
    func splitting(_ span: Double) -> Int {
        var worst = 1.0
        let pairTravel = PairTravel(self)
        contacts.constraints.withUnsafeBufferPointer { cs in
            for k in cs.indices where cs[k].b >= 0 {
                worst = max(worst, pairTravel(cs[k].a, cs[k].b, within: span))
            }
        }
        return worst < Double(Self.maximumSplit) ? Int(worst.rounded(.up)) : Self.maximumSplit
    }

    /// Share of its own size an item may travel between two collision passes.
    static let fastTravel = 0.25

    /// How far any point of body `i` can move in `span` seconds by turning alone, in points: the
    /// chord its farthest point (`contacts.reach`) sweeps, reach · 2 sin(|ω|·span / 2), bounded
    /// here by reach · min(|ω|·span, 2). Zero for a disc, which turns in place.
    func sweep(ofBody i: Int, within span: Double) -> Double {
        contacts.reach[i] * min(abs(bodies.angularVelocity[i]) * span, 2)
    }

    /// The distance from `centre` to the farthest corner of `box`, in points.
    func reach(of box: AABB, from centre: Vector) -> Double {
        let dx = max(centre.dx - box.lower.dx, box.upper.dx - centre.dx)
        let dy = max(centre.dy - box.lower.dy, box.upper.dy - centre.dy)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The body's placement as a rigid transform, as `collide` found it (one cos and sin per
    /// body and pass, not per pair; none for a disc, placed unrotated).
    func transform(ofBody i: Int) -> Transform2 {
        contacts.transforms[i]
    }

    mutating func collideBodies(_ a: Int, _ b: Int, margin: Double) {
        let shared = bodies.collisionGroups[a] & bodies.collisionGroups[b] & contacts.itemGroups
        guard shared != 0, bodies.inverseMass[a] > 0 || bodies.inverseMass[b] > 0 else { return }
        let ua = UInt64(bodies.uid[a]), ub = UInt64(bodies.uid[b])
        let key = min(ua, ub) << 32 | max(ua, ub)
        // Discs and boxes (most pairs) go straight to their routine, copying no shape.
        var m = Manifold()
        if collideKinds(
            contacts.narrowShapes[a], contacts.transforms[a], contacts.narrowShapes[b], contacts.transforms[b],
            speculative: margin, into: &m)
        {
            if m.pointCount > 0 { addConstraint(a, b, m, key: key, group: shared.trailingZeroBitCount, boundary: -1) }
            return
        }
        if bodies.parts(at: a) != nil || bodies.parts(at: b) != nil {
            collideCompound(a, b, margin: margin, key: key, group: shared.trailingZeroBitCount)
            return
        }
        m = Dynamics.collide(
            bodies.shape(at: a), transform(ofBody: a), bodies.shape(at: b), transform(ofBody: b),
            speculative: margin)
        guard m.pointCount > 0 else { return }
        addConstraint(a, b, m, key: key, group: shared.trailingZeroBitCount, boundary: -1)
    }

    mutating func collideWithBoundaries(_ i: Int, _ box: AABB, margin: Double) {
        let groups = bodies.collisionGroups[i] & contacts.boundaryGroups
        // Most bodies (the inside of a pile) are near no boundary: they make no shape at all.
        guard Self.nearsBoundary(box, groups, contacts.walls, contacts.statics, contacts.staticIndex) else { return }
        collideNearBoundaries(i, box, margin: margin)
    }

    /// `collideWithBoundaries` for a body `nearsBoundary` found near some boundary.
    private mutating func collideNearBoundaries(_ i: Int, _ box: AABB, margin: Double) {
        let groups = bodies.collisionGroups[i] & contacts.boundaryGroups
        if case .circle(let radius) = contacts.narrowShapes[i] {
            collideDiscWithWalls(i, radius: radius, box, margin, groups)
            if !contacts.statics.isEmpty {
                collideWithStatics(
                    i, .circle(radius: radius), transform(ofBody: i), offset: .zero, part: 0, box, margin, groups)
            }
        } else if let shape = contacts.narrowShapes[i].shape {
            collidePart(i, shape, transform(ofBody: i), offset: .zero, part: 0, box, margin, groups)
        } else if bodies.parts(at: i) == nil {
            collidePart(i, bodies.shape(at: i), transform(ofBody: i), offset: .zero, part: 0, box, margin, groups)
        } else {
            for (k, part) in worldParts(ofBody: i).enumerated() {
                collidePart(i, part.shape, part.xf, offset: part.offset, part: k, box, margin, groups)
            }
        }
    }

    /// True when some wall or segment boundary of `groups` may come within `box` (grown by
    /// the margin already): the same tests `collidePart` makes before it collides with one.
    /// A box lying strictly within `inside` (see `farFromWalls`) is far from every wall, and
    /// the walls are not tested one by one.
    @inline(__always)
    private static func nearsBoundary(
        _ box: AABB, _ groups: UInt64, _ walls: [Wall], _ statics: [StaticSegment], _ index: StaticIndex,
        inside: Inside? = nil
    ) -> Bool {
        let nearWall = inside?.holds(box) == true ? false : nearsWall(box, groups, walls)
        return nearWall || nearsStatic(box, groups, statics, index)
    }

    /// True when some wall of `groups` is not far (`isFar`) from `box`.
    @inline(__always)
    private static func nearsWall(_ box: AABB, _ groups: UInt64, _ walls: [Wall]) -> Bool {
        walls.withUnsafeBufferPointer { walls in
            for n in walls.indices where groups & (1 << UInt64(walls[n].group)) != 0 {
                if !Self.isFar(box, from: walls[n]) { return true }
            }
            return false
        }
    }

    /// True when the bounds of some segment boundary of `groups` overlap `box`: asked of
    /// `index`, the segments' (see `StaticIndex`).
    @inline(__always)
    private static func nearsStatic(
        _ box: AABB, _ groups: UInt64, _ statics: [StaticSegment], _ index: StaticIndex
    ) -> Bool {
        guard !statics.isEmpty else { return false }
        return statics.withUnsafeBufferPointer { index.anyMatch(box, groups: groups, in: $0) }
    }

    /// True when even the nearest corner of `box` is on the inner side of `wall`: no point of
    /// a shape inside the box comes within the margin the box was grown by.
    @inline(__always)
    static func isFar(_ box: AABB, from wall: Wall) -> Bool {
        let corner = Vector(
            dx: wall.inward.dx > 0 ? box.lower.dx : box.upper.dx,
            dy: wall.inward.dy > 0 ? box.lower.dy : box.upper.dy)
        return (corner - wall.point).dot(wall.inward) > 0
    }

    /// One collision part of body `i` (its whole shape, or a group member) against the walls
    /// and segment boundaries of its groups.
    private mutating func collidePart(
        _ i: Int, _ shape: CollisionShape, _ xf: Transform2, offset: Vector, part k: Int,
        _ box: AABB, _ margin: Double, _ groups: UInt64
    ) {
        let uid = UInt64(bodies.uid[i]) << 32 ^ UInt64(k & 0xFF) << 56
        for (n, wall) in contacts.walls.enumerated() where groups & (1 << UInt64(wall.group)) != 0 {
            guard !Self.isFar(box, from: wall) else { continue }
            let m = WallContact.manifold(shape, xf, wall, speculative: margin)
            if m.pointCount > 0 {
                addConstraint(
                    i, -1, m.rebased(offsetA: offset, offsetB: .zero),
                    key: uid | UInt64(0xFFFF_0000 | UInt32(n)), group: wall.group, boundary: -1 - n)
            }
        }
        collideWithStatics(i, shape, xf, offset: offset, part: k, box, margin, groups)
    }

    /// `collidePart` against the walls for body `i`, a disc of `radius` (pt) that is not a
    /// group (part 0, no offset): the same arithmetic as `WallContact.manifold` for a circle
    /// then `addConstraint` (its anchors rebased by a zero offset, as there), with no
    /// manifold or shape in between.
    @inline(__always)
    private mutating func collideDiscWithWalls(
        _ i: Int, radius: Double, _ box: AABB, _ margin: Double, _ groups: UInt64
    ) {
        // No walls (a scene of segments): nothing to read for them.
        guard !contacts.walls.isEmpty else { return }
        let centre = contacts.transforms[i].p
        let uid = UInt64(bodies.uid[i]) << 32
        let material = bodies.material[i]
        let zero = Vector(dx: 0, dy: 0)
        for n in contacts.walls.indices where groups & (1 << UInt64(contacts.walls[n].group)) != 0 {
            let wall = contacts.walls[n]
            guard !Self.isFar(box, from: wall) else { continue }
            let point = centre - wall.inward * radius
            let s = (point - wall.point).dot(wall.inward)
            guard s < margin, s.isFinite else { continue }
            let contact = ManifoldPoint(anchorA: point - centre + zero, anchorB: point + zero, separation: s, id: 0)
            contacts.constraints.append(
                ContactConstraint(
                    a: i, b: -1, normal: -wall.inward, friction: material.friction,
                    restitution: material.elasticity, pointCount: 1, p0: ContactPoint(contact),
                    p1: ContactPoint(.unused), key: uid | UInt64(0xFFFF_0000 | UInt32(n)), group: wall.group,
                    boundary: -1 - n))
        }
    }

    /// `collidePart`'s second half: one collision part of body `i` against the segment
    /// boundaries of its groups.
    private mutating func collideWithStatics(
        _ i: Int, _ shape: CollisionShape, _ xf: Transform2, offset: Vector, part k: Int,
        _ box: AABB, _ margin: Double, _ groups: UInt64
    ) {
        let uid = UInt64(bodies.uid[i]) << 32 ^ UInt64(k & 0xFF) << 56
        // The near ones, in the segments' order; a segment (its identifier is reference-counted)
        // is copied only when it is near.
        let statics = contacts.statics, index = contacts.staticIndex
        statics.withUnsafeBufferPointer { buffer in
            index.forEachMatch(box, groups: groups, in: buffer) { n in
                let segment = statics[n]
                let m = Dynamics.collide(shape, xf, .segment(segment.p1, segment.p2), .identity, speculative: margin)
                if m.pointCount > 0 {
                    addConstraint(
                        i, -1, m.rebased(offsetA: offset, offsetB: .zero),
                        key: uid | UInt64(segment.code | 0x8000_0000), group: segment.group, boundary: n)
                }
            }
        }
    }

    mutating func addConstraint(_ a: Int, _ b: Int, _ m: Manifold, key: UInt64, group: Int, boundary: Int) {
        let ma = bodies.material[a]
        let friction = b >= 0 ? ma.combinedFriction(bodies.material[b]) : ma.friction
        let restitution = b >= 0 ? ma.combinedElasticity(bodies.material[b]) : ma.elasticity
        // Built in the append, both points at once: no constraint is made then copied.
        contacts.constraints.append(
            ContactConstraint(
                a: a, b: b, normal: m.normal, friction: friction, restitution: restitution,
                pointCount: m.pointCount, p0: ContactPoint(m.points.0),
                p1: ContactPoint(m.pointCount > 1 ? m.points.1 : .unused), key: key, group: group,
                boundary: boundary))
    }
}
