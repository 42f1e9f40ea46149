import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An item's collision bounds placed in the world: its shape, size, centre and rotation. Used
/// to fill shapes, outline them in the debug overlay and hit-test the pointer.
public struct ItemShape: Sendable, Equatable {
    /// The outline the engine collides with.
    public enum Kind: Sendable, Equatable {
        /// The bounds rectangle.
        case rectangle
        /// The ellipse inscribed in the bounds.
        case ellipse
        /// A convex polygon around the centre, in the item's own frame (pt).
        case polygon([Point])
    }

    /// The outline.
    public var kind: Kind
    /// Bounds size in points.
    public var size: Size
    /// Centre in world points.
    public var center: Point
    /// Rotation in radians (y down, so positive turns clockwise on screen).
    public var angle: Double

    /// Creates a shape.
    public init(kind: Kind, size: Size, center: Point, angle: Double = 0) {
        self.kind = kind
        self.size = size
        self.center = center
        self.angle = angle
    }

    /// The shape of an item as it stands now.
    public init(item: DynamicItem) {
        switch item.collisionBoundsType {
        case .rectangle: kind = .rectangle
        case .ellipse: kind = .ellipse
        case .path: kind = item.collisionBoundingPath.map { .polygon($0.points) } ?? .rectangle
        }
        size = item.bounds.size
        center = item.center
        angle = item.transform.rotationAngle
    }

    /// The shape of an item as an animator's debug snapshot recorded it.
    public init(recorded item: DynamicAnimator.DebugSnapshot.Item) {
        switch item.collisionBoundsType {
        case .rectangle: kind = .rectangle
        case .ellipse: kind = .ellipse
        case .path: kind = item.collisionBoundingPath.map { .polygon($0.points) } ?? .rectangle
        }
        size = item.size
        center = item.center
        angle = item.angle
    }

    /// True when the world point lies inside (or within `slack` points of the bounding box of)
    /// the shape.
    public func contains(_ p: Point, slack: Double = 0) -> Bool {
        let local = (p - center).rotated(by: -angle)
        let w = size.width / 2 + slack, h = size.height / 2 + slack
        switch kind {
        case .rectangle:
            return abs(local.dx) <= w && abs(local.dy) <= h
        case .ellipse:
            guard w > 0, h > 0 else { return false }
            return (local.dx / w) * (local.dx / w) + (local.dy / h) * (local.dy / h) <= 1
        case .polygon(let points):
            return Self.convexContains(points, Point(x: local.dx, y: local.dy), slack: slack)
        }
    }

    /// The outline in world points as a closed polygon; an ellipse is sampled with
    /// `ellipseSegments` points.
    public func outline(ellipseSegments: Int = 32) -> [Point] {
        let local: [Vector]
        let w = size.width / 2, h = size.height / 2
        switch kind {
        case .rectangle:
            local = [Vector(dx: -w, dy: -h), Vector(dx: w, dy: -h), Vector(dx: w, dy: h), Vector(dx: -w, dy: h)]
        case .ellipse:
            let n = max(8, ellipseSegments)
            local = (0..<n).map { i in
                let t = Double(i) / Double(n) * 2 * .pi
                return Vector(dx: w * cos(t), dy: h * sin(t))
            }
        case .polygon(let points):
            local = points.map { Vector(dx: $0.x, dy: $0.y) }
        }
        return local.map { center + $0.rotated(by: angle) }
    }

    /// The shape shrunk by `dx` points on the left and right and `dy` on the top and bottom
    /// (a polygon's corners move `min(dx, dy)` towards the centre): the outline of a shape
    /// drawn in dots of 2dx × 2dy pt runs through the centres of its outermost dots, inside
    /// its edge on every side alike.
    public func inset(dx: Double, dy: Double) -> ItemShape {
        var shape = self
        shape.size = Size(width: max(0, size.width - 2 * dx), height: max(0, size.height - 2 * dy))
        if case .polygon(let points) = kind {
            let d = min(dx, dy)
            shape.kind = .polygon(
                points.map { p in
                    let r = Vector(dx: p.x, dy: p.y), length = r.length
                    let kept = length > d ? r * ((length - d) / length) : .zero
                    return Point(x: kept.dx, y: kept.dy)
                })
        }
        return shape
    }

    /// The world-space box around the rotated shape.
    public var boundingBox: Rect {
        let points = outline(ellipseSegments: 16)
        guard let first = points.first else { return Rect(center: center, size: .zero) }
        return points.dropFirst().reduce(Rect(origin: first, size: .zero)) {
            $0.union(Rect(origin: $1, size: .zero))
        }
    }

    /// Point-in-convex-polygon for either winding: the point is on the same side of every edge
    /// (allowing `slack` points outside).
    static func convexContains(_ polygon: [Point], _ p: Point, slack: Double) -> Bool {
        guard polygon.count >= 3 else { return false }
        var sign = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let edge = b - a
            let length = edge.length
            guard length > 0 else { continue }
            let side = edge.cross(p - a) / length
            if sign == 0 { sign = polygon.pathSign }
            if side * sign < -slack { return false }
        }
        return true
    }
}

extension Array where Element == Point {
    /// +1 when the polygon turns with positive cross products (clockwise on a y-down screen),
    /// −1 otherwise.
    var pathSign: Double {
        var area = 0.0
        for i in indices {
            let a = self[i], b = self[(i + 1) % count]
            area += a.x * b.y - b.x * a.y
        }
        return area >= 0 ? 1 : -1
    }
}
