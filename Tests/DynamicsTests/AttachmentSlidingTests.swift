import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Attachment: sliding (prismatic)")
struct AttachmentSlidingTests {
    private static let axis = Vector(dx: 1, dy: 1).normalized

    /// How far `p` has moved along the rail and across it, from `origin`.
    private func along(_ p: Point, from origin: Point) -> (along: Double, across: Double) {
        let d = p - origin
        return (d.dot(Self.axis), d.dot(Self.axis.perpendicular))
    }

    @Test("on a diagonal rail an item only slides along it, without turning, and stops at the range")
    func rail() {
        let animator = makeAnimator()
        let item = unitBox(at: .zero)
        // Attached 30 pt right and 20 pt above its centre, so the rail's rows carry an arm.
        let slider = AttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: Point(x: 30, y: -20),
            axisOfTranslation: Vector(dx: 2, dy: 2))
        slider.attachmentRange = FloatRange(minimum: -50, maximum: 100)
        let kick = PushBehavior(items: [item], mode: .instantaneous)
        kick.pushDirection = Vector(dx: 3, dy: -2)  // across the rail, off centre: would spin it
        kick.setTargetOffsetFromCenter(Offset(horizontal: 40, vertical: 40), for: item)
        let gravity = GravityBehavior(items: [item])
        [slider, kick, gravity].forEach(animator.addBehavior)
        var worst = (across: 0.0, angle: 0.0, beyond: 0.0)
        for _ in 0..<180 {
            animator.step(by: 1.0 / 60)
            let (t, s) = along(item.center, from: .zero)
            worst = (
                max(worst.across, abs(s)), max(worst.angle, abs(item.transform.rotationAngle)),
                max(worst.beyond, t - 100)
            )
        }
        #expect(worst.across < 0.5 && worst.angle < 0.01, "drift \(worst)")
        #expect(worst.beyond < 0.5, "went \(worst.beyond) pt past the upper limit")
        #expect(abs(along(item.center, from: .zero).along - 100) < 0.5, "rests on the upper limit")

        gravity.angle = -Double.pi / 2  // now up: slides back to the lower limit
        run(animator, seconds: 3)
        let end = along(item.center, from: .zero)
        #expect(abs(end.along + 50) < 0.5 && abs(end.across) < 0.5, "ended at \(end)")
    }

    @Test("a slider between two free items keeps to the base's axis while the base spins")
    func betweenItems() {
        let animator = makeAnimator()
        let base = unitBox(at: .zero)
        let car = BasicItem(center: Point(x: 20, y: 0), size: Size(width: 40, height: 20))
        let slider = AttachmentBehavior.slidingAttachment(
            with: car, attachedTo: base,
            attachmentAnchor: Point(x: 20, y: 0),
            axisOfTranslation: Vector(dx: 1, dy: 0))
        slider.attachmentRange = FloatRange(minimum: -60, maximum: 120)
        let probe = DynamicItemBehavior(items: [base, car])
        probe.addAngularVelocity(1.5, for: base)
        probe.addLinearVelocity(Vector(dx: 40, dy: -20), for: car)
        animator.addBehavior(probe)
        animator.addBehavior(slider)
        var worst = (across: 0.0, angle: 0.0)
        var travel = (min: Double.infinity, max: -Double.infinity)
        for _ in 0..<180 {
            animator.step(by: 1.0 / 60)
            let θ = base.transform.rotationAngle
            let local = (car.center - base.center).rotated(by: -θ)  // in the base's frame
            let turn = abs(remainder(car.transform.rotationAngle - θ, 2 * .pi))
            worst = (max(worst.across, abs(local.dy)), max(worst.angle, turn))
            travel = (min(travel.min, local.dx - 20), max(travel.max, local.dx - 20))
        }
        #expect(worst.across < 0.5 && worst.angle < 0.01, "left the rail: \(worst)")
        #expect(travel.max > 100 && travel.max < 120.5 && travel.min > -60.5, "travel \(travel)")
    }
}
