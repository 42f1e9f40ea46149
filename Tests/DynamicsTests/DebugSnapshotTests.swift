import Dynamics
import Testing

/// `debugEnabled`, `debugInterval` and `debugAnimationSpeed`: what the animator records into
/// its public debug snapshot, when, and how the speed scales the clock.
@Suite("Debug snapshot and debug properties")
struct DebugSnapshotTests {
    /// A box on the floor of a 400 × 300 pt space under gravity, beside a continuously
    /// pushed ellipse, a spring, a snap, a segment boundary and a linear gravity field.
    static func scene() -> (DynamicAnimator, box: BasicItem, ball: BasicItem) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
        let box = BasicItem(center: Point(x: 100, y: 280), size: Size(width: 40, height: 40))
        let ball = BasicItem(
            center: Point(x: 300, y: 100), size: Size(width: 100, height: 100), collisionBoundsType: .ellipse)
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "ledge", from: Point(x: 0, y: 150), to: Point(x: 50, y: 150))
        let push = PushBehavior(items: [ball], mode: .continuous)
        push.pushDirection = Vector(dx: 2, dy: 0)
        let spring = AttachmentBehavior(item: ball, attachedToAnchor: Point(x: 300, y: 20))
        spring.frequency = 2
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: -0.5))
        field.addItem(ball)
        for behavior in [GravityBehavior(items: [box]), collision, push, spring, field] as [DynamicBehavior] {
            animator.addBehavior(behavior)
        }
        // Snapped 10 pt below where it rests: the snap holds it against gravity and presses it
        // into the floor, so the floor pushes back.
        animator.addBehavior(SnapBehavior(item: box, snapTo: Point(x: 120, y: 290)))
        return (animator, box, ball)
    }

    @Test("off by default: no snapshot; enabling records one at once, disabling drops it")
    func enableAndDisable() throws {
        let (animator, _, _) = Self.scene()
        #expect(!animator.debugEnabled && animator.debugInterval == 1 && animator.debugAnimationSpeed == 1)
        #expect(animator.debugSnapshot == nil)
        animator.step(by: 1.0 / 60)
        #expect(animator.debugSnapshot == nil, "nothing is recorded while disabled")
        animator.debugEnabled = true
        let first = try #require(animator.debugSnapshot)
        #expect(first.sequenceNumber == 0 && first.items.count == 2)
        animator.debugEnabled = false
        #expect(animator.debugSnapshot == nil)
    }

    @Test("a new snapshot every debugInterval steps, stamped with the animator's time")
    func interval() throws {
        let (animator, _, _) = Self.scene()
        animator.debugInterval = 3
        animator.debugEnabled = true
        var numbers: [Int] = []
        for _ in 0..<7 {
            animator.step(by: 1.0 / 60)
            numbers.append(try #require(animator.debugSnapshot).sequenceNumber)
        }
        #expect(numbers == [0, 0, 1, 1, 1, 2, 2])
        #expect(abs(try #require(animator.debugSnapshot).elapsedTime - 6.0 / 60) < 1e-9)
        animator.refreshDebugSnapshot()
        #expect(animator.debugSnapshot?.sequenceNumber == 3, "refreshing records at once")
    }

    @Test("items: bounds, shape, mass and the forces on each by kind")
    func items() throws {
        let (animator, box, ball) = Self.scene()
        animator.debugEnabled = true
        for _ in 0..<30 { animator.step(by: 1.0 / 60) }
        let snapshot = try #require(animator.debugSnapshot)
        let boxRecord = try #require(snapshot.items.first { $0.size.width == 40 })
        let ballRecord = try #require(snapshot.items.first { $0.size.width == 100 })
        #expect(boxRecord.center == box.center && ballRecord.center == ball.center)
        #expect(boxRecord.collisionBoundsType == .rectangle && ballRecord.collisionBoundsType == .ellipse)
        #expect(abs(boxRecord.mass - 0.16) < 1e-9 && abs(ballRecord.mass - 0.25 * Double.pi) < 0.01)

        // The box: gravity pulls it down at 1000 pt/s², the floor pushes back up.
        #expect(boxRecord.forces.map(\.kind) == [.gravity, .contact])
        #expect(boxRecord.forces[0].acceleration == Vector(dx: 0, dy: 1000))
        #expect(abs(boxRecord.forces[0].force.dy - 1.6) < 1e-9, "1000 pt/s² on mass 0.16 is 1.6 UIKit Newtons")
        #expect(boxRecord.forces[1].force.dy < -1, "the floor holds it up: \(boxRecord.forces[1])")

        // The ball: a 2 N push to the right and a 500 pt/s² upward field, no gravity.
        #expect(ballRecord.forces.map(\.kind) == [.push, .field])
        #expect(ballRecord.forces[0].force == Vector(dx: 2, dy: 0))
        #expect(abs(ballRecord.forces[0].acceleration.dx - 200 / ballRecord.mass) < 1e-6)
        #expect(abs(ballRecord.forces[1].acceleration.dy + 500) < 1e-6)
        #expect(ballRecord.velocity.dx > 0, "the push has been moving it right")
    }

    @Test("boundaries, attachments, snaps and a lattice of field samples over the reference bounds")
    func linksAndFields() throws {
        let (animator, box, ball) = Self.scene()
        animator.debugFieldSpacing = Size(width: 100, height: 100)
        animator.debugEnabled = true
        let snapshot = try #require(animator.debugSnapshot)
        #expect(snapshot.boundaries.count == 2)
        #expect(
            snapshot.boundaries.contains { $0.points == [Point(x: 0, y: 150), Point(x: 50, y: 150)] && !$0.isClosed })
        #expect(snapshot.boundaries.contains { $0.isClosed && $0.points.count == 4 }, "the reference-bounds walls")
        let spring = try #require(snapshot.attachments.first)
        #expect(snapshot.attachments.count == 1 && spring.from == ball.center && spring.to == Point(x: 300, y: 20))
        #expect(spring.isSpring, "frequency 2 Hz: a spring")
        let snap = try #require(snapshot.snaps.first)
        #expect(snapshot.snaps.count == 1 && snap.from == box.center && snap.to == Point(x: 120, y: 290))
        // 400 × 300 pt every 100 pt: 4 × 3 samples, centred; the field pulls up everywhere.
        #expect(snapshot.fieldSpacing == Size(width: 100, height: 100))
        #expect(snapshot.fieldSamples.count == 12)
        #expect(snapshot.fieldSamples.first?.position == Point(x: 50, y: 50))
        #expect(snapshot.fieldSamples.last?.position == Point(x: 350, y: 250))
        #expect(snapshot.fieldSamples.allSatisfy { abs($0.acceleration.dy + 500) < 1e-6 && $0.acceleration.dx == 0 })
    }

    @Test("recording reads the simulation and never changes it")
    func recordingChangesNothing() {
        let (plain, plainBox, plainBall) = Self.scene()
        let (watched, watchedBox, watchedBall) = Self.scene()
        watched.debugEnabled = true
        for _ in 0..<120 {
            plain.step(by: 1.0 / 60)
            watched.step(by: 1.0 / 60)
            watched.refreshDebugSnapshot()
        }
        #expect(plainBox.center == watchedBox.center && plainBall.center == watchedBall.center)
        #expect(plainBall.transform == watchedBall.transform)
    }

    @Test("debugAnimationSpeed scales the clock: 0.25 plays a quarter as fast, 0 freezes it")
    func animationSpeed() {
        let (slow, _, slowBall) = Self.scene()
        let (reference, _, referenceBall) = Self.scene()
        slow.debugAnimationSpeed = 0.25
        for _ in 0..<240 { slow.step(by: 1.0 / 240) }  // one second of wall clock …
        for _ in 0..<60 { reference.step(by: 1.0 / 240) }  // … is a quarter second simulated
        #expect(abs(slow.elapsedTime - 0.25) < 1e-9 && slowBall.center == referenceBall.center)

        slow.debugAnimationSpeed = 0
        let frozen = slowBall.center
        for _ in 0..<60 { slow.step(by: 1.0 / 60) }
        #expect(slowBall.center == frozen && abs(slow.elapsedTime - 0.25) < 1e-9)
    }
}
