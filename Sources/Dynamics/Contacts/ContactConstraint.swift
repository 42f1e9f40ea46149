/// One contact point of a constraint: where it is, how hard it pushes, what it remembers.
struct ContactPoint {
    /// Contact point relative to body A's and B's centres (world axes) at prepare time.
    var rA = Vector.zero
    var rB = Vector.zero
    /// Separation at prepare time minus the anchors' offset along the normal, so the current
    /// separation is dot(dpB − dpA, n) + baseSeparation after the bodies moved by dpA, dpB.
    var baseSeparation = 0.0
    var normalMass = 0.0
    var tangentMass = 0.0
    /// Accumulated impulses (mass·pt/s), warm-started from the previous sub-step.
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    /// Largest normal impulse seen this sub-step: restitution applies only to points that pushed.
    var maxNormalImpulse = 0.0
    /// Normal relative velocity before solving (pt/s), the speed restitution reverses.
    var relativeVelocity = 0.0
    /// Feature key from the narrow phase; matches points across sub-steps for warm starting.
    var id: UInt32 = 0
    /// A point of an item–boundary contact still across a gap at prepare time. It only has to
    /// stop the item closing the gap faster than it allows, so it acts through the centre of
    /// mass: an off-centre push across a gap would spin light items up for nothing, and
    /// restitution would then pump that spin into speed. It turns into a full contact once
    /// the point touches.
    var isSpeculative = false
}

/// A contact between a body and another body or a static boundary, with up to two points.
struct ContactConstraint {
    /// Body indices; `b` is −1 for a static boundary.
    var a: Int
    var b: Int
    /// Unit normal from A towards B.
    var normal: Vector
    /// Combined friction √(μA·μB) (a boundary takes the item's own μ).
    var friction: Double
    /// Combined elasticity max(eA, eB).
    var restitution: Double
    var pointCount: Int
    var p0 = ContactPoint()
    var p1 = ContactPoint()
    /// Cache key: body uid of A and of B, or a static boundary code.
    var key: UInt64
    /// Collision group (index into `ContactWorld.groups`) that made this contact.
    var group: Int
    /// For a boundary contact: which boundary (index into `ContactWorld.statics`, or −1 − wall).
    var boundary: Int
}

/// The impulses a contact ended the sub-step with, kept for warm starting the next one.
struct WarmImpulses {
    var id0: UInt32, normal0: Double, tangent0: Double
    var id1: UInt32, normal1: Double, tangent1: Double
}
