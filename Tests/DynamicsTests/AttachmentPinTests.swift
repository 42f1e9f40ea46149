import Dynamics
import Testing

@Suite("Attachment: pin (revolute)")
struct AttachmentPinTests {
    @Test("two spinning free items keep the pinned point together within 0.5 pt")
    func sharedPoint() {
        let animator = makeAnimator()
        let a = unitBox(at: .zero), b = unitBox(at: Point(x: 100, y: 0))
        let pin = AttachmentBehavior.pinAttachment(with: b, attachedTo: a, attachmentAnchor: Point(x: 50, y: 0))
        let probe = DynamicItemBehavior(items: [a, b])
        probe.addAngularVelocity(2, for: a)
        probe.addAngularVelocity(-3, for: b)
        probe.addLinearVelocity(Vector(dx: 30, dy: 0), for: b)
        animator.addBehavior(probe)
        animator.addBehavior(pin)
        var turnA = TurnCounter(a), turnB = TurnCounter(b)
        var worst = 0.0
        for _ in 0..<300 {
            animator.step(by: 1.0 / 60)
            turnA.update(a); turnB.update(b)
            let onA = worldPoint(a, offset: Vector(dx: 50, dy: 0)), onB = worldPoint(b, offset: Vector(dx: -50, dy: 0))
            let gap = onA.distance(to: onB)
            worst = max(worst, gap)
        }
        #expect(worst < 0.5, "pinned points drifted \(worst) pt apart")
        #expect(abs(turnB.angle - turnA.angle) > 1, "they turned relative to each other")
    }

    @Test("attachmentRange (−0.2, 0.2) keeps the relative angle in range ± 0.01")
    func angleRange() {
        let animator = makeAnimator()
        let post = anchoredBox(at: .zero, in: animator)
        let arm = unitBox(at: Point(x: 100, y: 0))
        let pin = AttachmentBehavior.pinAttachment(with: arm, attachedTo: post, attachmentAnchor: Point(x: 50, y: 0))
        pin.attachmentRange = FloatRange(minimum: -0.2, maximum: 0.2)
        let probe = DynamicItemBehavior(items: [arm])
        probe.addAngularVelocity(-12, for: arm)  // flung up against the lower limit first
        animator.addBehavior(probe)
        animator.addBehavior(pin)
        animator.addBehavior(GravityBehavior(items: [arm]))
        let samples = record(animator, seconds: 3) { arm.transform.rotationAngle }
        let (low, high) = (samples.map(\.value).min()!, samples.map(\.value).max()!)
        #expect(low > -0.21 && low < -0.19, "hit the lower limit: min \(low)")
        #expect(high < 0.21, "max \(high)")
        #expect(abs(arm.transform.rotationAngle - 0.2) < 0.01, "gravity holds it on the upper limit")
        #expect(worldPoint(arm, offset: Vector(dx: -50, dy: 0)).distance(to: Point(x: 50, y: 0)) < 0.5)
    }

    @Test("frictionTorque brakes the relative spin at τ/I: 50 UIKit N·pt on inertia 1667 → 3 rad/s²")
    func friction() {
        let animator = makeAnimator()
        let post = anchoredBox(at: .zero, in: animator)
        let wheel = unitBox(at: Point(x: 200, y: 0))
        let axle = AttachmentBehavior.pinAttachment(with: wheel, attachedTo: post, attachmentAnchor: wheel.center)
        axle.frictionTorque = 50
        let probe = DynamicItemBehavior(items: [wheel])
        probe.addAngularVelocity(3, for: wheel)
        animator.addBehavior(probe)
        animator.addBehavior(axle)
        // ω(t) = 3 − (50·100 / (1·(100² + 100²)/12))·t = 3 − 3t.
        run(animator, seconds: 0.5)
        let halfway = probe.angularVelocity(for: wheel)
        #expect(abs(halfway - 1.5) < 0.03, "ω(0.5 s) = \(halfway) rad/s")
        run(animator, seconds: 1)
        #expect(abs(probe.angularVelocity(for: wheel)) < 1e-9, "stopped, and friction does not turn it back")
    }

    @Test("without frictionTorque the spin is kept")
    func noFriction() {
        let animator = makeAnimator()
        let post = anchoredBox(at: .zero, in: animator)
        let wheel = unitBox(at: Point(x: 200, y: 0))
        let axle = AttachmentBehavior.pinAttachment(with: wheel, attachedTo: post, attachmentAnchor: wheel.center)
        let probe = DynamicItemBehavior(items: [wheel])
        probe.addAngularVelocity(3, for: wheel)
        animator.addBehavior(probe)
        animator.addBehavior(axle)
        run(animator, seconds: 1.5)
        #expect(abs(probe.angularVelocity(for: wheel) - 3) < 1e-6)
        #expect(wheel.center.distance(to: Point(x: 200, y: 0)) < 1e-6)
    }
}
