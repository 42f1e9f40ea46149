/// A convex polygon in a body's local frame (centre at the origin), with outward unit normals.
///
/// Vertices run in the positive sense — increasing angle from +x towards +y, which is
/// clockwise on a y-down screen and gives `Path.signedArea` > 0 — so edge i, vᵢ → vᵢ₊₁, has
/// outward normal (eᵢ.dy, −eᵢ.dx)/|eᵢ|. Build one from a box size or from a user path with
/// `init(validating:)`, which checks and normalises it.
struct ConvexPolygon: Sendable, Equatable {
    /// The corners, positive sense, in points.
    var vertices: [Vector]
    /// normals[i] is the outward unit normal of edge i → i + 1.
    var normals: [Vector]

    /// The box [−halfWidth, halfWidth] × [−halfHeight, halfHeight]. The normals are set
    /// exactly, so a box of zero width or height (or both) is still a usable, NaN-free shape
    /// (edges of length 0 keep their normals).
    init(halfWidth: Double, halfHeight: Double) {
        let w = max(0, halfWidth), h = max(0, halfHeight)
        vertices = [Vector(dx: -w, dy: -h), Vector(dx: w, dy: -h), Vector(dx: w, dy: h), Vector(dx: -w, dy: h)]
        normals = [Vector(dx: 0, dy: -1), Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1), Vector(dx: -1, dy: 0)]
    }

    /// A polygon from vertices already in the positive sense with no repeated points; the
    /// normals are computed from the edges.
    init(orderedVertices v: [Vector]) {
        vertices = v
        normals = v.indices.map { i in
            let e = v[(i + 1) % v.count] - v[i]
            return Vector(dx: e.dy, dy: -e.dx).normalized
        }
    }

    /// The axis-aligned box of the vertices placed by `xf`.
    func aabb(_ xf: Transform2) -> AABB {
        var box = AABB(point: xf.apply(vertices[0]))
        for v in vertices.dropFirst() {
            let w = xf.apply(v)
            box.lower = Vector(dx: min(box.lower.dx, w.dx), dy: min(box.lower.dy, w.dy))
            box.upper = Vector(dx: max(box.upper.dx, w.dx), dy: max(box.upper.dy, w.dy))
        }
        return box
    }
}

/// Why a `collisionBoundingPath` cannot be used as a collision shape.
enum PathError: Error, CustomStringConvertible, Equatable {
    /// Fewer than 3 points (the count given).
    case tooFewPoints(Int)
    /// The point at this index has a NaN or infinite coordinate.
    case nonFinitePoint(Int)
    /// The points coincide or lie on one line: the path encloses no area.
    case degenerate
    /// Two edges cross, touch or overlap, or the path doubles back on itself.
    case selfIntersecting
    /// The path turns the wrong way at the point with this index (in the path as given).
    case concave(vertex: Int)

    var description: String {
        switch self {
        case .tooFewPoints(let n):
            return "a collision path needs at least 3 points, got \(n)"
        case .nonFinitePoint(let i):
            return "point \(i) of the collision path is NaN or infinite"
        case .degenerate:
            return "the collision path encloses no area (its points coincide or are collinear)"
        case .selfIntersecting:
            return "the collision path is self-intersecting (two of its edges cross or touch)"
        case .concave(let i):
            return "the collision path is concave at point \(i); it must be convex"
        }
    }
}
