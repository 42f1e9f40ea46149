/// What a collision behavior makes its items collide with.
public struct CollisionMode: OptionSet, Sendable, Hashable {
    /// The option bits: 1 for `.items`, 2 for `.boundaries`.
    public let rawValue: UInt
    /// Creates a mode from its option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Items collide with each other.
    public static let items = CollisionMode(rawValue: 1)
    /// Items collide with the boundaries.
    public static let boundaries = CollisionMode(rawValue: 2)
    /// Both. The default.
    public static let everything: CollisionMode = [.items, .boundaries]
}

/// Makes its items collide with each other and with boundaries. The counterpart of
/// `UICollisionBehavior`. Each collision behavior is a collision group: two items collide only
/// if some collision behavior holds both (with `.items` in its mode).
///
/// ```swift
/// let collision = CollisionBehavior(items: [box, ball])
/// collision.translatesReferenceBoundsIntoBoundary = true      // the edges are walls
/// collision.addBoundary(withIdentifier: "ramp", from: Point(x: 0, y: 300), to: Point(x: 400, y: 420))
/// animator.addBehavior(collision)
/// ```
public final class CollisionBehavior: DynamicBehavior {
    private var list: IndexedItemList
    /// The boundaries added by identifier, in the order they were added.
    private(set) var namedBoundaries: [(identifier: AnyHashable, path: Path, isSegment: Bool)] = []
    /// Bumped whenever boundaries change, so the animator rebuilds its static geometry.
    private(set) var boundaryGeneration = 0

    /// Creates a collision behavior for `items`.
    public init(items: [DynamicItem]) {
        list = IndexedItemList(items)
        super.init()
    }

    /// The items this behavior makes collide.
    public var items: [DynamicItem] { list.items }

    /// What the items collide with. Default `.everything`.
    public var collisionMode: CollisionMode = .everything {
        didSet { changed() }
    }

    /// Told when contacts begin and end. Held weakly; default nil.
    public weak var collisionDelegate: CollisionBehaviorDelegate?

    /// Whether the animator's reference bounds (inset by `referenceBoundsInsets`) are walls.
    /// Default false.
    public var translatesReferenceBoundsIntoBoundary = false {
        didSet { changed() }
    }

    /// Insets of the reference-bounds walls, in points. Default zero.
    public private(set) var referenceBoundsInsets = EdgeInsets.zero

    /// Turns the reference bounds, inset by `insets` points, into walls.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        for (v, name) in [
            (insets.top, "top"), (insets.left, "left"), (insets.bottom, "bottom"), (insets.right, "right"),
        ] {
            requireFinite(v, "CollisionBehavior reference bounds inset \(name)")
        }
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a straight boundary from `p1` to `p2` (world points), collided with
    /// from both sides.
    public func addBoundary(withIdentifier identifier: AnyHashable, from p1: Point, to p2: Point) {
        require(
            p1.isFinite && p2.isFinite,
            "CollisionBehavior.addBoundary(withIdentifier: \(identifier)): points must be finite")
        setBoundary(identifier, Path(points: [p1, p2]), isSegment: true)
    }

    /// Adds (or replaces) a boundary along the edges of a closed path (world points).
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: Path) {
        require(
            path.points.count >= 2,
            "CollisionBehavior.addBoundary(withIdentifier: \(identifier)): a path needs at least 2 points")
        require(
            path.points.allSatisfy(\.isFinite),
            "CollisionBehavior.addBoundary(withIdentifier: \(identifier)): points must be finite")
        setBoundary(identifier, path, isSegment: path.points.count == 2)
    }

    /// The boundary with this identifier, as a path (two points for a segment).
    public func boundary(withIdentifier identifier: AnyHashable) -> Path? {
        namedBoundaries.first { $0.identifier == identifier }?.path
    }

    /// Removes the boundary with this identifier, if any.
    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        namedBoundaries.removeAll { $0.identifier == identifier }
        changed()
    }

    /// The identifiers of the added boundaries, in the order they were added.
    public var boundaryIdentifiers: [AnyHashable] { namedBoundaries.map(\.identifier) }

    /// Removes every added boundary (the reference-bounds walls stay if on).
    public func removeAllBoundaries() {
        namedBoundaries.removeAll()
        changed()
    }

    /// Starts making an item collide.
    public func addItem(_ item: DynamicItem) {
        guard list.add(item) else { return }
        itemAdded(item)
        changed()
    }

    /// Stops making an item collide.
    public func removeItem(_ item: DynamicItem) {
        guard list.remove(item) else { return }
        itemRemoved(item)
        changed()
    }

    override var ownItems: [DynamicItem] { list.items }

    override var isCollision: Bool { true }

    /// Body indices of the items (cached between membership changes).
    func bodyIndices(_ bodies: BodyStore) -> [Int] { list.indices(in: bodies) }

    private func setBoundary(_ identifier: AnyHashable, _ path: Path, isSegment: Bool) {
        if let i = namedBoundaries.firstIndex(where: { $0.identifier == identifier }) {
            namedBoundaries[i] = (identifier, path, isSegment)
        } else {
            namedBoundaries.append((identifier, path, isSegment))
        }
        changed()
    }

    private func changed() {
        boundaryGeneration &+= 1
        dynamicAnimator?.collisionConfigurationChanged()
        setNeedsUpdate()
    }
}

/// Told when an item starts or stops touching another item or a boundary.
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items started touching at `point` (world points).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
        with item2: DynamicItem, at point: Point)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
    /// An item started touching a boundary (`identifier` nil for the reference-bounds walls).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    /// Does nothing: implement only the events you need.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
        with item2: DynamicItem, at point: Point
    ) {}
    /// Does nothing: implement only the events you need.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: DynamicItem,
        with item2: DynamicItem
    ) {}
    /// Does nothing: implement only the events you need.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {}
    /// Does nothing: implement only the events you need.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {}
}
