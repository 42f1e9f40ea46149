extension DynamicAnimator {
    /// Advances the simulation by `seconds` of simulated time.
    ///
    /// How a step works:
    /// 1. Time is cut into fixed sub-steps of `subStepDuration`; what is left over is carried to
    ///    the next call, so frame rate does not change the integration (collisions are looked
    ///    for once per group of up to four of a call's sub-steps: see <doc:HowAStepWorks>).
    /// 2. Each sub-step: apply forces (gravity, pushes, fields…) → integrate velocities (with
    ///    resistance) → (every fourth sub-step) collide → solve constraints (contacts, snap,
    ///    attachments; warm-started, soft) → integrate positions → move the contact points
    ///    with their bodies → relax the constraints; after the fourth, restitution.
    /// 3. Finish: write centres and rotations back to the items, run every behavior's `action`
    ///    once, then check for rest (and pause when everything is still).
    ///
    /// While paused (`isRunning == false`) a step does nothing. `seconds` must be finite and
    /// ≥ 0; more than `maximumStepDuration` is clamped to it.
    public func step(by seconds: Double) {
        require(seconds.isFinite && seconds >= 0, "DynamicAnimator.step(by:) needs a finite time ≥ 0, got \(seconds)")
        flushMembership()
        guard isRunning else { return }
        remainder += min(seconds * debugAnimationSpeed, Self.maximumStepDuration)
        let h = subStepDuration
        var count = 0
        while remainder >= h * (1 - 1e-9) {
            remainder -= h
            count += 1
        }
        guard count > 0 else { return }
        let begun = contacts.stageStart()
        var done = 0
        while done < count {
            done += collisionStep(upTo: min(Self.subStepsPerCollision, count - done), h)
        }
        var t = contacts.stageStart()
        writeBack()
        deliverContactEvents()
        runActions()
        flushMembership()
        detectRest(after: Double(count) * h)
        recordDebugSnapshotIfDue()
        contacts.lap(.writeBack, &t)
        if let begun, let end = t {
            contacts.profile?.steps += 1
            contacts.profile?.total += ContactWorld.seconds(begun.duration(to: end))
        }
    }

    /// Up to `limit` fixed sub-steps of `h` seconds sharing one collision pass; returns how
    /// many ran. Bodies in fast pairs have their contacts made afresh every sub-step, and
    /// struck ones after their impacts, while the rest keep the pass's (see
    /// `recollideFast`, `recollideStruck`); a sub-step whose fast pair must be split ends the
    /// pass. Membership changes made meanwhile wait for the end, so body indices hold still
    /// for the contacts.
    private func collisionStep(upTo limit: Int, _ h: Double) -> Int {
        isStepping = true
        defer {
            isStepping = false
            flushMembership()
        }
        var n = limit
        var k = 0
        while k < n {
            let step = SubStep(duration: h, time: elapsedTime)
            let solver = SolverStep(h: h, time: elapsedTime)
            var t = contacts.stageStart()
            prepareMaterials()
            applyForces(step)
            refreshBehaviorLists()
            contacts.lap(.forces, &t)
            let behaviors = collisionBehaviors, joints = jointBehaviors
            let bounds = referenceBounds
            let first = k == 0
            withStepWorld { world in
                world.bodies.integrateVelocities(h)
                world.contacts.lap(.integrate, &t)
                var collided = first
                // Each call below times its own stages (see `StageProfile`).
                if first {
                    n = world.collideForPass(
                        upTo: n, h, time: solver.time, behaviors: behaviors, referenceBounds: bounds)
                } else if !world.recollideFast(h, time: solver.time) {
                    // A fast pair needs this sub-step split: the pass ends with it.
                    world.contacts.lap(.recollide, &t)
                    world.endPass()
                    n = k + 1
                    world.collideShort(
                        h, ahead: Double(limit) * h, time: solver.time, behaviors: behaviors, referenceBounds: bounds)
                    world.contacts.pairedFastItems = world.contacts.split > 1
                    collided = true
                } else {
                    world.contacts.lap(.recollide, &t)
                }
                if collided {
                    guard world.contacts.split == 1 else {
                        return world.runSplit(
                            h, solver.time, joints: joints, behaviors: behaviors, referenceBounds: bounds)
                    }
                    world.prepareTimed()
                }
                world.runSubStep(solver, joints: joints)
                if k == n - 1 { world.endPass() }
            }
            elapsedTime += h
            k += 1
        }
        return n
    }

    /// Runs each attached behavior's `action`, in tree order, over a snapshot of the tree so
    /// actions may add or remove behaviors; one removed meanwhile is skipped.
    private func runActions() {
        refreshBehaviorLists()
        for behavior in actionBehaviors where behavior.dynamicAnimator === self {
            behavior.action?()
        }
    }
}
