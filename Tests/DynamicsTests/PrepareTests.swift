import Testing

@testable import Dynamics

/// Boxes stacked on the floor and on a held box, and discs beside them, settled for half a
/// second: contacts between items, with the walls and with a body that cannot move.
private func restingScene() -> DynamicAnimator {
    let room = Room(width: 600, height: 400)
    room.hold(box(100, 300, 80, 40))
    for k in 0..<4 { room.add(box(100, 260 - Double(k) * 40, 60, 40)) }
    for k in 0..<4 { room.add(box(300, 380 - Double(k) * 40, 60, 40)) }
    for k in 0..<6 { room.add(disc(400 + Double(k % 3) * 41, 380 - Double(k / 3) * 41, diameter: 40)) }
    run(room.animator, seconds: 0.5) {}
    return room.animator
}

/// Each of the first `count` manifolds' lane slot (group × `laneCount` + lane) in `layout`.
private func slots(_ layout: WideLayout, _ count: Int) -> [Int] {
    var slots: [Int] = []
    layout.placing { place in
        for k in 0..<count {
            let (group, lane) = place(k)
            slots.append(group * laneCount + lane)
        }
    }
    return slots
}

/// The layout `world`'s colouring gives with nothing kept from an earlier one.
private func freshLayout(_ world: StepWorld) -> WideLayout {
    var fresh = world
    fresh.contacts.lastLayout = nil
    fresh.contacts.colouredPairs = []
    return fresh.colourContacts()
}

/// Runs `check` on a resting scene's world (see `restingScene`) whose contacts were made and
/// prepared and coloured once more, a pass with as many manifolds, which notes them (see
/// `ContactWorld.colouredPairs`), with the manifolds' count.
private func withNotedPass(_ check: (inout StepWorld, Int) -> Void) {
    let animator = restingScene()
    animator.withStepWorld { world in
        prepare(&world, animator)
        let count = world.contacts.constraints.count
        _ = world.colourContacts()
        check(&world, count)
    }
}

/// Makes `world`'s contacts for the next four sub-steps and prepares them.
private func prepare(_ world: inout StepWorld, _ animator: DynamicAnimator) {
    world.collide(
        span: 4 * animator.subStepDuration, behaviors: animator.collisionBehaviors,
        referenceBounds: animator.referenceBounds)
    world.prepareContacts()
}

@Suite("Contacts: preparing a collision pass")
struct PrepareTests {
    @Test("a pass with the last pass's manifolds and movable bodies takes its layout, the one colouring makes")
    func layoutKeptWhenNothingChanged() {
        withNotedPass { world, count in
            #expect(count > 10)
            // The second pass with as many manifolds noted them; a third with the same keeps the layout.
            var again = world
            let kept = again.colourContacts()
            #expect(again.contacts.layoutWasKept)
            let coloured = freshLayout(world)
            #expect(kept.groups == coloured.groups && kept.pointCount == coloured.pointCount)
            #expect(slots(kept, count) == slots(coloured, count))
        }
    }

    @Test("a manifold that changed, or a body that can no longer move, makes the colouring run again")
    func layoutColouredAgainAfterAChange() {
        withNotedPass { world, count in
            let before = slots(world.contacts.lastLayout!, count)
            // Every body held: none takes a colour, so every manifold has the first one, where
            // the stacks needed several (`colourBounds`: 0, each further colour's first group,
            // the end).
            #expect(world.contacts.lastLayout!.colourBounds().count > 2)
            var held = world
            for i in 0..<held.bodies.count {
                held.bodies.inverseMass[i] = 0
                held.bodies.inverseInertia[i] = 0
            }
            let afterHold = held.colourContacts()
            #expect(!held.contacts.layoutWasKept)
            #expect(slots(afterHold, count) == slots(freshLayout(held), count))
            #expect(afterHold.colourBounds().count == 2)
            #expect(slots(afterHold, count) != before)
            // One manifold's point count changed: it moves to the other point count's groups.
            var changed = world
            let k = count / 2
            changed.contacts.constraints[k].pointCount = 3 - changed.contacts.constraints[k].pointCount
            let afterChange = changed.colourContacts()
            #expect(!changed.contacts.layoutWasKept)
            #expect(afterChange.pointCount != world.contacts.lastLayout!.pointCount)
            #expect(slots(afterChange, count) == slots(freshLayout(changed), count))
            #expect(slots(afterChange, count) != before)
        }
    }

