/// A convex polygon in a body's local frame (centre at the origin), with outward unit normals.
///
/// Vertices run in the positive sense — increasing angle from +x towards +y, which is
/// clockwise on a y-down screen and gives `Path.signedArea` > 0 — so edge i, vᵢ → vᵢ₊₁, has
/// outward normal (eᵢ.dy, −eᵢ.dx)/|eᵢ|. Build one from a box size or from a user path with
/// `init(validating:)`, which checks and normalises it.
///
/// A centred axis-aligned box (`BoxHull`'s four corners and normals, in that order) is kept as
/// its two half extents, with no arrays: copying it retains nothing, and the narrow phase
/// collides it through `BoxHull`, whose vertices and normals are the same numbers.
struct ConvexPolygon: Sendable {
    /// How the corners are kept.
    enum Storage: Sendable {
        /// The box [−halfWidth, halfWidth] × [−halfHeight, halfHeight] (see `BoxHull`).
        case box(BoxHull)
        /// Any other polygon: its corners and outward normals.
        case general(PolygonHull)
    }

    /// The corners, by the representation that collides fastest.
    let storage: Storage

    /// The box [−halfWidth, halfWidth] × [−halfHeight, halfHeight]. The normals are set
    /// exactly, so a box of zero width or height (or both) is still a usable, NaN-free shape
    /// (edges of length 0 keep their normals).
    init(halfWidth: Double, halfHeight: Double) {
        storage = .box(BoxHull(halfWidth: max(0, halfWidth), halfHeight: max(0, halfHeight)))
    }

    /// A polygon from vertices already in the positive sense with no repeated points; the
    /// normals are computed from the edges. Four vertices that are exactly a centred box's,
    /// starting at its (−, −) corner, make the same polygon as `init(halfWidth:halfHeight:)`.
    init(orderedVertices v: [Vector]) {
        let normals = v.indices.map { i in
            let e = v[(i + 1) % v.count] - v[i]
            return Vector(dx: e.dy, dy: -e.dx).normalized
        }
        if let box = BoxHull(exactly: v, normals) {
            storage = .box(box)
        } else {
            storage = .general(PolygonHull(vertices: v, normals: normals))
        }
    }

    /// The corners, positive sense, in points (built on demand for a box).
    var vertices: [Vector] {
        switch storage {
        case .box(let box): return (0..<4).map(box.vertex)
        case .general(let hull): return hull.vertices
        }
    }

    /// normals[i] is the outward unit normal of edge i → i + 1 (built on demand for a box).
    var normals: [Vector] {
        switch storage {
        case .box(let box): return (0..<4).map(box.normal)
        case .general(let hull): return hull.normals
        }
    }

    /// The number of corners.
    var count: Int {
        switch storage {
        case .box: return 4
        case .general(let hull): return hull.vertices.count
        }
    }

    /// Corner i, 0 ≤ i < count.
    func vertex(_ i: Int) -> Vector {
        switch storage {
        case .box(let box): return box.vertex(i)
        case .general(let hull): return hull.vertices[i]
        }
    }

    /// The axis-aligned box of the vertices placed by `xf`.
    func aabb(_ xf: Transform2) -> AABB {
        switch storage {
        case .box(let box): return box.aabb(xf)
        case .general(let hull): return placedBounds(hull, xf)
        }
    }
}

extension ConvexPolygon: Equatable {
    /// The same corners and normals, however they are kept.
    static func == (a: ConvexPolygon, b: ConvexPolygon) -> Bool {
        switch (a.storage, b.storage) {
        case let (.box(p), .box(q)): return p == q
        default: return a.vertices == b.vertices && a.normals == b.normals
        }
    }
}

/// The axis-aligned box of a hull's vertices placed by `xf`, vertex by vertex.
@inline(__always)
func placedBounds<H: ConvexHull>(_ hull: H, _ xf: Transform2) -> AABB {
    var box = AABB(point: xf.apply(hull.vertex(0)))
    for i in 1..<hull.count {
        let w = xf.apply(hull.vertex(i))
        box.lower = Vector(dx: min(box.lower.dx, w.dx), dy: min(box.lower.dy, w.dy))
        box.upper = Vector(dx: max(box.upper.dx, w.dx), dy: max(box.upper.dy, w.dy))
    }
    return box
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
