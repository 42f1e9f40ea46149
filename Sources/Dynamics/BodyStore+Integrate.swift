#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension BodyStore {
    /// Zeroes every force and torque accumulator: each array filled through its buffer in one
    /// go (a store per element, one bounds and uniqueness check per array), where assigning
    /// element by element checked both per body.
    mutating func clearForces() {
        let n = count
        force.withUnsafeMutableBufferPointer { $0[..<n].update(repeating: .zero) }
        torque.withUnsafeMutableBufferPointer { $0[..<n].update(repeating: 0) }
    }

    /// v ← v·(1 − r)^h + h·F/m, ω likewise: resistance r is the fraction of speed lost per
    /// second, so r ≥ 1 stops an item as soon as no force acts on it. (1 − r)^h is worked out
    /// once per run of bodies that move with the same resistances (`resistanceRuns`): items
    /// mostly share their material, so there are few.
    mutating func integrateVelocities(_ h: Double) {
        if !resistanceRunsAreCurrent { findResistanceRuns() }
        var retained = RetainedFractions(h)
        let n = count
        // Read and written through buffers: no uniqueness or bounds check per body.
        withBuffers(&velocity, &angularVelocity) { velocity, angularVelocity in
            withReadBuffers(inverseMass, inverseInertia) { inverseMass, inverseInertia in
                withReadBuffers(force, torque) { force, torque in
                    let bodies = VelocityBuffers(
                        velocity: velocity, angularVelocity: angularVelocity, inverseMass: inverseMass,
                        inverseInertia: inverseInertia, force: force, torque: torque)
                    var first = 0
                    for run in resistanceRuns {
                        retained.update(run.resistance, run.angularResistance)
                        Self.integrateRun(first..<min(run.end, n), bodies, retained, h)
                        first = run.end
                    }
                }
            }
        }
    }

    /// Integrates the velocities of bodies `range` (see `integrateVelocities`), which move with
    /// the resistances `retained` was worked out for. Called, not inlined: with no call in its
    /// loop, what the loop reads stays in registers (a loop that may call `pow` keeps it on
    /// the stack).
    @inline(never)
    private static func integrateRun(
        _ range: Range<Int>, _ b: VelocityBuffers, _ retained: RetainedFractions, _ h: Double
    ) {
        let linear = retained.linear, angular = retained.angular
        let velocity = b.velocity, angularVelocity = b.angularVelocity
        let inverseMass = b.inverseMass, inverseInertia = b.inverseInertia, force = b.force, torque = b.torque
        for i in range {
            let invMass = inverseMass[i]
            if invMass > 0 {
                velocity[i] = velocity[i] * linear + force[i] * (h * invMass)
                let invI = inverseInertia[i]
                angularVelocity[i] = invI > 0 ? angularVelocity[i] * angular + torque[i] * h * invI : 0
            } else {
                velocity[i] = Vector(dx: 0, dy: 0)
                angularVelocity[i] = 0
            }
        }
    }

    /// Cuts the bodies into runs that move with one pair of resistances, compared bit for
    /// bit (the retained fractions are a function of the bits); a body that cannot move
    /// joins the run it is in. Kept until a material or mass changes.
    private mutating func findResistanceRuns() {
        resistanceRuns.removeAll(keepingCapacity: true)
        var current: ResistanceRun?
        for i in 0..<count where inverseMass[i] > 0 {
            let r = material[i].resistance, angularR = material[i].angularResistance
            if let run = current {
                let same =
                    (r.bitPattern ^ run.resistance.bitPattern)
                    | (angularR.bitPattern ^ run.angularResistance.bitPattern)
                if same == 0 { continue }
                resistanceRuns.append(
                    ResistanceRun(end: i, resistance: run.resistance, angularResistance: run.angularResistance))
            }
            current = ResistanceRun(end: count, resistance: r, angularResistance: angularR)
        }
        resistanceRuns.append(current ?? ResistanceRun(end: count, resistance: 0, angularResistance: 0))
        resistanceRunsAreCurrent = true
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

    /// `integratePositions(_:)` with the velocities taken from the contact solver's packed
    /// bodies (`velocities`, by body index), which hold them between the biased and the relax
    /// pass: the same operations, so the same bits.
    mutating func integratePositions(_ h: Double, velocities: UnsafeBufferPointer<SolverBody>) {
        let n = count
        precondition(velocities.count > n, "a solver body for every body and the static world")
        withBuffers(&position, &angle) { position, angle in
            for i in 0..<n {
                position[i] += velocities[i].velocity * h
                angle[i] += velocities[i].angularVelocity * h
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

    /// Works out both fractions for resistances `r` and `angularR` unless they are the last
    /// pair's, bit for bit.
    mutating func update(_ r: Double, _ angularR: Double) {
        let same = (r.bitPattern ^ resistance.bitPattern) | (angularR.bitPattern ^ angularResistance.bitPattern)
        guard same != 0 else { return }
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
}

/// Bodies up to `end` (from the previous run's end) that move with these resistances.
struct ResistanceRun {
    var end: Int
    var resistance: Double
    var angularResistance: Double
}
