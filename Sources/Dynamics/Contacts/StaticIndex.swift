/// The segment boundaries (`ContactWorld.statics`) filed by the bottom of their bounds, so a
/// body's box meets only the segments whose bounds could overlap it: a binary search and a
/// scan of those whose bottoms lie within a segment's height below the box's, instead of a
/// test of every segment for every body near a boundary. A scene of many segments (a
/// sandbox's pegboard, 20 rows of pyramids on floors of their own) makes each body's boundary
/// query cost about as much as with one.
///
/// The segments are filed in bands of like height (each band's heights within a factor of
/// two, and those under 1 pt together), each band scanned over its own tallest height: a few
/// tall walls (a container's sides) then widen only their own band's scan, not every
/// shelf's.
///
/// The candidates come out in the index's order; `forEachMatch` gives the overlapping ones in
/// the segments' own (ascending) order, the order contacts were made in before the index, so
/// the contacts and everything after them are the same.
struct StaticIndex {
    /// Segments of like height, by the bottom of their bounds.
    private struct Band {
        /// Segment indices, by the bottom of their bounds (then by index).
        var order: [Int32] = []
        /// The bottoms of their bounds, in that order.
        var bottoms: [Double] = []
        /// The largest height of their bounds (pt).
        var tallest = 0.0
    }

    private var bands: [Band] = []

    /// An empty index (no segments).
    init() {}

    /// The index of `statics`, whose bounds are finite.
    init(_ statics: [StaticSegment]) {
        precondition(statics.count < Int(Int32.max), "StaticIndex: \(statics.count) segments")
        // Band 0 under 1 pt tall, then band e + 1 for heights in [2^e, 2^(e+1)).
        var members: [Int: [Int]] = [:]
        for n in statics.indices {
            let height = statics[n].bounds.upper.dy - statics[n].bounds.lower.dy
            members[height < 1 ? 0 : Int(height.exponent) + 1, default: []].append(n)
        }
        bands = members.keys.sorted().map { key in
            let order = members[key]!.sorted {
                let a = statics[$0].bounds.lower.dy, b = statics[$1].bounds.lower.dy
                return a < b || (a == b && $0 < $1)
            }
            return Band(
                order: order.map { Int32(truncatingIfNeeded: $0) }, bottoms: order.map { statics[$0].bounds.lower.dy },
                tallest: order.reduce(0) { max($0, statics[$1].bounds.upper.dy - statics[$1].bounds.lower.dy) })
        }
    }

    /// Calls `visit` with each segment (its index) whose bounds may overlap `box`, band by
    /// band, until `visit` returns true; returns whether one did. Every segment whose bounds
    /// overlap `box` is visited (one whose bottom lies more than its band's tallest height
    /// below the box's ends below it), and others may be: the caller tests the overlap. A box
    /// with a NaN bottom or top visits none (it overlaps nothing).
    @inline(__always)
    func first(near box: AABB, where visit: (Int) -> Bool) -> Bool {
        // The bands read in place: no band's arrays retained and released per query.
        bands.withUnsafeBufferPointer { bands in
            for b in bands.indices where Self.first(in: bands.baseAddress! + b, near: box, where: visit) {
                return true
            }
            return false
        }
    }

    /// `first(near:where:)` within one band.
    @inline(__always)
    private static func first(in band: UnsafePointer<Band>, near box: AABB, where visit: (Int) -> Bool) -> Bool {
        let from = box.lower.dy - band.pointee.tallest, to = box.upper.dy
        guard from <= to else { return false }
        return band.pointee.bottoms.withUnsafeBufferPointer { bottoms in
            band.pointee.order.withUnsafeBufferPointer { order in
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
