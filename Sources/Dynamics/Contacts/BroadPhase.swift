/// The broad phase: enlarged ("fat") boxes kept between collision passes, a hashed grid of
/// them, and the pairs whose fat boxes overlap, kept too.
///
/// Each pass hands in every member's tight box (grown by its motion, see `collide`). A body
/// whose tight box still lies inside its fat box keeps its fat box, its cells and its pairs:
/// a resting pile finds no new pairs and costs one containment test per body. Only bodies
/// that left their fat box (or joined) are taken out, given a new fat box (the tight box
/// grown by `fatMargin(of:)`) and queried again. Pairs are then reported from the kept list
/// where their tight boxes overlap, which is exactly the set a fresh search would find: fat
/// boxes contain the tight ones. Pairs come out in ascending (b, a) order, a < b: a function
/// of this pass's boxes alone (no hashing of addresses, no sets, no dependence on history).
/// The kept list itself is in no order: only the few pairs that touch are put in order, each
/// pass, not the many more whose fat boxes overlap.
struct BroadPhase {
    /// What the grid holds of one fat box filed in one cell, column by column (see
    /// `GridColumns`), all in 32-bit lanes so four entries go to one 16-byte comparison even
    /// in the baseline x86-64 build (which has no 64-bit integer comparisons): the box's
    /// lower corner and its upper corner negated, as `Float`s (see `narrow`), so that it
    /// overlaps a box whose upper corner and negated lower corner are r only if each is ≤ r's
    /// in `Float`s (the rounding lets through a few boxes within a rounding of touching, which
    /// the exact test on the `Double` boxes then drops); the cell with the
    /// `Entry.firstColumn` and `Entry.firstRow` flags, as one word (see `cellKey`); and the
    /// proxy's index with the `Entry.stayed` flag set unless the proxy was filed again in the
    /// pass that built the grid, so that a tag is greater than a moved proxy's index p exactly
    /// when the entry's proxy is above p or stayed, one comparison.
    enum Entry {
        /// Set in a cell key when the cell is in the first column of the proxy's cell range.
        static let firstColumn: UInt32 = 1 << 31
        /// Set in a cell key when the cell is in the first row of the proxy's cell range.
        static let firstRow: UInt32 = 1 << 30
        /// The bits of a cell key that hold the cell itself.
        static let cellBits: UInt32 = (1 << 30) - 1
        /// Set in a tag when the proxy was not filed again in the pass that built the grid.
        static let stayed: Int32 = 1 << 29
        /// The bits of a tag that hold the proxy's index.
        static let index: Int32 = (1 << 29) - 1

        /// Cell (x, y) as one 30-bit key: the low 15 bits of each index, x above y, below the
        /// flags' bits. Two cells may share a key only 2¹⁵ cells or more apart on an axis,
        /// and no entry of such a cell passes a walk's box test: a proxy's range and a walked
        /// box's cover at most 256 cells a side, so the two boxes would lie over 32 000 cells
        /// (of at least 1 pt) apart, beyond any `Float` rounding of unclamped coordinates
        /// (those reach 2²⁹ cells, where a rounding spans 2⁶ cells), and clamped ones share
        /// the cell index 2²⁹ (see `cellIndex`). So the key tells apart every cell a walk can
        /// meet, with half the columns a full key took (and one register fewer in the walk).
        @inline(__always)
        static func cellKey(_ x: Int, _ y: Int) -> UInt32 {
            UInt32(truncatingIfNeeded: x & 0x7FFF) << 15 | UInt32(truncatingIfNeeded: y & 0x7FFF)
        }

        /// What a walk of cell (x, y) needs of an entry's cell key (masked by `cellBits` and
        /// the flags in `need`): that cell, with the flags `need` holds, each in four lanes.
        @inline(__always)
        static func wanted(_ x: Int, _ y: Int, need: UInt32) -> (mask: SIMD4<UInt32>, value: SIMD4<UInt32>) {
            (SIMD4(repeating: cellBits | need), SIMD4(repeating: cellKey(x, y) | need))
        }

        /// `v` as the nearest `Float`. Rounding to nearest never reverses an order (a ≤ b gives
        /// Float(a) ≤ Float(b)) and commutes with negation, so boxes that overlap still do in
        /// `Float`s; boxes a rounding apart may too (NaN stays NaN, compared false).
        @inline(__always)
        static func narrow(_ v: Double) -> Float { Float(v) }
    }

