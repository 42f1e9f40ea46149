/// The broad phase: a uniform grid hashed into buckets, rebuilt every collision pass in O(n).
///
/// Each body is entered in every cell its (motion-grown) box covers; a pair is reported once,
/// from the cell holding the lower corner of the two boxes' intersection. Entries are sorted
/// by bucket with a counting sort and carry a copy of their box, so a query reads one
/// contiguous run of memory per cell. Bodies whose box covers too many cells (a huge item)
/// skip the grid and are paired with everything. Pairs come out in a fixed order for a given
/// input (no hashing of addresses, no sets).
struct HashGrid {
    /// One body in one cell.
    private struct Entry {
        var body: Int32
        var x: Int32
        var y: Int32
        var box: AABB
    }

    private var cellSize = 1.0
    private var mask = 0
    /// Dense mode (when the members' cells span a small enough rectangle): bucket =
    /// (y − originY)·width + (x − originX), row-major, so neighbouring cells are neighbours in
    /// memory. Otherwise cells are hashed into `mask + 1` buckets.
    private var isDense = false
    private var originX = 0
    private var originY = 0
    private var width = 0
    /// Entries of bucket b are `entries[start[b]..<start[b + 1]]`.
    private var start: [Int32] = []
    private var entries: [Entry] = []
    /// Each member's cell range (x0, y0, x1, y1), by position in `members`; x1 < x0 marks a
    /// large body.
    private var ranges: [(Int32, Int32, Int32, Int32)] = []
    private var large: [Int] = []
    private var isLarge: [Bool] = []

    /// Most cells one box may cover before the body is treated as large.
    static let maximumCellsPerBody = 64

    /// Files `members` (body indices, ascending) by their boxes.
    mutating func build(_ members: [Int], _ boxes: [AABB]) {
        cellSize = Self.chooseCellSize(members, boxes)
        ranges.removeAll(keepingCapacity: true)
        large.removeAll(keepingCapacity: true)
        if isLarge.count < boxes.count { isLarge = Array(repeating: false, count: boxes.count) }
        var lowX = Int.max, lowY = Int.max, highX = Int.min, highY = Int.min
        for i in members {
            let (x0, y0, x1, y1) = cells(boxes[i])
            isLarge[i] = (x1 - x0 + 1) * (y1 - y0 + 1) > Self.maximumCellsPerBody
            if isLarge[i] {
                large.append(i)
                ranges.append((1, 0, 0, 0))
                continue
            }
            ranges.append(
                (
                    Int32(truncatingIfNeeded: x0), Int32(truncatingIfNeeded: y0),
                    Int32(truncatingIfNeeded: x1), Int32(truncatingIfNeeded: y1)
                ))
            lowX = min(lowX, x0); lowY = min(lowY, y0); highX = max(highX, x1); highY = max(highY, y1)
        }
        let spanX = highX &- lowX &+ 1, spanY = highY &- lowY &+ 1
        let denseCells =
            lowX <= highX ? spanX.multipliedReportingOverflow(by: spanY) : (partialValue: 0, overflow: true)
        var buckets: Int
        if !denseCells.overflow && denseCells.partialValue <= max(64, 4 * members.count) {
            isDense = true
            originX = lowX
            originY = lowY
            width = spanX
            buckets = denseCells.partialValue
            mask = 0
        } else {
            isDense = false
            buckets = Self.powerOfTwo(atLeast: max(64, members.count * 2))
            mask = buckets - 1
        }
        if start.count != buckets + 1 {
            start = Array(repeating: 0, count: buckets + 1)
        } else {
            for b in start.indices { start[b] = 0 }
        }
        // Count the entries of each bucket (in start[b + 1]).
        var total = 0
        for (k, i) in members.enumerated() where !isLarge[i] {
            let (x0, y0, x1, y1) = ranges[k]
            for y in y0...y1 { for x in x0...x1 { start[bucket(Int(x), Int(y)) + 1] += 1 } }
            total += Int(x1 - x0 + 1) * Int(y1 - y0 + 1)
        }
        for b in 0..<buckets { start[b + 1] += start[b] }
        // Fill each bucket's run in member order.
        let empty = Entry(body: 0, x: 0, y: 0, box: AABB(lower: .zero, upper: .zero))
        if entries.count < total {
            entries.append(contentsOf: repeatElement(empty, count: total - entries.count))
        }
        var cursor = start
        var filled = entries
        entries = []
        let ranges = ranges, isLarge = isLarge, grid = self
        filled.withUnsafeMutableBufferPointer { out in
            for (k, i) in members.enumerated() where !isLarge[i] {
                let (x0, y0, x1, y1) = ranges[k]
                let box = boxes[i]
                for y in y0...y1 {
                    for x in x0...x1 {
                        let b = grid.bucket(Int(x), Int(y))
                        out[Int(cursor[b])] = Entry(body: Int32(i), x: x, y: y, box: box)
                        cursor[b] += 1
                    }
                }
            }
        }
        entries = filled
    }

