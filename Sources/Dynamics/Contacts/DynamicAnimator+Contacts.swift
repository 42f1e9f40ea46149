/// A body's velocity and inverse mass, packed for the contact solver: one contact touches two
/// of these (two cache lines) instead of eight separate arrays. Index `bodies.count` is the
/// static world (zero velocity, zero inverse mass), so boundary contacts need no branch.
struct SolverBody {
    var velocity: Vector
    var angularVelocity: Double
    var inverseMass: Double
    var inverseInertia: Double

    static let world = SolverBody(velocity: .zero, angularVelocity: 0, inverseMass: 0, inverseInertia: 0)
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

    // MARK: - Once per collision step

    /// Right after the narrow phase: remembers where the bodies are, sets up every point
    /// (lever arms, effective masses, closing speed) and takes the impulses the same points
    /// ended the last collision step with.
    mutating func prepareContacts() {
        contacts.startPositions = bodies.position
        contacts.startAngles = bodies.angle
        guard hasContacts else { return }
        loadSolverBodies()
        let world = bodies.count
        var constraints = contacts.constraints
        contacts.constraints = []
        let warm = contacts.warm
        contacts.solverBodies.withUnsafeBufferPointer { sb in
            constraints.withUnsafeMutableBufferPointer { cs in
                for k in 0..<cs.count {
                    let remembered = warm.lookup(cs[k].key)
                    let isBoundary = cs[k].b < 0
                    cs[k].solverB = isBoundary ? world : cs[k].b
                    let a = sb[cs[k].a], b = sb[cs[k].solverB]
                    Self.prepare(&cs[k].p0, cs[k], a, b, isBoundary, remembered)
                    if cs[k].pointCount > 1 { Self.prepare(&cs[k].p1, cs[k], a, b, isBoundary, remembered) }
                }
            }
        }
        contacts.constraints = constraints
    }

    private static func prepare(_ p: inout ContactPoint, _ c: ContactConstraint, _ a: SolverBody, _ b: SolverBody,
                                _ isBoundary: Bool, _ warm: WarmImpulses?) {
        // Only against static boundaries, which take momentum from the world anyway; between
        // two items the push must act at one common point to conserve angular momentum.
        p.isSpeculative = isBoundary && p.baseSeparation > touchingSlop
        p.separation = p.baseSeparation
        p.rA = p.isSpeculative ? .zero : p.anchorA
        p.rB = p.isSpeculative || isBoundary ? .zero : p.anchorB
        setMasses(&p, c.normal, a, b)
        p.relativeVelocity = relativeVelocity(p, a, b).dot(c.normal)
        if let w = warm {
            if w.id0 == p.id { (p.normalImpulse, p.tangentImpulse) = (w.normal0, w.tangent0) }
            else if w.id1 == p.id { (p.normalImpulse, p.tangentImpulse) = (w.normal1, w.tangent1) }
        }
    }

    /// 1 / (mA + mB + iA(rA×d)² + iB(rB×d)²) along the normal and the tangent.
    @inline(__always)
    private static func setMasses(_ p: inout ContactPoint, _ n: Vector, _ a: SolverBody, _ b: SolverBody) {
        let t = n.perpendicular
        let rnA = p.rA.cross(n), rnB = p.rB.cross(n), rtA = p.rA.cross(t), rtB = p.rB.cross(t)
        let m = a.inverseMass + b.inverseMass
        let kn = m + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
        let kt = m + a.inverseInertia * rtA * rtA + b.inverseInertia * rtB * rtB
        p.normalMass = kn > 0 ? 1 / kn : 0
        p.tangentMass = kt > 0 ? 1 / kt : 0
    }

    // MARK: - Every sub-step

