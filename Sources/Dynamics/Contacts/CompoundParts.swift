extension Transform2 {
    /// This transform followed by nothing else but applied to a pose given in its frame:
    /// the world placement of a part placed at `local` on a body placed at `self`.
    func placing(_ local: Transform2) -> Transform2 {
        Transform2(position: apply(local.p), c: c * local.c - s * local.s, s: s * local.c + c * local.s)
    }
}

extension Manifold {
    /// The same contacts with A's anchors measured from A's body centre instead of its part's
    /// centre (`offsetA` = part centre − body centre), and likewise for B.
    func rebased(offsetA: Vector, offsetB: Vector) -> Manifold {
        var m = self
        for i in 0..<pointCount {
            m[i].anchorA += offsetA
            m[i].anchorB += offsetB
        }
        return m
    }
}

extension StepWorld {
    /// Each collision part of a body in world placement, with its offset from the body centre:
    /// one part for a plain item, one per member for a `DynamicItemGroup`.
    mutating func worldParts(ofBody i: Int) -> [(shape: CollisionShape, xf: Transform2, offset: Vector)] {
        let xf = transform(ofBody: i)
        guard let parts = bodies.parts(at: i) else { return [(bodies.shape(at: i), xf, .zero)] }
        return parts.map { part in
            let placed = xf.placing(part.local)
            return (part.shape, placed, placed.p - xf.p)
        }
    }

    /// The box around every part of a body.
    mutating func boundingBox(ofBody i: Int) -> AABB {
        guard bodies.parts(at: i) != nil else { return bodies.shape(at: i).aabb(transform(ofBody: i)) }
        let parts = worldParts(ofBody: i)
        return parts.dropFirst().reduce(parts[0].shape.aabb(parts[0].xf)) { $0.union($1.shape.aabb($1.xf)) }
    }

    /// Contacts between two bodies of which at least one is a group: every part pair, each
    /// manifold a constraint of its own (keyed by the part indices for warm starting).
    mutating func collideCompound(_ a: Int, _ b: Int, margin: Double, key: UInt64, group: Int) {
        for (k, pa) in worldParts(ofBody: a).enumerated() {
            for (l, pb) in worldParts(ofBody: b).enumerated() {
                let m = Dynamics.collide(pa.shape, pa.xf, pb.shape, pb.xf, speculative: margin)
                guard m.pointCount > 0 else { continue }
                let partKey = key ^ (UInt64(k & 0xFF) << 56 | UInt64(l & 0xFF) << 48)
                addConstraint(
                    a, b, m.rebased(offsetA: pa.offset, offsetB: pb.offset), key: partKey,
                    group: group, boundary: -1)
            }
        }
    }
}
