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
        var ends = [Int32](repeating: -1, count: 2 * count)
        var counts = [Int32](repeating: 0, count: n + 1)
        withBuffers(&ends, &counts) { ends, counts in
            for k in 0..<count {
                guard let (a, b) = bodies(k) else { continue }
                Self.noteEnds(k, a, b, bodyCount: n, ends, counts)
            }
        }
        self.init(bodyCount: n, ends: ends, counts: counts)
    }

    /// Writes entry k's bodies `a` and `b` into `ends` (`ends[2k]`, `ends[2k + 1]`) and counts
    /// each by body (`counts[i + 1]`), skipping a body outside `0..<n`.
    @inline(__always)
    static func noteEnds(
        _ k: Int, _ a: Int, _ b: Int, bodyCount n: Int, _ ends: UnsafeMutableBufferPointer<Int32>,
        _ counts: UnsafeMutableBufferPointer<Int32>
    ) {
        if a >= 0 && a < n {
            ends[2 &* k] = Int32(truncatingIfNeeded: a)
            counts[a &+ 1] &+= 1
        }
        if b >= 0 && b < n {
            ends[2 &* k &+ 1] = Int32(truncatingIfNeeded: b)
            counts[b &+ 1] &+= 1
        }
    }

    /// Files entries `0..<ends.count / 2` under bodies `0..<n` from their ends: entry k's
    /// bodies are `ends[2k]` and `ends[2k + 1]`, each a body below n or −1 for none, and
    /// `counts[i + 1]` is how many ends are body i (`counts[0]` is 0), as the caller counted
    /// them while writing the ends.
    init(bodyCount n: Int, ends: [Int32], counts: [Int32]) {
        precondition(
            counts.count == n + 1 && ends.count % 2 == 0, "FiledByBody: \(counts.count) counts for \(n) bodies")
        entryCount = ends.count / 2
        start = counts
        start.withUnsafeMutableBufferPointer { start in
            for i in 0..<n { start[i &+ 1] &+= start[i] }
        }
        var cursor = start
        let filed = Int(start[n])
        list = [Int32](unsafeUninitializedCapacity: filed) { list, written in
            ends.withUnsafeBufferPointer { ends in
                cursor.withUnsafeMutableBufferPointer { cursor in
                    // Every end ≥ 0 is a body below n, and each body's cursor stays below its next
                    // start: each slot of `list` is written once.
                    for e in ends.indices {
                        let i = Int(ends[e])
                        guard i >= 0 else { continue }
                        list[Int(cursor[i])] = Int32(truncatingIfNeeded: e &>> 1)
                        cursor[i] &+= 1
                    }
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
        started(bodyCount: n)
    }

    /// Files the pass's `count` constraints by body, with their lanes, from the lanes alone:
    /// lane l holds the manifold whose first point is `source[l]` (−1 for an empty lane), a
    /// point of constraint `owner[point]`, between the bodies the lane names (B the static
    /// world's slot, `n`, against a boundary): the same table as `build` then `fileLanes`.
    /// Those read A and B from every constraint, 216 bytes apart (the floor-on frame's 25 000
    /// of them, 6 MB, once a pass); the lanes hold the two bodies in a 32-byte line a group.
    /// Builds nothing and returns false unless every constraint has one lane, and every
    /// filled lane a constraint.
    mutating func build(
        lanes wide: UnsafeBufferPointer<WideManifold>, source: UnsafeBufferPointer<Int32>,
        owner: UnsafeBufferPointer<Int32>, constraints count: Int, bodyCount n: Int
    ) -> Bool {
        var ends = [Int32](repeating: -1, count: 2 * count)
        var counts = [Int32](repeating: 0, count: n + 1)
        var laneOf = [Int32](repeating: -1, count: count)
        // The buffers handed to a static function, whose counts are its own locals: a
        // closure's captured counters had their exclusive access checked at run time per lane.
        let complete = ends.withUnsafeMutableBufferPointer { ends in
            counts.withUnsafeMutableBufferPointer { counts in
                laneOf.withUnsafeMutableBufferPointer { laneOf in
                    Self.fileEnds(wide, source, owner, bodyCount: n, ends, counts, laneOf)
                }
            }
        }
        guard complete else { return false }
        table = FiledByBody(bodyCount: n, ends: ends, counts: counts)
        filed = count
        lanes = laneOf
        started(bodyCount: n)
        return true
    }

    /// The lanes' constraints' ends and lanes written for `build(lanes:…)`: constraint k's two
    /// bodies below `n` at `ends[2k]`, `ends[2k + 1]` (−1 for none) and counted by body
    /// (`counts[i + 1]`), its lane at `laneOf[k]` (all −1 and 0 before). True when every
    /// constraint (`laneOf.count`) got one lane and every filled lane names one of them.
    private static func fileEnds(
        _ wide: UnsafeBufferPointer<WideManifold>, _ source: UnsafeBufferPointer<Int32>,
        _ owner: UnsafeBufferPointer<Int32>, bodyCount n: Int, _ ends: UnsafeMutableBufferPointer<Int32>,
        _ counts: UnsafeMutableBufferPointer<Int32>, _ laneOf: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        let count = laneOf.count
        var found = 0
        for g in 0..<min(wide.count, source.count / laneCount) {
            let m = wide.baseAddress! + g
            let bodyA = m.pointee.bodyA, bodyB = m.pointee.bodyB
            for l in 0..<laneCount {
                let lane = g &* laneCount &+ l
                let first = Int(source[lane])
                guard first >= 0 else { continue }
                guard first < owner.count else { return false }
                let k = Int(owner[first])
                guard k >= 0 && k < count && laneOf[k] < 0 else { return false }
                laneOf[k] = Int32(truncatingIfNeeded: lane)
                found &+= 1
                FiledByBody.noteEnds(k, Int(bodyA[l]), Int(bodyB[l]), bodyCount: n, ends, counts)
            }
        }
        return found == count
    }

    /// The appended lists emptied for `n` bodies, and the table marked built.
    private mutating func started(bodyCount n: Int) {
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

    /// How many constraints have a lane noted (filed or appended).
    var notedLanes: Int { lanes.count }

    /// Hands over the list of each constraint's lane (see `lane(of:)`), leaving it empty: for
    /// the end of the pass, when the table is dropped anyway.
    mutating func takeLanes() -> [Int32] {
        var taken: [Int32] = []
        swap(&taken, &lanes)
        return taken
    }

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
