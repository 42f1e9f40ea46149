import Dynamics

/// A pig of the explosion: a 16 × 16 pt dynamic item (one 2-column emoji at the default cell
/// size) that remembers the push that launched it, as the seed's associated object did.
public final class Pig: DynamicItem {
    /// Side of a pig in points.
    public static let side: Double = 16
    /// Mass of a pig at density 1: the inscribed circle's area / 10 000 pt².
    public static let mass = Double.pi * (side / 2) * (side / 2) / Units.areaPerMass

    // The centre and the rotation, written for every pig every step, are stored first and
    // side by side (bytes 16-80 of the object): the write-back's stores then reach fewer cache
    // lines (1.75 a pig on average, 16-byte aligned objects, against 2.25 with the bounds
    // between them). The bounds and the collision shape are the same for every pig, so they
    // are computed rather than stored, which also makes a pig 32 bytes smaller.

    /// Stored without the run-time exclusivity check (as `transform`): the animator sets it
    /// for every pig every step, and the check cost more than the store.
    @exclusivity(unchecked) public var center: Point
    @exclusivity(unchecked) public var transform: Transform = .identity
    public var bounds: Rect { Rect(x: 0, y: 0, width: Pig.side, height: Pig.side) }
    /// Pigs are round: they collide as the circle inscribed in their square.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
    /// The instantaneous push that launched this pig; removed with it.
    public var push: PushBehavior?
    /// True while the pig is one of the scene's collision behavior's items.
    var collides = false

    /// Creates a pig centred on a point.
    public init(center: Point) {
        self.center = center
    }

    /// The pig's frame in world points.
    public var frame: Rect { Rect(center: center, size: bounds.size) }
}
