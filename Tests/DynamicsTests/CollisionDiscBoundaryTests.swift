import Testing

@testable import Dynamics

/// A room around the origin (so a centre can sit at −0), no gravity, its sides reference-bounds
/// walls or (`walls` false) four segments; discs, boxes and ellipses, and (unless `ledge` is
/// false) a ledge segment across its left half.
private func roomAroundOrigin(walls: Bool = true, ledge: Bool = true) -> (DynamicAnimator, [BasicItem]) {
    let animator = DynamicAnimator(referenceBounds: Rect(x: -300, y: -200, width: 600, height: 400))
    let collision = CollisionBehavior(items: [])
    collision.translatesReferenceBoundsIntoBoundary = walls
    if ledge {
        collision.addBoundary(withIdentifier: "ledge", from: Point(x: -250, y: 0), to: Point(x: -20, y: 0))
    }
    if !walls {
        let corners = [Point(x: -300, y: -200), Point(x: 300, y: -200), Point(x: 300, y: 200), Point(x: -300, y: 200)]
        for k in 0..<4 {
            collision.addBoundary(withIdentifier: "side \(k)", from: corners[k], to: corners[(k + 1) % 4])
        }
    }
    animator.addBehavior(collision)
    var items: [BasicItem] = []
    for k in 0..<60 {
        let item: BasicItem
        switch k % 10 {
        case 7: item = box(0, 0, 40, 30)
        case 8:
            item = BasicItem(
                center: Point(x: 0, y: 0), size: Size(width: 40, height: 24), collisionBoundsType: .ellipse)
        default: item = disc(0, 0, diameter: 40)
        }
        collision.addItem(item)
        items.append(item)
    }
    animator.step(by: 1.0 / 60)
    return (animator, items)
}

/// The bits of a point's anchors and separation, and its id.
private func bits(_ p: ContactPoint) -> [UInt64] {
    [
        p.anchorA.dx.bitPattern, p.anchorA.dy.bitPattern, p.anchorB.dx.bitPattern, p.anchorB.dy.bitPattern,
        p.baseSeparation.bitPattern, UInt64(p.id),
    ]
}

/// A boundary contact as the general path makes it: body, cache key, normal and points.
private struct Expected {
    var a: Int
    var key: UInt64
    var boundary: Int
    var m: Manifold
}

/// True when even the nearest corner of `box` is on the inner side of `wall` (as the narrow
/// phase's own test).
private func isFar(_ box: AABB, _ wall: Wall) -> Bool {
    let corner = Vector(
        dx: wall.inward.dx > 0 ? box.lower.dx : box.upper.dx, dy: wall.inward.dy > 0 ? box.lower.dy : box.upper.dy)
    return (corner - wall.point).dot(wall.inward) > 0
}

/// The boundary contacts of the pass `collide(span:)` just made, by the general path: each
/// member in order, each wall of its groups not far from its box (`WallContact.manifold`,
/// anchors rebased by zero offsets), then each segment whose bounds meet its box (`collide`).
private func generalBoundaryContacts(_ world: inout StepWorld, span: Double) -> [Expected] {
    var expected: [Expected] = []
    for i in world.contacts.members {
        let groups = world.bodies.collisionGroups[i] & world.contacts.boundaryGroups
        guard groups != 0 else { continue }
        let box = world.contacts.boxes[i], xf = world.contacts.transforms[i]
        let margin =
            world.bodies.velocity[i].length * span + world.contacts.drift[i] + StepWorld.speculativeDistance
        let shape = world.contacts.narrowShapes[i].shape ?? world.bodies.shape(at: i)
        let uid = UInt64(world.bodies.uid[i]) << 32
        for (n, wall) in world.contacts.walls.enumerated() where groups & (1 << UInt64(wall.group)) != 0 {
            guard !isFar(box, wall) else { continue }
            let m = WallContact.manifold(shape, xf, wall, speculative: margin)
                .rebased(offsetA: .zero, offsetB: .zero)
            if m.pointCount > 0 {
                expected.append(Expected(a: i, key: uid | UInt64(0xFFFF_0000 | UInt32(n)), boundary: -1 - n, m: m))
            }
        }
        for (n, segment) in world.contacts.statics.enumerated()
        where groups & (1 << UInt64(segment.group)) != 0 && segment.bounds.overlaps(box) {
            let m = collide(shape, xf, .segment(segment.p1, segment.p2), .identity, speculative: margin)
            if m.pointCount > 0 {
                expected.append(Expected(a: i, key: uid | UInt64(segment.code | 0x8000_0000), boundary: n, m: m))
            }
        }
    }
    return expected
}

