import Dynamics

/// A room of `width` × `height` points whose edges are walls, with gravity magnitude 1.
struct Room {
    let animator: DynamicAnimator
    let gravity = GravityBehavior()
    let collision = CollisionBehavior(items: [])
    let properties = DynamicItemBehavior(items: [])

    init(width: Double = 2000, height: Double = 1000, gravity magnitude: Double = 1, walls: Bool = true) {
        animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: width, height: height))
        gravity.magnitude = magnitude
        collision.translatesReferenceBoundsIntoBoundary = walls
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
    }

    /// Adds an item to gravity, collisions and the shared item properties.
    @discardableResult
    func add<Item: DynamicItem>(_ item: Item) -> Item {
        gravity.addItem(item)
        collision.addItem(item)
        properties.addItem(item)
        return item
    }

    var floor: Double { animator.referenceBounds.maxY }

    /// Adds `item` held in place (anchored: collides, never moves).
    @discardableResult
    func hold(_ item: BasicItem) -> BasicItem {
        add(item)
        let hold = DynamicItemBehavior(items: [item])
        hold.isAnchored = true
        animator.addBehavior(hold)
        return item
    }
}

func disc(_ x: Double, _ y: Double, diameter: Double = 40) -> BasicItem {
    BasicItem(center: Point(x: x, y: y), size: Size(width: diameter, height: diameter), collisionBoundsType: .ellipse)
}

func box(_ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 40) -> BasicItem {
    BasicItem(center: Point(x: x, y: y), size: Size(width: w, height: h))
}

/// Steps `seconds` in 1/60 s frames, calling `observe` after each frame.
func run(_ animator: DynamicAnimator, seconds: Double, observe: () -> Void) {
    for _ in 0..<Int((seconds * 60).rounded()) {
        animator.step(by: 1.0 / 60)
        observe()
    }
}
