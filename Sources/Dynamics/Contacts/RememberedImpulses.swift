/// The impulses the contacts dropped by one re-collision ended with, by pair key, for the
/// new contacts of the same pairs (see `StepWorld.recollide`): kept in order and found
/// through an open-addressing table (`KeyTable`), sized for the few contacts of the bodies
/// re-collided. (A `Dictionary` grew and hashed with SipHash its way through every call.)
struct RememberedImpulses {
    private var impulses: [WarmImpulses] = []
    private var byKey = KeyTable()

    /// Room for `count` impulses.
    init(capacity count: Int) {
        self.init(capacity: count, reusing: KeyTable())
    }

    /// Room for `count` impulses, filed in `table`'s storage (emptied first): a table handed
    /// back by `table` after an earlier call, so each re-collision does not allocate and
    /// clear a table of its own.
    init(capacity count: Int, reusing table: consuming KeyTable) {
        impulses.reserveCapacity(count)
        byKey = table
        byKey.reset(capacity: count)
    }

    /// The key table, for `init(capacity:reusing:)` of a later call.
    var table: KeyTable { byKey }

    /// Remembers `impulses` for pair `key`; when a key comes twice, the later one holds.
    mutating func remember(_ key: UInt64, _ impulses: WarmImpulses) {
        byKey.insert(key, Int32(truncatingIfNeeded: self.impulses.count))
        self.impulses.append(impulses)
    }

    /// The impulses remembered last for pair `key`, if any.
    subscript(key: UInt64) -> WarmImpulses? {
        byKey.lookup(key).map { impulses[Int($0)] }
    }
}
