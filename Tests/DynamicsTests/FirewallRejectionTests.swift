import Dynamics
import Foundation
import Testing

/// Bad values at every public door of the engine: each must stop the program where it enters,
/// with a message naming the property or argument, never slip in and surface later as NaN.
/// Each case runs in its own process (an exit test).
@Suite("Firewall: bad values are rejected where they enter")
struct FirewallRejectionTests {
    @Test("rejected with a message naming it", arguments: BadInput.allCases)
    func rejected(_ input: BadInput) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [input] in
            input.apply()
        }
        // The checks call fatalError, whose message prints in every build configuration (a
        // release-built client checks that too: ReleaseClientTests in EndToEndTests).
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(input.expectedName), "\(input): \(message.prefix(300))")
    }
}

/// One bad input: what to do, and the name its rejection message must mention.
enum BadInput: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    case animatorBoundsNaN, referenceBoundsInfinite
    case subStepNaN, subStepZero, subStepNegative, subStepTooLong, solverThreadsZero, solverThreadsTooMany
    case stepNaN, stepInfinity, stepNegative, fieldForcePointNaN, fieldForceMassNegative
    case debugIntervalZero, debugAnimationSpeedNaN, debugAnimationSpeedNegative, debugFieldSpacingZero
    case gravityDirectionNaN, gravityAngleInfinity, gravityMagnitudeNaN, gravityMagnitudeLargest
    case pushDirectionInfinity, pushMagnitudeLargest, pushAngleNaN, pushOffsetNaN
    case densityNegative, densityNaN, resistanceNegative, angularResistanceInfinity, elasticityNaN
    case frictionNegative, chargeInfinity, linearVelocityNaN, angularVelocityLargest
    case snapToNaN, snapPointInfinity, snapDampingNaN
    case anchorNaN, lengthNegative, frequencyNaN, dampingNegative, frictionTorqueInfinity
    case rangeInverted, rangeNaN, attachedToItself, slidingAxisZero, anchorPointOfItemPair
    case boundaryNaN, boundaryOnePoint, insetNaN
    case fieldStrengthNaN, falloffNegative, minimumRadiusNaN, fieldDirectionInfinity, smoothnessNaN
    case animationSpeedNegative, speedLimitInfinity, fieldPositionNaN, regionRadiusNaN, regionSizeNegative
    case behaviorInTwoAnimators, behaviorOwnChild, behaviorCycle
    case itemCenterNaN, itemSizeNaN, itemCenterNaNOnUpdate
    case densityZero, itemSizeZero, itemSizeNegative, itemWidthZeroOnUpdate
    case animatorBoundsNegative, referenceBoundsNegative
    case linearVelocityOverLimit, linearVelocityOverLimitBeforeJoining, angularVelocityOverLimit
    case itemPathConcave, groupMemberPathConcave

    var testDescription: String { rawValue }

    /// The word(s) the precondition message must contain.
    var expectedName: String {
        switch self {
        case .animatorBoundsNaN, .referenceBoundsInfinite: return "DynamicAnimator.referenceBounds must be finite"
        case .animatorBoundsNegative, .referenceBoundsNegative:
            return "DynamicAnimator.referenceBounds must not have a negative width or height"
        case .subStepNaN, .subStepZero, .subStepNegative, .subStepTooLong: return "subStepDuration"
        case .solverThreadsZero, .solverThreadsTooMany: return "DynamicAnimator.solverThreadCount must lie in 1 … 64"
        case .stepNaN, .stepInfinity, .stepNegative: return "DynamicAnimator.step(by:)"
        case .fieldForcePointNaN: return "DynamicAnimator.fieldForce(at:) point"
        case .fieldForceMassNegative: return "DynamicAnimator.fieldForce(at:) mass"
        case .debugIntervalZero: return "DynamicAnimator.debugInterval"
        case .debugAnimationSpeedNaN, .debugAnimationSpeedNegative: return "DynamicAnimator.debugAnimationSpeed"
        case .debugFieldSpacingZero: return "DynamicAnimator.debugFieldSpacing"
        case .gravityDirectionNaN: return "GravityBehavior.gravityDirection"
        case .gravityAngleInfinity: return "GravityBehavior.angle"
        case .gravityMagnitudeNaN, .gravityMagnitudeLargest: return "GravityBehavior.magnitude"
        case .pushDirectionInfinity: return "PushBehavior.pushDirection"
        case .pushMagnitudeLargest: return "PushBehavior.magnitude"
        case .pushAngleNaN: return "PushBehavior.angle"
        case .pushOffsetNaN: return "PushBehavior target offset"
        case .densityNegative, .densityNaN, .densityZero: return "DynamicItemBehavior.density must be finite, > 0"
        case .resistanceNegative: return "DynamicItemBehavior.resistance"
        case .angularResistanceInfinity: return "DynamicItemBehavior.angularResistance"
        case .elasticityNaN: return "DynamicItemBehavior.elasticity"
        case .frictionNegative: return "DynamicItemBehavior.friction"
        case .chargeInfinity: return "DynamicItemBehavior.charge"
        case .linearVelocityNaN: return "DynamicItemBehavior.addLinearVelocity"
        case .linearVelocityOverLimit, .linearVelocityOverLimitBeforeJoining:
            return "DynamicItemBehavior.addLinearVelocity: the item's velocity plus"
        case .angularVelocityOverLimit:
            return "DynamicItemBehavior.addAngularVelocity: the item's angular velocity plus"
        case .angularVelocityLargest: return "DynamicItemBehavior.addAngularVelocity"
        case .snapToNaN: return "SnapBehavior snapTo point"
        case .snapPointInfinity: return "SnapBehavior.snapPoint"
        case .snapDampingNaN: return "SnapBehavior.damping"
        case .anchorNaN: return "AttachmentBehavior anchor point"
        case .lengthNegative: return "AttachmentBehavior.length"
        case .frequencyNaN: return "AttachmentBehavior.frequency"
        case .dampingNegative: return "AttachmentBehavior.damping"
        case .frictionTorqueInfinity: return "AttachmentBehavior.frictionTorque"
        case .rangeInverted, .rangeNaN: return "AttachmentBehavior.attachmentRange"
        case .attachedToItself: return "cannot be attached to itself"
        case .slidingAxisZero: return "axisOfTranslation must not be zero"
        case .anchorPointOfItemPair: return "anchorPoint can only be set"
        case .boundaryNaN, .boundaryOnePoint: return "addBoundary(withIdentifier: wall)"
        case .insetNaN: return "CollisionBehavior reference bounds inset left"
        case .fieldStrengthNaN: return "FieldBehavior.strength"
        case .falloffNegative: return "FieldBehavior.falloff"
        case .minimumRadiusNaN: return "FieldBehavior.minimumRadius"
        case .fieldDirectionInfinity: return "FieldBehavior.direction"
        case .smoothnessNaN: return "FieldBehavior.smoothness"
        case .animationSpeedNegative: return "FieldBehavior.animationSpeed"
        case .speedLimitInfinity: return "FieldBehavior.speedLimit"
        case .fieldPositionNaN: return "FieldBehavior.position"
        case .regionRadiusNaN: return "Region(radius:)"
        case .regionSizeNegative: return "Region(size:) height"
        case .behaviorInTwoAnimators: return "belongs to another animator"
        case .behaviorOwnChild: return "DynamicBehavior.addChildBehavior: a behavior cannot be its own child"
        case .behaviorCycle: return "DynamicBehavior.addChildBehavior: the behavior is an ancestor"
        case .itemCenterNaN, .itemCenterNaNOnUpdate: return "center"
        case .itemSizeNaN: return "BasicItem.bounds must be finite"
        case .itemPathConcave: return "BasicItem.collisionBoundingPath is not a valid convex path"
        case .groupMemberPathConcave:
            return "DynamicItemGroup: item 1 (BasicItem).collisionBoundingPath is not a valid convex path"
        case .itemSizeZero, .itemSizeNegative, .itemWidthZeroOnUpdate:
            return "BasicItem.bounds must have a positive width and height"
        }
    }

    /// Feeds the bad value in; returns only if it was (wrongly) accepted.
    func apply() {
        if applyToAnimator() || applyToForces() || applyToMaterial() || applyToConstraints()
            || applyToCollisions() || applyToFields() || applyToItems()
        {
            return
        }
    }
}
