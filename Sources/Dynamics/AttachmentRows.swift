// The velocity-level machinery shared by attachments and snap: two bodies seen for one
// sub-step (`JointPair`), their velocities (`JointMotion`), and constraint rows solved with
// sequential impulses on the soft step (see `Softness`).
//
// Convention: body B is the attached item, body A the other item or, when `JointPair.a` is
// nil, the world (an anchor point: immovable, never rotates). A row's impulse λ acts on B
// along its Jacobian and on A against it.

/// The two bodies of a joint for one sub-step, with the geometry measured at its start.
struct JointPair {
    /// Body index of A, or nil for the world.
    let a: Int?
    /// Body index of B (the attached item).
    let b: Int
    /// Inverse masses (1/mass units) and inverse inertias (1/(mass·pt²)); 0 = immovable.
    let mA: Double, iA: Double, mB: Double, iB: Double
    /// Arms from each centre to its attachment point, in world axes (pt).
    let rA: Vector, rB: Vector
    /// Attachment point on B minus attachment point on A (pt): (c_B + r_B) − (c_A + r_A).
    let d: Vector
    /// Rotation of A (0 for the world) and of B, in radians.
    let angleA: Double, angleB: Double

    /// Measures the pair: `anchorA` is in A's own frame (or a world point when `a` is nil),
    /// `anchorB` is in B's own frame.
    init(_ bodies: BodyStore, a: Int?, anchorA: Vector, b: Int, anchorB: Vector) {
        self.a = a
        self.b = b
        if let a {
            mA = bodies.inverseMass[a]; iA = bodies.inverseInertia[a]; angleA = bodies.angle[a]
            rA = anchorA.rotated(by: angleA)
        } else {
            mA = 0; iA = 0; angleA = 0; rA = .zero
        }
        let centreA = a.map { bodies.position[$0] } ?? anchorA
        mB = bodies.inverseMass[b]; iB = bodies.inverseInertia[b]; angleB = bodies.angle[b]
        rB = anchorB.rotated(by: angleB)
        d = (bodies.position[b] + rB) - (centreA + rA)
    }

    /// θ_B − θ_A, unwrapped (radians).
    var relativeAngle: Double { angleB - angleA }

    /// True when no impulse can move either body.
    var isImmovable: Bool { mA == 0 && iA == 0 && mB == 0 && iB == 0 }
}

/// The velocities of a pair's bodies, read once per solve call and written back after.
struct JointMotion {
    var vA = Vector.zero, wA = 0.0, vB: Vector, wB: Double

    init(_ bodies: BodyStore, _ pair: JointPair) {
        if let a = pair.a { vA = bodies.velocity[a]; wA = bodies.angularVelocity[a] }
        vB = bodies.velocity[pair.b]; wB = bodies.angularVelocity[pair.b]
    }

    /// Writes the velocities back (the world keeps none).
    func store(_ bodies: inout BodyStore, _ pair: JointPair) {
        if let a = pair.a { bodies.velocity[a] = vA; bodies.angularVelocity[a] = wA }
        bodies.velocity[pair.b] = vB; bodies.angularVelocity[pair.b] = wB
    }
}

/// One scalar constraint's Jacobian: Ċ = n·(v_B − v_A) + sB·ω_B − sA·ω_A.
/// For a point-to-point direction n, sA = r_A × n and sB = r_B × n; an angular row has n = 0
/// and sA = sB = 1.
struct Jacobian {
    var n: Vector, sA: Double, sB: Double

    static let zero = Jacobian(n: .zero, sA: 0, sB: 0)

    /// A linear row along `n` through the attachment points (arms measured from the centres).
    static func linear(_ n: Vector, _ pair: JointPair) -> Jacobian {
        Jacobian(n: n, sA: pair.rA.cross(n), sB: pair.rB.cross(n))
    }

    /// The relative rotation θ_B − θ_A.
    static let angular = Jacobian(n: .zero, sA: 1, sB: 1)

    /// The same row pointing the other way (for upper limits).
    var negated: Jacobian { Jacobian(n: -n, sA: -sA, sB: -sB) }

    /// Ċ for the current velocities.
    func rate(_ m: JointMotion) -> Double { n.dot(m.vB - m.vA) + sB * m.wB - sA * m.wA }

    /// J·M⁻¹·Jᵀ against another row: (m_A + m_B)(n·n′) + i_A·sA·sA′ + i_B·sB·sB′.
    func coupling(_ o: Jacobian, _ p: JointPair) -> Double {
        (p.mA + p.mB) * n.dot(o.n) + p.iA * sA * o.sA + p.iB * sB * o.sB
    }

    /// Applies impulse λ: Δv_A = −m_A·n·λ, Δω_A = −i_A·sA·λ, Δv_B = m_B·n·λ, Δω_B = i_B·sB·λ.
    func apply(_ λ: Double, _ m: inout JointMotion, _ p: JointPair) {
        m.vA -= n * (p.mA * λ); m.wA -= p.iA * sA * λ
        m.vB += n * (p.mB * λ); m.wB += p.iB * sB * λ
    }
}

/// The three soft-step coefficients one row uses in one iteration.
struct RowSoftness {
    var bias: Double, massScale: Double, impulseScale: Double

    /// A rigid row is soft (position feedback) only in the biased pass and exact in the relax
    /// pass; a spring (`isSpring`) is the same implicit spring in every pass.
    init(error c: Double, _ soft: Softness, isSpring: Bool, useBias: Bool) {
        if isSpring || useBias {
            self.init(bias: soft.biasRate * c, massScale: soft.massScale, impulseScale: soft.impulseScale)
        } else {
            self.init(bias: 0, massScale: 1, impulseScale: 0)
        }
    }

