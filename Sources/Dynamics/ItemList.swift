/// An ordered list of distinct items with a cache of their body indices. The owning behavior
/// tells its animator about changes itself, after the list is updated, so no callback runs
/// while the list is being mutated.
struct ItemList {
    private(set) var items: [DynamicItem] = []
    var cache = ItemIndexCache()

    init(_ items: [DynamicItem]) {
        for item in items where !contains(item) { self.items.append(item) }
    }

    func contains(_ item: DynamicItem) -> Bool { items.contains { $0 === item } }

    /// Adds `item` unless present. Returns true if added.
    mutating func add(_ item: DynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        cache.invalidate()
        return true
    }

    /// Removes `item` if present. Returns true if removed.
    mutating func remove(_ item: DynamicItem) -> Bool {
        guard let i = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: i)
        cache.invalidate()
        return true
    }

    /// Body indices of the items, cached between membership changes.
    mutating func indices(in bodies: BodyStore) -> [Int] { cache.indices(of: items, in: bodies) }
}
