#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the simulation: holds the behaviors, owns the bodies of their items, and advances
/// time when the app calls `step(by:)`. The counterpart of `UIDynamicAnimator`, with a
/// rectangle in points as its reference space instead of a view.
///
/// ```swift
/// let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 800, height: 480))
/// let pig = BasicItem(center: Point(x: 400, y: 100), size: Size(width: 16, height: 16))
/// animator.addBehavior(GravityBehavior(items: [pig]))
/// animator.step(by: 1.0 / 60)   // once per frame
/// ```
public final class DynamicAnimator {
    /// The reference space, in points, y down. Items and boundaries live in it.
    public var referenceBounds: Rect {
        didSet {
            requireValidReferenceBounds(referenceBounds)
            wake()
        }
    }
    /// The top-level behaviors, in the order they were added.
    public var behaviors: [DynamicBehavior] {
        dropRemovedBehaviors()
        return storedBehaviors
    }
    /// How many top-level behaviors there are: `behaviors.count`, without the list.
    ///
    /// For a status line read every frame: after removals, `behaviors` first takes the removed
    /// behaviors out of its list, visiting every listed behavior (ten thousand pushes in the
    /// explosion scene, most of them a cache miss); this only subtracts.
    public var behaviorCount: Int { storedBehaviors.count - removedBehaviors.count }
    /// The top-level behaviors added, some perhaps removed since (see `removeBehavior`).
    private var storedBehaviors: [DynamicBehavior] = []
    /// The behaviors removed but still listed in `storedBehaviors`.
    private var removedBehaviors: Set<ObjectIdentifier> = []
    /// Told when the animator pauses and resumes. Held weakly; default nil.
    public weak var delegate: DynamicAnimatorDelegate?
    /// Simulated seconds advanced so far (sub-steps taken × sub-step duration). Starts at 0.
    public internal(set) var elapsedTime: Double = 0
    /// False while paused: no item is moving and nothing changed since everything came to rest.
    /// Starts false; adding a behavior (or any other change) sets it.
    public internal(set) var isRunning = false

    /// Whether the animator pauses once everything is at rest (UIKit's behaviour). Default
    /// true; benchmarks turn it off to time every step ("sleeping disabled").
    public var pausesAtRest = true {
        didSet { wake() }
    }

    /// Length of one fixed internal sub-step, in seconds. Default 1/240 s; range 1/10 000 … 1/30.
    public var subStepDuration: Double = 1.0 / 240 {
        didSet {
            require(
                subStepDuration.isFinite && subStepDuration >= 1.0 / 10_000 && subStepDuration <= 1.0 / 30,
                "DynamicAnimator.subStepDuration must lie in 1/10000 … 1/30 s, got \(subStepDuration)")
        }
    }
    /// How many threads share the contact solver's passes (warm start, solve, relax and the
    /// refresh between sub-steps): 1 … 64, default 1. Every count moves the items the same,
    /// bit for bit: the threads split each colour of the contact graph, whose manifolds share
    /// no item. More than one pays from about 4 000 contacts on (smaller passes stay on the
    /// calling thread), given as many idle cores; a waiting thread spins for a few hundred
    /// microseconds, then sleeps until the next step.
    public var solverThreadCount: Int = 1 {
        didSet {
            require(
                (1...64).contains(solverThreadCount),
                "DynamicAnimator.solverThreadCount must lie in 1 … 64, got \(solverThreadCount)")
            guard solverThreadCount != oldValue else { return }
            contacts.team = solverThreadCount > 1 ? SolverTeam(size: solverThreadCount) : nil
        }
    }
    /// The most simulated time one `step(by:)` call advances, in seconds; longer calls are
    /// clamped to it so a stalled frame cannot freeze the app for minutes. 10 s.
    public static let maximumStepDuration: Double = 10

    /// The bodies and the contact world in one value, which a step works on in place (see
    /// `withStepWorld`).
    var stepWorld = StepWorld(bodies: BodyStore(), contacts: ContactWorld())
    /// The bodies (in `stepWorld`).
    var bodies: BodyStore {
        get { stepWorld.bodies }
        _modify { yield &stepWorld.bodies }
        set { stepWorld.bodies = newValue }
    }
    /// Collision groups, boundaries, contacts and their remembered impulses (in `stepWorld`).
    var contacts: ContactWorld {
        get { stepWorld.contacts }
        _modify { yield &stepWorld.contacts }
        set { stepWorld.contacts = newValue }
    }
    /// Every attached behavior, parents before children: rebuilt when a child behavior joins
    /// or leaves (`treeChanged`), else brought up to date from `addedRoots` and `rootsLeft`.
    var flattened: [DynamicBehavior] = []
    /// Top-level behaviors added since `flattened` was last brought up to date, in order:
    /// their subtrees go at its end, as the tree lists them.
    var addedRoots: [DynamicBehavior] = []
    /// The top-level behaviors that left since: `flattened` drops what is no longer attached,
    /// and one of them added again makes `treeChanged` (it may still be listed where it was).
    var rootsLeft: Set<ObjectIdentifier> = []
    /// The flattened behaviors that apply forces now, set body properties, solve joints, or
    /// have an action: rebuilt with `flattened`, or when a push fires or is re-armed.
    var forceBehaviors: [DynamicBehavior] = []
    var materialBehaviors: [DynamicBehavior] = []
    var jointBehaviors: [DynamicBehavior] = []
    var actionBehaviors: [DynamicBehavior] = []
    var collisionBehaviors: [DynamicBehavior] = []
    var behaviorListsChanged = true
    /// Set by `currentBehaviors` when only top-level behaviors came or went: where the new
    /// subtrees start in `flattened` and whether any behavior left, for `patchBehaviorLists`.
    var listPatch: (tail: Int, dropped: Bool)?
    /// Set when a behavior stopped applying forces (and none started): `forceBehaviors` only
    /// needs thinning, not every list rebuilt.
    var forcesStopped = false
    var treeChanged = false
    var materialsChanged = false
    /// Sub-steps run with user code excluded; membership changes made meanwhile wait here.
    var isStepping = false
    var pendingMembership: [(item: DynamicItem, delta: Int)] = []
    /// Set by `wake()`: every body's stillness clock restarts at the next rest check.
    var restClockNeedsReset = false
    /// Simulated time not yet consumed by a whole sub-step.
    var remainder: Double = 0
    /// `debugEnabled`, `debugInterval`, `debugAnimationSpeed` and the latest debug snapshot.
    var debug = DebugState()

