/// One contact point between two shapes.
struct ManifoldPoint: Sendable, Equatable {
    /// The contact point relative to A's centre, in world axes (points).
    var anchorA: Vector
    /// The contact point relative to B's centre, in world axes (points). For a world-space
    /// boundary (placed by `Transform2.identity`) this is the point itself.
    var anchorB: Vector
    /// Signed distance between the surfaces along the normal, in points: < 0 overlap, > 0 gap
    /// (a speculative contact).
    var separation: Double
    /// Which features touch (see `ContactFeature`); stays the same from step to step while the
    /// same features touch, so the solver can warm-start from the last step's impulse.
    var id: UInt32
}

extension ManifoldPoint {
    /// A placeholder for unused slots.
    static let zero = ManifoldPoint(
        anchorA: Vector(dx: 0, dy: 0), anchorB: Vector(dx: 0, dy: 0), separation: 0, id: 0)
}

/// Up to two contact points between two shapes, sharing one normal.
struct Manifold: Sendable {
    /// Unit normal pointing from A to B (zero when there are no points). Spelled out rather
    /// than `.zero`: Geometry's static is reached through a lazy-initialisation check, and a
    /// manifold is made for every pair.
    var normal = Vector(dx: 0, dy: 0)
    /// How many of `points` are valid: 0, 1 or 2.
    var pointCount = 0
    /// The points; the first `pointCount` are valid. A tuple, not an array, so building a
    /// manifold never allocates.
    var points: (ManifoldPoint, ManifoldPoint) = (.zero, .zero)
}

extension Manifold {
    /// The point in slot 0 or 1.
    subscript(i: Int) -> ManifoldPoint {
        get { i == 0 ? points.0 : points.1 }
        set { if i == 0 { points.0 = newValue } else { points.1 = newValue } }
    }

    /// Adds a point to the first free slot; a third point is dropped.
    mutating func append(_ p: ManifoldPoint) {
        guard pointCount < 2 else { return }
        self[pointCount] = p
        pointCount += 1
    }

    /// The same contacts seen with A and B swapped: normal reversed, anchors exchanged.
    var flipped: Manifold {
        var m = self
        m.normal = -normal
        for i in 0..<pointCount {
            let p = self[i]
            m[i] = ManifoldPoint(anchorA: p.anchorB, anchorB: p.anchorA, separation: p.separation, id: p.id)
        }
        return m
    }

    /// The same contacts with A's anchors measured from a point `offset` away from where they
    /// were measured (anchor' = anchor + old origin − new origin = anchor + offset).
    func shiftingA(by offset: Vector) -> Manifold {
        var m = self
        for i in 0..<pointCount { m[i].anchorA += offset }
        return m
    }
}

/// How a point's `id` names the touching features: 32 bits, built only here so every
/// narrow-phase routine numbers the same way.
///
/// A clipped face–face point is named by the two vertices at its end of the touching edges,
/// A's in bits 16…29 and B's in bits 0…15 (`corners`), whichever hull gave the reference
/// face: when two nearly parallel faces swap roles from one step to the next, as resting
/// boxes do, the same corner keeps its id and its warm start.
///
/// Other points set bit 30 (`id`): bit 31 when the reference face belongs to B, bits 16…29
/// the reference face (edge index) or `0x2000 | i` for a vertex–vertex contact at A's vertex
/// i, bits 0…15 the incident vertex, or `0x4000 | k` for a vertex–vertex contact at B's
/// vertex k. Circle contacts use the hull's face index, or `0x1_0000 | k` at its vertex k.
enum ContactFeature {
    static func corners(vertexA: Int, vertexB: Int) -> UInt32 {
        UInt32(vertexA & 0x3FFF) << 16 | UInt32(vertexB & 0xFFFF)
    }

    static func id(flip: Bool, reference: Int, incident: Int) -> UInt32 {
        (flip ? 1 << 31 : 0) | 1 << 30 | UInt32(reference & 0x3FFF) << 16 | UInt32(incident & 0xFFFF)
    }

    /// The reference feature for a vertex–vertex (closest points) contact at A's vertex `k`.
    static func cornerA(_ k: Int) -> Int { 0x2000 | (k & 0x1FFF) }

    /// The incident feature for a vertex–vertex (closest points) contact at B's vertex `k`.
    static func corner(_ k: Int) -> Int { 0x4000 | (k & 0x3FFF) }
}
