/// A convex polygon seen through its vertices and outward edge normals, in its local frame.
///
/// Vertices run in the positive sense (increasing angle, from +x towards +y; clockwise on a
/// y-down screen), so edge i = vᵢ → vᵢ₊₁ has outward normal (eᵢ.dy, −eᵢ.dx)/|eᵢ| and runs
/// along `normal(i).perpendicular`. The narrow phase is generic over this protocol so that
/// polygons, ellipses (as fine polygons computed on the fly) and segments share one SAT.
protocol ConvexHull {
    /// Number of vertices (and edges), ≥ 2.
    var count: Int { get }
    /// Vertex i, 0 ≤ i < count.
    func vertex(_ i: Int) -> Vector
    /// Outward unit normal of edge i (vertex i → vertex i + 1).
    func normal(_ i: Int) -> Vector
    /// The index of a vertex farthest along `d`: argmaxᵢ d·vᵢ.
    func support(_ d: Vector) -> Int
    /// The index of the edge whose normal is most anti-parallel to `n`: argminᵢ nᵢ·n.
    func incidentEdge(_ n: Vector) -> Int
    /// True when the edges stand for a smooth curve (an ellipse's facets) rather than the
    /// shape's own straight sides. Default false.
    var isSmooth: Bool { get }
}

extension ConvexHull {
    var isSmooth: Bool { false }

    /// The index after i, wrapping.
    @inline(__always)
    func next(_ i: Int) -> Int { i + 1 == count ? 0 : i + 1 }
}

/// A two-sided segment as a polygon of two vertices and two edges: a → b with normal n and
/// b → a with normal −n. Used for boundary segments.
struct SegmentHull: ConvexHull {
    let a: Vector, b: Vector
    /// (e.dy, −e.dx)/|e| for e = b − a.
    let n: Vector

    /// Nil for a zero-length segment, which has no normal (collide it as a point instead).
    init?(_ a: Vector, _ b: Vector) {
        let e = b - a
        let length = e.length
        guard length > 0, length.isFinite else { return nil }
        self.a = a
        self.b = b
        self.n = Vector(dx: e.dy / length, dy: -e.dx / length)
    }

    var count: Int { 2 }
    func vertex(_ i: Int) -> Vector { i == 0 ? a : b }
    func normal(_ i: Int) -> Vector { i == 0 ? n : -n }
    func support(_ d: Vector) -> Int { d.dot(b) > d.dot(a) ? 1 : 0 }
    func incidentEdge(_ m: Vector) -> Int { n.dot(m) <= 0 ? 0 : 1 }
}

/// A convex polygon kept as arrays of corners and outward unit normals (see `ConvexPolygon`).
struct PolygonHull: ConvexHull, Sendable, Equatable {
    /// The corners, positive sense, in points.
    let vertices: [Vector]
    /// normals[i] is the outward unit normal of edge i → i + 1.
    let normals: [Vector]

    var count: Int { vertices.count }
    @inline(__always) func vertex(_ i: Int) -> Vector { vertices[i] }
    @inline(__always) func normal(_ i: Int) -> Vector { normals[i] }

    func support(_ d: Vector) -> Int {
        var best = 0, bestValue = -Double.infinity
        for i in vertices.indices {
            let value = d.dot(vertices[i])
            if value > bestValue { (best, bestValue) = (i, value) }
        }
        return best
    }

    func incidentEdge(_ n: Vector) -> Int {
        var best = 0, bestValue = Double.infinity
        for i in normals.indices {
            let value = n.dot(normals[i])
            if value < bestValue { (best, bestValue) = (i, value) }
        }
        return best
    }
}

/// Closest point to `p` on the segment [a, b]: a + clamp((p − a)·e / e·e, 0, 1)·e.
@inline(__always)
func closestPoint(to p: Vector, onSegment a: Vector, _ b: Vector) -> Vector {
    let e = b - a
    let ee = e.lengthSquared
    guard ee > 0 else { return a }
    let t = min(1, max(0, (p - a).dot(e) / ee))
    return a + e * t
}
