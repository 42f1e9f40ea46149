extension StepWorld {
    /// Fewer groups than this in a pass and one thread does it all: the team's hand-over and
    /// barriers would cost more than they save.
    static let teamMinimumGroups = 64
    /// A colour of fewer groups than this is left to member 0 rather than split (a barrier
    /// costs about what a few groups do).
    static let teamMinimumColour = 16

    /// Calls `body` on every group of a pass that works colour by colour (warm start, solve,
    /// relax) in the pass's order, front to back or back to front, on the team: each colour's
    /// groups are split between the members, who meet before the next colour; the groups that must
    /// be solved one after another (from `bounds.last`) are member 0's. Since no two groups of
    /// a colour share a body that can move, the result is the same bit for bit as one thread's.
    @inline(__always)
    static func forEachGroupInOrder(
        _ count: Int, backward: Bool, bounds: [Int], team: SolverTeam, _ body: (Int) -> Void
    ) {
        team.run { member in
            let serial = min(bounds[bounds.count - 1], count)
            // Member 0 did work the others did not wait for: they must before the next split.
            var pending = false
            func colour(_ k: Int) {
                let first = bounds[k], n = bounds[k + 1] - first
                guard n >= teamMinimumColour else {
                    if member == 0 { runRange(first..<(first + n), backward: backward, body) }
                    pending = true
                    return
                }
                if pending { team.barrier() }
                pending = false
                runRange(
                    SolverTeam.share(of: n, from: first, member: member, size: team.size), backward: backward, body)
                team.barrier()
            }
            let colours = bounds.count - 1
            if backward {
                if member == 0 { runRange(serial..<count, backward: true, body) }
                pending = serial < count
                for k in stride(from: colours - 1, through: 0, by: -1) { colour(k) }
            } else {
                for k in 0..<colours { colour(k) }
                if member == 0 { runRange(serial..<count, backward: false, body) }
            }
        }
    }

    @inline(__always)
    private static func runRange(_ range: Range<Int>, backward: Bool, _ body: (Int) -> Void) {
        if backward {
            for g in range.reversed() { body(g) }
        } else {
            for g in range { body(g) }
        }
    }
}
