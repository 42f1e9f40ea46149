/// A body's collision geometry in its local frame (centre at the origin, unrotated), or a
/// boundary segment in world coordinates (placed by `Transform2.identity`).
enum CollisionShape: Sendable, Equatable {
    /// A disc of the given radius in points.
    case circle(radius: Double)
    /// A true ellipse (radiusX ≠ radiusY) with the given semi-axes in points, along the local x
    /// and y axes. Collides as the 64-gon that circumscribes it (see `EllipseHull`).
    case ellipse(radiusX: Double, radiusY: Double)
    /// A convex polygon: rectangles and validated convex paths.
    case polygon(ConvexPolygon)
    /// A two-sided segment, for boundaries.
    case segment(Vector, Vector)

    /// The shape of an item of the given size and bounds type.
    ///
    /// `.rectangle` is the box of the size; `.ellipse` the circle of radius width/2 when width
    /// == height, else the ellipse of semi-axes width/2, height/2; `.path` the validated convex
    /// polygon of `path` (the box when `path` is nil, matching the mass computation). Negative,
    /// NaN or infinite dimensions count as 0; zero sizes give point-like shapes that still
    /// collide without producing NaN.
    static func make(size: Size, type: DynamicItemCollisionBoundsType, path: Path?) throws(PathError) -> CollisionShape
    {
        let w = usable(size.width), h = usable(size.height)
        switch type {
        case .rectangle:
            return .polygon(ConvexPolygon(halfWidth: w / 2, halfHeight: h / 2))
        case .ellipse:
            return w == h ? .circle(radius: w / 2) : .ellipse(radiusX: w / 2, radiusY: h / 2)
        case .path:
            guard let path else { return .polygon(ConvexPolygon(halfWidth: w / 2, halfHeight: h / 2)) }
            return .polygon(try ConvexPolygon(validating: path))
        }
    }

    /// The axis-aligned box around the shape placed by `xf`.
    func aabb(_ xf: Transform2) -> AABB {
        switch self {
        case .circle(let r):
            let e = Vector(dx: r, dy: r)
            return AABB(lower: xf.p - e, upper: xf.p + e)
        case .ellipse(let rx, let ry):
            return EllipseHull(radiusX: rx, radiusY: ry).aabb(xf)
        case .polygon(let polygon):
            return polygon.aabb(xf)
        case .segment(let a, let b):
            return AABB(point: xf.apply(a)).union(AABB(point: xf.apply(b)))
        }
    }

    /// A finite, non-negative dimension (0 otherwise).
    private static func usable(_ x: Double) -> Double {
        x.isFinite && x > 0 ? x : 0
    }
}
