/// Every simulated item's state, as dense arrays indexed by body (structure of arrays).
///
/// Bodies are added when an item first joins a behavior of the animator and removed when the
/// last behavior lets go of it. Removal swaps the last body into the hole, so indices are
/// stable only between membership changes; `generation` counts those changes so behaviors
/// can cache the indices of their items.
struct BodyStore {
    var items: [DynamicItem] = []
    /// Each item's object, not retained (`items` holds it), and its dynamic type: the
    /// write-back sets the items' centres through these with no retain and release per item.
    var objects: [UnsafeMutableRawPointer] = []
    var itemTypes: [any DynamicItem.Type] = []
    var position: [Vector] = []
    var velocity: [Vector] = []
    var angle: [Double] = []
    var angularVelocity: [Double] = []
    /// The rotation last written to each item, so a step sets `transform` only when it turned
    /// (reading an item's rotation back costs an atan2).
    var shownAngle: [Double] = []
    /// (cos, sin) of `shownAngle`, the bits `AffineTransform(rotationAngle:)` gave for it: a
    /// collision pass places a body that has not turned since without calling cos and sin.
    var shownRotation: [Vector] = []
    var force: [Vector] = []
    var torque: [Double] = []
    var size: [Size] = []
    var shape: [DynamicItemCollisionBoundsType] = []
    var path: [Path?] = []
    var mass: [Double] = []
    var inverseMass: [Double] = []
    var inverseInertia: [Double] = [] { didSet { inertiaVersion &+= 1 } }
    /// Changes whenever `inverseInertia` does: the contact solver copies the inertias only
    /// after a change (see `StepWorld.loadSolverBodies`).
    private(set) var inertiaVersion = 0
    var material: [Material] = []
    /// Scratch for `applyMaterials`: the materials as they were before it ran.
    var materialBefore: [Material] = []
    /// Seconds each body has been still; the animator pauses when all have been still long enough.
    var restTime: [Double] = []
    /// How many behaviors (counting each occurrence) hold the item.
    var holders: [Int] = []
    /// A number that never changes while the body lives and is never reused: keys the contact
    /// cache, whose body indices move when bodies are removed.
    var uid: [UInt32] = []
    /// Collision shape in the body's frame, built on first use (nil until then or after reload).
    var shapeCache: [CollisionShape?] = []
    /// For a `DynamicItemGroup`: each member's shape and placement in the body's frame.
    var partsCache: [[(shape: CollisionShape, local: Transform2)]?] = []
    /// True for a `DynamicItemGroup` body (checked once, not cast every sub-step).
    var isGroup: [Bool] = []
    /// Bit g set when collision behavior g holds the body (see `ContactWorld.groups`).
    var collisionGroups: [UInt64] = []
    /// The bodies cut into runs of one pair of resistances (see `integrateVelocities`), and
    /// whether they still hold: cleared when a body, its material or its mass changes.
    var resistanceRuns: [ResistanceRun] = []
    var resistanceRunsAreCurrent = false
    private var nextUID: UInt32 = 0

    private var indexByItem: [ObjectIdentifier: Int] = [:]
    private(set) var generation = 0

    var count: Int { items.count }

    /// The body index of an item, if it is simulated.
    func index(of item: DynamicItem) -> Int? { indexByItem[ObjectIdentifier(item)] }

    /// Takes one more hold on an item, creating its body on the first.
    mutating func retain(_ item: DynamicItem) {
        if let i = index(of: item) {
            holders[i] += 1
            return
        }
        append(item)
    }

    /// Drops one hold on an item, removing its body on the last. Returns true if removed.
    @discardableResult
    mutating func release(_ item: DynamicItem) -> Bool {
        guard let i = index(of: item) else { return false }
        holders[i] -= 1
        guard holders[i] <= 0 else { return false }
        remove(at: i)
        return true
    }

    private mutating func append(_ item: DynamicItem) {
        indexByItem[ObjectIdentifier(item)] = items.count
        items.append(item)
        objects.append(Self.object(of: item))
        itemTypes.append(type(of: item))
        position.append(Vector(dx: item.center.x, dy: item.center.y))
        velocity.append(.zero)
        angle.append(item.transform.rotationAngle)
        angularVelocity.append(0)
        shownAngle.append(item.transform.rotationAngle)
        shownRotation.append(Self.rotation(shownAngle[shownAngle.count - 1]))
        force.append(.zero)
        torque.append(0)
        size.append(item.bounds.size)
        shape.append(item.collisionBoundsType)
        path.append(item.collisionBoundingPath)
        mass.append(0)
        inverseMass.append(0)
        inverseInertia.append(0)
        material.append(Material())
        restTime.append(0)
        holders.append(1)
        uid.append(nextUID)
        nextUID &+= 1
        shapeCache.append(nil)
        partsCache.append(nil)
        isGroup.append(item is DynamicItemGroup)
        collisionGroups.append(0)
        updateMass(at: items.count - 1)
        generation &+= 1
    }

