/// The base of every behavior, and the way to compose them: a behavior with child behaviors
/// acts as one, and removing it removes them all. The counterpart of `UIDynamicBehavior`.
///
/// Subclass it to build a composite behavior, or set `action` to run code after every step:
/// ```swift
/// let cleanup = DynamicBehavior()
/// cleanup.action = { print(animator.elapsedTime) }
/// animator.addBehavior(cleanup)
/// ```
open class DynamicBehavior {
    /// The behaviors this one is made of, in the order they were added.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Code run once per `step(by:)` that advanced the simulation, after items were moved.
    /// It may add or remove behaviors and items freely. Default nil.
    public var action: (() -> Void)? {
        didSet {
            hasAction = action != nil
            dynamicAnimator?.behaviorListsChanged = true
        }
    }
    /// Whether `action` is set, read without copying the closure.
    private(set) var hasAction = false
    /// The animator this behavior (or its parent) was added to, if any.
    public internal(set) weak var dynamicAnimator: DynamicAnimator? {
        didSet { attachment = dynamicAnimator.map(ObjectIdentifier.init) }
    }
    /// Which animator this behavior is attached to, if any, as `dynamicAnimator` says: read
    /// without loading a weak reference, for sweeps over thousands of behaviors.
    private(set) var attachment: ObjectIdentifier?
    /// The behavior this one is a child of, if any.
    public private(set) weak var parent: DynamicBehavior?

    /// Creates a behavior with no children and no action.
    public init() {}

    /// Called just before the behavior joins (`animator` non-nil) or leaves (nil) an animator.
    open func willMove(to animator: DynamicAnimator?) {}

    /// Adds a child behavior; it acts while this behavior is in an animator.
    public func addChildBehavior(_ behavior: DynamicBehavior) {
        require(behavior !== self, "DynamicBehavior.addChildBehavior: a behavior cannot be its own child")
        require(
            behavior.parent == nil && behavior.dynamicAnimator == nil,
            "DynamicBehavior.addChildBehavior: the behavior already has a parent or an animator")
        require(
            !hasAncestor(behavior),
            "DynamicBehavior.addChildBehavior: the behavior is an ancestor of this one (a cycle of child behaviors)")
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator {
            animator.attach(behavior)
            animator.treeChanged = true
        }
    }

    /// True when `behavior` is this behavior's parent, or its parent's, and so on up.
    private func hasAncestor(_ behavior: DynamicBehavior) -> Bool {
        var next = parent
        while let current = next {
            if current === behavior { return true }
            next = current.parent
        }
        return false
    }

    /// Removes a child behavior (and its children) from this one and from the animator.
    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        if let animator = dynamicAnimator {
            animator.detach(behavior)
            animator.treeChanged = true
        }
        childBehaviors.remove(at: i)
        behavior.parent = nil
    }

    // MARK: - Hooks for the engine's own behaviors

    /// The items this behavior itself acts on (children report their own).
    var ownItems: [DynamicItem] { [] }

    /// Adds this behavior's forces for one sub-step into the bodies' accumulators.
    func applyForces(_ bodies: inout BodyStore, _ step: SubStep) {}

    // Constraint hooks (joints, snap): called every sub-step after forces and velocities, in
    // tree order — prepare once, warm start once, then solve several times with the position
    // bias (before positions move) and a few times without it (after they moved).

    /// Computes anchors, effective masses and softness for this sub-step.
    func prepareConstraints(_ bodies: inout BodyStore, _ step: SolverStep) {}

    /// Applies last sub-step's accumulated impulses again (warm starting).
    func warmStartConstraints(_ bodies: inout BodyStore, _ step: SolverStep) {}

    /// One velocity iteration; `useBias` feeds position error back (false in the relax pass).
    func solveConstraints(_ bodies: inout BodyStore, _ step: SolverStep, useBias: Bool) {}

    /// True for behaviors that solve constraints (joints); the step calls the three
    /// constraint hooks above only on these.
    var hasConstraints: Bool { false }

    /// True while `applyForces` has something to do; the step calls it only on these. A
    /// behavior whose answer changes calls `forcesChanged()`.
    var appliesForces: Bool { false }

    /// True for behaviors that set body properties in `configureBodies`.
    var configuresBodies: Bool { false }

    /// Tells the animator that `appliesForces` may have changed.
    func forcesChanged() { dynamicAnimator?.behaviorListsChanged = true }

    /// Tells the animator that `appliesForces` turned from true to false (cheaper than
    /// `forcesChanged()`: the animator only drops this behavior from its list of forces).
    func forcesStopped() { dynamicAnimator?.forcesStopped = true }

    /// True for `CollisionBehavior`, told apart without a dynamic cast.
    var isCollision: Bool { false }

    /// Writes this behavior's item properties (density, resistance, …) into its bodies.
    func configureBodies(_ bodies: inout BodyStore) {}

    /// True while this behavior changes over time by itself (an animated noise field), so the
    /// animator must not pause even when every item is momentarily still.
    var keepsAnimatorAwake: Bool { false }

    /// Called once after the behavior's items have bodies in `animator`.
    func didJoin(_ bodies: inout BodyStore) {}

    /// This behavior followed by all its descendants, parents before children.
    func appendSubtree(to list: inout [DynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendSubtree(to: &list) }
    }

    /// Tells the animator that something it simulates changed, so it must not stay paused.
    func setNeedsUpdate() { dynamicAnimator?.wake() }

    /// Tells the animator an item joined this behavior (while attached).
    func itemAdded(_ item: DynamicItem) { dynamicAnimator?.retain(item) }

    /// Tells the animator an item left this behavior (while attached).
    func itemRemoved(_ item: DynamicItem) { dynamicAnimator?.release(item) }
}

