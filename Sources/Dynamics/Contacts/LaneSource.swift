/// One manifold as `prepareContacts` writes it into a lane: its constraint, its points as
/// prepared, the bodies' inverse masses and the points' crossing limits.
struct LaneSource {
    var constraint: ContactConstraint
    var p0: SolverPoint
    var p1: SolverPoint
    var a: SolverBody
    var b: SolverBody
    var limit0: Double
    var limit1: Double

    /// The lane of a manifold of one point: the second point's lane is empty (zero lever arms,
    /// masses and impulses; no crossing limit).
    @inline(__always)
    init(_ c: ContactConstraint, _ p0: SolverPoint, _ a: SolverBody, _ b: SolverBody, limit0: Double) {
        var p1 = p0
        p1.rA = .zero
        p1.rB = .zero
        p1.separation = 0
        p1.normalMass = 0
        p1.tangentMass = 0
        p1.normalImpulse = 0
        p1.tangentImpulse = 0
        p1.maxNormalImpulse = 0
        p1.isSpeculative = false
        self.init(constraint: c, p0: p0, p1: p1, a: a, b: b, limit0: limit0, limit1: .infinity)
    }

    @inline(__always)
    init(
        constraint: ContactConstraint, p0: SolverPoint, p1: SolverPoint, a: SolverBody, b: SolverBody,
        limit0: Double, limit1: Double
    ) {
        self.constraint = constraint
        self.p0 = p0
        self.p1 = p1
        self.a = a
        self.b = b
        self.limit0 = limit0
        self.limit1 = limit1
    }
}

extension LaneSource {
    /// Writes this manifold into lane `lane` of `m`.
    @inline(__always)
    func write(into m: UnsafeMutablePointer<WideManifold>, _ lane: Int) {
        m.pointee.bodyA[lane] = p0.bodyA
        m.pointee.bodyB[lane] = p0.bodyB
        m.pointee.normalX[lane] = constraint.normal.dx
        m.pointee.normalY[lane] = constraint.normal.dy
        m.pointee.friction[lane] = p0.friction
        m.pointee.massA[lane] = a.inverseMass
        m.pointee.inertiaA[lane] = a.inverseInertia
        m.pointee.massB[lane] = b.inverseMass
        m.pointee.inertiaB[lane] = b.inverseInertia
        m.pointee.isStatic[lane] = p0.isStatic
        m.pointee.hasTwoPoints[lane] = constraint.pointCount > 1
        if constraint.pointCount > 1 { m.pointee.anyHasTwoPoints = true }
        m.pointee.isSpeculative0[lane] = p0.isSpeculative
        m.pointee.isSpeculative1[lane] = p1.isSpeculative
        Self.write(p0, into: &m.pointee.p0, lane)
        Self.write(p1, into: &m.pointee.p1, lane)
    }

    @inline(__always)
    private static func write(_ p: SolverPoint, into w: inout WidePoint, _ lane: Int) {
        w.rAx[lane] = p.rA.dx
        w.rAy[lane] = p.rA.dy
        w.rBx[lane] = p.rB.dx
        w.rBy[lane] = p.rB.dy
        w.separation[lane] = p.separation
        w.normalMass[lane] = p.normalMass
        w.tangentMass[lane] = p.tangentMass
        w.normalImpulse[lane] = p.normalImpulse
        w.tangentImpulse[lane] = p.tangentImpulse
        w.maxNormalImpulse[lane] = p.maxNormalImpulse
    }

    /// Writes this manifold's anchors and limits into lane `lane` of `w`.
    @inline(__always)
    func write(into w: UnsafeMutablePointer<WideAnchors>, _ lane: Int) {
        let c = constraint
        w.pointee.anchorAx0[lane] = c.p0.anchorA.dx
        w.pointee.anchorAy0[lane] = c.p0.anchorA.dy
        w.pointee.anchorBx0[lane] = c.p0.anchorB.dx
        w.pointee.anchorBy0[lane] = c.p0.anchorB.dy
        w.pointee.baseSeparation0[lane] = c.p0.baseSeparation
        w.pointee.crossingLimit0[lane] = limit0
        w.pointee.isPair[lane] = c.b >= 0
        let two = c.pointCount > 1
        w.pointee.anchorAx1[lane] = two ? c.p1.anchorA.dx : 0
        w.pointee.anchorAy1[lane] = two ? c.p1.anchorA.dy : 0
        w.pointee.anchorBx1[lane] = two ? c.p1.anchorB.dx : 0
        w.pointee.anchorBy1[lane] = two ? c.p1.anchorB.dy : 0
        w.pointee.baseSeparation1[lane] = two ? c.p1.baseSeparation : 0
        w.pointee.crossingLimit1[lane] = limit1
    }
}
