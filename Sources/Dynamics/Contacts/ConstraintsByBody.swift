/// Entries (constraints, lanes) filed by the one or two bodies each joins: a compressed table,
/// for passes that need the entries of a few bodies without a sweep over all.
struct FiledByBody {
    private var start: [Int32] = []
    private var list: [Int32] = []
    /// How many entries there are (filed or left out).
    private var entryCount = 0

    init() {}

    /// Files entries `0..<count` under bodies `0..<n`: `bodies(k)` gives entry k's two bodies,
    /// or nil to leave it out; a body outside `0..<n` (a boundary, the static world) is skipped.
    /// Each entry's bodies are asked for once and kept in a compact scratch list, so the
    /// second (filing) sweep reads that list, not the entries again. Counts and cursors stay
    /// within `0...2 · count`: they are stepped without overflow checks.
    init(bodyCount n: Int, entries count: Int, _ bodies: (Int) -> (Int, Int)?) {
        entryCount = count
        var ends = [Int32](repeating: -1, count: 2 * count)
        start = Array(repeating: 0, count: n + 1)
        withBuffers(&ends, &start) { ends, start in
            for k in 0..<count {
                guard let (a, b) = bodies(k) else { continue }
                if a >= 0 && a < n {
                    ends[2 &* k] = Int32(truncatingIfNeeded: a)
                    start[a &+ 1] &+= 1
                }
                if b >= 0 && b < n {
                    ends[2 &* k &+ 1] = Int32(truncatingIfNeeded: b)
                    start[b &+ 1] &+= 1
                }
            }
            for i in 0..<n { start[i &+ 1] &+= start[i] }
        }
        var cursor = start
        let filed = Int(start[n])
        list = [Int32](unsafeUninitializedCapacity: filed) { list, written in
            withBuffers(&ends, &cursor) { ends, cursor in
                // Every end ≥ 0 is a body below n, and each body's cursor stays below its next
                // start: each slot of `list` is written once.
                for e in ends.indices {
                    let i = Int(ends[e])
                    guard i >= 0 else { continue }
                    list[Int(cursor[i])] = Int32(truncatingIfNeeded: e &>> 1)
                    cursor[i] &+= 1
                }
            }
            written = filed
        }
    }

    /// Calls `visit(k)` for each entry of body `i` (an entry of two such bodies comes once for
    /// each); none for a body outside the table.
    func forEach(ofBody i: Int, _ visit: (Int) -> Void) {
        guard i >= 0 && i + 1 < start.count else { return }
        for e in start[i]..<start[i + 1] { visit(Int(list[Int(e)])) }
    }

