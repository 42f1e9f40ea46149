import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Attachment: springs")
struct AttachmentSpringTests {
    /// A free item 150 pt right of the anchor on a spring of rest length 100 pt (no gravity).
    private func stretched(frequency: Double, damping: Double, density: Double = 1) -> (DynamicAnimator, BasicItem) {
        let animator = makeAnimator()
        let item = unitBox(at: Point(x: 150, y: 0))
        let spring = AttachmentBehavior(item: item, attachedToAnchor: .zero)
        spring.length = 100
        spring.frequency = frequency
        spring.damping = damping
        let props = DynamicItemBehavior(items: [item])
        props.density = density
        animator.addBehavior(props)
        animator.addBehavior(spring)
        return (animator, item)
    }

    @Test("frequency 1 Hz, damping 0: oscillates at 1 Hz ± 1 %, whatever the mass", arguments: [1.0, 7.0])
    func oneHertz(density: Double) {
        let (animator, item) = stretched(frequency: 1, damping: 0, density: density)
        let samples = record(animator, seconds: 5) { item.center.x - 100 }
        let measured = period(samples)
        #expect(abs(measured - 1) < 0.01, "period \(measured) s")
        // Undamped, the spring force keeps the energy: the swing around t = 4 s is the 50 pt it
        // started with (the symplectic step's own wobble is (hω)/2 ≈ 1 % at 1 Hz).
        let swing = samples.filter { abs($0.t - 4) < 0.25 }.map { abs($0.value) }.max() ?? 0
        #expect(abs(swing / 50 - 1) < 0.02, "swing ±\(swing) pt at 4 s, started at ±50 pt")
    }

    @Test("damping 1 (critical): never overshoots the rest length, and settles")
    func critical() {
        let (animator, item) = stretched(frequency: 1, damping: 1)
        let samples = record(animator, seconds: 3) { item.center.x - 100 }
        let lowest = samples.map(\.value).min() ?? -.infinity
        #expect(lowest > -0.01, "displacement reached \(lowest) pt")
        #expect(abs(samples.last!.value) < 0.5 && abs(item.center.y) < 1e-9)
    }

    @Test("a spring between two free items oscillates at its frequency too (reduced mass)")
    func twoItems() {
        let animator = makeAnimator()
        let a = unitBox(at: .zero), b = unitBox(at: Point(x: 150, y: 0))
        let heavy = DynamicItemBehavior(items: [b])
        heavy.density = 3
        let spring = AttachmentBehavior(item: b, attachedTo: a)
        spring.length = 100
        spring.frequency = 2
        animator.addBehavior(heavy)
        animator.addBehavior(spring)
        let samples = record(animator, seconds: 3) { b.center.x - a.center.x - 100 }
        #expect(abs(period(samples) - 0.5) < 0.005, "period \(period(samples)) s")
        // Momentum is conserved: the centre of mass (1·x_a + 3·x_b)/4 stays at 112.5.
        #expect(abs((a.center.x + 3 * b.center.x) / 4 - 112.5) < 1e-6)
    }
}