/// The duration and clock of one fixed sub-step, handed to behaviors.
struct SubStep {
    /// Sub-step length in seconds.
    let duration: Double
    /// Simulated time at the start of the sub-step, in seconds.
    let time: Double
}

/// The body indices of a behavior's items, recomputed only when bodies were added or removed
/// or the behavior's own item list changed (it calls `invalidate()`).
struct ItemIndexCache {
    private var generation = -1
    private(set) var indices: [Int] = []

    /// The current indices of `items` (items without a body are skipped).
    mutating func indices(of items: [DynamicItem], in bodies: BodyStore) -> [Int] {
        if generation != bodies.generation {
            indices = items.compactMap { bodies.index(of: $0) }
            generation = bodies.generation
        }
        return indices
    }

    /// Forces a recomputation on the next call.
    mutating func invalidate() { generation = -1 }
}

/// An ordered list of distinct items, like `ItemList`, for behaviors that may hold thousands of
/// items (gravity, item properties): adding, removing and membership tests take constant time
/// (amortised) instead of a scan of the whole list. Removal leaves a hole that later removals
/// compact away, so `items` keeps the order items were added in.
struct IndexedItemList {
    /// The items in the order added, with nil where one was removed.
    private var slots: [DynamicItem?] = []
    /// Each present item's slot.
    private var slotByItem: [ObjectIdentifier: Int] = [:]
    private var holes = 0
    /// Body indices of the items, valid while `indicesGeneration` is the bodies' generation.
    private var cachedIndices: [Int] = []
    private var indicesGeneration = -1
    /// Per slot, the body index its item had when last looked up (−1: none yet): after a
    /// membership change most bodies keep their index, and checking that is cheaper than
    /// looking each item up again.
    private var lastIndex: [Int] = []

    init(_ items: [DynamicItem]) {
        for item in items { _ = add(item) }
    }

    /// The items, in the order they were added.
    var items: [DynamicItem] { holes == 0 ? slots.map { $0! } : slots.compactMap { $0 } }

    /// Number of items.
    var count: Int { slotByItem.count }

    func contains(_ item: DynamicItem) -> Bool { slotByItem[ObjectIdentifier(item)] != nil }

    /// Adds `item` unless present. Returns true if added.
    mutating func add(_ item: DynamicItem) -> Bool {
        let id = ObjectIdentifier(item)
        guard slotByItem[id] == nil else { return false }
        slotByItem[id] = slots.count
        slots.append(item)
        lastIndex.append(-1)
        indicesGeneration = -1
        return true
    }

    /// Removes `item` if present. Returns true if removed.
    mutating func remove(_ item: DynamicItem) -> Bool {
        guard let slot = slotByItem.removeValue(forKey: ObjectIdentifier(item)) else { return false }
        slots[slot] = nil
        holes += 1
        if holes > 16 && holes * 2 > slots.count { compact() }
        indicesGeneration = -1
        return true
    }

    /// Body indices of the items, in order, cached between membership changes.
    ///
    /// Rebuilt after any change of membership (a pig spawned or removed anywhere): a sweep
    /// of every slot, each read through buffers (no reference counting, no uniqueness check
    /// per item) and written into room made up front; an item is looked up only when the
    /// body it had last time is no longer it.
    mutating func indices(in bodies: BodyStore) -> [Int] {
        guard indicesGeneration != bodies.generation else { return cachedIndices }
        var found = cachedIndices
        cachedIndices = []
        found.removeAll(keepingCapacity: true)
        found.append(contentsOf: repeatElement(0, count: slots.count))
        var count = 0
        let items = bodies.items
        withReadBuffers(slots, items) { slots, items in
            withBuffers(&lastIndex, &found) { lastIndex, found in
                for slot in slots.indices {
                    guard let item = slots[slot] else { continue }
                    var i = lastIndex[slot]
                    if i < 0 || i >= items.count || items[i] !== item {
                        i = bodies.index(of: item) ?? -1
                        lastIndex[slot] = i
                        guard i >= 0 else { continue }
                    }
                    found[count] = i
                    count += 1
                }
            }
        }
        found.removeLast(found.count - count)
        cachedIndices = found
        indicesGeneration = bodies.generation
        return cachedIndices
    }

    /// Closes the holes left by removals, keeping the order.
    private mutating func compact() {
        lastIndex = zip(slots, lastIndex).compactMap { $0.0 == nil ? nil : $0.1 }
        slots.removeAll { $0 == nil }
        holes = 0
        for (slot, item) in slots.enumerated() { slotByItem[ObjectIdentifier(item!)] = slot }
    }
}
