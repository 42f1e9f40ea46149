extension StepWorld {
    /// Where `prepareContacts` writes one manifold: lane `lane` of group `solve` (what the
    /// solve passes read) and of `anchors` (what the refresh reads).
    struct LaneTarget {
        let solve: UnsafeMutablePointer<WideManifold>
        let anchors: UnsafeMutablePointer<WideAnchors>
        let lane: Int
    }

    /// Sets up the points of constraint `c` (as `prepare` does) and writes the manifold
    /// straight into its lane, with no point or lane source in between: a manifold of one
    /// point leaves its second point's lane empty (zero lever arms, masses and impulses, no
    /// crossing limit). Returns the points' crossing limits.
    @inline(__always)
    static func prepareLane(
        _ c: UnsafeMutablePointer<ContactConstraint>, _ a: SolverBody, _ b: SolverBody, side: Double,
        warm: WarmImpulses?, into t: LaneTarget
    ) -> (Double, Double) {
        let isBoundary = c.pointee.b < 0
        let frame = PointFrame(
            a: c.pointee.a, solverB: c.pointee.solverB, normal: c.pointee.normal, friction: c.pointee.friction)
        let two = c.pointee.pointCount > 1
        let m = t.solve, l = t.lane
        m.pointee.bodyA[l] = Int32(frame.a)
        m.pointee.bodyB[l] = Int32(frame.solverB)
        m.pointee.normalX[l] = frame.normal.dx
        m.pointee.normalY[l] = frame.normal.dy
        m.pointee.friction[l] = frame.friction
        m.pointee.massA[l] = a.inverseMass
        m.pointee.inertiaA[l] = a.inverseInertia
        m.pointee.massB[l] = b.inverseMass
        m.pointee.inertiaB[l] = b.inverseInertia
        m.pointee.isStatic[l] =
            a.inverseMass == 0 && a.inverseInertia == 0 || b.inverseMass == 0 && b.inverseInertia == 0
        m.pointee.hasTwoPoints[l] = two
        if two { m.pointee.anyHasTwoPoints = true }
        t.anchors.pointee.isPair[l] = !isBoundary
        let p0 = c.pointer(to: \.p0)!
        m.pointee.isSpeculative0[l] = preparePoint(p0, frame, a, b, isBoundary, warm, into: m.pointer(to: \.p0)!, l)
        let limit0 = crossingLimit(p0.pointee, side)
        t.anchors.pointee.anchorAx0[l] = p0.pointee.anchorA.dx
        t.anchors.pointee.anchorAy0[l] = p0.pointee.anchorA.dy
        t.anchors.pointee.anchorBx0[l] = p0.pointee.anchorB.dx
        t.anchors.pointee.anchorBy0[l] = p0.pointee.anchorB.dy
        t.anchors.pointee.baseSeparation0[l] = p0.pointee.baseSeparation
        t.anchors.pointee.crossingLimit0[l] = limit0
        guard two else {
            m.pointee.isSpeculative1[l] = false
            clear(m.pointer(to: \.p1)!, l)
            t.anchors.pointee.anchorAx1[l] = 0
            t.anchors.pointee.anchorAy1[l] = 0
            t.anchors.pointee.anchorBx1[l] = 0
            t.anchors.pointee.anchorBy1[l] = 0
            t.anchors.pointee.baseSeparation1[l] = 0
            t.anchors.pointee.crossingLimit1[l] = .infinity
            return (limit0, .infinity)
        }
        let p1 = c.pointer(to: \.p1)!
        m.pointee.isSpeculative1[l] = preparePoint(p1, frame, a, b, isBoundary, warm, into: m.pointer(to: \.p1)!, l)
        let limit1 = crossingLimit(p1.pointee, side)
        t.anchors.pointee.anchorAx1[l] = p1.pointee.anchorA.dx
        t.anchors.pointee.anchorAy1[l] = p1.pointee.anchorA.dy
        t.anchors.pointee.anchorBx1[l] = p1.pointee.anchorB.dx
        t.anchors.pointee.anchorBy1[l] = p1.pointee.anchorB.dy
        t.anchors.pointee.baseSeparation1[l] = p1.pointee.baseSeparation
        t.anchors.pointee.crossingLimit1[l] = limit1
        return (limit0, limit1)
    }

    /// `prepare` for one point, written into lane `l` of `w`; returns whether it is speculative.
    @inline(__always)
    private static func preparePoint(
        _ p: UnsafeMutablePointer<ContactPoint>, _ c: PointFrame, _ a: SolverBody, _ b: SolverBody,
        _ isBoundary: Bool, _ warm: WarmImpulses?, into w: UnsafeMutablePointer<WidePoint>, _ l: Int
    ) -> Bool {
        let speculative = isBoundary && p.pointee.baseSeparation > touchingSlop
        p.pointee.isSpeculative = speculative
        p.pointee.separation = p.pointee.baseSeparation
        let rA = speculative ? Vector(dx: 0, dy: 0) : p.pointee.anchorA
        let rB = speculative || isBoundary ? Vector(dx: 0, dy: 0) : p.pointee.anchorB
        p.pointee.rA = rA
        p.pointee.rB = rB
        if let warm {
            if warm.id0 == p.pointee.id {
                (p.pointee.normalImpulse, p.pointee.tangentImpulse) = (warm.normal0, warm.tangent0)
            } else if warm.id1 == p.pointee.id {
                (p.pointee.normalImpulse, p.pointee.tangentImpulse) = (warm.normal1, warm.tangent1)
            }
        }
        let n = c.normal, t = n.perpendicular
        let rnA = rA.cross(n), rnB = rB.cross(n), rtA = rA.cross(t), rtB = rB.cross(t)
        let mass = a.inverseMass + b.inverseMass
        let kn = mass + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
        let kt = mass + a.inverseInertia * rtA * rtA + b.inverseInertia * rtB * rtB
        let dv = Vector(
            dx: b.velocity.dx - b.angularVelocity * rB.dy - a.velocity.dx + a.angularVelocity * rA.dy,
            dy: b.velocity.dy + b.angularVelocity * rB.dx - a.velocity.dy - a.angularVelocity * rA.dx)
        p.pointee.relativeVelocity = dv.dot(n)
        w.pointee.rAx[l] = rA.dx
        w.pointee.rAy[l] = rA.dy
        w.pointee.rBx[l] = rB.dx
        w.pointee.rBy[l] = rB.dy
        w.pointee.separation[l] = p.pointee.baseSeparation
        w.pointee.normalMass[l] = kn > 0 ? 1 / kn : 0
        w.pointee.tangentMass[l] = kt > 0 ? 1 / kt : 0
        w.pointee.normalImpulse[l] = p.pointee.normalImpulse
        w.pointee.tangentImpulse[l] = p.pointee.tangentImpulse
        w.pointee.maxNormalImpulse[l] = 0
        return speculative
    }

    /// Lane `l` of `w` as an absent point: no lever arms, separation, mass or impulse.
    @inline(__always)
    private static func clear(_ w: UnsafeMutablePointer<WidePoint>, _ l: Int) {
        w.pointee.rAx[l] = 0
        w.pointee.rAy[l] = 0
        w.pointee.rBx[l] = 0
        w.pointee.rBy[l] = 0
        w.pointee.separation[l] = 0
        w.pointee.normalMass[l] = 0
        w.pointee.tangentMass[l] = 0
        w.pointee.normalImpulse[l] = 0
        w.pointee.tangentImpulse[l] = 0
        w.pointee.maxNormalImpulse[l] = 0
    }
}