    /// Copies velocities and inverse masses into the packed solver bodies.
    mutating func loadSolverBodies() {
        let n = bodies.count
        if contacts.solverBodies.count != n + 1 {
            contacts.solverBodies = Array(repeating: .world, count: n + 1)
        }
        contacts.solverBodies.withUnsafeMutableBufferPointer { sb in
            for i in 0..<n {
                sb[i] = SolverBody(velocity: bodies.velocity[i], angularVelocity: bodies.angularVelocity[i],
                                   inverseMass: bodies.inverseMass[i], inverseInertia: bodies.inverseInertia[i])
            }
        }
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

    /// Re-applies the accumulated impulses (from the last sub-step, or the last collision step
    /// for new contacts of old pairs).
    mutating func warmStartContacts() {
        forEachConstraint { c, sb in
            var a = sb[c.a], b = sb[c.solverB]
            let t = c.normal.perpendicular
            Self.apply(c.normal * c.p0.normalImpulse + t * c.p0.tangentImpulse, c.p0, &a, &b)
            if c.pointCount > 1 { Self.apply(c.normal * c.p1.normalImpulse + t * c.p1.tangentImpulse, c.p1, &a, &b) }
            sb[c.a] = a
            sb[c.solverB] = b
        }
    }

    /// One pass of the non-penetration and friction constraints (soft, Box2D v3 style).
    mutating func solveContacts(_ step: SolverStep, useBias: Bool) {
        let soft = step.contactSoftness, inverseH = step.inverseH
        forEachConstraint { c, sb in
            var a = sb[c.a], b = sb[c.solverB]
            let n = c.normal
            Self.solveNormal(&c.p0, n, &a, &b, soft, inverseH, useBias)
            if c.pointCount > 1 { Self.solveNormal(&c.p1, n, &a, &b, soft, inverseH, useBias) }
            Self.solveFriction(&c.p0, n, c.friction, &a, &b)
            if c.pointCount > 1 { Self.solveFriction(&c.p1, n, c.friction, &a, &b) }
            sb[c.a] = a
            sb[c.solverB] = b
        }
    }

    @inline(__always)
    private static func solveNormal(_ p: inout ContactPoint, _ n: Vector, _ a: inout SolverBody, _ b: inout SolverBody,
                                    _ soft: Softness, _ inverseH: Double, _ useBias: Bool) {
        let s = p.separation
        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
        if s > 0 {
            bias = s * inverseH        // a gap: closing it this sub-step is allowed, no more
        } else if useBias {
            bias = max(soft.biasRate * s, -maximumPushOutSpeed)
            massScale = soft.massScale
            impulseScale = soft.impulseScale
        }
        let vn = relativeVelocity(p, a, b).dot(n)
        let impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
        let total = max(p.normalImpulse + impulse, 0)
        apply(n * (total - p.normalImpulse), p, &a, &b)
        p.normalImpulse = total
        p.maxNormalImpulse = max(p.maxNormalImpulse, total)
    }

    /// Coulomb friction: the tangent impulse is held within ±μ·(normal impulse).
    @inline(__always)
    private static func solveFriction(_ p: inout ContactPoint, _ n: Vector, _ friction: Double,
                                      _ a: inout SolverBody, _ b: inout SolverBody) {
        guard !p.isSpeculative else { return }
        let t = n.perpendicular
        let vt = relativeVelocity(p, a, b).dot(t)
        let limit = friction * p.normalImpulse
        let total = min(max(p.tangentImpulse - p.tangentMass * vt, -limit), limit)
        apply(t * (total - p.tangentImpulse), p, &a, &b)
        p.tangentImpulse = total
    }

    /// After positions moved: measures each point's separation from how far its anchors moved
    /// with their bodies (turns included), and re-bases both lever arms on the midpoint of the
    /// anchors carried along by their bodies' travel — so impulses act at one common point again
    /// and conserve angular momentum exactly — then recomputes the effective masses. The lever
    /// arms do not turn with their bodies: a rolling wheel's contact stays under its centre, and
    /// a turned arm would let the support force drive the roll.
    mutating func refreshContacts() {
        guard hasContacts else { return }
        let n = bodies.count
        if contacts.turns.count != n { contacts.turns = Array(repeating: .zero, count: n) }
        bodies.angle.withUnsafeBufferPointer { angle in
            contacts.startAngles.withUnsafeBufferPointer { startAngle in
                contacts.turns.withUnsafeMutableBufferPointer { turns in
                    for i in 0..<n { turns[i] = Self.rotation(by: angle[i] - startAngle[i]) }
                }
            }
        }
        // The solver bodies still hold the velocities just stored, and inverse masses do not
        // change within a collision step: no reload needed for the effective masses.
        let turns = contacts.turns, start = contacts.startPositions, position = bodies.position
        forEachConstraint { c, sb in
            let isBoundary = c.b < 0
            Self.refresh(&c.p0, c, isBoundary, turns, start, position, sb)
            if c.pointCount > 1 { Self.refresh(&c.p1, c, isBoundary, turns, start, position, sb) }
        }
    }

    @inline(__always)
    private static func refresh(_ p: inout ContactPoint, _ c: ContactConstraint, _ isBoundary: Bool, _ turns: [Vector],
                                _ start: [Vector], _ position: [Vector], _ sb: UnsafeMutableBufferPointer<SolverBody>) {
        let travelA = position[c.a] - start[c.a]
        let movedA = travelA + turned(p.anchorA, turns[c.a]) - p.anchorA
        if isBoundary {
            p.separation = p.baseSeparation - movedA.dot(c.normal)
        } else {
            let travelB = position[c.b] - start[c.b]
            let movedB = travelB + turned(p.anchorB, turns[c.b]) - p.anchorB
            p.separation = p.baseSeparation + (movedB - movedA).dot(c.normal)
            // Both anchors are one world point when made; half the relative travel apart since.
            let half = (travelB - travelA) / 2
            p.rA = p.anchorA + half
            p.rB = p.anchorB - half
            // The lever arms changed, so the effective masses must follow, or the relax pass
            // over-corrects and many coupled contacts diverge.
            setMasses(&p, c.normal, sb[c.a], sb[c.solverB])
        }
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

    @inline(__always)
    private static func turned(_ v: Vector, _ cs: Vector) -> Vector {
        Vector(dx: cs.dx * v.dx - cs.dy * v.dy, dy: cs.dy * v.dx + cs.dx * v.dy)
    }

    // MARK: - Once per collision step, at its end

    /// Bounces: points that pushed and closed faster than the threshold leave at
    /// elasticity × their closing speed.
    mutating func applyContactRestitution() {
        guard contacts.constraints.contains(where: { $0.restitution > 0 }) else { return }
        loadSolverBodies()
        forEachConstraint { c, sb in
            guard c.restitution > 0 else { return }
            var a = sb[c.a], b = sb[c.solverB]
            Self.bounce(&c.p0, c, &a, &b)
            if c.pointCount > 1 { Self.bounce(&c.p1, c, &a, &b) }
            sb[c.a] = a
            sb[c.solverB] = b
        }
        storeSolverBodies()
    }

    private static func bounce(_ p: inout ContactPoint, _ c: ContactConstraint, _ a: inout SolverBody,
                               _ b: inout SolverBody) {
        guard p.relativeVelocity < -restitutionThreshold, p.maxNormalImpulse > 0 else { return }
        let vn = relativeVelocity(p, a, b).dot(c.normal)
        let total = max(p.normalImpulse - p.normalMass * (vn + c.restitution * p.relativeVelocity), 0)
        apply(c.normal * (total - p.normalImpulse), p, &a, &b)
        p.normalImpulse = total
    }

    /// Remembers each contact's impulses, keyed by the pair, for the next collision step.
    mutating func storeContactImpulses() {
        contacts.warm.reset(capacity: contacts.constraints.count)
        for c in contacts.constraints {
            contacts.warm.insert(c.key, WarmImpulses(id0: c.p0.id, normal0: c.p0.normalImpulse, tangent0: c.p0.tangentImpulse,
                                                id1: c.pointCount > 1 ? c.p1.id : .max,
                                                normal1: c.p1.normalImpulse, tangent1: c.p1.tangentImpulse))
        }
    }

    // MARK: - Helpers

    /// Runs `body` over every constraint in place, with the packed solver bodies at hand.
    @inline(__always)
    private mutating func forEachConstraint(
        _ body: (inout ContactConstraint, UnsafeMutableBufferPointer<SolverBody>) -> Void
    ) {
        var constraints = contacts.constraints
        var solverBodies = contacts.solverBodies
        contacts.constraints = []
        contacts.solverBodies = []
        solverBodies.withUnsafeMutableBufferPointer { sb in
            constraints.withUnsafeMutableBufferPointer { cs in
                for k in 0..<cs.count { body(&cs[k], sb) }
            }
        }
        contacts.constraints = constraints
        contacts.solverBodies = solverBodies
    }

    /// Velocity of B's contact point relative to A's: vB + ωB×rB − vA − ωA×rA.
    @inline(__always)
    private static func relativeVelocity(_ p: ContactPoint, _ a: SolverBody, _ b: SolverBody) -> Vector {
        Vector(dx: b.velocity.dx - b.angularVelocity * p.rB.dy - a.velocity.dx + a.angularVelocity * p.rA.dy,
               dy: b.velocity.dy + b.angularVelocity * p.rB.dx - a.velocity.dy - a.angularVelocity * p.rA.dx)
    }

    /// Applies impulse P to B and −P to A at the point's lever arms.
    @inline(__always)
    private static func apply(_ impulse: Vector, _ p: ContactPoint, _ a: inout SolverBody, _ b: inout SolverBody) {
        a.velocity -= impulse * a.inverseMass
        a.angularVelocity -= p.rA.cross(impulse) * a.inverseInertia
        b.velocity += impulse * b.inverseMass
        b.angularVelocity += p.rB.cross(impulse) * b.inverseInertia
    }
}
