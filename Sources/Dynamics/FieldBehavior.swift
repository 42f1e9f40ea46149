/// Pushes its items with a force that depends on where they are (and how they move): gravity
/// wells, vortices, drag, springs, charges, magnets, smooth animated noise, or your own
/// function. The counterpart of `UIFieldBehavior`; like gravity, a field acts on the items
/// added to it, and only where its `region` (centred on `position`) contains them.
///
/// ```swift
/// let noise = FieldBehavior.noiseField(smoothness: 1, animationSpeed: 0.5)
/// noise.addItem(square)
/// noise.strength = 0.5          // peaks at 50 pt/s², whatever the mass
/// animator.addBehavior(noise)
/// ```
///
/// Units at `strength` 1, before `falloff` (forces in UIKit Newtons: 1 N gives mass m an
/// acceleration of 100/m pt/s²; lengths and speeds in the laws are measured per 100 pt,
/// UIKit's metre):
/// - linear gravity: `direction` × 1000 pt/s² (as `GravityBehavior`); radial gravity:
///   1000 pt/s² towards `position`. Both are accelerations, so F = m·a.
/// - noise: an acceleration of at most 100 pt/s² (F = m·n, |n| ≤ 1); turbulence: that noise
///   × speed / (100 pt/s).
/// - electric: F = q·E, E = 1 N per unit charge pointing away from `position`.
/// - magnetic: F = q·(v / 100 pt/s) × B, |B| = 1, B along +z, which (x right, y down) points
///   into the screen: a positive charge circles counter-clockwise as seen on screen at
///   ω = q·B/m rad/s.
/// - vortex: 1 N along the tangent, counter-clockwise as seen on screen.
/// - drag: F = −v / (100 pt/s) N; velocity: F = (`direction` − v) / (100 pt/s) N.
/// - spring: F = −d / (100 pt) N for displacement d from `position` (ω = √(strength/m)).
/// - custom: whatever the block returns, in UIKit Newtons (`region` applies, `falloff` and
///   `strength` are the block's to use).
///
/// Stepping is stable for every strength: magnetic, drag and velocity fields are applied
/// as their exact solution over a sub-step, springs are stiffness-capped, and the stirring
/// fields (noise, turbulence, vortex, spring) never push an item faster than `speedLimit`.
/// `force(at:velocity:mass:charge:time:)` and `DynamicAnimator.fieldForce(at:…)` sample
/// the field without stepping.
public final class FieldBehavior: DynamicBehavior {
    /// A custom field: (field, item centre in pt, velocity in pt/s, mass, charge,
    /// Δt in s) → force in UIKit Newtons.
    public typealias EvaluationBlock = (FieldBehavior, Point, Vector, Double, Double, Double) -> Vector

    enum Kind {
        case linearGravity, radialGravity, noise, turbulence, vortex, drag, velocity, spring
        case electric, magnetic
        case custom(EvaluationBlock)
    }

    let kind: Kind
    private var list = ItemList([])
    /// Noise phase is anchorPhase + animationSpeed·(t − anchorTime); rebased when the speed
    /// changes so the pattern carries on from where it was instead of jumping.
    private var anchorTime = 0.0
    private var anchorPhase = 0.0

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    // MARK: - Factories

    /// Uniform acceleration along `direction`, in units of 1000 pt/s² (as `GravityBehavior`).
    public static func linearGravityField(direction: Vector) -> FieldBehavior {
        requireFinite(direction, "FieldBehavior.linearGravityField(direction:)")
        let field = FieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Acceleration towards `position`: 1000 pt/s² per unit strength (negative repels).
    public static func radialGravityField(position: Point) -> FieldBehavior {
        let field = FieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    /// Smooth, animated random acceleration (≤ 100 pt/s² per unit strength); `smoothness`
    /// 0…1 sets its grain, `animationSpeed` (Hz) how fast it changes.
    public static func noiseField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
        let field = FieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// Noise scaled by each item's speed (per 100 pt/s): still items feel nothing.
    public static func turbulenceField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
        let field = FieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// A 1 N tangential force around `position`, counter-clockwise on screen for strength > 0.
    public static func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }

    /// Resists motion: F = −strength·v / (100 pt/s) N.
    public static func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }

