/// Last collision pass's contact impulses, for warm starting the next one.
///
/// Entries are kept in the order the constraints came in. The narrow phase walks the broad
/// phase's kept pairs, so the next pass asks for nearly the same keys in nearly the same
/// order: a lookup first tries the entry after the last one found, and a few past it (pairs
/// that parted). Only when that misses (a new pair, a change of order) are the entries filed
/// by the body that owns them — B for a pair of items, A for an item against a boundary — with
/// a counting sort, so a lookup scans the few entries of one body. (A hash table keyed by pair
/// missed the cache on almost every lookup at 20 000 bodies.) Body indices move when bodies
/// join or leave, but pair keys (made of the bodies' uids) do not: after such a change the
/// cursor and the few past it are still tried first, and a miss goes through the entries
/// filed by pair key (`KeyBuckets`), filed on first use, instead of the filing by owner.
struct WarmCache {
    /// What identifies entry e: its pair key and its points' ids (`.max`: no second point), 16
    /// bytes. Kept apart from the owners and the impulses (see `entries`): the passes of a
    /// resting scene read only these, once to see that the pairs are in order (`isInOrder`,
    /// `StepWorld.colourContacts`) and once for each lane's ids (`hasIDs`), a quarter of the
    /// lines a whole entry of 64 bytes took.
    fileprivate struct Tag {
        var key: UInt64
        var id0: UInt32, id1: UInt32
    }

    /// Entry e's impulses: the first point's normal and tangent, then the second's.
    fileprivate struct Impulses {
        var normal0: Double, tangent0: Double, normal1: Double, tangent1: Double

        static let zero = Impulses(normal0: 0, tangent0: 0, normal1: 0, tangent1: 0)
    }

    /// The entries, a list a part (entry e is element e of each): pair key and point ids,
    /// owner (`b` for a pair of items, `bodyCount + a` against a boundary), impulses.
    fileprivate var entries = Entries()
    private var bodyCount = 0
    /// The entry the next lookup tries first.
    private var cursor = 0
    /// Entry indices filed by owner: owner o's are `order[start[o]..<start[o + 1]]`.
    private var order: [Int32] = []
    private var start: [Int32] = []
    private var byOwnerIsBuilt = false
    /// The bodies' generation when stored: the filing by index holds only while it is current.
    private var generation = -1
    private var byKey = KeyBuckets()
    private var byKeyIsBuilt = false

    /// Entries past the cursor a lookup tries before it files the entries by owner.
    private static let lookAhead = 4

    /// The entries' three lists, of one count.
    fileprivate struct Entries {
        var tags: [Tag] = []
        var owners: [Int32] = []
        var impulses: [Impulses] = []

        var count: Int { tags.count }

        /// Makes the lists `count` long, keeping their storage; new entries are blank, each to
        /// be written before it is read.
        mutating func resize(to count: Int) {
            if tags.count > count {
                let extra = tags.count - count
                tags.removeLast(extra)
                owners.removeLast(extra)
                impulses.removeLast(extra)
            } else if tags.count < count {
                let missing = count - tags.count
                tags.append(contentsOf: repeatElement(Tag(key: 0, id0: 0, id1: 0), count: missing))
                owners.append(contentsOf: repeatElement(0, count: missing))
                impulses.append(contentsOf: repeatElement(.zero, count: missing))
            }
        }

        /// Calls `body` with a writer of the lists (see `Slots`).
        mutating func withSlots(_ body: (Slots) -> Void) {
            withBuffers(&tags, &owners, &impulses) { tags, owners, impulses in
                body(Slots(tags: tags.baseAddress, owners: owners.baseAddress, impulses: impulses.baseAddress))
            }
        }
    }

