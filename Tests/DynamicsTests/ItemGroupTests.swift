import Dynamics
import Testing

@Suite("Item groups")
struct ItemGroupTests {
    @Test("a group's centre is the area-weighted centroid and moving it moves the members rigidly")
    func layout() {
        let a = box(0, 0, 20, 20), b = box(100, 0, 20, 20), c = box(0, 60, 40, 20)
        let group = DynamicItemGroup(items: [a, b, c])
        // Areas 400, 400, 800: centroid x = (0 + 40 000 + 0)/1600, y = 48 000/1600.
        #expect(abs(group.center.x - 25) < 1e-12 && abs(group.center.y - 30) < 1e-12)
        group.transform = Transform(rotationAngle: .pi / 2)
        group.center = Point(x: 1025, y: 30)
        // b sat at (75, −30) from the centre; a quarter turn maps (x, y) to (−y, x) = (30, 75).
        #expect(abs(b.center.x - 1055) < 1e-9 && abs(b.center.y - 105) < 1e-9)
        #expect(abs(b.transform.rotationAngle - .pi / 2) < 1e-12)
        #expect(group.bounds.size == Size(width: 130, height: 80), "x from c's left edge (−20) to b's right (110)")
    }

    @Test("a falling group keeps its members' relative layout and lands on the floor as one unit")
    func fallsAsOne() {
        let room = Room()
        room.properties.friction = 0.5
        let left = disc(900, 500), bar = box(1000, 500, 160, 10), right = disc(1100, 500)
        let dumbbell = DynamicItemGroup(items: [left, bar, right])
        room.add(dumbbell)
        run(room.animator, seconds: 3)
        #expect(abs(left.center.distance(to: right.center) - 200) < 1e-6)
        #expect(
            abs(left.center.y - (room.floor - 20)) < 0.6 && abs(right.center.y - (room.floor - 20)) < 0.6,
            "both balls rest on the floor: \(left.center.y), \(right.center.y)")
        // Level: the bar's centre, 100 pt from the ball's, at the ball's height to within a tilt
        // of 10⁻⁵ rad (one velocity iteration per sub-step, as Box2D, leaves ~10⁻⁶ rad).
        #expect(abs(bar.center.y - left.center.y) < 1e-3)
        #expect(room.animator.items(in: room.animator.referenceBounds).count == 1, "one body, not three")
    }

    @Test("a group's mass is the members' summed mass: a push of 1 on two 100×100 boxes gives 50 pt/s")
    func mass() {
        let animator = makeAnimator()
        let group = DynamicItemGroup(items: [unitBox(at: Point(x: 0, y: 0)), unitBox(at: Point(x: 100, y: 0))])
        let probe = DynamicItemBehavior(items: [group])
        let push = PushBehavior(items: [group], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: 1)
        animator.addBehavior(probe)
        animator.addBehavior(push)
        animator.step(by: 1.0 / 60)
        #expect(abs(probe.linearVelocity(for: group).dy - 50) < 1e-9)
        #expect(probe.angularVelocity(for: group) == 0, "a push through the centre of mass does not turn it")
    }
}