    /// Creates an animator whose reference space is `referenceBounds` (points, y down).
    public init(referenceBounds: Rect) {
        requireValidReferenceBounds(referenceBounds)
        self.referenceBounds = referenceBounds
    }

    /// Adds a behavior (and its children); its items start being simulated.
    public func addBehavior(_ behavior: DynamicBehavior) {
        require(behavior.parent == nil, "DynamicAnimator.addBehavior: the behavior is a child of another behavior")
        if behavior.dynamicAnimator === self { return }
        require(
            behavior.dynamicAnimator == nil, "DynamicAnimator.addBehavior: the behavior belongs to another animator")
        // One removed but still listed must leave the list before it joins again at the end.
        if removedBehaviors.contains(ObjectIdentifier(behavior)) { dropRemovedBehaviors() }
        if rootsLeft.contains(ObjectIdentifier(behavior)) { treeChanged = true }
        storedBehaviors.append(behavior)
        attach(behavior)
        addedRoots.append(behavior)
    }

    /// Removes a behavior (and its children); items no other behavior holds stop being simulated.
    /// A behavior that is not one of `behaviors` (a child, or another animator's) is left alone.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard behavior.dynamicAnimator === self && behavior.parent == nil else { return }
        // Taken out of the list later, all at once: removing thousands one by one would
        // search and shift the list each time.
        detach(behavior)
        removedBehaviors.insert(ObjectIdentifier(behavior))
        rootsLeft.insert(ObjectIdentifier(behavior))
        // The list keeps (and retains) removed behaviors only until they are half of it, so
        // a program that never reads `behaviors` does not keep every behavior it removed;
        // the sweep's cost per removal stays bounded.
        if removedBehaviors.count > 64 && removedBehaviors.count * 2 > storedBehaviors.count {
            dropRemovedBehaviors()
        }
    }

    /// Takes the behaviors removed since the last call out of the list, keeping the order.
    private func dropRemovedBehaviors() {
        guard !removedBehaviors.isEmpty else { return }
        // A removed behavior is detached, or attached again as a child or to another animator
        // (one added back to this animator at the top left the list before), so it is the
        // listed behavior that is not this animator's own top level: no hashing per behavior.
        let me = ObjectIdentifier(self)
        storedBehaviors.keepInOrder { $0.attachment == me && $0.parent == nil }
        removedBehaviors.removeAll(keepingCapacity: true)
    }

    /// Removes every behavior.
    public func removeAllBehaviors() {
        for behavior in behaviors.reversed() { removeBehavior(behavior) }
    }

    /// The simulated items whose frame (rotated bounds' bounding box) meets `rect`.
    public func items(in rect: Rect) -> [DynamicItem] {
        flushMembership()
        return (0..<bodies.count).filter { frame(ofBody: $0).intersects(rect) }.map { bodies.items[$0] }
    }

    /// Re-reads an item's centre, bounds and transform after the app changed them directly.
    public func updateItem(usingCurrentState item: DynamicItem) {
        flushMembership()
        guard let i = bodies.index(of: item) else { return }
        requireFiniteGeometry(item)
        bodies.reload(at: i)
        materialsChanged = true
        wake()
    }

    /// The axis-aligned box around a body's rotated bounds.
    func frame(ofBody i: Int) -> Rect {
        let s = bodies.size[i], a = bodies.angle[i]
        let c = abs(cos(a)), sn = abs(sin(a))
        let w = s.width * c + s.height * sn, h = s.width * sn + s.height * c
        let p = bodies.position[i]
        return Rect(x: p.dx - w / 2, y: p.dy - h / 2, width: w, height: h)
    }
}

extension DynamicAnimator {
    /// The body index of an item after pending membership changes are applied.
    func bodyIndex(of item: DynamicItem) -> Int? {
        if !isStepping { flushMembership() }
        return bodies.index(of: item)
    }
}