    /// The entries' lists as pointers, written by index without checks.
    fileprivate struct Slots {
        let tags: UnsafeMutablePointer<Tag>?
        let owners: UnsafeMutablePointer<Int32>?
        let impulses: UnsafeMutablePointer<Impulses>?

        @inline(__always)
        func set(_ k: Int, key: UInt64, owner: Int32, id0: UInt32, id1: UInt32, _ impulses: Impulses) {
            tags![k] = Tag(key: key, id0: id0, id1: id1)
            owners![k] = owner
            self.impulses![k] = impulses
        }
    }

    /// Entry e as one value: its point ids and impulses.
    @inline(__always)
    private func remembered(_ e: Int) -> WarmImpulses {
        let tag = entries.tags.withUnsafeBufferPointer { $0[e] }
        return Self.remembered(tag, entries.impulses.withUnsafeBufferPointer { $0[e] })
    }

    @inline(__always)
    private static func remembered(_ tag: Tag, _ i: Impulses) -> WarmImpulses {
        WarmImpulses(
            id0: tag.id0, normal0: i.normal0, tangent0: i.tangent0, id1: tag.id1, normal1: i.normal1,
            tangent1: i.tangent1)
    }

    /// Replaces the table with the impulses `constraints` ended with.
    mutating func store(_ constraints: [ContactConstraint], bodyCount n: Int, generation: Int) {
        constraints.withUnsafeBufferPointer { constraints in
            store(count: constraints.count, bodyCount: n, generation: generation) { entry in
                for k in constraints.indices { entry.set(k, constraints.baseAddress! + k) }
            }
        }
    }

    /// Replaces the table with `count` entries, which `write` sets one by one from the
    /// constraints (see `Writer`): for a pass that stores each while it has it at hand.
    mutating func store(count: Int, bodyCount n: Int, generation: Int, _ write: (Writer) -> Void) {
        self.generation = generation
        bodyCount = n
        cursor = 0
        byOwnerIsBuilt = false
        byKeyIsBuilt = false
        // Room made up front (only the change in count, which is small from pass to pass),
        // then every entry written by index: no uniqueness check per entry.
        entries.resize(to: count)
        entries.withSlots { write(Writer(slots: $0, bodyCount: n)) }
    }

    /// Writes the entries of a table being stored by index, without checks: the caller
    /// writes each of `0..<count` once, and nothing else.
    struct Writer {
        fileprivate let slots: Slots
        fileprivate let bodyCount: Int

        /// Entry `k`: the pair, owner, point ids and impulses of constraint `c`.
        @inline(__always)
        func set(_ k: Int, _ c: UnsafePointer<ContactConstraint>) {
            slots.set(
                k, key: c.pointee.key, owner: Int32(c.pointee.b >= 0 ? c.pointee.b : bodyCount + c.pointee.a),
                id0: c.pointee.p0.id, id1: c.pointee.pointCount > 1 ? c.pointee.p1.id : .max,
                Impulses(
                    normal0: c.pointee.p0.normalImpulse, tangent0: c.pointee.p0.tangentImpulse,
                    normal1: c.pointee.p1.normalImpulse, tangent1: c.pointee.p1.tangentImpulse))
        }
    }

    /// Replaces the table with `next`, the keys and point ids written while the contacts were
    /// prepared (see `Next`), as `store` would from the same constraints but without reading
    /// them again; its impulses are blank until `takeImpulses` fills them from the lanes.
    /// `next` keeps the old table's storage for the next pass, unstamped.
    /// A `next` that kept this table (`Next.keeps`) leaves the entries as they are.
    mutating func adopt(_ next: inout Next, bodyCount n: Int, generation: Int) {
        renew(bodyCount: n, generation: generation)
        // The old entries become the next table's storage: every entry of it is written again
        // before it is read, so only the change in count is made up.
        if !next.keeps { swap(&entries, &next.entries) }
        next.stamp = nil
        next.keeps = false
    }

