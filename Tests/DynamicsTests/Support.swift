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