    /// Calls `visit(a, b)` (a < b) once for every pair of members whose boxes overlap.
    func forEachPair(_ members: [Int], _ boxes: [AABB], _ visit: (Int, Int) -> Void) {
        entries.withUnsafeBufferPointer { entries in
            start.withUnsafeBufferPointer { start in
                for (k, i) in members.enumerated() where !isLarge[i] {
                    let box = boxes[i]
                    let (x0, y0, x1, y1) = ranges[k]
                    for y in y0...y1 {
                        for x in x0...x1 {
                            let b = bucket(Int(x), Int(y))
                            for e in Int(start[b])..<Int(start[b + 1]) {
                                let other = entries[e]
                                let j = Int(other.body)
                                if j < i && other.x == x && other.y == y && other.box.overlaps(box)
                                    && isHomeCell(Int(x), Int(y), other.box, box)
                                {
                                    visit(j, i)
                                }
                            }
                        }
                    }
                }
            }
        }
        for l in large {
            for i in members where i != l && (!isLarge[i] || i > l) && boxes[i].overlaps(boxes[l]) {
                visit(min(i, l), max(i, l))
            }
        }
    }

    /// True when (x, y) holds the lower corner of the two boxes' intersection.
    private func isHomeCell(_ x: Int, _ y: Int, _ a: AABB, _ b: AABB) -> Bool {
        let cx = Self.cellIndex(max(a.lower.dx, b.lower.dx) / cellSize)
        let cy = Self.cellIndex(max(a.lower.dy, b.lower.dy) / cellSize)
        return cx == x && cy == y
    }

    private func cells(_ box: AABB) -> (Int, Int, Int, Int) {
        (
            Self.cellIndex(box.lower.dx / cellSize), Self.cellIndex(box.lower.dy / cellSize),
            Self.cellIndex(box.upper.dx / cellSize), Self.cellIndex(box.upper.dy / cellSize)
        )
    }

    @inline(__always)
    private func bucket(_ x: Int, _ y: Int) -> Int {
        if isDense { return (y &- originY) &* width &+ (x &- originX) }
        let h = (x &* 73_856_093) ^ (y &* 19_349_663)
        return h & mask
    }

    /// ⌊v⌋ clamped to ±2²⁹ so far-away or non-finite coordinates cannot trap.
    static func cellIndex(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? 1 << 29 : -(1 << 29) }
        return Int(max(-536_870_912, min(536_870_912, v.rounded(.down))))
    }

    /// Twice the mean box extent, so a typical body covers one to four cells.
    private static func chooseCellSize(_ members: [Int], _ boxes: [AABB]) -> Double {
        guard !members.isEmpty else { return 1 }
        var sum = 0.0
        for i in members {
            let b = boxes[i]
            let extent = max(b.upper.dx - b.lower.dx, b.upper.dy - b.lower.dy)
            sum += extent.isFinite ? extent : 0
        }
        let size = 2 * sum / Double(members.count)
        return size.isFinite && size > 1 ? size : 1
    }

    private static func powerOfTwo(atLeast n: Int) -> Int {
        var p = 1
        while p < n { p <<= 1 }
        return p
    }
}
