extension BroadPhase {
    /// Files proxy `p` (its fat box set): its cell range, or among the large. The grid takes
    /// it in when next built (`buildGrid`).
    mutating func file(_ p: Int) {
        isProxy[p] = true
        gridIsStale = true
        let (x0, y0, x1, y1) = cells(fat[p])
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumCellsPerProxy else {
            ranges[p] = (1, 0, 0, 0)
            large.append(Int32(p))
            return
        }
        ranges[p] = (
            Int32(truncatingIfNeeded: x0), Int32(truncatingIfNeeded: y0),
            Int32(truncatingIfNeeded: x1), Int32(truncatingIfNeeded: y1)
        )
    }

    /// Takes proxy `p` out of its cells and marks its pairs for removal.
    mutating func drop(_ p: Int) {
        unfile(p)
        if !isStale[p] {
            isStale[p] = true
            stale.append(p)
        }
    }

    /// Takes proxy `p` out of its cells (its pairs stay: see `drop`); the grid leaves it out
    /// when next built.
    mutating func unfile(_ p: Int) {
        let (x0, _, x1, _) = ranges[p]
        if x1 < x0, let k = large.firstIndex(of: Int32(p)) { large.remove(at: k) }
        isProxy[p] = false
        gridIsStale = true
    }

    /// Files every proxy's entries in the flat grid afresh: a counting sort by bucket, each
    /// bucket in ascending proxy order, each entry flagged (see `Entry`) with where its cell
    /// lies in the proxy's range and whether the proxy was filed again this pass.
    mutating func buildGrid() {
        gridIsStale = false
        var total = 0
        let mask = mask
        // Plain loops with unchecked steps: cell indices lie within ±2²⁹ (see `cellIndex`) and
        // a proxy covers at most `maximumCellsPerProxy` cells.
        bucketStart.withUnsafeMutableBufferPointer { starts in
            starts.update(repeating: 0)
            withReadBuffers(isProxy, ranges) { isProxy, ranges in
                for p in isProxy.indices where isProxy[p] {
                    let (x0, y0, x1, y1) = ranges[p]
                    guard x0 <= x1 else { continue }
                    var y = Int(y0)
                    while y <= Int(y1) {
                        var x = Int(x0)
                        while x <= Int(x1) {
                            starts[Self.bucket(x, y, mask)] &+= 1
                            x &+= 1
                        }
                        y &+= 1
                    }
                    total &+= (Int(x1) &- Int(x0) &+ 1) &* (Int(y1) &- Int(y0) &+ 1)
                }
            }
            // Each bucket's end; the scatter below steps each back to its start.
            var sum: Int32 = 0
            for k in starts.indices {
                sum &+= starts[k]
                starts[k] = sum
            }
        }
        var columns = entries
        entries = GridColumns()
        columns.resize(to: total)
        withBuffers(&columns.lowerX, &columns.lowerY, &columns.negatedUpperX, &columns.negatedUpperY) {
            lowerX, lowerY, negatedUpperX, negatedUpperY in
            withBuffers(&columns.cell, &columns.tag) { cells, tags in
                bucketStart.withUnsafeMutableBufferPointer { starts in
                    withReadBuffers(isProxy, ranges) { isProxy, ranges in
                        withReadBuffers(fat, isMoved) { fat, isMoved in
                            // From the last proxy, cell and row down, so each bucket ends up in
                            // ascending proxy order.
                            var p = isProxy.count
                            while p > 0 {
                                p &-= 1
                                guard isProxy[p] else { continue }
                                let (x0, y0, x1, y1) = ranges[p]
                                guard x0 <= x1 else { continue }
                                let tag = Int32(truncatingIfNeeded: p) | (isMoved[p] ? 0 : Entry.stayed)
                                let first = Int(x0)
                                var y = Int(y1)
                                while y >= Int(y0) {
                                    let row = y == Int(y0) ? Entry.firstRow : 0
                                    var x = Int(x1)
                                    while x >= first {
                                        let k = Self.bucket(x, y, mask)
                                        let i = Int(starts[k] &- 1)
                                        starts[k] = Int32(truncatingIfNeeded: i)
                                        let cell = Entry.cellKey(x, y) | row | (x == first ? Entry.firstColumn : 0)
                                        cells[i] = cell
                                        tags[i] = tag
                                        x &-= 1
                                    }
                                    y &-= 1
                                }
                            }
                            // The boxes' columns in a sweep of their own, in entry order: each
                            // entry's proxy read from its tag and its fat box fetched, so the
                            // scatter above writes two columns where it wrote six (a cache line
                            // missed for each, some 26 000 entries in the floor-on frame).
                            for i in 0..<total {
                                let box = fat[Int(truncatingIfNeeded: tags[i] & Entry.index)]
                                lowerX[i] = Entry.narrow(box.lower.dx)
                                lowerY[i] = Entry.narrow(box.lower.dy)
                                negatedUpperX[i] = Entry.narrow(-box.upper.dx)
                                negatedUpperY[i] = Entry.narrow(-box.upper.dy)
                            }
                        }
                    }
                }
            }
        }
        entries = columns
    }

