/// The soft step's row coefficients for the lanes of one pass (see `Softness`): contacts
/// with an immovable body use the stiffer static softness.
///
/// The passes are compiled apart (`biased` is a constant where these are inlined): the relax
/// pass's rows need no softness at all, and the biased pass picks each group's softness once
/// (`GroupRates`) for both of its points.
struct SoftLanes {
    /// Whether the pass keeps each point's peak normal impulse (`WidePeaks`), which only
    /// bounces and touch events read: a pass with neither leaves it alone.
    let tracksPeakImpulse: Bool
    let inverseH: Double
    let contact: Softness
    let fixed: Softness
    /// 1 / massScale of each softness, worked out once a pass rather than once a group.
    let contactInverseMassScale: Double
    let fixedInverseMassScale: Double

    init(_ step: SolverStep, tracksPeakImpulse: Bool) {
        self.tracksPeakImpulse = tracksPeakImpulse
        inverseH = step.inverseH
        contact = step.contactSoftness
        fixed = step.staticSoftness
        contactInverseMassScale = 1 / contact.massScale
        fixedInverseMassScale = 1 / fixed.massScale
    }

    /// The softness of each lane of a group in the biased pass: the static one where a body
    /// cannot move. Unused (zero) in the relax pass.
    @inline(__always)
    func group(_ isStatic: LaneMask, biased: Bool) -> GroupRates {
        guard biased else { return GroupRates() }
        return GroupRates(
            biasRate: Lanes(repeating: contact.biasRate).replacing(with: fixed.biasRate, where: isStatic),
            massScale: Lanes(repeating: contact.massScale).replacing(with: fixed.massScale, where: isStatic),
            inverseMassScale: Lanes(repeating: contactInverseMassScale).replacing(
                with: fixedInverseMassScale, where: isStatic),
            impulseScale: Lanes(repeating: contact.impulseScale).replacing(with: fixed.impulseScale, where: isStatic))
    }

    /// What each lane's normal row asks for at separation `s` (pt): a gap may close within the
    /// sub-step (bias s/h, rigid); an overlap is pushed out softly (`g`) in the biased pass and
    /// held rigidly in the relax pass.
    @inline(__always)
    func row(_ s: Lanes, _ g: GroupRates, biased: Bool) -> Row {
        let gap = s .> 0
        var row = Row(
            bias: Lanes(), massScale: Lanes(repeating: 1), inverseMassScale: Lanes(repeating: 1),
            impulseScale: Lanes())
        if biased {
            row.bias = laneMax(g.biasRate * s, Lanes(repeating: -StepWorld.maximumPushOutSpeed))
            row.massScale = g.massScale.replacing(with: 1, where: gap)
            row.inverseMassScale = g.inverseMassScale.replacing(with: 1, where: gap)
            row.impulseScale = g.impulseScale.replacing(with: 0, where: gap)
        }
        row.bias.replace(with: s * inverseH, where: gap)
        return row
    }

    /// The softness of each lane of one group (see `group`).
    struct GroupRates {
        var biasRate = Lanes(), massScale = Lanes(), inverseMassScale = Lanes(), impulseScale = Lanes()
    }

    /// One normal row of each lane for this iteration.
    struct Row {
        var bias: Lanes
        var massScale: Lanes
        /// 1 / massScale (the block solve's M = K / massScale on the diagonal).
        var inverseMassScale: Lanes
        var impulseScale: Lanes
    }
}

/// A kind of contact pass, as a type, so that each is compiled on its own (see `solvePass`).
protocol PassKind {
    /// Whether the pass pushes overlaps out (the soft step's biased pass), or holds them (relax).
    static var biased: Bool { get }
}

/// The pass with position feedback.
enum BiasedPass: PassKind {
    static var biased: Bool { true }
}

/// The relax pass: no position feedback, overlaps held rigidly.
enum RelaxPass: PassKind {
    static var biased: Bool { false }
}
