import Dynamics
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The seed tutorial as a scene: a click spawns pigs, each launched by its own instantaneous
/// push fanned upward with a little randomness, all pulled by one shared gravity. Pigs that
/// leave the reference bounds for good are removed with their push, so the animator's
/// behavior count returns to 1: the composite `world` behavior, whose children are the shared
/// gravity, the pigs' material and (with the floor on) their collisions.
public final class ExplosionScene {
    /// The simulation.
    public let animator: DynamicAnimator
    /// The one behavior the scene keeps in the animator: gravity, material and collisions.
    public let world = DynamicBehavior()
    /// The one gravity every pig shares.
    public let gravity = GravityBehavior()
    /// Live pigs, oldest first.
    public private(set) var pigs: [Pig] = []
    /// Launch speed for a unit push direction, in pt/s.
    public var pushSpeed: Double
    /// How a pig is drawn (the config file may change its glyphs and colour).
    public var pigSprite = SpriteCatalog.pig
    /// Makes pigs collide with each other and with the floor, once the floor is on.
    public let collision = CollisionBehavior(items: [])
    /// Pigs' material: a little bounce, some friction.
    public let pigMaterial = DynamicItemBehavior(items: [])
    private var random: SeededGenerator

    /// The floor boundary's identifier.
    public static let floorIdentifier = "floor"

    /// The most pigs alive at once. An explosion past it recycles the oldest pigs first (each
    /// removed with its push), so a long session keeps its frame rate and its memory; the status
    /// line says so while the scene is at the cap. Default 2 000; must be ≥ 1.
    public var maximumPigs = ExplosionScene.defaultMaximumPigs {
        didSet { precondition(maximumPigs >= 1, "ExplosionScene.maximumPigs must be ≥ 1, got \(maximumPigs)") }
    }
    /// `maximumPigs` unless changed: a pile this big still runs near 60 fps in a release build
    /// (`make soak` measures it).
    public static let defaultMaximumPigs = 2_000

    /// True while the live pigs fill `maximumPigs`: the next explosion recycles the oldest.
    public var isAtPigCap: Bool { pigs.count >= maximumPigs }

    /// Whether a floor spans the bottom edge, so pigs land, collide and pile up. Pigs still
    /// leave past the floor's ends (with gravity tilted) and are removed there.
    public var hasFloor = false {
        didSet {
            guard hasFloor != oldValue else { return }
            if hasFloor {
                // Pigs join the collision only while it acts (see `explode`); those spawned
                // without the floor join now, before it is attached.
                for pig in pigs where !pig.collides {
                    collision.addItem(pig)
                    pig.collides = true
                }
                world.addChildBehavior(collision)
            } else {
                world.removeChildBehavior(collision)
            }
            updateFloor()
        }
    }

    /// Creates the scene in a reference space of `bounds` points.
    public init(bounds: Rect, seed: UInt64, pushSpeed: Double = 600) {
        animator = DynamicAnimator(referenceBounds: bounds)
        random = SeededGenerator(seed: seed)
        self.pushSpeed = pushSpeed
        world.addChildBehavior(gravity)
        world.addChildBehavior(pigMaterial)
        animator.addBehavior(world)
        pigMaterial.elasticity = 0.35
        pigMaterial.friction = 0.5
        // Round pigs would roll forever on a flat floor; this lets a pile come to rest.
        pigMaterial.angularResistance = 0.9
        gravity.action = { [unowned self] in self.removeEscapedPigs() }
    }

    /// A pig and its push hold each other (`Pig.push`, the push's item list) until the pig
    /// leaves; a scene dropped with live pigs (restart, scene switch, quit) must break those
    /// cycles or it leaks every pig and push it still had.
    deinit {
        for pig in pigs { pig.push = nil }
    }

    /// Re-lays the floor along the bottom of the reference bounds (after a resize, say).
    public func updateFloor() {
        collision.removeAllBoundaries()
        guard hasFloor else { return }
        let b = animator.referenceBounds
        collision.addBoundary(
            withIdentifier: Self.floorIdentifier, from: Point(x: b.minX, y: b.maxY),
            to: Point(x: b.maxX, y: b.maxY))
    }

    /// Spawns `count` pigs at `point`, each with its own instantaneous push, recycling the
    /// oldest pigs beyond `maximumPigs`. Without the floor they all start on the point, as in
    /// the seed (they fly through each other). With the floor on they collide, so they start
    /// on a small disc about the point instead (`spawnOffset`), one pig apart, inside the
    /// bounds: a burst of pigs all inside each other would make the solver push every pair
    /// apart at once (500 pigs: 125 000 contacts).
    public func explode(at point: Point, count: Int) {
        let excess = pigs.count + count - maximumPigs
        if excess > 0 {
            let old = pigs.prefix(min(excess, pigs.count))
            for pig in old { forget(pig) }
            pigs.removeFirst(old.count)
        }
        let room = animator.referenceBounds.insetBy(dx: Pig.side / 2, dy: Pig.side / 2)
        for i in 0..<count {
            while pigs.count >= maximumPigs { forget(pigs.removeFirst()) }
            let pig = Pig(center: hasFloor ? Self.clamp(point + Self.spawnOffset(index: i), to: room) : point)
            let push = PushBehavior(items: [pig], mode: .instantaneous)
            // Impulse = Δv · m / 100 (UIKit Newton-seconds), so every pig, whatever its mass,
            // leaves at pushSpeed × |direction|.
            push.pushDirection =
                launchDirection(index: i, count: count) * (pushSpeed * Pig.mass / Units.pointsPerNewton)
            pig.push = push
            pigs.append(pig)
            animator.addBehavior(push)
            gravity.addItem(pig)
            // Without the floor the collision is not in the animator: a pig joins it when the
            // floor comes on, which keeps spawning and removal cheap in the seed's scene.
            if hasFloor {
                collision.addItem(pig)
                pig.collides = true
            }
            pigMaterial.addItem(pig)
        }
    }

