import Dynamics

// Runs the chapter's snippets headless, one section each, and prints what happens as
// `section key=value …` lines; `BookChapterExampleTests` checks them against the chapter's words.
//
//   book-chapter-example        (no options)

// 65.5 Gravity: (0, 0.5) is half of gravity's 1000 pt/s²; items added later fall too, items
// removed stop; without a collision the views fall out of the reference view.
do {
    let vc = controller(Point(x: 100, y: 100), Point(x: 200, y: 100))
    let gravity = vc.configureGravity()
    run(vc.animator, seconds: 0.5)
    let acceleration = (vc.animator?.velocity(of: vc.view1)?.dy ?? 0) / 0.5
    vc.changeGravityItems(gravity)
    let (view2Before, view3Before) = (vc.view2.center, vc.view3.center)
    run(vc.animator, seconds: 0.5)
    let view3Fell = vc.view3.center.y - view3Before.y
    let view2Moved = vc.view2.center.distance(to: view2Before)
    run(vc.animator, seconds: 2)
    let fellOut = !vc.view1.frame.intersects(vc.view.bounds)
    vc.removeGravity(gravity)
    let stopped = vc.view1.center
    run(vc.animator, seconds: 0.5)
    report(
        "gravity",
        [
            "acceleration": acceleration, "view3Fell": view3Fell, "view2Moved": view2Moved, "view1FellOut": fellOut,
            "behaviors": vc.animator?.behaviors.count ?? -1, "movedAfterRemoval": vc.view1.center.distance(to: stopped),
        ])
}

// 65.6 Collision: two views under gravity, one above the other, in each mode.
for (name, mode) in [("everything", CollisionBehaviorMode.everything), ("items", .items), ("boundaries", .boundaries)] {
    let vc = controller(Point(x: 187, y: 100), Point(x: 187, y: 400), side: 60)
    _ = vc.configureGravity()
    let log = CollisionLog()
    let collision = vc.configureCollision(mode: mode, delegate: log)
    var closest = Double.infinity
    run(vc.animator, seconds: 4) { closest = min(closest, vc.view2.center.y - vc.view1.center.y) }
    report(
        "collision",
        [
            "mode": name, "view1Y": vc.view1.center.y, "view2Y": vc.view2.center.y, "closest": closest,
            "itemContacts": log.itemBegan, "boundaryContacts": log.boundaryBegan,
            "delegateSet": collision.collisionDelegate === log,
        ])
}

// 65.7 Attachment: two items held at their distance; a 4 Hz undamped spring following its
// anchor; an off-centre attachment that tilts the item.
do {
    let vc = controller(Point(x: 100, y: 200), Point(x: 200, y: 200))
    let attachment = vc.attachItems()
    let gravity = GravityBehavior(items: [vc.view1])
    vc.animator?.addBehavior(gravity)
    var worst = 0.0
    run(vc.animator, seconds: 2) { worst = max(worst, abs(vc.view1.center.distance(to: vc.view2.center) - 100)) }
    report("attachment", ["kind": "items", "length": attachment.length, "worstStretch": worst])

    let spring = controller(Point(x: 100, y: 200), Point(x: 300, y: 600))
    let behavior = spring.attachSpring()
    behavior.anchorPoint = Point(x: 100, y: 150)  // "If the anchor point moves, the attached view will also move"
    var ys: [Double] = []
    run(spring.animator, seconds: 2) { ys.append(spring.view1.center.y) }
    // Oscillation about y = 250 (length 100 below the new anchor): count the crossings.
    let crossings = zip(ys, ys.dropFirst()).filter { ($0 - 250) * ($1 - 250) < 0 }.count
    let firstSecond = ys.prefix(60), lastSecond = ys.suffix(60)
    report(
        "attachment",
        [
            "kind": "spring", "frequency": Double(crossings) / 2 / 2, "mean": lastSecond.reduce(0, +) / 60,
            "firstAmplitude": ((firstSecond.max() ?? 0) - (firstSecond.min() ?? 0)) / 2,
            "lastAmplitude": ((lastSecond.max() ?? 0) - (lastSecond.min() ?? 0)) / 2,
        ])

    let offCenter = controller(Point(x: 100, y: 200), Point(x: 300, y: 600))
    _ = offCenter.attachOffCenter()
    offCenter.animator?.addBehavior(GravityBehavior(items: [offCenter.view1]))
    run(offCenter.animator, seconds: 1)
    report("attachment", ["kind": "offCenter", "angle": offCenter.view1.transform.rotationAngle])
}

