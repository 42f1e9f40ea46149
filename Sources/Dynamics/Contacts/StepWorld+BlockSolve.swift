extension StepWorld {
    /// The lanes' x ≥ 0 with w = Mx + q ≥ 0 and x·w = 0 for symmetric positive-definite 2 × 2
    /// M, by enumeration: both points push, only the first, only the second, neither; each case
    /// computed for every lane and the first that holds kept. If rounding leaves no case valid,
    /// the one that fits best. Only the lanes in `needed` are read: when both points push in
    /// all of those (a resting stack), the other cases are not worked out.
    @inline(__always)
    static func complementarity(
        _ m11: Lanes, _ m12: Lanes, _ m22: Lanes, _ q1: Lanes, _ q2: Lanes, needed: LaneMask
    ) -> (Lanes, Lanes) {
        var problem = BlockProblem(m11: m11, m12: m12, m22: m22, q1: q1, q2: q2, needed: needed)
        solve(&problem)
        return (problem.q1, problem.q2)
    }

    /// Solves `problem` in place (see `complementarity`), its answer in place of q. Out of
    /// line, with the problem passed by address: vectors passed by value cross a call in
    /// halves, and the caller then works them out in halves too. (Inlined, whole or its first
    /// case alone with the others out of line, the passes ran 1.3-1.8 × their instructions:
    /// they spilled more than the call makes them, and their rows' selects became a branch a
    /// lane; pyramid, cachegrind.)
    @inline(never)
    private static func solve(_ problem: inout BlockProblem) {
        let m11 = problem.m11, m12 = problem.m12, m22 = problem.m22, q1 = problem.q1, q2 = problem.q2
        let needed = problem.needed
        let det = m11 * m22 - m12 * m12
        let both1 = (m12 * q2 - m22 * q1) / det, both2 = (m12 * q1 - m11 * q2) / det
        let together = (both1 .>= 0) .& (both2 .>= 0)
        // The last case below, so the answer wherever it holds.
        if all(together .| .!needed) {
            (problem.q1, problem.q2) = (both1, both2)
            return
        }
        let only1 = -q1 / m11, only2 = -q2 / m22
        // Nothing fits (rounding): the one that fits best.
        let firstBest = only1 .> 0
        var x1 = Lanes().replacing(with: only1, where: firstBest)
        var x2 = laneMax(only2, .zero).replacing(with: 0, where: firstBest)
        let none = (q1 .>= 0) .& (q2 .>= 0)
        x1.replace(with: 0, where: none)
        x2.replace(with: 0, where: none)
        let second = (only2 .>= 0) .& (m12 * only2 + q1 .>= 0)
        x1.replace(with: 0, where: second)
        x2.replace(with: only2, where: second)
        let first = (only1 .>= 0) .& (m12 * only1 + q2 .>= 0)
        x1.replace(with: only1, where: first)
        x2.replace(with: 0, where: first)
        x1.replace(with: both1, where: together)
        x2.replace(with: both2, where: together)
        (problem.q1, problem.q2) = (x1, x2)
    }

    /// One 2 × 2 complementarity problem per lane (see `complementarity`); `solve` leaves its
    /// answer x in place of q, so the caller need not set out room for it (two stores a group).
    struct BlockProblem {
        var m11: Lanes, m12: Lanes, m22: Lanes, q1: Lanes, q2: Lanes
        var needed: LaneMask
    }
}
