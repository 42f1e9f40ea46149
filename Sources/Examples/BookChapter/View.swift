import Dynamics

/// Stands in for `UIView`: a frame in the reference view's coordinates that the animator moves.
/// Any `UIView` is a `UIDynamicItem`; here the stand-in conforms to ``DynamicItem``.
final class View: DynamicItem {
    var center: Point
    var bounds: Rect
    var transform = Transform.identity  // CGAffineTransform: `Transform` (Foundation owns `AffineTransform`)

    /// `UIView(frame:)`.
    init(frame: Rect) {
        center = frame.center
        bounds = Rect(origin: .zero, size: frame.size)
    }

    /// `UIView.frame` (ignoring rotation).
    var frame: Rect { Rect(center: center, size: bounds.size) }
}

/// Logs the collision delegate's calls, as an app reacting to collisions would.
final class CollisionLog: CollisionBehaviorDelegate {
    var itemBegan = 0, itemEnded = 0, boundaryBegan = 0, boundaryEnded = 0

    // The chapter lists the Swift 2 names (`beganContactForItem:withItem:atPoint:`); the Swift 3
    // ones (`beganContactFor:with:at:`) are UIKit's today and these.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point
    ) { itemBegan += 1 }

    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {
        itemEnded += 1
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) { boundaryBegan += 1 }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) { boundaryEnded += 1 }
}