    /// Fat boxes by body index (meaningful where `isProxy`).
    var fat: [AABB] = []
    /// The uid of the body each proxy was made for: a body index reused by another body (the
    /// store swaps the last body into a removed one's place) drops the old proxy.
    var owner: [UInt32] = []
    var isProxy: [Bool] = []
    /// Each proxy's cell range (x0, y0, x1, y1); x1 < x0 marks a large proxy (in `large`).
    var ranges: [(Int32, Int32, Int32, Int32)] = []
    /// Every pair of proxies whose fat boxes overlap, as b << 32 | a (a < b), in no order: the
    /// pairs kept from the passes before in the order they had, then this pass's fresh ones
    /// (see `keepPairs`). Each pair once.
    var pairs: [UInt64] = []
    /// Scratch of a pass: the pairs found by this pass's queries.
    var fresh: [UInt64] = []
    /// Hashed cells, flat: bucket `hash(x, y) & mask` holds the entries of every cell hashing
    /// there, `entries[bucketStart[k] ..< bucketStart[k + 1]]`, in ascending proxy order.
    /// Built afresh (`buildGrid`) by a pass that filed or dropped any proxy.
    var entries = GridColumns()
    var bucketStart: [Int32] = []
    var mask = 0
    /// Set when a proxy was filed or dropped since the grid was built.
    var gridIsStale = false
    var cellSize = 0.0
    /// Proxies whose fat box covers more than `maximumCellsPerProxy` cells: kept out of the
    /// grid and tested against every proxy when they (or the other) move.
    var large: [Int32] = []
    /// Scratch of a pass: the proxies to file again, and a flag for each; `isStale` also flags
    /// proxies dropped this pass (their pairs go), listed in `stale`.
    var moved: [Int] = []
    var isMoved: [Bool] = []
    /// Scratch of a pass: the members `needsRebuild` found out of their fat box or with no
    /// proxy, ascending; when every body is a member (see `markMoved`) they are the ones to
    /// file again, and the other members need no second look.
    var escaped: [Int] = []
    var stale: [Int] = []
    /// Proxies at indices past the bodies' count were dropped: their pairs must go.
    var hasDroppedTail = false
    var isStale: [Bool] = []
    /// Set by a pass that filed every proxy again (for tests and the bench).
    private(set) var lastPassRebuilt = false
    /// How many proxies the last pass filed again (joined, or left their fat box).
    private(set) var lastPassFiled = 0

    /// Most cells one fat box may cover before its proxy is treated as large.
    static let maximumCellsPerProxy = 64

    /// The fat box's margin beyond the tight one, as a share of the tight box's larger side.
    static let fatShare = 0.125

    /// How many passes of travel (velocity × span) a fat box reaches ahead of a moving body,
    /// on the side it moves to: a falling body stays inside its fat box for that many passes
    /// instead of being filed again every pass.
    static let lookahead = 2.0

    /// Brings the proxies up to date with this pass's `members` (body indices, ascending),
    /// their tight `boxes` (by body index) and the bodies' `uids` (by body index, one per body).
    /// `velocities` (by body index, pt/s) and `span` (s, the pass's length) stretch a moving
    /// body's fat box ahead of it (see `lookahead`); without them fat boxes are not stretched.
    mutating func update(
        _ members: [Int], _ boxes: [AABB], uids: [UInt32], velocities: [Vector] = [], span: Double = 0
    ) {
        let count = uids.count
        dropProxies(from: count)
        grow(to: count)
        lastPassRebuilt = needsRebuild(members, boxes)
        if lastPassRebuilt {
            reset(members, boxes)
        } else {
            markMoved(members, boxes, uids)
        }
        lastPassFiled = moved.count
        fileMoved(boxes, uids, velocities, span)
        if gridIsStale { buildGrid() }
        // Moved out and back by swaps: no second reference left that would make the writes
        // into `fresh` copy it.
        var found: [UInt64] = []
        swap(&found, &fresh)
        var n = 0
        for p in moved { query(p, into: &found, count: &n) }
        found.removeLast(found.count - n)
        swap(&fresh, &found)
        if !stale.isEmpty || !fresh.isEmpty || hasDroppedTail { keepPairs(count: count) }
        // The lists are read from copies let go before they are emptied (which keeps the
        // storage only while it is not shared).
        do {
            let movedNow = moved, staleNow = stale
            isMoved.withUnsafeMutableBufferPointer { isMoved in
                for p in movedNow { isMoved[p] = false }
            }
            isStale.withUnsafeMutableBufferPointer { isStale in
                for p in staleNow { isStale[p] = false }
            }
        }
        moved.removeAll(keepingCapacity: true)
        stale.removeAll(keepingCapacity: true)
    }

