import Dynamics
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The iOS 9 fields demo: a square and an ellipse in a box whose walls are the reference
/// bounds inset (as `setTranslatesReferenceBoundsIntoBoundary(with:)` did), gravity that
/// follows the "tilt" (arrow keys), and a noise field whose strength, smoothness and speed
/// are the sliders. A click drops another shape: rectangle, ellipse, triangle, pentagon.
public final class FieldsScene: PlaygroundScene {
    /// The catalog name.
    public static let name = "fields"
    public static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene { FieldsScene(bounds: bounds) }
    public let animator: DynamicAnimator
    public let world = DynamicBehavior()
    /// Pulls every shape, along the tilt.
    public let gravity = GravityBehavior()
    /// The demo's `noiseFieldWithSmoothness(1.0, animationSpeed: 0.5)`, strength 0.5.
    public let noise = FieldBehavior.noiseField(smoothness: 1, animationSpeed: 0.5)
    /// Keeps the shapes apart and inside the inset box.
    public let collision = CollisionBehavior(items: [])
    /// A little air resistance: the demo's shapes have no friction, so without it a shape
    /// nudged along the floor would slide forever and the animator would never rest.
    public let material = DynamicItemBehavior(items: [])
    /// The demo's blue square, 64 × 64 pt.
    public let square: BasicItem
    /// The demo's yellow ellipse (a circle here), 64 × 64 pt.
    public let ellipse: BasicItem
    /// Shapes dropped by clicks, oldest first (at most `maximumDropped`).
    public private(set) var dropped: [BasicItem] = []
    /// Shapes dropped since the scene began: picks the next shape of the cycle.
    private var droppedSoFar = 0

    /// The box's insets from the reference bounds: 2 rows on top (the demo's 20 pt), one
    /// row at the bottom and two columns at each side, at the default cell size.
    public static let insets = EdgeInsets(top: 32, left: 16, bottom: 16, right: 16)
    /// Most shapes clicks may add; the oldest goes when another comes.
    public static let maximumDropped = 12

    /// Creates the scene in a reference space of `bounds` points.
    public init(bounds: Rect) {
        animator = DynamicAnimator(referenceBounds: bounds)
        let box = bounds.inset(by: Self.insets)
        let side = 64.0
        square = BasicItem(
            center: Point(x: box.minX + side * 0.75, y: box.minY + side * 0.75),
            size: Size(width: side, height: side))
        ellipse = BasicItem(
            center: Point(x: box.minX + side * 2.25, y: box.minY + side * 0.75),
            size: Size(width: side, height: side), collisionBoundsType: .ellipse)
        collision.setTranslatesReferenceBoundsIntoBoundary(with: Self.insets)
        material.resistance = 0.5
        material.angularResistance = 0.5
        for behavior in [gravity, noise, collision, material] as [DynamicBehavior] { world.addChildBehavior(behavior) }
        animator.addBehavior(world)
        for item in [square, ellipse] { add(item) }
    }

    /// The sliders this scene responds to.
    public static let sliderList: [SliderID] = [.tilt, .gravity, .strength, .smoothness, .speed]
    /// What a left click does here.
    public static let clickHint = "drop a shape"
    public var movableItems: [DynamicItem] { [square, ellipse] + dropped }

    public func apply(_ tuning: Tuning) {
        gravity.apply(tuning)
        noise.applyNoise(tuning)
    }

    /// Drops the next shape of the cycle at `point`, if it is inside the box.
    public func click(at point: Point, tuning: Tuning) {
        guard animator.referenceBounds.inset(by: Self.insets).contains(point) else { return }
        if dropped.count >= Self.maximumDropped { remove(dropped.removeFirst()) }
        let item = Self.shape(number: droppedSoFar, at: point)
        droppedSoFar += 1
        dropped.append(item)
        add(item)
    }

    public func clear() {
        for item in dropped { remove(item) }
        dropped.removeAll()
    }

    public func resize(to bounds: Rect) {
        animator.referenceBounds = bounds
    }

    public func draw(into grid: inout CellGrid, with renderer: SceneRenderer) {
        let box = animator.referenceBounds.inset(by: Self.insets)
        let corners = Path(rect: box).points
        renderer.drawLines(
            zip(corners, corners.dropFirst() + [corners[0]]).map { ($0, $1) },
            style: Style(dim: true), into: &grid)
        for (i, item) in movableItems.enumerated() {
            renderer.fill(ItemShape(item: item), color: Self.palette[i % Self.palette.count], into: &grid)
        }
    }

    /// Shape colours in order: the demo's blue square, then the ellipse (green rather than the
    /// demo's yellow, which fades on light themes) and the dropped shapes.
    static let palette: [TermColor] = [.blue, .green, .red, .magenta, .cyan, .default]

    /// The n-th dropped shape: a 32 pt rectangle, a 40 × 24 pt ellipse, a triangle or a
    /// pentagon (convex paths, so the overlay shows path bounds too).
    static func shape(number n: Int, at p: Point) -> BasicItem {
        switch n % 4 {
        case 0: return BasicItem(center: p, size: Size(width: 32, height: 32))
        case 1: return BasicItem(center: p, size: Size(width: 40, height: 24), collisionBoundsType: .ellipse)
        default:
            let corners = n % 4 == 2 ? 3 : 5
            let points = (0..<corners).map { k in
                let a = -Double.pi / 2 + Double(k) * 2 * .pi / Double(corners)
                return Point(x: 20 * cos(a), y: 20 * sin(a))
            }
            return BasicItem(
                center: p, size: Size(width: 40, height: 40), collisionBoundsType: .path,
                collisionBoundingPath: Path(points: points))
        }
    }

    private func add(_ item: DynamicItem) {
        gravity.addItem(item)
        noise.addItem(item)
        collision.addItem(item)
        material.addItem(item)
    }

    private func remove(_ item: DynamicItem) {
        gravity.removeItem(item)
        noise.removeItem(item)
        collision.removeItem(item)
        material.removeItem(item)
    }
}
