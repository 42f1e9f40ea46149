#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension BodyStore {
    /// Zeroes every force and torque accumulator.
    mutating func clearForces() {
        for i in 0..<count {
            force[i] = .zero
            torque[i] = 0
        }
    }

    /// v ← v·(1 − r)^h + h·F/m, ω likewise: resistance r is the fraction of speed lost per
    /// second, so r ≥ 1 stops an item as soon as no force acts on it.
    mutating func integrateVelocities(_ h: Double) {
        for i in 0..<count {
            let invMass = inverseMass[i]
            guard invMass > 0 else {
                velocity[i] = .zero
                angularVelocity[i] = 0
                continue
            }
            let m = material[i]
            let keep = BodyStore.retainedFraction(resistance: m.resistance, over: h)
            velocity[i] = velocity[i] * keep + force[i] * (h * invMass)
            let keepTurn = BodyStore.retainedFraction(resistance: m.angularResistance, over: h)
            let invI = inverseInertia[i]
            angularVelocity[i] =
                invI > 0
                ? angularVelocity[i] * keepTurn + torque[i] * h * invI
                : 0
        }
    }

    /// x ← x + h·v, θ ← θ + h·ω (semi-implicit Euler: velocities first, then positions).
    mutating func integratePositions(_ h: Double) {
        for i in 0..<count {
            position[i] += velocity[i] * h
            angle[i] += angularVelocity[i] * h
        }
    }

    /// (1 − r)^h, the share of speed kept over `h` seconds at resistance r.
    static func retainedFraction(resistance r: Double, over h: Double) -> Double {
        r <= 0 ? 1 : (r >= 1 ? 0 : pow(1 - r, h))
    }
}
