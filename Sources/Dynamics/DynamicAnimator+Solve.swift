extension DynamicAnimator {
    /// Velocity iterations per sub-step with position feedback.
    static let velocityIterations = 2
    /// Velocity iterations per sub-step without position feedback (the soft step's relax pass).
    static let relaxIterations = 1

    /// Finds this sub-step's contacts. (Filled in by the collision stage.)
    func collide(_ step: SolverStep) {}

    /// Prepares every joint behavior and contact, then warm-starts them.
    func prepareConstraints(_ step: SolverStep) {
        let behaviors = currentBehaviors()
        for behavior in behaviors { behavior.prepareConstraints(&bodies, step) }
        for behavior in behaviors { behavior.warmStartConstraints(&bodies) }
    }

    /// Runs the velocity iterations over joints and contacts.
    func solveConstraints(_ step: SolverStep, useBias: Bool, iterations: Int) {
        let behaviors = currentBehaviors()
        for _ in 0..<iterations {
            for behavior in behaviors { behavior.solveConstraints(&bodies, step, useBias: useBias) }
        }
    }

    /// Bounces: contacts that closed fast enough get their restitution impulse.
    func applyRestitution(_ step: SolverStep) {}
}