    /// Overwrites the stored impulses with those the solver left in the lanes: lane `l` of
    /// group g holds the manifold whose first point is `source[g × laneCount + l]`, a point of
    /// constraint `owner[point]` (the entry of the same index). For a pass that did not copy
    /// the lanes into the constraints: the random writes land in this small table, not in the
    /// constraints. Only the groups `only` marks, when given (see `ContactWorld.warmInLanes`).
    mutating func takeImpulses(fromLanes wide: [WideManifold], source: [Int32], owner: [Int32], only: [Bool]? = nil) {
        entries.impulses.withUnsafeMutableBufferPointer { impulses in
            wide.withUnsafeBufferPointer { ws in
                // A pass with no contacts leaves the last pass's groups behind, and no sources.
                for g in 0..<min(ws.count, source.count / laneCount) where only.map({ g < $0.count && $0[g] }) ?? true {
                    let m = ws.baseAddress! + g
                    for l in 0..<laneCount {
                        let first = Int(source[g * laneCount + l])
                        guard first >= 0 else { continue }
                        let k = Int(owner[first])
                        impulses[k] = Self.impulses(impulses[k], lane: l, of: m)
                    }
                }
            }
        }
    }

    /// Entry k's impulses, but for those lane `l` of group `m` ended its pass with (the second
    /// point's only where the lane has one), as `takeImpulses` would have stored them; entry
    /// k's own for no group. For a pass whose entry k is constraint k's (`isInOrder`).
    @inline(__always)
    func impulses(_ k: Int, lane l: Int, of m: UnsafePointer<WideManifold>?) -> WarmImpulses {
        let tag = entries.tags.withUnsafeBufferPointer { $0[k] }
        let stored = entries.impulses.withUnsafeBufferPointer { $0[k] }
        guard let m else { return Self.remembered(tag, stored) }
        return Self.remembered(tag, Self.impulses(stored, lane: l, of: m))
    }

    /// True when entry k's point ids are `id0` and `id1` (`.max`: no second point), and they
    /// differ: then each point's remembered impulses are those of the point in its own place.
    @inline(__always)
    func hasIDs(_ k: Int, _ id0: UInt32, _ id1: UInt32) -> Bool {
        id0 != id1 && entries.tags.withUnsafeBufferPointer { $0[k].id0 == id0 && $0[k].id1 == id1 }
    }

    /// `stored` with the impulses of lane `l` of group `m` (see `impulses(_:lane:of:)`).
    @inline(__always)
    private static func impulses(_ stored: Impulses, lane l: Int, of m: UnsafePointer<WideManifold>) -> Impulses {
        var w = stored
        w.normal0 = m.pointee.p0.normalImpulse[l]
        w.tangent0 = m.pointee.p0.tangentImpulse[l]
        guard m.pointee.hasTwoPoints[l] else { return w }
        w.normal1 = m.pointee.p1.normalImpulse[l]
        w.tangent1 = m.pointee.p1.tangentImpulse[l]
        return w
    }

    /// True when entry k is the pair of constraint k for every k, so a lookup in order finds
    /// each constraint's own entry.
    func isInOrder(of constraints: [ContactConstraint]) -> Bool {
        guard entries.count == constraints.count else { return false }
        return constraints.withUnsafeBufferPointer { cs in
            withKeys { keys in
                var differ: UInt64 = 0
                for k in cs.indices { differ |= keys[k] ^ cs[k].key }
                return differ == 0
            }
        }
    }

    /// Calls `body` with the entries' pair keys (entry k's is `keys[k]`), for a pass over the
    /// constraints that compares them as it goes (`isInOrder`, `StepWorld.colourContacts`).
    @inline(__always)
    func withKeys<R>(_ body: (Keys) -> R) -> R {
        entries.tags.withUnsafeBufferPointer { body(Keys(tags: $0)) }
    }

    /// The entries' pair keys, read in place.
    struct Keys {
        fileprivate let tags: UnsafeBufferPointer<Tag>

        var count: Int { tags.count }

        @inline(__always)
        subscript(k: Int) -> UInt64 { tags[k].key }
    }

