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
        let reset = restClockNeedsReset
        restClockNeedsReset = false
        let allResting = bodies.ageStillness(by: seconds, reset: reset)
        guard allResting, isRunning, pausesAtRest else { return }
        if currentBehaviors().contains(where: { $0.keepsAnimatorAwake }) { return }
        isRunning = false
        remainder = 0
        delegate?.dynamicAnimatorDidPause(self)
    }
}

extension BodyStore {
    /// Adds `seconds` to the still time of every body that is still (slower than the rest
    /// speeds, or anchored) and zeroes the others'; `reset` zeroes all first. True when every
    /// body has been still for `restDelay`.
    mutating func ageStillness(by seconds: Double, reset: Bool) -> Bool {
        let speed = DynamicAnimator.restSpeed, spin = DynamicAnimator.restAngularSpeed
        var allResting = true
        for i in 0..<count {
            let still =
                inverseMass[i] == 0
                || (velocity[i].lengthSquared < speed * speed && abs(angularVelocity[i]) < spin)
            restTime[i] = still ? (reset ? 0 : restTime[i]) + seconds : 0
            if restTime[i] < DynamicAnimator.restDelay { allResting = false }
        }
        return allResting
    }
}
