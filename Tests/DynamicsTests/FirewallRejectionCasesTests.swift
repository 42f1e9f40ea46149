import Dynamics

/// What each `BadInput` does, grouped by the part of the engine it hits. Each function
/// returns false when the case is not one of its own.
extension BadInput {
    func applyToAnimator() -> Bool {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
        switch self {
        case .animatorBoundsNaN: _ = DynamicAnimator(referenceBounds: Rect(x: .nan, y: 0, width: 10, height: 10))
        case .referenceBoundsInfinite: animator.referenceBounds.size.width = .infinity
        case .animatorBoundsNegative: _ = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: -400, height: 300))
        case .referenceBoundsNegative: animator.referenceBounds.size.height = -1
        case .subStepNaN: animator.subStepDuration = .nan
        case .subStepZero: animator.subStepDuration = 0
        case .subStepNegative: animator.subStepDuration = -1.0 / 240
        case .subStepTooLong: animator.subStepDuration = 1
        case .solverThreadsZero: animator.solverThreadCount = 0
        case .solverThreadsTooMany: animator.solverThreadCount = 65
        case .stepNaN: animator.step(by: .nan)
        case .stepInfinity: animator.step(by: .infinity)
        case .stepNegative: animator.step(by: -1.0 / 60)
        case .fieldForcePointNaN: _ = animator.fieldForce(at: Point(x: .nan, y: 0))
        case .fieldForceMassNegative: _ = animator.fieldForce(at: .zero, mass: -1)
        case .debugIntervalZero: animator.debugInterval = 0
        case .debugAnimationSpeedNaN: animator.debugAnimationSpeed = .nan
        case .debugAnimationSpeedNegative: animator.debugAnimationSpeed = -0.5
        case .debugFieldSpacingZero: animator.debugFieldSpacing = Size(width: 0, height: 48)
        case .behaviorInTwoAnimators:
            let gravity = GravityBehavior()
            animator.addBehavior(gravity)
            DynamicAnimator(referenceBounds: animator.referenceBounds).addBehavior(gravity)
        case .behaviorOwnChild:
            let parent = DynamicBehavior()
            parent.addChildBehavior(parent)
        case .behaviorCycle:
            let top = DynamicBehavior(), middle = DynamicBehavior(), bottom = DynamicBehavior()
            top.addChildBehavior(middle)
            middle.addChildBehavior(bottom)
            bottom.addChildBehavior(top)
        default: return false
        }
        return true
    }

    func applyToForces() -> Bool {
        let gravity = GravityBehavior(), push = PushBehavior(items: [], mode: .continuous)
        switch self {
        case .gravityDirectionNaN: gravity.gravityDirection = Vector(dx: 0, dy: .nan)
        case .gravityAngleInfinity: gravity.angle = .infinity
        case .gravityMagnitudeNaN: gravity.magnitude = .nan
        case .gravityMagnitudeLargest: gravity.magnitude = .greatestFiniteMagnitude
        case .pushDirectionInfinity: push.pushDirection = Vector(dx: -.infinity, dy: 0)
        case .pushMagnitudeLargest: push.magnitude = .greatestFiniteMagnitude
        case .pushAngleNaN: push.angle = .nan
        case .pushOffsetNaN:
            push.setTargetOffsetFromCenter(
                Offset(horizontal: .nan, vertical: 0),
                for: BasicItem(
                    center: .zero, size: Size(width: 1, height: 1)))
        default: return false
        }
        return true
    }

    func applyToMaterial() -> Bool {
        let item = BasicItem(center: .zero, size: Size(width: 10, height: 10))
        let material = DynamicItemBehavior(items: [item])
        switch self {
        case .densityNegative: material.density = -1
        case .densityNaN: material.density = .nan
        case .densityZero: material.density = 0
        case .resistanceNegative: material.resistance = -0.5
        case .angularResistanceInfinity: material.angularResistance = .infinity
        case .elasticityNaN: material.elasticity = .nan
        case .frictionNegative: material.friction = -1
        case .chargeInfinity: material.charge = -.infinity
        case .linearVelocityNaN: material.addLinearVelocity(Vector(dx: .nan, dy: 1), for: item)
        case .angularVelocityLargest: material.addAngularVelocity(-.greatestFiniteMagnitude, for: item)
        case .linearVelocityOverLimitBeforeJoining:
            material.addLinearVelocity(Vector(dx: 9e29, dy: 0), for: item)
            material.addLinearVelocity(Vector(dx: 9e29, dy: 0), for: item)
        case .linearVelocityOverLimit, .angularVelocityOverLimit:
            DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300)).addBehavior(material)
            for _ in 0..<2 {
                if self == .linearVelocityOverLimit {
                    material.addLinearVelocity(Vector(dx: 0, dy: -9e29), for: item)
                } else {
                    material.addAngularVelocity(9e29, for: item)
                }
            }
        default: return false
        }
        return true
    }

    func applyToConstraints() -> Bool {
        let a = BasicItem(center: .zero, size: Size(width: 10, height: 10))
        let b = BasicItem(center: Point(x: 50, y: 0), size: Size(width: 10, height: 10))
        let rod = AttachmentBehavior(item: a, attachedToAnchor: Point(x: 0, y: -50))
        switch self {
        case .snapToNaN: _ = SnapBehavior(item: a, snapTo: Point(x: 0, y: .nan))
        case .snapPointInfinity: SnapBehavior(item: a, snapTo: .zero).snapPoint = Point(x: .infinity, y: 0)
        case .snapDampingNaN: SnapBehavior(item: a, snapTo: .zero).damping = .nan
        case .anchorNaN: _ = AttachmentBehavior(item: a, attachedToAnchor: Point(x: .nan, y: .nan))
        case .lengthNegative: rod.length = -1
        case .frequencyNaN: rod.frequency = .nan
        case .dampingNegative: rod.damping = -0.1
        case .frictionTorqueInfinity: rod.frictionTorque = .infinity
        case .rangeInverted: rod.attachmentRange = FloatRange(minimum: 1, maximum: -1)
        case .rangeNaN: rod.attachmentRange = FloatRange(minimum: .nan, maximum: 1)
        case .attachedToItself: _ = AttachmentBehavior(item: a, attachedTo: a)
        case .slidingAxisZero:
            _ = AttachmentBehavior.slidingAttachment(
                with: a, attachedTo: b, attachmentAnchor: .zero, axisOfTranslation: .zero)
        case .anchorPointOfItemPair: AttachmentBehavior(item: a, attachedTo: b).anchorPoint = .zero
        default: return false
        }
        return true
    }

    func applyToCollisions() -> Bool {
        let collision = CollisionBehavior(items: [])
        switch self {
        case .boundaryNaN: collision.addBoundary(withIdentifier: "wall", from: .zero, to: Point(x: .nan, y: 1))
        case .boundaryOnePoint: collision.addBoundary(withIdentifier: "wall", for: Path(points: [.zero]))
        case .insetNaN:
            collision.setTranslatesReferenceBoundsIntoBoundary(
                with: EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0))
        default: return false
        }
        return true
    }

    func applyToFields() -> Bool {
        let field = FieldBehavior.vortexField()
        switch self {
        case .fieldStrengthNaN: field.strength = .nan
        case .falloffNegative: field.falloff = -2
        case .minimumRadiusNaN: field.minimumRadius = .nan
        case .fieldDirectionInfinity:
            FieldBehavior.velocityField(direction: .zero).direction = Vector(dx: .infinity, dy: 0)
        case .smoothnessNaN: FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1).smoothness = .nan
        case .animationSpeedNegative: FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1).animationSpeed = -1
        case .speedLimitInfinity: field.speedLimit = .infinity
        case .fieldPositionNaN: field.position = Point(x: .nan, y: 0)
        case .regionRadiusNaN: _ = Region(radius: .nan)
        case .regionSizeNegative: _ = Region(size: Size(width: 10, height: -10))
        default: return false
        }
        return true
    }

    /// Items whose geometry is not finite: caught when they join an animator or are reloaded.
    func applyToItems() -> Bool {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
        switch self {
        case .itemCenterNaN:
            animator.addBehavior(
                GravityBehavior(items: [BasicItem(center: Point(x: .nan, y: 0), size: Size(width: 5, height: 5))]))
        case .itemSizeNaN:
            animator.addBehavior(GravityBehavior(items: [BasicItem(center: .zero, size: Size(width: .nan, height: 5))]))
        case .itemCenterNaNOnUpdate:
            let item = BasicItem(center: .zero, size: Size(width: 5, height: 5))
            animator.addBehavior(GravityBehavior(items: [item]))
            item.center = Point(x: 0, y: .infinity)
            animator.updateItem(usingCurrentState: item)
        case .itemPathConcave, .groupMemberPathConcave:
            let dart = Path(points: [
                Point(x: -10, y: 10), Point(x: 0, y: -10), Point(x: 10, y: 10), Point(x: 0, y: 0),
            ])
            let item = BasicItem(
                center: .zero, size: Size(width: 20, height: 20), collisionBoundsType: .path,
                collisionBoundingPath: dart)
            if self == .itemPathConcave {
                animator.addBehavior(GravityBehavior(items: [item]))
            } else {
                _ = DynamicItemGroup(items: [BasicItem(center: .zero, size: Size(width: 5, height: 5)), item])
            }
        case .itemSizeZero:
            animator.addBehavior(GravityBehavior(items: [BasicItem(center: .zero, size: Size(width: 0, height: 0))]))
        case .itemSizeNegative:
            animator.addBehavior(GravityBehavior(items: [BasicItem(center: .zero, size: Size(width: 5, height: -5))]))
        case .itemWidthZeroOnUpdate:
            let item = BasicItem(center: .zero, size: Size(width: 5, height: 5))
            animator.addBehavior(GravityBehavior(items: [item]))
            item.bounds.size.width = 0
            animator.updateItem(usingCurrentState: item)
        default: return false
        }
        animator.step(by: 1.0 / 60)
        return true
    }
}
