/// Entry indices by pair key, filed with a counting sort into buckets by the key's newest
/// body uid: after bodies joined or left, the warm table is asked by key (see `WarmCache`).
///
/// A pair key is `min(uidA, uidB) << 32 | max(uidA, uidB)`, and a boundary key has the body's
/// uid in its high half and bit 31 set in its low half; so the bucket is the low half of a
/// pair key, the high half of a boundary key, masked. Entries come in nearly ascending order
/// of that uid, so filing them writes nearly in order, and the lookups (asked in nearly the
/// same order) read nearly in order: unlike an open-addressing table, whose random inserts
/// into a table of twice the entries missed the cache on almost every one. Any bucket
/// function would give the same answers; this one only makes them cheap.
struct KeyBuckets {
    /// Bucket `h` holds `keys[start[h]..<start[h + 1]]`, entry indices `order[...]` alike,
    /// in the order they were filed.
    private var start: [Int32] = []
    private var keys: [UInt64] = []
    private var order: [Int32] = []
    private var mask: UInt32 = 0
    /// Scratch kept between filings: the keys in entry order, and each bucket's next slot.
    private var gathered: [UInt64] = []
    private var next: [Int32] = []

    /// The bucket of `key`: its newest uid, masked.
    @inline(__always)
    private static func bucket(_ key: UInt64, _ mask: UInt32) -> Int {
        let low = UInt32(truncatingIfNeeded: key)
        let uid = low & 0x8000_0000 == 0 ? low : UInt32(truncatingIfNeeded: key >> 32)
        return Int(uid & mask)
    }

    /// Files `count` entries, entry `e` under `key(e)` (a counting sort: entries of one bucket
    /// keep their order).
    mutating func file(count: Int, key: (Int) -> UInt64) {
        var size = 16
        while size < count { size <<= 1 }
        let mask = UInt32(size - 1)
        self.mask = mask
        start.removeAll(keepingCapacity: true)
        start.append(contentsOf: repeatElement(0, count: size + 1))
        gathered.removeAll(keepingCapacity: true)
        gathered.append(contentsOf: repeatElement(0, count: count))
        withBuffers(&start, &gathered) { start, gathered in
            // The keys first gathered in entry order, so the second pass reads them compactly.
            for e in 0..<count {
                gathered[e] = key(e)
                start[Self.bucket(gathered[e], mask) + 1] += 1
            }
            for h in 0..<size { start[h + 1] += start[h] }
        }
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: start.dropLast())
        keys.removeAll(keepingCapacity: true)
        keys.append(contentsOf: repeatElement(0, count: count))
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: count))
        let gathered = self.gathered
        withBuffers(&keys, &order) { keys, order in
            next.withUnsafeMutableBufferPointer { next in
                gathered.withUnsafeBufferPointer { gathered in
                    for e in 0..<count {
                        let h = Self.bucket(gathered[e], mask)
                        let k = Int(next[h])
                        keys[k] = gathered[e]
                        order[k] = Int32(e)
                        next[h] += 1
                    }
                }
            }
        }
    }

    /// The index of the last entry filed under `key`, if any.
    func lookup(_ key: UInt64) -> Int? {
        guard !start.isEmpty else { return nil }
        let h = Self.bucket(key, mask)
        return keys.withUnsafeBufferPointer { keys in
            var k = Int(start[h + 1])
            let first = Int(start[h])
            while k > first {
                k -= 1
                if keys[k] == key { return Int(order[k]) }
            }
            return nil
        }
    }
}
