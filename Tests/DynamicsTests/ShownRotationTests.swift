import Testing

@testable import Dynamics

/// The bits of a placement: equal bits, the same collision pass.
private func bits(_ t: Transform2) -> [UInt64] {
    [t.p.dx.bitPattern, t.p.dy.bitPattern, t.c.bitPattern, t.s.bitPattern]
}

@Suite("Shown rotation: the write-back's cosine and sine, reused by the next collision pass")
struct ShownRotationTests {
    @Test("placing from the shown rotation gives the bits of cos and sin; a body that turned gets them afresh")
    func placementBits() {
        let p = Vector(dx: 3, dy: -4)
        for angle in [0, 1e-9, 0.3, -2.5, Double.pi, 17.25, -1e5] {
            let fresh = Transform2(position: p, angle: angle)
            let reused = StepWorld.placement(p, angle, shownAngle: angle, shownRotation: BodyStore.rotation(angle))
            #expect(bits(reused) == bits(fresh), "angle \(angle)")
            let turned = StepWorld.placement(
                p, angle, shownAngle: angle + 0.5, shownRotation: Vector(dx: 2, dy: 2))
            #expect(bits(turned) == bits(fresh), "angle \(angle)")
        }
        // −0 equals +0 but its sine is −0: a rotation kept for +0 is not reused for it.
        let negativeZero = StepWorld.placement(p, -0.0, shownAngle: 0, shownRotation: BodyStore.rotation(0))
        #expect(negativeZero.s.bitPattern == (-0.0).bitPattern)
    }

    @Test("a turned disc is placed unrotated (no cos or sin); a turned box or ellipse by its angle")
    func discPlacedUnrotated() throws {
        let animator = makeAnimator()
        let disc = BasicItem(
            center: Point(x: 0, y: 0), size: Size(width: 30, height: 30), collisionBoundsType: .ellipse)
        let box = BasicItem(center: Point(x: 200, y: 0), size: Size(width: 40, height: 20))
        let oval = BasicItem(
            center: Point(x: 400, y: 0), size: Size(width: 40, height: 20), collisionBoundsType: .ellipse)
        let items = [disc, box, oval]
        let spin = DynamicItemBehavior(items: items)
        animator.addBehavior(spin)
        animator.addBehavior(CollisionBehavior(items: items))
        for item in items { spin.addAngularVelocity(3, for: item) }
        for _ in 0..<5 { animator.step(by: 1.0 / 60) }
        let indices = try items.map { try #require(animator.bodies.index(of: $0)) }
        animator.withStepWorld { world in
            for (n, i) in indices.enumerated() {
                let angle = world.bodies.angle[i], position = world.bodies.position[i]
                // Each has turned: its cos and sine are not those of no turn.
                #expect(Transform2(position: position, angle: angle).s != 0, "item \(n)")
                let placed = world.placement(ofBody: i)
                let expected =
                    n == 0
                    ? Transform2(position: position, c: 1, s: 0) : Transform2(position: position, angle: angle)
                #expect(bits(placed) == bits(expected), "item \(n)")
            }
        }
    }

    @Test("each frame, a spinning box shows AffineTransform(rotationAngle:) of its angle, and that rotation is kept")
    func writeBackKeepsRotation() throws {
        let animator = makeAnimator()
        let box = BasicItem(center: Point(x: 0, y: 0), size: Size(width: 40, height: 20))
        let floor = BasicItem(center: Point(x: 0, y: 200), size: Size(width: 400, height: 20))
        let spin = DynamicItemBehavior(items: [box])
        let anchor = DynamicItemBehavior(items: [floor])
        anchor.isAnchored = true
        animator.addBehavior(spin)
        animator.addBehavior(anchor)
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.addBehavior(CollisionBehavior(items: [box, floor]))
        spin.addAngularVelocity(3, for: box)
        var turns = Set<UInt64>()
        for _ in 0..<90 {
            animator.step(by: 1.0 / 60)
            let i = try #require(animator.bodies.index(of: box))
            let angle = animator.bodies.angle[i]
            let shown = AffineTransform(rotationAngle: angle)
            #expect(box.transform == shown)
            #expect(animator.bodies.shownAngle[i] == angle)
            let kept = animator.bodies.shownRotation[i]
            #expect(kept.dx.bitPattern == shown.a.bitPattern && kept.dy.bitPattern == shown.b.bitPattern)
            turns.insert(angle.bitPattern)
        }
        // The box turned from frame to frame (it fell, spinning, onto the floor).
        #expect(turns.count > 30)
    }
}
