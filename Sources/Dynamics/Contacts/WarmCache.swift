/// Last collision pass's contact impulses, for warm starting the next one.
///
/// Entries are filed by the body that owns them — B for a pair of items, A for an item
/// against a boundary — with a counting sort, so a lookup scans the few entries of one body,
/// and the constraints, which come out of the narrow phase body by body, read the table
/// nearly in order. (A hash table keyed by pair missed the cache on almost every lookup at
/// 20 000 bodies.) Body indices move when bodies join or leave; after such a change lookups
/// go through an open-addressing table by pair key, built on first use.
struct WarmCache {
    private struct Entry {
        var key: UInt64
        var impulses: WarmImpulses
    }

    private var entries: [Entry] = []
    /// Entries owned by body i as B of an item pair: `pairStart[i]..<pairStart[i + 1]`; as A of
    /// a boundary contact: `boundaryStart[i]..<boundaryStart[i + 1]`.
    private var pairStart: [Int32] = []
    private var boundaryStart: [Int32] = []
    /// The bodies' generation when stored: the filing by index holds only while it is current.
    private var generation = -1
    private var byKey = KeyTable()
    private var byKeyIsBuilt = false

    /// Replaces the table with the impulses `constraints` ended with.
    mutating func store(_ constraints: [ContactConstraint], bodyCount n: Int, generation: Int) {
        self.generation = generation
        byKeyIsBuilt = false
        if pairStart.count != n + 2 {
            pairStart = Array(repeating: 0, count: n + 2)
            boundaryStart = Array(repeating: 0, count: n + 2)
        } else {
            for i in pairStart.indices {
                pairStart[i] = 0
                boundaryStart[i] = 0
            }
        }
        for c in constraints {
            if c.b >= 0 { pairStart[c.b + 1] += 1 } else { boundaryStart[c.a + 1] += 1 }
        }
        for i in 0...n { pairStart[i + 1] += pairStart[i] }
        boundaryStart[0] = pairStart[n + 1]
        for i in 0...n { boundaryStart[i + 1] += boundaryStart[i] }
        let empty = Entry(
            key: 0, impulses: WarmImpulses(id0: 0, normal0: 0, tangent0: 0, id1: 0, normal1: 0, tangent1: 0))
        if entries.count != constraints.count {
            entries = Array(repeating: empty, count: constraints.count)
        }
        var pairCursor = pairStart, boundaryCursor = boundaryStart
        for c in constraints {
            let slot: Int
            if c.b >= 0 {
                slot = Int(pairCursor[c.b])
                pairCursor[c.b] += 1
            } else {
                slot = Int(boundaryCursor[c.a])
                boundaryCursor[c.a] += 1
            }
            entries[slot] = Entry(
                key: c.key,
                impulses: WarmImpulses(
                    id0: c.p0.id, normal0: c.p0.normalImpulse, tangent0: c.p0.tangentImpulse,
                    id1: c.pointCount > 1 ? c.p1.id : .max,
                    normal1: c.p1.normalImpulse, tangent1: c.p1.tangentImpulse))
        }
    }

    /// The impulses stored for the constraint's pair, if any. `generation` is the bodies'
    /// generation now.
    mutating func lookup(_ c: ContactConstraint, generation: Int) -> WarmImpulses? {
        guard !entries.isEmpty else { return nil }
        if generation == self.generation {
            let owner = c.b >= 0 ? c.b : c.a
            guard owner + 1 < pairStart.count else { return nil }
            let lo = Int(c.b >= 0 ? pairStart[owner] : boundaryStart[owner])
            let hi = Int(c.b >= 0 ? pairStart[owner + 1] : boundaryStart[owner + 1])
            for e in lo..<hi where entries[e].key == c.key { return entries[e].impulses }
            return nil
        }
        if !byKeyIsBuilt {
            byKey.reset(capacity: entries.count)
            for (e, entry) in entries.enumerated() { byKey.insert(entry.key, Int32(e)) }
            byKeyIsBuilt = true
        }
        return byKey.lookup(c.key).map { entries[Int($0)].impulses }
    }
}

/// Entry indices by pair key: open addressing with linear probing and a cheap integer mix.
/// (A `Dictionary` hashes each 64-bit key with SipHash, which showed up in profiles.)
private struct KeyTable {
    private var keys: [UInt64] = []
    private var values: [Int32] = []
    private var used: [UInt32] = []
    /// Slots whose `used` stamp equals `stamp` are live; bumping it empties the table in O(1).
    private var stamp: UInt32 = 1
    private var mask = 0

    /// Empties the table, sized for `count` entries at most half full.
    mutating func reset(capacity count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        if size != keys.count {
            keys = Array(repeating: 0, count: size)
            values = Array(repeating: 0, count: size)
            used = Array(repeating: 0, count: size)
            stamp = 1
        } else {
            stamp &+= 1
            if stamp == 0 {
                for i in used.indices { used[i] = 0 }
                stamp = 1
            }
        }
        mask = size - 1
    }

    /// Stores (or replaces) the value for `key`.
    mutating func insert(_ key: UInt64, _ value: Int32) {
        guard mask > 0 else { return }
        var i = Self.slot(key, mask)
        while used[i] == stamp && keys[i] != key { i = (i + 1) & mask }
        keys[i] = key
        values[i] = value
        used[i] = stamp
    }

    /// The value stored for `key`, if any.
    func lookup(_ key: UInt64) -> Int32? {
        guard mask > 0 else { return nil }
        var i = Self.slot(key, mask)
        while used[i] == stamp {
            if keys[i] == key { return values[i] }
            i = (i + 1) & mask
        }
        return nil
    }

    /// A 64-bit finaliser (xor-shift-multiply) folded to a slot.
    private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        var z = key &* 0x9E37_79B9_7F4A_7C15
        z ^= z >> 29
        return Int(truncatingIfNeeded: z) & mask
    }
}
