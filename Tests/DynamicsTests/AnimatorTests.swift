import Dynamics
import Testing

@Suite("Animator")
struct AnimatorTests {
    @Test("action runs exactly once per step that advances time")
    func actionOncePerStep() {
        let animator = makeAnimator()
        let item = unitBox()
        let gravity = GravityBehavior(items: [item])
        var calls = 0
        gravity.action = { calls += 1 }
        animator.addBehavior(gravity)
        for _ in 0..<10 { animator.step(by: 1.0 / 60) }
        #expect(calls == 10)
        animator.step(by: 0)
        #expect(calls == 10, "a step that advances no sub-step runs no action")
    }

    @Test("time left over from a step is carried, not lost")
    func remainderCarried() {
        let animator = makeAnimator()
        animator.addBehavior(GravityBehavior(items: [unitBox()]))
        for _ in 0..<7 { animator.step(by: 0.001) }
        #expect(abs(animator.elapsedTime - 1.0 / 240) < 1e-12)
        for _ in 0..<993 { animator.step(by: 0.001) }
        #expect(abs(animator.elapsedTime - 1.0) < 1.0 / 240)
    }

    @Test("the seed's cleanup: items that fell out are removed with their pushes; 1 behavior remains")
    func seedCleanup() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        let gravity = GravityBehavior(items: [])
        animator.addBehavior(gravity)
        var pushes: [ObjectIdentifier: PushBehavior] = [:]
        for i in 0..<5 {
            let pig = BasicItem(center: Point(x: 200, y: 300), size: Size(width: 16, height: 16))
            let push = PushBehavior(items: [pig], mode: .instantaneous)
            push.pushDirection = Vector(dx: Double(i - 2) * 0.002, dy: -0.01)
            pushes[ObjectIdentifier(pig)] = push
            animator.addBehavior(push)
            gravity.addItem(pig)
        }
        #expect(animator.behaviors.count == 6)
        gravity.action = {
            for item in gravity.items where item.center.y - 8 > animator.referenceBounds.maxY {
                gravity.removeItem(item)
                if let push = pushes.removeValue(forKey: ObjectIdentifier(item)) { animator.removeBehavior(push) }
            }
        }
        run(animator, seconds: 3)
        #expect(gravity.items.isEmpty)
        #expect(animator.behaviors.count == 1)
        #expect(animator.items(in: animator.referenceBounds).isEmpty)
        #expect(animator.isRunning == false, "nothing left to move: the animator pauses")
    }

    @Test("a composite behavior acts through its children and removing it removes them all")
    func composite() {
        let animator = makeAnimator()
        let item = unitBox()
        let parent = DynamicBehavior()
        let gravity = GravityBehavior(items: [item])
        parent.addChildBehavior(gravity)
        animator.addBehavior(parent)
        #expect(gravity.dynamicAnimator === animator)
        run(animator, seconds: 0.5)
        let y = item.center.y
        #expect(y > 100)
        animator.removeBehavior(parent)
        #expect(gravity.dynamicAnimator == nil)
        #expect(animator.items(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        run(animator, seconds: 0.5)
        #expect(item.center.y == y)
    }

    @Test("behaviors lists what was added, in order, without what was removed; a re-added one goes last")
    func behaviorList() {
        let animator = makeAnimator()
        let all = (0..<8).map { _ in GravityBehavior(items: [unitBox()]) }
        for b in all { animator.addBehavior(b) }
        let ids = { animator.behaviors.map(ObjectIdentifier.init) }
        animator.removeBehavior(all[2])
        animator.removeBehavior(all[5])
        animator.removeBehavior(all[2])  // twice: no effect
        #expect(ids() == [0, 1, 3, 4, 6, 7].map { ObjectIdentifier(all[$0]) })
        animator.removeBehavior(all[0])
        animator.addBehavior(all[0])  // re-added while still noted as removed
        animator.removeBehavior(all[7])
        animator.addBehavior(all[5])
        #expect(ids() == [1, 3, 4, 6, 0, 5].map { ObjectIdentifier(all[$0]) })
        #expect(all[7].dynamicAnimator == nil && all[0].dynamicAnimator === animator)
        // A child is not one of the animator's behaviors: removing it there does nothing.
        let parent = DynamicBehavior(), child = GravityBehavior()
        parent.addChildBehavior(child)
        animator.addBehavior(parent)
        animator.removeBehavior(child)
        #expect(child.dynamicAnimator === animator && ids().last == ObjectIdentifier(parent))
        // One removed and made the child of an attached behavior before the next look is no
        // longer one of the animator's own.
        animator.removeBehavior(all[1])
        parent.addChildBehavior(all[1])
        #expect(ids() == [3, 4, 6, 0, 5].map { ObjectIdentifier(all[$0]) } + [ObjectIdentifier(parent)])
        #expect(all[1].dynamicAnimator === animator)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && child.dynamicAnimator == nil)
    }

    @Test("willMove(to:) is told of joining and leaving")
    func willMove() {
        final class Probe: DynamicBehavior {
            var moves: [Bool] = []
            override func willMove(to animator: DynamicAnimator?) { moves.append(animator != nil) }
        }
        let animator = makeAnimator()
        let probe = Probe()
        animator.addBehavior(probe)
        animator.removeBehavior(probe)
        #expect(probe.moves == [true, false])
    }

    @Test("behaviors added and removed inside an action take effect without skipping items")
    func mutateInAction() {
        let animator = makeAnimator()
        let a = unitBox(), b = unitBox(at: Point(x: 500, y: 0))
        let gravity = GravityBehavior(items: [a])
        let extra = GravityBehavior(items: [b])
        var step = 0
        gravity.action = {
            step += 1
            if step == 1 { animator.addBehavior(extra) }
            if step == 30 { animator.removeBehavior(gravity) }
        }
        animator.addBehavior(gravity)
        run(animator, seconds: 1)
        #expect(animator.behaviors.count == 1)
        #expect(b.center.y > 400, "the behavior added in an action acted from the next step")
        #expect(a.center.y > 100 && a.center.y < 200, "a stopped being pulled after half a second")
    }

    @Test("pauses when nothing moves and resumes when a behavior changes")
    func pauseResume() {
        let animator = makeAnimator()
        let log = DelegateLog()
        animator.delegate = log
        let item = unitBox()
        let props = DynamicItemBehavior(items: [item])
        animator.addBehavior(props)
        #expect(animator.isRunning)
        run(animator, seconds: 1)
        #expect(animator.isRunning == false)
        #expect(log.events == ["resume", "pause"])
        var calls = 0
        props.action = { calls += 1 }
        run(animator, seconds: 0.2)
        #expect(calls == 0, "a paused animator runs no actions")
        props.addLinearVelocity(Vector(dx: 10, dy: 0), for: item)
        #expect(animator.isRunning)
        animator.step(by: 1.0 / 60)
        #expect(calls == 1)
        #expect(log.events == ["resume", "pause", "resume"])
    }

    @Test("items(in:) finds items whose frame meets the rectangle")
    func itemsInRect() {
        let animator = makeAnimator()
        let a = unitBox(at: Point(x: 0, y: 0)), b = unitBox(at: Point(x: 1000, y: 0))
        animator.addBehavior(GravityBehavior(items: [a, b]))
        let found = animator.items(in: Rect(x: 40, y: -10, width: 20, height: 20))
        #expect(found.count == 1 && found.first === a)
    }

    @Test("updateItem(usingCurrentState:) re-reads a moved item")
    func updateItem() {
        let animator = makeAnimator()
        let item = unitBox()
        let props = DynamicItemBehavior(items: [item])
        props.addLinearVelocity(Vector(dx: 60, dy: 0), for: item)
        animator.addBehavior(props)
        item.center = Point(x: 1000, y: 1000)
        animator.updateItem(usingCurrentState: item)
        animator.step(by: 0.5)
        #expect(abs(item.center.x - 1030) < 1e-9 && item.center.y == 1000)
    }

    @Test("the same scene stepped twice gives bit-identical positions")
    func determinism() {
        func simulate() -> [Double] {
            let animator = makeAnimator()
            let gravity = GravityBehavior()
            animator.addBehavior(gravity)
            var items: [BasicItem] = []
            for i in 0..<50 {
                let item = BasicItem(center: Point(x: Double(i) * 3, y: 0), size: Size(width: 16, height: 16))
                items.append(item)
                let push = PushBehavior(items: [item], mode: .instantaneous)
                push.setAngle(Double(i) * 0.37, magnitude: 0.01 * Double(i % 7))
                push.setTargetOffsetFromCenter(Offset(horizontal: 3, vertical: 1), for: item)
                animator.addBehavior(push)
                gravity.addItem(item)
            }
            run(animator, seconds: 2)
            return items.flatMap { [$0.center.x, $0.center.y, $0.transform.rotationAngle] }
        }
        #expect(simulate() == simulate())
    }
}

@Suite("Rest and fields")
struct RestFieldTests {
    @Test("an animated noise field keeps the animator awake; a frozen one lets it pause")
    func animatedFieldKeepsAwake() {
        for (speed, expectRunning) in [(0.5, true), (0.0, false)] {
            let animator = makeAnimator()
            let item = unitBox()
            let anchor = DynamicItemBehavior(items: [item])
            anchor.isAnchored = true
            let noise = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: speed)
            noise.addItem(item)
            animator.addBehavior(anchor)
            animator.addBehavior(noise)
            run(animator, seconds: 2)
            #expect(animator.isRunning == expectRunning, "animationSpeed \(speed)")
        }
    }
}
