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
    /// again only when a body's resistances differ from the last body's: items mostly share
    /// their material, so the bodies go in runs of one material (see `integrateRun`).
    mutating func integrateVelocities(_ h: Double) {
        var retained = RetainedFractions(h)
        let n = count
        // Read and written through buffers: no uniqueness or bounds check per body.
        withBuffers(&velocity, &angularVelocity) { velocity, angularVelocity in
            withReadBuffers(inverseMass, inverseInertia) { inverseMass, inverseInertia in
                withReadBuffers(force, torque) { force, torque in
                    material.withUnsafeBufferPointer { material in
                        let bodies = VelocityBuffers(
                            velocity: velocity, angularVelocity: angularVelocity, inverseMass: inverseMass,
                            inverseInertia: inverseInertia, force: force, torque: torque, material: material)
                        var i = 0
                        while true {
                            i = Self.integrateRun(from: i, to: n, bodies, retained, h)
                            guard i < n else { break }
                            retained.update(material[i].resistance, material[i].angularResistance)
                        }
                    }
                }
            }
        }
    }

    /// Integrates the velocities of bodies `first..<end` (see `integrateVelocities`) while they
    /// move with the resistances `retained` was worked out for (compared bit for bit: the
    /// fractions are a function of the bits); returns the first body that does not (`end` if
    /// none). Called, not inlined: with no call in its loop, what the loop reads stays in
    /// registers (a loop that may call `pow` keeps it on the stack).
    @inline(never)
    private static func integrateRun(
        from first: Int, to end: Int, _ b: VelocityBuffers, _ retained: RetainedFractions, _ h: Double
    ) -> Int {
        let r0 = retained.resistance.bitPattern, angularR0 = retained.angularResistance.bitPattern
        let linear = retained.linear, angular = retained.angular
        let velocity = b.velocity, angularVelocity = b.angularVelocity, material = b.material
        let inverseMass = b.inverseMass, inverseInertia = b.inverseInertia, force = b.force, torque = b.torque
        var i = first
        while i < end {
            let invMass = inverseMass[i]
            if invMass > 0 {
                let r = material[i].resistance.bitPattern, angularR = material[i].angularResistance.bitPattern
                guard (r ^ r0) | (angularR ^ angularR0) == 0 else { return i }
                velocity[i] = velocity[i] * linear + force[i] * (h * invMass)
                let invI = inverseInertia[i]
                angularVelocity[i] = invI > 0 ? angularVelocity[i] * angular + torque[i] * h * invI : 0
            } else {
                velocity[i] = Vector(dx: 0, dy: 0)
                angularVelocity[i] = 0
            }
            i &+= 1
        }
        return end
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

/// `BodyStore.retainedFraction` over a fixed time of both resistances (linear and angular),
/// remembered for the last pair asked (at first 0 and 0, which keep all: 1 and 1).
private struct RetainedFractions {
    let h: Double
    private(set) var resistance = 0.0, angularResistance = 0.0
    private(set) var linear = 1.0, angular = 1.0

    init(_ h: Double) { self.h = h }

    /// Works out both fractions for resistances `r` and `angularR`; out of the loop's line,
    /// as it is rare.
    @inline(never)
    mutating func update(_ r: Double, _ angularR: Double) {
        (resistance, angularResistance) = (r, angularR)
        linear = BodyStore.retainedFraction(resistance: r, over: h)
        angular = BodyStore.retainedFraction(resistance: angularR, over: h)
    }
}

/// The body arrays `BodyStore.integrateVelocities` reads and writes, as buffers.
private struct VelocityBuffers {
    let velocity: UnsafeMutableBufferPointer<Vector>
    let angularVelocity: UnsafeMutableBufferPointer<Double>
    let inverseMass: UnsafeBufferPointer<Double>
    let inverseInertia: UnsafeBufferPointer<Double>
    let force: UnsafeBufferPointer<Vector>
    let torque: UnsafeBufferPointer<Double>
    let material: UnsafeBufferPointer<Material>
}
