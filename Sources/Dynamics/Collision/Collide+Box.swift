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
    var m = Manifold()
    collideBoxes(a, xa, b, xb, speculative, into: &m)
    return m
}

/// `collideBoxes` writing its points into `m` (empty on entry), so the pass's manifold is
/// built where it is used rather than copied out of each call.
@inline(__always)
func collideBoxes(
    _ a: BoxHull, _ xa: Transform2, _ b: BoxHull, _ xb: Transform2,
    _ speculative: Double, into m: inout Manifold
) {
    let bInA = xa.inverseTimes(xb), aInB = xb.inverseTimes(xa)
    guard bInA.isFinite, aInB.isFinite else {
        m = collideHulls(a, xa, b, xb, speculative)
        return
    }
    let cornersB = PlacedCorners(b, bInA)
    let faceA = boxSeparation(a, cornersB, bInA, b)
    guard faceA.separation <= speculative else { return }
    let cornersA = PlacedCorners(a, aInB)
    let faceB = boxSeparation(b, cornersA, aInB, a)
    guard faceB.separation <= speculative else { return }
    let separation = max(faceA.separation, faceB.separation)
    if separation > 0,
        !(faceA.separation >= faceB.separation
            ? faceBoundsDistance(a, faceA, separation) : faceBoundsDistance(b, faceB, separation))
    {
        m = collideHulls(a, xa, b, xb, speculative)
        return
    }
    // A branch, not a selection of every argument: the reference face is B's when it is
    // clearly the better one.
    if faceB.separation > faceA.separation + referenceTolerance {
        clipBoxes(BoxFace(b, faceB.edge, xb, flip: true), incident: a, cornersA, aInB, xa, speculative, &m)
    } else {
        clipBoxes(BoxFace(a, faceA.edge, xa, flip: false), incident: b, cornersB, bInA, xb, speculative, &m)
    }
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
    @inline(__always)
    var isFinite: Bool { p.dx.isFinite && p.dy.isFinite && c.isFinite && s.isFinite }
}
