/// How much deeper B's best face must be than A's before B's face becomes the reference, in
/// points. Preferring A on near-ties keeps the same reference face (and feature ids) from step
/// to step; the price is a separation off by at most this much.
let referenceTolerance = 0.05

/// When separated hulls are farther apart than their best face separation by more than this
/// (points), their nearest features are two vertices: one contact along the true distance.
let vertexTolerance = 0.005

/// Two clipped points closer than this (points) are merged into one: a zero-length edge would
/// otherwise give the solver two identical rows.
let mergeDistance = 1e-6

/// The largest squared length whose square root is at most `mergeDistance`: 1e-12 exactly (a
/// test checks it), so comparing squared lengths with it decides as comparing lengths would,
/// without a square root.
let mergeDistanceSquared = 1e-12

/// Two convex hulls by the separating axis test, then reference/incident edge clipping.
///
/// 1. For every face i of each hull, the separation of the other hull from it is
///    sᵢ = nᵢ·(support(−nᵢ) − vᵢ); the greatest over both hulls is the least-penetration (or
///    largest-gap) axis. If it exceeds `speculative` the hulls are apart: no contact.
/// 2. That face is the reference face; the incident edge is the other hull's edge whose normal
///    is most anti-parallel to it.
/// 3. The incident edge is clipped to the slab between the reference face's side planes; each
///    surviving end with separation n·(p − v₁) ≤ `speculative` is a contact point (up to two),
///    so a box lying on another rests on two points. If clipping cuts off the incident edge's
///    deepest end (narrow faces, like an ellipse's facets), that end alone is the contact.
/// 4. When the hulls are apart and their nearest features are two vertices (the true
///    distance, found by GJK, exceeds the best face separation), the one contact lies along
///    that distance instead: a face would promise a smaller gap than there is. GJK is skipped
///    when the best face already bounds the distance closely enough (`faceBoundsDistance`):
///    the answer is then the same as with it. `measuresDistance` forces it (for tests).
func collideHulls<A: ConvexHull, B: ConvexHull>(
    _ a: A, _ xa: Transform2, _ b: B, _ xb: Transform2,
    _ speculative: Double, measuresDistance: Bool = false
) -> Manifold {
    let bInA = xa.inverseTimes(xb), aInB = xb.inverseTimes(xa)
    let faceA = maxSeparation(a, b, bInA, limit: speculative)
    guard faceA.separation <= speculative else { return Manifold() }
    let faceB = maxSeparation(b, a, aInB, limit: speculative)
    guard faceB.separation <= speculative else { return Manifold() }
    return faceContacts(
        a, xa, b, xb, (bInA, aInB), faceA, faceB, speculative, measuresDistance: measuresDistance)
}

/// Steps 2–4 of `collideHulls` once both hulls' best faces are known (each within
/// `speculative`): the vertex contact when the hulls are apart corner to corner, else the
/// clipped contacts of the better reference face. `frames` is (B in A, A in B).
@inline(__always)
func faceContacts<A: ConvexHull, B: ConvexHull>(
    _ a: A, _ xa: Transform2, _ b: B, _ xb: Transform2, _ frames: (Transform2, Transform2),
    _ faceA: FaceSeparation, _ faceB: FaceSeparation, _ speculative: Double,
    measuresDistance: Bool = false
) -> Manifold {
    let (bInA, aInB) = frames
    let separation = max(faceA.separation, faceB.separation)
    if separation > 0,
        measuresDistance
            || !(faceA.separation >= faceB.separation
                ? faceBoundsDistance(a, faceA, separation) : faceBoundsDistance(b, faceB, separation)),
        let gap = hullDistance(a, b, bInA), gap.distance > separation + vertexTolerance
    {
        return gap.distance <= speculative ? vertexContact(gap, xa, xb) : Manifold()
    }
    if faceB.separation > faceA.separation + referenceTolerance {
        let face = ReferenceFace(b, faceB.edge, xb, separation: faceB.separation, flip: true)
        return clipContacts(face, b, incident: a, xa, aInB, speculative)
    }
    let face = ReferenceFace(a, faceA.edge, xa, separation: faceA.separation, flip: false)
    return clipContacts(face, a, incident: b, xb, bInA, speculative)
}

