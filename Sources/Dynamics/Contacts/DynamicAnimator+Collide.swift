extension StepWorld {
    /// Margin within which touching-to-be contacts are made ahead of time, in points.
    static let speculativeDistance = 2.0

    /// Broad phase → narrow phase: this sub-step's contacts between bodies, boundaries and
    /// walls. Each body's box is grown by how far it moves this sub-step, and each pair's
    /// contact margin by their relative travel, so fast items meet what is in their way
    /// (speculative contacts) instead of jumping over it.
    mutating func collide(_ step: SolverStep, behaviors: [DynamicBehavior], referenceBounds: Rect) {
        contacts.refresh(behaviors, &bodies)
        contacts.constraints.removeAll(keepingCapacity: true)
        guard !contacts.isEmpty else { return }
        contacts.buildWalls(referenceBounds: referenceBounds)
        var members = contacts.members, boxes = contacts.boxes
        contacts.members = []
        contacts.boxes = []
        members.removeAll(keepingCapacity: true)
        if boxes.count < bodies.count {
            boxes.append(contentsOf: repeatElement(AABB(lower: .zero, upper: .zero), count: bodies.count - boxes.count))
        }
        defer {
            contacts.members = members
            contacts.boxes = boxes
        }
        for i in 0..<bodies.count where bodies.collisionGroups[i] != 0 {
            members.append(i)
            let travel = bodies.velocity[i].length * step.h + Self.speculativeDistance
            boxes[i] = boundingBox(ofBody: i).expanded(by: travel)
        }
        var grid = contacts.grid
        contacts.grid = HashGrid()
        grid.build(members, boxes)
        grid.forEachPair(members, boxes) { a, b in collideBodies(a, b, step) }
        contacts.grid = grid
        for i in members where bodies.collisionGroups[i] & contacts.boundaryGroups != 0 {
            collideWithBoundaries(i, boxes[i], step)
        }
    }

    /// The body's placement as a rigid transform.
    mutating func transform(ofBody i: Int) -> Transform2 {
        Transform2(position: bodies.position[i], angle: bodies.angle[i])
    }

    private mutating func collideBodies(_ a: Int, _ b: Int, _ step: SolverStep) {
        let shared = bodies.collisionGroups[a] & bodies.collisionGroups[b] & contacts.itemGroups
        guard shared != 0, bodies.inverseMass[a] > 0 || bodies.inverseMass[b] > 0 else { return }
        let margin = (bodies.velocity[a] - bodies.velocity[b]).length * step.h + Self.speculativeDistance
        let ua = UInt64(bodies.uid[a]), ub = UInt64(bodies.uid[b])
        let key = min(ua, ub) << 32 | max(ua, ub)
        if bodies.parts(at: a) != nil || bodies.parts(at: b) != nil {
            collideCompound(a, b, margin: margin, key: key, group: shared.trailingZeroBitCount)
            return
        }
        let m = Dynamics.collide(bodies.shape(at: a), transform(ofBody: a), bodies.shape(at: b), transform(ofBody: b),
                                 speculative: margin)
        guard m.pointCount > 0 else { return }
        addConstraint(a, b, m, key: key, group: shared.trailingZeroBitCount, boundary: -1)
    }

    private mutating func collideWithBoundaries(_ i: Int, _ box: AABB, _ step: SolverStep) {
        let groups = bodies.collisionGroups[i] & contacts.boundaryGroups
        let margin = bodies.velocity[i].length * step.h + Self.speculativeDistance
        if bodies.parts(at: i) == nil {
            collidePart(i, bodies.shape(at: i), transform(ofBody: i), offset: .zero, part: 0, box, margin, groups)
        } else {
            for (k, part) in worldParts(ofBody: i).enumerated() {
                collidePart(i, part.shape, part.xf, offset: part.offset, part: k, box, margin, groups)
            }
        }
    }

    /// One collision part of body `i` (its whole shape, or a group member) against the walls
    /// and segment boundaries of its groups.
    private mutating func collidePart(_ i: Int, _ shape: CollisionShape, _ xf: Transform2, offset: Vector, part k: Int,
                             _ box: AABB, _ margin: Double, _ groups: UInt64) {
        let uid = UInt64(bodies.uid[i]) << 32 ^ UInt64(k & 0xFF) << 56
        for (n, wall) in contacts.walls.enumerated() where groups & (1 << UInt64(wall.group)) != 0 {
            let m = WallContact.manifold(shape, xf, wall, speculative: margin)
            if m.pointCount > 0 {
                addConstraint(i, -1, m.rebased(offsetA: offset, offsetB: .zero),
                              key: uid | UInt64(0xFFFF_0000 | UInt32(n)), group: wall.group, boundary: -1 - n)
            }
        }
        for (n, segment) in contacts.statics.enumerated()
        where groups & (1 << UInt64(segment.group)) != 0 && segment.bounds.overlaps(box) {
            let m = Dynamics.collide(shape, xf, .segment(segment.p1, segment.p2), .identity, speculative: margin)
            if m.pointCount > 0 {
                addConstraint(i, -1, m.rebased(offsetA: offset, offsetB: .zero),
                              key: uid | UInt64(segment.code | 0x8000_0000), group: segment.group, boundary: n)
            }
        }
    }

    mutating func addConstraint(_ a: Int, _ b: Int, _ m: Manifold, key: UInt64, group: Int, boundary: Int) {
        let ma = bodies.material[a]
        let friction = b >= 0 ? (ma.friction * bodies.material[b].friction).squareRoot() : ma.friction
        let restitution = b >= 0 ? max(ma.elasticity, bodies.material[b].elasticity) : ma.elasticity
        var c = ContactConstraint(a: a, b: b, normal: m.normal, friction: friction, restitution: restitution,
                                  pointCount: m.pointCount, key: key, group: group, boundary: boundary)
        c.p0 = ContactPoint(rA: m.points.0.anchorA, rB: m.points.0.anchorB, baseSeparation: m.points.0.separation,
                            id: m.points.0.id)
        if m.pointCount > 1 {
            c.p1 = ContactPoint(rA: m.points.1.anchorA, rB: m.points.1.anchorB, baseSeparation: m.points.1.separation,
                                id: m.points.1.id)
        }
        contacts.constraints.append(c)
    }
}
