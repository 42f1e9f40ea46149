/// A distance attachment with a frequency is a spring force, not a soft constraint.
///
/// A soft constraint integrates the spring implicitly, which takes energy out every sub-step:
/// an undamped 1 Hz spring kept half its swing after 10 s. Here the spring force acts like
/// gravity does, on the positions at the start of the sub-step, before the positions move
/// (semi-implicit Euler, which is symplectic: no drift in energy, so an undamped spring keeps
/// its amplitude). Only the damping is implicit, which is exact in the limit and stable at any
/// ratio.
///
/// With m the reduced mass of the two items (1 / (1/m_A + 1/m_B), or the item's mass for an
/// anchor), ω = 2π·frequency and ζ = damping: stiffness k = m·ω², damping c = 2ζ·m·ω. Both are
/// constants of the masses, not of the geometry, so the spring is conservative whatever the
/// attachment points; attached at the centres it swings at exactly `frequency`.
extension AttachmentJoint {
    /// Adds this sub-step's spring impulse to the motion: −h·k·C along each row, then the
    /// damping impulse λ that leaves the row's rate Ċ′ = Ċ + λ/m_row with λ = −h·c·Ċ′.
    func applySpring(_ m: inout JointMotion, _ p: JointPair, h: Double) {
        let reducedMass = 1 / (p.mA + p.mB)
        guard reducedMass.isFinite else { return }
        let omega = 2 * Double.pi * frequency
        let k = reducedMass * omega * omega, c = 2 * damping * reducedMass * omega
        if rows.main.mass > 0 { Self.spring(rows.main, k, c, h, &m, p) }
        if rows.block.first.mass > 0 { Self.spring(rows.block.first, k, c, h, &m, p) }
        if rows.block.second.mass > 0 { Self.spring(rows.block.second, k, c, h, &m, p) }
    }

    private static func spring(
        _ row: ScalarRow, _ k: Double, _ c: Double, _ h: Double, _ m: inout JointMotion, _ p: JointPair
    ) {
        row.jacobian.apply(-h * k * row.error, &m, p)
        guard c > 0 else { return }
        let rate = row.jacobian.rate(m)
        row.jacobian.apply(-h * c * rate / (1 + h * c / row.mass), &m, p)
    }
}
