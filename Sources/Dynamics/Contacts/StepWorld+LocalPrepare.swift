extension StepWorld {
    /// Sets up the constraints from index `first` on, just made by `recollide`: their points
    /// for the solver (as `prepareContacts` does, with the impulses `remembered` for their pair
    /// and feature), their crossing limits, and their anchors and base separations moved to
    /// the start of the pass (see `rebase`).
    mutating func prepareFresh(from first: Int, _ remembered: [UInt64: WarmImpulses]) {
        let world = bodies.count
        var constraints = contacts.constraints
        contacts.constraints = []
        for k in first..<constraints.count {
            var c = constraints[k]
            let isBoundary = c.b < 0
            c.solverB = isBoundary ? world : c.b
            c.firstPoint = contacts.points.count
            let a = contacts.solverBodies[c.a], b = contacts.solverBodies[c.solverB]
            let warm = remembered[c.key]
            let limit = Self.deepestCrossing * smallestSide(c)
            contacts.points.append(Self.prepareFresh(&c.p0, c, a, b, isBoundary, warm))
            contacts.crossingLimit.append(c.p0.baseSeparation >= -Self.touchingSlop ? limit : .infinity)
            contacts.pointOwner.append(Int32(k))
            if c.pointCount > 1 {
                contacts.points[contacts.points.count - 1].pairedWithNext = true
                contacts.points.append(Self.prepareFresh(&c.p1, c, a, b, isBoundary, warm))
                contacts.crossingLimit.append(c.p1.baseSeparation >= -Self.touchingSlop ? limit : .infinity)
                contacts.pointOwner.append(Int32(k))
            }
            rebase(&c.p0, c)
            if c.pointCount > 1 { rebase(&c.p1, c) }
            if c.restitution > 0 { contacts.hasRestitution = true }
            constraints[k] = c
        }
        contacts.constraints = constraints
    }

    /// One new point for the solver: lever arms, effective masses, the remembered impulses of
    /// the same feature, and the closing speed now.
    private static func prepareFresh(
        _ p: inout ContactPoint, _ c: ContactConstraint, _ a: SolverBody, _ b: SolverBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?
    ) -> SolverPoint {
        p.isSpeculative = isBoundary && p.baseSeparation > touchingSlop
        p.separation = p.baseSeparation
        p.rA = p.isSpeculative ? .zero : p.anchorA
        p.rB = p.isSpeculative || isBoundary ? .zero : p.anchorB
        if let w = warm {
            if w.id0 == p.id {
                (p.normalImpulse, p.tangentImpulse) = (w.normal0, w.tangent0)
            } else if w.id1 == p.id {
                (p.normalImpulse, p.tangentImpulse) = (w.normal1, w.tangent1)
            }
        }
        var point = SolverPoint(
            bodyA: Int32(c.a), bodyB: Int32(c.solverB), isSpeculative: p.isSpeculative,
            normal: c.normal, friction: c.friction, rA: p.rA, rB: p.rB, separation: p.separation,
            normalMass: 0, tangentMass: 0, normalImpulse: p.normalImpulse,
            tangentImpulse: p.tangentImpulse, maxNormalImpulse: 0)
        point.isStatic = a.inverseMass == 0 && a.inverseInertia == 0 || b.inverseMass == 0 && b.inverseInertia == 0
        let n = c.normal, t = n.perpendicular, m = a.inverseMass + b.inverseMass
        let rnA = p.rA.cross(n), rnB = p.rB.cross(n), rtA = p.rA.cross(t), rtB = p.rB.cross(t)
        let kn = m + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
        let kt = m + a.inverseInertia * rtA * rtA + b.inverseInertia * rtB * rtB
        point.normalMass = kn > 0 ? 1 / kn : 0
        point.tangentMass = kt > 0 ? 1 / kt : 0
        p.relativeVelocity = relativeVelocity(point, a, b).dot(c.normal)
        return point
    }

    /// Rewrites a point made now as if made at the start of the pass, for `refreshContacts`,
    /// which carries each anchor with its body's travel and turn since then (d, R) and takes
    /// the separation as base + (movedB − movedA)·n, moved = d + R·anchor − anchor, and a
    /// pair's lever arms as anchorA + (dB − dA)/2 and anchorB − (dB − dA)/2. A pair's anchors
    /// are shifted by half the relative travel, so the lever arms come out as made and still
    /// meet at one point; an item's anchor against a boundary is turned back by its turn. The
    /// base separation then makes the separation come out as made.
    private func rebase(_ p: inout ContactPoint, _ c: ContactConstraint) {
        let (dA, turnA) = motion(ofBody: c.a)
        if c.b < 0 {
            let back = Vector(
                dx: turnA.dx * p.anchorA.dx + turnA.dy * p.anchorA.dy,
                dy: -turnA.dy * p.anchorA.dx + turnA.dx * p.anchorA.dy)
            let movedA = dA + p.anchorA - back
            p.baseSeparation = p.separation + movedA.dot(c.normal)
            p.anchorA = back
            return
        }
        let (dB, turnB) = motion(ofBody: c.b)
        let half = (dB - dA) * 0.5
        let anchorA = p.anchorA - half, anchorB = p.anchorB + half
        let movedA = dA + Self.turn(anchorA, by: turnA) - anchorA
        let movedB = dB + Self.turn(anchorB, by: turnB) - anchorB
        p.baseSeparation = p.separation - (movedB - movedA).dot(c.normal)
        p.anchorA = anchorA
        p.anchorB = anchorB
    }

    /// Body `i`'s travel and turn, as (cos, sin), since the contacts were prepared.
    private func motion(ofBody i: Int) -> (Vector, Vector) {
        (
            bodies.position[i] - contacts.startPositions[i],
            Self.rotation(by: bodies.angle[i] - contacts.startAngles[i])
        )
    }

    /// `v` turned by (cos, sin).
    private static func turn(_ v: Vector, by r: Vector) -> Vector {
        Vector(dx: r.dx * v.dx - r.dy * v.dy, dy: r.dy * v.dx + r.dx * v.dy)
    }
}
