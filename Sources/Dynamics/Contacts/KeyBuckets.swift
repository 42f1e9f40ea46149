/// Entry indices by pair key, filed into buckets by the key's newest body uid, each bucket a
/// chain of its entries: after bodies joined or left, the warm table is asked by key (see
/// `WarmCache`).
///
/// A pair key is `min(uidA, uidB) << 32 | max(uidA, uidB)`, and a boundary key has the body's
/// uid in its high half and bit 31 set in its low half; so the bucket is the low half of a
/// pair key, the high half of a boundary key, masked. Entries come in nearly ascending order
/// of that uid, so filing them writes the buckets' heads nearly in order, and the lookups
/// (asked in nearly the same order) read nearly in order: unlike an open-addressing table, whose random inserts
/// into a table of twice the entries missed the cache on almost every one. Any bucket
/// function would give the same answers; this one only makes them cheap.
struct KeyBuckets {
    /// Bucket `h`'s last entry filed (−1: none), and before each entry the one filed under the
    /// same bucket before it (−1: none): each bucket a chain from its newest entry back.
    private var head: [Int32] = []
    private var previous: [Int32] = []
    /// Entry e's key, in entry order.
    private var keys: [UInt64] = []
    private var mask: UInt32 = 0

    /// The bucket of `key`: its newest uid, masked.
    @inline(__always)
    private static func bucket(_ key: UInt64, _ mask: UInt32) -> Int {
        let low = UInt32(truncatingIfNeeded: key)
        let uid = low & 0x8000_0000 == 0 ? low : UInt32(truncatingIfNeeded: key >> 32)
        return Int(uid & mask)
    }

    /// Files `count` entries, entry `e` under `key(e)`: one pass that chains each entry to the
    /// one its bucket had before. (A counting sort into buckets took two passes over the
    /// entries, one over the buckets and five arrays written; the chains take one pass, two
    /// arrays written in entry order and the heads, written nearly in order too.)
    mutating func file(count: Int, key: (Int) -> UInt64) {
        var size = 16
        while size < count { size <<= 1 }
        let mask = UInt32(size - 1)
        self.mask = mask
        head.removeAll(keepingCapacity: true)
        head.append(contentsOf: repeatElement(-1, count: size))
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: repeatElement(0, count: count))
        keys.removeAll(keepingCapacity: true)
        keys.append(contentsOf: repeatElement(0, count: count))
        withBuffers(&head, &previous, &keys) { head, previous, keys in
            for e in 0..<count {
                let k = key(e)
                keys[e] = k
                let h = Self.bucket(k, mask)
                previous[e] = head[h]
                head[h] = Int32(truncatingIfNeeded: e)
            }
        }
    }

    /// The index of the last entry filed under `key`, if any.
    func lookup(_ key: UInt64) -> Int? {
        guard !head.isEmpty else { return nil }
        let h = Self.bucket(key, mask)
        return withReadBuffers(keys, previous) { keys, previous in
            var e = Int(head[h])
            while e >= 0 {
                if keys[e] == key { return e }
                e = Int(previous[e])
            }
            return nil
        }
    }
}
