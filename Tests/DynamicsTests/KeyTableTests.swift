import Testing

@testable import Dynamics

/// The open-addressing key table of re-collision (`KeyTable`), reused from call to call with
/// lists of varying length, against a plain search of what the last reset filed.
@Suite("Key table reused across resets")
struct KeyTableTests {
    /// Files `keys` (value = index; a repeated key keeps its last index) after a reset.
    static func fill(_ table: inout KeyTable, _ keys: [UInt64]) {
        table.reset(capacity: keys.count)
        for (n, key) in keys.enumerated() { table.insert(key, Int32(n)) }
    }

    /// Expects `table` to give, for every key of `asked`, the last index of it in `keys`.
    static func expectMatches(_ table: KeyTable, _ keys: [UInt64], asked: [UInt64]) {
        for key in asked {
            #expect(table.lookup(key).map(Int.init) == keys.lastIndex(of: key), "key \(key)")
        }
    }

    @Test("a smaller list after a larger one finds only its own keys", arguments: [0, 1, 9, 40, 700])
    func shrinking(count: Int) {
        var table = KeyTable()
        let large = KeyBucketsTests.keys(5_000, seed: 11), small = KeyBucketsTests.keys(count, seed: 12)
        Self.fill(&table, large)
        Self.fill(&table, small)
        Self.expectMatches(table, small, asked: small + large)
    }

    @Test("growing, shrinking and growing again keeps every list's answers")
    func alternating() {
        var table = KeyTable()
        for (round, count) in [30, 3_000, 5, 800, 12, 6_000, 1].enumerated() {
            let keys = KeyBucketsTests.keys(count, seed: UInt64(round) + 40)
            Self.fill(&table, keys)
            Self.expectMatches(table, keys, asked: keys + KeyBucketsTests.keys(200, seed: 77))
        }
    }

    /// One point's impulses, `normal` along the normal.
    static func impulses(_ normal: Double) -> WarmImpulses {
        WarmImpulses(id0: 0, normal0: normal, tangent0: 0, id1: .max, normal1: 0, tangent1: 0)
    }

    @Test("remembered impulses in a reused table forget the last call's")
    func rememberedReuse() {
        var first = RememberedImpulses(capacity: 500)
        for key in 1...500 { first.remember(UInt64(key), Self.impulses(Double(key))) }
        var second = RememberedImpulses(capacity: 3, reusing: first.table)
        second.remember(7, Self.impulses(-7))
        #expect(second[7]?.normal0 == -7)
        #expect(second[8] == nil)
        #expect(second[500] == nil)
        #expect(first[8]?.normal0 == 8)
    }
}
