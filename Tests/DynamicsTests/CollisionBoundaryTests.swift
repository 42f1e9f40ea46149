import Dynamics
import Testing

@Suite("Collisions: boundaries, shapes, modes")
struct CollisionBoundaryTests {
    @Test("1 000 items fired at up to 20 000 pt/s at thin boundaries never escape")
    func tunneling() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: -5000, y: -5000, width: 10_000, height: 10_000))
        let collision = CollisionBehavior(items: [])
        collision.collisionMode = .boundaries
        let square = [Point(x: 0, y: 0), Point(x: 600, y: 0), Point(x: 600, y: 600), Point(x: 0, y: 600)]
        collision.addBoundary(withIdentifier: "room", for: Path(points: square))
        let props = DynamicItemBehavior(items: [])
        props.elasticity = 1
        animator.addBehavior(collision)
        animator.addBehavior(props)
        var rng = SplitMix(seed: 7)
        var items: [BasicItem] = []
        for k in 0..<1000 {
            let size = rng.next(in: 2...20)
            let item = BasicItem(
                center: Point(x: rng.next(in: 30...570), y: rng.next(in: 30...570)),
                size: Size(width: size, height: size), collisionBoundsType: k % 2 == 0 ? .ellipse : .rectangle)
            collision.addItem(item)
            props.addItem(item)
            props.addLinearVelocity(
                Vector(angle: rng.next(in: 0...(2 * .pi)), length: rng.next(in: 1000...20_000)), for: item)
            items.append(item)
        }
        run(animator, seconds: 0.3)
        let escaped = items.filter { !(0...600).contains($0.center.x) || !(0...600).contains($0.center.y) }
        #expect(escaped.isEmpty, "\(escaped.count) of 1000 escaped")
    }

    @Test("the reference-bounds walls hold fast items, with insets")
    func walls() {
        let room = Room(width: 400, height: 400, gravity: 0, walls: false)
        room.collision.setTranslatesReferenceBoundsIntoBoundary(
            with: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        room.properties.elasticity = 1
        var items: [BasicItem] = []
        for k in 0..<50 {
            let item = room.add(disc(200, 200, diameter: 10))
            room.properties.addLinearVelocity(Vector(angle: Double(k) * 0.37, length: 15_000), for: item)
            items.append(item)
        }
        run(room.animator, seconds: 1)
        for item in items {
            #expect(item.center.x >= 20 + 4.5 && item.center.x <= 360 - 4.5)
            #expect(item.center.y >= 10 + 4.5 && item.center.y <= 370 - 4.5)
        }
    }

    @Test("shapes rest where geometry says: ellipse, rotated ellipse, rotated rectangle, triangle path")
    func restingHeights() {
        let room = Room()
        room.properties.allowsRotation = false
        let ellipse = room.add(
            BasicItem(center: Point(x: 200, y: 800), size: Size(width: 80, height: 40), collisionBoundsType: .ellipse))
        let tall = BasicItem(
            center: Point(x: 400, y: 800), size: Size(width: 80, height: 40), collisionBoundsType: .ellipse)
        tall.transform = Transform(rotationAngle: .pi / 2)
        room.add(tall)
        let rect = BasicItem(center: Point(x: 600, y: 800), size: Size(width: 60, height: 30))
        rect.transform = Transform(rotationAngle: .pi / 2)
        room.add(rect)
        let tilted = BasicItem(center: Point(x: 800, y: 800), size: Size(width: 40, height: 40))
        tilted.transform = Transform(rotationAngle: .pi / 4)
        room.add(tilted)
        let triangle = Path(points: [Point(x: -30, y: 20), Point(x: 0, y: -40), Point(x: 30, y: 20)])
        let wedge = room.add(
            BasicItem(
                center: Point(x: 1000, y: 800), size: Size(width: 60, height: 60),
                collisionBoundsType: .path, collisionBoundingPath: triangle))
        run(room.animator, seconds: 2)
        let floor = room.floor
        #expect(abs(ellipse.center.y - (floor - 20)) < 0.5)
        #expect(abs(tall.center.y - (floor - 40)) < 0.5)
        #expect(abs(rect.center.y - (floor - 30)) < 0.5)
        #expect(abs(tilted.center.y - (floor - 20 * 2.0.squareRoot())) < 0.5)
        #expect(abs(wedge.center.y - (floor - 20)) < 0.5)
    }

    @Test("collision modes: .items ignores boundaries, .boundaries ignores other items")
    func modes() {
        let itemsOnly = Room(width: 400, height: 400)
        itemsOnly.collision.collisionMode = .items
        let falling = itemsOnly.add(disc(200, 350))
        run(itemsOnly.animator, seconds: 0.5)
        #expect(falling.center.y > 400, "with .items the floor does not hold")

        let boundariesOnly = Room(width: 400, height: 400, gravity: 0)
        boundariesOnly.collision.collisionMode = .boundaries
        let a = boundariesOnly.add(disc(100, 200)), b = boundariesOnly.add(disc(300, 200))
        boundariesOnly.properties.addLinearVelocity(Vector(dx: 200, dy: 0), for: a)
        boundariesOnly.properties.addLinearVelocity(Vector(dx: -200, dy: 0), for: b)
        run(boundariesOnly.animator, seconds: 0.6)
        #expect(a.center.x > 200 && b.center.x < 200, "they passed through each other")
    }

    @Test("items collide only when a collision behavior holds both")
    func groups() {
        let animator = makeAnimator()
        let a = disc(-100, 0), b = disc(100, 0), c = disc(300, 0)
        let first = CollisionBehavior(items: [a, b]), second = CollisionBehavior(items: [b, c])
        let props = DynamicItemBehavior(items: [a, b, c])
        props.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        props.addLinearVelocity(Vector(dx: -800, dy: 0), for: c)
        for behavior in [first, second, props] { animator.addBehavior(behavior) }
        run(animator, seconds: 0.5)
        #expect(props.linearVelocity(for: b).dx != 0, "b was hit")
        let third = DynamicAnimator(referenceBounds: animator.referenceBounds)
        let x = disc(-100, 0), y = disc(100, 0)
        let p2 = DynamicItemBehavior(items: [x, y])
        p2.addLinearVelocity(Vector(dx: 800, dy: 0), for: x)
        third.addBehavior(CollisionBehavior(items: [x]))
        third.addBehavior(CollisionBehavior(items: [y]))
        third.addBehavior(p2)
        run(third, seconds: 0.5)
        #expect(x.center.x > 150, "x and y are in different collision behaviors: no contact")
        #expect(y.center.x == 100)
    }

    @Test("boundaries by identifier: add, replace, look up, list, remove, remove all")
    func boundaryAPI() {
        let c = CollisionBehavior(items: [])
        c.addBoundary(withIdentifier: "a", from: Point(x: 0, y: 0), to: Point(x: 1, y: 0))
        c.addBoundary(withIdentifier: 7, for: Path(points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 0, y: 5)]))
        c.addBoundary(withIdentifier: "a", from: Point(x: 0, y: 0), to: Point(x: 2, y: 0))
        #expect(c.boundaryIdentifiers == ["a", 7])
        #expect(c.boundary(withIdentifier: "a")?.points == [Point(x: 0, y: 0), Point(x: 2, y: 0)])
        #expect(c.boundary(withIdentifier: 7)?.points.count == 3)
        c.removeBoundary(withIdentifier: "a")
        #expect(c.boundaryIdentifiers == [7] && c.boundary(withIdentifier: "a") == nil)
        c.removeAllBoundaries()
        #expect(c.boundaryIdentifiers.isEmpty)
    }

    @Test("an anchored item collides but never moves")
    func anchored() {
        let room = Room(walls: false)
        let shelf = box(1000, 500, 400, 20)
        let fixed = DynamicItemBehavior(items: [shelf])
        fixed.isAnchored = true
        room.animator.addBehavior(fixed)
        room.collision.addItem(shelf)
        room.gravity.addItem(shelf)
        let ball = room.add(disc(1000, 300))
        run(room.animator, seconds: 2)
        #expect(shelf.center == Point(x: 1000, y: 500))
        #expect(abs(ball.center.y - (490 - 20)) < 0.5, "the ball rests on the shelf")
    }
}

@Suite("Collisions: overlap recovery")
struct CollisionOverlapTests {
    @Test("an item placed 15 pt into the floor is pushed out gently (≤ 300 pt/s), not launched")
    func pushedOut() {
        let room = Room()
        let crate = room.add(box(1000, room.floor - 20 + 15))
        var fastest = 0.0
        run(room.animator, seconds: 1) { fastest = max(fastest, room.properties.linearVelocity(for: crate).length) }
        #expect(fastest <= 310, "fastest \(fastest) pt/s")
        #expect(abs(crate.center.y - (room.floor - 20)) < 0.5)
    }

    @Test("two items placed overlapping separate without flying apart")
    func separated() {
        let room = Room(gravity: 0)
        let a = room.add(disc(1000, 500)), b = room.add(disc(1010, 500))
        run(room.animator, seconds: 1)
        #expect(a.center.distance(to: b.center) >= 39.5)
        #expect(
            room.properties.linearVelocity(for: a).length < 310 && room.properties.linearVelocity(for: b).length < 310)
    }
}
