/// The shape an item collides with.
public enum DynamicItemCollisionBoundsType: Sendable, Hashable {
    /// The item's bounds rectangle, rotated with the item.
    case rectangle
    /// The ellipse inscribed in the bounds (radii half the width and height).
    case ellipse
    /// The item's `collisionBoundingPath`, a convex polygon around its centre.
    case path
}

/// Anything the animator can move: it reads the centre, size and rotation, and writes back the
/// centre and rotation after each step. The counterpart of `UIDynamicItem`.
///
/// Conform your own model class (``BasicItem`` is a ready-made one); the animator only needs
/// these three properties, plus the collision shape if it is not the bounds rectangle:
/// ```swift
/// final class Sprite: DynamicItem {
///     var center = Point(x: 100, y: 100)                          // pt, written every step
///     let bounds = Rect(x: 0, y: 0, width: 24, height: 24)       // pt, origin ignored
///     var transform = Transform.identity                          // rotation, written every step
///     var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
/// }
/// animator.addBehavior(GravityBehavior(items: [Sprite()]))
/// ```
public protocol DynamicItem: AnyObject {
    /// The item's centre in the reference coordinate space, in points.
    var center: Point { get set }
    /// The item's size in points (the origin is ignored).
    var bounds: Rect { get }
    /// The item's rotation, written back by the animator as a pure rotation.
    var transform: Transform { get set }
    /// The shape used for collisions and for mass. Default `.rectangle`.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The convex polygon (relative to the centre) used when `collisionBoundsType == .path`.
    var collisionBoundingPath: Path? { get }
}

extension DynamicItem {
    /// `.rectangle`: an item collides with its bounds unless it says otherwise.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// `nil`: an item has no collision path unless it provides one.
    public var collisionBoundingPath: Path? { nil }
}

/// A plain dynamic item: a centre, a size and a rotation, with no view attached.
///
/// ```swift
/// let box = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 100, height: 100))
/// animator.addBehavior(GravityBehavior(items: [box]))
/// ```
public final class BasicItem: DynamicItem {
    /// The centre in the reference space, in points; the animator writes it after each step.
    ///
    /// Stored without the run-time exclusivity check (as `transform`): the animator sets it
    /// for every item every step, and the check cost more than the store.
    @exclusivity(unchecked) public var center: Point
    /// The size in points (origin `.zero`); the animator reads it for shape and mass.
    public var bounds: Rect
    /// The rotation, written back by the animator as a pure rotation. Default `.identity`.
    @exclusivity(unchecked) public var transform: Transform = .identity
    /// The collision shape, fixed at creation. Default `.rectangle`.
    public let collisionBoundsType: DynamicItemCollisionBoundsType
    /// The convex polygon around the centre (points) used with `.path`. Default `nil`.
    public let collisionBoundingPath: Path?

    /// Creates an item of the given size centred on `center`.
    public init(
        center: Point, size: Size, collisionBoundsType: DynamicItemCollisionBoundsType = .rectangle,
        collisionBoundingPath: Path? = nil
    ) {
        self.center = center
        self.bounds = Rect(origin: .zero, size: size)
        self.collisionBoundsType = collisionBoundsType
        self.collisionBoundingPath = collisionBoundingPath
    }

    /// The item's frame: its bounds centred on `center` (ignoring rotation).
    public var frame: Rect { Rect(center: center, size: bounds.size) }
}
