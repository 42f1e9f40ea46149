import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Arrow keys tilt gravity the way tilting the phone did in the iOS 9 demo: each press turns
/// the gravity vector 15° toward the arrow's direction (never past it), keeping its magnitude.
public enum TiltDirection: Sendable, Equatable {
    case left, right, up, down

    /// The direction's angle in radians (y down, so down is π/2).
    var angle: Double {
        switch self {
        case .right: return 0
        case .down: return .pi / 2
        case .left: return .pi
        case .up: return -.pi / 2
        }
    }
}

extension GravityBehavior {
    /// Turn per key press, in radians (15°).
    public static let tiltStep = Double.pi / 12

    /// Turns gravity one step toward `direction` by the shorter way round.
    public func tilt(toward direction: TiltDirection) {
        setAngle(Self.tilted(angle, toward: direction), magnitude: magnitude == 0 ? 1 : magnitude)
    }

    /// `angle` (radians) turned one step toward `direction` by the shorter way round, never
    /// past it.
    public static func tilted(_ angle: Double, toward direction: TiltDirection) -> Double {
        var delta = direction.angle - angle
        delta = atan2(sin(delta), cos(delta))
        return angle + max(-tiltStep, min(tiltStep, delta))
    }

    /// Points gravity straight down at magnitude 1.
    public func resetTilt() {
        gravityDirection = Vector(dx: 0, dy: 1)
    }
}
