extension StepWorld {
    /// Fewer groups than this in a pass (about 4 000 manifolds) and one thread does it all: the
    /// team's hand-over and barriers cost about what they save (on two threads a pile of 1 000
    /// discs, 500 groups, stepped 9 % slower, one of 5 000, 1 250 groups, 5–10 % faster, the
    /// pyramid, 3 700 groups, 30 % faster).
    static let teamMinimumGroups = 1_024
    /// A colour of fewer groups than this is left to member 0 rather than split (a barrier
    /// costs about what a few groups do).
    static let teamMinimumColour = 16

    /// Runs a pass that works colour by colour (warm start, solve, relax) on the team, in the
    /// pass's order (front to back, or back to front when `backward`): `run` is handed ranges
    /// of groups to go through in that order, with the member that runs them. Each colour's groups are split between the
    /// members, who meet before the next colour; the groups that must be solved one after
    /// another (from `bounds.last`) are member 0's. Since no two groups of a colour share a
    /// body that can move, the result is the same bit for bit as one thread's.
    @inline(__always)
    static func inColourOrder(
        _ count: Int, backward: Bool, bounds: [Int], team: SolverTeam, _ run: (Range<Int>, _ member: Int) -> Void
    ) {
        team.run { member in
            let serial = min(bounds[bounds.count - 1], count)
            // Member 0 did work the others did not wait for: they must before the next split.
            var pending = false
            func colour(_ k: Int) {
                let first = bounds[k], n = bounds[k + 1] - first
                guard n >= teamMinimumColour else {
                    if member == 0 { run(first..<(first + n), member) }
                    pending = true
                    return
                }
                if pending { team.barrier() }
                pending = false
                run(SolverTeam.share(of: n, from: first, member: member, size: team.size), member)
                team.barrier()
            }
            let colours = bounds.count - 1
            if backward {
                if member == 0 { run(serial..<count, member) }
                pending = serial < count
                for k in stride(from: colours - 1, through: 0, by: -1) { colour(k) }
            } else {
                for k in 0..<colours { colour(k) }
                if member == 0 { run(serial..<count, member) }
            }
        }
    }
}
