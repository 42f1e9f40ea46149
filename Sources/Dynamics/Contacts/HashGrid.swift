/// The broad phase: a uniform grid hashed into buckets, rebuilt every sub-step in O(n).
///
/// Each body is entered in every cell its (motion-expanded) box covers; a pair is reported
/// once, from the cell holding the lower corner of the two boxes' intersection. Bodies whose
/// box covers too many cells (a huge item) skip the grid and are paired with everything.
/// Pairs come out in a fixed order for a given input (no hashing of addresses, no sets).
struct HashGrid {
    private var cellSize = 1.0
    private var mask = 0
    private var heads: [Int32] = []
    private var next: [Int32] = []
    private var entryBody: [Int32] = []
    private var entryX: [Int32] = []
    private var entryY: [Int32] = []
    private var large: [Int] = []

    /// Most cells one box may cover before the body is treated as large.
    static let maximumCellsPerBody = 64

    /// Files `members` (body indices, ascending) by their boxes.
    mutating func build(_ members: [Int], _ boxes: [AABB]) {
        cellSize = Self.chooseCellSize(members, boxes)
        let buckets = Self.powerOfTwo(atLeast: max(64, members.count * 2))
        mask = buckets - 1
        if heads.count != buckets { heads = Array(repeating: -1, count: buckets) } else {
            for i in heads.indices { heads[i] = -1 }
        }
        next.removeAll(keepingCapacity: true)
        entryBody.removeAll(keepingCapacity: true)
        entryX.removeAll(keepingCapacity: true)
        entryY.removeAll(keepingCapacity: true)
        large.removeAll(keepingCapacity: true)
        for i in members {
            let (x0, y0, x1, y1) = cells(boxes[i])
            if (x1 - x0 + 1) * (y1 - y0 + 1) > Self.maximumCellsPerBody {
                large.append(i)
                continue
            }
            for y in y0...y1 { for x in x0...x1 { insert(i, x, y) } }
        }
    }

    /// Calls `visit(a, b)` (a < b) once for every pair of members whose boxes overlap.
    func forEachPair(_ members: [Int], _ boxes: [AABB], _ visit: (Int, Int) -> Void) {
        for i in members where !large.contains(i) {
            let box = boxes[i]
            let (x0, y0, x1, y1) = cells(box)
            for y in y0...y1 {
                for x in x0...x1 {
                    var e = heads[bucket(x, y)]
                    while e >= 0 {
                        let j = Int(entryBody[Int(e)])
                        if j < i && entryX[Int(e)] == Int32(x) && entryY[Int(e)] == Int32(y)
                            && boxes[j].overlaps(box) && isHomeCell(x, y, boxes[j], box) {
                            visit(j, i)
                        }
                        e = next[Int(e)]
                    }
                }
            }
        }
        for l in large {
            for i in members where i != l && (!large.contains(i) || i > l) && boxes[i].overlaps(boxes[l]) {
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

    private mutating func insert(_ body: Int, _ x: Int, _ y: Int) {
        let b = bucket(x, y)
        next.append(heads[b])
        heads[b] = Int32(next.count - 1)
        entryBody.append(Int32(body))
        entryX.append(Int32(truncatingIfNeeded: x))
        entryY.append(Int32(truncatingIfNeeded: y))
    }

    private func cells(_ box: AABB) -> (Int, Int, Int, Int) {
        (Self.cellIndex(box.lower.dx / cellSize), Self.cellIndex(box.lower.dy / cellSize),
         Self.cellIndex(box.upper.dx / cellSize), Self.cellIndex(box.upper.dy / cellSize))
    }

    private func bucket(_ x: Int, _ y: Int) -> Int {
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
