import Testing

@testable import Dynamics

/// `StepWorld.ascendingPairs`, the re-collision's pair order: the same as sorting the keys.
@Suite("Re-collision pair order")
struct CandidatePairsTests {
    /// Keys of `count` pairs (no repeats) among bodies `0..<bodies`, in the order drawn.
    private func keys(_ count: Int, bodies: Int, seed: UInt64) -> [UInt64] {
        var rng = SplitMix(seed: seed)
        var drawn = Set<UInt64>(), keys: [UInt64] = []
        while keys.count < count {
            let p = Int(rng.next() % UInt64(bodies)), q = Int(rng.next() % UInt64(bodies))
            guard p != q, drawn.insert(BroadPhase.key(p, q)).inserted else { continue }
            keys.append(BroadPhase.key(p, q))
        }
        return keys
    }

    /// The (low, high) pairs of `keys` sorted the plain way.
    private func sortedPairs(_ keys: [UInt64]) -> [[Int]] {
        keys.sorted().map { [Int($0 & 0xFFFF_FFFF), Int($0 >> 32)] }
    }

    @Test(
        "few or many keys, bodies spread wide or packed close, come out as sorting gives them",
        arguments: [(10, 50), (63, 1000), (64, 70), (1237, 9200), (3000, 200), (500, 1 << 31)])
    func matchesSort(count: Int, bodies: Int) {
        let keys = keys(count, bodies: bodies, seed: UInt64(count * 31 + bodies))
        let pairs = StepWorld.ascendingPairs(keys).map { [$0.0, $0.1] }
        #expect(pairs == sortedPairs(keys))
        #expect(pairs.allSatisfy { $0[0] < $0[1] })
    }

    @Test("many keys of one body, given in descending order, come out ascending")
    func oneBody() {
        let keys = (0..<200).reversed().map { BroadPhase.key(500, $0) }
        let pairs = StepWorld.ascendingPairs(keys).map { [$0.0, $0.1] }
        #expect(pairs == (0..<200).map { [$0, 500] })
    }

    @Test("no keys give no pairs")
    func empty() {
        #expect(StepWorld.ascendingPairs([]).isEmpty)
    }
}