    /// Where the `index`-th pig of an explosion starts, relative to the click: a sunflower
    /// spiral (radius ∝ √index, turning by the golden angle), packed so that any two pigs'
    /// centres are at least `Pig.side` apart. 12 pigs cover a disc about 40 pt across the
    /// click's radius, 500 about 250 pt.
    static func spawnOffset(index: Int) -> Vector {
        // Neighbours on this spiral are at least 1.546 × the scale apart.
        let scale = (Pig.side + 1) / 1.546
        let r = scale * (Double(index) + 0.5).squareRoot()
        let a = Double(index) * goldenAngle
        return Vector(dx: r * cos(a), dy: r * sin(a))
    }

    /// π(3 − √5): the turn between consecutive seeds of a sunflower.
    static let goldenAngle = Double.pi * (3 - 5.0.squareRoot())

    /// `p` moved into `rect` (a rect with no room keeps its centre).
    static func clamp(_ p: Point, to rect: Rect) -> Point {
        guard rect.width >= 0, rect.height >= 0 else { return Point(x: rect.midX, y: rect.midY) }
        return Point(x: min(max(p.x, rect.minX), rect.maxX), y: min(max(p.y, rect.minY), rect.maxY))
    }

    /// The seed's `vectorForIndex`: x fans out between −0.75 and 0.75 alternating sides, with
    /// a random shift of up to half the spacing, and a random upward component in [−1, 0].
    func launchDirection(index: Int, count: Int) -> Vector {
        let xStart = -0.75, xEnd = 0.75
        let spacing = (abs(xStart) + abs(xEnd)) / Double(count * 2)
        let x = index % 2 == 0 ? xStart + spacing * Double(index) : xEnd - spacing * Double(index)
        let xJitter = Double.random(in: -spacing / 2...spacing / 2, using: &random)
        let y = Double.random(in: -1...0, using: &random)
        return Vector(dx: x + xJitter, dy: y)
    }

    /// Removes pigs that are outside the bounds on a side gravity cannot bring them back from.
    ///
    /// Every frame asks this of every pig (ten thousand in a big pile) and few have escaped:
    /// the pigs are read in place through a buffer (no reference counting per pig, no
    /// uniqueness check per move), those kept close up in place, and the escaped are
    /// forgotten afterwards, in the order they held in the list.
    func removeEscapedPigs() {
        let bounds = animator.referenceBounds, g = gravity.gravityDirection
        var escaped: [Pig] = []
        let kept = pigs.withUnsafeMutableBufferPointer { list in
            var kept = 0
            for i in list.indices {
                if Self.hasEscaped(center: list[i].center, bounds: bounds, gravity: g) {
                    escaped.append(list[i])
                } else {
                    if kept != i { list.swapAt(kept, i) }
                    kept += 1
                }
            }
            return kept
        }
        guard !escaped.isEmpty else { return }
        pigs.removeSubrange(kept...)
        for pig in escaped { forget(pig) }
    }

    /// Takes a pig out of every behavior, its push included.
    private func forget(_ pig: Pig) {
        gravity.removeItem(pig)
        if pig.collides {
            collision.removeItem(pig)
            pig.collides = false
        }
        pigMaterial.removeItem(pig)
        if let push = pig.push { animator.removeBehavior(push) }
        pig.push = nil
    }

    /// Wholly outside the bounds, past an edge whose outward side gravity does not pull back
    /// from (or simply very far away).
    func hasEscaped(_ pig: Pig) -> Bool {
        Self.hasEscaped(pig, bounds: animator.referenceBounds, gravity: gravity.gravityDirection)
    }

    /// `hasEscaped(_:)` for given reference bounds `b` and gravity `g`.
    static func hasEscaped(_ pig: Pig, bounds b: Rect, gravity g: Vector) -> Bool {
        hasEscaped(center: pig.center, bounds: b, gravity: g)
    }

    /// `hasEscaped(_:bounds:gravity:)` for a pig centred on `c`.
    @inline(__always)
    static func hasEscaped(center c: Point, bounds b: Rect, gravity g: Vector) -> Bool {
        guard c.isFinite else { return true }
        let f = Rect(x: c.x - Pig.side / 2, y: c.y - Pig.side / 2, width: Pig.side, height: Pig.side)
        let far = max(b.width, b.height) * 4
        if f.maxY < b.minY - far || f.minY > b.maxY + far || f.maxX < b.minX - far || f.minX > b.maxX + far {
            return true
        }
        return (f.minY > b.maxY && g.dy >= 0) || (f.maxY < b.minY && g.dy <= 0)
            || (f.minX > b.maxX && g.dx >= 0) || (f.maxX < b.minX && g.dx <= 0)
    }

    /// Removes every pig and its push.
    public func clear() {
        for pig in pigs { forget(pig) }
        pigs.removeAll()
    }
}
