#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FieldBehavior {
    /// The force, in UIKit Newtons, this field exerts on an item at `point` (pt) moving at
    /// `velocity` (pt/s) with `mass` (≥ 0) and `charge`, at simulated time `time` (s); zero
    /// outside `region`. It is the continuous field law, for inspection and the debug
    /// overlay; a step applies the same law with the stabilisations the type describes.
    /// A custom block gets Δt = the animator's sub-step (1/240 s when not attached).
    public func force(
        at point: Point, velocity: Vector = .zero, mass: Double = 1, charge: Double = 0,
        time: Double
    ) -> Vector {
        requireFinite(Vector(dx: point.x, dy: point.y), "FieldBehavior.force(at:) point")
        requireFinite(velocity, "FieldBehavior.force(at:) velocity")
        requireNonNegative(mass, "FieldBehavior.force(at:) mass")
        requireFinite(charge, "FieldBehavior.force(at:) charge")
        requireFinite(time, "FieldBehavior.force(at:) time")
        let dt = dynamicAnimator?.subStepDuration ?? 1.0 / 240
        return newtons(at: point, velocity: velocity, mass: mass, charge: charge, time: time, dt: dt)
    }

    /// `force(at:…)` without argument checks.
    func newtons(
        at point: Point, velocity v: Vector, mass m: Double, charge q: Double,
        time t: Double, dt: Double
    ) -> Vector {
        let r = point - position
        guard acts(at: r) else { return .zero }
        if case .custom(let block) = kind {
            let f = block(self, point, v, m, q, dt)
            requireFinite(f, "FieldBehavior evaluation block result")
            return f
        }
        let s = scale(at: r)
        return s == 0 ? .zero : unitForce(r, v, m, q, t) * s
    }

    /// Whether the field acts at offset `r` (pt) from its position.
    func acts(at r: Vector) -> Bool {
        region.shape.isEverything || region.contains(Point(x: r.dx, y: r.dy))
    }

    /// strength × falloff factor at offset `r`; drag and velocity fields only relax, so a
    /// negative strength counts as 0 for them.
    func scale(at r: Vector) -> Double {
        let s: Double
        switch kind {
        case .drag, .velocity: s = max(strength, 0)
        default: s = strength
        }
        return s == 0 ? 0 : s * falloffFactor(r.length)
    }

    /// 1 within `minimumRadius`, (1 + (d − minimumRadius) / L)^−falloff beyond it (L = 100 pt).
    func falloffFactor(_ d: Double) -> Double {
        guard falloff != 0, d > minimumRadius else { return 1 }
        return pow(1 + (d - minimumRadius) / Self.referenceLength, -falloff)
    }

    /// The force in UIKit Newtons at strength 1 with no falloff, for offset `r` (pt) from the
    /// field, velocity `v` (pt/s), mass `m`, charge `q`, time `t` (s).
    func unitForce(_ r: Vector, _ v: Vector, _ m: Double, _ q: Double, _ t: Double) -> Vector {
        let length = Self.referenceLength
        // An acceleration a (pt/s²) is the force m·a / 100 in UIKit Newtons.
        let perAcceleration = m / Units.pointsPerNewton
        switch kind {
        case .linearGravity: return direction * (Units.gravity * perAcceleration)
        case .radialGravity: return -r.normalized * (Units.gravity * perAcceleration)
        case .noise: return noise(at: r, time: t) * m
        case .turbulence: return noise(at: r, time: t) * (m * v.length / length)
        case .vortex: return Self.counterClockwiseTangent(r)
        case .drag: return v * (-1 / length)
        case .velocity: return (direction - v) / length
        case .spring: return r * (-1 / length)
        case .electric: return r.normalized * q
        // (vx, vy, 0) × (0, 0, 1) = (vy, −vx, 0).
        case .magnetic: return Vector(dx: v.dy, dy: -v.dx) * (q / length)
        case .custom: return .zero
        }
    }

    /// The unit tangent at `r` turning counter-clockwise as seen on screen (y down): for r̂ =
    /// (cos θ, sin θ) that is the direction of decreasing θ, (sin θ, −cos θ). Zero at r = 0.
    static func counterClockwiseTangent(_ r: Vector) -> Vector {
        let n = r.normalized
        return Vector(dx: n.dy, dy: -n.dx)
    }

    /// The noise vector (|n| ≤ 1) at offset `r` and time `t`: lattice cells are
    /// `noiseFeatureSize` points wide, and the phase (time axis) advances `animationSpeed`
    /// cells per second.
    func noise(at r: Vector, time t: Double) -> Vector {
        let size = noiseFeatureSize
        return VectorNoise(seed: seed).value(r.dx / size, r.dy / size, phase(at: t))
    }

    /// Noise feature size in pt: 20 pt × 20^smoothness, from 20 pt (smoothness 0) to 400 pt (1).
    public var noiseFeatureSize: Double {
        let sizes = Self.noiseFeatureSizeRange
        return sizes.lowerBound * pow(sizes.upperBound / sizes.lowerBound, smoothness)
    }
}
