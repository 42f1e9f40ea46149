/// Last sub-step's contact impulses by pair key: an open-addressing table with linear
/// probing and a cheap integer mix, rebuilt every sub-step. (A `Dictionary` hashes each
/// 64-bit key with SipHash, which showed up in profiles at thousands of contacts.)
struct WarmCache {
    private var keys: [UInt64] = []
    private var values: [WarmImpulses] = []
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
            values = Array(
                repeating: WarmImpulses(id0: 0, normal0: 0, tangent0: 0, id1: 0, normal1: 0, tangent1: 0),
                count: size)
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

    /// Stores (or replaces) the impulses for `key`.
    mutating func insert(_ key: UInt64, _ value: WarmImpulses) {
        guard mask > 0 else { return }
        var i = Self.slot(key, mask)
        while used[i] == stamp && keys[i] != key { i = (i + 1) & mask }
        keys[i] = key
        values[i] = value
        used[i] = stamp
    }

    /// The impulses stored for `key`, if any.
    func lookup(_ key: UInt64) -> WarmImpulses? {
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
