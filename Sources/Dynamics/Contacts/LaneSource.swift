/// One manifold as `prepareContacts` writes it into a lane: its constraint, its points as
/// prepared, the bodies' inverse masses and the points' crossing limits.
struct LaneSource {
    /// The parts of the constraint the lanes take (not a copy of the whole constraint).
    var normal: Vector
    var hasTwoPoints: Bool
    /// See `StepWorld.leverShifts`.
    var shifts: (Double, Double)
    var anchorA0: Vector
    var anchorB0: Vector
    var baseSeparation0: Double
    var anchorA1: Vector
    var anchorB1: Vector
    var baseSeparation1: Double
    var p0: SolverPoint
    var p1: SolverPoint
    var a: ContactBody
    var b: ContactBody
    var limit0: Double
    var limit1: Double

    /// The lane of a manifold of one point: the second point's lane is empty (zero lever arms,
    /// masses and impulses; no crossing limit).
    @inline(__always)
    init(
        _ c: ContactConstraint, _ p0: SolverPoint, _ a: ContactBody, _ b: ContactBody, limit0: Double,
        shifts: (Double, Double)
    ) {
        var p1 = p0
        p1.rA = Vector(dx: 0, dy: 0)
        p1.rB = Vector(dx: 0, dy: 0)
        p1.separation = 0
        p1.normalMass = 0
        p1.tangentMass = 0
        p1.normalImpulse = 0
        p1.tangentImpulse = 0
        p1.maxNormalImpulse = 0
        p1.isSpeculative = false
        self.init(constraint: c, p0: p0, p1: p1, a: a, b: b, limit0: limit0, limit1: .infinity, shifts: shifts)
    }

    @inline(__always)
    init(
        constraint: ContactConstraint, p0: SolverPoint, p1: SolverPoint, a: ContactBody, b: ContactBody,
        limit0: Double, limit1: Double, shifts: (Double, Double)
    ) {
        normal = constraint.normal
        hasTwoPoints = constraint.pointCount > 1
        self.shifts = shifts
        anchorA0 = constraint.p0.anchorA
        anchorB0 = constraint.p0.anchorB
        baseSeparation0 = constraint.p0.baseSeparation
        anchorA1 = hasTwoPoints ? constraint.p1.anchorA : Vector(dx: 0, dy: 0)
        anchorB1 = hasTwoPoints ? constraint.p1.anchorB : Vector(dx: 0, dy: 0)
        baseSeparation1 = hasTwoPoints ? constraint.p1.baseSeparation : 0
        self.p0 = p0
        self.p1 = p1
        self.a = a
        self.b = b
        self.limit0 = limit0
        self.limit1 = limit1
    }
}

extension LaneSource {
    /// Writes this manifold into lane `lane` of `m`, and its points' peak impulses into that
    /// lane of `peaks` (`m`'s in `ContactWorld.widePeaks`).
    @inline(__always)
    func write(into m: UnsafeMutablePointer<WideManifold>, peaks: UnsafeMutablePointer<WidePeaks>, _ lane: Int) {
        m.pointee.bodyA[lane] = p0.bodyA
        m.pointee.bodyB[lane] = p0.bodyB
        m.pointee.normalX[lane] = normal.dx
        m.pointee.normalY[lane] = normal.dy
        m.pointee.friction[lane] = p0.friction
        m.pointee.massA[lane] = a.inverseMass
        m.pointee.inertiaA[lane] = a.inverseInertia
        m.pointee.massB[lane] = b.inverseMass
        m.pointee.inertiaB[lane] = b.inverseInertia
        m.pointee.isStatic[lane] = p0.isStatic
        m.pointee.hasTwoPoints[lane] = hasTwoPoints
        if hasTwoPoints { m.pointee.anyHasTwoPoints = true }
        if WideAnchors.isDiscSide(shifts) { m.pointee.hasDiscSide = true }
        // Its masses were worked out for its lever arms now, not as the pass began: the
        // group's follow theirs from here on (see `StepWorld.armsStayClose`).
        m.pointee.massesFollow = true
        m.pointee.isSpeculative0[lane] = p0.isSpeculative
        m.pointee.isSpeculative1[lane] = p1.isSpeculative
        Self.write(p0, into: &m.pointee.p0, lane)
        Self.write(p1, into: &m.pointee.p1, lane)
        peaks.pointee.p0[lane] = p0.maxNormalImpulse
        peaks.pointee.p1[lane] = p1.maxNormalImpulse
    }

