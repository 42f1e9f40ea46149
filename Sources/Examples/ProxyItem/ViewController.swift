import Dynamics
import Foundation

// The article's view controller code, ported by deleting the prefixes; comments name every
// other change. The parts it leaves out ("// ... set up item behavior") are filled in with a
// flick and two springs that tie the label to its layout, so there is something to watch.

final class ViewController {
    /// The reference view: an iPhone-sized 375 × 667 pt screen.
    let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
    /// The laid-out label (the article's `label`, later `animatedView`).
    let label = Label(frame: Rect(x: 100, y: 300, width: 176, height: 40))
    let animator: DynamicAnimator
    let proxyView: DynamicProxyItem

    init() {
        animator = DynamicAnimator(referenceBounds: bounds)
        proxyView = DynamicProxyItem(view: label)
    }

    /// The article's `animatedView`: the label.
    var animatedView: Label { label }

    // `UIView.animate(withDuration:animations:completion:)` has no counterpart in Dynamics: the
    // transform is set at once and the completion called directly.
    func animateZoomAndRotation() {
        self.label.transform = Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: -0.5))
        self.animateBounceToStartPosition()
    }

    // The spring animation's parameters belong to `UIView.animate`; the end state is the same.
    func animateBounceToStartPosition() {
        self.label.transform = .identity
    }

    // The article's `UIItemBehavior()` is `UIDynamicItemBehavior`; it needs its item. Its
    // `action` captures `self` unowned (the animator keeps the behavior, which keeps the
    // closure), and calls the function by the name it is declared with (the article calls
    // `applyProxyTransformToRealView()` but declares `…ToAnimatedView()`).
    func configureBehaviorActions(flick: Vector, spin: Double) {
        let behavior = DynamicItemBehavior(items: [proxyView])

        // ... set up item behavior: a flick, and springs from the label's ends to their laid-out
        // places that bring it home.
        behavior.addLinearVelocity(flick, for: proxyView)
        behavior.addAngularVelocity(spin, for: proxyView)
        behavior.angularResistance = 0.5
        for side in [-1.0, 1.0] {
            let end = Offset(horizontal: side * label.bounds.width / 2, vertical: 0)
            let home = Point(x: label.center.x + end.horizontal, y: label.center.y)
            let spring = AttachmentBehavior(item: proxyView, offsetFromCenter: end, attachedToAnchor: home)
            spring.length = 0
            spring.frequency = 1
            spring.damping = 0.3
            animator.addBehavior(spring)
        }

        behavior.action = { [unowned self] in
            self.applyProxyTransformToAnimatedView()
        }
        animator.addBehavior(behavior)
    }

    private func applyProxyTransformToAnimatedView() {
        self.animatedView.transform = self.proxyView.absoluteTransform
    }
}
