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
        let speedSquared = DynamicAnimator.restSpeed * DynamicAnimator.restSpeed
        let spin = DynamicAnimator.restAngularSpeed, delay = DynamicAnimator.restDelay
        let n = count
        // Without a branch per body (flags and a select, and a count of the bodies not yet
        // rested): in a moving pile whether a body is still is a coin toss, and the
        // mispredicted branches cost more than the test.
        var unrested = 0
        if reset { restTime.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
        restTime.withUnsafeMutableBufferPointer { restTime in
            withReadBuffers(velocity, angularVelocity) { velocity, angularVelocity in
                inverseMass.withUnsafeBufferPointer { inverseMass in
                    for i in 0..<n {
                        // 0 or 1 each, combined without short-circuit branches.
                        let slow = Self.flag(velocity[i].lengthSquared < speedSquared)
                        let notTurning = Self.flag(abs(angularVelocity[i]) < spin)
                        let anchored = Self.flag(inverseMass[i] == 0)
                        let aged = restTime[i] + seconds
                        let time = (slow & notTurning) | anchored != 0 ? aged : 0
                        restTime[i] = time
                        unrested &+= time < delay ? 1 : 0
                    }
                }
            }
        }
        return unrested == 0
    }

    /// 1 for true, 0 for false.
    @inline(__always)
    private static func flag(_ condition: Bool) -> UInt8 { condition ? 1 : 0 }
}
