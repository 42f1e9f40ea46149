/// Told when the animator pauses because everything came to rest, and when it resumes.
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to resume after a pause.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// The animator paused: every item is at rest and nothing changed.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Does nothing: implement it to hear when the animator resumes.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing: implement it to hear when the animator pauses.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