    /// Gives entry k the point ids `id0` and `id1`, for a pass that keeps the table (`Next.write`'s
    /// `keeping`): its pair is the same (`isInOrder`), its points not.
    mutating func setIDs(_ k: Int, _ id0: UInt32, _ id1: UInt32) {
        entries.tags[k].id0 = id0
        entries.tags[k].id1 = id1
    }

    /// Readies the table for lookups in the next pass (see `adopt`).
    private mutating func renew(bodyCount n: Int, generation: Int) {
        self.generation = generation
        bodyCount = n
        cursor = 0
        byOwnerIsBuilt = false
        byKeyIsBuilt = false
    }

    /// The impulses stored for the constraint's pair, if any. `generation` is the bodies'
    /// generation now.
    mutating func lookup(_ c: ContactConstraint, generation: Int) -> WarmImpulses? {
        lookup(key: c.key, a: c.a, b: c.b, generation: generation)
    }

    /// The impulses stored for pair `key` of bodies `a` and `b` (b < 0: a boundary), if any:
    /// the constraint's few fields, not a copy of the whole constraint.
    /// The common case, the entry at the cursor, is tried inline.
    @inline(__always)
    mutating func lookup(key: UInt64, a: Int, b: Int, generation: Int) -> WarmImpulses? {
        if cursor < entries.count && entries.tags[cursor].key == key {
            cursor += 1
            return remembered(cursor - 1)
        }
        return lookupFurther(key: key, a: a, b: b, generation: generation)
    }

    /// `lookup` past the cursor's entry.
    @inline(never)
    private mutating func lookupFurther(key: UInt64, a: Int, b: Int, generation: Int) -> WarmImpulses? {
        guard entries.count > 0 else { return nil }
        let end = min(cursor + Self.lookAhead, entries.count)
        var e = cursor
        while e < end {
            if entries.tags[e].key == key {
                cursor = e + 1
                return remembered(e)
            }
            e += 1
        }
        guard generation == self.generation else { return lookupByKey(key) }
        let owner = b >= 0 ? b : bodyCount + a
        guard owner < 2 * bodyCount else { return nil }
        if !byOwnerIsBuilt { fileByOwner() }
        for k in Int(start[owner])..<Int(start[owner + 1]) {
            let e = Int(order[k])
            if entries.tags[e].key == key {
                cursor = e + 1
                return remembered(e)
            }
        }
        return nil
    }

    /// Files the entries by owner (a counting sort, keeping their order within an owner).
    private mutating func fileByOwner() {
        let slots = 2 * bodyCount
        start.removeAll(keepingCapacity: true)
        start.append(contentsOf: repeatElement(0, count: slots + 1))
        for owner in entries.owners { start[Int(owner) + 1] += 1 }
        for o in 0..<slots { start[o + 1] += start[o] }
        var next = start
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: entries.count))
        for (e, owner) in entries.owners.enumerated() {
            let o = Int(owner)
            order[Int(next[o])] = Int32(e)
            next[o] += 1
        }
        byOwnerIsBuilt = true
    }

    /// After bodies joined or left: the entry by pair key (the next lookup tries the one after
    /// it first, as the pairs that stayed still come in their old order).
    private mutating func lookupByKey(_ key: UInt64) -> WarmImpulses? {
        if !byKeyIsBuilt {
            entries.tags.withUnsafeBufferPointer { tags in byKey.file(count: tags.count) { tags[$0].key } }
            byKeyIsBuilt = true
        }
        guard let e = byKey.lookup(key) else { return nil }
        cursor = e + 1
        return remembered(e)
    }
}

/// Entry indices by pair key: open addressing with linear probing and a cheap integer mix.
/// (A `Dictionary` hashes each 64-bit key with SipHash, which showed up in profiles.) A slot
/// keeps its key, value and stamp together, so a probe reads one cache line, not three.
struct KeyTable {
    private struct Slot {
        var key: UInt64 = 0
        var value: Int32 = 0
        /// The slot is live when this equals the table's `stamp`.
        var used: UInt32 = 0
    }

