import Testing

@testable import Dynamics

/// Discs and boxes in a gravity-free room, some touching, moving but not turning.
private func movingScene() -> (DynamicAnimator, [BasicItem]) {
    let room = Room(width: 600, height: 400, gravity: 0)
    var rng = SplitMix(seed: 11)
    var items: [BasicItem] = []
    for k in 0..<48 {
        let x = 40 + Double(k % 8) * 41 + rng.next(in: 0...3), y = 40 + Double(k / 8) * 41 + rng.next(in: 0...3)
        let item = k % 3 == 0 ? box(x, y, 38, 30) : disc(x, y, diameter: 38)
        items.append(room.add(item))
        room.properties.addLinearVelocity(Vector(dx: rng.next(in: -150...150), dy: rng.next(in: -150...150)), for: item)
    }
    room.properties.allowsRotation = false
    return (room.animator, items)
}

/// A contact's geometry as the solver sees it now: normal, and per point the separation and
/// lever arms.
/// Runs `body` on the moving scene's world (see `movingScene`) a step in, its contacts made
/// for a pass of four sub-steps and prepared, with the sub-step's length, the collision
/// behaviors and the reference bounds.
private func withPreparedPass(_ body: (inout StepWorld, Double, [DynamicBehavior], Rect) -> Void) {
    let (animator, _) = movingScene()
    animator.step(by: 1.0 / 60)
    let behaviors = animator.collisionBehaviors, bounds = animator.referenceBounds
    let h = animator.subStepDuration
    animator.withStepWorld { world in
        world.collide(span: 4 * h, behaviors: behaviors, referenceBounds: bounds)
        world.prepareContacts()
        body(&world, h, behaviors, bounds)
    }
}

private func geometry(_ world: StepWorld, _ c: ContactConstraint) -> [Double] {
    var values = [c.normal.dx, c.normal.dy]
    for k in 0..<c.pointCount {
        let p = world.contacts.points[c.firstPoint + k]
        values += [p.separation, p.rA.dx, p.rA.dy, p.rB.dx, p.rB.dy]
    }
    return values
}

private func touches(_ c: ContactConstraint, _ bodies: Set<Int>) -> Bool {
    bodies.contains(c.a) || (c.b >= 0 && bodies.contains(c.b))
}

