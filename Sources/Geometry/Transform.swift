#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform [a b; c d] + (tx, ty), as Core Graphics lays it out:
/// a point maps to (a·x + c·y + tx, b·x + d·y + ty). The counterpart of `CGAffineTransform`,
/// with its initializers and members.
///
/// Not called `AffineTransform`, which is Foundation's (a different type): code that imports
/// Foundation beside Dynamics would find the name ambiguous. Inside a ``DynamicItem`` or a
/// ``DynamicBehavior`` subclass, where ported UIKit code names the type, `AffineTransform`
/// is an alias of this one that wins over Foundation's.
public struct Transform: Hashable, Sendable {
    /// The coefficients, as in `CGAffineTransform`: `a`, `b`, `c`, `d` form the linear part
    /// (rotation and scale, unitless) and `tx`, `ty` the translation in points.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians (from +x towards +y, i.e. clockwise on screen).
    public init(rotationAngle angle: Double) {
        let c = cos(angle), s = sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by (tx, ty) points.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// True for the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The rotation angle the linear part carries, in radians.
    public var rotationAngle: Double { atan2(b, a) }

    /// This transform followed by `t`.
    public func concatenating(_ t: Transform) -> Transform {
        Transform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// This transform followed by a rotation.
    public func rotated(by angle: Double) -> Transform {
        concatenating(Transform(rotationAngle: angle))
    }

    /// The image of a point.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The image of a vector (translation ignored).
    public func apply(to v: Vector) -> Vector {
        Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy)
    }
}
