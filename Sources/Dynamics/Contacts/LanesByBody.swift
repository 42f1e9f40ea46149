/// The lanes of contacts between two items filed by body, for the impact sweeps after the
/// first (see `StepWorld.applyImpacts`): built on the first sweep that needs it in a lane
/// layout, over the lanes there were then, and kept for the rest of the collision pass.
///
/// It stays right while the pass goes on because the lanes only change in two ways then: a
/// re-collided body's lanes are emptied (their source becomes −1, which `lanes(of:)` checks),
/// and fresh contacts go into groups appended after the others (`placeFresh`), which
/// `lanes(of:)` looks at one by one. `startWide` lays the lanes out afresh and empties it.
struct LanesByBody {
    /// The lanes there were when it was built, filed by body.
    private var table = FiledByBody()
    /// The lanes appended since (from `filed` to `end`), filed apart and offset by `filed`.
    private var tail = FiledByBody()
    private var filed = 0, end = 0
    private var isBuilt = false
    /// One bit a lane, for `lanes(of:)` to put its answer in order (all clear between calls).
    private var marks: [UInt64] = []

    init() {}

    /// The lanes, ascending and each once, of the contacts between two items (both below
    /// `world`, the static world's slot) that join one of `bodies`. `source` is each lane's
    /// first point or −1 when empty; `bodiesOf(lane)` the lane's two bodies. Files the lanes
    /// first if they are not yet (all of them if more than half as many were appended since
    /// the last full filing, else only the appended ones).
    mutating func lanes(
        of bodies: ArraySlice<Int>, world: Int, source: [Int32], _ bodiesOf: (Int) -> (Int, Int)
    ) -> [Int] {
        func file(_ lanes: Range<Int>) -> FiledByBody {
            FiledByBody(bodyCount: world, entries: lanes.count) { k in
                let lane = lanes.lowerBound + k
                guard source[lane] >= 0 else { return nil }
                let (a, b) = bodiesOf(lane)
                return a < world && b < world ? (a, b) : nil
            }
        }
        if !isBuilt || 2 * (source.count - filed) > filed {
            table = file(0..<source.count)
            tail = FiledByBody()
            (filed, end, isBuilt) = (source.count, source.count, true)
        } else if end != source.count {
            tail = file(filed..<source.count)
            end = source.count
        }
        // Marked in a bit set and read back in order: ascending and each once, as the sweeps
        // need, without sorting.
        if marks.count * 64 < source.count { marks = Array(repeating: 0, count: (source.count + 63) / 64) }
        var low = marks.count, high = -1
        marks.withUnsafeMutableBufferPointer { marks in
            func mark(_ lane: Int) {
                guard source[lane] >= 0 else { return }
                marks[lane >> 6] |= 1 << UInt64(lane & 63)
                low = min(low, lane >> 6)
                high = max(high, lane >> 6)
            }
            for i in bodies {
                table.forEach(ofBody: i) { mark($0) }
                tail.forEach(ofBody: i) { mark(filed + $0) }
            }
        }
        var found: [Int] = []
        guard high >= low else { return found }
        marks.withUnsafeMutableBufferPointer { marks in
            for w in low...high {
                var bits = marks[w]
                marks[w] = 0
                while bits != 0 {
                    found.append(w << 6 + bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
            }
        }
        return found
    }
}
