extension DynamicAnimator {
    /// Below this speed (pt/s) an item counts as still.
    static let restSpeed: Double = 2
    /// Below this angular speed (rad/s) an item counts as not turning.
    static let restAngularSpeed: Double = 0.05
    /// How long (s) every item must stay still before the animator pauses.
    static let restDelay: Double = 0.5

    /// Resumes a paused animator (something changed), telling the delegate first.
    func wake() {
        restClockNeedsReset = true
        guard !isRunning else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
    }

    /// After a step: ages each body's stillness and pauses once all have been still long
    /// enough (or there is nothing to move).
    func detectRest(after seconds: Double) {
        if restClockNeedsReset {
            for i in 0..<bodies.count { bodies.restTime[i] = 0 }
            restClockNeedsReset = false
        }
        var allResting = true
        for i in 0..<bodies.count {
            let still = bodies.inverseMass[i] == 0
                || (bodies.velocity[i].lengthSquared < Self.restSpeed * Self.restSpeed
                    && abs(bodies.angularVelocity[i]) < Self.restAngularSpeed)
            bodies.restTime[i] = still ? bodies.restTime[i] + seconds : 0
            if bodies.restTime[i] < Self.restDelay { allResting = false }
        }
        guard allResting, isRunning, pausesAtRest else { return }
        if currentBehaviors().contains(where: { $0.keepsAnimatorAwake }) { return }
        isRunning = false
        remainder = 0
        delegate?.dynamicAnimatorDidPause(self)
    }
}
