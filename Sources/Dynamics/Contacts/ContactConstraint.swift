/// One contact point of a constraint: where it is, how hard it pushes, what it remembers.
///
/// The narrow phase runs once per collision step (up to four sub-steps); in between, each
/// sub-step moves the anchors with their bodies and tracks the separation from how far the
/// bodies moved and turned, as Box2D v3 does.
///
/// 72 bytes, all of which `prepareContacts` reads or writes. What the solver ends a point with
/// (lever arms, separation, peak impulse) is not kept here but, when something asks, in
/// `ContactWorld.solved` (see `SolvedPoint`): the narrow phase writes every constraint whole
/// and preparing streams them all back in, so the 48 bytes a point the record carried for the
/// few passes that read them cost every pass. No effective masses: the lanes hold those.
struct ContactPoint {
    /// The point relative to A's and B's centres (world axes) when the contact was made; for a
    /// static boundary `anchorB` is the world point itself.
    var anchorA = Vector(dx: 0, dy: 0)
    var anchorB = Vector(dx: 0, dy: 0)
    /// Separation when the contact was made (pt; < 0 overlap, > 0 a speculative gap).
    var baseSeparation = 0.0
    /// Feature key from the narrow phase; matches points across steps for warm starting.
    var id: UInt32 = 0
    /// A point of an item–boundary contact still across a gap when made. It only has to stop
    /// the item closing the gap faster than it allows, so it acts through the centre of mass:
    /// an off-centre push across a gap would spin light items up for nothing, and restitution
    /// would then pump that spin into speed.
    var isSpeculative = false
    /// Normal relative velocity when the contact was made (pt/s), the speed restitution reverses
    /// (0 for a manifold of restitution 0: no bounce reads it).
    var relativeVelocity = 0.0
    /// Accumulated impulses (mass·pt/s), warm-started from the previous sub-step.
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
}

/// What the solver ended one contact point with, copied from the lanes into
/// `ContactWorld.solved` by `keepSolvedLanes` and `finishSolvedPass`, for the bounces and the
/// contact events (the impulses go into the point itself, for warm starting).
struct SolvedPoint {
    /// Lever arms from each centre to the point where impulses act: the midpoint of the two
    /// anchors as their bodies carried them, so equal and opposite impulses act at one common
    /// point and conserve angular momentum.
    var rA = Vector(dx: 0, dy: 0)
    var rB = Vector(dx: 0, dy: 0)
    /// Separation at the end, after the bodies moved and turned since the contact was made.
    var separation = 0.0
    /// Largest normal impulse seen this collision step: restitution applies only to points
    /// that pushed.
    var maxNormalImpulse = 0.0
}

/// A constraint's two points as the solver ended them (see `SolvedPoint`); the second unused
/// for a manifold of one point.
struct SolvedPoints {
    var p0 = SolvedPoint(), p1 = SolvedPoint()
}

/// A contact between a body and another body or a static boundary, with up to two points.
///
/// 216 bytes, laid out for the passes that read every constraint: colouring reads the first
/// 12 bytes (bodies, point count), preparing the first 144 of a manifold of one point (the
/// rest of the header, then its point: see `ContactPoint`). Every byte counts: the narrow
/// phase writes each constraint whole, and preparing streams them all back in. So the indices
/// are kept in 32 bits, as the lanes keep bodies (`WideManifold.bodyA`) and points
/// (`ContactWorld.pointOwner`), and read and written as `Int` (248 bytes as `Int`s).
struct ContactConstraint {
    /// Body indices (`a`, `b`: `b` is −1 for a static boundary) and the point count, as stored.
    var storedA: Int32
    var storedB: Int32
    var storedPointCount: Int32
    /// B's index among the solver bodies, as stored (see `solverB`).
    var storedSolverB: Int32 = 0
    /// Cache key: body uid of A and of B, or a static boundary code.
    var key: UInt64
    /// Unit normal from A towards B.
    var normal: Vector
    /// Combined friction √(μA·μB) (a boundary takes the item's own μ).
    var friction: Double
    /// Combined elasticity max(eA, eB).
    var restitution: Double
    /// The first point's index, the group and the boundary, as stored (see `firstPoint`,
    /// `group`, `boundary`).
    var storedFirstPoint: Int32 = 0
    var storedGroup: Int32
    var storedBoundary: Int32
    /// An impact resolved this manifold in this collision pass: its bounce is done, so the
    /// end-of-pass restitution leaves it alone (see `applyImpacts`).
    var struck = false
    /// Made by the pair loop with its bodies' travel against each other surely within their
    /// limit over the collision step (`StepWorld.surelySlow`), so `markFastPairs` need not
    /// test it again. False for a contact made any other way.
    var isSurelySlow = false
    var p0 = ContactPoint()
    var p1 = ContactPoint()

    /// Body indices; `b` is −1 for a static boundary.
    var a: Int {
        @inline(__always) get { Int(storedA) }
        @inline(__always) set { storedA = Int32(truncatingIfNeeded: newValue) }
    }
    var b: Int {
        @inline(__always) get { Int(storedB) }
        @inline(__always) set { storedB = Int32(truncatingIfNeeded: newValue) }
    }
    var pointCount: Int {
        @inline(__always) get { Int(storedPointCount) }
        @inline(__always) set { storedPointCount = Int32(truncatingIfNeeded: newValue) }
    }
    /// B's index among the solver bodies: `b`, or the static world's slot for a boundary.
    var solverB: Int {
        @inline(__always) get { Int(storedSolverB) }
        @inline(__always) set { storedSolverB = Int32(truncatingIfNeeded: newValue) }
    }
    /// Index of the first of this constraint's points in `ContactWorld.points`.
    var firstPoint: Int {
        @inline(__always) get { Int(storedFirstPoint) }
        @inline(__always) set { storedFirstPoint = Int32(truncatingIfNeeded: newValue) }
    }
    /// Collision group (index into `ContactWorld.groups`) that made this contact.
    var group: Int {
        @inline(__always) get { Int(storedGroup) }
        @inline(__always) set { storedGroup = Int32(truncatingIfNeeded: newValue) }
    }
    /// For a boundary contact: which boundary (index into `ContactWorld.statics`, or −1 − wall).
    var boundary: Int {
        @inline(__always) get { Int(storedBoundary) }
        @inline(__always) set { storedBoundary = Int32(truncatingIfNeeded: newValue) }
    }

    /// A new constraint; its solver slot, first point and impact mark are set when prepared.
    init(
        a: Int, b: Int, normal: Vector, friction: Double, restitution: Double, pointCount: Int,
        p0: ContactPoint = ContactPoint(), p1: ContactPoint = ContactPoint(), key: UInt64, group: Int, boundary: Int
    ) {
        storedA = Int32(truncatingIfNeeded: a)
        storedB = Int32(truncatingIfNeeded: b)
        storedPointCount = Int32(truncatingIfNeeded: pointCount)
        self.key = key
        self.normal = normal
        self.friction = friction
        self.restitution = restitution
        self.p0 = p0
        self.p1 = p1
        storedGroup = Int32(truncatingIfNeeded: group)
        storedBoundary = Int32(truncatingIfNeeded: boundary)
    }
}

/// The impulses a contact ended the sub-step with, kept for warm starting the next one.
struct WarmImpulses {
    var id0: UInt32, normal0: Double, tangent0: Double
    var id1: UInt32, normal1: Double, tangent1: Double
}
