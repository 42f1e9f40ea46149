import Dynamics
import Raster

/// Boxes the way physics says they behave: a stack of five, a small pyramid, and a Newton's
/// cradle of five touching equal boxes (elasticity 1) on a frictionless stretch of floor. A
/// left click throws a heavy ball at the clicked point from a little to its left, so a user
/// can knock the stack or the pyramid over or start the cradle; a drag grabs and throws a box.
/// The layout follows the reference bounds, so a resize starts it over.
public final class StacksScene: PlaygroundScene {
    /// The catalog name.
    public static let name = "stacks"
    public static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene { StacksScene(bounds: bounds) }
    public let animator: DynamicAnimator
    public let world = DynamicBehavior()
    /// Pulls every box and ball, along the tilt.
    public let gravity = GravityBehavior()
    /// The reference bounds as walls and floor; every item collides with every other.
    public let collision = CollisionBehavior(items: [])
    /// The stack's and the pyramid's boxes: friction 0.6, elasticity 0.
    public let boxMaterial = DynamicItemBehavior(items: [])
    /// The cradle's boxes: elasticity 1 and no friction, so the floor under them is frictionless.
    public let cradleMaterial = DynamicItemBehavior(items: [])
    /// The thrown balls: dense (8: a ball weighs 1.6 boxes), a little bouncy (0.3), friction 0.4.
    public let ballMaterial = DynamicItemBehavior(items: [])
    /// The stack, bottom box first.
    public internal(set) var stack: [BasicItem] = []
    /// The pyramid, row by row from the bottom.
    public internal(set) var pyramid: [BasicItem] = []
    /// The cradle, left to right.
    public internal(set) var cradle: [BasicItem] = []
    /// Balls thrown by clicks, oldest first (at most `maximumBalls`).
    public private(set) var balls: [BasicItem] = []
    /// Text drawn under the items: a label starting at a world point, in a colour.
    var labels: [(at: Point, text: String, color: TermColor)] = []

    /// Boxes in the stack and in the cradle.
    public static let stackHeight = 5, cradleLength = 5
    /// Rows in the pyramid (boxes in its base).
    public static let pyramidBase = 4
    /// Most balls clicks may add; the oldest goes when another comes.
    public static let maximumBalls = 12
    /// Ball diameter in points.
    public static let ballSize = 16.0
    /// Slowest launch, pt/s: with the push slider near 0 a throw would take forever to land.
    public static let minimumThrowSpeed = 200.0
    /// How far left of the clicked point a ball starts, at the least, in points.
    public static let runUp = 64.0

    /// Creates the scene laid out in `bounds`.
    public init(bounds: Rect) {
        animator = DynamicAnimator(referenceBounds: bounds)
        collision.translatesReferenceBoundsIntoBoundary = true
        boxMaterial.friction = 0.6
        boxMaterial.elasticity = 0
        cradleMaterial.friction = 0
        cradleMaterial.elasticity = 1
        ballMaterial.density = 8
        ballMaterial.elasticity = 0.3
        ballMaterial.friction = 0.4
        for behavior in [gravity, collision, boxMaterial, cradleMaterial, ballMaterial] as [DynamicBehavior] {
            world.addChildBehavior(behavior)
        }
        animator.addBehavior(world)
        layOut(in: bounds)
    }

    /// The sliders this scene responds to: gravity, and the push slider as the throw's speed.
    public static let sliderList: [SliderID] = [.tilt, .gravity, .push]
    /// What a left click does here.
    public static let clickHint = "throw a ball or strike the cradle"
    public var movableItems: [DynamicItem] { stack + pyramid + cradle + balls }

    public func apply(_ tuning: Tuning) {
        gravity.apply(tuning)
    }