/// The reference face in its hull's local frame: edge v₁ → v₂, outward normal n, tangent
/// t = n.perpendicular (the direction v₁ → v₂).
private struct ReferenceFace {
    let v1: Vector, v2: Vector, n: Vector
    let edge: Int
    /// Index of v₂ in its hull.
    let nextVertex: Int
    let xf: Transform2
    let separation: Double
    let flip: Bool

    init<H: ConvexHull>(_ hull: H, _ edge: Int, _ xf: Transform2, separation: Double, flip: Bool) {
        v1 = hull.vertex(edge)
        v2 = hull.vertex(hull.next(edge))
        n = hull.normal(edge)
        self.edge = edge
        nextVertex = hull.next(edge)
        self.xf = xf
        self.separation = separation
        self.flip = flip
    }

    var t: Vector { n.perpendicular }

    /// The manifold's normal: n in world axes, reversed when the face belongs to B.
    var normal: Vector { flip ? -xf.rotate(n) : xf.rotate(n) }

    /// The id of the point where incident vertex `incident` meets this face near its vertex
    /// `reference` (see `ContactFeature.corners`).
    func id(reference: Int, incident: Int) -> UInt32 {
        flip
            ? ContactFeature.corners(vertexA: incident, vertexB: reference)
            : ContactFeature.corners(vertexA: reference, vertexB: incident)
    }

    /// The id of a lone point at incident vertex `incident` (see `addDeepestEnd`).
    func id(_ incident: Int) -> UInt32 {
        ContactFeature.id(flip: flip, reference: edge, incident: incident)
    }
}

/// Steps 2–4: contacts of the incident hull's edge against the reference face. The manifold
/// is built in place with A and B in the caller's order: when the reference face belongs to
/// B (`ref.flip`), the normal is reversed and the anchors exchanged as `Manifold.flipped` does.
@inline(__always)
private func clipContacts<R: ConvexHull, I: ConvexHull>(
    _ ref: ReferenceFace, _ reference: R, incident: I, _ xi: Transform2, _ iInR: Transform2,
    _ speculative: Double
) -> Manifold {
    let j = incident.incidentEdge(iInR.inverseRotate(ref.n))
    let j2 = incident.next(j)
    let w1 = iInR.apply(incident.vertex(j)), w2 = iInR.apply(incident.vertex(j2))
    var m = Manifold()
    m.normal = ref.normal
    // Coordinates along t from v₁: the slab is [0, hi].
    let t = ref.t
    let hi = t.dot(ref.v2 - ref.v1), s1 = t.dot(w1 - ref.v1), s2 = t.dot(w2 - ref.v1)
    guard max(s1, s2) >= 0, min(s1, s2) <= hi else {
        addDeepestEnd(ref, w1, w2, j, j2, xi, speculative, &m)
        return m
    }
    // The incident edge runs against the face: w₁ lies towards v₂, w₂ towards v₁.
    addClippedPair(
        clip(w1, s1, toward: w2, s2, hi: hi, id: ref.id(reference: ref.nextVertex, incident: j)),
        clip(w2, s2, toward: w1, s1, hi: hi, id: ref.id(reference: ref.edge, incident: j2)), ref, xi, speculative,
        &m)
    // The deepest incident vertex was clipped away by a narrow facet of a smooth hull (an
    // ellipse): the clipped points would understate the overlap or overstate the gap. A
    // polygon's face is the real side: a vertex clipped off it touches nothing, as the far
    // corner of a box resting half over another box's edge.
    let deepest = m.pointCount == 2 ? min(m.points.0.separation, m.points.1.separation) : m.points.0.separation
    if m.pointCount == 0 || (reference.isSmooth && deepest > ref.separation + vertexTolerance) {
        m = Manifold()
        m.normal = ref.normal
        addDeepestEnd(ref, w1, w2, j, j2, xi, speculative, &m)
    }
    return m
}

