import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The playground's sliders, as the iOS 9 demo had them (noise strength 0–25, smoothness and
/// speed 0–1) plus gravity, tilt, explosion size and push strength.
public enum SliderID: String, CaseIterable, Sendable {
    /// Gravity's direction, as degrees of tilt from straight down (arrow keys).
    case tilt
    /// Gravity's magnitude (1 = 1000 pt/s²).
    case gravity
    /// Noise field strength, 0–25 (1 ≈ 100 pt/s² peak).
    case strength
    /// Noise field smoothness, 0 (noisiest) – 1 (smoothest).
    case smoothness
    /// Noise field animation speed, 0 (frozen) – 1.
    case speed
    /// Pigs per click.
    case pigs
    /// Push strength: launch speed of pigs and of flicks, in pt/s.
    case push
}

/// How a slider looks in the HUD and which values its keys step through.
public struct SliderSpec: Sendable {
    /// Which slider.
    public let id: SliderID
    /// Short HUD label.
    public let label: String
    /// The values key presses step through, ascending; the first and last are the range.
    public let stops: [Double]
    /// The keys, as the HUD shows them.
    public let keys: String
    /// Decimal places shown.
    let decimals: Int

    /// Every slider the keys can move (tilt moves with the arrows instead).
    public static let all: [SliderSpec] = [
        SliderSpec(
            id: .tilt, label: "tilt", stops: stride(from: -180.0, through: 180, by: 15).map { $0 },
            keys: "arrows", decimals: 0),
        SliderSpec(id: .gravity, label: "gravity", stops: steps(0, 3, by: 0.1), keys: "- +", decimals: 2),
        SliderSpec(
            id: .strength, label: "strength",
            stops: [
                0, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 6, 8,
                10, 12.5, 15, 17.5, 20, 22.5, 25,
            ], keys: "1 2", decimals: 2),
        SliderSpec(id: .smoothness, label: "smooth", stops: steps(0, 1, by: 0.1), keys: "3 4", decimals: 2),
        SliderSpec(id: .speed, label: "speed", stops: steps(0, 1, by: 0.1), keys: "5 6", decimals: 2),
        SliderSpec(
            id: .pigs, label: "pigs",
            stops: [
                1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 75, 100,
                150, 200, 300, 400, 500,
            ], keys: "7 8", decimals: 0),
        SliderSpec(id: .push, label: "push", stops: steps(0, 2000, by: 100), keys: "9 0", decimals: 0),
    ]

    /// The spec of a slider.
    public static func of(_ id: SliderID) -> SliderSpec { all.first { $0.id == id }! }

    /// The lowest and highest value.
    public var range: ClosedRange<Double> { stops.first!...stops.last! }

    /// The stop after `value` (`steps` > 0) or before it (< 0), `abs(steps)` times, clamped.
    public func nudged(_ value: Double, by steps: Int) -> Double {
        var v = value
        for _ in 0..<abs(steps) {
            let epsilon = 1e-9 * max(1, abs(v))
            v =
                steps > 0
                ? (stops.first { $0 > v + epsilon } ?? stops.last!) : (stops.last { $0 < v - epsilon } ?? stops.first!)
        }
        return v
    }

    /// Where `value` sits for the HUD bar, 0…1: by stop index, interpolated between stops, so
    /// each key press moves the knob the same distance however uneven the stops are.
    public func fraction(of value: Double) -> Double {
        guard stops.count > 1 else { return 0 }
        guard let upper = stops.firstIndex(where: { $0 >= value }) else { return 1 }
        guard upper > 0 else { return 0 }
        let lo = stops[upper - 1], hi = stops[upper]
        let within = hi > lo ? (value - lo) / (hi - lo) : 0
        return (Double(upper - 1) + within) / Double(stops.count - 1)
    }

    /// The value as the HUD shows it.
    public func format(_ value: Double) -> String {
        decimals == 0 ? "\(Int(value.rounded()))" : PlaygroundApp.format(value, decimals: decimals)
    }

    private static func steps(_ from: Double, _ to: Double, by step: Double) -> [Double] {
        let n = Int(((to - from) / step).rounded())
        return (0...n).map { ((from + Double($0) * step) * 1e6).rounded() / 1e6 }
    }
}

/// The sliders' current values, shared by every scene: switching scenes keeps them.
public struct Tuning: Sendable, Equatable {
    /// Gravity direction in radians from +x towards +y (down). Default π/2.
    public var gravityAngle = Double.pi / 2
    /// Gravity magnitude; 1 = 1000 pt/s². Default 1.
    public var gravity = 1.0
    /// Noise field strength, 0–25. Default 0.5, as in the demo.
    public var strength = 0.5
    /// Noise field smoothness, 0–1. Default 1.
    public var smoothness = 1.0
    /// Noise field animation speed, 0–1. Default 0.5.
    public var speed = 0.5
    /// Pigs per click, 1–500. Default 12.
    public var pigs = 12
    /// Push strength (launch speed for a unit push), pt/s. Default 600.
    public var push = 600.0

    /// Creates the defaults.
    public init() {}

    /// Gravity as the vector `GravityBehavior.gravityDirection` takes.
    public var gravityVector: Vector { Vector(angle: gravityAngle, length: gravity) }

    /// Degrees of tilt from straight down, positive towards the right, in −180…180.
    public var tiltDegrees: Double {
        let radians = remainder(Double.pi / 2 - gravityAngle, 2 * .pi)
        return (radians * 180 / .pi * 1e6).rounded() / 1e6
    }

    /// A slider's value.
    public subscript(id: SliderID) -> Double {
        get {
            switch id {
            case .tilt: return tiltDegrees
            case .gravity: return gravity
            case .strength: return strength
            case .smoothness: return smoothness
            case .speed: return speed
            case .pigs: return Double(pigs)
            case .push: return push
            }
        }
        set {
            switch id {
            case .tilt: gravityAngle = Double.pi / 2 - newValue * .pi / 180
            case .gravity: gravity = newValue
            case .strength: strength = newValue
            case .smoothness: smoothness = newValue
            case .speed: speed = newValue
            case .pigs: pigs = Int(newValue.rounded())
            case .push: push = newValue
            }
        }
    }

    /// Moves a slider `steps` stops up (> 0) or down (< 0).
    public mutating func nudge(_ id: SliderID, by steps: Int) {
        self[id] = SliderSpec.of(id).nudged(self[id], by: steps)
    }

    /// Turns gravity one 15° step toward an arrow's direction (see `GravityBehavior.tilt`).
    public mutating func tilt(toward direction: TiltDirection) {
        gravityAngle = GravityBehavior.tilted(gravityAngle, toward: direction)
    }
}
