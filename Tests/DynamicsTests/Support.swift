import Dynamics

/// A 100 × 100 pt item: density 1 gives it mass 1, the unit UIKit's Newton is defined on.
func unitBox(at p: Point = Point(x: 0, y: 0)) -> BasicItem {
    BasicItem(center: p, size: Size(width: 100, height: 100))
}

/// An animator whose reference space is large enough that nothing leaves it in these tests.
func makeAnimator() -> DynamicAnimator {
    DynamicAnimator(referenceBounds: Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000))
}

/// Steps `seconds` of simulated time in frames of 1/60 s.
func run(_ animator: DynamicAnimator, seconds: Double, frame: Double = 1.0 / 60) {
    let frames = Int((seconds / frame).rounded())
    for _ in 0..<frames { animator.step(by: frame) }
}

/// Records pause/resume callbacks.
final class DelegateLog: DynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append("pause") }
}

/// An FNV-1a hash of every item's centre and rotation, bit for bit, in order: equal hashes,
/// the same motion.
func stateHash(_ items: [BasicItem]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for item in items {
        for v in [item.center.x, item.center.y, item.transform.rotationAngle] {
            hash = (hash ^ v.bitPattern) &* 0x100_0000_01B3
        }
    }
    return hash
}

/// `count` small items, ellipses and rectangles in turn, added to `room` in rows of `perRow`
/// `spacing` pt apart (22 pt between rows) from (30, 40), each nudged up to 2 pt sideways and
/// sized within `sizes` by `rng`.
func addHeap(
    to room: Room, count: Int, perRow: Int, spacing: Double, sizes: ClosedRange<Double>, _ rng: inout SplitMix
) -> [BasicItem] {
    (0..<count).map { k in
        room.add(
            BasicItem(
                center: Point(
                    x: 30 + Double(k % perRow) * spacing + rng.next(in: -2...2), y: 40 + Double(k / perRow) * 22),
                size: Size(width: rng.next(in: sizes), height: rng.next(in: sizes)),
                collisionBoundsType: k % 2 == 0 ? .ellipse : .rectangle))
    }
}
