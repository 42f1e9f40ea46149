import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Springs keep their energy when undamped, decay as e^(−ζωt) when damped, and a snap ends
/// on its point under gravity.
@Suite("Fidelity: springs and snaps")
struct FidelitySpringTests {
    /// A 100 × 100 pt item on a spring of rest length 200 pt from an anchor, released 50 pt
    /// stretched, no gravity. Returns its displacement from rest at every frame.
    private func swing(frequency: Double, damping: Double, seconds: Double) -> [(t: Double, value: Double)] {
        let animator = makeAnimator()
        let item = unitBox(at: Point(x: 250, y: 0))
        let spring = AttachmentBehavior(item: item, attachedToAnchor: .zero)
        spring.length = 200
        spring.frequency = frequency
        spring.damping = damping
        animator.addBehavior(spring)
        return record(animator, seconds: seconds) { item.center.x - 200 }
    }

    @Test("undamped springs at 0.5, 1 and 4 Hz keep ≥ 97 % of their amplitude after 20 s", arguments: [0.5, 1, 4])
    func undamped(frequency: Double) {
        let samples = swing(frequency: frequency, damping: 0, seconds: 20)
        let period = 1 / frequency
        let late = samples.filter { $0.t > 20 - period }.map { abs($0.value) }.max() ?? 0
        #expect(late >= 0.97 * 50, "amplitude after 20 s: \(late) of 50 pt")
        #expect(late <= 1.03 * 50, "amplitude grew to \(late) pt")
    }

    @Test("a damped spring's swing decays as e^(−ζωt) within 5 %", arguments: [0.05, 0.2])
    func damped(ratio ζ: Double) {
        let frequency = 1.0
        let samples = swing(frequency: frequency, damping: ζ, seconds: 6)
        let ω = 2 * Double.pi * frequency
        let ωd = ω * (1 - ζ * ζ).squareRoot()
        // Released at rest from A = 50 pt: x(t) = A·e^(−ζωt)·(cos ωd·t + (ζω/ωd)·sin ωd·t), whose
        // velocity −A·e^(−ζωt)·(ω²/ωd)·sin ωd·t is zero at t = kπ/ωd: there |x| = A·e^(−ζωt).
        for k in 1...Int(3 * ωd / Double.pi) {
            let t = Double(k) * Double.pi / ωd
            let peak = samples.filter { abs($0.t - t) < 0.1 }.map { abs($0.value) }.max() ?? 0
            let expected = 50 * exp(-ζ * ω * t)
            #expect(abs(peak / expected - 1) < 0.05, "peak \(peak) pt at \(t) s, expected \(expected)")
        }
    }

    @Test("a snap under gravity ends within 1 pt of its point", arguments: [1.0, 3.0])
    func snapUnderGravity(magnitude: Double) {
        let animator = makeAnimator()
        let item = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
        let gravity = GravityBehavior(items: [item])
        gravity.magnitude = magnitude
        animator.addBehavior(gravity)
        let point = Point(x: 400, y: 300)
        animator.addBehavior(SnapBehavior(item: item, snapTo: point))
        run(animator, seconds: 5)
        let miss = Vector(dx: item.center.x - point.x, dy: item.center.y - point.y).length
        #expect(miss < 1, "the item ended \(miss) pt from its snap point")
    }
}
