/// Entries (constraints, lanes) filed by the one or two bodies each joins: a compressed table,
/// for passes that need the entries of a few bodies without a sweep over all.
struct FiledByBody {
    private var start: [Int32] = []
    private var list: [Int32] = []

    init() {}

    /// Files entries `0..<count` under bodies `0..<n`: `bodies(k)` gives entry k's two bodies,
    /// or nil to leave it out; a body outside `0..<n` (a boundary, the static world) is skipped.
    init(bodyCount n: Int, entries count: Int, _ bodies: (Int) -> (Int, Int)?) {
        start = Array(repeating: 0, count: n + 1)
        let filed = 0..<n
        for k in 0..<count {
            guard let (a, b) = bodies(k) else { continue }
            if filed.contains(a) { start[a + 1] += 1 }
            if filed.contains(b) { start[b + 1] += 1 }
        }
        for i in 0..<n { start[i + 1] += start[i] }
        list = Array(repeating: 0, count: Int(start[n]))
        var cursor = start
        for k in 0..<count {
            guard let (a, b) = bodies(k) else { continue }
            if filed.contains(a) {
                list[Int(cursor[a])] = Int32(k)
                cursor[a] += 1
            }
            if filed.contains(b) {
                list[Int(cursor[b])] = Int32(k)
                cursor[b] += 1
            }
        }
    }

    /// Calls `visit(k)` for each entry of body `i` (an entry of two such bodies comes once for
    /// each); none for a body outside the table.
    func forEach(ofBody i: Int, _ visit: (Int) -> Void) {
        guard i >= 0 && i + 1 < start.count else { return }
        for e in start[i]..<start[i + 1] { visit(Int(list[Int(e)])) }
    }

    /// The entries of `bodies`, ascending, each once.
    func entries(of bodies: some Sequence<Int>) -> [Int] {
        var found: [Int] = []
        for i in bodies { forEach(ofBody: i) { found.append($0) } }
        found.sortAndDropRepeats()
        return found
    }
}

/// The constraints of a collision pass filed by body, for the mid-pass re-collisions that drop
/// a few bodies' contacts (see `StepWorld.dropContacts`): built on first use in a pass, over
/// the constraints there were then; constraints appended later are looked at one by one.
/// Emptied whenever the constraints are renumbered (a new pass, `compactContacts`).
struct ConstraintsByBody {
    private var table = FiledByBody()
    /// How many constraints were filed (those from index `filed` on were appended later).
    private(set) var filed = 0
    private(set) var isBuilt = false

    /// Files `constraints` by body: A's index, and B's unless a boundary (< 0).
    mutating func build(_ constraints: UnsafeBufferPointer<ContactConstraint>, bodyCount n: Int) {
        table = FiledByBody(bodyCount: n, entries: constraints.count) { (constraints[$0].a, constraints[$0].b) }
        filed = constraints.count
        isBuilt = true
    }

    /// Calls `visit(k)` for each filed constraint of body `i` (a constraint between two such
    /// bodies comes once for each).
    func forEach(ofBody i: Int, _ visit: (Int) -> Void) { table.forEach(ofBody: i, visit) }
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
