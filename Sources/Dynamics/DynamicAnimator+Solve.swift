extension DynamicAnimator {
    /// Velocity iterations per sub-step with position feedback.
    static let velocityIterations = 1
    /// Velocity iterations per sub-step without position feedback (the soft step's relax pass).
    static let relaxIterations = 1
    /// Sub-steps that share one run of the broad and narrow phase (Box2D v3 collides once per
    /// 1/60 s step and sub-steps four times; contacts follow their bodies in between).
    static let subStepsPerCollision = 4

    /// Tells the animator that collision behaviors or their boundaries changed.
    func collisionConfigurationChanged() {
        contacts.configurationChanged = true
    }
}

extension StepWorld {
    /// Prepares and warm-starts the joints for this sub-step, resolves the impacts (see
    /// `applyImpacts`), then warm-starts the contacts. From here until `solveConstraints`
    /// returns, contact velocities live in the packed solver bodies.
    ///
    /// An impact changes velocities at a stroke, beyond what the collision pass's margins
    /// allowed for: an item struck towards a wall it had no contact with would cross it this
    /// sub-step. So after an impact the struck bodies collide afresh (`recollideStruck`);
    /// every other contact keeps its state.
    ///
    /// The solver bodies are loaded afresh unless `prepareContacts` has just loaded them and
    /// there are no joints: only joints (their prepare and warm start) change velocities in
    /// between, so the copy would be the same.
    mutating func prepareConstraints(_ step: SolverStep, joints: [DynamicBehavior]) {
        var t = contacts.stageStart()
        let fresh = contacts.solverBodiesAreFresh && joints.isEmpty
        contacts.solverBodiesAreFresh = false
        for joint in joints { joint.prepareConstraints(&bodies, step) }
        for joint in joints { joint.warmStartConstraints(&bodies, step) }
        guard hasContacts else { return contacts.lap(.warmStart, &t) }
        if !fresh { loadSolverBodies() }
        contacts.lap(.warmStart, &t)
        applyImpacts(step.h)
        if contacts.impacted { recollideStruck(step.h, time: step.time) }
        contacts.lap(.recollide, &t)
        if hasContacts { warmStartContacts() }
        contacts.lap(.warmStart, &t)
    }

    /// A sub-step from its contacts on, each stage timed while profiling (see
    /// `StageProfile`): warm start → solve → move → relax, each group of contacts refreshed
    /// as the relax pass reaches it (see `solveContacts(_:useBias:refreshing:)`: the `relax`
    /// stage counts the refresh), then the tunnelling stop for a point the refresh found
    /// crossed too deep (the `refresh` stage). With `ContactWorld.refreshesInRelax` off, the
    /// refresh and the stop come before the relax pass, in a pass of their own.
    mutating func runSubStep(_ step: SolverStep, joints: [DynamicBehavior]) {
        prepareConstraints(step, joints: joints)
        var t = contacts.stageStart()
        // The biased pass's velocities stay in the solver bodies, where the positions take
        // them from: the relax pass stores them back (and before any joint reads them).
        let contacting = hasContacts
        solveConstraints(
            step, joints: joints, useBias: true, iterations: DynamicAnimator.velocityIterations, storesBack: !contacting
        )
        contacts.lap(.solve, &t)
        if contacting {
            contacts.solverBodies.withUnsafeBufferPointer { bodies.integratePositions(step.h, velocities: $0) }
        } else {
            bodies.integratePositions(step.h)
        }
        contacts.lap(.integrate, &t)
        guard contacts.refreshesInRelax else {
            refreshContacts()
            stopTunnelling()
            contacts.lap(.refresh, &t)
            solveConstraints(step, joints: joints, useBias: false, iterations: DynamicAnimator.relaxIterations)
            return contacts.lap(.relax, &t)
        }
        solveConstraints(
            step, joints: joints, useBias: false, iterations: DynamicAnimator.relaxIterations, refreshing: contacting)
        contacts.lap(.relax, &t)
        stopTunnelling()
        contacts.lap(.refresh, &t)
    }

    /// Lays the pass's contacts out for the solver (`prepareContacts`), timed.
    mutating func prepareTimed() {
        var t = contacts.stageStart()
        prepareContacts()
        contacts.lap(.prepare, &t)
    }

    /// Ends a collision pass: bounces, impulses remembered, dropped contacts gone; timed.
    mutating func endPass() {
        var t = contacts.stageStart()
        finishContacts()
        contacts.lap(.finish, &t)
    }

    /// Runs the velocity iterations over joints, then contacts (contacts last: not
    /// overlapping matters more than a joint's exact length). Expects the solver bodies
    /// loaded (after `prepareConstraints` or `refreshContacts`) and stores them back unless
    /// `storesBack` is false (the bodies' velocities are then stale until a later store).
    /// `refreshing`: the contacts are refreshed in the first iteration's contact pass, each
    /// group as it is reached (see `solveContacts(_:useBias:refreshing:)`).
    mutating func solveConstraints(
        _ step: SolverStep, joints: [DynamicBehavior], useBias: Bool, iterations: Int, storesBack: Bool = true,
        refreshing: Bool = false
    ) {
        let contacting = hasContacts
        for iteration in 0..<iterations {
            if !joints.isEmpty {
                if contacting { storeSolverBodies() }
                for joint in joints { joint.solveConstraints(&bodies, step, useBias: useBias) }
                if contacting { loadSolverBodies() }
            }
            if contacting { solveContacts(step, useBias: useBias, refreshing: refreshing && iteration == 0) }
        }
        // No iteration (none asked for): the contacts still follow their bodies.
        if refreshing && iterations == 0 && contacting { refreshContacts() }
        if contacting && storesBack { storeSolverBodies() }
    }

    /// At the end of a collision step: takes the dropped contacts out, bounces, then
    /// remembers the impulses for the next collision step and the touching pairs for the
    /// contact events.
    mutating func finishContacts() {
        guard contacts.hasRestitution || recordsTouches else {
            compactContacts()
            // Nothing reads the constraints' points before the next pass: the impulses go
            // straight from the lanes to the warm cache, the rest stays there until asked for.
            // The keys were noted while preparing, unless a re-collision changed the contacts.
            if contacts.warmNext.matches(count: contacts.constraints.count, recollided: contacts.recollided) {
                contacts.warm.adopt(&contacts.warmNext, bodyCount: bodies.count, generation: bodies.generation)
                // The lanes are as laid out (no re-collision moved a manifold): the impulses stay
                // there until the next pass is prepared (`warmInLanes`).
                contacts.warmInLanes = true
            } else {
                storeContactImpulses()
                contacts.warm.takeImpulses(
                    fromLanes: contacts.wide, source: contacts.laneSource, owner: contacts.pointOwner)
            }
            contacts.constraintsAreStale = !contacts.laneSource.isEmpty
            return
        }
        finishSolvedPass()
        recordTouches()
    }
}