    init(bias: Double, massScale: Double, impulseScale: Double) {
        self.bias = bias; self.massScale = massScale; self.impulseScale = impulseScale
    }
}

/// A scalar constraint row with its warm-started accumulated impulse.
struct ScalarRow {
    var jacobian = Jacobian.zero
    /// 1 / (J·M⁻¹·Jᵀ), or 0 when nothing can move along the row.
    var mass = 0.0
    /// Position error C at the start of the sub-step (pt or rad).
    var error = 0.0
    /// Impulse accumulated this sub-step (kept for the next one's warm start).
    var impulse = 0.0

    /// Sets the row's Jacobian and error for this sub-step.
    mutating func prepare(_ j: Jacobian, error c: Double, _ pair: JointPair) {
        jacobian = j
        error = c
        let k = j.coupling(j, pair)
        mass = k > 0 ? 1 / k : 0
    }

    /// Re-applies the previous sub-step's impulse.
    func warmStart(_ m: inout JointMotion, _ pair: JointPair) { jacobian.apply(impulse, &m, pair) }

    /// Drives C to 0: λ = −s_m·m_eff·(Ċ + bias) − s_i·λ_acc.
    mutating func solveEquality(_ m: inout JointMotion, _ p: JointPair, _ s: RowSoftness) {
        guard mass > 0 else { return }
        let λ = -s.massScale * mass * (jacobian.rate(m) + s.bias) - s.impulseScale * impulse
        impulse += λ
        jacobian.apply(λ, &m, p)
    }

    /// Keeps C ≥ 0 with a pushing impulse only. While C > 0 the row is speculative: it lets the
    /// gap close within this sub-step (bias C/h) and acts only if Ċ would overshoot it.
    mutating func solveInequality(
        _ m: inout JointMotion, _ p: JointPair, _ soft: Softness,
        _ step: SolverStep, isSpring: Bool, useBias: Bool
    ) {
        guard mass > 0 else { return }
        var s = RowSoftness(bias: error * step.inverseH, massScale: 1, impulseScale: 0)
        if error <= 0 { s = RowSoftness(error: error, soft, isSpring: isSpring, useBias: useBias) }
        let λ = -s.massScale * mass * (jacobian.rate(m) + s.bias) - s.impulseScale * impulse
        let total = max(impulse + λ, 0)
        jacobian.apply(total - impulse, &m, p)
        impulse = total
    }

    /// Drives Ċ to 0 with an accumulated impulse of at most `limit` either way (friction).
    mutating func solveClamped(_ m: inout JointMotion, _ p: JointPair, limit: Double) {
        guard mass > 0 else { return }
        let total = min(max(impulse - mass * jacobian.rate(m), -limit), limit)
        jacobian.apply(total - impulse, &m, p)
        impulse = total
    }
}

/// Two equality rows solved together (a 2 × 2 block): a point-to-point constraint (x and y)
/// or a prismatic's perpendicular and angular rows. Exact when the rows are coupled.
struct BlockRows {
    var first = ScalarRow(), second = ScalarRow()
    /// K = J·M⁻¹·Jᵀ as (k11, k12, k22); singular K falls back to the rows one by one.
    private var k11 = 0.0, k12 = 0.0, k22 = 0.0, determinant = 0.0

    /// Sets both rows and the block's effective-mass matrix for this sub-step.
    mutating func prepare(_ j1: Jacobian, _ c1: Double, _ j2: Jacobian, _ c2: Double, _ pair: JointPair) {
        first.prepare(j1, error: c1, pair)
        second.prepare(j2, error: c2, pair)
        k11 = j1.coupling(j1, pair); k12 = j1.coupling(j2, pair); k22 = j2.coupling(j2, pair)
        determinant = k11 * k22 - k12 * k12
    }

    /// Re-applies both rows' previous impulses.
    func warmStart(_ m: inout JointMotion, _ pair: JointPair) {
        first.warmStart(&m, pair)
        second.warmStart(&m, pair)
    }

    /// λ = −s_m·K⁻¹·(Ċ + bias) − s_i·λ_acc, for both rows at once.
    mutating func solve(_ m: inout JointMotion, _ p: JointPair, _ soft: Softness, isSpring: Bool, useBias: Bool) {
        let s1 = RowSoftness(error: first.error, soft, isSpring: isSpring, useBias: useBias)
        let s2 = RowSoftness(error: second.error, soft, isSpring: isSpring, useBias: useBias)
        guard determinant > 1e-12 * max(k11 * k22, .leastNormalMagnitude) else {
            first.solveEquality(&m, p, s1)
            second.solveEquality(&m, p, s2)
            return
        }
        let b1 = first.jacobian.rate(m) + s1.bias, b2 = second.jacobian.rate(m) + s2.bias
        // K⁻¹·b by Cramer's rule.
        let x1 = (k22 * b1 - k12 * b2) / determinant, x2 = (k11 * b2 - k12 * b1) / determinant
        let λ1 = -s1.massScale * x1 - s1.impulseScale * first.impulse
        let λ2 = -s2.massScale * x2 - s2.impulseScale * second.impulse
        first.impulse += λ1; second.impulse += λ2
        first.jacobian.apply(λ1, &m, p)
        second.jacobian.apply(λ2, &m, p)
    }
}

extension BlockRows {
    /// A point-to-point constraint: the attachment points coincide (C = d, per axis).
    mutating func preparePoint(_ pair: JointPair) {
        let x = Vector(dx: 1, dy: 0), y = Vector(dx: 0, dy: 1)
        prepare(.linear(x, pair), pair.d.dx, .linear(y, pair), pair.d.dy, pair)
    }
}
