extension DynamicAnimator {
    /// Advances the simulation by `seconds` of simulated time.
    ///
    /// How a step works:
    /// 1. Time is cut into fixed sub-steps of `subStepDuration`; what is left over is carried to
    ///    the next call, so frame rate never changes the physics.
    /// 2. Each sub-step: apply forces (gravity, pushes, fields…) → integrate velocities (with
    ///    resistance) → collide → solve constraints (contacts, snap, attachments; warm-started,
    ///    soft) → integrate positions → relax the constraints → restitution.
    /// 3. Finish: write centres and rotations back to the items, run every behavior's `action`
    ///    once, then check for rest (and pause when everything is still).
    ///
    /// While paused (`isRunning == false`) a step does nothing. `seconds` must be finite and
    /// ≥ 0; more than `maximumStepDuration` is clamped to it.
    public func step(by seconds: Double) {
        precondition(seconds.isFinite && seconds >= 0, "step(by:) needs a finite time ≥ 0, got \(seconds)")
        flushMembership()
        guard isRunning else { return }
        remainder += min(seconds, Self.maximumStepDuration)
        let h = subStepDuration
        var advanced = 0.0
        while remainder >= h * (1 - 1e-9) {
            remainder -= h
            subStep(h)
            advanced += h
        }
        guard advanced > 0 else { return }
        writeBack()
        deliverContactEvents()
        runActions()
        flushMembership()
        detectRest(after: advanced)
    }

    /// One fixed sub-step of `h` seconds.
    private func subStep(_ h: Double) {
        isStepping = true
        defer {
            isStepping = false
            flushMembership()
        }
        let step = SubStep(duration: h, time: elapsedTime)
        let solver = SolverStep(h: h, time: elapsedTime)
        prepareMaterials()
        applyForces(step)
        let behaviors = currentBehaviors()
        let bounds = referenceBounds
        withStepWorld { world in
            world.bodies.integrateVelocities(h)
            world.collide(solver, behaviors: behaviors, referenceBounds: bounds)
            world.prepareConstraints(solver, behaviors)
            world.solveConstraints(solver, behaviors, useBias: true, iterations: Self.velocityIterations)
            world.bodies.integratePositions(h)
            world.refreshContactAnchors()
            world.solveConstraints(solver, behaviors, useBias: false, iterations: Self.relaxIterations)
            world.applyRestitution()
        }
        elapsedTime += h
    }

    /// Runs each attached behavior's `action`, in tree order, over a snapshot of the tree so
    /// actions may add or remove behaviors; one removed meanwhile is skipped.
    private func runActions() {
        for behavior in currentBehaviors() where behavior.dynamicAnimator === self {
            behavior.action?()
        }
    }
}
