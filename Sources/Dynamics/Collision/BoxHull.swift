/// A centred axis-aligned box [−w, w] × [−h, h] as a hull kept in two numbers.
///
/// Corners and normals are numbered as `ConvexPolygon(halfWidth:halfHeight:)` always numbered
/// them — v₀ = (−w, −h), v₁ = (w, −h), v₂ = (w, h), v₃ = (−w, h); normals (0, −1), (1, 0),
/// (0, 1), (−1, 0) — and every query returns exactly what the same loop over those four
/// values returns (ties to the lowest index), so a box collides bit for bit as the general
/// polygon of its corners would, without touching an array.
struct BoxHull: ConvexHull, Sendable, Equatable {
    /// Half width w ≥ 0, in points.
    let w: Double
    /// Half height h ≥ 0, in points.
    let h: Double

    /// The box of half extents `halfWidth` × `halfHeight` (points, ≥ 0).
    init(halfWidth: Double, halfHeight: Double) {
        w = halfWidth
        h = halfHeight
    }

    /// The box whose corners and normals are exactly `vertices` and `normals` (positive
    /// sense, starting at the (−, −) corner, with w, h > 0); nil for any other polygon.
    init?(exactly vertices: [Vector], _ normals: [Vector]) {
        guard vertices.count == 4, normals.count == 4 else { return nil }
        let box = BoxHull(halfWidth: vertices[2].dx, halfHeight: vertices[2].dy)
        guard box.w > 0, box.h > 0 else { return nil }
        for i in 0..<4 where vertices[i] != box.vertex(i) || normals[i] != box.normal(i) { return nil }
        self = box
    }

    var count: Int { 4 }

    @inline(__always)
    func vertex(_ i: Int) -> Vector {
        switch i {
        case 0: return Vector(dx: -w, dy: -h)
        case 1: return Vector(dx: w, dy: -h)
        case 2: return Vector(dx: w, dy: h)
        default: return Vector(dx: -w, dy: h)
        }
    }

    @inline(__always)
    func normal(_ i: Int) -> Vector {
        switch i {
        case 0: return Vector(dx: 0, dy: -1)
        case 1: return Vector(dx: 1, dy: 0)
        case 2: return Vector(dx: 0, dy: 1)
        default: return Vector(dx: -1, dy: 0)
        }
    }

    /// The first corner of greatest d·vᵢ. With a = d.dx·w and b = d.dy·h the four dot products
    /// round to −(a + b), a − b, a + b and −(a − b) (negation is exact and rounding symmetric),
    /// so two sums give them all; the comparisons are the loop's, NaN and infinities included.
    @inline(__always)
    func support(_ d: Vector) -> Int {
        let a = d.dx * w, b = d.dy * h
        let p = a + b, m = a - b
        // The loop's steps as selections (no branches: which corner wins flips with the sign of
        // a near-zero product as often as not when boxes rest square on each other).
        var value = -p > -Double.infinity ? -p : -Double.infinity
        var best = 0
        let second = m > value
        best = second ? 1 : best
        value = second ? m : value
        let third = p > value
        best = third ? 2 : best
        value = third ? p : value
        return -m > value ? 3 : best
    }

    /// The first edge of least n·nᵢ, by the general loop over the four constant normals.
    @inline(__always)
    func incidentEdge(_ n: Vector) -> Int {
        var best = 0, bestValue = Double.infinity
        for i in 0..<4 {
            let value = n.dot(normal(i))
            if value < bestValue { (best, bestValue) = (i, value) }
        }
        return best
    }

    /// `incidentEdge` for a finite `n`, without the loop: n·nᵢ is −n.dy, n.dx, n.dy, −n.dx
    /// (the products by the normals' zeros add a signed zero, which no comparison sees), and
    /// the first of least value wins as in the loop.
    @inline(__always)
    func incidentEdge(finite n: Vector) -> Int {
        var best = 0, value = -n.dy
        if n.dx < value { (best, value) = (1, n.dx) }
        if n.dy < value { (best, value) = (2, n.dy) }
        return -n.dx < value ? 3 : best
    }

    /// The axis-aligned box of the corners placed by `xf`, without placing them: corner k's x
    /// is (c·xₖ − s·yₖ) + p.dx, and the four sums c·xₖ − s·yₖ round to ±(cw + sh) and
    /// ±(cw − sh) (negation is exact), the largest being |cw| + |sh| rounded. Adding p.dx
    /// keeps the order, so the extremes are exactly the placed corners' (likewise for y).
    @inline(__always)
    func aabb(_ xf: Transform2) -> AABB {
        let ex = abs(xf.c * w) + abs(xf.s * h), ey = abs(xf.s * w) + abs(xf.c * h)
        return AABB(
            lower: Vector(dx: -ex + xf.p.dx, dy: -ey + xf.p.dy), upper: Vector(dx: ex + xf.p.dx, dy: ey + xf.p.dy))
    }
}
