/// Where a `DynamicAnimator`'s stepping time went, stage by stage: wall-clock seconds summed
/// over the steps since profiling was switched on (`DynamicAnimator.profilesStages`).
///
/// Not part of UIKit: a tool for measuring the engine, in the spirit of Box2D's `b2Profile`,
/// so a scene's cost can be set next to another engine's stage by stage. The stages cover
/// the whole of `step(by:)`; `other` is what lies between them (sub-step bookkeeping).
public struct StageProfile: Sendable, Equatable {
    /// One part of a step (see `StageProfile`).
    public enum Stage: Int, CaseIterable, Sendable, CustomStringConvertible {
        /// Behaviors' forces (gravity, pushes, fields) and the per-sub-step lists of behaviors.
        case forces
        /// Integrating velocities and positions.
        case integrate
        /// Placing the bodies' boxes in the broad phase and finding the pairs that may touch.
        case broadPhase
        /// Making contact manifolds for those pairs and the boundaries; marking fast pairs.
        case narrowPhase
        /// Colouring the contacts and laying them out for the solver, with last step's impulses.
        case prepare
        /// Preparing joints, loading the solver bodies and re-applying the contacts' impulses.
        case warmStart
        /// Elastic impacts and the contacts made afresh for struck and fast bodies.
        case recollide
        /// The velocity pass with position feedback.
        case solve
        /// Moving points that crossed too deep back to touching. (Moving the contact points
        /// with their bodies after the positions moved is counted in `relax`, whose pass does
        /// it group by group.)
        case refresh
        /// The velocity pass without position feedback, with the contact points moved with
        /// their bodies first.
        case relax
        /// End of a collision pass: bounces, remembering impulses, dropping stale contacts.
        case finish
        /// Writing centres and turns back to the items, contact events, actions, rest.
        case writeBack

        public var description: String {
            switch self {
            case .forces: "forces"
            case .integrate: "integrate"
            case .broadPhase: "broadPhase"
            case .narrowPhase: "narrowPhase"
            case .prepare: "prepare"
            case .warmStart: "warmStart"
            case .recollide: "recollide"
            case .solve: "solve"
            case .refresh: "refresh"
            case .relax: "relax"
            case .finish: "finish"
            case .writeBack: "writeBack"
            }
        }
    }

    /// Calls of `step(by:)` that advanced the simulation while profiling.
    public internal(set) var steps = 0
    /// Seconds spent in all of those calls.
    public internal(set) var total = 0.0
    private var seconds = [Double](repeating: 0, count: Stage.allCases.count)

    /// An empty profile.
    public init() {}

    /// Seconds spent in `stage`.
    public subscript(stage: Stage) -> Double {
        seconds[stage.rawValue]
    }

    /// Seconds of the steps that no stage accounts for (never below 0).
    public var other: Double {
        max(0, total - seconds.reduce(0, +))
    }

    mutating func add(_ duration: Double, to stage: Stage) {
        seconds[stage.rawValue] += duration
    }
}

/// A running stage timer: a start time while profiling, nil (and no clock read) otherwise.
typealias StageStart = ContinuousClock.Instant?

extension ContactWorld {
    /// Now, if the animator profiles its stages.
    @inline(__always)
    func stageStart() -> StageStart {
        profile == nil ? nil : ContinuousClock.now
    }

    /// Adds the time since `start` to `stage` and starts timing the next stage.
    @inline(__always)
    mutating func lap(_ stage: StageProfile.Stage, _ start: inout StageStart) {
        guard let begun = start else { return }
        let now = ContinuousClock.now
        profile?.add(Self.seconds(begun.duration(to: now)), to: stage)
        start = now
    }

    static func seconds(_ d: Duration) -> Double {
        let (s, attoseconds) = d.components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
