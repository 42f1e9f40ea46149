extension StepWorld {
    /// The narrow phase over the broad phase's pairs (see `collide`): each pair's contact
    /// margin, then `collideBodies`. The per-body numbers a pair of discs or boxes reads are
    /// taken as buffers once per pass, so a pair pays no bounds check or reload for them;
    /// other shapes go through `collideBodies` itself. Two discs make their constraint
    /// straight from `circlesPoint`, with no manifold in between. The same arithmetic in the
    /// same order as `collideBodies` and `addConstraint`, so the same constraints in the same
    /// order.
    mutating func collidePairs(
        _ broadPhase: BroadPhase, _ members: [Int], _ boxes: [AABB], drift: [Double], span: Double
    ) {
        let itemGroups = contacts.itemGroups
        let groups = bodies.collisionGroups, inverseMass = bodies.inverseMass, uids = bodies.uid
        let velocities = bodies.velocity, shapes = contacts.narrowShapes, transforms = contacts.transforms
        let materials = bodies.material
        // Appended to here; handed back around a fallback that appends by itself.
        var constraints = contacts.constraints
        contacts.constraints = []
        withReadBuffers(groups, inverseMass) { groups, inverseMass in
            withReadBuffers(uids, velocities) { uids, velocities in
                withReadBuffers(shapes, transforms) { shapes, transforms in
                    withReadBuffers(drift, materials) { drift, materials in
                        broadPhase.forEachPair(members, boxes) { a, b in
                            let margin =
                                (velocities[a] - velocities[b]).length * span + drift[a] + drift[b]
                                + Self.speculativeDistance
                            let shared = groups[a] & groups[b] & itemGroups
                            guard shared != 0, inverseMass[a] > 0 || inverseMass[b] > 0 else { return }
                            let ua = UInt64(uids[a]), ub = UInt64(uids[b])
                            let key = min(ua, ub) << 32 | max(ua, ub), group = shared.trailingZeroBitCount
                            if case .circle(let ra) = shapes[a], case .circle(let rb) = shapes[b] {
                                guard let (n, p) = circlesPoint(ra, transforms[a].p, rb, transforms[b].p, margin)
                                else { return }
                                constraints.append(
                                    ContactConstraint(
                                        a: a, b: b, normal: n, p, key: key, group: group, materials[a], materials[b]))
                                return
                            }
                            var m = Manifold()
                            guard
                                collideKinds(
                                    shapes[a], transforms[a], shapes[b], transforms[b], speculative: margin,
                                    into: &m)
                            else {
                                swap(&constraints, &contacts.constraints)
                                collideBodies(a, b, margin: margin)
                                swap(&constraints, &contacts.constraints)
                                return
                            }
                            guard m.pointCount > 0 else { return }
                            constraints.append(
                                ContactConstraint(a: a, b: b, m, key: key, group: group, materials[a], materials[b]))
                        }
                    }
                }
            }
        }
        contacts.constraints = constraints
    }
}

extension ContactConstraint {
    /// A new constraint between bodies `a` and `b` (no boundary) at the points of `m`, as
    /// `addConstraint` makes it from the two bodies' materials `ma` and `mb`.
    @inline(__always)
    init(a: Int, b: Int, _ m: Manifold, key: UInt64, group: Int, _ ma: Material, _ mb: Material) {
        self.init(
            a: a, b: b, normal: m.normal, friction: ma.combinedFriction(mb),
            restitution: ma.combinedElasticity(mb), pointCount: m.pointCount, p0: ContactPoint(m.points.0),
            p1: ContactPoint(m.pointCount > 1 ? m.points.1 : .unused), key: key, group: group, boundary: -1)
    }

    /// A new one-point constraint between bodies `a` and `b` (no boundary) along `normal` at
    /// `point`, as `addConstraint` makes it from the two bodies' materials `ma` and `mb`.
    @inline(__always)
    init(
        a: Int, b: Int, normal: Vector, _ point: ManifoldPoint, key: UInt64, group: Int, _ ma: Material, _ mb: Material
    ) {
        self.init(
            a: a, b: b, normal: normal, friction: ma.combinedFriction(mb),
            restitution: ma.combinedElasticity(mb), pointCount: 1, p0: ContactPoint(point),
            p1: ContactPoint(.unused), key: key, group: group, boundary: -1)
    }
}