// 65.8 Snap: the view goes to the point and stays there, and goes back when moved.
do {
    let vc = controller(Point(x: 300, y: 500), Point(x: 300, y: 600))
    _ = vc.snap()
    run(vc.animator, seconds: 2)
    let first = vc.view1.center.distance(to: Point(x: 100, y: 100))
    vc.view1.center = Point(x: 250, y: 400)
    vc.animator?.updateItem(usingCurrentState: vc.view1)
    run(vc.animator, seconds: 2)
    report("snap", ["distance": first, "afterMove": vc.view1.center.distance(to: Point(x: 100, y: 100))])
}

// 65.9 Push: on a 100 × 100 view (mass 1) an instantaneous 0.2, 0.2 gives (20, 20) pt/s once;
// a continuous one keeps accelerating. The listing's offset (20, 20) lies on the push's own
// line, so it cannot turn the view ("in most cases" it does); pushed across it, it turns.
for (name, mode, offCenter, across) in [
    ("instantaneous", PushBehaviorMode.instantaneous, false, false), ("continuous", .continuous, false, false),
    ("offCenter", .instantaneous, true, false), ("offCenterAcross", .instantaneous, true, true),
] {
    let vc = controller(Point(x: 100, y: 100), Point(x: 300, y: 600), side: 100)
    let push = vc.push(mode: mode)
    if offCenter { vc.pushOffCenter(push) }
    if across { push.pushDirection = Vector(dx: 0.2, dy: -0.2) }
    let start = vc.view1.center
    run(vc.animator, seconds: 0.5)
    let early = vc.animator?.velocity(of: vc.view1) ?? .zero
    run(vc.animator, seconds: 0.5)
    report(
        "push",
        [
            "mode": name, "velocityAt0.5": early, "velocityAt1": vc.animator?.velocity(of: vc.view1) ?? .zero,
            "moved": vc.view1.center - start, "active": push.active, "angle": vc.view1.transform.rotationAngle,
        ])
}

// 65.10 Item properties: resistance 0.5 halves the speed each second; elasticity 0.2 bounces.
do {
    let vc = controller(Point(x: 100, y: 100), Point(x: 100, y: 300))
    _ = vc.itemProperties()
    let push = PushBehavior(items: [vc.view1, vc.view3], mode: .instantaneous)
    push.pushDirection = Vector(dx: 0.1, dy: 0)
    vc.animator?.addBehavior(push)
    vc.animator?.addBehavior(GravityBehavior(items: [vc.view2]))
    let floor = CollisionBehavior(items: [vc.view2])
    floor.translatesReferenceBoundsIntoBoundary = true
    vc.animator?.addBehavior(floor)
    run(vc.animator, seconds: 1.0 / 60)
    let v1 = vc.animator?.velocity(of: vc.view1)?.dx ?? 0, v3 = vc.animator?.velocity(of: vc.view3)?.dx ?? 0
    var impact = 0.0, rebound = 0.0
    run(vc.animator, seconds: 1) {
        let vy = vc.animator?.velocity(of: vc.view2)?.dy ?? 0
        if rebound == 0 { impact = max(impact, vy) }
        if impact > 0 { rebound = min(rebound, vy) }
    }
    let ratio1 = (vc.animator?.velocity(of: vc.view1)?.dx ?? 0) / v1
    let ratio3 = (vc.animator?.velocity(of: vc.view3)?.dx ?? 0) / v3
    report("itemBehavior", ["speedKept": ratio1, "speedKeptWithout": ratio3, "bounce": -rebound / impact])
}

// 65.11 A composite behavior: four behaviors added as one; removing it removes them all.
do {
    let vc = controller(Point(x: 100, y: 100), Point(x: 200, y: 100))
    let behavior = DynamicItemBehavior(items: [vc.view1])
    let attachment = AttachmentBehavior(item: vc.view1, attachedTo: vc.view2)
    let gravity = GravityBehavior(items: [vc.view1, vc.view2])
    let push = PushBehavior(items: [vc.view1], mode: .instantaneous)
    push.pushDirection = Vector(dx: 0, dy: -0.5)
    let custom = vc.composite(behavior, attachment, gravity, push)
    let start = vc.view1.center
    run(vc.animator, seconds: 1)
    let moved = vc.view1.center.distance(to: start)
    let children = custom.childBehaviors.count, behaviors = vc.animator?.behaviors.count ?? -1
    vc.animator?.removeBehavior(custom)
    let held = vc.view1.center
    run(vc.animator, seconds: 1)
    report(
        "composite",
        [
            "behaviors": behaviors, "children": children, "moved": moved,
            "stretch": abs(vc.view1.center.distance(to: vc.view2.center) - 100),
            "afterRemoval": vc.animator?.behaviors.count ?? -1, "movedAfterRemoval": vc.view1.center.distance(to: held),
        ])
}
