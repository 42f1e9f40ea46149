/// A closed polygon in points: the stand-in for `UIBezierPath` as collision bounds or
/// boundary. Points are relative to whatever the user says (an item's centre, or world).
public struct Path: Hashable, Sendable {
    /// The polygon's vertices in order; the last connects back to the first.
    public var points: [Point]

    /// Creates a closed polygon through the given points.
    public init(points: [Point]) {
        self.points = points
    }

    /// A rectangle as a counter-clockwise (on screen, y down) polygon.
    public init(rect r: Rect) {
        self.init(points: [
            Point(x: r.minX, y: r.minY), Point(x: r.minX, y: r.maxY),
            Point(x: r.maxX, y: r.maxY), Point(x: r.maxX, y: r.minY),
        ])
    }

    /// Signed area in square points by the shoelace formula (positive when the vertices run
    /// clockwise on screen, i.e. counter-clockwise in y-up maths).
    public var signedArea: Double {
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    /// Unsigned area in square points.
    public var area: Double { abs(signedArea) }

    /// The area centroid, or the vertex mean for a degenerate polygon.
    public var centroid: Point {
        let a = signedArea
        guard points.count >= 3, a != 0 else {
            let n = Double(Swift.max(points.count, 1))
            return Point(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
        }
        var cx = 0.0, cy = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            let k = p.x * q.y - q.x * p.y
            cx += (p.x + q.x) * k
            cy += (p.y + q.y) * k
        }
        return Point(x: cx / (6 * a), y: cy / (6 * a))
    }

    /// The smallest axis-aligned rectangle around the vertices.
    public var boundingBox: Rect {
        guard let first = points.first else { return .zero }
        var r = Rect(origin: first, size: .zero)
        for p in points.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
        return r
    }
}
