extension BroadPhase {
    /// The pair of proxies `p` and `q` as a key of `pairs`: the higher index in the upper half.
    @inline(__always)
    static func key(_ p: Int, _ q: Int) -> UInt64 {
        UInt64(max(p, q)) << 32 | UInt64(min(p, q))
    }

    /// Replaces `pairs` by its pairs between proxies that kept their fat boxes, merged with
    /// this pass's `fresh` pairs (sorted here: counted by b, then by a within each b). `count`
    /// is the number of body indices now. Both steps take no branch per pair (in a flowing
    /// pile whether a pair is kept, or which list gives the next key, is a coin toss): the kept
    /// pairs are sifted to the front of the room, then the two sorted lists are merged from
    /// the back. No key is in both (every fresh pair has a moved proxy; no kept pair has one).
    mutating func mergePairs(count: Int) {
        sortFresh(count: count)
        // Written by index into room made up front, then cut to length.
        merged.removeAll(keepingCapacity: true)
        merged.append(contentsOf: repeatElement(0, count: pairs.count + fresh.count))
        var kept = 0
        let droppedTail = hasDroppedTail
        withReadBuffers(pairs, fresh) { pairs, fresh in
            isStale.withUnsafeBufferPointer { isStale in
                merged.withUnsafeMutableBufferPointer { merged in
                    let last = count - 1
                    // A kept pair's proxies were both proxies before this pass (see `markMoved`):
                    // one that moved since was dropped and so is stale, and one filed for the
                    // first time has no pair yet. Staleness alone tells.
                    if droppedTail {
                        for key in pairs {
                            let a = Int(truncatingIfNeeded: key & 0xFFFF_FFFF), b = Int(truncatingIfNeeded: key >> 32)
                            // Indices clamped for the reads; a pair past the count is not kept anyway.
                            let ca = min(a, last), cb = min(b, last)
                            merged[kept] = key
                            kept &+= Self.bit(b < count) & Self.bit(!isStale[ca]) & Self.bit(!isStale[cb])
                        }
                    } else {
                        // No proxy was dropped off the end: every pair's bodies are below the
                        // count, which only grew.
                        for key in pairs {
                            let a = Int(truncatingIfNeeded: key & 0xFFFF_FFFF), b = Int(truncatingIfNeeded: key >> 32)
                            merged[kept] = key
                            kept &+= Self.bit(!isStale[a]) & Self.bit(!isStale[b])
                        }
                    }
                    Self.mergeFromBack(kept: kept, fresh, into: merged)
                }
            }
        }
        merged.removeLast(merged.count - kept - fresh.count)
        swap(&pairs, &merged)
        fresh.removeAll(keepingCapacity: true)
        hasDroppedTail = false
    }

    /// Merges the ascending `fresh` keys into `merged`, whose first `kept` keys are ascending,
    /// from the back: `merged[0 ..< kept + fresh.count]` ends ascending. Keys are never 0
    /// (b > a ≥ 0), so 0 stands for "no kept key left".
    @inline(__always)
    static func mergeFromBack(
        kept: Int, _ fresh: UnsafeBufferPointer<UInt64>, into merged: UnsafeMutableBufferPointer<UInt64>
    ) {
        // Indices stay within the room (i ≥ −1, j ≥ 0, i + j + 1 < kept + fresh.count): the
        // arithmetic wraps unchecked, and the kept key is read at index 0 and masked off once
        // none is left, with no branch.
        var i = kept - 1, j = fresh.count - 1
        while j >= 0 {
            let k = merged[max(i, 0)] & (i >= 0 ? UInt64.max : 0)
            let f = fresh[j]
            let takeFresh = Self.bit(f > k)
            merged[i &+ j &+ 1] = takeFresh != 0 ? f : k
            j &-= takeFresh
            i &-= 1 &- takeFresh
        }
    }

    /// Sorts `fresh` ascending. Many pairs for the bodies (at least one for every
    /// `radixShare` bodies): two stable counting sorts, by a and then by b, a few steps per
    /// key whatever their order. Few: a counting sort by b, then an insertion sort of each b's
    /// few a's, which leaves the sweeps over every body's count to one.
    private mutating func sortFresh(count: Int) {
        lastPassCountedTwice = false
        guard fresh.count > 1 else { return }
        if groupStart.count != count + 1 { groupStart = Array(repeating: 0, count: count + 1) }
        merged.removeAll(keepingCapacity: true)
        merged.append(contentsOf: repeatElement(0, count: fresh.count))
        if fresh.count * Self.radixShare >= count {
            lastPassCountedTwice = true
            // From `fresh` into `merged` by a, and back by b: no swap.
            withBuffers(&fresh, &merged, &groupStart) { fresh, merged, groupStart in
                Self.countOut(UnsafeBufferPointer(fresh), into: merged, starts: groupStart) {
                    Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF)
                }
                Self.countOut(UnsafeBufferPointer(merged), into: fresh, starts: groupStart) {
                    Int(truncatingIfNeeded: $0 >> 32)
                }
            }
            return
        }
        let keys = fresh
        withBuffers(&groupStart, &merged) { groupStart, merged in
            keys.withUnsafeBufferPointer { keys in
                Self.bucketSort(keys, into: merged, starts: groupStart) { Int(truncatingIfNeeded: $0 >> 32) }
            }
        }
        swap(&fresh, &merged)
    }

    /// `sortFresh` sorts by two counting passes when there is at least one fresh pair for
    /// every this many bodies (each pass sweeps every body's count once). Measured on the
    /// playground's frame: with its floor the two passes win either at one or at four; without
    /// it, at four they cost more instructions than the insertion sort, at one they do not.
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
    static func countOut(
        _ keys: UnsafeBufferPointer<UInt64>, into sorted: UnsafeMutableBufferPointer<UInt64>,
        starts: UnsafeMutableBufferPointer<Int32>, bucket: (UInt64) -> Int
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
