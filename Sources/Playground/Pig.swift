import Dynamics

/// A pig of the explosion: a 16 × 16 pt dynamic item (one 2-column emoji at the default cell
/// size) that remembers the push that launched it, as the seed's associated object did.
public final class Pig: DynamicItem {
    /// Side of a pig in points.
    public static let side: Double = 16
    /// Mass of a pig at density 1: the inscribed circle's area / 10 000 pt².
    public static let mass = Double.pi * (side / 2) * (side / 2) / Units.areaPerMass

    /// Stored without the run-time exclusivity check (as `transform`): the animator sets it
    /// for every pig every step, and the check cost more than the store.
    @exclusivity(unchecked) public var center: Point
    public let bounds = Rect(x: 0, y: 0, width: Pig.side, height: Pig.side)
    @exclusivity(unchecked) public var transform: Transform = .identity
    /// Pigs are round: they collide as the circle inscribed in their square.
    public let collisionBoundsType = DynamicItemCollisionBoundsType.ellipse
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
