/// A box's reference face (edge e, v₁ → v₂) read along its own axes: its normal n is ±x or
/// ±y, so n·x and t·x (t = n.perpendicular) are one coordinate of x with a sign. The values
/// equal the dot products `clipContacts` takes (the products by the zero component only add
/// a signed zero), so clipping along them gives the general path's points.
struct BoxFace {
    let edge: Int, nextVertex: Int
    let v1: Vector, v2: Vector, n: Vector
    /// The reference box's placement.
    let xf: Transform2
    /// True when the face belongs to B (the manifold is then reversed as it is made).
    let flip: Bool
    /// True for faces 0 and 2, which run along x (their normals along y).
    let alongX: Bool
    /// t = tSign × the face's own axis; n = nSign × the other axis (each ±1).
    let tSign: Double, nSign: Double

    @inline(__always)
    init(_ box: BoxHull, _ e: Int, _ xf: Transform2, flip: Bool) {
        edge = e
        nextVertex = box.next(e)
        v1 = box.vertex(e)
        v2 = box.vertex(nextVertex)
        n = box.normal(e)
        self.xf = xf
        self.flip = flip
        alongX = e & 1 == 0
        tSign = e < 2 ? 1 : -1
        nSign = e == 0 || e == 3 ? -1 : 1
    }

    /// t·x: the coordinate along the face, from v₁ towards v₂.
    @inline(__always)
    func along(_ x: Vector) -> Double { tSign * (alongX ? x.dx : x.dy) }

    /// n·x: the coordinate out of the face.
    @inline(__always)
    func out(_ x: Vector) -> Double { nSign * (alongX ? x.dy : x.dx) }

    /// The id of the point where incident vertex `incident` meets this face near its vertex
    /// `reference` (see `ContactFeature.corners`).
    @inline(__always)
    func id(reference: Int, incident: Int) -> UInt32 {
        flip
            ? ContactFeature.corners(vertexA: incident, vertexB: reference)
            : ContactFeature.corners(vertexA: reference, vertexB: incident)
    }

    /// Incident point p (this box's frame) as a contact: separation n·(p − v₁), placed midway
    /// between p and its projection p − n·separation on the face.
    @inline(__always)
    func point(_ p: Vector, _ id: UInt32, _ xi: Transform2) -> ManifoldPoint {
        let separation = out(p - v1)
        let k = 0.5 * separation
        let q = alongX ? Vector(dx: p.dx, dy: p.dy - nSign * k) : Vector(dx: p.dx - nSign * k, dy: p.dy)
        let world = xf.apply(q)
        let onReference = world - xf.p, onIncident = world - xi.p
        return flip
            ? ManifoldPoint(anchorA: onIncident, anchorB: onReference, separation: separation, id: id)
            : ManifoldPoint(anchorA: onReference, anchorB: onIncident, separation: separation, id: id)
    }

    /// Makes `m` the one point p if its separation is within the margin, else empty (slot 0 is
    /// written either way; only the first `pointCount` slots mean anything).
    @inline(__always)
    func setOne(_ p: Vector, _ id: UInt32, _ xi: Transform2, _ speculative: Double, _ m: inout Manifold) {
        let q = point(p, id, xi)
        m.points.0 = q
        m.pointCount = q.separation <= speculative ? 1 : 0
    }

    /// Makes `m` the incident edge's end deepest below the face, alone (see `clipContacts`).
    @inline(__always)
    func setDeepestEnd(
        _ w1: Vector, _ j1: Int, _ w2: Vector, _ j2: Int, _ xi: Transform2, _ speculative: Double,
        _ m: inout Manifold
    ) {
        let (w, j) = out(w1) <= out(w2) ? (w1, j1) : (w2, j2)
        setOne(w, ContactFeature.id(flip: flip, reference: edge, incident: j), xi, speculative, &m)
    }
}