    /// Drives items towards the velocity `direction` (pt/s): F = strength·(direction − v) / (100 pt/s) N.
    public static func velocityField(direction: Vector) -> FieldBehavior {
        requireFinite(direction, "FieldBehavior.velocityField(direction:)")
        let field = FieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    /// Pulls items towards `position`: F = −strength·d / (100 pt) N for displacement d.
    public static func springField() -> FieldBehavior { FieldBehavior(kind: .spring) }

    /// Pushes charges away from `position` (F = q·E, E = strength N per unit charge).
    public static func electricField() -> FieldBehavior { FieldBehavior(kind: .electric) }

    /// Turns moving charges: F = q·(v / 100 pt/s) × B with B = strength along +z (into the
    /// screen); positive charges circle counter-clockwise on screen.
    public static func magneticField() -> FieldBehavior { FieldBehavior(kind: .magnetic) }

    /// A field whose force (UIKit Newtons) the block computes from the field, the item's
    /// centre (pt), velocity (pt/s), mass, charge and the sub-step Δt (s).
    public static func field(evaluationBlock: @escaping EvaluationBlock) -> FieldBehavior {
        FieldBehavior(kind: .custom(evaluationBlock))
    }

    // MARK: - Properties

    /// The field's centre in the reference space, in points. Default (0, 0).
    public var position: Point = .zero {
        didSet {
            requireFinite(Vector(dx: position.x, dy: position.y), "FieldBehavior.position")
            setNeedsUpdate()
        }
    }

    /// Where the field acts, relative to `position`. Default `.infinite`.
    public var region: Region = .infinite { didSet { setNeedsUpdate() } }

    /// Multiplies the field's force (units per factory above; negative reverses it; drag and
    /// velocity fields treat negative as 0; a custom block may read it). Default 1.
    public var strength: Double = 1 {
        didSet {
            requireFinite(strength, "FieldBehavior.strength")
            setNeedsUpdate()
        }
    }

    /// Decay exponent f ≥ 0: beyond `minimumRadius` every built-in field's force is
    /// multiplied by (1 + (d − minimumRadius) / 100 pt)^−f, d the distance from `position`.
    /// UIKit's d^−f shape, shifted to start at 1 on the rim so it is bounded and continuous
    /// (a bare (d − minimumRadius)^−f would be infinite just outside the rim). Default 0.
    public var falloff: Double = 0 {
        didSet {
            requireNonNegative(falloff, "FieldBehavior.falloff")
            setNeedsUpdate()
        }
    }

    /// Distance (pt, ≥ 0) inside which the falloff is not applied. Default 0.001 pt.
    public var minimumRadius: Double = FieldBehavior.defaultMinimumRadius {
        didSet {
            requireNonNegative(minimumRadius, "FieldBehavior.minimumRadius")
            setNeedsUpdate()
        }
    }

    /// Linear gravity: acceleration in units of 1000 pt/s²; velocity field: target velocity
    /// in pt/s; unused by the other fields. Default (0, 0).
    public var direction: Vector = .zero {
        didSet {
            requireFinite(direction, "FieldBehavior.direction")
            setNeedsUpdate()
        }
    }

    /// Noise grain, 0 (noisiest: features ~20 pt apart) … 1 (smoothest: ~400 pt); values
    /// outside are clamped. Default 0.
    public var smoothness: Double = 0 {
        didSet {
            requireFinite(smoothness, "FieldBehavior.smoothness")
            smoothness = min(max(smoothness, 0), 1)
            setNeedsUpdate()
        }
    }

    /// How fast noise evolves, in Hz (≥ 0): the pattern is renewed about this many times per
    /// simulated second; 0 freezes it. Default 0.
    public var animationSpeed: Double = 0 {
        didSet {
            requireNonNegative(animationSpeed, "FieldBehavior.animationSpeed")
            let now = dynamicAnimator?.elapsedTime ?? anchorTime
            anchorPhase += oldValue * (now - anchorTime)
            anchorTime = now
            setNeedsUpdate()
        }
    }

    /// Picks the noise pattern; equal seeds give identical fields. Default `defaultSeed`.
    public var seed: UInt64 = FieldBehavior.defaultSeed { didSet { setNeedsUpdate() } }

    /// Fastest speed, in pt/s (≥ 0), that noise, turbulence, vortex and spring fields push an
    /// item to; beyond it they may only turn or slow it. Not part of UIKit. Default 1000.
    public var speedLimit: Double = FieldBehavior.defaultSpeedLimit {
        didSet {
            requireNonNegative(speedLimit, "FieldBehavior.speedLimit")
            setNeedsUpdate()
        }
    }

    /// The items the field acts on.
    public var items: [DynamicItem] { list.items }

    /// Starts acting on an item.
    public func addItem(_ item: DynamicItem) { if list.add(item) { itemAdded(item) } }

    /// Stops acting on an item.
    public func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    override var ownItems: [DynamicItem] { list.items }

    /// An animated noise or turbulence field keeps changing, so it may move still items.
    override var keepsAnimatorAwake: Bool {
        switch kind {
        case .noise, .turbulence: return animationSpeed > 0 && strength != 0 && !list.items.isEmpty
        default: return false
        }
    }

    override var appliesForces: Bool { true }

    override func applyForces(_ bodies: inout BodyStore, _ step: SubStep) {
        for i in list.indices(in: bodies) where bodies.inverseMass[i] > 0 {
            let f = stepForce(on: i, bodies, step)
            bodies.force[i] += f
        }
    }

    /// Noise phase (lattice units along the time axis) at simulated time `t` seconds.
    func phase(at t: Double) -> Double { anchorPhase + animationSpeed * (t - anchorTime) }
}

extension FieldBehavior {
    /// Default `minimumRadius`, in pt: tiny but not zero, as in UIKit.
    public static let defaultMinimumRadius = 0.001
    /// Default `seed`.
    public static let defaultSeed: UInt64 = 0x5EED_F1E1_D00D_2015
    /// Default `speedLimit`, in pt/s.
    public static let defaultSpeedLimit = 1000.0
    /// Length, in pt, that falloff, spring stretch and the speed scale of drag, velocity,
    /// magnetic and turbulence fields are measured in: UIKit's world has 100 pt per metre.
    public static let referenceLength = 100.0
    /// Noise feature size in pt from smoothness 0 (lower bound) to 1 (upper bound); in
    /// between it grows geometrically.
    public static let noiseFeatureSizeRange = 20.0...400.0
}
