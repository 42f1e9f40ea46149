import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Attachment: rigid rods and pendulums")
struct AttachmentPendulumTests {
    /// A 200 pt rod from the anchor (0, 0) to an item's centre, released 5° from vertical.
    /// The rod holds the item's centre, so it exerts no torque on it: the item's rotational
    /// inertia plays no part and it swings as a point mass (a simple pendulum).
    private func pendulum() -> (DynamicAnimator, BasicItem, AttachmentBehavior) {
        let animator = makeAnimator()
        let θ0 = 5 * Double.pi / 180
        let bob = unitBox(at: Point(x: 200 * sin(θ0), y: 200 * cos(θ0)))
        let rod = AttachmentBehavior(item: bob, attachedToAnchor: .zero)
        animator.addBehavior(rod)
        animator.addBehavior(GravityBehavior(items: [bob]))
        return (animator, bob, rod)
    }

    @Test("a 200 pt rod at 1000 pt/s² swings with T = 2π√(L/g)·(1 + θ₀²/16) within 1 %")
    func simplePendulumPeriod() {
        let (animator, bob, rod) = pendulum()
        #expect(abs(rod.length - 200) < 1e-9, "length defaults to the distance at creation")
        let samples = record(animator, seconds: 9) { bob.center.x }
        let θ0 = 5 * Double.pi / 180
        let expected = 2 * Double.pi * (200.0 / 1000).squareRoot() * (1 + θ0 * θ0 / 16)
        let measured = period(samples)
        #expect(abs(measured / expected - 1) < 0.01, "T = \(measured) s, analytic \(expected) s")
    }

    @Test("the rod's length stays within 0.5 % over 10 s")
    func lengthHolds() {
        let (animator, bob, _) = pendulum()
        let samples = record(animator, seconds: 10) { bob.center.distance(to: .zero) }
        let worst = samples.map { abs($0.value - 200) }.max() ?? .infinity
        #expect(worst < 1, "worst length error \(worst) pt")
    }

    @Test("an item pinned by a point 50 pt off its centre swings as a physical pendulum")
    func physicalPendulum() {
        // Pivot at the anchor, 50 pt above the centre of a 100 × 100 mass-1 item:
        // I_pivot = m(w² + h²)/12 + m·d², T = 2π√(I_pivot / (m·g·d)) = 2π√(4166.7 / 50 000) s.
        let animator = makeAnimator()
        let θ0 = 5 * Double.pi / 180
        let box = unitBox(at: Point(x: -50 * sin(θ0), y: 50 * cos(θ0)))
        box.transform = Transform(rotationAngle: θ0)
        let pin = AttachmentBehavior(
            item: box, offsetFromCenter: Offset(horizontal: 0, vertical: -50),
            attachedToAnchor: .zero)
        #expect(abs(pin.length) < 1e-9)
        animator.addBehavior(pin)
        animator.addBehavior(GravityBehavior(items: [box]))
        let samples = record(animator, seconds: 8) { box.transform.rotationAngle }
        let expected = 2 * Double.pi * ((20_000.0 / 12 + 2_500) / 50_000).squareRoot() * (1 + θ0 * θ0 / 16)
        let measured = period(samples)
        #expect(abs(measured / expected - 1) < 0.01, "T = \(measured) s, analytic \(expected) s")
        #expect(worldPoint(box, offset: Vector(dx: 0, dy: -50)).distance(to: .zero) < 0.5)
    }

    @Test("moving anchorPoint wakes the animator and drags the item along")
    func draggingTheAnchor() {
        let animator = makeAnimator()
        let item = unitBox(at: Point(x: 0, y: 100))
        let rod = AttachmentBehavior(item: item, attachedToAnchor: .zero)
        animator.addBehavior(rod)
        run(animator, seconds: 1)
        #expect(!animator.isRunning, "nothing moves, so the animator pauses")
        rod.anchorPoint = Point(x: 2, y: 0)
        #expect(animator.isRunning)
        var worst = 0.0
        for _ in 0..<120 {  // 2 s at 120 pt/s
            rod.anchorPoint.x += 2
            animator.step(by: 1.0 / 60)
            worst = max(worst, abs(item.center.distance(to: rod.anchorPoint) - 100))
        }
        // The anchor jumps 2 pt per frame; the stiff soft rod takes up ~70 % of a jump within
        // the frame's four sub-steps, so it lags by under half a jump and catches up once it stops.
        #expect(worst < 1, "the rod stretched by up to \(worst) pt while dragged")
        run(animator, seconds: 0.25)
        #expect(abs(item.center.distance(to: rod.anchorPoint) - 100) < 0.05)
        #expect(item.center.x > 141, "trails the anchor at x = 242 on its 100 pt rod (item at x = \(item.center.x))")
    }
}
