extension StepWorld {
    /// The rest of a sub-step of `h` seconds starting at `time`, after its forces and its
    /// collision pass, run as `contacts.split` finer steps: each solves the constraints, moves
    /// the bodies h / split and (from the second on) collides again, so a fast item meets a
    /// plank its hit sets spinning where the plank has turned to, not where it was.
    mutating func runSplit(
        _ h: Double, _ time: Double, joints: [DynamicBehavior], behaviors: [DynamicBehavior],
        referenceBounds: Rect
    ) {
        let split = contacts.split
        let fine = h / Double(split)
        for k in 0..<split {
            if k > 0 { collide(span: fine, behaviors: behaviors, referenceBounds: referenceBounds) }
            prepareTimed()
            runSubStep(SolverStep(h: fine, time: time + Double(k) * fine), joints: joints)
            endPass()
        }
    }
}
