import Testing

@testable import Dynamics

/// The warm table's entries filed by pair key, against a plain search of every entry.
@Suite("Warm entries filed by pair key")
struct KeyBucketsTests {
    /// A small deterministic generator (a 64-bit LCG's high bits).
    struct Draw {
        var state: UInt64

        mutating func next(_ n: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % n
        }
    }

    /// Keys shaped like the engine's: pairs of uids (smaller high) and boundary keys (uid high,
    /// bit 31 set low), some repeated, some with uids far apart.
    static func keys(_ count: Int, seed: UInt64) -> [UInt64] {
        var draw = Draw(state: seed)
        var keys: [UInt64] = []
        for _ in 0..<count {
            let u = draw.next(3) == 0 ? draw.next(1 << 31) : 1_000 + draw.next(400)
            let v = u + 1 + draw.next(40)
            switch draw.next(6) {
            case 0: keys.append(u << 32 | UInt64(0xFFFF_0000 | UInt32(draw.next(4))))
            case 1: keys.append(u << 32 | 0x8000_0000 | draw.next(9))
            case 2 where !keys.isEmpty: keys.append(keys[Int(draw.next(UInt64(keys.count)))])
            default: keys.append(min(u, v) << 32 | min(max(u, v), 0x7FFF_FFFF))
            }
        }
        return keys
    }

    /// The last entry whose key is `key`, by looking at each.
    static func plainSearch(_ keys: [UInt64], _ key: UInt64) -> Int? {
        keys.lastIndex(of: key)
    }

    @Test("every stored key, and keys never stored, give what a plain search gives", arguments: [0, 1, 7, 300, 5_000])
    func matchesPlainSearch(count: Int) {
        let keys = Self.keys(count, seed: UInt64(count) + 3)
        var buckets = KeyBuckets()
        buckets.file(count: keys.count) { keys[$0] }
        for key in keys { #expect(buckets.lookup(key) == Self.plainSearch(keys, key)) }
        for key in Self.keys(count + 50, seed: 99) {
            #expect(buckets.lookup(key) == Self.plainSearch(keys, key))
        }
    }

    @Test("filing again replaces the earlier entries")
    func refiling() {
        var buckets = KeyBuckets()
        let first = Self.keys(2_000, seed: 5), second = Self.keys(600, seed: 6)
        buckets.file(count: first.count) { first[$0] }
        buckets.file(count: second.count) { second[$0] }
        for key in first + second { #expect(buckets.lookup(key) == Self.plainSearch(second, key)) }
    }

    @Test("a table never filed finds nothing")
    func empty() {
        #expect(KeyBuckets().lookup(42 << 32 | 43) == nil)
    }
}
