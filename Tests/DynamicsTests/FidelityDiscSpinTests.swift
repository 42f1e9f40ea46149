import Dynamics
import Testing

/// Discs push on each other along their line of centres, and a wall pushes a disc along its
/// normal, through the disc's centre: without friction nothing can turn a disc.
@Suite("Fidelity: frictionless discs never turn")
struct FidelityDiscSpinTests {
    /// A heap of `count` frictionless discs of mixed sizes (20-50 pt across) and elasticity
    /// `elasticity` dropped in rows into a 600 × 800 pt room, each nudged sideways, run for
    /// `seconds`: the discs, the column each started in (x, pt) and the fastest any of them
    /// turned after any frame (rad/s).
    func heap(
        count: Int, elasticity: Double = 0, seconds: Double
    ) -> (discs: [BasicItem], columns: [Double], spin: Double) {
        let room = Room(width: 600, height: 800)
        room.animator.pausesAtRest = false
        room.properties.friction = 0
        room.properties.elasticity = elasticity
        var rng = SplitMix(seed: 7)
        let columns = (0..<count).map { 45 + Double($0 % 10) * 55 }
        let discs = (0..<count).map { k in
            room.add(
                disc(columns[k] + rng.next(in: -4...4), 60 + Double(k / 10) * 60, diameter: rng.next(in: 20...50)))
        }
        var spin = 0.0
        run(room.animator, seconds: seconds) {
            for d in discs { spin = max(spin, abs(room.properties.angularVelocity(for: d))) }
        }
        return (discs, columns, spin)
    }

    @Test(
        "60 frictionless discs heaped for 4 s, inelastic or bouncing: none turns at all, not by a rounding, though they pressed sideways",
        arguments: [0.0, 0.6])
    func heapNeverTurns(elasticity: Double) {
        let (discs, columns, spin) = heap(count: 60, elasticity: elasticity, seconds: 4)
        #expect(spin == 0)
        for d in discs { #expect(d.transform.rotationAngle == 0) }
        // The heap settled on the floor, spread by pushes along slanted lines of centres: some
        // disc left its column by more than its own width.
        let moved = zip(discs, columns).map { abs($0.center.x - $1) }.max() ?? 0
        #expect(moved > 50)
        #expect(discs.allSatisfy { $0.center.y > 400 && $0.center.y < 800 })
    }
}
