extension StepWorld {
    /// The narrow phase over the broad phase's pairs (see `collide`): each pair's contact
    /// margin, then `collideBodies`. The per-body numbers a pair of discs or boxes reads are
    /// taken as buffers once per pass, so a pair pays no bounds check or reload for them;
    /// other shapes go through `collideBodies` itself. The same arithmetic in the same order
    /// as `collideBodies`, so the same constraints.
    mutating func collidePairs(
        _ broadPhase: BroadPhase, _ members: [Int], _ boxes: [AABB], drift: [Double], span: Double
    ) {
        let itemGroups = contacts.itemGroups
        let groups = bodies.collisionGroups, inverseMass = bodies.inverseMass, uids = bodies.uid
        let velocities = bodies.velocity, shapes = contacts.narrowShapes, transforms = contacts.transforms
        withReadBuffers(groups, inverseMass) { groups, inverseMass in
            withReadBuffers(uids, velocities) { uids, velocities in
                withReadBuffers(shapes, transforms) { shapes, transforms in
                    drift.withUnsafeBufferPointer { drift in
                        broadPhase.forEachPair(members, boxes) { a, b in
                            let margin =
                                (velocities[a] - velocities[b]).length * span + drift[a] + drift[b]
                                + Self.speculativeDistance
                            let shared = groups[a] & groups[b] & itemGroups
                            guard shared != 0, inverseMass[a] > 0 || inverseMass[b] > 0 else { return }
                            var m = Manifold()
                            guard
                                collideKinds(
                                    shapes[a], transforms[a], shapes[b], transforms[b], speculative: margin,
                                    into: &m)
                            else {
                                collideBodies(a, b, margin: margin)
                                return
                            }
                            guard m.pointCount > 0 else { return }
                            let ua = UInt64(uids[a]), ub = UInt64(uids[b])
                            addConstraint(
                                a, b, m, key: min(ua, ub) << 32 | max(ua, ub), group: shared.trailingZeroBitCount,
                                boundary: -1)
                        }
                    }
                }
            }
        }
    }
}