    private var slots: [Slot] = []
    /// Slots whose `used` stamp equals `stamp` are live; bumping it empties the table in O(1).
    private var stamp: UInt32 = 1
    private var mask = 0

    /// Empties the table, sized for `count` entries at most half full. Storage larger than
    /// that (from an earlier, larger reset) is kept and its first slots used, so a table
    /// reused for lists of varying length allocates and clears only when it must grow.
    mutating func reset(capacity count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        if size > slots.count {
            slots = Array(repeating: Slot(), count: size)
            stamp = 1
        } else {
            stamp &+= 1
            if stamp == 0 {
                for i in slots.indices { slots[i].used = 0 }
                stamp = 1
            }
        }
        mask = size - 1
    }

    /// Stores (or replaces) the value for `key`.
    mutating func insert(_ key: UInt64, _ value: Int32) {
        guard mask > 0 else { return }
        let (mask, stamp) = (self.mask, self.stamp)
        slots.withUnsafeMutableBufferPointer { slots in
            var i = Self.slot(key, mask)
            while slots[i].used == stamp && slots[i].key != key { i = (i + 1) & mask }
            slots[i] = Slot(key: key, value: value, used: stamp)
        }
    }

    /// The value stored for `key`, if any.
    func lookup(_ key: UInt64) -> Int32? {
        guard mask > 0 else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            var i = Self.slot(key, mask)
            while slots[i].used == stamp {
                if slots[i].key == key { return slots[i].value }
                i = (i + 1) & mask
            }
            return nil
        }
    }

    /// A 64-bit finaliser (xor-shift-multiply) folded to a slot.
    private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        var z = key &* 0x9E37_79B9_7F4A_7C15
        z ^= z >> 29
        return Int(truncatingIfNeeded: z) & mask
    }
}

extension WarmCache {
    /// The next table, written one entry per constraint while a pass's contacts are prepared
    /// (key, owner and point ids, all `store` takes from a constraint but its impulses), so
    /// that a pass whose constraints stay as prepared can `adopt` it at its end instead of
    /// reading every constraint again.
    struct Next {
        fileprivate var entries = Entries()
        /// What the table was written for (see `matches`); nil when not written.
        var stamp: (count: Int, recollided: Int)?
        /// Written with `keeping`: the table it follows is kept as it is, no entry written.
        fileprivate var keeps = false

        init() {}

        /// True when it was written for `count` constraints and no re-collision (counted by
        /// `recollided`) changed them since.
        func matches(count: Int, recollided: Int) -> Bool {
            stamp.map { $0.count == count && $0.recollided == recollided } ?? false
        }

        /// Sizes the table for `count` constraints and calls `write` with a writer of its
        /// entries; then stamps it (see `matches`).
        /// `keeping`: the table has each constraint's pair in its place (`isInOrder`) and is
        /// kept, its point ids set where they changed (`setIDs`): the writer writes nothing and
        /// `adopt` leaves the table as it is.
        mutating func write(count: Int, recollided: Int, keeping: Bool = false, _ write: (Writer) -> Void) {
            stamp = (count, recollided)
            keeps = keeping
            guard !keeping else { return write(Writer(slots: nil)) }
            entries.resize(to: count)
            entries.withSlots { write(Writer(slots: $0)) }
        }

        /// Writes entries of a `Next` by index, without checks: the caller writes each of
        /// `0..<count` once, and nothing else.
        struct Writer {
            fileprivate let slots: Slots?

            /// Entry `k`: constraint `k`'s pair key, its owner (`b` for a pair of items,
            /// `bodyCount + a` against a boundary) and its points' ids (`.max` for no second
            /// point); impulses zero.
            @inline(__always)
            func set(_ k: Int, key: UInt64, owner: Int32, id0: UInt32, id1: UInt32) {
                guard let slots else { return }
                slots.set(k, key: key, owner: owner, id0: id0, id1: id1, .zero)
            }
        }
    }
}
