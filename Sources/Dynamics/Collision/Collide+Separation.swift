/// The best face of one hull in the separating axis test.
struct FaceSeparation {
    /// The face (edge index).
    var edge = 0
    /// The other hull's greatest distance out of it, in points (< 0: overlap).
    var separation = -Double.infinity
    /// The other hull's vertex deepest below the face, in this hull's frame.
    var deepest = Vector(dx: 0, dy: 0)
}

/// The face of `p` from which `q` (placed in p's frame by `qInP`) is farthest, and that
/// separation. Stops early once a separation exceeds `limit` (the hulls are then apart).
@inline(__always)
func maxSeparation<P: ConvexHull, Q: ConvexHull>(
    _ p: P, _ q: Q, _ qInP: Transform2,
    limit: Double
) -> FaceSeparation {
    var best = FaceSeparation()
    for i in 0..<p.count {
        let n = p.normal(i)
        let deepest = qInP.apply(q.vertex(q.support(qInP.inverseRotate(-n))))
        let s = n.dot(deepest - p.vertex(i))
        if s > best.separation {
            best = FaceSeparation(edge: i, separation: s, deepest: deepest)
            if s > limit { break }
        }
    }
    return best
}

/// True when the other hull's deepest vertex lies within `separation` + ½ `vertexTolerance`
/// of the face's segment (not just its line). The distance between the hulls is at least
/// `separation` (the face separates them) and at most that vertex's distance to the face, so
/// GJK could not find it farther than `separation` + `vertexTolerance`: step 4 would not apply.
@inline(__always)
func faceBoundsDistance<P: ConvexHull>(_ p: P, _ face: FaceSeparation, _ separation: Double) -> Bool {
    let w = face.deepest
    let nearest = closestPoint(to: w, onSegment: p.vertex(face.edge), p.vertex(p.next(face.edge)))
    let bound = separation + 0.5 * vertexTolerance
    return (w - nearest).lengthSquared <= bound * bound
}