/// Discs take a shortcut to the walls (`collideDiscWithWalls`, in one pass over the members
/// with the rest): their contacts must be the general path's, in the same order, bit for bit.
@Suite("Collisions: discs against walls and segments, the shortcut against the general path")
struct CollisionDiscBoundaryTests {
    /// With walls and no segment (no ledge), the members near the walls are listed first and
    /// each run of discs among them is appended at once (`DiscWallContacts`).
    @Test(
        "boundary contacts of discs, boxes and ellipses along the sides, in corners and on a ledge (or none)",
        arguments: zip([true, false, true], [true, true, false]))
    func sameAsGeneralPath(walls: Bool, ledge: Bool) {
        let (animator, _) = roomAroundOrigin(walls: walls, ledge: ledge)
        let behaviors = animator.collisionBehaviors, bounds = animator.referenceBounds
        let span = 4 * animator.subStepDuration
        var rng = SplitMix(seed: 23)
        animator.withStepWorld { world in
            for i in 0..<world.bodies.count {
                // Against a wall, in a corner, on or under the ledge, or in the open; a few
                // points off touching, either side.
                let off = rng.next(in: -6...9), along = rng.next(in: -240...240)
                let r = 20.0
                let place: [Vector] = [
                    Vector(dx: along, dy: 200 - r - off), Vector(dx: along, dy: -200 + r + off),
                    Vector(dx: -300 + r + off, dy: along / 2), Vector(dx: 300 - r - off, dy: along / 2),
                    Vector(dx: 300 - r - off, dy: 200 - r - rng.next(in: -6...9)),
                    Vector(dx: -150 + along / 3, dy: (i % 2 == 0 ? 1 : -1) * (r + off)),
                    Vector(dx: along / 2, dy: rng.next(in: -100...100)),
                ]
                world.bodies.position[i] = place[i % place.count]
                world.bodies.velocity[i] = Vector(dx: rng.next(in: -300...300), dy: rng.next(in: -300...300))
            }
            // A centre at −0 on the floor: its anchors keep the bits of the rebasing's + 0.
            world.bodies.position[0] = Vector(dx: -0.0, dy: 200 - 20 - 1)
            world.bodies.velocity[0] = Vector(dx: 0, dy: 0)
            world.collide(span: span, behaviors: behaviors, referenceBounds: bounds)
            let made = world.contacts.constraints.filter { $0.b < 0 }
            let expected = generalBoundaryContacts(&world, span: span)
            #expect(made.count == expected.count)
            for (c, e) in zip(made, expected) {
                #expect(c.a == e.a && c.key == e.key && c.boundary == e.boundary)
                #expect(c.normal.dx.bitPattern == e.m.normal.dx.bitPattern)
                #expect(c.normal.dy.bitPattern == e.m.normal.dy.bitPattern)
                #expect(c.pointCount == e.m.pointCount)
                #expect(bits(c.p0) == bits(ContactPoint(e.m.points.0)))
                if e.m.pointCount > 1 { #expect(bits(c.p1) == bits(ContactPoint(e.m.points.1))) }
            }
            // Every kind met a boundary: discs on the sides and the ledge, boxes and ellipses on
            // the sides (walls, or the segments after the ledge).
            let shapes = world.contacts.narrowShapes
            let isDisc = { (i: Int) -> Bool in
                if case .circle = shapes[i] { return true }
                return false
            }
            let onSides = { (c: ContactConstraint) in walls ? c.boundary < 0 : c.boundary > 0 }
            #expect(made.filter { isDisc($0.a) && onSides($0) }.count > 15)
            if ledge { #expect(made.filter { isDisc($0.a) && $0.boundary == 0 }.count > 2) }
            #expect(made.contains { !isDisc($0.a) && onSides($0) })
            if walls { #expect(made.contains { $0.a == 0 && $0.p0.anchorB.dx.bitPattern == 0 }) }
        }
    }

    @Test("a pair the pair loop marks surely slow is not fast by PairTravel")
    func surelySlowHolds() {
        let (animator, _) = roomAroundOrigin()
        let behaviors = animator.collisionBehaviors, bounds = animator.referenceBounds
        let span = 4 * animator.subStepDuration
        var rng = SplitMix(seed: 29)
        var slow = 0, fast = 0
        for _ in 0..<20 {
            animator.withStepWorld { world in
                // Packed in a grid a little apart, at speeds around the limit (a quarter of 80
                // pt over 4/240 s is 1 200 pt/s).
                for i in 0..<world.bodies.count {
                    world.bodies.position[i] = Vector(
                        dx: -250 + Double(i % 10) * 42 + rng.next(in: -2...2),
                        dy: -150 + Double(i / 10) * 42 + rng.next(in: -2...2))
                    world.bodies.velocity[i] = Vector(dx: rng.next(in: -900...900), dy: rng.next(in: -900...900))
                }
                world.collide(span: span, behaviors: behaviors, referenceBounds: bounds)
                let travel = PairTravel(world)
                for c in world.contacts.constraints where c.b >= 0 {
                    let share = travel(c.a, c.b, within: span)
                    if c.isSurelySlow {
                        slow += 1
                        #expect(share <= 1, "pair \(c.a), \(c.b)")
                    } else if share > 1 {
                        fast += 1
                    }
                }
            }
        }
        #expect(slow > 100 && fast > 20, "slow \(slow), fast \(fast)")
    }
}
