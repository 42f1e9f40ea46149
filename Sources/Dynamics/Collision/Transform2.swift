#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A rigid transform of the plane: a rotation (stored as its cosine and sine) followed by a
/// translation. Maps a body's local frame (centre at the origin, unrotated) to the world.
///
/// Angles turn from +x towards +y, i.e. clockwise on screen (y points down), the same sense as
/// `Vector.rotated(by:)` and `AffineTransform(rotationAngle:)`.
struct Transform2: Sendable, Equatable {
    /// The translation: where the local origin lands, in points.
    var p: Vector
    /// cos of the rotation angle.
    var c: Double
    /// sin of the rotation angle.
    var s: Double

    /// Creates the transform that rotates by `angle` radians, then moves the origin to `position`.
    init(position: Vector, angle: Double) {
        self.init(position: position, c: cos(angle), s: sin(angle))
    }

    /// Creates a transform from a translation and the cosine and sine of its rotation.
    init(position: Vector, c: Double, s: Double) {
        self.p = position
        self.c = c
        self.s = s
    }

    /// The transform that changes nothing.
    static let identity = Transform2(position: .zero, c: 1, s: 0)

    /// R·v with R = [c −s; s c].
    @inline(__always)
    func rotate(_ v: Vector) -> Vector {
        Vector(dx: c * v.dx - s * v.dy, dy: s * v.dx + c * v.dy)
    }

    /// Rᵀ·v, the inverse rotation.
    @inline(__always)
    func inverseRotate(_ v: Vector) -> Vector {
        Vector(dx: c * v.dx + s * v.dy, dy: -s * v.dx + c * v.dy)
    }

    /// R·v + p: a local point (as a vector from the origin) in world coordinates.
    @inline(__always)
    func apply(_ v: Vector) -> Vector {
        Vector(dx: c * v.dx - s * v.dy + p.dx, dy: s * v.dx + c * v.dy + p.dy)
    }

    /// Rᵀ·(v − p): a world point in local coordinates.
    @inline(__always)
    func inverseApply(_ v: Vector) -> Vector {
        inverseRotate(v - p)
    }

    /// self⁻¹ ∘ other: maps `other`'s local frame into this one's. Rotation Rᵀ·R_o (angle
    /// θ_o − θ), translation Rᵀ·(p_o − p).
    func inverseTimes(_ other: Transform2) -> Transform2 {
        Transform2(
            position: inverseRotate(other.p - p),
            c: c * other.c + s * other.s,
            s: c * other.s - s * other.c)
    }
}

/// An axis-aligned box in points: `lower` is the minimum corner, `upper` the maximum.
struct AABB: Sendable, Equatable {
    var lower: Vector
    var upper: Vector

    /// True when the boxes share interior or touch.
    @inline(__always)
    func overlaps(_ o: AABB) -> Bool {
        lower.dx <= o.upper.dx && o.lower.dx <= upper.dx && lower.dy <= o.upper.dy && o.lower.dy <= upper.dy
    }

    /// The smallest box containing both.
    func union(_ o: AABB) -> AABB {
        AABB(
            lower: Vector(dx: min(lower.dx, o.lower.dx), dy: min(lower.dy, o.lower.dy)),
            upper: Vector(dx: max(upper.dx, o.upper.dx), dy: max(upper.dy, o.upper.dy)))
    }

    /// The box grown by `margin` points on every side.
    func expanded(by margin: Double) -> AABB {
        let m = Vector(dx: margin, dy: margin)
        return AABB(lower: lower - m, upper: upper + m)
    }

    /// This box and where it is after moving by `d`: grown by `d` on the sides it points to.
    func swept(by d: Vector) -> AABB {
        var box = self
        if d.dx > 0 { box.upper.dx += d.dx } else { box.lower.dx += d.dx }
        if d.dy > 0 { box.upper.dy += d.dy } else { box.lower.dy += d.dy }
        return box
    }

    /// True when `o` lies inside this box (edges included).
    func contains(_ o: AABB) -> Bool {
        lower.dx <= o.lower.dx && lower.dy <= o.lower.dy && o.upper.dx <= upper.dx && o.upper.dy <= upper.dy
    }

    /// 2·(width + height), the cost measure of dynamic AABB trees.
    var perimeter: Double { 2 * ((upper.dx - lower.dx) + (upper.dy - lower.dy)) }

    /// The box of a single point.
    init(point: Vector) {
        self.init(lower: point, upper: point)
    }

    /// Creates a box from its minimum and maximum corners.
    init(lower: Vector, upper: Vector) {
        self.lower = lower
        self.upper = upper
    }
}
