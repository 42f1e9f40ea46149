/// Accelerates its items uniformly, whatever their mass. The counterpart of
/// `UIGravityBehavior`: magnitude 1.0 is 1000 pt/s², direction (0, 1) points down.
///
/// ```swift
/// let gravity = GravityBehavior(items: [])
/// animator.addBehavior(gravity)
/// gravity.addItem(pig)
/// gravity.angle = .pi / 4        // tilt: down and to the right
/// ```
public final class GravityBehavior: DynamicBehavior {
    private var list: IndexedItemList
    private var polar = PolarVector(Vector(dx: 0, dy: 1), angle: .pi / 2)

    /// Creates gravity acting on `items` (more can be added later).
    public init(items: [DynamicItem] = []) {
        list = IndexedItemList(items)
        super.init()
    }

    /// The items gravity pulls.
    public var items: [DynamicItem] { list.items }

    /// Acceleration as a vector in units of 1000 pt/s². Default (0, 1).
    public var gravityDirection: Vector {
        get { polar.vector }
        set {
            requireFinite(newValue, "GravityBehavior.gravityDirection")
            polar.set(newValue)
            setNeedsUpdate()
        }
    }

    /// Direction in radians from +x towards +y (down). Default π/2.
    public var angle: Double {
        get { polar.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// Strength; 1.0 = 1000 pt/s². Default 1.
    public var magnitude: Double {
        get { polar.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets direction (radians) and strength (1.0 = 1000 pt/s²) together.
    public func setAngle(_ angle: Double, magnitude: Double) {
        requireFinite(angle, "GravityBehavior.angle")
        requireFinite(magnitude, "GravityBehavior.magnitude")
        polar.set(angle: angle, magnitude: magnitude)
        setNeedsUpdate()
    }

    /// Starts pulling an item.
    public func addItem(_ item: DynamicItem) { if list.add(item) { itemAdded(item) } }

    /// Stops pulling an item.
    public func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    override var ownItems: [DynamicItem] { list.items }

    /// F = m·g: added as a force so it composes with everything else acting on the body.
    override var appliesForces: Bool { true }

    override func applyForces(_ bodies: inout BodyStore, _ step: SubStep) {
        let g = polar.vector * Units.gravity
        let indices = list.indices(in: bodies)
        guard !indices.isEmpty else { return }
        // One exclusive access to each array for all the items, not one per item.
        bodies.force.withUnsafeMutableBufferPointer { force in
            bodies.mass.withUnsafeBufferPointer { mass in
                for i in indices { force[i] += g * mass[i] }
            }
        }
    }
}
