import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Item properties")
struct ItemBehaviorTests {
    @Test("resistance r keeps (1 − r)^t of the speed: 0.5 halves it each second")
    func resistance() {
        let animator = makeAnimator()
        let item = unitBox()
        let props = DynamicItemBehavior(items: [item])
        props.resistance = 0.5
        props.addLinearVelocity(Vector(dx: 200, dy: 0), for: item)
        animator.addBehavior(props)
        run(animator, seconds: 1)
        #expect(abs(props.linearVelocity(for: item).dx - 100) < 1e-6)
        run(animator, seconds: 1)
        #expect(abs(props.linearVelocity(for: item).dx - 50) < 1e-6)
        // Distance is ∫ 200·0.5^t dt = 200 / ln 2 · (1 − 0.25) over 2 s.
        #expect(abs(item.center.x - 150 / log(2.0)) < 0.5)
    }

    @Test("resistance ≥ 1 stops an item as soon as no force acts")
    func fullResistance() {
        let animator = makeAnimator()
        let item = unitBox()
        let props = DynamicItemBehavior(items: [item])
        props.resistance = 1
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 500, dy: 0), for: item)
        animator.step(by: 1.0 / 60)
        #expect(props.linearVelocity(for: item) == .zero)
        #expect(item.center.x == 0)
    }

    @Test("velocities added before the behavior joins are kept")
    func pendingVelocity() {
        let animator = makeAnimator()
        let item = unitBox()
        let props = DynamicItemBehavior(items: [item])
        props.addLinearVelocity(Vector(dx: 30, dy: -40), for: item)
        props.addAngularVelocity(2, for: item)
        #expect(props.linearVelocity(for: item) == Vector(dx: 30, dy: -40))
        animator.addBehavior(props)
        #expect(props.linearVelocity(for: item) == Vector(dx: 30, dy: -40))
        #expect(props.angularVelocity(for: item) == 2)
        animator.step(by: 0.5)
        #expect(abs(item.center.x - 15) < 1e-9 && abs(item.center.y + 20) < 1e-9)
        #expect(abs(item.transform.rotationAngle - 1) < 1e-9)
    }

    @Test("an anchored item never moves; allowsRotation false keeps it upright")
    func anchoredAndUpright() {
        let animator = makeAnimator()
        let anchored = unitBox(), upright = unitBox(at: Point(x: 300, y: 0))
        let a = DynamicItemBehavior(items: [anchored])
        a.isAnchored = true
        let u = DynamicItemBehavior(items: [upright])
        u.allowsRotation = false
        let spin = PushBehavior(items: [anchored, upright], mode: .instantaneous)
        spin.pushDirection = Vector(dx: 0, dy: 1)
        spin.setTargetOffsetFromCenter(Offset(horizontal: 50, vertical: 0), for: upright)
        animator.addBehavior(a)
        animator.addBehavior(u)
        animator.addBehavior(GravityBehavior(items: [anchored, upright]))
        animator.addBehavior(spin)
        run(animator, seconds: 0.5)
        #expect(anchored.center == .zero)
        #expect(upright.center.y > 100)
        #expect(upright.transform.rotationAngle == 0)
    }
}

@Suite("Item properties changed while contacts are in place")
struct ItemBehaviorLiveChangeTests {
    @Test("rotation switched off after a box came to rest: it then slides on the floor without turning")
    func rotationOffWhileResting() {
        let room = Room(width: 2000, height: 600)
        room.properties.friction = 1
        let crate = room.add(box(300, 560, 60, 40))
        // At rest on the floor: its contacts and the solver's copy of its inertia are in place.
        run(room.animator, seconds: 1) {}
        #expect(abs(crate.transform.rotationAngle) < 1e-9)
        room.properties.allowsRotation = false
        room.properties.addLinearVelocity(Vector(dx: 1500, dy: 0), for: crate)
        let resting = crate.transform.rotationAngle
        var turned = 0.0
        // Friction at the corners below the centre would tip a box that can turn.
        run(room.animator, seconds: 0.5) { turned = max(turned, abs(crate.transform.rotationAngle - resting)) }
        #expect(turned == 0, "turned \(turned) rad")
        #expect(crate.center.x > 320, "slid to \(crate.center.x)")
    }
}
