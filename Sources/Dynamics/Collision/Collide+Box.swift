/// Two boxes: `collideHulls` worked out for boxes, step by step the same arithmetic, so the
/// manifold is the general path's, ids included (`CollisionFastPathTests` compares them).
///
/// Each face's separation is one extreme coordinate of the other box, placed, against a half
/// extent (`BoxHull.faceSeparation`), so no corner is placed to find it; the clipping
/// (`clipBoxes`) places only the incident edge's two corners and reads coordinates along the
/// axis-aligned reference face instead of dotting with its normal. Only products by the
/// normals' zeros and ones drop out, which changes at most the sign of a zero. Non-finite
/// placements or extents, and the rare corner-to-corner gap that needs GJK, take the general
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
///
/// `tame` (default false) says both boxes passed `BoxHull.isTame` as placed: the finiteness
/// test is then known to pass and is skipped.
@inline(__always)
func collideBoxes(
    _ a: BoxHull, _ xa: Transform2, _ b: BoxHull, _ xb: Transform2,
    _ speculative: Double, tame: Bool = false, into m: inout Manifold
) {
    let bInA = xa.inverseTimes(xb), aInB = xb.inverseTimes(xa)
    let extentB = b.extent(bInA), extentA = a.extent(aInB)
    // One test for all: a sum is finite only when every term is (an overflow to infinity just
    // takes the general path too).
    let sum =
        (bInA.p.dx + bInA.p.dy) + (aInB.p.dx + aInB.p.dy) + (bInA.c + bInA.s) + (aInB.c + aInB.s)
        + (extentB.dx + extentB.dy) + (extentA.dx + extentA.dy)
    guard tame || sum.isFinite else {
        m = collideHulls(a, xa, b, xb, speculative)
        return
    }
    let faceA = a.faceSeparation(extentB, bInA.p)
    guard faceA.separation <= speculative else { return }
    let faceB = b.faceSeparation(extentA, aInB.p)
    guard faceB.separation <= speculative else { return }
    let separation = max(faceA.separation, faceB.separation)
    if separation > 0,
        !(faceA.separation >= faceB.separation
            ? faceBoundsDistance(a, a.deepest(faceA, b, bInA), separation)
            : faceBoundsDistance(b, b.deepest(faceB, a, aInB), separation))
    {
        m = collideHulls(a, xa, b, xb, speculative)
        return
    }
    // A branch, not a selection of every argument: the reference face is B's when it is
    // clearly the better one. A's face, the usual one, takes the copy made for it.
    if faceB.separation > faceA.separation + referenceTolerance {
        clipBoxes(BoxFace(b, faceB.edge, xb, flip: true), incident: a, aInB, xa, speculative, &m)
    } else {
        clipBoxes(a, faceA.edge, xa, flip: false, incident: b, bInA, xb, speculative, &m)
    }
}

extension BoxHull {
    /// Coordinates and half extents up to this bound (2¹⁰⁰⁰ pt) keep every value of a pair
    /// test finite: each term of `collideBoxes`' finiteness sum is then below 2¹⁰⁰³, their
    /// sum below 2¹⁰⁰⁷.
    static let tameBound = 0x1p1000

    /// True when this box placed by `xf` is tame: centre coordinates and half extents at most
    /// `tameBound` and |c|, |s| ≤ 1 (NaN fails). Two tame boxes always pass the finiteness test
    /// of `collideBoxes`, so it can be skipped for them.
    @inline(__always)
    func isTame(placed xf: Transform2) -> Bool {
        let bound = Self.tameBound
        return abs(xf.p.dx) <= bound && abs(xf.p.dy) <= bound && abs(xf.c) <= 1 && abs(xf.s) <= 1 && w <= bound
            && h <= bound
    }

    /// The half extents of this box placed by `t` (rotation only): the largest of the four
    /// corners' rotated x, |c·w| + |s·h| rounded, and likewise y (see `aabb`).
    @inline(__always)
    func extent(_ t: Transform2) -> Vector {
        Vector(dx: abs(t.c * w) + abs(t.s * h), dy: abs(t.s * w) + abs(t.c * h))
    }

    /// The face of this box from which a box of placed half extents `e` centred at `centre`
    /// (this box's frame) is farthest: the general `maxSeparation` without its early exit.
    ///
    /// The other box's support corner along face i's inward normal is the one of least
    /// (faces 1, 2) or greatest (faces 0, 3) placed coordinate across the face; its rotated
    /// coordinate is ∓e exactly (the support's four sums are the rotated coordinates, ±e the
    /// extremes), so placed it is ∓e + centre, as `apply` rounds it. The separations are then
    /// −(y + h), x − w, y − h and −(x + w), the first greatest winning as in the loop.
    @inline(__always)
    func faceSeparation(_ e: Vector, _ centre: Vector) -> FaceSeparation {
        var best = FaceSeparation()
        @inline(__always) func consider(_ i: Int, _ separation: Double) {
            if separation > best.separation { (best.edge, best.separation) = (i, separation) }
        }
        consider(0, -((e.dy + centre.dy) + h))
        consider(1, (-e.dx + centre.dx) - w)
        consider(2, (-e.dy + centre.dy) - h)
        consider(3, -((e.dx + centre.dx) + w))
        return best
    }

    /// `face` with its deepest vertex filled in: box `q`'s support corner along the face's
    /// inward normal −Rᵀnᵢ = (s, c), (−c, s), (−s, −c), (c, −s), placed by `t` (the general
    /// loop's vertex, for `faceBoundsDistance`).
    @inline(__always)
    func deepest(_ face: FaceSeparation, _ q: BoxHull, _ t: Transform2) -> FaceSeparation {
        var face = face
        let c = t.c, s = t.s
        let d =
            switch face.edge {
            case 0: Vector(dx: s, dy: c)
            case 1: Vector(dx: -c, dy: s)
            case 2: Vector(dx: -s, dy: -c)
            default: Vector(dx: c, dy: -s)
            }
        face.deepest = t.apply(q.vertex(q.support(d)))
        return face
    }
}
