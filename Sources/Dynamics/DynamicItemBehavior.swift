/// Sets physical properties of its items: density (hence mass), resistance, elasticity,
/// friction, charge, anchoring and rotation. The counterpart of `UIDynamicItemBehavior`.
/// When several item behaviors hold one item, the one added last wins.
///
/// ```swift
/// let heavy = DynamicItemBehavior(items: [crate])
/// heavy.density = 5          // 5 × area / 10 000 pt² = mass
/// heavy.resistance = 0.5     // loses half its speed per second
/// animator.addBehavior(heavy)
/// ```
public final class DynamicItemBehavior: DynamicBehavior {
    private var list: IndexedItemList
    private var props = Material()
    /// Velocities added before the behavior joined an animator, applied when it joins.
    private var pendingLinear: [(DynamicItem, Vector)] = []
    private var pendingAngular: [(DynamicItem, Double)] = []

    /// Creates an item behavior with UIKit's defaults for `items`.
    public init(items: [DynamicItem]) {
        list = IndexedItemList(items)
        super.init()
    }

    /// The items whose properties this behavior sets.
    public var items: [DynamicItem] { list.items }

    /// Mass per area: mass = density × area / 10 000 pt². Default 1; must be > 0 and ≤ 10³⁰
    /// (a density of 0 would give a massless item that never moves).
    public var density: Double {
        get { props.density }
        set { requirePositive(newValue, "DynamicItemBehavior.density"); update { $0.density = newValue } }
    }

    /// Fraction of linear speed lost per second (0 none; ≥ 1 stops the item as soon as no force
    /// acts). Default 0; must be ≥ 0.
    public var resistance: Double {
        get { props.resistance }
        set { requireNonNegative(newValue, "DynamicItemBehavior.resistance"); update { $0.resistance = newValue } }
    }

    /// Fraction of angular speed lost per second, as `resistance`. Default 0; must be ≥ 0.
    public var angularResistance: Double {
        get { props.angularResistance }
        set {
            requireNonNegative(newValue, "DynamicItemBehavior.angularResistance")
            update { $0.angularResistance = newValue }
        }
    }

    /// Bounciness in collisions, 0 (none) … 1 (perfectly elastic); values outside are clamped.
    /// Default 0.
    public var elasticity: Double {
        get { props.elasticity }
        set {
            requireFinite(newValue, "DynamicItemBehavior.elasticity");
            update { $0.elasticity = min(max(newValue, 0), 1) }
        }
    }

    /// Coulomb friction coefficient in contacts (pairs combine as √(μ₁μ₂)). Default 0; ≥ 0.
    public var friction: Double {
        get { props.friction }
        set { requireNonNegative(newValue, "DynamicItemBehavior.friction"); update { $0.friction = newValue } }
    }

    /// Electric charge, felt by electric and magnetic fields. Default 0.
    public var charge: Double {
        get { props.charge }
        set { requireFinite(newValue, "DynamicItemBehavior.charge"); update { $0.charge = newValue } }
    }

    /// An anchored item takes part in collisions but never moves. Default false.
    public var isAnchored: Bool {
        get { props.isAnchored }
        set { update { $0.isAnchored = newValue } }
    }

    /// Whether the item may turn. Default true.
    public var allowsRotation: Bool {
        get { props.allowsRotation }
        set { update { $0.allowsRotation = newValue } }
    }

    /// Starts setting an item's properties.
    public func addItem(_ item: DynamicItem) {
        guard list.add(item) else { return }
        itemAdded(item)
        dynamicAnimator?.materialsChanged = true
    }

    /// Stops setting an item's properties (they return to the defaults).
    public func removeItem(_ item: DynamicItem) {
        guard list.remove(item) else { return }
        itemRemoved(item)
        dynamicAnimator?.materialsChanged = true
    }

    /// Adds `velocity` (pt/s) to an item's linear velocity. Before the behavior joins an
    /// animator, the velocity is kept and applied when it joins.
    public func addLinearVelocity(_ velocity: Vector, for item: DynamicItem) {
        requireFinite(velocity, "DynamicItemBehavior.addLinearVelocity")
        requireFinite(
            linearVelocity(for: item) + velocity,
            "DynamicItemBehavior.addLinearVelocity: the item's velocity plus \(velocity)")
        guard let animator = dynamicAnimator, let i = animator.bodyIndex(of: item) else {
            pendingLinear.append((item, velocity))
            return
        }
        animator.bodies.velocity[i] += velocity
        animator.wake()
    }

    /// The item's linear velocity in pt/s (pending additions count before joining).
    public func linearVelocity(for item: DynamicItem) -> Vector {
        if let animator = dynamicAnimator, let i = animator.bodyIndex(of: item) {
            return animator.bodies.velocity[i]
        }
        return pendingLinear.filter { $0.0 === item }.reduce(.zero) { $0 + $1.1 }
    }

    /// Adds `velocity` (rad/s, positive turns from +x towards +y) to an item's spin.
    public func addAngularVelocity(_ velocity: Double, for item: DynamicItem) {
        requireFinite(velocity, "DynamicItemBehavior.addAngularVelocity")
        requireFinite(
            angularVelocity(for: item) + velocity,
            "DynamicItemBehavior.addAngularVelocity: the item's angular velocity plus \(velocity)")
        guard let animator = dynamicAnimator, let i = animator.bodyIndex(of: item) else {
            pendingAngular.append((item, velocity))
            return
        }
        animator.bodies.angularVelocity[i] += velocity
        animator.wake()
    }

    /// The item's angular velocity in rad/s.
    public func angularVelocity(for item: DynamicItem) -> Double {
        if let animator = dynamicAnimator, let i = animator.bodyIndex(of: item) {
            return animator.bodies.angularVelocity[i]
        }
        return pendingAngular.filter { $0.0 === item }.reduce(0) { $0 + $1.1 }
    }

    override var ownItems: [DynamicItem] { list.items }

    override var configuresBodies: Bool { true }

    override func configureBodies(_ bodies: inout BodyStore) {
        let indices = list.indices(in: bodies), props = props
        bodies.material.withUnsafeMutableBufferPointer { material in
            for i in indices { material[i] = props }
        }
    }

    override func didJoin(_ bodies: inout BodyStore) {
        for (item, v) in pendingLinear { if let i = bodies.index(of: item) { bodies.velocity[i] += v } }
        for (item, w) in pendingAngular { if let i = bodies.index(of: item) { bodies.angularVelocity[i] += w } }
        pendingLinear.removeAll()
        pendingAngular.removeAll()
    }

    private func update(_ change: (inout Material) -> Void) {
        change(&props)
        dynamicAnimator?.materialsChanged = true
        setNeedsUpdate()
    }
}