private func close(_ x: [Double], _ y: [Double], within tolerance: Double) -> Bool {
    x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("Collisions: re-colliding a few bodies in the middle of a pass")
struct LocalCollideTests {
    @Test("the grid's query by box reports each proxy whose fat box overlaps, once")
    func queryByBox() {
        var rng = SplitMix(seed: 5)
        var boxes: [AABB] = []
        for _ in 0..<400 {
            let x = rng.next(in: 0...1000), y = rng.next(in: 0...1000)
            let w = rng.next(in: 2...40), h = rng.next(in: 2...40)
            boxes.append(AABB(lower: Vector(dx: x, dy: y), upper: Vector(dx: x + w, dy: y + h)))
        }
        boxes[7] = AABB(lower: Vector(dx: -50, dy: -50), upper: Vector(dx: 1050, dy: 900))  // a large proxy
        var broadPhase = BroadPhase()
        broadPhase.update(Array(boxes.indices), boxes, uids: boxes.indices.map { UInt32($0 + 1) })
        for size in [1.0, 30, 200, 5000] {
            for _ in 0..<50 {
                let x = rng.next(in: -100...1100), y = rng.next(in: -100...1100)
                let query = AABB(lower: Vector(dx: x, dy: y), upper: Vector(dx: x + size, dy: y + size / 2))
                var found: [Int] = []
                broadPhase.forEachProxy(overlapping: query) { found.append($0) }
                let expected = boxes.indices.filter { broadPhase.fat[$0].overlaps(query) }
                #expect(found.sorted() == expected)
            }
        }
    }

    @Test("the constraints filed by body list each constraint under each of its bodies, once")
    func constraintsByBody() {
        var rng = SplitMix(seed: 9)
        let n = 30
        var constraints: [ContactConstraint] = []
        for k in 0..<200 {
            let a = Int(rng.next(in: 0...Double(n - 1))), other = Int(rng.next(in: 0...Double(n - 1)))
            let b = k % 5 == 0 ? -1 : (other == a ? (a + 1) % n : other)  // every fifth a boundary
            constraints.append(
                ContactConstraint(
                    a: a, b: b, normal: Vector(dx: 0, dy: 1), friction: 0, restitution: 0, pointCount: 1, key: 0,
                    group: 0, boundary: -1))
        }
        var byBody = ConstraintsByBody()
        #expect(!byBody.isBuilt)
        constraints.withUnsafeBufferPointer { byBody.build($0, bodyCount: n) }
        #expect(byBody.isBuilt && byBody.filed == constraints.count)
        for i in 0..<n {
            var listed: [Int] = []
            byBody.forEach(ofBody: i) { listed.append($0) }
            let expected = constraints.indices.filter { constraints[$0].a == i || constraints[$0].b == i }
            #expect(listed.sorted() == expected)
        }
        var beyond: [Int] = []
        byBody.forEach(ofBody: n + 3) { beyond.append($0) }
        #expect(beyond.isEmpty)
    }

    @Test("constraints appended after filing are listed under their bodies too, each with its lane")
    func constraintsAppended() {
        var rng = SplitMix(seed: 21)
        let n = 20
        var pairs: [(Int, Int)] = []
        for k in 0..<120 {
            let a = Int(rng.next(in: 0...Double(n - 1))), other = Int(rng.next(in: 0...Double(n - 1)))
            pairs.append((a, k % 4 == 0 ? -1 : (other == a ? (a + 1) % n : other)))
        }
        let constraints = pairs[..<80].map { a, b in
            ContactConstraint(
                a: a, b: b, normal: Vector(dx: 0, dy: 1), friction: 0, restitution: 0, pointCount: 1, key: 0,
                group: 0, boundary: -1)
        }
        var byBody = ConstraintsByBody()
        constraints.withUnsafeBufferPointer { byBody.build($0, bodyCount: n) }
        // Constraint k's one point is point k; lane 3k + 1 holds it (the others are empty).
        var source = [Int32](repeating: -1, count: 3 * constraints.count + 3)
        for k in constraints.indices { source[3 * k + 1] = Int32(k) }
        byBody.fileLanes(source: source, owner: constraints.indices.map { Int32($0) })
        for k in 80..<pairs.count { byBody.append(k, a: pairs[k].0, b: pairs[k].1, lane: 1000 + k) }
        for k in pairs.indices { #expect(byBody.lane(of: k) == (k < 80 ? 3 * k + 1 : 1000 + k)) }
        #expect(byBody.lane(of: pairs.count) == -1)
        for i in 0..<n {
            var listed: [Int] = []
            byBody.forEach(ofBody: i) { listed.append($0) }
            #expect(listed.sorted() == pairs.indices.filter { pairs[$0].0 == i || pairs[$0].1 == i })
        }
    }

    @Test("the pairs re-collided bodies meet are every pair of overlapping boxes with one of them in, once each")
    func candidatePairsAreAllOverlaps() {
        withPreparedPass { world, h, _, _ in
            let n = world.bodies.count
            world.contacts.redone = Array(repeating: 0, count: n)
            // A cluster re-collided side by side, two of them thrown out of their fat boxes, and
            // two bodies next to it (and two far off) escaped earlier in the pass, not now.
            let redo = [8, 9, 10, 16, 17, 18, 24, 25]
            for i in redo { world.contacts.redone[i] = h }
            for i in [9, 17, 26, 32, 40, 47] {
                world.contacts.boxes[i] = world.contacts.boxes[i].expanded(by: 30)
                #expect(!world.contacts.broadPhase.fat[i].contains(world.contacts.boxes[i]))
                world.contacts.isEscaped[i] = true
                world.contacts.escaped.append(i)
            }
            let found = world.candidatePairs(redo)
            let boxes = world.contacts.boxes, redone = world.contacts.redone
            var expected: [(Int, Int)] = []
            for b in 0..<n {
                for a in 0..<b where (redone[a] > 0 || redone[b] > 0) && boxes[a].overlaps(boxes[b]) {
                    expected.append((a, b))
                }
            }
            // Pairs of each kind: both inside their fat boxes, one escaped, both escaped.
            let escaped = Set(world.contacts.escaped)
            #expect(
                expected.contains {
                    !escaped.contains($0.0) && !escaped.contains($0.1) && redone[$0.1] > 0 && redone[$0.0] > 0
                })
            #expect(expected.contains { escaped.contains($0.0) != escaped.contains($0.1) })
            #expect(expected.contains { escaped.contains($0.0) && escaped.contains($0.1) })
            #expect(found.map { BroadPhase.key($0.0, $0.1) } == expected.map { BroadPhase.key($0.0, $0.1) })
        }
    }

    @Test("a body an impact can carry no farther than the slack keeps its contacts; one thrown farther collides afresh")
    func slightImpactKeepsContacts() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 400))
        let collision = CollisionBehavior(items: [])
        let light = DynamicItemBehavior(items: []), heavy = DynamicItemBehavior(items: [])
        for behavior in [light, heavy] {
            behavior.elasticity = 0.5
            behavior.friction = 0
        }
        heavy.density = 1000
        // The striker 1 pt from the target, the target 1 pt from its neighbour: two contacts.
        let striker = disc(259, 200), target = disc(300, 200), neighbour = disc(341, 200)
        for item in [striker, target, neighbour] { collision.addItem(item) }
        light.addItem(striker)
        light.addItem(neighbour)
        heavy.addItem(target)
        for behavior in [collision, light, heavy] { animator.addBehavior(behavior) }
        animator.step(by: 1.0 / 60)
        let behaviors = animator.collisionBehaviors, bounds = animator.referenceBounds
        let h = animator.subStepDuration
        animator.withStepWorld { world in
            let items = world.bodies.items
            let index = { (item: BasicItem) in items.firstIndex { $0 === item }! }
            let s = index(striker), t = index(target), n = index(neighbour)
            world.bodies.velocity[s] = Vector(dx: 200, dy: 0)
            world.collide(span: 4 * h, behaviors: behaviors, referenceBounds: bounds)
            world.prepareContacts()
            world.contacts.passEnd = 4 * h
            let made = world.contacts.constraints
            #expect(made.count == 2)
            world.prepareConstraints(SolverStep(h: h, time: 0), joints: [])
            // Both struck: the target, a thousand times as dense, leaves at about 0.3 pt/s and
            // keeps its contacts; the striker, thrown back at about 300 pt/s, collides afresh.
            #expect(world.contacts.impacted)
            #expect(world.contacts.impactDrifted == [t])
            let drift = world.contacts.impactDrift[t]
            #expect(drift > 0 && drift <= StepWorld.impactSlack)
            #expect(world.contacts.impactDrift[s] == 0)
            let dropped = world.contacts.dropped
            let live = world.contacts.constraints.indices.filter { !(($0 < dropped.count) && dropped[$0]) }
            let pairs = world.contacts.constraints.map { Set([$0.a, $0.b]) }
            // The target's contact with its neighbour is the pass's; the striker's is new.
            #expect(live.contains { $0 < made.count && pairs[$0] == [t, n] })
            #expect(live.contains { $0 >= made.count && pairs[$0] == [s, t] })
            #expect(live.count == 2)
        }
    }

    @Test("a struck body's new contacts are the ones a full collision pass makes; the rest keep theirs")
    func localMatchesFull() {
        // A pass of four sub-steps, one of them run, as `collisionStep` does.
        withPreparedPass { world, h, behaviors, bounds in
            world.contacts.passEnd = 4 * h
            world.prepareConstraints(SolverStep(h: h, time: 0), joints: [])
            world.solveConstraints(SolverStep(h: h, time: 0), joints: [], useBias: true, iterations: 1)
            world.bodies.integratePositions(h)
            world.refreshContacts()
            world.unpackWide()
            // Three bodies struck: new velocities.
            let redo = [3, 17, 30]
            for (n, i) in redo.enumerated() { world.bodies.velocity[i] = Vector(dx: 400 - 300 * Double(n), dy: 250) }
            let before = world
            var local = world
            let fresh = local.recollide(redo, fastSpan: h, span: h)
            var full = world
            full.collide(span: h, behaviors: behaviors, referenceBounds: bounds)
            full.prepareContacts()
            full.unpackWide()
            let struck = Set(redo)
            let expected = full.contacts.constraints.filter { touches($0, struck) }
            let made = local.contacts.constraints[fresh]
            #expect(!expected.isEmpty)
            #expect(made.map(\.key).sorted() == expected.map(\.key).sorted())
            for c in expected {
                guard let m = made.first(where: { $0.key == c.key }) else { continue }
                #expect(close(geometry(local, m), geometry(full, c), within: 1e-9))
            }
            // Every other contact is still there, with its impulses.
            let kept = before.contacts.constraints.filter { !touches($0, struck) }
            let live = local.contacts.constraints[..<fresh.lowerBound].indices.filter { !local.contacts.dropped[$0] }
            #expect(live.map { local.contacts.constraints[$0].key } == kept.map(\.key))
            for (c, old) in zip(live.map { local.contacts.constraints[$0] }, kept) {
                #expect(
                    local.contacts.points[c.firstPoint].normalImpulse
                        == before.contacts.points[old.firstPoint].normalImpulse)
            }
            // Carried by the pass's refresh, the new contacts read as made, now and after a move.
            local.refreshContacts()
            local.unpackWide()
            for c in made { #expect(close(geometry(local, c), geometry(full, expectedMatch(c, full)), within: 1e-9)) }
            local.bodies.integratePositions(h)
            full.bodies.integratePositions(h)
            local.refreshContacts()
            full.refreshContacts()
            local.unpackWide()
            full.unpackWide()
            for c in made { #expect(close(geometry(local, c), geometry(full, expectedMatch(c, full)), within: 1e-9)) }
        }
    }

    @Test("a fast disc cannot pass through a thin plank or a small disc, while the world keeps one pass a frame")
    func fastItemsKeepTheirOwnContacts() {
        let room = Room(width: 1200, height: 800, gravity: 1000)
        room.properties.elasticity = 0.5
        // A resting row the fast discs never reach.
        for k in 0..<20 { room.add(box(60 + Double(k) * 41, 780)) }
        let plank = room.add(box(300, 400, 300, 4))
        let target = room.add(disc(900, 400, diameter: 8))
        let anchors = DynamicItemBehavior(items: [plank])
        anchors.isAnchored = true
        room.animator.addBehavior(anchors)
        room.gravity.removeItem(target)
        // 1000 pt/s: a quarter of the pair's sizes in under a frame, but not in one sub-step.
        let shot = room.add(disc(300, 300, diameter: 20))
        let bullet = room.add(disc(900, 300, diameter: 20))
        room.gravity.removeItem(shot)
        room.gravity.removeItem(bullet)
        room.properties.addLinearVelocity(Vector(dx: 0, dy: 1000), for: shot)
        room.properties.addLinearVelocity(Vector(dx: 0, dy: 1000), for: bullet)
        var frames = 0
        let passesBefore = room.animator.contacts.fullPasses
        run(room.animator, seconds: 0.25) {
            frames += 1
            #expect(shot.center.y < plank.center.y - 2 - 10 + 1)
            #expect(bullet.center.y < target.center.y)
        }
        #expect(room.animator.contacts.fullPasses - passesBefore == frames)
        #expect(room.animator.contacts.recollided > 0)
        #expect(shot.center.y < 390)
    }

    /// After a re-collision the refresh reads only the appended groups to know whether the
    /// pass is still discs' only: a box's contact made by it makes the pass not discs' only,
    /// a disc's keeps it so, each as reading every group says.
    @Test(
        "whether a pass is all discs, after a re-collision adds a contact, is what reading every group gives",
        arguments: [false, true])
    func discsOnlyAfterARecollision(boxJoins: Bool) {
        let room = Room(width: 600, height: 400, gravity: 0, walls: false)
        for k in 0..<3 { room.add(disc(100 + Double(k) * 40, 200)) }
        // 45 pt from the row's end: no contact until it is struck towards the row.
        room.add(boxJoins ? box(260, 200, 30, 30) : disc(260, 200, diameter: 30))
        let animator = room.animator
        animator.step(by: 1.0 / 60)
        let behaviors = animator.collisionBehaviors, bounds = animator.referenceBounds
        let h = animator.subStepDuration
        animator.withStepWorld { world in
            world.collide(span: h, behaviors: behaviors, referenceBounds: bounds)
            world.prepareContacts()
            world.refreshContacts()
            let before = world.contacts.allDiscGroups
            #expect(before?.value == true)
            #expect(before?.groups == world.contacts.wide.count)
            let x = world.bodies.position.map(\.dx)
            let last = x.indices.max { x[$0] < x[$1] }!
            world.bodies.velocity[last] = Vector(dx: -12_000, dy: 0)
            let fresh = world.recollide([last], fastSpan: h, span: h)
            #expect(fresh.count == 1)
            world.refreshContacts()
            let after = world.contacts.allDiscGroups
            #expect(after?.recollided == world.contacts.recollided)
            #expect(after?.groups == world.contacts.wide.count)
            #expect(world.contacts.wide.count > before?.groups ?? .max)
            #expect(after?.value == !boxJoins)
            #expect(after?.value == StepWorld.allDiscGroups(world.contacts.wide, world.contacts.wideAnchors))
        }
    }
}

/// The constraint of `full` with the same pair as `c`.
private func expectedMatch(_ c: ContactConstraint, _ full: StepWorld) -> ContactConstraint {
    full.contacts.constraints.first { $0.key == c.key } ?? c
}
