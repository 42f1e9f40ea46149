import Dynamics
import Raster

/// A tour of the behaviors: a spring and a rope pendulum (each a composite behavior), a
/// diamond held by a snap that a click re-targets, and along the bottom four lanes comparing
/// item properties side by side: elasticity, friction on a ramp, density under the same
/// push, and air resistance. The layout follows the reference bounds, so a resize starts the
/// tour over.
public final class TourScene: PlaygroundScene {
    /// The catalog name.
    public static let name = "tour"
    public static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene { TourScene(bounds: bounds) }
    public let animator: DynamicAnimator
    public let world = DynamicBehavior()
    /// Pulls everything but the snapped diamond.
    public let gravity = GravityBehavior()
    /// Walls (the reference bounds), lane dividers and the ramp.
    public let collision = CollisionBehavior(items: [])
    /// The diamond a click moves.
    public let snap: SnapBehavior
    /// The continuous push of the density lane, switched on in short bursts.
    public let fan = PushBehavior(items: [], mode: .continuous)

    /// Drawable items with their colours, in drawing order.
    var pieces: [(item: BasicItem, color: TermColor)] = []
    /// Text drawn under the items: coloured runs starting at a world point.
    var labels: [(at: Point, runs: [(String, TermColor)])] = []
    /// Static lines (dividers, ramp) to draw.
    var lines: [(Point, Point)] = []
    /// Pendulum anchors, drawn as small rings.
    var anchors: [Point] = []
    /// The pendulums, whose spring and rope are drawn.
    var pendulums: [PendulumBehavior] = []

    /// First burst of the fan (s), time between bursts (s), burst length (s), and count.
    static let fanStart = 1.0, fanPeriod = 3.0, fanBurst = 0.25, fanBursts = 4

    /// Creates the tour laid out in `bounds`.
    public init(bounds: Rect) {
        animator = DynamicAnimator(referenceBounds: bounds)
        let diamond = BasicItem(
            center: Point(x: bounds.minX + bounds.width * 0.56, y: bounds.minY + bounds.height * 0.2),
            size: Size(width: 28, height: 28), collisionBoundsType: .path,
            collisionBoundingPath: Path(points: [
                Point(x: 0, y: -14), Point(x: 14, y: 0),
                Point(x: 0, y: 14), Point(x: -14, y: 0),
            ]))
        snap = SnapBehavior(item: diamond, snapTo: diamond.center)
        collision.translatesReferenceBoundsIntoBoundary = true
        for behavior in [gravity, collision, snap, fan] as [DynamicBehavior] { world.addChildBehavior(behavior) }
        animator.addBehavior(world)
        collision.addItem(diamond)
        pieces.append((diamond, .magenta))
        layOut(in: bounds)
        world.action = { [unowned self] in self.runFan() }
    }

    /// The sliders this scene responds to.
    public static let sliderList: [SliderID] = [.tilt, .gravity]
    /// What a left click does here.
    public static let clickHint = "snap the diamond"
    public var movableItems: [DynamicItem] { pieces.map(\.item) }
    public var restartsOnResize: Bool { true }

    public func apply(_ tuning: Tuning) {
        gravity.apply(tuning)
    }

    /// Re-targets the diamond's snap.
    public func click(at point: Point, tuning: Tuning) {
        snap.snapPoint = point
    }

    /// Sends the diamond home.
    public func clear() {
        let b = animator.referenceBounds
        snap.snapPoint = Point(x: b.minX + b.width * 0.56, y: b.minY + b.height * 0.2)
    }

    public func resize(to bounds: Rect) {
        animator.referenceBounds = bounds
    }

    public func draw(into grid: inout CellGrid, with renderer: SceneRenderer) {
        let v = renderer.viewport
        renderer.drawLines(lines, style: Style(dim: true), into: &grid)
        for label in labels {
            var (column, row) = v.cell(containing: label.at)
            for (text, color) in label.runs {
                column = grid.write(text, column: column, row: row, style: Style(foreground: color))
            }
        }
        renderer.drawAttachments(pendulums.map(\.drawing), into: &grid)
        for anchor in anchors {
            let (column, row) = v.cell(containing: anchor)
            grid.put(renderer.glyphs == .unicode ? "◦" : "o", column: column, row: row, style: Style(bold: true))
        }
        for piece in pieces { renderer.fill(ItemShape(item: piece.item), color: piece.color, into: &grid) }
    }

    /// Switches the density lane's fan on for `fanBurst` seconds every `fanPeriod`, a few
    /// times, then leaves it off so the tour can come to rest.
    private func runFan() {
        let t = animator.elapsedTime - Self.fanStart
        let on =
            t >= 0 && t < Self.fanPeriod * Double(Self.fanBursts)
            && t.truncatingRemainder(dividingBy: Self.fanPeriod) < Self.fanBurst
        if fan.active != on { fan.active = on }
    }
}
