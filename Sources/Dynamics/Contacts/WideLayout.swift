/// Where each manifold of a collision pass goes in the wide arrays: colour c's manifolds of
/// two points (bucket 2c) fill groups from `base[2c]`, those of one point (bucket 2c + 1) from
/// `base[2c + 1]`, four to a group in constraint order; uncoloured ones (bucket `overflow`)
/// take a group each from `base[overflow]`.
///
/// So a group holds manifolds of one point only (its `anyHasTwoPoints` stays false), or of
/// two points only but for lanes `startWide` emptied, or is an uncoloured manifold's own group
/// (emptied whole first). `prepareLane` relies on it to leave a one-point manifold's second
/// point unwritten: every reader of second-point lanes checks `anyHasTwoPoints` (warm start,
/// solve, refresh, the impacts' strike test) or the lane's `hasTwoPoints` (impacts,
/// `unpackWide`, `keepSolvedLanes`, `WarmCache.takeImpulses`; `solvedPoint` by point count)
/// first. Groups `placeFresh` adds mix both kinds, but their lanes are written whole.
struct WideLayout {
    /// The bucket of uncoloured manifolds (the colours' come first).
    static let overflow = 2 * StepWorld.colourCount
    /// Groups in all.
    private(set) var groups = 0
    /// Points of all the manifolds.
    let pointCount: Int
    /// Each manifold's bucket, in constraint order.
    private let bucketOf: [Int32]
    /// Manifolds in each bucket, and each bucket's first group.
    private let counts: [Int]
    private var base: [Int]

    /// The layout of manifolds filed into `bucketOf` (see `bucket`), `counts` to a bucket,
    /// with `pointCount` points between them.
    init(bucketOf: [Int32], counts: [Int], pointCount: Int) {
        self.bucketOf = bucketOf
        self.counts = counts
        self.pointCount = pointCount
        base = [Int](repeating: 0, count: Self.overflow + 1)
        for b in 0..<Self.overflow {
            base[b] = groups
            groups += (counts[b] + laneCount - 1) / laneCount
        }
        base[Self.overflow] = groups
        groups += counts[Self.overflow]
    }

    /// The bucket of a manifold of `colour` (−1: uncoloured) and `pointCount` points.
    @inline(__always)
    static func bucket(colour: Int, pointCount: Int) -> Int {
        colour < 0 ? overflow : 2 * colour + (pointCount > 1 ? 0 : 1)
    }

    /// The first group of each colour that has any, then the first uncoloured group: colour
    /// by colour, the groups between two bounds share no body that can move.
    func colourBounds() -> [Int] {
        var bounds = [0]
        for c in stride(from: 2, through: Self.overflow, by: 2) where base[c] > bounds[bounds.count - 1] {
            bounds.append(base[c])
        }
        return bounds
    }

    /// For each group, whether some of its lanes stay empty (a colour's last group, and the
    /// uncoloured ones).
    func paddedGroups() -> [Bool] {
        var padded = [Bool](repeating: false, count: groups)
        for b in 0..<Self.overflow where counts[b] % laneCount != 0 {
            padded[base[b] + counts[b] / laneCount] = true
        }
        for g in base[Self.overflow]..<groups { padded[g] = true }
        return padded
    }

    /// Calls `work` with a placer of the manifolds (see `Placer`), each to be placed once.
    func placing(_ work: (Placer) -> Void) {
        // The next free lane of each bucket, counted in lanes from the first group's first.
        var next = base.map { $0 * laneCount }
        bucketOf.withUnsafeBufferPointer { bucketOf in
            next.withUnsafeMutableBufferPointer { next in
                work(Placer(bucketOf: bucketOf.baseAddress, next: next.baseAddress))
            }
        }
    }

    /// Gives each manifold its group and lane, in its bucket's order (no checks: each is
    /// asked for once, within `placing`).
    struct Placer {
        fileprivate let bucketOf: UnsafePointer<Int32>?
        fileprivate let next: UnsafeMutablePointer<Int>?

        /// The group and lane of manifold `k`: the next free lane of its bucket (a whole group
        /// for an uncoloured one).
        @inline(__always)
        func callAsFunction(_ k: Int) -> (group: Int, lane: Int) {
            let b = Int(bucketOf![k])
            let slot = next![b]
            next![b] = slot &+ (b < WideLayout.overflow ? 1 : laneCount)
            // A slot is never negative: a shift and a mask, not a signed division's fix-ups.
            return (slot &>> laneShift, slot & (laneCount &- 1))
        }
    }
}
