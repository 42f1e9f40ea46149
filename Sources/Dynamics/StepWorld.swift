/// The bodies and the contact state, which the animator keeps as one value and hands to the
/// constraint stages of a sub-step in place (`withStepWorld`). Hot loops then run on a plain
/// struct passed inout: Swift checks exclusive access to a class's stored properties at run
/// time on every access, which cost almost half the step when the loops went through
/// `self.bodies`; on an inout struct the checks are static.
struct StepWorld {
    var bodies: BodyStore
    var contacts: ContactWorld
}

extension DynamicAnimator {
    /// Runs `work` on the bodies and contacts as one `StepWorld`, in place: no copies, and
    /// no empty world made and torn down around each call (it cost ~100 releases a sub-step).
    func withStepWorld(_ work: (inout StepWorld) -> Void) {
        work(&stepWorld)
    }
}
