extension DynamicAnimator {
    /// The attached field behaviors (children included), in tree order.
    public var fieldBehaviors: [FieldBehavior] { currentBehaviors().compactMap { $0 as? FieldBehavior } }

    /// The total force, in UIKit Newtons, the attached fields would exert now (`elapsedTime`)
    /// on an item at `point` (pt) with `mass` (≥ 0, default 1), `charge` (default 0) and
    /// `velocity` (pt/s, default 0), without stepping. Every field counts, whether or not it
    /// holds such an item; this is what the debug overlay samples on its grid.
    public func fieldForce(
        at point: Point, mass: Double = 1, charge: Double = 0,
        velocity: Vector = .zero
    ) -> Vector {
        requireFinite(Vector(dx: point.x, dy: point.y), "DynamicAnimator.fieldForce(at:) point")
        requireNonNegative(mass, "DynamicAnimator.fieldForce(at:) mass")
        requireFinite(charge, "DynamicAnimator.fieldForce(at:) charge")
        requireFinite(velocity, "DynamicAnimator.fieldForce(at:) velocity")
        var total = Vector.zero
        for field in fieldBehaviors {
            total += field.newtons(
                at: point, velocity: velocity, mass: mass, charge: charge,
                time: elapsedTime, dt: subStepDuration)
        }
        return total
    }
}
