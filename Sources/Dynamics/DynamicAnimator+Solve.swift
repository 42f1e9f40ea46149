extension DynamicAnimator {
    /// Velocity iterations per sub-step with position feedback.
    static let velocityIterations = 2
    /// Velocity iterations per sub-step without position feedback (the soft step's relax pass).
    static let relaxIterations = 1

    /// Tells the animator that collision behaviors or their boundaries changed.
    func collisionConfigurationChanged() {
        contacts.configurationChanged = true
    }
}

extension StepWorld {
    /// Prepares every contact and joint behavior, then warm-starts them.
    mutating func prepareConstraints(_ step: SolverStep, _ behaviors: [DynamicBehavior]) {
        prepareContacts()
        for behavior in behaviors { behavior.prepareConstraints(&bodies, step) }
        warmStartContacts()
        for behavior in behaviors { behavior.warmStartConstraints(&bodies) }
    }

    /// Runs the velocity iterations over joints, then contacts (contacts last: not
    /// overlapping matters more than a joint's exact length).
    mutating func solveConstraints(_ step: SolverStep, _ behaviors: [DynamicBehavior], useBias: Bool, iterations: Int) {
        for _ in 0..<iterations {
            for behavior in behaviors { behavior.solveConstraints(&bodies, step, useBias: useBias) }
            solveContacts(step, useBias: useBias)
        }
    }

    /// Bounces, then remembers the impulses for the next sub-step and the touching pairs for
    /// the contact events.
    mutating func applyRestitution() {
        applyContactRestitution()
        storeContactImpulses()
        recordTouches()
    }
}
