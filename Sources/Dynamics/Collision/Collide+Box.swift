/// Two boxes: `collideHulls` with the separating axis test (step 1) worked out for boxes, and
/// steps 2–4 shared with it (`faceContacts`). Each box's four corners are placed in the other's
/// frame once, and each face's separation is one corner's coordinate against a half extent:
/// the same numbers the general loop computes (the products by the normals' zeros drop out,
/// which changes at most the sign of a zero), so the manifold is the general path's, ids
/// included. Non-finite placements take the general path.
func collideBoxes(
    _ a: BoxHull, _ xa: Transform2, _ b: BoxHull, _ xb: Transform2,
    _ speculative: Double
) -> Manifold {
    let bInA = xa.inverseTimes(xb), aInB = xb.inverseTimes(xa)
    guard bInA.isFinite, aInB.isFinite else { return collideHulls(a, xa, b, xb, speculative) }
    let faceA = boxSeparation(a, b, bInA)
    guard faceA.separation <= speculative else { return Manifold() }
    let faceB = boxSeparation(b, a, aInB)
    guard faceB.separation <= speculative else { return Manifold() }
    return faceContacts(a, xa, b, xb, (bInA, aInB), faceA, faceB, speculative)
}

/// The face of box `p` from which box `q` (placed in p's frame by `t`) is farthest: the
/// general `maxSeparation` without its early exit (which only ever ends in "no contact").
///
/// Face i's normal nᵢ turned into q's frame is −Rᵀnᵢ = (s, c), (−c, s), (−s, −c), (c, −s)
/// for i = 0…3; q's support corner k along it, placed, is (X, Y), and the separation
/// nᵢ·((X, Y) − vᵢ) is −(Y + h), X − w, Y − h, −(X + w).
@inline(__always)
private func boxSeparation(_ p: BoxHull, _ q: BoxHull, _ t: Transform2) -> FaceSeparation {
    let corners = (t.apply(q.vertex(0)), t.apply(q.vertex(1)), t.apply(q.vertex(2)), t.apply(q.vertex(3)))
    @inline(__always) func corner(_ k: Int) -> Vector {
        k == 0 ? corners.0 : k == 1 ? corners.1 : k == 2 ? corners.2 : corners.3
    }
    let c = t.c, s = t.s
    let w0 = corner(q.support(Vector(dx: s, dy: c)))
    let w1 = corner(q.support(Vector(dx: -c, dy: s)))
    let w2 = corner(q.support(Vector(dx: -s, dy: -c)))
    let w3 = corner(q.support(Vector(dx: c, dy: -s)))
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
