/// Two boxes: `collideHulls` worked out for boxes, step by step the same arithmetic, so the
/// manifold is the general path's, ids included (`CollisionFastPathTests` compares them).
///
/// Each box's four corners are placed in the other's frame once; each face's separation is
/// then one corner's coordinate against a half extent, and the clipping (`clipBoxes`) reads
/// coordinates along the axis-aligned reference face instead of dotting with its normal. Only
/// products by the normals' zeros and ones drop out, which changes at most the sign of a zero.
/// Non-finite placements, and the rare corner-to-corner gap that needs GJK, take the general
/// path.
func collideBoxes(
    _ a: BoxHull, _ xa: Transform2, _ b: BoxHull, _ xb: Transform2,
    _ speculative: Double
) -> Manifold {
    let bInA = xa.inverseTimes(xb), aInB = xb.inverseTimes(xa)
    guard bInA.isFinite, aInB.isFinite else { return collideHulls(a, xa, b, xb, speculative) }
    let cornersB = PlacedCorners(b, bInA)
    let faceA = boxSeparation(a, cornersB, bInA, b)
    guard faceA.separation <= speculative else { return Manifold() }
    let cornersA = PlacedCorners(a, aInB)
    let faceB = boxSeparation(b, cornersA, aInB, a)
    guard faceB.separation <= speculative else { return Manifold() }
    let separation = max(faceA.separation, faceB.separation)
    if separation > 0,
        !(faceA.separation >= faceB.separation
            ? faceBoundsDistance(a, faceA, separation) : faceBoundsDistance(b, faceB, separation))
    {
        return collideHulls(a, xa, b, xb, speculative)
    }
    // One call for either reference face, returned as it is: the manifold is not copied back.
    let flip = faceB.separation > faceA.separation + referenceTolerance
    let (reference, xr, edge) = flip ? (b, xb, faceB.edge) : (a, xa, faceA.edge)
    let (incident, xi, corners, iInR) = flip ? (a, xa, cornersA, aInB) : (b, xb, cornersB, bInA)
    return clipBoxes(BoxFace(reference, edge, xr, flip: flip), incident: incident, corners, iInR, xi, speculative)
}

/// A box's four corners placed in another frame: `t.apply(vertex(k))`, k = 0…3.
struct PlacedCorners {
    let c0: Vector, c1: Vector, c2: Vector, c3: Vector

    @inline(__always)
    init(_ box: BoxHull, _ t: Transform2) {
        c0 = t.apply(box.vertex(0))
        c1 = t.apply(box.vertex(1))
        c2 = t.apply(box.vertex(2))
        c3 = t.apply(box.vertex(3))
    }

    @inline(__always)
    subscript(k: Int) -> Vector { k == 0 ? c0 : k == 1 ? c1 : k == 2 ? c2 : c3 }
}

/// The face of box `p` from which box `q` (its corners placed in p's frame by `t`) is
/// farthest: the general `maxSeparation` without its early exit (which only ever ends in "no
/// contact").
///
/// Face i's normal nᵢ turned into q's frame is −Rᵀnᵢ = (s, c), (−c, s), (−s, −c), (c, −s)
/// for i = 0…3; q's support corner along it, placed, is (X, Y), and the separation
/// nᵢ·((X, Y) − vᵢ) is −(Y + h), X − w, Y − h, −(X + w).
@inline(__always)
private func boxSeparation(_ p: BoxHull, _ corners: PlacedCorners, _ t: Transform2, _ q: BoxHull) -> FaceSeparation {
    let c = t.c, s = t.s
    let w0 = corners[q.support(Vector(dx: s, dy: c))]
    let w1 = corners[q.support(Vector(dx: -c, dy: s))]
    let w2 = corners[q.support(Vector(dx: -s, dy: -c))]
    let w3 = corners[q.support(Vector(dx: c, dy: -s))]
    var best = FaceSeparation()
    @inline(__always) func consider(_ i: Int, _ w: Vector, _ separation: Double) {
        if separation > best.separation { best = FaceSeparation(edge: i, separation: separation, deepest: w) }
    }
    consider(0, w0, -(w0.dy + p.h))
    consider(1, w1, w1.dx - p.w)
    consider(2, w2, w2.dy - p.h)
    consider(3, w3, -(w3.dx + p.w))
    return best
}

extension Transform2 {
    /// True when the translation, cosine and sine are all finite.
    var isFinite: Bool { p.isFinite && c.isFinite && s.isFinite }
}
