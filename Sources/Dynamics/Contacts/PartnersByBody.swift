/// The broad phase's pairs of a pass filed by body, for re-collision (see `candidatePairs`):
/// each body's partners, the bodies it shares a pair with.
///
/// The pairs come ascending (`BroadPhase.pairs`: b << 32 | a with a < b), so the pairs in
/// which body i is the higher one are already together: a run of the keys, found by two
/// binary searches, holds its lower partners. Only its higher partners are filed, a counting
/// sort by the lower body, which is half the filing of every pair under both of its bodies.
struct PartnersByBody {
    /// The pairs as given (ascending).
    private var pairs: [UInt64] = []
    /// Body i's higher partners are `list[start[i] ..< start[i + 1]]`, ascending.
    private var start: [Int32] = []
    private var list: [Int32] = []

    init() {}

    /// Files `pairs` (ascending keys as `BroadPhase.key`) by body `0..<n`; a pair with a body
    /// outside is left out.
    init(ascending pairs: [UInt64], bodyCount n: Int) {
        self.pairs = pairs
        start = Array(repeating: 0, count: n + 1)
        pairs.withUnsafeBufferPointer { pairs in
            // Ascending by the higher body: the pairs within the bodies come first.
            let kept = UnsafeBufferPointer(rebasing: pairs[..<Self.firstIndex(atLeast: UInt64(n) << 32, in: pairs)])
            start.withUnsafeMutableBufferPointer { start in
                for key in kept { start[Int(truncatingIfNeeded: key & 0xFFFF_FFFF) &+ 1] &+= 1 }
                for i in 0..<n { start[i &+ 1] &+= start[i] }
            }
            var cursor = start
            list = [Int32](unsafeUninitializedCapacity: kept.count) { list, count in
                cursor.withUnsafeMutableBufferPointer { cursor in
                    for key in kept {
                        let a = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
                        list[Int(cursor[a])] = Int32(truncatingIfNeeded: key >> 32)
                        cursor[a] &+= 1
                    }
                }
                count = kept.count
            }
        }
    }

    /// Calls `visit(q)` for each partner q of body `i`: its lower partners ascending, then
    /// its higher ones ascending (the pairs' own order). None for a body outside the table.
    func forEach(ofBody i: Int, _ visit: (Int) -> Void) {
        guard i >= 0 && i + 1 < start.count else { return }
        pairs.withUnsafeBufferPointer { pairs in
            var k = Self.firstIndex(atLeast: UInt64(i) << 32, in: pairs)
            let end = UInt64(i + 1) << 32
            while k < pairs.count && pairs[k] < end {
                visit(Int(truncatingIfNeeded: pairs[k] & 0xFFFF_FFFF))
                k &+= 1
            }
        }
        // Read unchecked: the filing made `start` ascending, within `0...list.count`.
        list.withUnsafeBufferPointer { list in
            for e in Int(start[i])..<Int(start[i + 1]) { visit(Int(list[e])) }
        }
    }

    /// The first index of `pairs` (ascending) holding a key ≥ `key`, `pairs.count` if none.
    private static func firstIndex(atLeast key: UInt64, in pairs: UnsafeBufferPointer<UInt64>) -> Int {
        var low = 0, high = pairs.count
        while low < high {
            let middle = (low + high) >> 1
            if pairs[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
