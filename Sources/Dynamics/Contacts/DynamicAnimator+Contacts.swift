#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A body's velocity and inverse mass, packed for the contact solver in 32 bytes, which four
/// bodies at a time load as vectors (see `LaneVelocities`): at that size a body never spans two
/// cache lines and 1 000 of them fit the L1 cache. Index `bodies.count` is the static world
/// (zero velocity, zero inverse mass), so boundary contacts need no branch. The inverse
/// inertia, which the hot passes take from their lanes, is kept beside them
/// (`ContactWorld.solverInertia`; see `ContactBody`).
struct SolverBody {
    var velocity: Vector
    var angularVelocity: Double
    var inverseMass: Double

    static let world = SolverBody(velocity: .zero, angularVelocity: 0, inverseMass: 0)

    /// Whether the 32 bytes are velocity, angular velocity and inverse mass, in that order, as
    /// `LaneVelocities` loads and stores them four bodies at a time.
    static var packedOffsets: Bool {
        MemoryLayout<SolverBody>.offset(of: \.velocity) == 0
            && MemoryLayout<Vector>.offset(of: \.dx) == 0 && MemoryLayout<Vector>.offset(of: \.dy) == 8
            && MemoryLayout<SolverBody>.offset(of: \.angularVelocity) == 16
            && MemoryLayout<SolverBody>.offset(of: \.inverseMass) == 24
            && MemoryLayout<SolverBody>.stride == 32
    }
}

/// A body as the one-contact-at-a-time maths reads it (preparing a point, impacts, bounces):
/// its solver body and its inverse inertia.
struct ContactBody {
    var velocity: Vector
    var angularVelocity: Double
    var inverseMass: Double
    var inverseInertia: Double

    /// The static world: still, nothing moves it.
    static let world = ContactBody(.world, inverseInertia: 0)

    /// Solver body `body` with inverse inertia `inverseInertia`.
    @inline(__always)
    init(_ body: SolverBody, inverseInertia: Double) {
        velocity = body.velocity
        angularVelocity = body.angularVelocity
        inverseMass = body.inverseMass
        self.inverseInertia = inverseInertia
    }

    /// The solver body: velocities and inverse mass.
    @inline(__always)
    var solverBody: SolverBody {
        SolverBody(velocity: velocity, angularVelocity: angularVelocity, inverseMass: inverseMass)
    }

    /// Writes the velocities back into the solver body they came from.
    @inline(__always)
    func store(into body: inout SolverBody) {
        body.velocity = velocity
        body.angularVelocity = angularVelocity
    }
}

/// One contact point as the solver passes read and write it, ~120 bytes laid out one after
/// another (the constraint keeps the rest: anchors, keys, closing speed). Index `bodyB` is
/// the static world's slot for a boundary.
struct SolverPoint {
    var bodyA: Int32
    var bodyB: Int32
    var isSpeculative: Bool
    /// True when one body cannot move (a boundary, an anchored item): the stiffer softness.
    var isStatic = false
    var normal: Vector
    var friction: Double
    var rA: Vector
    var rB: Vector
    var separation: Double
    var normalMass: Double
    var tangentMass: Double
    var normalImpulse: Double
    var tangentImpulse: Double
    var maxNormalImpulse: Double

    /// A point of nothing: the static world on both sides, no mass, no impulse.
    static let unused = SolverPoint(
        bodyA: 0, bodyB: 0, isSpeculative: false, normal: .zero, friction: 0, rA: .zero, rB: .zero,
        separation: 0, normalMass: 0, tangentMass: 0, normalImpulse: 0, tangentImpulse: 0, maxNormalImpulse: 0)
}

extension StepWorld {
    /// Fastest speed (pt/s) at which overlapping items are pushed apart: items placed
    /// overlapping are separated, not launched (Box2D's 3 m/s, in points).
    static let maximumPushOutSpeed = 300.0
    /// Closing speeds (pt/s) below this do not bounce, so resting items stay at rest.
    static let restitutionThreshold = 100.0
    /// A point farther apart than this (pt) when made is speculative (see ContactPoint).
    static let touchingSlop = 0.5

    /// True when this collision step made contacts for the solver.
    var hasContacts: Bool { !contacts.constraints.isEmpty }

    // MARK: - Every sub-step

    /// Copies velocities and inverse masses into the packed solver bodies, and the inverse
    /// inertias beside them (`ContactWorld.solverInertia`) when they changed since the last
    /// copy: they change only with membership or materials, between steps.
    mutating func loadSolverBodies() {
        assert(SolverBody.packedOffsets, "LaneVelocities loads a solver body as one vector")
        let n = bodies.count
        if contacts.solverBodies.count != n + 1 {
            contacts.solverBodies = Array(repeating: .world, count: n + 1)
            contacts.solverInertia = Array(repeating: 0, count: n + 1)
            contacts.solverInertiaVersion = -1
        }
        if contacts.solverInertiaVersion != bodies.inertiaVersion {
            contacts.solverInertia.withUnsafeMutableBufferPointer { inertia in
                for i in 0..<n { inertia[i] = bodies.inverseInertia[i] }
            }
            contacts.solverInertiaVersion = bodies.inertiaVersion
        }
        contacts.solverBodies.withUnsafeMutableBufferPointer { sb in
            for i in 0..<n {
                sb[i] = SolverBody(
                    velocity: bodies.velocity[i], angularVelocity: bodies.angularVelocity[i],
                    inverseMass: bodies.inverseMass[i])
            }
        }
    }