/// `clipBoxes` with reference face `e` (0…3) of `box`, placed by `xf`: one copy of the clipping
/// for each face, so each face's corners, normal, signs and axis are constants in its copy
/// rather than chosen at every use. The same arithmetic in the same order, so the same bits.
/// `collideBoxes` takes it for A's faces only: B's face is the reference only when clearly
/// the better one, and four more copies for it cost more in the pair loop's registers than
/// they save (pyramid: 2,484.9 M instructions with eight copies, 2,471.5 M with four).
@inline(always)
func clipBoxes(
    _ box: BoxHull, _ e: Int, _ xf: Transform2, flip: Bool, incident: BoxHull, _ iInR: Transform2,
    _ xi: Transform2, _ speculative: Double, _ m: inout Manifold
) {
    switch e {
    case 0: clipBoxes(BoxFace(box, 0, xf, flip: flip), incident: incident, iInR, xi, speculative, &m)
    case 1: clipBoxes(BoxFace(box, 1, xf, flip: flip), incident: incident, iInR, xi, speculative, &m)
    case 2: clipBoxes(BoxFace(box, 2, xf, flip: flip), incident: incident, iInR, xi, speculative, &m)
    default: clipBoxes(BoxFace(box, 3, xf, flip: flip), incident: incident, iInR, xi, speculative, &m)
    }
}

/// Steps 2–3 of `collideHulls` for a box face against a box: the incident edge (its corners
/// placed in the reference frame by `iInR`) clipped to the face's slab, as `clipContacts` does.
/// The points go into `m`, empty on entry.
///
/// `@inline(always)`, not `@inline(__always)`: the hint alone left it a call from the pair
/// loop, whose argument `BoxFace` went through memory (pyramid: 3.465 → 3.372 G instructions).
@inline(always)
func clipBoxes(
    _ ref: BoxFace, incident: BoxHull, _ iInR: Transform2, _ xi: Transform2,
    _ speculative: Double, _ m: inout Manifold
) {
    // Rᵀn for n = ±x or ±y is ±(c, −s) or ±(s, c): `inverseRotate(ref.n)` but for the sign of
    // a zero, which the comparisons in `incidentEdge` do not see.
    let c = iInR.c, s = iInR.s
    let j = incident.incidentEdge(
        finite: ref.alongX
            ? Vector(dx: ref.nSign * s, dy: ref.nSign * c) : Vector(dx: ref.nSign * c, dy: ref.nSign * -s))
    let j2 = incident.next(j)
    let w1 = iInR.apply(incident.vertex(j)), w2 = iInR.apply(incident.vertex(j2))
    m.normal = ref.flip ? -ref.xf.rotate(ref.n) : ref.xf.rotate(ref.n)
    // Coordinates along t from v₁: the slab is [0, hi].
    let hi = ref.along(ref.v2 - ref.v1), s1 = ref.along(w1 - ref.v1), s2 = ref.along(w2 - ref.v1)
    guard max(s1, s2) >= 0, min(s1, s2) <= hi else {
        ref.setDeepestEnd(w1, j, w2, j2, xi, speculative, &m)
        return
    }
    let first = clip(w1, s1, toward: w2, s2, hi: hi, id: ref.id(reference: ref.nextVertex, incident: j))
    let second = clip(w2, s2, toward: w1, s1, hi: hi, id: ref.id(reference: ref.edge, incident: j2))
    if (second.0 - first.0).lengthSquared <= mergeDistanceSquared {
        let (p, f) = ref.out(second.0 - first.0) < 0 ? second : first
        ref.setOne(p, f, xi, speculative, &m)
    } else {
        // Both points made, then kept by count: the first within the margin goes to slot 0,
        // as two appends would put it (slot 1 is written either way).
        let p1 = ref.point(first.0, first.1, xi), p2 = ref.point(second.0, second.1, xi)
        let keep1 = p1.separation <= speculative, keep2 = p2.separation <= speculative
        m.points.0 = keep1 ? p1 : p2
        m.points.1 = p2
        m.pointCount = (keep1 ? 1 : 0) + (keep2 ? 1 : 0)
    }
    if m.pointCount == 0 { ref.setDeepestEnd(w1, j, w2, j2, xi, speculative, &m) }
}
