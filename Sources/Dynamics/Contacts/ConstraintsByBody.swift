/// The constraints of a collision pass filed by body, for the mid-pass re-collisions that drop
/// a few bodies' contacts (see `StepWorld.dropContacts`): built on first use in a pass, over
/// the constraints there were then; constraints appended later are looked at one by one.
/// Emptied whenever the constraints are renumbered (a new pass, `compactContacts`).
struct ConstraintsByBody {
    private var start: [Int32] = []
    private var list: [Int32] = []
    /// How many constraints were filed (those from index `filed` on were appended later).
    private(set) var filed = 0
    private(set) var isBuilt = false

    /// Files `constraints` by body: A's index, and B's unless a boundary (< 0).
    mutating func build(_ constraints: UnsafeBufferPointer<ContactConstraint>, bodyCount n: Int) {
        start = Array(repeating: 0, count: n + 1)
        for c in constraints {
            start[c.a + 1] += 1
            if c.b >= 0 { start[c.b + 1] += 1 }
        }
        for i in 0..<n { start[i + 1] += start[i] }
        list = Array(repeating: 0, count: Int(start[n]))
        var cursor = start
        for (k, c) in constraints.enumerated() {
            list[Int(cursor[c.a])] = Int32(k)
            cursor[c.a] += 1
            if c.b >= 0 {
                list[Int(cursor[c.b])] = Int32(k)
                cursor[c.b] += 1
            }
        }
        filed = constraints.count
        isBuilt = true
    }

    /// Calls `visit(k)` for each filed constraint of body `i` (a constraint between two such
    /// bodies comes once for each).
    func forEach(ofBody i: Int, _ visit: (Int) -> Void) {
        guard i + 1 < start.count else { return }
        for e in start[i]..<start[i + 1] { visit(Int(list[Int(e)])) }
    }
}
