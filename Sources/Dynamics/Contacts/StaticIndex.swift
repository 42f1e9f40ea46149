/// The segment boundaries (`ContactWorld.statics`) filed by the bottom of their bounds, so a
/// body's box meets only the segments whose bounds could overlap it: a binary search and a
/// scan of those whose bottoms lie within the tallest segment's height below the box's,
/// instead of a test of every segment for every body near a boundary. A scene of many
/// segments (a sandbox's pegboard, 20 rows of pyramids on floors of their own) makes each
/// body's boundary query cost about as much as with one.
///
/// The candidates come out in the index's order; `forEachMatch` gives the overlapping ones in the
/// segments' own (ascending) order, the order contacts were made in before the index, so the
/// contacts and everything after them are the same.
struct StaticIndex {
    /// Segment indices, by the bottom of their bounds (then by index).
    private var order: [Int32] = []
    /// The bottoms of their bounds, in that order.
    private var bottoms: [Double] = []
    /// The largest height of a segment's bounds (pt).
    private var tallest = 0.0

    /// An empty index (no segments).
    init() {}

    /// The index of `statics`, whose bounds are finite.
    init(_ statics: [StaticSegment]) {
        precondition(statics.count < Int(Int32.max), "StaticIndex: \(statics.count) segments")
        order = statics.indices.sorted {
            let a = statics[$0].bounds.lower.dy, b = statics[$1].bounds.lower.dy
            return a < b || (a == b && $0 < $1)
        }.map { Int32(truncatingIfNeeded: $0) }
        bottoms = order.map { statics[Int($0)].bounds.lower.dy }
        tallest = statics.reduce(0) { max($0, $1.bounds.upper.dy - $1.bounds.lower.dy) }
    }

    /// Calls `visit` with each segment (its index) whose bounds may overlap `box`, in the
    /// index's order, until `visit` returns true; returns whether one did. Every segment whose
    /// bounds overlap `box` is visited (one with a bottom more than `tallest` below the box's
    /// ends below it), and others may be: the caller tests the overlap. A box with a NaN
    /// bottom or top visits none (it overlaps nothing).
    @inline(__always)
    func first(near box: AABB, where visit: (Int) -> Bool) -> Bool {
        let from = box.lower.dy - tallest, to = box.upper.dy
        guard from <= to else { return false }
        return bottoms.withUnsafeBufferPointer { bottoms in
            order.withUnsafeBufferPointer { order in
                // The first bottom at or above `from`.
                var low = 0, high = bottoms.count
                while low < high {
                    let mid = (low &+ high) &>> 1
                    if bottoms[mid] < from { low = mid &+ 1 } else { high = mid }
                }
                var k = low
                while k < bottoms.count && bottoms[k] <= to {
                    if visit(Int(order[k])) { return true }
                    k &+= 1
                }
                return false
            }
        }
    }

    /// Calls `body` with each segment of `statics` (this index's) in `groups` whose bounds
    /// overlap `box`, in ascending order: each the least above the one before, found by a scan
    /// of the candidates (a body is near one or two segments, so two or three short scans).
    func forEachMatch(
        _ box: AABB, groups: UInt64, in statics: UnsafeBufferPointer<StaticSegment>, _ body: (Int) -> Void
    ) {
        var last = -1
        while true {
            var next = Int.max
            _ = first(near: box) { n in
                if n > last && n < next && Self.meets(statics, n, box, groups) { next = n }
                return false
            }
            guard next != Int.max else { return }
            body(next)
            last = next
        }
    }

    /// Whether some segment of `statics` (this index's) in `groups` has bounds overlapping
    /// `box`.
    @inline(__always)
    func anyMatch(_ box: AABB, groups: UInt64, in statics: UnsafeBufferPointer<StaticSegment>) -> Bool {
        first(near: box) { Self.meets(statics, $0, box, groups) }
    }

    /// Segment `n` of `statics` is in `groups` and its bounds overlap `box`: read in place, so
    /// no segment (its identifier is reference-counted) is copied.
    @inline(__always)
    static func meets(_ statics: UnsafeBufferPointer<StaticSegment>, _ n: Int, _ box: AABB, _ groups: UInt64) -> Bool {
        groups & (1 << UInt64(statics[n].group)) != 0 && statics[n].bounds.overlaps(box)
    }
}
