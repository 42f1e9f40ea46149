extension ConvexPolygon {
    /// Checks a user's `collisionBoundingPath` and builds the polygon from it.
    ///
    /// In order: at least 3 points; all finite; repeated consecutive points merged; not all on
    /// one line; no two edges crossing, touching or overlapping; an area above 1e-9 × extent²;
    /// a left turn (in the positive sense) at every corner. Either winding is accepted — UIKit
    /// asks for counter-clockwise on screen, which is reversed here — and points lying on a
    /// straight stretch are dropped. Tolerances are relative to the path's extent.
    init(validating path: Path) throws(PathError) {
        let points = path.points
        guard points.count >= 3 else { throw .tooFewPoints(points.count) }
        if let bad = points.firstIndex(where: { !$0.isFinite }) { throw .nonFinitePoint(bad) }
        let scale = PathCheck.extent(points)
        guard scale > 0 else { throw .degenerate }
        let tolerance = 1e-9 * scale
        var corners = PathCheck.distinctCorners(points, tolerance)
        guard corners.count >= 3, !PathCheck.isCollinear(corners, tolerance) else { throw .degenerate }
        guard !PathCheck.hasTouchingEdges(corners) else { throw .selfIntersecting }
        let area = PathCheck.signedArea(corners)
        guard abs(area) > tolerance * scale else { throw .degenerate }
        if area < 0 { corners.reverse() }
        let convex = try PathCheck.convexCorners(corners)
        self.init(orderedVertices: convex.map(\.point))
    }
}

/// The steps of `ConvexPolygon.init(validating:)`.
private enum PathCheck {
    /// A path point and its index in the path as given (for error messages).
    struct Corner {
        var point: Vector
        var index: Int
    }

    /// The larger side of the points' bounding box.
    static func extent(_ points: [Point]) -> Double {
        let box = Path(points: points).boundingBox
        return max(box.width, box.height)
    }

    /// The points with consecutive repeats (closer than `tolerance`, wrapping) merged.
    static func distinctCorners(_ points: [Point], _ tolerance: Double) -> [Corner] {
        var corners: [Corner] = []
        for (i, p) in points.enumerated() {
            let v = Vector(dx: p.x, dy: p.y)
            if let last = corners.last, (v - last.point).length <= tolerance { continue }
            corners.append(Corner(point: v, index: i))
        }
        while corners.count > 1, let first = corners.first, let last = corners.last,
            (last.point - first.point).length <= tolerance
        {
            corners.removeLast()
        }
        return corners
    }

    /// True when every point lies within `tolerance` of the line through the first point and
    /// the point farthest from it.
    static func isCollinear(_ corners: [Corner], _ tolerance: Double) -> Bool {
        let origin = corners[0].point
        let far = corners.max { ($0.point - origin).lengthSquared < ($1.point - origin).lengthSquared }!
        let u = (far.point - origin).normalized
        return corners.allSatisfy { abs((($0.point - origin)).cross(u)) <= tolerance }
    }

    /// True when two edges that are not neighbours share a point (cross, touch or overlap).
    static func hasTouchingEdges(_ corners: [Corner]) -> Bool {
        let n = corners.count
        for i in 0..<n {
            for j in (i + 2)..<max(i + 2, n) where !(i == 0 && j == n - 1) {
                if segmentsMeet(
                    corners[i].point, corners[(i + 1) % n].point,
                    corners[j].point, corners[(j + 1) % n].point)
                {
                    return true
                }
            }
        }
        return false
    }

    /// Shoelace: ½ Σ pᵢ × pᵢ₊₁ (positive for the positive sense).
    static func signedArea(_ corners: [Corner]) -> Double {
        var sum = 0.0
        for i in corners.indices {
            sum += corners[i].point.cross(corners[(i + 1) % corners.count].point)
        }
        return sum / 2
    }

    /// The corners where the path turns (cross(eᵢₙ, eₒᵤₜ) > 0), dropping straight-through points.
    /// A right turn is a concavity; a straight reversal is the path doubling back.
    static func convexCorners(_ corners: [Corner]) throws(PathError) -> [Corner] {
        let n = corners.count
        var kept: [Corner] = []
        for k in 0..<n {
            let a = corners[k].point - corners[(k + n - 1) % n].point
            let b = corners[(k + 1) % n].point - corners[k].point
            let turn = a.cross(b), tolerance = 1e-9 * a.length * b.length
            if turn < -tolerance { throw .concave(vertex: corners[k].index) }
            if turn <= tolerance {
                if a.dot(b) < 0 { throw .selfIntersecting }
                continue
            }
            kept.append(corners[k])
        }
        guard kept.count >= 3 else { throw .degenerate }
        return kept
    }

    /// True when segments [p1, p2] and [q1, q2] share at least one point: a proper crossing
    /// (each segment's ends on strictly opposite sides of the other's line), or an end lying
    /// on the other segment.
    private static func segmentsMeet(_ p1: Vector, _ p2: Vector, _ q1: Vector, _ q2: Vector) -> Bool {
        let d1 = (q2 - q1).cross(p1 - q1), d2 = (q2 - q1).cross(p2 - q1)
        let d3 = (p2 - p1).cross(q1 - p1), d4 = (p2 - p1).cross(q2 - p1)
        if opposite(d1, d2) && opposite(d3, d4) { return true }
        return (d1 == 0 && within(p1, q1, q2)) || (d2 == 0 && within(p2, q1, q2))
            || (d3 == 0 && within(q1, p1, p2)) || (d4 == 0 && within(q2, p1, p2))
    }

    /// True when x and y are non-zero with different signs (no product, which could underflow).
    private static func opposite(_ x: Double, _ y: Double) -> Bool {
        (x < 0 && y > 0) || (x > 0 && y < 0)
    }

    /// For p on the line through a and b: true when p lies between them.
    private static func within(_ p: Vector, _ a: Vector, _ b: Vector) -> Bool {
        min(a.dx, b.dx) <= p.dx && p.dx <= max(a.dx, b.dx) && min(a.dy, b.dy) <= p.dy && p.dy <= max(a.dy, b.dy)
    }
}