    @Test("lanes with a body that cannot move are static, set four at once; peak impulses start at 0")
    func staticLanes() {
        let animator = restingScene()
        animator.withStepWorld { world in
            prepare(&world, animator)
            let bodies = world.bodies
            func still(_ i: Int) -> Bool {
                i >= bodies.count || bodies.inverseMass[i] == 0 && bodies.inverseInertia[i] == 0
            }
            var (staticLanes, movingLanes) = (0, 0)
            #expect(world.contacts.widePeaks.count == world.contacts.wide.count)
            for (g, m) in world.contacts.wide.enumerated() {
                for lane in 0..<laneCount where world.contacts.laneSource[g * laneCount + lane] >= 0 {
                    let expected = still(Int(m.bodyA[lane])) || still(Int(m.bodyB[lane]))
                    #expect(m.isStatic[lane] == expected)
                    if expected { staticLanes += 1 } else { movingLanes += 1 }
                    let peaks = world.contacts.widePeaks[g]
                    #expect(peaks.p0[lane] == 0)
                    if m.hasTwoPoints[lane] { #expect(peaks.p1[lane] == 0) }
                }
            }
            #expect(staticLanes > 0 && movingLanes > 0)
        }
    }

    @Test("with a joint, the first sub-step loads the solver bodies again: the joint's warm start changed them")
    func jointsReloadSolverBodies() {
        /// A joint whose warm start pushes one body.
        final class Push: DynamicBehavior {
            let body: Int
            init(body: Int) {
                self.body = body
                super.init()
            }
            override var hasConstraints: Bool { true }
            override func warmStartConstraints(_ bodies: inout BodyStore, _ step: SolverStep) {
                bodies.velocity[body].dx += 100
            }
        }
        let animator = restingScene()
        animator.withStepWorld { world in
            prepare(&world, animator)
            let body = world.contacts.constraints[0].a
            let step = SolverStep(h: animator.subStepDuration, time: 0)
            var withJoint = world
            withJoint.prepareConstraints(step, joints: [Push(body: body)])
            var alone = world
            alone.prepareConstraints(step, joints: [])
            // The contacts' warm start adds the same impulses to both: they differ by the push.
            let pushed =
                withJoint.contacts.solverBodies[body].velocity.dx - alone.contacts.solverBodies[body].velocity.dx
            #expect(abs(pushed - 100) < 1e-9)
        }
    }

    @Test("a kept layout takes the last pass's impulses from its lanes: those the warm cache would give")
    func impulsesTakenFromTheLanes() {
        let animator = restingScene()
        animator.withStepWorld { world in
            // The last pass left its impulses in the lanes; the next pass's contacts are made.
            #expect(world.contacts.warmInLanes)
            world.collide(
                span: 4 * animator.subStepDuration, behaviors: animator.collisionBehaviors,
                referenceBounds: animator.referenceBounds)
            var viaCache = world
            viaCache.takeWarmImpulses(only: nil)
            viaCache.contacts.warmInLanes = false
            world.prepareContacts()
            viaCache.prepareContacts()
            #expect(world.contacts.lanesHeldWarm && !viaCache.contacts.lanesHeldWarm)
            let lanes = world.contacts.wide, cached = viaCache.contacts.wide
            #expect(lanes.count == cached.count && lanes.count > 5)
            var warmed = 0
            for (m, c) in zip(lanes, cached) {
                #expect(m.p0.normalImpulse == c.p0.normalImpulse && m.p0.tangentImpulse == c.p0.tangentImpulse)
                #expect(m.p1.normalImpulse == c.p1.normalImpulse && m.p1.tangentImpulse == c.p1.tangentImpulse)
                warmed += (0..<laneCount).filter { m.p0.normalImpulse[$0] > 0 }.count
            }
            // Resting bodies press on each other: most lanes start warm.
            #expect(warmed > world.contacts.constraints.count / 2)
        }
    }

    @Test("the warm cache is in the constraints' order only when each entry is the same constraint's pair")
    func warmCacheOrder() {
        let animator = restingScene()
        animator.withStepWorld { world in
            prepare(&world, animator)
            var cache = WarmCache()
            let constraints = world.contacts.constraints
            cache.store(constraints, bodyCount: world.bodies.count, generation: world.bodies.generation)
            #expect(cache.isInOrder(of: constraints))
            var swapped = constraints
            swapped.swapAt(0, 1)
            #expect(!cache.isInOrder(of: swapped))
            #expect(!cache.isInOrder(of: Array(constraints.dropLast())))
        }
    }
}
