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
    /// second, so r ≥ 1 stops an item as soon as no force acts on it. (1 − r)^h is worked out
    /// again only when r differs from the last body's: items mostly share their material.
    mutating func integrateVelocities(_ h: Double) {
        var linear = RetainedFraction(h), angular = RetainedFraction(h)
        let n = count
        // Read and written through buffers: no uniqueness or bounds check per body.
        withBuffers(&velocity, &angularVelocity) { velocity, angularVelocity in
            inverseMass.withUnsafeBufferPointer { inverseMass in
                inverseInertia.withUnsafeBufferPointer { inverseInertia in
                    material.withUnsafeBufferPointer { material in
                        withReadBuffers(force, torque) { force, torque in
                            for i in 0..<n {
                                let invMass = inverseMass[i]
                                guard invMass > 0 else {
                                    velocity[i] = .zero
                                    angularVelocity[i] = 0
                                    continue
                                }
                                velocity[i] =
                                    velocity[i] * linear.of(material[i].resistance) + force[i] * (h * invMass)
                                let invI = inverseInertia[i]
                                angularVelocity[i] =
                                    invI > 0
                                    ? angularVelocity[i] * angular.of(material[i].angularResistance) + torque[i] * h
                                        * invI
                                    : 0
                            }
                        }
                    }
                }
            }
        }
    }

    /// x ← x + h·v, θ ← θ + h·ω (semi-implicit Euler: velocities first, then positions).
    mutating func integratePositions(_ h: Double) {
        let n = count
        withBuffers(&position, &angle) { position, angle in
            withReadBuffers(velocity, angularVelocity) { velocity, angularVelocity in
                for i in 0..<n {
                    position[i] += velocity[i] * h
                    angle[i] += angularVelocity[i] * h
                }
            }
        }
    }

    /// (1 − r)^h, the share of speed kept over `h` seconds at resistance r.
    static func retainedFraction(resistance r: Double, over h: Double) -> Double {
        r <= 0 ? 1 : (r >= 1 ? 0 : pow(1 - r, h))
    }
}

/// `BodyStore.retainedFraction` over a fixed time, remembered for the last resistance asked.
private struct RetainedFraction {
    let h: Double
    var resistance = 0.0
    var fraction = 1.0

    init(_ h: Double) { self.h = h }

    mutating func of(_ r: Double) -> Double {
        if r != resistance {
            resistance = r
            fraction = BodyStore.retainedFraction(resistance: r, over: h)
        }
        return fraction
    }
}
