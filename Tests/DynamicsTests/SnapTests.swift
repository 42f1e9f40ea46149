import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Snap")
struct SnapTests {
    @Test("from 1280 pt away, a spinning item snaps to its point and turns back to its angle")
    func convergesAndUnturns() {
        let animator = makeAnimator()
        let item = unitBox(at: Point(x: 1000, y: -800))
        item.transform = Transform(rotationAngle: 0.4)
        let snap = SnapBehavior(item: item, snapTo: .zero)
        let probe = DynamicItemBehavior(items: [item])
        probe.addAngularVelocity(8, for: item)
        animator.addBehavior(probe)
        animator.addBehavior(snap)
        run(animator, seconds: 3)
        #expect(item.center.distance(to: .zero) < 0.5, "at \(item.center)")
        #expect(abs(item.transform.rotationAngle - 0.4) < 0.01, "angle \(item.transform.rotationAngle)")
    }

    @Test("it stays put (the animator pauses), and a new snapPoint wakes it and re-targets")
    func retargets() {
        let animator = makeAnimator()
        let item = unitBox(at: Point(x: 300, y: 0))
        let snap = SnapBehavior(item: item, snapTo: .zero)
        animator.addBehavior(snap)
        run(animator, seconds: 4)
        #expect(!animator.isRunning, "settled")
        #expect(item.center.distance(to: .zero) < 0.5)
        snap.snapPoint = Point(x: -200, y: 150)
        #expect(animator.isRunning)
        run(animator, seconds: 3)
        #expect(item.center.distance(to: Point(x: -200, y: 150)) < 0.5, "at \(item.center)")
    }

    /// The farthest the item goes past the snap point, approaching from 500 pt to its left.
    private func overshoot(damping: Double) -> Double {
        let animator = makeAnimator()
        let item = unitBox(at: Point(x: -500, y: 0))
        let snap = SnapBehavior(item: item, snapTo: .zero)
        snap.damping = damping
        animator.addBehavior(snap)
        return record(animator, seconds: 3) { item.center.x }.map(\.value).max() ?? .nan
    }

    @Test("damping 1 does not overshoot; damping 0.1 overshoots by about e^(−πζ/√(1−ζ²)), ζ = 0.37")
    func dampingShapesTheOvershoot() {
        let stiff = overshoot(damping: 1), loose = overshoot(damping: 0.1)
        let ζ = 0.3 + 0.7 * 0.1
        let analytic = 500 * exp(-Double.pi * ζ / (1 - ζ * ζ).squareRoot())
        #expect(stiff < 0.5, "damping 1 overshot \(stiff) pt")
        #expect(loose > stiff)
        #expect(abs(loose / analytic - 1) < 0.15, "damping 0.1 overshot \(loose) pt, analytic \(analytic) pt")
    }

    @Test("the mass does not change the motion")
    func massIndependent() {
        func position(density: Double) -> Point {
            let animator = makeAnimator()
            let item = unitBox(at: Point(x: -500, y: 0))
            let props = DynamicItemBehavior(items: [item])
            props.density = density
            animator.addBehavior(props)
            animator.addBehavior(SnapBehavior(item: item, snapTo: .zero))
            run(animator, seconds: 0.25)
            return item.center
        }
        #expect(position(density: 1).distance(to: position(density: 20)) < 1e-6)
    }

    @Test("damping is clamped to 0…1")
    func dampingClamped() {
        let snap = SnapBehavior(item: unitBox(), snapTo: .zero)
        #expect(snap.damping == 0.5)
        snap.damping = 3
        #expect(snap.damping == 1)
        snap.damping = -1
        #expect(snap.damping == 0)
    }
}
