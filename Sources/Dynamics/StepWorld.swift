/// The bodies and the contact state, moved out of the animator for the constraint stages of a
/// sub-step. Hot loops then run on plain structs: Swift checks exclusive access to a class's
/// stored properties at run time on every access, which cost almost half the step when the
/// loops went through `self.bodies`; on a local struct the checks are static.
struct StepWorld {
    var bodies: BodyStore
    var contacts: ContactWorld
}

extension DynamicAnimator {
    /// Runs `work` with the bodies and contacts moved into a `StepWorld` (no copies: the
    /// arrays change hands), then moves them back.
    func withStepWorld(_ work: (inout StepWorld) -> Void) {
        var world = StepWorld(bodies: BodyStore(), contacts: ContactWorld())
        swap(&world.bodies, &bodies)
        swap(&world.contacts, &contacts)
        work(&world)
        swap(&world.bodies, &bodies)
        swap(&world.contacts, &contacts)
    }
}
