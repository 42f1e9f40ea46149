import Dynamics
import Testing

/// Degenerate shapes with collisions on: the narrow phase divides by lengths and normalises
/// directions, exactly where zero sizes, needle-thin ellipses and coincident centres put zeros.
@Suite("Firewall: degenerate geometry")
struct FirewallGeometryTests {
    /// A lab with `items` added, run for 600 frames; returns it for further checks.
    @discardableResult
    func simulate(_ items: [BasicItem], sourceLocation: SourceLocation = #_sourceLocation) -> FirewallLab {
        let lab = FirewallLab()
        for item in items { lab.add(item) }
        lab.run()
        let bad =
            lab.nonFiniteState()
            + items.enumerated().compactMap { i, item in
                item.center.isFinite && item.transform.rotationAngle.isFinite ? nil : "added item \(i): \(item.center)"
            }
        #expect(bad.isEmpty, "\(bad)", sourceLocation: sourceLocation)
        return lab
    }

    // Items of zero width or height are refused when they join (they would have no mass):
    // FirewallRejectionTests. The smallest sizes that are accepted must still behave.
    @Test("near-zero items of every shape, stacked on one point")
    func nearZeroSize() {
        let tiny = Size(width: 1e-9, height: 1e-9), at = Point(x: 500, y: 300)
        simulate([
            BasicItem(center: at, size: tiny),
            BasicItem(center: at, size: tiny, collisionBoundsType: .ellipse),
            BasicItem(center: at, size: Size(width: 1e-9, height: 40)),
            BasicItem(center: at, size: Size(width: 40, height: 1e-9), collisionBoundsType: .ellipse),
            BasicItem(center: at, size: Size(width: 1e-12, height: 1e-12), collisionBoundsType: .ellipse),
        ])
    }

    @Test("1000:1 ellipses, lying and standing, crossing each other and the lab's bodies")
    func needleEllipses() {
        var items: [BasicItem] = []
        for k in 0..<6 {
            let lying = k % 2 == 0
            let size = lying ? Size(width: 500, height: 0.5) : Size(width: 0.5, height: 500)
            items.append(
                BasicItem(center: Point(x: 350 + Double(k) * 60, y: 280), size: size, collisionBoundsType: .ellipse))
        }
        items.append(
            BasicItem(center: Point(x: 500, y: 100), size: Size(width: 1000, height: 1), collisionBoundsType: .ellipse))
        simulate(items)
    }

    @Test("ten items on exactly the same centre are pushed apart, not into NaN")
    func coincidentCentres() {
        let at = Point(x: 500, y: 300)
        let boxes = (0..<5).map { _ in BasicItem(center: at, size: Size(width: 30, height: 30)) }
        let discs = (0..<5).map { _ in
            BasicItem(center: at, size: Size(width: 30, height: 30), collisionBoundsType: .ellipse)
        }
        simulate(boxes + discs)
        let spread = Set((boxes + discs).map { "\(Int($0.center.x)),\(Int($0.center.y))" })
        #expect(spread.count > 1, "the stack came apart")
    }

    @Test("an item exactly on a wall's line and one exactly in a corner")
    func onBoundaries() {
        simulate([
            BasicItem(center: Point(x: 0, y: 300), size: Size(width: 20, height: 20)),
            BasicItem(center: Point(x: 1000, y: 600), size: Size(width: 20, height: 20), collisionBoundsType: .ellipse),
            BasicItem(center: Point(x: 500, y: 600), size: Size(width: 1e-9, height: 1e-9)),
        ])
    }
}