    /// Files every moved proxy (`moved`) afresh, as `file(_:)` does, with its owner (`uids`)
    /// and its fat box (see `fatBox`: its tight box in `boxes`, stretched by `velocities` over
    /// `span`), written through buffers rather than element by element.
    private mutating func fileMoved(_ boxes: [AABB], _ uids: [UInt32], _ velocities: [Vector], _ span: Double) {
        guard !moved.isEmpty else { return }
        gridIsStale = true
        var owners = owner, fats = fat, proxies = isProxy, cellRanges = ranges
        owner = []
        fat = []
        isProxy = []
        ranges = []
        var newlyLarge: [Int32] = []
        let cellSize = cellSize, ahead = span * Self.lookahead
        withBuffers(&owners, &fats, &proxies, &cellRanges) { owners, fats, proxies, cellRanges in
            withReadBuffers(boxes, uids) { boxes, uids in
                withReadBuffers(moved, velocities) { moved, velocities in
                    for p in moved {
                        owners[p] = uids[p]
                        let box = Self.fatBox(boxes[p], moving: p < velocities.count ? velocities[p] * ahead : .zero)
                        fats[p] = box
                        proxies[p] = true
                        let (x0, y0, x1, y1) = Self.cells(box, cellSize)
                        if (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumCellsPerProxy {
                            cellRanges[p] = (
                                Int32(truncatingIfNeeded: x0), Int32(truncatingIfNeeded: y0),
                                Int32(truncatingIfNeeded: x1), Int32(truncatingIfNeeded: y1)
                            )
                        } else {
                            cellRanges[p] = (1, 0, 0, 0)
                            newlyLarge.append(Int32(truncatingIfNeeded: p))
                        }
                    }
                }
            }
        }
        owner = owners
        fat = fats
        isProxy = proxies
        ranges = cellRanges
        large.append(contentsOf: newlyLarge)
    }

    /// Calls `visit(a, b)` (a < b) once for every pair of members whose tight boxes overlap,
    /// in ascending (b, a) order: body by body, as the warm-start cache files them.
    func forEachPair(_ members: [Int], _ boxes: [AABB], _ visit: (Int, Int) -> Void) {
        for key in touchingPairs(boxes) {
            visit(Int(truncatingIfNeeded: key & 0xFFFF_FFFF), Int(truncatingIfNeeded: key >> 32))
        }
    }

    /// The kept pairs whose tight boxes (by body index) overlap, as keys b << 32 | a (a < b)
    /// in ascending order. Sifted without a branch per pair (each key written, and kept by
    /// stepping the count when the boxes overlap): in a flowing pile about two in five touch,
    /// each a branch the processor could not foresee. Then put in order (`ascending`): in the
    /// floor-on frame some 30 000 of 120 000 pairs, where keeping the whole list in order
    /// merged every pass's fresh pairs into it.
    func touchingPairs(_ boxes: [AABB]) -> [UInt64] {
        let touching = [UInt64](unsafeUninitializedCapacity: pairs.count) { touching, n in
            n = 0
            withReadBuffers(boxes, pairs) { boxes, pairs in
                for key in pairs {
                    let a = boxes[Int(truncatingIfNeeded: key & 0xFFFF_FFFF)]
                    let b = boxes[Int(truncatingIfNeeded: key >> 32)]
                    touching[n] = key
                    n &+= Self.overlapBit(a, b)
                }
            }
        }
        return Self.ascending(touching, bodyCount: isProxy.count)
    }

    /// The fat box around tight box `box`: grown by `fatMargin(of:)` on every side, and by the
    /// displacement `ahead` (pt) on the sides it points to.
    static func fatBox(_ box: AABB, moving ahead: Vector) -> AABB {
        var fat = box.expanded(by: fatMargin(of: box))
        guard ahead.dx.isFinite && ahead.dy.isFinite else { return fat }
        if ahead.dx > 0 { fat.upper.dx += ahead.dx } else { fat.lower.dx += ahead.dx }
        if ahead.dy > 0 { fat.upper.dy += ahead.dy } else { fat.lower.dy += ahead.dy }
        return fat
    }

    /// The margin of a fat box around `box`, in points: `fatShare` of its larger side.
    static func fatMargin(of box: AABB) -> Double {
        let side = max(box.upper.dx - box.lower.dx, box.upper.dy - box.lower.dy)
        return side.isFinite ? side * fatShare : 0
    }

    /// Marks the members that need filing again (new, reused index, or out of their fat box)
    /// and drops the proxies of bodies that are no longer members.
    /// The flags, owners and fat boxes are read from buffers of the arrays as they were when
    /// it started: a drop changes only the flag of the body at hand, which is kept in step here.
    private mutating func markMoved(_ members: [Int], _ boxes: [AABB], _ uids: [UInt32]) {
        // Every body a member (members ascend, so they are 0..<count) and every proxy its own
        // body's: a member needs filing again exactly when `needsRebuild` found it out of its
        // fat box or with no proxy, and no proxy is dropped for its body leaving or changing.
        if members.count == isProxy.count && Self.same(owner, uids) {
            let list = escaped
            for i in list where isProxy[i] { drop(i) }
            moved.append(contentsOf: list)
            isMoved.withUnsafeMutableBufferPointer { isMoved in
                for i in list { isMoved[i] = true }
            }
            return
        }
        var next = 0
        let wasProxy = isProxy, owners = owner, fats = fat
        withReadBuffers(members, boxes) { members, boxes in
            withReadBuffers(wasProxy, owners) { wasProxy, owners in
                withReadBuffers(fats, uids) { fats, uids in
                    for i in 0..<wasProxy.count {
                        let isMember = next < members.count && members[next] == i
                        if isMember { next += 1 }
                        var proxy = wasProxy[i]
                        if proxy && (!isMember || owners[i] != uids[i]) {
                            drop(i)
                            proxy = false
                        }
                        if isMember && (!proxy || !fats[i].contains(boxes[i])) {
                            if proxy { drop(i) }
                            moved.append(i)
                            isMoved[i] = true
                        }
                    }
                }
            }
        }
    }

    /// Drops every proxy and marks all members to be filed again, on a grid sized for them.
    private mutating func reset(_ members: [Int], _ boxes: [AABB]) {
        for i in isProxy.indices { isProxy[i] = false }
        gridIsStale = true
        pairs.removeAll(keepingCapacity: true)
        large.removeAll(keepingCapacity: true)
        cellSize = Self.chooseCellSize(members, boxes)
        let wanted = Self.powerOfTwo(atLeast: max(64, 2 * members.count))
        if bucketStart.count != wanted + 1 { bucketStart = Array(repeating: 0, count: wanted + 1) }
        mask = wanted - 1
        for i in members {
            moved.append(i)
            isMoved[i] = true
        }
    }

    /// True when the grid no longer suits the members: none yet, far more members than buckets,
    /// or a typical box grown or shrunk past the cells' size, or most members moved anyway.
    /// Lists in `escaped` the members with no proxy or out of their fat box, in the same walk
    /// over the members as the typical size (`chooseCellSize`'s sum, in the same order).
    private mutating func needsRebuild(_ members: [Int], _ boxes: [AABB]) -> Bool {
        guard cellSize > 0, members.count <= mask + 1 else { return true }
        escaped.removeAll(keepingCapacity: true)
        guard !members.isEmpty else { return !Self.suits(1, cellSize) }
        var list = escaped
        escaped = []
        var sum = 0.0
        withReadBuffers(members, boxes) { members, boxes in
            withReadBuffers(isProxy, fat) { isProxy, fat in
                for i in members {
                    let b = boxes[i]
                    sum += Self.extent(b)
                    if !isProxy[i] || !fat[i].contains(b) { list.append(i) }
                }
            }
        }
        escaped = list
        guard Self.suits(Self.cellSize(sum: sum, count: members.count), cellSize) else { return true }
        return 2 * escaped.count > members.count
    }

    /// True when a grid of cells of `size` still suits members of typical size `typical`
    /// (see `chooseCellSize`): neither is more than twice the other.
    @inline(__always)
    private static func suits(_ typical: Double, _ size: Double) -> Bool {
        typical <= 2 * size && 2 * typical >= size
    }

    /// True when `a` and `b` hold the same values (they have the same count): one pass with
    /// no branch per element.
    private static func same(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        guard a.count == b.count else { return false }
        var differ: UInt32 = 0
        withReadBuffers(a, b) { a, b in
            for i in a.indices { differ |= a[i] ^ b[i] }
        }
        return differ == 0
    }

    /// Drops the proxies at indices `count` and beyond (bodies that are gone).
    private mutating func dropProxies(from count: Int) {
        guard isProxy.count > count else { return }
        for i in count..<isProxy.count where isProxy[i] { unfile(i) }
        hasDroppedTail = true
        isStale.removeLast(isStale.count - count)
        fat.removeLast(fat.count - count)
        owner.removeLast(owner.count - count)
        isProxy.removeLast(isProxy.count - count)
        ranges.removeLast(ranges.count - count)
        isMoved.removeLast(isMoved.count - count)
    }

    private mutating func grow(to count: Int) {
        guard isProxy.count < count else { return }
        let extra = count - isProxy.count
        fat.append(contentsOf: repeatElement(AABB(lower: .zero, upper: .zero), count: extra))
        owner.append(contentsOf: repeatElement(0, count: extra))
        isProxy.append(contentsOf: repeatElement(false, count: extra))
        ranges.append(contentsOf: repeatElement((1, 0, 0, 0), count: extra))
        isStale.append(contentsOf: repeatElement(false, count: extra))
        isMoved.append(contentsOf: repeatElement(false, count: extra))
    }

    /// Twice the mean fat box extent (the tight extent grown by the margins), so a typical
    /// fat box covers one to four cells.
    static func chooseCellSize(_ members: [Int], _ boxes: [AABB]) -> Double {
        guard !members.isEmpty else { return 1 }
        var sum = 0.0
        withReadBuffers(members, boxes) { members, boxes in
            for i in members { sum += extent(boxes[i]) }
        }
        return cellSize(sum: sum, count: members.count)
    }

    /// A box's larger side, or 0 when it is not finite: what `chooseCellSize` sums.
    @inline(__always)
    private static func extent(_ b: AABB) -> Double {
        let extent = max(b.upper.dx - b.lower.dx, b.upper.dy - b.lower.dy)
        return extent.isFinite ? extent : 0
    }

    /// The cell size for `count` members whose extents (see `extent`) add up to `sum`.
    @inline(__always)
    private static func cellSize(sum: Double, count: Int) -> Double {
        let size = 2 * (1 + 2 * fatShare) * sum / Double(count)
        return size.isFinite && size > 1 ? size : 1
    }

    static func powerOfTwo(atLeast n: Int) -> Int {
        var p = 1
        while p < n { p <<= 1 }
        return p
    }
}

/// The grid's entries (see `BroadPhase.Entry`) column by column, each column padded with
/// `GridColumns.padding` entries that match nothing, so four entries are read at once from
/// any entry on.
struct GridColumns {
    /// The fat boxes' lower corners and negated upper corners, as `Float`s (see `Entry`).
    var lowerX: [Float] = [], lowerY: [Float] = [], negatedUpperX: [Float] = [], negatedUpperY: [Float] = []
    /// Cell keys with flags (`BroadPhase.Entry.cellKey`).
    var cell: [UInt32] = []
    /// Proxy indices with the stayed flag (`BroadPhase.Entry.stayed`).
    var tag: [Int32] = []
    /// How many entries there are (the padding aside).
    private(set) var count = 0