/// Adds the clipped points within the margin; two that (nearly) coincide count once, the deeper.
@inline(__always)
private func addClippedPair(
    _ first: (Vector, UInt32), _ second: (Vector, UInt32), _ ref: ReferenceFace,
    _ xi: Transform2, _ speculative: Double, _ m: inout Manifold
) {
    if (second.0 - first.0).lengthSquared <= mergeDistanceSquared {
        let (p, f) = ref.n.dot(second.0 - first.0) < 0 ? second : first
        addPoint(p, f, ref, xi, speculative, &m)
    } else {
        addPoint(first.0, first.1, ref, xi, speculative, &m)
        addPoint(second.0, second.1, ref, xi, speculative, &m)
    }
}

/// An end w of the incident edge (slab coordinate s), moved along the edge towards the other
/// end o (coordinate so) onto the slab [0, hi] if it lies outside. At s < 0 the crossing is at
/// λ = −s/(so − s), at s > hi at λ = (s − hi)/(s − so); both denominators are positive because
/// the edge meets the slab. The id stays the same whether or not the end was moved: faces of
/// equal width stacked flush put the ends right on the side planes, where rounding decides
/// the clip, and an id that changed with it would lose the point's warm start.
@inline(__always)
func clip(
    _ w: Vector, _ s: Double, toward o: Vector, _ so: Double, hi: Double,
    id: UInt32
) -> (Vector, UInt32) {
    if s < 0 { return (w + (o - w) * (-s / (so - s)), id) }
    if s > hi { return (w + (o - w) * ((s - hi) / (s - so)), id) }
    return (w, id)
}

/// Adds incident point p (reference frame) if its separation n·(p − v₁) is within the margin;
/// the contact is placed midway between p and its projection on the reference face.
@inline(__always)
private func addPoint(
    _ p: Vector, _ id: UInt32, _ ref: ReferenceFace, _ xi: Transform2,
    _ speculative: Double, _ m: inout Manifold
) {
    let separation = ref.n.dot(p - ref.v1)
    guard separation <= speculative else { return }
    let world = ref.xf.apply(p - ref.n * (0.5 * separation))
    let onReference = world - ref.xf.p, onIncident = world - xi.p
    m.append(
        ref.flip
            ? ManifoldPoint(anchorA: onIncident, anchorB: onReference, separation: separation, id: id)
            : ManifoldPoint(anchorA: onReference, anchorB: onIncident, separation: separation, id: id))
}

/// Adds one point at the incident edge's end deepest below the reference face: used when the
/// edge misses the face's slab or clipping cut its deepest vertex away. That end is the
/// incident hull's support along −n, so its separation is the SAT separation.
private func addDeepestEnd(
    _ ref: ReferenceFace, _ w1: Vector, _ w2: Vector, _ j1: Int, _ j2: Int,
    _ xi: Transform2, _ speculative: Double, _ m: inout Manifold
) {
    let (w, j) = ref.n.dot(w1) <= ref.n.dot(w2) ? (w1, j1) : (w2, j2)
    addPoint(w, ref.id(j), ref, xi, speculative, &m)
}

/// Step 4: one contact midway between the nearest points (A's frame), normal along them.
private func vertexContact(_ gap: HullDistance, _ xa: Transform2, _ xb: Transform2) -> Manifold {
    let n = (gap.pointB - gap.pointA) / gap.distance
    let world = xa.apply((gap.pointA + gap.pointB) * 0.5)
    var m = Manifold()
    m.normal = xa.rotate(n)
    m.append(
        ManifoldPoint(
            anchorA: world - xa.p, anchorB: world - xb.p, separation: gap.distance,
            id: ContactFeature.id(
                flip: false, reference: ContactFeature.cornerA(gap.vertexA),
                incident: ContactFeature.corner(gap.vertexB))))
    return m
}
