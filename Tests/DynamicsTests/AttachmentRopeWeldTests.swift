import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Attachment: rope (limit) and weld (fixed)")
struct AttachmentRopeWeldTests {
    @Test("closer than its length, a rope exerts no force: the item coasts in a straight line")
    func slackRopeIsFree() {
        let animator = makeAnimator()
        let post = anchoredBox(at: .zero, in: animator)
        let item = unitBox(at: Point(x: 0, y: 200))
        let rope = AttachmentBehavior.limitAttachment(
            with: item, offsetFromCenter: .zero,
            attachedTo: post, offsetFromCenter: .zero)
        let probe = DynamicItemBehavior(items: [item])
        probe.addLinearVelocity(Vector(dx: 40, dy: -60), for: item)
        animator.addBehavior(probe)
        animator.addBehavior(rope)
        #expect(abs(rope.length - 200) < 1e-9)
        run(animator, seconds: 2)
        let v = probe.linearVelocity(for: item)
        #expect(abs(v.dx - 40) < 1e-9 && abs(v.dy + 60) < 1e-9, "velocity \(v)")
        #expect(item.center.distance(to: Point(x: 80, y: 80)) < 1e-6, "at \(item.center)")
    }

    @Test("a slack rope lets the item fall freely, then catches and holds it at full length")
    func ropeCatches() {
        let animator = makeAnimator()
        let post = anchoredBox(at: .zero, in: animator)
        let item = unitBox(at: Point(x: 0, y: 100))
        let rope = AttachmentBehavior.limitAttachment(
            with: item, offsetFromCenter: .zero,
            attachedTo: post, offsetFromCenter: .zero)
        rope.length = 300
        let probe = DynamicItemBehavior(items: [item])
        animator.addBehavior(probe)
        animator.addBehavior(rope)
        animator.addBehavior(GravityBehavior(items: [item]))
        run(animator, seconds: 0.4)
        #expect(abs(probe.linearVelocity(for: item).dy - 400) < 1e-6, "free fall: v = g·t")
        let samples = record(animator, seconds: 2.6) { item.center.y }
        let deepest = samples.map(\.value).max() ?? .infinity
        #expect(deepest < 300.5, "never beyond the rope's length (reached \(deepest) pt)")
        #expect(abs(item.center.y - 300) < 0.5 && abs(item.center.x) < 1e-6)
    }

    @Test("a taut rope released 37° out swings without ever stretching or going slack")
    func ropePendulum() {
        let animator = makeAnimator()
        let post = anchoredBox(at: .zero, in: animator)
        let item = unitBox(at: Point(x: 120, y: 160))
        let rope = AttachmentBehavior.limitAttachment(
            with: item, offsetFromCenter: .zero,
            attachedTo: post, offsetFromCenter: .zero)
        animator.addBehavior(rope)
        animator.addBehavior(GravityBehavior(items: [item]))
        let samples = record(animator, seconds: 3) { item.center.distance(to: .zero) }
        let range = (samples.map(\.value).min()!, samples.map(\.value).max()!)
        #expect(range.0 > 199 && range.1 < 200.5, "distance stayed in \(range)")
    }

    @Test("a weld keeps an item's offset and angle from an anchored item under gravity")
    func weldToAnchored() {
        let animator = makeAnimator()
        let wall = anchoredBox(at: .zero, in: animator)
        let beam = BasicItem(center: Point(x: 130, y: 0), size: Size(width: 160, height: 40))
        let weld = AttachmentBehavior.fixedAttachment(
            with: beam, attachedTo: wall,
            attachmentAnchor: Point(x: 50, y: 0))
        animator.addBehavior(weld)
        animator.addBehavior(GravityBehavior(items: [beam]))
        var worst = (offset: 0.0, angle: 0.0)
        for _ in 0..<180 {
            animator.step(by: 1.0 / 60)
            worst.offset = max(worst.offset, beam.center.distance(to: Point(x: 130, y: 0)))
            worst.angle = max(worst.angle, abs(beam.transform.rotationAngle))
        }
        #expect(worst.offset < 0.5 && worst.angle < 0.01, "sagged \(worst)")
    }

    @Test("two welded free items tumble as one: relative position and angle stay put")
    func weldFree() {
        let animator = makeAnimator()
        let a = unitBox(at: .zero)
        let b = BasicItem(center: Point(x: 90, y: 30), size: Size(width: 80, height: 40))
        b.transform = Transform(rotationAngle: 0.5)
        let weld = AttachmentBehavior.fixedAttachment(with: b, attachedTo: a, attachmentAnchor: Point(x: 50, y: 10))
        let probe = DynamicItemBehavior(items: [a])
        probe.addAngularVelocity(4, for: a)
        probe.addLinearVelocity(Vector(dx: 100, dy: -300), for: a)
        animator.addBehavior(probe)
        animator.addBehavior(weld)
        animator.addBehavior(GravityBehavior(items: [a, b]))
        let local = Vector(dx: 90, dy: 30)
        var worst = (offset: 0.0, angle: 0.0)
        for _ in 0..<180 {
            animator.step(by: 1.0 / 60)
            let θa = a.transform.rotationAngle
            let offset = (b.center - a.center).rotated(by: -θa) - local
            worst.offset = max(worst.offset, offset.length)
            worst.angle = max(worst.angle, abs(remainder(b.transform.rotationAngle - θa - 0.5, 2 * .pi)))
        }
        #expect(worst.offset < 0.5 && worst.angle < 0.01, "drifted \(worst)")
    }
}