    /// Entries past the last, read by a walk four at a time and never kept.
    static let padding = 3

    /// Makes room for `count` entries, their values left to the caller (`buildGrid` writes
    /// every one), and the padding after them, which matches nothing; the storage is kept.
    /// Only the change in count and the padding are written: filling every column afresh
    /// whenever the count changed (nearly every pass) wrote six columns of some 40 000
    /// entries that the build then wrote again.
    mutating func resize(to count: Int) {
        guard count != self.count || tag.isEmpty else { return }
        self.count = count
        let n = count + Self.padding
        Self.setCount(&lowerX, n, padding: .nan)
        Self.setCount(&lowerY, n, padding: .nan)
        Self.setCount(&negatedUpperX, n, padding: .nan)
        Self.setCount(&negatedUpperY, n, padding: .nan)
        // A cell key no cell has (every flag and cell bit set).
        Self.setCount(&cell, n, padding: .max)
        Self.setCount(&tag, n, padding: 0)
    }

    /// Makes `column` hold `n` elements, the last `padding` of them `value` (the others as
    /// they were, or `value` where new).
    private static func setCount<T>(_ column: inout [T], _ n: Int, padding value: T) {
        if column.count > n {
            column.removeLast(column.count - n)
        } else if column.count < n {
            column.append(contentsOf: repeatElement(value, count: n - column.count))
        }
        column.withUnsafeMutableBufferPointer { column in
            for i in (n - Self.padding)..<n { column[i] = value }
        }
    }
}
