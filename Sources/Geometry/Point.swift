/// A location in the plane, in points. The y axis points down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate in points, growing to the right.
    public var x: Double
    /// Vertical coordinate in points, growing downwards.
    public var y: Double

    /// Creates a point from its coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The coordinates as text: `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// The displacement that carries `rhs` onto `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    /// The point displaced by a vector.
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point displaced by the opposite of a vector.
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    /// Moves the point by a vector.
    public static func += (lhs: inout Point, rhs: Vector) { lhs = lhs + rhs }

    /// The distance to another point, in points.
    public func distance(to other: Point) -> Double { (other - self).length }
}