    @inline(__always)
    private static func write(_ p: SolverPoint, into w: inout WidePoint, _ lane: Int) {
        w.rAx[lane] = p.rA.dx
        w.rAy[lane] = p.rA.dy
        w.rBx[lane] = p.rB.dx
        w.rBy[lane] = p.rB.dy
        w.separation[lane] = p.separation
        w.setMasses(lane: lane, normal: p.normalMass, tangent: p.tangentMass)
        w.normalImpulse[lane] = p.normalImpulse
        w.tangentImpulse[lane] = p.tangentImpulse
    }

    /// Writes this manifold's anchors and limits into lane `lane` of `w`.
    @inline(__always)
    func write(into w: UnsafeMutablePointer<WideAnchors>, _ lane: Int) {
        WideAnchors.Point.set(
            w.pointer(to: \.p0)!, lane, anchorA: anchorA0, anchorB: anchorB0, baseSeparation: baseSeparation0,
            limit: limit0)
        WideAnchors.setShifts(w, lane, shifts)
        WideAnchors.setDiscPair(w, lane, shifts, anchorA: anchorA0, anchorB: anchorB0)
        WideAnchors.Point.set(
            w.pointer(to: \.p1)!, lane, anchorA: anchorA1, anchorB: anchorB1, baseSeparation: baseSeparation1,
            limit: limit1)
    }
}

extension LaneSource {
    /// Makes lane `l` of group `m` (anchors `w`, peaks `peaks`) inert, as `packWide` leaves
    /// the lanes past a colour's end as far as any pass can tell (re-collision's dropped
    /// contacts, `dropContacts`). What is left of the lane's old manifold (normal, friction,
    /// lever arms, separations, anchors, flags) is finite and only ever multiplied by zeros
    /// written here or compared against an infinite limit, so only what every pass's effect
    /// through the lane depends on is written (writing the lane whole cost re-collision about
    /// three times the stores):
    /// - bodies the static world and inverse masses and inertias zero: no pass moves a body
    ///   through it, and the world's velocity (zero) is what its relative velocities read, so
    ///   the impacts' strike test finds it not closing;
    /// - both points' effective masses and impulses zero: warm start applies nothing, and the
    ///   solve passes' new impulses stay zero (a zero mass times a finite error, clamped);
    /// - both peaks zero and one point: nothing reads a bounce or a second point from it;
    /// - no crossing limit and `pairShift` −2: the refresh finds no point crossed and neither
    ///   follows nor re-aims it.
    /// The group's `anyHasTwoPoints` and `hasDiscSide` are left set, as a whole write leaves
    /// them: they only ask for work that changes nothing here.
    @inline(__always)
    static func emptyLane(
        _ m: UnsafeMutablePointer<WideManifold>, _ w: UnsafeMutablePointer<WideAnchors>,
        _ peaks: UnsafeMutablePointer<WidePeaks>, _ l: Int, world: Int32
    ) {
        m.pointee.bodyA[l] = world
        m.pointee.bodyB[l] = world
        m.pointee.massA[l] = 0
        m.pointee.inertiaA[l] = 0
        m.pointee.massB[l] = 0
        m.pointee.inertiaB[l] = 0
        m.pointee.hasTwoPoints[l] = false
        @inline(__always) func clear(_ p: UnsafeMutablePointer<WidePoint>) {
            p.pointee.setMasses(lane: l, normal: 0, tangent: 0)
            p.pointee.normalImpulse[l] = 0
            p.pointee.tangentImpulse[l] = 0
        }
        clear(m.pointer(to: \.p0)!)
        clear(m.pointer(to: \.p1)!)
        peaks.pointee.p0[l] = 0
        peaks.pointee.p1[l] = 0
        w.pointee.p0.crossingLimit[l] = .infinity
        w.pointee.p1.crossingLimit[l] = .infinity
        w.pointee.pairShift[l] = -2
    }
}

extension StepWorld {
    /// What the points of one manifold share, as `prepare` reads it: a copy this small, not of
    /// the whole constraint, beside the point it writes.
    struct PointFrame {
        var a: Int
        var solverB: Int
        var normal: Vector
        var friction: Double

        @inline(__always)
        init(_ c: ContactConstraint) {
            self.init(a: c.a, solverB: c.solverB, normal: c.normal, friction: c.friction)
        }

        @inline(__always)
        init(a: Int, solverB: Int, normal: Vector, friction: Double) {
            self.a = a
            self.solverB = solverB
            self.normal = normal
            self.friction = friction
        }
    }
}
