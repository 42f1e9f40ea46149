extension BroadPhase {
    /// Files proxy `p` (its fat box set) in every cell its fat box covers, or among the large.
    mutating func file(_ p: Int) {
        isProxy[p] = true
        let (x0, y0, x1, y1) = cells(fat[p])
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumCellsPerProxy else {
            ranges[p] = (1, 0, 0, 0)
            large.append(Int32(p))
            return
        }
        let range = (
            Int32(truncatingIfNeeded: x0), Int32(truncatingIfNeeded: y0),
            Int32(truncatingIfNeeded: x1), Int32(truncatingIfNeeded: y1)
        )
        ranges[p] = range
        let box = fat[p]
        for y in range.1...range.3 {
            for x in range.0...range.2 {
                buckets[bucket(Int(x), Int(y))].append(Entry(proxy: Int32(p), x: x, y: y, box: box))
            }
        }
    }

    /// Takes proxy `p` out of its cells and marks its pairs for removal.
    mutating func drop(_ p: Int) {
        unfile(p)
        if !isStale[p] {
            isStale[p] = true
            stale.append(p)
        }
    }

    /// Takes proxy `p` out of its cells (its pairs stay: see `drop`).
    mutating func unfile(_ p: Int) {
        let (x0, y0, x1, y1) = ranges[p]
        if x1 < x0 {
            if let k = large.firstIndex(of: Int32(p)) { large.remove(at: k) }
        } else {
            for y in y0...y1 {
                for x in x0...x1 {
                    let b = bucket(Int(x), Int(y))
                    // Order within a bucket does not matter (queries' pairs are sorted):
                    // the last entry takes the removed one's place.
                    if let k = buckets[b].firstIndex(where: { $0.proxy == p && $0.x == x && $0.y == y }) {
                        buckets[b].swapAt(k, buckets[b].count - 1)
                        buckets[b].removeLast()
                    }
                }
            }
        }
        isProxy[p] = false
    }

    /// Pairs moved proxy `p` with every proxy whose fat box overlaps its own, except moved
    /// proxies below `p` (they paired with `p` when they were queried), appending the pairs'
    /// keys (see `pairs`) to `found`.
    func query(_ p: Int, into found: inout [UInt64]) {
        let box = fat[p]
        let (x0, y0, x1, y1) = ranges[p]
        if x1 < x0 {
            for q in isProxy.indices where q != p && isProxy[q] && !(isMoved[q] && q < p) && fat[q].overlaps(box) {
                found.append(Self.key(p, q))
            }
            return
        }
        withReadBuffers(isMoved, ranges) { isMoved, ranges in
            for y in y0...y1 {
                for x in x0...x1 {
                    buckets[bucket(Int(x), Int(y))].withUnsafeBufferPointer { entries in
                        for e in entries where e.x == x && e.y == y && e.box.overlaps(box) {
                            let q = Int(e.proxy)
                            // The home cell (`isHomeCell`) from the two proxies' first cells.
                            if q != p && !(isMoved[q] && q < p) && max(ranges[q].0, x0) == x
                                && max(ranges[q].1, y0) == y
                            {
                                found.append(Self.key(p, q))
                            }
                        }
                    }
                }
            }
        }
        for l in large {
            let q = Int(l)
            if !(isMoved[q] && q < p) && fat[q].overlaps(box) { found.append(Self.key(p, q)) }
        }
    }

    /// True when (x, y) holds the lower corner of the two boxes' intersection: the one cell of
    /// the many both may cover that reports their pair.
    ///
    /// For two overlapping boxes (no NaN among their lower corners) this is the larger of the
    /// boxes' own first cells along each axis, since `cellIndex` never decreases: `query` reads
    /// it from the proxies' cell ranges instead of dividing again.
    func isHomeCell(_ x: Int, _ y: Int, _ a: AABB, _ b: AABB) -> Bool {
        let cx = Self.cellIndex(max(a.lower.dx, b.lower.dx) / cellSize)
        let cy = Self.cellIndex(max(a.lower.dy, b.lower.dy) / cellSize)
        return cx == x && cy == y
    }

    func cells(_ box: AABB) -> (Int, Int, Int, Int) {
        (
            Self.cellIndex(box.lower.dx / cellSize), Self.cellIndex(box.lower.dy / cellSize),
            Self.cellIndex(box.upper.dx / cellSize), Self.cellIndex(box.upper.dy / cellSize)
        )
    }

    @inline(__always)
    func bucket(_ x: Int, _ y: Int) -> Int {
        ((x &* 73_856_093) ^ (y &* 19_349_663)) & mask
    }

    /// ⌊v⌋ clamped to ±2²⁹ so far-away or non-finite coordinates cannot trap.
    static func cellIndex(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? 1 << 29 : -(1 << 29) }
        return Int(max(-536_870_912, min(536_870_912, v.rounded(.down))))
    }
}

/// Runs `work` on two arrays as read-only buffers (no bounds check per element read).
@inline(__always)
func withReadBuffers<A, B, R>(
    _ a: [A], _ b: [B], _ work: (UnsafeBufferPointer<A>, UnsafeBufferPointer<B>) -> R
) -> R {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in work(a, b) } }
}
