#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A displacement, velocity, acceleration or force in the plane. The y axis points down.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal component; positive to the right.
    public var dx: Double
    /// Vertical component; positive downwards.
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector of the given length pointing along `angle` (radians; π/2 points down).
    @inlinable
    public init(angle: Double, length: Double) {
        self.init(dx: length * cos(angle), dy: length * sin(angle))
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Euclidean length.
    @inlinable
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Squared length (cheaper than `length` when only comparing).
    @inlinable
    public var lengthSquared: Double { dx * dx + dy * dy }

    /// Direction in radians, measured from +x towards +y (down). 0 for the zero vector.
    @inlinable
    public var angle: Double { dx == 0 && dy == 0 ? 0 : atan2(dy, dx) }

    /// True when both components are finite numbers.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The unit vector along this one, or zero for the zero vector.
    @inlinable
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
    }

    /// The vector turned a quarter turn from +x towards +y: (−dy, dx).
    @inlinable
    public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

    /// The components as text: `(dx, dy)`.
    @inlinable
    public var description: String { "(\(dx), \(dy))" }

    /// Dot product.
    @inlinable
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the 3-D cross product: dx·o.dy − dy·o.dx.
    @inlinable
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    /// The vector rotated by `angle` radians (from +x towards +y).
    @inlinable
    public func rotated(by angle: Double) -> Vector {
        let c = cos(angle), s = sin(angle)
        return Vector(dx: c * dx - s * dy, dy: s * dx + c * dy)
    }

    /// The componentwise sum.
    @inlinable
    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    /// The componentwise difference.
    @inlinable
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    /// The vector pointing the opposite way, with the same length.
    @inlinable
    public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
    /// The vector scaled by `s`.
    @inlinable
    public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
    /// The vector scaled by `s`.
    @inlinable
    public static func * (s: Double, a: Vector) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
    /// The vector divided by `s`.
    @inlinable
    public static func / (a: Vector, s: Double) -> Vector { Vector(dx: a.dx / s, dy: a.dy / s) }
    /// Adds `b` to `a`.
    @inlinable
    public static func += (a: inout Vector, b: Vector) { a = a + b }
    /// Subtracts `b` from `a`.
    @inlinable
    public static func -= (a: inout Vector, b: Vector) { a = a - b }
    /// Scales `a` by `s`.
    @inlinable
    public static func *= (a: inout Vector, s: Double) { a = a * s }
}
