import Dynamics
import Testing

@Suite("Push")
struct PushTests {
    @Test("an instantaneous push of 1 gives a 100×100, density-1 item 100 pt/s")
    func instantaneousUnit() {
        let animator = makeAnimator()
        let item = unitBox()
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector(dx: 1, dy: 0)
        let probe = DynamicItemBehavior(items: [item])
        animator.addBehavior(probe)
        animator.addBehavior(push)
        animator.step(by: 1.0 / 60)
        #expect(abs(probe.linearVelocity(for: item).dx - 100) < 1e-9)
        #expect(push.active == false, "an instantaneous push turns itself off after firing")
        run(animator, seconds: 1)
        #expect(abs(probe.linearVelocity(for: item).dx - 100) < 1e-9, "fires once only")
    }

    @Test("re-activating an instantaneous push fires it again")
    func reactivate() {
        let animator = makeAnimator()
        let item = unitBox()
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 2)
        let probe = DynamicItemBehavior(items: [item])
        animator.addBehavior(probe)
        animator.addBehavior(push)
        animator.step(by: 1.0 / 60)
        push.active = true
        animator.step(by: 1.0 / 60)
        #expect(abs(probe.linearVelocity(for: item).dy - 400) < 1e-9)
    }

    @Test("a continuous push of 1 accelerates a mass-1 item at 100 pt/s²")
    func continuousUnit() {
        let animator = makeAnimator()
        let item = unitBox()
        let push = PushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1
        let probe = DynamicItemBehavior(items: [item])
        animator.addBehavior(probe)
        animator.addBehavior(push)
        run(animator, seconds: 1)
        #expect(abs(probe.linearVelocity(for: item).dx - 100) < 1e-6)
        // x = ½·a·t² = 50 pt, plus the integrator's a·h·t/2 ≈ 0.21 pt.
        #expect(abs(item.center.x - 50) < 0.3)
    }

    @Test("mass is density × area / 10 000: a push of 1 on a 200×50 item of density 4 gives 25 pt/s")
    func massFromDensity() {
        let animator = makeAnimator()
        let item = BasicItem(center: .zero, size: Size(width: 200, height: 50))
        let props = DynamicItemBehavior(items: [item])
        props.density = 4
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: -1)
        animator.addBehavior(props)
        animator.addBehavior(push)
        animator.step(by: 1.0 / 60)
        // mass = 4 · 10 000 / 10 000 = 4 → Δv = 100 / 4 = 25 pt/s.
        #expect(abs(props.linearVelocity(for: item).dy + 25) < 1e-9)
    }

    @Test("an ellipse's mass uses the ellipse's area, π·a·b")
    func ellipseMass() {
        let animator = makeAnimator()
        let disc = BasicItem(center: .zero, size: Size(width: 100, height: 100), collisionBoundsType: .ellipse)
        let probe = DynamicItemBehavior(items: [disc])
        let push = PushBehavior(items: [disc], mode: .instantaneous)
        push.magnitude = 1
        animator.addBehavior(probe)
        animator.addBehavior(push)
        animator.step(by: 1.0 / 60)
        #expect(abs(probe.linearVelocity(for: disc).dx - 100 / (Double.pi / 4)) < 1e-9)
    }

    @Test("a push off the centre turns the item: Δω = (r × J) / I")
    func offCentre() {
        let animator = makeAnimator()
        let item = unitBox()
        let probe = DynamicItemBehavior(items: [item])
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(Offset(horizontal: 50, vertical: 0), for: item)
        animator.addBehavior(probe)
        animator.addBehavior(push)
        animator.step(by: 1.0 / 60)
        // r × J = 50 · 100 = 5000; I = m(w² + h²)/12 = 20 000/12.
        #expect(abs(probe.angularVelocity(for: item) - 3) < 1e-9)
        #expect(item.transform.rotationAngle > 0, "the rotation is written back as a transform")
    }

    @Test("angle, magnitude and pushDirection are one value")
    func tied() {
        let push = PushBehavior(items: [], mode: .continuous)
        #expect(push.magnitude == 0 && push.angle == 0 && push.active)
        push.pushDirection = Vector(dx: 3, dy: 4)
        #expect(abs(push.magnitude - 5) < 1e-12)
        push.angle = .pi
        #expect(abs(push.pushDirection.dx + 5) < 1e-12)
    }

    @Test("pushes that fired leave the forces; the continuous ones around them keep acting, in order")
    func spentPushesAmongContinuous() {
        let animator = makeAnimator()
        let item = unitBox()
        let probe = DynamicItemBehavior(items: [item])
        animator.addBehavior(probe)
        let first = PushBehavior(items: [item], mode: .continuous)
        let kick = PushBehavior(items: [item], mode: .instantaneous)
        let last = PushBehavior(items: [item], mode: .continuous)
        first.pushDirection = Vector(dx: 1, dy: 0)
        kick.pushDirection = Vector(dx: 0, dy: 1)
        last.pushDirection = Vector(dx: 0, dy: -1)
        for push in [first, kick, last] { animator.addBehavior(push) }
        run(animator, seconds: 1)
        // x: 100 pt/s² for 1 s; y: the kick's 100 pt/s, then 100 pt/s² the other way for 1 s.
        let v = probe.linearVelocity(for: item)
        #expect(abs(v.dx - 100) < 1e-6 && abs(v.dy) < 1e-6)
        kick.active = true
        run(animator, seconds: 1)
        let w = probe.linearVelocity(for: item)
        #expect(abs(w.dx - 200) < 1e-6 && abs(w.dy) < 1e-6)
    }
}