    private mutating func remove(at i: Int) {
        indexByItem[ObjectIdentifier(items[i])] = nil
        let last = items.count - 1
        if i != last { indexByItem[ObjectIdentifier(items[last])] = i }
        items.swapAt(i, last); items.removeLast()
        objects.swapAt(i, last); objects.removeLast()
        itemTypes.swapAt(i, last); itemTypes.removeLast()
        position.swapAt(i, last); position.removeLast()
        velocity.swapAt(i, last); velocity.removeLast()
        angle.swapAt(i, last); angle.removeLast()
        angularVelocity.swapAt(i, last); angularVelocity.removeLast()
        shownAngle.swapAt(i, last); shownAngle.removeLast()
        shownRotation.swapAt(i, last); shownRotation.removeLast()
        force.swapAt(i, last); force.removeLast()
        torque.swapAt(i, last); torque.removeLast()
        size.swapAt(i, last); size.removeLast()
        shape.swapAt(i, last); shape.removeLast()
        path.swapAt(i, last); path.removeLast()
        mass.swapAt(i, last); mass.removeLast()
        inverseMass.swapAt(i, last); inverseMass.removeLast()
        inverseInertia.swapAt(i, last); inverseInertia.removeLast()
        material.swapAt(i, last); material.removeLast()
        restTime.swapAt(i, last); restTime.removeLast()
        holders.swapAt(i, last); holders.removeLast()
        uid.swapAt(i, last); uid.removeLast()
        shapeCache.swapAt(i, last); shapeCache.removeLast()
        partsCache.swapAt(i, last); partsCache.removeLast()
        isGroup.swapAt(i, last); isGroup.removeLast()
        collisionGroups.swapAt(i, last); collisionGroups.removeLast()
        resistanceRunsAreCurrent = false
        generation &+= 1
    }

    /// The object of `item`, not retained.
    private static func object<Item: DynamicItem>(of item: Item) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(item).toOpaque()
    }

    /// Re-reads an item's centre, size and rotation after an outside change.
    mutating func reload(at i: Int) {
        let item = items[i]
        position[i] = Vector(dx: item.center.x, dy: item.center.y)
        angle[i] = item.transform.rotationAngle
        shownAngle[i] = angle[i]
        shownRotation[i] = Self.rotation(angle[i])
        size[i] = item.bounds.size
        shape[i] = item.collisionBoundsType
        path[i] = item.collisionBoundingPath
        restTime[i] = 0
        shapeCache[i] = nil
        partsCache[i] = nil
        updateMass(at: i)
    }

    /// (cos θ, sin θ) as an item's transform carries them: (a, b) of
    /// `AffineTransform(rotationAngle: θ)`, bit for bit.
    static func rotation(_ angle: Double) -> Vector {
        let transform = AffineTransform(rotationAngle: angle)
        return Vector(dx: transform.a, dy: transform.b)
    }

    /// The shapes a group body collides with, each placed in the body's frame; nil for a body
    /// that is not a group.
    mutating func parts(at i: Int) -> [(shape: CollisionShape, local: Transform2)]? {
        guard isGroup[i] else { return nil }
        if let parts = partsCache[i] { return parts }
        guard let group = items[i] as? DynamicItemGroup else { return nil }
        let parts = group.parts.enumerated().map { k, part -> (shape: CollisionShape, local: Transform2) in
            do {
                return (try CollisionShape.make(size: part.size, type: part.type, path: part.path), part.local)
            } catch {
                preconditionFailure(
                    "DynamicItemGroup member \(k): collisionBoundingPath is not a valid convex path: \(error)")
            }
        }
        partsCache[i] = parts
        return parts
    }

    /// The body's collision shape, built from its item on first use.
    ///
    /// An invalid `collisionBoundingPath` (concave, self-intersecting, degenerate) stops the
    /// program with a message naming the problem: UIKit raises an exception there too.
    mutating func shape(at i: Int) -> CollisionShape {
        if let shape = shapeCache[i] { return shape }
        do {
            let shape = try CollisionShape.make(size: size[i], type: self.shape[i], path: path[i])
            shapeCache[i] = shape
            return shape
        } catch {
            preconditionFailure("collisionBoundingPath of \(type(of: items[i])) is not a valid convex path: \(error)")
        }
    }
}

/// Per-body material and motion properties set through `DynamicItemBehavior`.
struct Material: Equatable {
    var density = 1.0
    var elasticity = 0.0
    var friction = 0.0
    var resistance = 0.0
    var angularResistance = 0.0
    var charge = 0.0
    var isAnchored = false
    var allowsRotation = true

    /// The friction of a contact between items of this material and `other`: √(μ₁μ₂).
    @inline(__always)
    func combinedFriction(_ other: Material) -> Double { (friction * other.friction).squareRoot() }

    /// The elasticity of a contact between items of this material and `other`: the larger.
    @inline(__always)
    func combinedElasticity(_ other: Material) -> Double { max(elasticity, other.elasticity) }
}