    /// Pairs moved proxy `p` with every proxy whose fat box overlaps its own, except moved
    /// proxies below `p` (they paired with `p` when they were queried), writing the pairs'
    /// keys (see `pairs`) into `found` from index `n` on and stepping `n` past them. Each pair
    /// is reported in one cell only: the lower corner of the two proxies' cell ranges' overlap
    /// (see `isHomeCell`), told by the entries' flags. `found` is scratch room: its elements
    /// from `n` on are garbage, and it grows (by doubling) when a query needs more, so the
    /// walks append and trim nothing.
    func query(_ p: Int, into found: inout [UInt64], count n: inout Int) {
        let box = fat[p]
        let (x0, y0, x1, y1) = (Int(ranges[p].0), Int(ranges[p].1), Int(ranges[p].2), Int(ranges[p].3))
        if x1 < x0 {
            for q in isProxy.indices where q != p && isProxy[q] && !(isMoved[q] && q < p) && fat[q].overlaps(box) {
                Self.push(Self.key(p, q), into: &found, count: &n)
            }
            return
        }
        // Room for every entry of the cells walked, written without a branch per entry (an
        // entry is written at `n` and kept by stepping `n` when it pairs), then cut to length;
        // four entries at a time: room for the lanes past a bucket's end, written and dropped.
        Self.makeRoom(entryCount(x0, y0, x1, y1) + GridColumns.padding, in: &found, after: n)
        // Besides the box and the home cell (`walkCells`), the other proxy must be above `p`
        // or have stayed: one comparison of its tag (p's own entries are moved and not above it).
        let pp = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: p))
        let first = n
        // Counted in a local: the inout count would be stored back at every step of the walk.
        var written = n
        found.withUnsafeMutableBufferPointer { found in
            walkCells(x0, y0, x1, y1, meeting: box) { hit, tag in
                // The partners' tags now (every lane is written, few are kept: the index is
                // masked out of the kept ones only), their keys once kept.
                let kept = SIMD4<Int32>(repeating: 0).replacing(with: 1, where: hit .& (tag .> pp))
                for l in 0..<4 {
                    found[written] = UInt64(truncatingIfNeeded: tag[l])
                    written &+= Int(kept[l])
                }
            }
        }
        // The exact test of the `Double` boxes (the walk's may pass boxes a rounding apart),
        // then each partner as its pair's key.
        n = fat.withUnsafeBufferPointer { fat in
            found.withUnsafeMutableBufferPointer { found in
                let low = UInt64(p), high = UInt64(p) << 32
                var kept = first
                for j in first..<written {
                    let q = found[j] & UInt64(Entry.index)
                    found[kept] = q > low ? q << 32 | low : high | q
                    kept &+= Self.overlapBit(fat[Int(truncatingIfNeeded: q)], box)
                }
                return kept
            }
        }
        for l in large {
            let q = Int(l)
            if !(isMoved[q] && q < p) && fat[q].overlaps(box) { Self.push(Self.key(p, q), into: &found, count: &n) }
        }
    }

    /// How many entries the buckets of cells x0...x1 × y0...y1 hold (a bucket shared by two of
    /// them counted twice): the room a walk of those cells (`walkCells`) may write.
    @inline(__always)
    func entryCount(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Int {
        var room = 0
        bucketStart.withUnsafeBufferPointer { starts in
            for y in y0...y1 {
                for x in x0...x1 {
                    let k = bucket(x, y)
                    room += Int(starts[k + 1] - starts[k])
                }
            }
        }
        return room
    }

    /// Walks the grid's entries in cells x0...x1 × y0...y1, the range of `box`, four at a
    /// time, and hands `take` each four's tags with the lanes that pair with `box`: the
    /// entry's fat box overlaps `box` (see `Entry`), and the entry is filed in the cell walked
    /// (a bucket may hold several cells) with the flags that make that cell the pair's home
    /// (see `isHomeCell`: the larger of the two ranges' first cells on each axis), one masked
    /// comparison. No lane takes a branch. The lanes read past a bucket's end need no test of
    /// their own: they hold the entries of other buckets, whose cells hash elsewhere and so
    /// are not the cell walked, or the padding, whose cell key no cell has; the cell
    /// comparison drops them.
    @inline(__always)
    func walkCells(
        _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, meeting box: AABB,
        _ take: (_ hit: SIMDMask<SIMD4<Int32>>, _ tag: SIMD4<Int32>) -> Void
    ) {
        // The box in `Float`s, as the entries are (see `Entry`).
        let upperX = SIMD4(repeating: Entry.narrow(box.upper.dx)), upperY = SIMD4(repeating: Entry.narrow(box.upper.dy))
        let negatedLowerX = SIMD4(repeating: Entry.narrow(-box.lower.dx))
        let negatedLowerY = SIMD4(repeating: Entry.narrow(-box.lower.dy))
        let columns = entries
        withReadBuffers(columns.lowerX, columns.lowerY) { lowerX, lowerY in
            withReadBuffers(columns.negatedUpperX, columns.negatedUpperY) { negatedUpperX, negatedUpperY in
                withReadBuffers(columns.cell, columns.tag) { cells, tags in
                    bucketStart.withUnsafeBufferPointer { starts in
                        for y in y0...y1 {
                            for x in x0...x1 {
                                let k = bucket(x, y)
                                let need = (x == x0 ? 0 : Entry.firstColumn) | (y == y0 ? 0 : Entry.firstRow)
                                let (cellMask, cell) = Entry.wanted(x, y, need: need)
                                var i = Int(starts[k])
                                let end = Int(starts[k + 1])
                                while i < end {
                                    let hit =
                                        (Self.four(lowerX, i) .<= upperX) .& (Self.four(lowerY, i) .<= upperY)
                                        .& (Self.four(negatedUpperX, i) .<= negatedLowerX)
                                        .& (Self.four(negatedUpperY, i) .<= negatedLowerY)
                                        .& ((Self.four(cells, i) & cellMask) .== cell)
                                    take(hit, Self.four(tags, i))
                                    i &+= 4
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Makes `found` hold at least `room` elements from index `n` on, doubling it if it must
    /// grow (the new elements are garbage to be written over).
    @inline(__always)
    static func makeRoom(_ room: Int, in found: inout [UInt64], after n: Int) {
        guard found.count < n + room else { return }
        found.append(contentsOf: repeatElement(0, count: max(n + room - found.count, found.count)))
    }

    /// Writes `key` at index `n` of `found` (growing it if needed) and steps `n`.
    @inline(__always)
    static func push(_ key: UInt64, into found: inout [UInt64], count n: inout Int) {
        makeRoom(1, in: &found, after: n)
        found[n] = key
        n += 1
    }

    /// The four values of `column` from index `i` on, as one vector (`i` + 3 within the
    /// column: see `GridColumns.padding`).
    @inline(__always)
    static func four<T: SIMDScalar>(_ column: UnsafeBufferPointer<T>, _ i: Int) -> SIMD4<T> {
        UnsafeRawPointer(column.baseAddress! + i).loadUnaligned(as: SIMD4<T>.self)
    }

    /// 1 for true, 0 for false: tests combined with `&` take no branch each.
    @inline(__always)
    static func bit(_ b: Bool) -> Int { Int(unsafeBitCast(b, to: UInt8.self)) }

    /// 1 when boxes `a` and `b` overlap (`AABB.overlaps`), else 0: the four comparisons
    /// combined with `&`, which the compiler makes one 4-lane comparison, where `overlaps`
    /// tests them one by one, a branch each (some 7.6 M candidates in 20 floor-on frames).
    @inline(__always)
    static func overlapBit(_ a: AABB, _ b: AABB) -> Int {
        bit(a.lower.dx <= b.upper.dx) & bit(b.lower.dx <= a.upper.dx) & bit(a.lower.dy <= b.upper.dy)
            & bit(b.lower.dy <= a.upper.dy)
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

    /// The cell range (x0, y0, x1, y1) that `box` covers.
    func cells(_ box: AABB) -> (Int, Int, Int, Int) { Self.cells(box, cellSize) }

    /// The cell range (x0, y0, x1, y1) that `box` covers on a grid of cells of `cellSize`.
    @inline(__always)
    static func cells(_ box: AABB, _ cellSize: Double) -> (Int, Int, Int, Int) {
        (
            cellIndex(box.lower.dx / cellSize), cellIndex(box.lower.dy / cellSize),
            cellIndex(box.upper.dx / cellSize), cellIndex(box.upper.dy / cellSize)
        )
    }

    @inline(__always)
    func bucket(_ x: Int, _ y: Int) -> Int {
        Self.bucket(x, y, mask)
    }

    /// The bucket of cell (x, y) among `mask + 1` (a power of two).
    @inline(__always)
    static func bucket(_ x: Int, _ y: Int, _ mask: Int) -> Int {
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
