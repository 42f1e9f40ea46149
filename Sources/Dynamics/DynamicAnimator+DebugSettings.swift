/// The debug settings an animator keeps, and its latest snapshot.
struct DebugState {
    var isEnabled = false
    var interval = 1
    var animationSpeed = 1.0
    var fieldSpacing = Size(width: 48, height: 48)
    var snapshot: DynamicAnimator.DebugSnapshot?
    /// `step(by:)` calls that advanced time since the last snapshot.
    var stepsSinceSnapshot = 0
    /// Snapshots recorded so far.
    var recorded = 0
}

/// UIKit's debug properties, private API there (the iOS 9 article reaches them through a
/// bridging header) and public here. Instead of drawing over a view, the animator records a
/// ``DebugSnapshot`` that a front end draws.
extension DynamicAnimator {
    /// Whether the animator records ``debugSnapshot``: at once when set, then after every
    /// ``debugInterval``-th `step(by:)` that advances time. Default false; turning it off
    /// drops the snapshot. Recording reads the simulation and never changes it.
    public var debugEnabled: Bool {
        get { debug.isEnabled }
        set {
            guard newValue != debug.isEnabled else { return }
            debug.isEnabled = newValue
            if newValue { refreshDebugSnapshot() } else { debug.snapshot = nil }
        }
    }

    /// How many `step(by:)` calls (frames) pass between snapshots: 1 records after every
    /// one. Default 1; range 1…10 000.
    public var debugInterval: Int {
        get { debug.interval }
        set {
            precondition(
                (1...10_000).contains(newValue), "DynamicAnimator.debugInterval must be 1…10000, got \(newValue)")
            debug.interval = newValue
        }
    }

    /// The simulation clock's rate: `step(by: t)` advances `t × debugAnimationSpeed` seconds,
    /// so 0.1 plays the simulation ten times slower and 0 freezes it. Applies whether or not
    /// ``debugEnabled`` is set. Default 1; range 0…100.
    public var debugAnimationSpeed: Double {
        get { debug.animationSpeed }
        set {
            precondition(
                newValue.isFinite && (0...100).contains(newValue),
                "DynamicAnimator.debugAnimationSpeed must be 0…100, got \(newValue)")
            debug.animationSpeed = newValue
        }
    }

    /// Distance between the field samples of a snapshot, in points (no UIKit counterpart: a
    /// front end picks what suits its resolution). Default 48 × 48; each side finite and
    /// > 0. A lattice of more than 10 000 samples is left out of the snapshot.
    public var debugFieldSpacing: Size {
        get { debug.fieldSpacing }
        set {
            precondition(
                newValue.width > 0 && newValue.height > 0 && isWithinLimit(newValue.width)
                    && isWithinLimit(newValue.height),
                "DynamicAnimator.debugFieldSpacing must be finite and > 0, got \(newValue)")
            debug.fieldSpacing = newValue
            if debug.isEnabled { refreshDebugSnapshot() }
        }
    }

    /// What the debug drawing shows, as last recorded; nil while ``debugEnabled`` is false.
    public var debugSnapshot: DebugSnapshot? { debug.snapshot }

    /// Records a fresh ``debugSnapshot`` now, for a front end that changed behaviors or items
    /// without stepping (say, while its simulation is paused). Does nothing while
    /// ``debugEnabled`` is false.
    public func refreshDebugSnapshot() {
        guard debug.isEnabled else { return }
        debug.snapshot = recordDebugSnapshot(sequenceNumber: debug.recorded)
        debug.recorded += 1
        debug.stepsSinceSnapshot = 0
    }

    /// After a step that advanced time: records a snapshot if ``debugInterval`` steps passed.
    func recordDebugSnapshotIfDue() {
        guard debug.isEnabled else { return }
        debug.stepsSinceSnapshot += 1
        if debug.stepsSinceSnapshot >= debug.interval { refreshDebugSnapshot() }
    }
}
