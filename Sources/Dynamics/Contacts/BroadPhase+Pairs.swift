extension BroadPhase {
    /// The pair of proxies `p` and `q` as a key of `pairs`: the higher index in the upper half.
    @inline(__always)
    static func key(_ p: Int, _ q: Int) -> UInt64 {
        UInt64(max(p, q)) << 32 | UInt64(min(p, q))
    }

    /// Replaces `pairs` by its pairs between proxies that kept their fat boxes, in the order
    /// they had, followed by this pass's `fresh` pairs. `count` is the number of body indices
    /// now. No key is in both (every fresh pair has a moved proxy; no kept pair has one). The
    /// kept pairs are sifted in place without a branch per pair (in a flowing pile whether a
    /// pair is kept is a coin toss): each key written at the count, which steps when it is kept.
    mutating func keepPairs(count: Int) {
        defer {
            fresh.removeAll(keepingCapacity: true)
            hasDroppedTail = false
        }
        guard count > 0 else { return pairs.removeAll(keepingCapacity: true) }
        var kept = 0
        let droppedTail = hasDroppedTail
        isStale.withUnsafeBufferPointer { isStale in
            pairs.withUnsafeMutableBufferPointer { pairs in
                let last = count - 1
                // A kept pair's proxies were both proxies before this pass (see `markMoved`):
                // one that moved since was dropped and so is stale, and one filed for the
                // first time has no pair yet. Staleness alone tells. Each key is read before
                // any write reaches its index (kept ≤ k).
                if droppedTail {
                    for k in pairs.indices {
                        let key = pairs[k]
                        let a = Int(truncatingIfNeeded: key & 0xFFFF_FFFF), b = Int(truncatingIfNeeded: key >> 32)
                        // Indices clamped for the reads; a pair past the count is not kept anyway.
                        let ca = min(a, last), cb = min(b, last)
                        pairs[kept] = key
                        kept &+= Self.bit(b < count) & Self.bit(!isStale[ca]) & Self.bit(!isStale[cb])
                    }
                } else {
                    // No proxy was dropped off the end: every pair's bodies are below the
                    // count, which only grew.
                    for k in pairs.indices {
                        let key = pairs[k]
                        let a = Int(truncatingIfNeeded: key & 0xFFFF_FFFF), b = Int(truncatingIfNeeded: key >> 32)
                        pairs[kept] = key
                        kept &+= Self.bit(!isStale[a]) & Self.bit(!isStale[b])
                    }
                }
            }
        }
        pairs.removeLast(pairs.count - kept)
        pairs.append(contentsOf: fresh)
    }

    /// `keys` (as `key`, both bodies below `count`, no key twice) in ascending order. Many
    /// keys for the bodies (at least one for every `radixShare` bodies): two stable counting
    /// sorts, by a and then by b, a few steps per key whatever their order (on the keys packed
    /// into 32 bits when the bodies are fewer than 2¹⁶). Few: a counting
    /// sort by b, then an insertion sort of each b's few a's, which leaves the sweeps over
    /// every body's count to one.
    static func ascending(_ keys: [UInt64], bodyCount count: Int) -> [UInt64] {
        guard keys.count > 1 else { return keys }
        // The sorts write every slot (each key to one) and zero the counts themselves: no room
        // is filled with zeros first.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count + 1) { starts in
            [UInt64](unsafeUninitializedCapacity: keys.count) { sorted, written in
                keys.withUnsafeBufferPointer { keys in
                    if keys.count * radixShare >= count && count <= 1 << 16 {
                        // Bodies below 2¹⁶: each key packed into 32 bits (b << 16 | a) for the two
                        // counting sorts, whose scattered writes then touch half the cache lines.
                        let n = keys.count
                        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * n) { room in
                            let packed = UnsafeMutableBufferPointer(rebasing: room[..<n])
                            let byA = UnsafeMutableBufferPointer(rebasing: room[n...])
                            for k in 0..<n {
                                let key = keys[k]
                                packed[k] =
                                    UInt32(truncatingIfNeeded: key >> 32) << 16
                                    | UInt32(truncatingIfNeeded: key & 0xFFFF)
                            }
                            countOut(UnsafeBufferPointer(packed), into: byA, starts: starts) {
                                Int(truncatingIfNeeded: $0 & 0xFFFF)
                            }
                            countOut(UnsafeBufferPointer(byA), into: packed, starts: starts) {
                                Int(truncatingIfNeeded: $0 >> 16)
                            }
                            for k in 0..<n {
                                let key = packed[k]
                                sorted[k] = UInt64(key >> 16) << 32 | UInt64(key & 0xFFFF)
                            }
                        }
                    } else if keys.count * radixShare >= count {
                        // Into scratch by a, and back into `sorted` by b.
                        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: keys.count) { byA in
                            countOut(keys, into: byA, starts: starts) { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
                            countOut(UnsafeBufferPointer(byA), into: sorted, starts: starts) {
                                Int(truncatingIfNeeded: $0 >> 32)
                            }
                        }
                    } else {
                        bucketSort(keys, into: sorted, starts: starts) { Int(truncatingIfNeeded: $0 >> 32) }
                    }
                }
                written = keys.count
            }
        }
    }

    /// `ascending` sorts by two counting passes when there is at least one key for every this
    /// many bodies (each pass sweeps every body's count once). Measured on the playground's
    /// frame (then on its fresh pairs): with its floor the two passes win either at one or at
    /// four; without it, at four they cost more instructions than the insertion sort, at one
    /// they do not.
    static let radixShare = 1
}

extension BroadPhase {
    /// Writes `keys` into `sorted` (as many) in ascending order: counted out into buckets by
    /// `bucket` (0 ..< `starts.count` − 1, never smaller for a greater key), then put in order
    /// by insertion, which moves a key only within its bucket. `starts` is scratch. Cheap when
    /// the buckets are many and small, as a body's pairs are.
    @inline(__always)
    static func bucketSort(
        _ keys: UnsafeBufferPointer<UInt64>, into sorted: UnsafeMutableBufferPointer<UInt64>,
        starts: UnsafeMutableBufferPointer<Int32>, bucket: (UInt64) -> Int
    ) {
        countOut(keys, into: sorted, starts: starts, bucket: bucket)
        // Each bucket's keys now lie in order of bucket: insertion sort over the whole array
        // moves each only within its own.
        for k in 1..<max(sorted.count, 1) {
            let key = sorted[k]
            var j = k
            while j > 0 && sorted[j &- 1] > key {
                sorted[j] = sorted[j &- 1]
                j &-= 1
            }
            sorted[j] = key
        }
    }

    /// Writes `keys` into `sorted` (as many) grouped by `bucket` (0 ..< `starts.count` − 1),
    /// the groups in ascending order of bucket and each group's keys in their order in
    /// `keys`: a stable counting sort. `starts` is scratch.
    @inline(__always)
    static func countOut<Key>(
        _ keys: UnsafeBufferPointer<Key>, into sorted: UnsafeMutableBufferPointer<Key>,
        starts: UnsafeMutableBufferPointer<Int32>, bucket: (Key) -> Int
    ) {
        // Counts and positions stay within 0...keys.count: stepped without overflow checks.
        starts.update(repeating: 0)
        for key in keys { starts[bucket(key) &+ 1] &+= 1 }
        for b in 0..<(starts.count - 1) { starts[b &+ 1] &+= starts[b] }
        for key in keys {
            let b = bucket(key)
            sorted[Int(starts[b])] = key
            starts[b] &+= 1
        }
    }
}
