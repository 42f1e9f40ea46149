extension StepWorld {
    /// Fastest speed (pt/s) at which overlapping items are pushed apart: items placed
    /// overlapping are separated, not launched (Box2D's 3 m/s, in points).
    static let maximumPushOutSpeed = 300.0
    /// Closing speeds (pt/s) below this do not bounce, so resting items stay at rest.
    static let restitutionThreshold = 100.0
    /// A point farther apart than this (pt) at prepare time is speculative (see ContactPoint).
    static let touchingSlop = 0.5

    /// Effective masses, the speed each point closes at, and warm-start impulses.
    mutating func prepareContacts() {
        contacts.startPositions = bodies.position
        contacts.startAngles = bodies.angle
        for k in contacts.constraints.indices {
            var c = contacts.constraints[k]
            let warm = contacts.warm.lookup(c.key)
            c.p0 = preparedPoint(c.p0, c, warm)
            if c.pointCount > 1 { c.p1 = preparedPoint(c.p1, c, warm) }
            contacts.constraints[k] = c
        }
    }

    private mutating func preparedPoint(_ point: ContactPoint, _ c: ContactConstraint, _ warm: WarmImpulses?) -> ContactPoint {
        var p = point
        // Only against static boundaries, which take momentum from the world anyway; between
        // two items the push must act at one common point to conserve angular momentum.
        p.isSpeculative = c.b < 0 && p.baseSeparation > Self.touchingSlop
        p = withEffectiveMasses(p, c)
        p.relativeVelocity = relativeVelocity(c, p).dot(c.normal)
        if let w = warm {
            if w.id0 == p.id { (p.normalImpulse, p.tangentImpulse) = (w.normal0, w.tangent0) }
            else if w.id1 == p.id { (p.normalImpulse, p.tangentImpulse) = (w.normal1, w.tangent1) }
        }
        return p
    }

    /// 1 / (mA + mB + iA(rA×d)² + iB(rB×d)²) along the normal and the tangent, for the
    /// point's current anchors (no lever arm for a speculative point's normal).
    private mutating func withEffectiveMasses(_ point: ContactPoint, _ c: ContactConstraint) -> ContactPoint {
        var p = point
        let (mA, iA, mB, iB) = masses(c)
        let n = c.normal, t = n.perpendicular
        let arm = p.isSpeculative ? 0.0 : 1.0
        let rnA = arm * p.rA.cross(n), rnB = arm * p.rB.cross(n), rtA = p.rA.cross(t), rtB = p.rB.cross(t)
        let kn = mA + mB + iA * rnA * rnA + iB * rnB * rnB
        let kt = mA + mB + iA * rtA * rtA + iB * rtB * rtB
        p.normalMass = kn > 0 ? 1 / kn : 0
        p.tangentMass = kt > 0 ? 1 / kt : 0
        return p
    }

    /// Re-applies the impulses remembered from the previous sub-step.
    mutating func warmStartContacts() {
        for c in contacts.constraints {
            let t = c.normal.perpendicular
            applyImpulse(c.normal * c.p0.normalImpulse + t * c.p0.tangentImpulse, c, c.p0)
            if c.pointCount > 1 { applyImpulse(c.normal * c.p1.normalImpulse + t * c.p1.tangentImpulse, c, c.p1) }
        }
    }

    /// One pass of the non-penetration and friction constraints (soft, Box2D v3 style).
    mutating func solveContacts(_ step: SolverStep, useBias: Bool) {
        for k in contacts.constraints.indices {
            var c = contacts.constraints[k]
            c.p0 = solveNormal(c.p0, c, step, useBias)
            if c.pointCount > 1 { c.p1 = solveNormal(c.p1, c, step, useBias) }
            c.p0 = solveFriction(c.p0, c)
            if c.pointCount > 1 { c.p1 = solveFriction(c.p1, c) }
            contacts.constraints[k] = c
        }
    }

    private mutating func solveNormal(_ point: ContactPoint, _ c: ContactConstraint, _ step: SolverStep,
                             _ useBias: Bool) -> ContactPoint {
        var p = point
        let s = displacement(c).dot(c.normal) + p.baseSeparation
        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
        if s > 0 {
            bias = s * step.inverseH        // a gap: closing it this sub-step is allowed, no more
        } else if useBias {
            let soft = step.contactSoftness
            bias = max(soft.biasRate * s, -Self.maximumPushOutSpeed)
            massScale = soft.massScale
            impulseScale = soft.impulseScale
        }
        let vn = relativeVelocity(c, p).dot(c.normal)
        let impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
        let total = max(p.normalImpulse + impulse, 0)
        applyImpulse(c.normal * (total - p.normalImpulse), c, p)
        p.normalImpulse = total
        p.maxNormalImpulse = max(p.maxNormalImpulse, total)
        return p
    }

    /// Coulomb friction: the tangent impulse is held within ±μ·(normal impulse).
    private mutating func solveFriction(_ point: ContactPoint, _ c: ContactConstraint) -> ContactPoint {
        var p = point
        guard !p.isSpeculative else { return p }
        let t = c.normal.perpendicular
        let vt = relativeVelocity(c, p).dot(t)
        let limit = c.friction * p.normalImpulse
        let total = min(max(p.tangentImpulse - p.tangentMass * vt, -limit), limit)
        applyImpulse(t * (total - p.tangentImpulse), c, p)
        p.tangentImpulse = total
        return p
    }

    /// After positions moved: carries each point's anchors along with their bodies (turned by
    /// each body's rotation since prepare) and re-bases both on the midpoint, so relax impulses
    /// act at one common point again — equal and opposite there, they conserve angular
    /// momentum exactly — and recomputes the effective masses for the new lever arms.
    mutating func refreshContactAnchors() {
        for k in contacts.constraints.indices {
            var c = contacts.constraints[k]
            c.p0 = movedAnchors(c.p0, c)
            if c.pointCount > 1 { c.p1 = movedAnchors(c.p1, c) }
            contacts.constraints[k] = c
        }
    }

    private mutating func movedAnchors(_ point: ContactPoint, _ c: ContactConstraint) -> ContactPoint {
        var p = point
        let cA = bodies.position[c.a]
        let qA = cA + p.rA.rotated(by: bodies.angle[c.a] - contacts.startAngles[c.a])
        if c.b >= 0 {
            let cB = bodies.position[c.b]
            let qB = cB + p.rB.rotated(by: bodies.angle[c.b] - contacts.startAngles[c.b])
            let q = Vector(dx: (qA.dx + qB.dx) / 2, dy: (qA.dy + qB.dy) / 2)
            p.rA = q - cA
            p.rB = q - cB
        } else {
            p.rA = qA - cA
        }
        // The lever arms changed, so the effective masses must follow, or the relax pass
        // over-corrects and many coupled contacts diverge.
        return withEffectiveMasses(p, c)
    }

    /// Bounces: points that pushed and closed faster than the threshold leave at
    /// elasticity × their closing speed.
    mutating func applyContactRestitution() {
        for k in contacts.constraints.indices where contacts.constraints[k].restitution > 0 {
            var c = contacts.constraints[k]
            c.p0 = bounced(c.p0, c)
            if c.pointCount > 1 { c.p1 = bounced(c.p1, c) }
            contacts.constraints[k] = c
        }
    }

    private mutating func bounced(_ point: ContactPoint, _ c: ContactConstraint) -> ContactPoint {
        var p = point
        guard p.relativeVelocity < -Self.restitutionThreshold, p.maxNormalImpulse > 0 else { return p }
        let vn = relativeVelocity(c, p).dot(c.normal)
        let total = max(p.normalImpulse - p.normalMass * (vn + c.restitution * p.relativeVelocity), 0)
        applyImpulse(c.normal * (total - p.normalImpulse), c, p)
        p.normalImpulse = total
        return p
    }

    /// Remembers each contact's impulses, keyed by the pair, for the next sub-step.
    mutating func storeContactImpulses() {
        contacts.warm.reset(capacity: contacts.constraints.count)
        for c in contacts.constraints {
            contacts.warm.insert(c.key, WarmImpulses(id0: c.p0.id, normal0: c.p0.normalImpulse, tangent0: c.p0.tangentImpulse,
                                                id1: c.pointCount > 1 ? c.p1.id : .max,
                                                normal1: c.p1.normalImpulse, tangent1: c.p1.tangentImpulse))
        }
    }

    // MARK: - Rigid-body helpers

    private mutating func masses(_ c: ContactConstraint) -> (Double, Double, Double, Double) {
        let mB = c.b >= 0 ? bodies.inverseMass[c.b] : 0, iB = c.b >= 0 ? bodies.inverseInertia[c.b] : 0
        return (bodies.inverseMass[c.a], bodies.inverseInertia[c.a], mB, iB)
    }

    /// Velocity of B's contact point relative to A's: vB + ωB×rB − vA − ωA×rA (centres only
    /// for a speculative point).
    private mutating func relativeVelocity(_ c: ContactConstraint, _ p: ContactPoint) -> Vector {
        let arm = p.isSpeculative ? 0.0 : 1.0
        let vA = bodies.velocity[c.a] + p.rA.perpendicular * (arm * bodies.angularVelocity[c.a])
        guard c.b >= 0 else { return -vA }
        return bodies.velocity[c.b] + p.rB.perpendicular * (arm * bodies.angularVelocity[c.b]) - vA
    }

    /// How far B moved relative to A since the contact was prepared.
    private mutating func displacement(_ c: ContactConstraint) -> Vector {
        let dA = bodies.position[c.a] - contacts.startPositions[c.a]
        guard c.b >= 0 else { return -dA }
        return bodies.position[c.b] - contacts.startPositions[c.b] - dA
    }

    /// Applies impulse P to B and −P to A at the contact point (at the centres for a
    /// speculative point).
    private mutating func applyImpulse(_ impulse: Vector, _ c: ContactConstraint, _ p: ContactPoint) {
        let arm = p.isSpeculative ? 0.0 : 1.0
        bodies.velocity[c.a] -= impulse * bodies.inverseMass[c.a]
        bodies.angularVelocity[c.a] -= arm * p.rA.cross(impulse) * bodies.inverseInertia[c.a]
        guard c.b >= 0 else { return }
        bodies.velocity[c.b] += impulse * bodies.inverseMass[c.b]
        bodies.angularVelocity[c.b] += arm * p.rB.cross(impulse) * bodies.inverseInertia[c.b]
    }
}
