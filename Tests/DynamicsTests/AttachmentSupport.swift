import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Steps `seconds` in frames of 1/60 s, recording `value()` and the simulated time after each.
func record(_ animator: DynamicAnimator, seconds: Double, _ value: () -> Double) -> [(t: Double, value: Double)] {
    var samples: [(t: Double, value: Double)] = []
    for _ in 0..<Int((seconds * 60).rounded()) {
        animator.step(by: 1.0 / 60)
        samples.append((animator.elapsedTime, value()))
    }
    return samples
}

/// The times at which the samples change sign, interpolated linearly between samples.
func zeroCrossings(_ samples: [(t: Double, value: Double)]) -> [Double] {
    zip(samples, samples.dropFirst()).compactMap { p, q in
        guard (p.value < 0) != (q.value < 0), p.value != q.value else { return nil }
        return p.t + (q.t - p.t) * p.value / (p.value - q.value)
    }
}

/// The period of an oscillation: two zero crossings per period, averaged over all of them.
func period(_ samples: [(t: Double, value: Double)]) -> Double {
    let c = zeroCrossings(samples)
    guard c.count >= 3 else { return .nan }
    return 2 * (c[c.count - 1] - c[0]) / Double(c.count - 1)
}

/// An anchored 100 × 100 pt item: it never moves, but attachments can hold on to it.
func anchoredBox(at p: Point, in animator: DynamicAnimator) -> BasicItem {
    let box = unitBox(at: p)
    let anchor = DynamicItemBehavior(items: [box])
    anchor.isAnchored = true
    animator.addBehavior(anchor)
    return box
}

/// Follows an item's rotation through whole turns (its transform reports it modulo 2π).
struct TurnCounter {
    private(set) var angle: Double
    private var last: Double

    init(_ item: DynamicItem) {
        angle = item.transform.rotationAngle
        last = angle
    }

    /// Adds the change since the last call, taking the short way round.
    mutating func update(_ item: DynamicItem) {
        let now = item.transform.rotationAngle
        angle += remainder(now - last, 2 * .pi)
        last = now
    }
}

/// `offset` (in the item's own frame) carried to the reference space.
func worldPoint(_ item: DynamicItem, offset: Vector) -> Point {
    item.center + offset.rotated(by: item.transform.rotationAngle)
}