    /// Solver body `i` with its inverse inertia, for one contact's maths.
    func contactBody(_ i: Int) -> ContactBody {
        ContactBody(contacts.solverBodies[i], inverseInertia: contacts.solverInertia[i])
    }

    /// Copies the solved velocities back to the bodies.
    mutating func storeSolverBodies() {
        let n = bodies.count
        contacts.solverBodies.withUnsafeBufferPointer { sb in
            for i in 0..<n {
                bodies.velocity[i] = sb[i].velocity
                bodies.angularVelocity[i] = sb[i].angularVelocity
            }
        }
    }

    /// The 2 × 2 effective-mass matrix of two points along their shared normal:
    /// kᵢⱼ = mA + mB + iA(rAᵢ×n)(rAⱼ×n) + iB(rBᵢ×n)(rBⱼ×n).
    @inline(__always)
    static func blockMass(
        _ p: SolverPoint, _ q: SolverPoint, _ a: ContactBody, _ b: ContactBody
    ) -> (k11: Double, k12: Double, k22: Double) {
        let n = p.normal, m = a.inverseMass + b.inverseMass
        let a1 = p.rA.cross(n), b1 = p.rB.cross(n), a2 = q.rA.cross(n), b2 = q.rB.cross(n)
        return (
            m + a.inverseInertia * a1 * a1 + b.inverseInertia * b1 * b1,
            m + a.inverseInertia * a1 * a2 + b.inverseInertia * b1 * b2,
            m + a.inverseInertia * a2 * a2 + b.inverseInertia * b2 * b2
        )
    }

    /// The x ≥ 0 with w = Mx + q ≥ 0 and x·w = 0 for a symmetric positive-definite 2 × 2 M
    /// (one lane of the solver's `complementarity`: impacts and bounces are rare enough).
    static func complementarity(
        _ m11: Double, _ m12: Double, _ m22: Double, _ q1: Double, _ q2: Double
    ) -> (Double, Double) {
        let (x1, x2) = complementarity(
            Lanes(repeating: m11), Lanes(repeating: m12), Lanes(repeating: m22), Lanes(repeating: q1),
            Lanes(repeating: q2), needed: LaneMask(repeating: true))
        return (x1[0], x2[0])
    }

    /// (cos t, sin t); a short series for the small turns of one collision step (error below
    /// 10⁻¹³ under 10⁻³ rad), which spares most bodies two calls into libm.
    @inline(__always)
    static func rotation(by t: Double) -> Vector {
        if abs(t) < 1e-3 {
            let t2 = t * t
            return Vector(dx: 1 - t2 / 2 + t2 * t2 / 24, dy: t - t * t2 / 6)
        }
        return Vector(dx: cos(t), dy: sin(t))
    }

    // MARK: - Helpers

    /// Runs `work` on one of the contact world's solver arrays (the points, or the wide
    /// manifolds) and the packed bodies as buffers, moved out of the contact world meanwhile
    /// (so the loops need no exclusivity or uniqueness checks).
    @inline(__always)
    mutating func withSolverBuffers<Element>(
        _ items: WritableKeyPath<ContactWorld, [Element]>,
        _ work: (UnsafeMutableBufferPointer<Element>, UnsafeMutableBufferPointer<SolverBody>) -> Void
    ) {
        var array = contacts[keyPath: items]
        var solverBodies = contacts.solverBodies
        contacts[keyPath: items] = []
        contacts.solverBodies = []
        solverBodies.withUnsafeMutableBufferPointer { sb in
            array.withUnsafeMutableBufferPointer { ps in work(ps, sb) }
        }
        contacts[keyPath: items] = array
        contacts.solverBodies = solverBodies
    }

    /// Velocity of B's contact point relative to A's: vB + ωB×rB − vA − ωA×rA.
    @inline(__always)
    static func relativeVelocity(_ p: SolverPoint, _ a: ContactBody, _ b: ContactBody) -> Vector {
        relativeVelocity(p, a.solverBody, b.solverBody)
    }

    /// `relativeVelocity` of the solver bodies themselves (velocities alone).
    @inline(__always)
    static func relativeVelocity(_ p: SolverPoint, _ a: SolverBody, _ b: SolverBody) -> Vector {
        Vector(
            dx: b.velocity.dx - b.angularVelocity * p.rB.dy - a.velocity.dx + a.angularVelocity * p.rA.dy,
            dy: b.velocity.dy + b.angularVelocity * p.rB.dx - a.velocity.dy - a.angularVelocity * p.rA.dx)
    }

    /// Applies impulse P to B and −P to A at the point's lever arms.
    @inline(__always)
    static func apply(_ impulse: Vector, _ p: SolverPoint, _ a: inout ContactBody, _ b: inout ContactBody) {
        a.velocity -= impulse * a.inverseMass
        a.angularVelocity -= p.rA.cross(impulse) * a.inverseInertia
        b.velocity += impulse * b.inverseMass
        b.angularVelocity += p.rB.cross(impulse) * b.inverseInertia
    }
}