    /// On a cradle box, strikes the cradle: its leftmost box sets off to the right at the push
    /// slider's speed and passes the blow along the row. Anywhere else, throws a ball at `point`
    /// from its left (see `throwStart`), at the push slider's speed, aimed so that gravity
    /// brings it onto the point (see `throwVelocity`).
    public func click(at point: Point, tuning: Tuning) {
        if cradle.contains(where: { $0.frame.contains(point) }),
            let first = cradle.min(by: { $0.center.x < $1.center.x })
        {
            cradleMaterial.addLinearVelocity(Vector(dx: max(tuning.push, Self.minimumThrowSpeed), dy: 0), for: first)
            return
        }
        if balls.count >= Self.maximumBalls { remove(balls.removeFirst()) }
        let start = throwStart(toward: point)
        let ball = BasicItem(
            center: start, size: Size(width: Self.ballSize, height: Self.ballSize), collisionBoundsType: .ellipse)
        balls.append(ball)
        gravity.addItem(ball)
        collision.addItem(ball)
        ballMaterial.addItem(ball)
        let g = tuning.gravityVector * Units.gravity
        ballMaterial.addLinearVelocity(
            Self.throwVelocity(from: start, to: point, speed: max(tuning.push, Self.minimumThrowSpeed), gravity: g),
            for: ball)
    }

    /// Removes the thrown balls.
    public func clear() {
        for ball in balls { remove(ball) }
        balls.removeAll()
    }

    public func resize(to bounds: Rect) {
        animator.referenceBounds = bounds
    }

    public var restartsOnResize: Bool { true }

    public var countText: String { "boxes \(stack.count + pyramid.count + cradle.count) balls \(balls.count)" }

    public func draw(into grid: inout CellGrid, with renderer: SceneRenderer) {
        for label in labels {
            let (column, row) = renderer.viewport.cell(containing: label.at)
            _ = grid.write(label.text, column: column, row: row, style: Style(foreground: label.color))
        }
        for (items, colors) in [(stack, Self.stackColors), (pyramid, Self.pyramidColors), (cradle, Self.cradleColors)] {
            for (k, item) in items.enumerated() {
                renderer.fill(ItemShape(item: item), color: colors[k % colors.count], into: &grid)
            }
        }
        for ball in balls { renderer.fill(ItemShape(item: ball), color: .default, into: &grid) }
    }

    /// Each group's two colours, alternating box by box so that touching boxes stay apart on
    /// screen; the balls take the terminal's own foreground.
    static let stackColors: [TermColor] = [.cyan, .blue]
    static let pyramidColors: [TermColor] = [.green, .yellow]
    static let cradleColors: [TermColor] = [.magenta, .red]

    /// Where a ball thrown at `target` starts: `runUp` to its left, or further left until it
    /// overlaps no item, but never inside a wall.
    func throwStart(toward target: Point) -> Point {
        let b = animator.referenceBounds, r = Self.ballSize / 2
        let y = min(max(target.y, b.minY + r + 1), b.maxY - r - 1)
        var x = target.x - Self.runUp
        while x > b.minX + r, movableItems.contains(where: { Self.overlaps($0, ballAt: Point(x: x, y: y)) }) { x -= r }
        return Point(x: max(x, b.minX + r + 1), y: y)
    }

    /// True when a ball centred on `p` would touch `item` (its bounds' circumcircle, which
    /// holds at any rotation).
    private static func overlaps(_ item: DynamicItem, ballAt p: Point) -> Bool {
        let size = item.bounds.size
        let reach = (size.width * size.width + size.height * size.height).squareRoot() / 2 + ballSize / 2
        return item.center.distance(to: p) < reach
    }

    /// The launch velocity (pt/s) that carries a ball from `start` to `target` under a constant
    /// `gravity` (pt/s²), taking as long as a straight flight at `speed` would:
    /// T = |target − start| / speed and v = (target − start) / T − ½·g·T, from
    /// target = start + v·T + ½·g·T².
    static func throwVelocity(from start: Point, to target: Point, speed: Double, gravity: Vector) -> Vector {
        let offset = target - start
        guard offset.length > 1, speed > 0 else { return .zero }
        let time = offset.length / speed
        return offset / time - gravity * (time / 2)
    }

    private func remove(_ ball: BasicItem) {
        gravity.removeItem(ball)
        collision.removeItem(ball)
        ballMaterial.removeItem(ball)
    }
}