    /// The entries of `bodies`, ascending, each once: marked in a bit per entry, then read
    /// off in order (a sweep of `entryCount` / 64 words, not a sort of what was found).
    func entries(of bodies: some Sequence<Int>) -> [Int] {
        var words = [UInt64](repeating: 0, count: (entryCount + 63) / 64)
        var marked = 0
        words.withUnsafeMutableBufferPointer { words in
            for i in bodies {
                forEach(ofBody: i) { e in
                    words[e >> 6] |= 1 << UInt64(e & 63)
                    marked += 1
                }
            }
        }
        var found: [Int] = []
        guard marked > 0 else { return found }
        found.reserveCapacity(marked)
        for (n, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                found.append(n << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return found
    }
}

/// The live constraints of a collision pass filed by body, and the lane each was laid out in,
/// for the mid-pass re-collisions that drop a few bodies' contacts (see
/// `StepWorld.dropContacts`) and for the impact sweeps that look for the lanes of struck
/// bodies (see `LanesByBody`): built on first use in a pass, over the constraints and lanes
/// there were then; constraints appended later are filed one by one as they are placed
/// (`append`), so a re-collision costs what its own bodies' contacts cost, not a sweep over
/// the pass's. Emptied whenever the constraints are renumbered or laid out afresh (a new pass,
/// `compactContacts`).
struct ConstraintsByBody {
    private var table = FiledByBody()
    /// How many constraints were filed by `build` (those from index `filed` on were appended).
    private(set) var filed = 0
    private(set) var isBuilt = false
    /// Each constraint's lane (group × `laneCount` + lane), −1 for none.
    private var lanes: [Int32] = []
    /// The appended constraints, a list per body: its last one's link, −1 for none.
    private var lastAppended: [Int32] = []
    /// Per link: the constraint and the link before it for the same body (−1 for none).
    private var links: [(constraint: Int32, previous: Int32)] = []

    /// Files `constraints` by body: A's index, and B's unless a boundary (< 0).
    mutating func build(_ constraints: UnsafeBufferPointer<ContactConstraint>, bodyCount n: Int) {
        table = FiledByBody(bodyCount: n, entries: constraints.count) { (constraints[$0].a, constraints[$0].b) }
        filed = constraints.count
        lanes = Array(repeating: -1, count: filed)
        lastAppended = Array(repeating: -1, count: n)
        links.removeAll(keepingCapacity: true)
        isBuilt = true
    }

    /// Notes the lane of each filed constraint: lane l holds the manifold whose first point
    /// is `source[l]` (−1 for an empty lane), a point of constraint `owner[point]`.
    mutating func fileLanes(source: [Int32], owner: [Int32]) {
        withReadBuffers(source, owner) { source, owner in
            lanes.withUnsafeMutableBufferPointer { lanes in
                for l in source.indices where source[l] >= 0 {
                    let k = Int(owner[Int(source[l])])
                    if k < lanes.count { lanes[k] = Int32(truncatingIfNeeded: l) }
                }
            }
        }
    }

    /// Files constraint `k`, just appended (so `k` is one past the last known), under body
    /// `a` and body `b` (unless a boundary, < 0), laid out in `lane`. Before `build` it does
    /// nothing: `build` and `fileLanes` will find the constraint then.
    mutating func append(_ k: Int, a: Int, b: Int, lane: Int) {
        guard isBuilt else { return }
        precondition(k == lanes.count, "ConstraintsByBody.append: constraint \(k) is not the next one")
        lanes.append(Int32(truncatingIfNeeded: lane))
        link(k, under: a)
        link(k, under: b)
    }

    /// Files the constraints `fresh` of `constraints`, just appended, as `append` does one by
    /// one, with their lanes `lanes` (in order): the lists written through pointers, not each
    /// checked for sharing at every entry.
    mutating func append(_ fresh: Range<Int>, of constraints: [ContactConstraint], lanes placed: [Int32]) {
        guard isBuilt, !fresh.isEmpty else { return }
        precondition(
            fresh.lowerBound == lanes.count,
            "ConstraintsByBody.append: constraint \(fresh.lowerBound) is not the next one")
        precondition(
            placed.count == fresh.count && fresh.upperBound <= constraints.count,
            "ConstraintsByBody.append: \(placed.count) lanes for \(fresh.count) constraints")
        lanes.append(contentsOf: placed)
        let n = lastAppended.count
        var linked = links.count
        links.append(contentsOf: repeatElement((constraint: Int32(-1), previous: Int32(-1)), count: 2 * fresh.count))
        constraints.withUnsafeBufferPointer { cs in
            withBuffers(&links, &lastAppended) { links, last in
                // A's link, then B's (none for a body outside), as `link` puts them.
                @inline(__always) func link(_ k: Int, under i: Int) {
                    guard i >= 0 && i < n else { return }
                    links[linked] = (Int32(truncatingIfNeeded: k), last[i])
                    last[i] = Int32(truncatingIfNeeded: linked)
                    linked += 1
                }
                for k in fresh {
                    link(k, under: cs[k].a)
                    link(k, under: cs[k].b)
                }
            }
        }
        links.removeLast(links.count - linked)
    }

    /// Puts constraint `k` at the head of body `i`'s appended list (none for a body outside).
    private mutating func link(_ k: Int, under i: Int) {
        guard i >= 0 && i < lastAppended.count else { return }
        links.append((Int32(truncatingIfNeeded: k), lastAppended[i]))
        lastAppended[i] = Int32(truncatingIfNeeded: links.count - 1)
    }

    /// The lane constraint `k` was laid out in (see `fileLanes`, `append`), −1 for none.
    func lane(of k: Int) -> Int { k < lanes.count ? Int(lanes[k]) : -1 }

    /// Calls `visit(k)` for each constraint of body `i`, filed or appended (a constraint
    /// between two such bodies comes once for each).
    func forEach(ofBody i: Int, _ visit: (Int) -> Void) {
        table.forEach(ofBody: i, visit)
        guard i >= 0 && i < lastAppended.count else { return }
        var link = Int(lastAppended[i])
        while link >= 0 {
            visit(Int(links[link].constraint))
            link = Int(links[link].previous)
        }
    }
}

extension Array where Element: Comparable {
    /// Sorts ascending and keeps one of each run of equal elements.
    mutating func sortAndDropRepeats() {
        sort()
        var kept = 0
        for k in indices where kept == 0 || self[kept - 1] != self[k] {
            self[kept] = self[k]
            kept += 1
        }
        removeLast(count - kept)
    }
}
