/// Soft-constraint coefficients for one sub-step (the "soft step" of Box2D v3): a constraint
/// behaves like a spring of `hertz` and damping ratio `dampingRatio` integrated implicitly,
/// so it is stable at any stiffness.
///
/// With ω = 2π·hertz, ζ = dampingRatio and sub-step h:
///   biasRate = ω / (2ζ + hω), massScale = h·ω·(2ζ + hω) / (1 + h·ω·(2ζ + hω)),
///   impulseScale = 1 / (1 + h·ω·(2ζ + hω)).
/// A velocity constraint then applies
///   λ = −massScale·m_eff·(Cdot + biasRate·C) − impulseScale·λ_accumulated.
struct Softness {
    /// Fraction of the position error per second fed back as velocity (1/s).
    var biasRate: Double
    /// Share of the effective mass applied (0…1).
    var massScale: Double
    /// Share of the accumulated impulse taken away each iteration (0…1).
    var impulseScale: Double

    /// Softness of a spring of `hertz` and `dampingRatio` over a sub-step of `h` seconds.
    /// `hertz` 0 means rigid: no bias, full mass.
    init(hertz: Double, dampingRatio: Double, h: Double) {
        guard hertz > 0 else {
            self.init(biasRate: 0, massScale: 1, impulseScale: 0)
            return
        }
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * dampingRatio + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        self.init(biasRate: omega / a1, massScale: a2 * a3, impulseScale: a3)
    }

    init(biasRate: Double, massScale: Double, impulseScale: Double) {
        self.biasRate = biasRate
        self.massScale = massScale
        self.impulseScale = impulseScale
    }
}

/// What the constraint stages hand each behavior for one sub-step.
struct SolverStep {
    /// Sub-step length h, in seconds.
    let h: Double
    /// 1 / h.
    let inverseH: Double
    /// Simulated time at the start of the sub-step.
    let time: Double
    /// Softness for contacts and rigid joints: stiff (a quarter of the sub-step rate) and
    /// critically-ish damped (ζ = 10), as Box2D v3 chooses.
    let contactSoftness: Softness
    /// Contacts with an immovable body (a boundary or an anchored item): twice as stiff, as
    /// Box2D v3 chooses, so the ground gives less under a pile.
    let staticSoftness: Softness
    /// The same for rigid joints.
    let jointSoftness: Softness

    init(h: Double, time: Double) {
        self.h = h
        inverseH = 1 / h
        self.time = time
        let hertz = min(30, 0.25 / h)
        contactSoftness = Softness(hertz: hertz, dampingRatio: 10, h: h)
        staticSoftness = Softness(hertz: 2 * hertz, dampingRatio: 10, h: h)
        jointSoftness = Softness(hertz: 2 * hertz, dampingRatio: 2, h: h)
    }
}
