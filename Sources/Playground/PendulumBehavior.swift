import Dynamics
import Raster

/// A composite behavior, as UIKit's docs suggest building them: a bob hanging from a fixed
/// point by a spring or a rope, with its own item properties, added to the animator as one
/// behavior. Its children are the attachment and a `DynamicItemBehavior` (and, for a rope,
/// the anchored hook the rope is tied to: UIKit's rope joins two items, so the fixed end is
/// an item made immovable with `isAnchored`).
final class PendulumBehavior: DynamicBehavior {
    /// How the bob hangs.
    enum Kind {
        /// A damped spring of rest length `length` from the anchor (1.5 Hz, damping 0.1).
        case spring
        /// A rope: the bob may come closer than `length` but never farther.
        case rope
    }

    /// How the bob hangs.
    let kind: Kind
    /// The swinging item.
    let bob: BasicItem
    /// The fixed end.
    let anchor: Point
    /// The attachment holding the bob.
    let attachment: AttachmentBehavior
    /// The bob's properties: a little air resistance so the swing dies down in a minute.
    let properties: DynamicItemBehavior

    /// A pendulum of `kind` from `anchor`, its bob starting at `start`; `length` is the
    /// spring's rest length or the rope's (the rope starts taut if `start` is that far).
    init(kind: Kind, anchor: Point, start: Point, length: Double, bobSize: Double = 20) {
        self.kind = kind
        self.anchor = anchor
        bob = BasicItem(center: start, size: Size(width: bobSize, height: bobSize), collisionBoundsType: .ellipse)
        properties = DynamicItemBehavior(items: [bob])
        properties.resistance = 0.05
        properties.elasticity = 0.5
        switch kind {
        case .spring:
            attachment = AttachmentBehavior(item: bob, attachedToAnchor: anchor)
            attachment.length = length
            attachment.frequency = 1.5
            attachment.damping = 0.1
        case .rope:
            let hook = BasicItem(center: anchor, size: Size(width: 4, height: 4))
            attachment = AttachmentBehavior.limitAttachment(
                with: bob, offsetFromCenter: .zero,
                attachedTo: hook, offsetFromCenter: .zero)
            attachment.length = length
            let fixed = DynamicItemBehavior(items: [hook])
            fixed.isAnchored = true
            super.init()
            addChildBehavior(fixed)
            addChildBehavior(attachment)
            addChildBehavior(properties)
            return
        }
        super.init()
        addChildBehavior(attachment)
        addChildBehavior(properties)
    }

    /// The spring or rope as the scene draws it: from the anchor to the bob.
    var drawing: AttachmentDrawing {
        AttachmentDrawing(kind: kind == .spring ? .spring : .rope, from: bob.center, to: anchor)
    }
}
