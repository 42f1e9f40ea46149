/// The lanes of contacts between two items that join given bodies, for the impact sweeps after
/// the first (see `StepWorld.applyImpacts`), read from the pass's constraints filed by body
/// (`ConstraintsByBody`, with each constraint's lane): the re-collision that follows any impact
/// files them anyway, so the sweeps file nothing of their own.
///
/// The filing stays right while the pass goes on because the lanes only change in two ways
/// then: a re-collided body's lanes are emptied (their source becomes −1, which `lanes(of:)`
/// checks), and fresh contacts go into groups appended after the others (`placeFresh`), each
/// filed with its lane as it is placed (`ConstraintsByBody.append`).
struct LanesByBody {
    /// One bit a lane, for `lanes(of:)` to put its answer in order (all clear between calls).
    private var marks: [UInt64] = []

    init() {}

    /// The lanes, ascending and each once, of the contacts between two items (both below
    /// `world`, the static world's slot) that join one of `bodies`, found through `filed`
    /// (built, its lanes filed). `source` is each lane's first point or −1 when empty;
    /// `bodiesOf(lane)` the lane's two bodies.
    mutating func lanes(
        of bodies: ArraySlice<Int>, world: Int, source: UnsafeBufferPointer<Int32>, filed: ConstraintsByBody,
        _ bodiesOf: (Int) -> (Int, Int)
    ) -> [Int] {
        // Marked in a bit set and read back in order: ascending and each once, as the sweeps
        // need, without sorting.
        if marks.count * 64 < source.count { marks = Array(repeating: 0, count: (source.count + 63) / 64) }
        var low = marks.count, high = -1
        marks.withUnsafeMutableBufferPointer { marks in
            for i in bodies {
                filed.forEach(ofBody: i) { k in
                    let lane = filed.lane(of: k)
                    guard lane >= 0 && lane < source.count && source[lane] >= 0 else { return }
                    let (a, b) = bodiesOf(lane)
                    guard a < world && b < world else { return }
                    marks[lane >> 6] |= 1 << UInt64(lane & 63)
                    low = min(low, lane >> 6)
                    high = max(high, lane >> 6)
                }
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
