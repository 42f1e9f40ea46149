import Dynamics

// The snippets of "UIKit Dynamics – An Overview" (Building iOS 17 Apps with Xcode Storyboards,
// chapter 65), ported by deleting the `UI`/`CG` prefixes. Each function is one of the chapter's
// listings, in its order; a comment names every other change. `main.swift` runs them headless.

/// The chapter's view controller: a reference view and the views it animates.
final class ViewController {
    /// `self.view`, the reference view: an iPhone-sized 375 × 667 pt screen.
    let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    var view1: View, view2: View, view3: View

    // 65.4: `var animator: UIDynamicAnimator?`
    var animator: DynamicAnimator?

    init(view1: View, view2: View, view3: View = View(frame: Rect(x: 300, y: 60, width: 50, height: 50))) {
        (self.view1, self.view2, self.view3) = (view1, view2, view3)
    }

    // 65.4
    func viewDidLoad() {
        // `UIDynamicAnimator(referenceView: self.view)`: the reference is the view's bounds.
        animator = DynamicAnimator(referenceBounds: self.view.bounds)
    }

    // 65.5
    func configureGravity() -> GravityBehavior {
        let gravity = GravityBehavior(items: [view1, view2])
        let vector = Vector(dx: 0.0, dy: 0.5)  // `CGVectorMake(0.0, 0.5)`: Swift 3 dropped the C-style maker
        gravity.gravityDirection = vector
        animator?.addBehavior(gravity)
        return gravity
    }

    // 65.5, later: the chapter's `removeItem(view)` names a view it never declared; view2 here.
    func changeGravityItems(_ gravity: GravityBehavior) {
        gravity.addItem(view3)
        gravity.removeItem(view2)
    }

    // 65.5, last
    func removeGravity(_ gravity: GravityBehavior) {
        animator?.removeBehavior(gravity)
    }

    // 65.6
    func configureCollision(mode: CollisionBehaviorMode, delegate: CollisionBehaviorDelegate) -> CollisionBehavior {
        let collision = CollisionBehavior(items: [view1, view2])
        animator?.addBehavior(collision)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = mode  // e.g. `UICollisionBehaviorMode.items`
        collision.collisionDelegate = delegate  // "assign it as the delegate"
        return collision
    }

    // 65.7, first listing: `attachedToItem:` is `attachedTo:` since Swift 3.
    func attachItems() -> AttachmentBehavior {
        let attachment = AttachmentBehavior(item: view1, attachedTo: view2)
        animator?.addBehavior(attachment)
        return attachment
    }

    // 65.7, the spring. The listing declares `anchorpoint` and then uses `anchorPoint`; one name
    // here. It does not add the behavior; the next line does, as the first listing did.
    func attachSpring() -> AttachmentBehavior {
        let anchorPoint = Point(x: 100, y: 100)
        let attachment = AttachmentBehavior(item: view1, attachedToAnchor: anchorPoint)
        attachment.frequency = 4.0
        attachment.damping = 0.0
        animator?.addBehavior(attachment)
        return attachment
    }

    // 65.7, the offset attachment (same name fix, same added line).
    func attachOffCenter() -> AttachmentBehavior {
        let anchorPoint = Point(x: 100, y: 100)
        let offset = Offset(horizontal: 20, vertical: 20)
        let attachment = AttachmentBehavior(item: view1, offsetFromCenter: offset, attachedToAnchor: anchorPoint)
        animator?.addBehavior(attachment)
        return attachment
    }

    // 65.8: `snapToPoint:` is `snapTo:` since Swift 3.
    func snap() -> SnapBehavior {
        let point = Point(x: 100, y: 100)
        let snap = SnapBehavior(item: view1, snapTo: point)
        snap.damping = 1.0
        animator?.addBehavior(snap)
        return snap
    }

    // 65.9; the listing stops before adding the behavior, so the last line is added.
    func push(mode: PushBehaviorMode = PushBehaviorMode.instantaneous) -> PushBehavior {
        let push = PushBehavior(items: [view1], mode: mode)
        let vector = Vector(dx: 0.2, dy: 0.2)
        push.pushDirection = vector
        animator?.addBehavior(push)
        return push
    }

    // 65.9, the off-centre target.
    func pushOffCenter(_ push: PushBehavior) {
        let offset = Offset(horizontal: 20, vertical: 20)
        push.setTargetOffsetFromCenter(offset, for: view1)
    }

    // 65.10
    func itemProperties() -> DynamicItemBehavior {
        let behavior = DynamicItemBehavior(items: [view1, view2])
        behavior.elasticity = 0.2
        behavior.resistance = 0.5
        animator?.addBehavior(behavior)
        return behavior
    }

    // 65.11: the children are created first ("Create multiple behavior objects here").
    func composite(
        _ behavior: DynamicBehavior, _ attachment: DynamicBehavior, _ gravity: DynamicBehavior, _ push: DynamicBehavior
    ) -> DynamicBehavior {
        let customBehavior = DynamicBehavior()
        customBehavior.addChildBehavior(behavior)
        customBehavior.addChildBehavior(attachment)
        customBehavior.addChildBehavior(gravity)
        customBehavior.addChildBehavior(push)
        animator?.addBehavior(customBehavior)
        return customBehavior
    }
}
