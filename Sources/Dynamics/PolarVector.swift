/// A vector readable and writable as (angle, magnitude), whose angle survives a magnitude of
/// zero: setting magnitude 0 and then 1 keeps the direction, as UIKit's gravity and push do.
struct PolarVector {
    private(set) var vector: Vector
    private var storedAngle: Double

    /// Starts at `vector`; `angle` is used while the vector is zero.
    init(_ vector: Vector, angle: Double) {
        self.vector = vector
        storedAngle = vector == .zero ? angle : vector.angle
    }

    /// Radians from +x towards +y.
    var angle: Double { vector == .zero ? storedAngle : vector.angle }

    /// Length of the vector.
    var magnitude: Double { vector.length }

    /// Sets the vector directly (its angle is remembered unless it is zero).
    mutating func set(_ newValue: Vector) {
        vector = newValue
        if newValue != .zero { storedAngle = newValue.angle }
    }

    /// Sets angle and magnitude together.
    mutating func set(angle: Double, magnitude: Double) {
        storedAngle = angle
        vector = Vector(angle: angle, length: magnitude)
    }
}
