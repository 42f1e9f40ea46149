import Dynamics
import Raster

/// The proxy-item idea (Auto Layout + UIKit Dynamics): a label keeps its laid-out place, and
/// the only thing the simulation changes is the transform it is drawn with. The animator
/// moves a stand-in item; the label is drawn at its layout centre with the proxy's
/// `absoluteTransform`. Two springs tie the proxy's ends to the label's laid-out ends, so it
/// wobbles home in place and rotation; a click flicks it off-centre with the push strength,
/// and it can be grabbed and thrown like any item.
public final class ProxyScene: PlaygroundScene {
    /// The catalog name.
    public static let name = "proxy"
    public static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene { ProxyScene(bounds: bounds) }
    public let animator: DynamicAnimator
    public let world = DynamicBehavior()
    /// The stand-in the animator moves.
    public let proxy: DynamicProxyItem
    /// Springs from the proxy's left and right ends to the label's laid-out ends: together
    /// they pull it back to its place and its rotation.
    public let springs: [AttachmentBehavior]
    /// The flick a click gives, an instantaneous push reused each time.
    public let flick = PushBehavior(items: [], mode: .instantaneous)
    /// The label's text.
    public static let text = "Hello, Dynamics!"
    /// What the label says about itself, laid out under it.
    public static let caption = "a laid-out label: only its transform animates"

    /// Creates the scene, laying the label out in `bounds`.
    public init(bounds: Rect) {
        animator = DynamicAnimator(referenceBounds: bounds)
        let size = Size(width: Double(Self.text.count) * 8, height: 16)
        proxy = DynamicProxyItem(center: Self.layoutCenter(in: bounds), size: size)
        let proxy = self.proxy
        springs = [-1.0, 1.0].map { side in
            let end = Offset(horizontal: side * size.width / 2, vertical: 0)
            let spring = AttachmentBehavior(
                item: proxy, offsetFromCenter: end,
                attachedToAnchor: proxy.center + end.vector)
            spring.length = 0
            spring.frequency = ProxyScene.springFrequency
            spring.damping = ProxyScene.springDamping
            return spring
        }
        flick.active = false
        flick.addItem(proxy)
        for spring in springs { world.addChildBehavior(spring) }
        world.addChildBehavior(flick)
        animator.addBehavior(world)
    }

    /// The springs' frequency (Hz) and damping ratio: a slow, lively wobble.
    static let springFrequency = 1.2, springDamping = 0.25

    /// The label's place: centred, two fifths of the way down.
    static func layoutCenter(in b: Rect) -> Point {
        Point(x: b.midX, y: b.minY + b.height * 0.4)
    }

    /// The sliders this scene responds to.
    public static let sliderList: [SliderID] = [.push]
    /// What a left click does here.
    public static let clickHint = "flick the label"
    public var movableItems: [DynamicItem] { [proxy] }
    public var countText: String {
        let t = proxy.absoluteTransform
        let degrees = Int((t.rotationAngle * 180 / .pi).rounded())
        return "rotation \(degrees) deg, offset (\(Int(t.tx.rounded())), \(Int(t.ty.rounded())))"
    }

    public func apply(_ tuning: Tuning) {}

    /// Pushes the label away from the click, at the label point nearest the click so it also
    /// spins: Δv = push strength (pt/s) at the centre.
    public func click(at point: Point, tuning: Tuning) {
        let away = proxy.center - point
        guard away.length > 0 else { return }
        let mass = animator.mass(of: proxy) ?? proxy.bounds.width * proxy.bounds.height / Units.areaPerMass
        let local = (point - proxy.center).rotated(by: -proxy.transform.rotationAngle)
        let w = proxy.bounds.width / 2, h = proxy.bounds.height / 2
        let grip = Offset(horizontal: min(max(local.dx, -w), w), vertical: min(max(local.dy, -h), h))
        flick.setTargetOffsetFromCenter(grip, for: proxy)
        flick.pushDirection = away.normalized * (tuning.push * mass / Units.pointsPerNewton)
        flick.active = true
    }

    public func clear() {}

    /// Lays the label out again: the proxy moves with its layout place (a layout change, not
    /// an animation), keeping its displacement from it.
    public func resize(to bounds: Rect) {
        animator.referenceBounds = bounds
        let shift = Self.layoutCenter(in: bounds) - proxy.originalCenter
        guard shift.length > 0 else { return }
        proxy.relayout(by: shift)
        for spring in springs { spring.anchorPoint = spring.anchorPoint + shift }
        animator.updateItem(usingCurrentState: proxy)
    }

    public func draw(into grid: inout CellGrid, with renderer: SceneRenderer) {
        let home = proxy.originalCenter
        let frame = Rect(center: home, size: proxy.bounds.size).insetBy(dx: -4, dy: -8)
        let corners = Path(rect: frame).points
        renderer.drawLines(
            zip(corners, corners.dropFirst() + [corners[0]]).map { ($0, $1) },
            style: Style(dim: true), into: &grid)
        let (column, row) = renderer.viewport.cell(containing: Point(x: home.x, y: home.y + 48))
        grid.write(Self.caption, column: column - Self.caption.count / 2, row: row, style: Style(dim: true))
        let t = proxy.absoluteTransform
        renderer.drawLabel(
            Self.text, center: home + Vector(dx: t.tx, dy: t.ty),
            transform: Transform(rotationAngle: t.rotationAngle),
            style: Style(foreground: .magenta, bold: true), into: &grid)
    }
}

/// The seed's `DynamicProxyItem`: a dynamic item standing in for a laid-out view. The animator
/// writes its centre and rotation; the view takes only `absoluteTransform`.
public final class DynamicProxyItem: DynamicItem {
    public var center: Point
    public let bounds: Rect
    public var transform: Transform = .identity
    /// The centre the view was laid out at.
    public private(set) var originalCenter: Point

    /// A proxy for a view of `size` laid out centred on `center`.
    public init(center: Point, size: Size) {
        self.center = center
        originalCenter = center
        bounds = Rect(origin: .zero, size: size)
    }

    /// The view's transform: the proxy's rotation, then its displacement from the layout
    /// centre (the seed's originalTransform ∘ transform ∘ translation).
    public var absoluteTransform: Transform {
        let offset = center - originalCenter
        return transform.concatenating(Transform(translationX: offset.dx, y: offset.dy))
    }

    /// The layout moved the view by `shift`: the proxy follows, keeping its displacement.
    func relayout(by shift: Vector) {
        originalCenter += shift
        center += shift
    }
}
