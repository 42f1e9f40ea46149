#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    // MARK: - Once per collision step

    /// Right after the narrow phase: remembers where the bodies are, colours the manifolds,
    /// then sets up every point (lever arms, effective masses, closing speed, how deep it may
    /// cross), takes the impulses the same points ended the last collision step with, and
    /// writes it straight into its lane (see `startWide`). The one-manifold-at-a-time solver
    /// points are laid out from the lanes only when a pass needs them (`unpackWide`).
    mutating func prepareContacts() {
        // Copied into buffers of their own: sharing the bodies' would make the next position
        // update copy the whole array (and, past 128 KiB, map fresh pages every step).
        Self.copy(bodies.position, into: &contacts.startPositions)
        Self.copy(bodies.angle, into: &contacts.startAngles)
        contacts.points.removeAll(keepingCapacity: true)
        contacts.pointsAreLaidOut = false
        contacts.constraintsAreStale = false
        contacts.crossingLimit.removeAll(keepingCapacity: true)
        contacts.pointOwner.removeAll(keepingCapacity: true)
        contacts.laneSource.removeAll(keepingCapacity: true)
        guard hasContacts else { return }
        loadSolverBodies()
        let layout = colourContacts()
        startWide(layout)
        let world = bodies.count
        var constraints = contacts.constraints, warm = contacts.warm
        var limits = contacts.crossingLimit, owner = contacts.pointOwner, source = contacts.laneSource
        var wide = contacts.wide, anchors = contacts.wideAnchors
        contacts.constraints = []
        contacts.warm = WarmCache()
        contacts.crossingLimit = []
        contacts.pointOwner = []
        contacts.laneSource = []
        contacts.wide = []
        contacts.wideAnchors = []
        let generation = bodies.generation
        limits.append(contentsOf: repeatElement(0, count: layout.pointCount))
        owner.append(contentsOf: repeatElement(0, count: layout.pointCount))
        var next = contacts.warmNext
        contacts.warmNext = WarmCache.Next()
        var hasRestitution = false
        next.write(count: constraints.count, recollided: contacts.recollided) { note in
            layout.placing { place in
                withReadBuffers(contacts.solverBodies, bodies.size) { sb, sizes in
                    withBuffers(&constraints, &wide, &anchors, &source) { cs, ws, an, src in
                        withBuffers(&limits, &owner) { lim, own in
                            var first = 0
                            for k in 0..<cs.count {
                                let remembered = warm.lookup(
                                    key: cs[k].key, a: cs[k].a, b: cs[k].b, generation: generation)
                                // The next warm table's entry, while the constraint is at hand.
                                note.set(
                                    k, key: cs[k].key,
                                    owner: Int32(truncatingIfNeeded: cs[k].b >= 0 ? cs[k].b : world &+ cs[k].a),
                                    id0: cs[k].p0.id, id1: cs[k].pointCount > 1 ? cs[k].p1.id : .max)
                                let solverB = cs[k].b < 0 ? world : cs[k].b
                                cs[k].solverB = solverB
                                cs[k].firstPoint = first
                                cs[k].struck = false
                                let bounces = cs[k].restitution > 0
                                if bounces { hasRestitution = true }
                                let side = Self.smallestSide(cs[k].a, cs[k].b, sizes)
                                let (g, l) = place(k)
                                src[g &* laneCount &+ l] = Int32(truncatingIfNeeded: first)
                                let target = LaneTarget(
                                    solve: ws.baseAddress! + g, anchors: an.baseAddress! + g, lane: l)
                                let (limit0, limit1) = Self.prepareLane(
                                    cs.baseAddress! + k, sb[cs[k].a], sb[solverB], side: side, warm: remembered,
                                    bounces: bounces, into: target)
                                lim[first] = limit0
                                own[first] = Int32(truncatingIfNeeded: k)
                                if cs[k].pointCount > 1 {
                                    lim[first &+ 1] = limit1
                                    own[first &+ 1] = Int32(truncatingIfNeeded: k)
                                }
                                first &+= cs[k].pointCount
                            }
                            Self.setLaneMasses(ws)
                        }
                    }
                }
            }
        }
        contacts.warmNext = next
        contacts.hasRestitution = hasRestitution
        contacts.constraints = constraints
        contacts.warm = warm
        contacts.crossingLimit = limits
        contacts.pointOwner = owner
        contacts.laneSource = source
        contacts.wide = wide
        contacts.wideAnchors = anchors
    }

    /// Makes `target` equal to `source`, reusing `target`'s buffer.
    static func copy<T>(_ source: [T], into target: inout [T]) {
        guard target.count == source.count else {
            target.removeAll(keepingCapacity: true)
            target.append(contentsOf: source)
            return
        }
        target.withUnsafeMutableBufferPointer { t in
            source.withUnsafeBufferPointer { s in _ = t.update(fromContentsOf: s) }
        }
    }

    /// How deep a point may get before `stopTunnelling` moves it back: a quarter of the smaller
    /// item's smallest side for a point that was not overlapping when made, else no limit.
    @inline(__always)
    static func crossingLimit(_ p: ContactPoint, _ side: Double) -> Double {
        p.baseSeparation >= -touchingSlop ? deepestCrossing * side : .infinity
    }

    /// The smaller of the pair's smallest sides (pt); a boundary has none.
    @inline(__always)
    func smallestSide(_ c: ContactConstraint) -> Double {
        bodies.size.withUnsafeBufferPointer { Self.smallestSide(c.a, c.b, $0) }
    }

    /// The smaller of the smallest sides of bodies `a` and `b` (pt; b < 0: a boundary, which has
    /// none), their sizes read from `sizes`.
    @inline(__always)
    static func smallestSide(_ a: Int, _ b: Int, _ sizes: UnsafeBufferPointer<Size>) -> Double {
        let sizeA = sizes[a]
        let side = min(sizeA.width, sizeA.height)
        guard b >= 0 else { return side }
        let sizeB = sizes[b]
        return min(side, sizeB.width, sizeB.height)
    }

    @inline(__always)
    static func prepare(
        _ p: inout ContactPoint, _ c: ContactConstraint, _ a: SolverBody, _ b: SolverBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> SolverPoint {
        prepare(&p, PointFrame(c), a, b, isBoundary, warm)
    }

    /// Sets up one point of a manifold whose bodies, normal and friction are `frame`'s, and
    /// keeps in `p` what it found (see `solverPoint`).
    @inline(__always)
    static func prepare(
        _ p: inout ContactPoint, _ c: PointFrame, _ a: SolverBody, _ b: SolverBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> SolverPoint {
        let (point, closing) = withUnsafePointer(to: p) { solverPoint($0, c, a, b, isBoundary, warm) }
        p.isSpeculative = point.isSpeculative
        p.separation = point.separation
        p.rA = point.rA
        p.rB = point.rB
        p.normalImpulse = point.normalImpulse
        p.tangentImpulse = point.tangentImpulse
        p.relativeVelocity = closing
        return point
    }

    /// One point set up for the solver, `p` left as it is: lever arms, effective masses,
    /// separation as made, the impulses `warm` kept for its id (else `p`'s), and its closing
    /// speed along the normal (pt/s; < 0 closing).
    @inline(__always)
    static func solverPoint(
        _ p: UnsafePointer<ContactPoint>, _ c: PointFrame, _ a: SolverBody, _ b: SolverBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> (point: SolverPoint, closing: Double) {
        var point = massless(p, c, isBoundary, warm)
        point.isStatic = a.inverseMass == 0 && a.inverseInertia == 0 || b.inverseMass == 0 && b.inverseInertia == 0
        setMasses(&point, a, b)
        return (point, relativeVelocity(point, a, b).dot(c.normal))
    }

    /// One point as `solverPoint` sets it up but for its effective masses (zero), its kind
    /// (`isStatic` false) and its closing speed: lever arms, separation as made, impulses.
    @inline(__always)
    static func massless(
        _ p: UnsafePointer<ContactPoint>, _ c: PointFrame, _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> SolverPoint {
        // Only against static boundaries, which take momentum from the world anyway; between
        // two items the push must act at one common point to conserve angular momentum.
        let isSpeculative = isBoundary && p.pointee.baseSeparation > touchingSlop
        let rA = isSpeculative ? Vector(dx: 0, dy: 0) : p.pointee.anchorA
        let rB = isSpeculative || isBoundary ? Vector(dx: 0, dy: 0) : p.pointee.anchorB
        var normalImpulse = p.pointee.normalImpulse, tangentImpulse = p.pointee.tangentImpulse
        if let w = warm {
            if w.id0 == p.pointee.id {
                (normalImpulse, tangentImpulse) = (w.normal0, w.tangent0)
            } else if w.id1 == p.pointee.id {
                (normalImpulse, tangentImpulse) = (w.normal1, w.tangent1)
            }
        }
        return SolverPoint(
            bodyA: Int32(truncatingIfNeeded: c.a), bodyB: Int32(truncatingIfNeeded: c.solverB),
            isSpeculative: isSpeculative, normal: c.normal, friction: c.friction, rA: rA, rB: rB,
            separation: p.pointee.baseSeparation, normalMass: 0, tangentMass: 0, normalImpulse: normalImpulse,
            tangentImpulse: tangentImpulse, maxNormalImpulse: 0)
    }

    /// 1 / (mA + mB + iA(rA×d)² + iB(rB×d)²) along the normal and the tangent.
    @inline(__always)
    private static func setMasses(_ p: inout SolverPoint, _ a: SolverBody, _ b: SolverBody) {
        let n = p.normal, t = n.perpendicular
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
                sb[i] = SolverBody(
                    velocity: bodies.velocity[i], angularVelocity: bodies.angularVelocity[i],
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

    /// The 2 × 2 effective-mass matrix of two points along their shared normal:
    /// kᵢⱼ = mA + mB + iA(rAᵢ×n)(rAⱼ×n) + iB(rBᵢ×n)(rBⱼ×n).
    @inline(__always)
    static func blockMass(
        _ p: SolverPoint, _ q: SolverPoint, _ a: SolverBody, _ b: SolverBody
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

    // MARK: - Once per collision step, at its end

    /// Bounces: points that pushed and closed faster than the threshold leave at
    /// elasticity × their closing speed. The two points of a manifold that both bounce are
    /// solved together (the same complementarity problem as `solveNormalPair`, rigid), so a
    /// face-on hit bounces straight back without spin. Works on the constraints as
    /// `keepSolvedLanes` left them (lever arms and impulses from the last pass); the effective
    /// masses are worked out again from those lever arms, as the last refresh did.
    mutating func applyContactRestitution() {
        guard contacts.hasRestitution else { return }
        loadSolverBodies()
        withSolverBuffers(\.constraints) { cs, sb in
            for k in cs.indices where cs[k].restitution > 0 && !cs[k].struck {
                let bounce0 = Self.bounces(cs[k].p0)
                let bounce1 = cs[k].pointCount > 1 && Self.bounces(cs[k].p1)
                guard bounce0 || bounce1 else { continue }
                let c = cs[k]
                let ia = c.a, ib = c.solverB
                var a = sb[ia], b = sb[ib]
                var p = Self.solverPoint(c, c.p0, a, b), q = Self.solverPoint(c, c.p1, a, b)
                if bounce0 && bounce1 {
                    Self.bouncePair(&p, &q, c, &a, &b)
                } else if bounce0 {
                    Self.bounce(&p, c.restitution * c.p0.relativeVelocity, &a, &b)
                } else {
                    Self.bounce(&q, c.restitution * c.p1.relativeVelocity, &a, &b)
                }
                cs[k].p0.normalImpulse = p.normalImpulse
                if c.pointCount > 1 { cs[k].p1.normalImpulse = q.normalImpulse }
                sb[ia] = a
                sb[ib] = b
            }
        }
        storeSolverBodies()
    }

    /// True when a point closed fast enough to bounce and pushed this collision step (a
    /// manifold an impact bounced already is left alone: see `ContactConstraint.struck`).
    @inline(__always)
    private static func bounces(_ p: ContactPoint) -> Bool {
        p.relativeVelocity < -restitutionThreshold && p.maxNormalImpulse > 0
    }

    /// A kept point of `c` as the bounces read it: bodies, normal, lever arms, effective mass
    /// and normal impulse.
    @inline(__always)
    private static func solverPoint(
        _ c: ContactConstraint, _ p: ContactPoint, _ a: SolverBody, _ b: SolverBody
    )
        -> SolverPoint
    {
        var point = SolverPoint.unused
        point.bodyA = Int32(c.a)
        point.bodyB = Int32(c.solverB)
        point.normal = c.normal
        point.rA = p.rA
        point.rB = p.rB
        point.normalImpulse = p.normalImpulse
        setMasses(&point, a, b)
        return point
    }

    /// Drives one point's normal speed to −`reversed` (= −e·closing speed, a leaving speed).
    @inline(__always)
    private static func bounce(_ p: inout SolverPoint, _ reversed: Double, _ a: inout SolverBody, _ b: inout SolverBody)
    {
        let vn = relativeVelocity(p, a, b).dot(p.normal)
        let total = max(p.normalImpulse - p.normalMass * (vn + reversed), 0)
        apply(p.normal * (total - p.normalImpulse), p, &a, &b)
        p.normalImpulse = total
    }

    /// Both points of a manifold to their leaving speeds at once.
    @inline(__always)
    private static func bouncePair(
        _ p: inout SolverPoint, _ q: inout SolverPoint, _ c: ContactConstraint,
        _ a: inout SolverBody, _ b: inout SolverBody
    ) {
        let k = blockMass(p, q, a, b)
        guard k.k11 * k.k11 < 1000 * (k.k11 * k.k22 - k.k12 * k.k12) else {
            bounce(&p, c.restitution * c.p0.relativeVelocity, &a, &b)
            bounce(&q, c.restitution * c.p1.relativeVelocity, &a, &b)
            return
        }
        let n = p.normal, λ1 = p.normalImpulse, λ2 = q.normalImpulse
        let q1 = relativeVelocity(p, a, b).dot(n) + c.restitution * c.p0.relativeVelocity - (k.k11 * λ1 + k.k12 * λ2)
        let q2 = relativeVelocity(q, a, b).dot(n) + c.restitution * c.p1.relativeVelocity - (k.k12 * λ1 + k.k22 * λ2)
        let (x1, x2) = complementarity(k.k11, k.k12, k.k22, q1, q2)
        apply(n * (x1 - λ1), p, &a, &b)
        apply(n * (x2 - λ2), q, &a, &b)
        p.normalImpulse = x1
        q.normalImpulse = x2
    }

    /// Remembers each contact's impulses, keyed by the pair, for the next collision step.
    mutating func storeContactImpulses() {
        contacts.warm.store(contacts.constraints, bodyCount: bodies.count, generation: bodies.generation)
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
    static func relativeVelocity(_ p: SolverPoint, _ a: SolverBody, _ b: SolverBody) -> Vector {
        Vector(
            dx: b.velocity.dx - b.angularVelocity * p.rB.dy - a.velocity.dx + a.angularVelocity * p.rA.dy,
            dy: b.velocity.dy + b.angularVelocity * p.rB.dx - a.velocity.dy - a.angularVelocity * p.rA.dx)
    }

    /// Applies impulse P to B and −P to A at the point's lever arms.
    @inline(__always)
    static func apply(_ impulse: Vector, _ p: SolverPoint, _ a: inout SolverBody, _ b: inout SolverBody) {
        a.velocity -= impulse * a.inverseMass
        a.angularVelocity -= p.rA.cross(impulse) * a.inverseInertia
        b.velocity += impulse * b.inverseMass
        b.angularVelocity += p.rB.cross(impulse) * b.inverseInertia
    }
}
