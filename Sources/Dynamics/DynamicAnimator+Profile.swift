extension DynamicAnimator {
    /// Whether the animator measures where its stepping time goes (`stageProfile`); off by
    /// default. Switching it on starts an empty profile; off drops it. Measuring reads the
    /// clock about 30 times a sub-step and changes nothing the simulation does.
    public var profilesStages: Bool {
        get { contacts.profile != nil }
        set {
            guard newValue != profilesStages else { return }
            contacts.profile = newValue ? StageProfile() : nil
        }
    }

    /// The stepping time, stage by stage, since `profilesStages` was switched on or
    /// `resetStageProfile()` was called; empty while not profiling.
    public var stageProfile: StageProfile {
        contacts.profile ?? StageProfile()
    }

    /// Starts the stage profile afresh (while profiling).
    public func resetStageProfile() {
        if contacts.profile != nil { contacts.profile = StageProfile() }
    }
}
