import Dynamics

/// The benchmark scenes of the shared catalog (`BENCH.md`), used by `dynamics-bench` and tests.
public struct BenchScene {
    /// The simulation; it never pauses (sleeping disabled), so every step is timed.
    public let animator: DynamicAnimator
    /// Every disc (every box, in `packed`), in creation order.
    public internal(set) var discs: [BasicItem]
    /// The container the discs must stay in.
    public let container: Rect
    /// Adds discs per step until the target count (`rain`); nil for `pile`.
    var feeder: ((inout BenchScene, Int) -> Void)?
    let gravity: GravityBehavior
    let collision: CollisionBehavior
    let material: DynamicItemBehavior

    /// Disc diameter in points (a 100×100 item with ellipse bounds: radius 50).
    public static let discSize = 100.0

    init(container: Rect) {
        self.container = container
        animator = DynamicAnimator(referenceBounds: container)
        animator.pausesAtRest = false
        gravity = GravityBehavior()
        collision = CollisionBehavior(items: [])
        collision.translatesReferenceBoundsIntoBoundary = true
        material = DynamicItemBehavior(items: [])
        material.friction = 0.6
        material.elasticity = 0
        discs = []
        for b in [gravity, collision, material] as [DynamicBehavior] { animator.addBehavior(b) }
    }

    /// Adds one disc centred on `center`, moving at `velocity` pt/s.
    mutating func addDisc(at center: Point, velocity: Vector = .zero) {
        let disc = BasicItem(
            center: center, size: Size(width: Self.discSize, height: Self.discSize),
            collisionBoundsType: .ellipse)
        gravity.addItem(disc)
        collision.addItem(disc)
        material.addItem(disc)
        if velocity != .zero { material.addLinearVelocity(velocity, for: disc) }
        discs.append(disc)
    }

    /// Advances one step of 1/60 s (feeding the rain first).
    public mutating func step(_ index: Int) {
        if let feed = feeder { feed(&self, index) }
        animator.step(by: 1.0 / 60)
    }

    /// `pile`: N discs on a grid (166 a row, spacing 120 pt, first centre 100 pt from the left
    /// wall and above the floor, rows going up) in a 20 000 × 40 000 pt box, gravity 1,
    /// friction 0.6, elasticity 0. `jitter` shifts each disc sideways by up to ± that many
    /// points (seeded), which avoids the exact grid's standing columns.
    public static func pile(count: Int, jitter: Double = 0, seed: UInt64 = 1) -> BenchScene {
        var scene = BenchScene(container: Rect(x: 0, y: 0, width: 20_000, height: 40_000))
        var random = SeededGenerator(seed: seed)
        for i in 0..<count {
            let dx = jitter > 0 ? Double.random(in: -jitter...jitter, using: &random) : 0
            scene.addDisc(at: Point(x: 100 + Double(i % 166) * 120 + dx, y: 40_000 - 100 - Double(i / 166) * 120))
        }
        return scene
    }

    /// `rain`: an empty box; 20 discs a step fall in from near the top at spread-out x (seeded
    /// jitter) at 1000 pt/s until `count` exist. Run it for `rainSteps(count)` steps.
    public static func rain(count: Int, seed: UInt64 = 1) -> BenchScene {
        var scene = BenchScene(container: Rect(x: 0, y: 0, width: 20_000, height: 40_000))
        var random = SeededGenerator(seed: seed)
        scene.feeder = { scene, step in
            // Each step's 20 discs sit 110 pt to the right of the last step's, cycling every 8
            // steps; by then the earlier discs have fallen > 130 pt, so new ones never overlap.
            for k in 0..<20 where scene.discs.count < count {
                let x = 300 + Double(k) * 980 + Double(step % 8) * 110 + Double.random(in: -4...4, using: &random)
                scene.addDisc(at: Point(x: x, y: 150), velocity: Vector(dx: 0, dy: 1000))
            }
        }
        return scene
    }

    /// Steps the `rain` scene runs for N discs: N/20 + 300.
    public static func rainSteps(_ count: Int) -> Int { count / 20 + 300 }
}

/// The correctness line of a benchmark run.
public struct BenchCheck: Sendable, CustomStringConvertible {
    /// Discs whose centre left the container.
    public var escaped = 0
    /// Discs with a non-finite centre or rotation.
    public var nonFinite = 0
    /// Deepest overlap between two discs, in points (disc scenes).
    public var maxOverlap = 0.0
    /// Fastest item at the end, in pt/s (from the last step's displacement).
    public var maxSpeed = 0.0
    /// Whether the pyramids still stand (pyramid scenes); nil for disc scenes.
    public var stance: PyramidStance?

    /// An all-clear line.
    public init() {}

    public var description: String {
        let shape = stance.map { "\($0)" } ?? "max overlap \(Self.fixed(maxOverlap)) pt"
        return "escaped \(escaped), non-finite \(nonFinite), \(shape), max speed \(Self.fixed(maxSpeed)) pt/s"
    }

    /// Checks the discs after a run; `previous` are the centres one step earlier.
    public static func of(_ scene: BenchScene, previous: [Point]) -> BenchCheck {
        var check = BenchCheck()
        let r = BenchScene.discSize / 2
        let box = scene.container.insetBy(dx: -1, dy: -1)
        for (i, d) in scene.discs.enumerated() {
            if !d.center.isFinite || !d.transform.rotationAngle.isFinite { check.nonFinite += 1; continue }
            if !box.contains(d.center) { check.escaped += 1 }
            if i < previous.count { check.maxSpeed = max(check.maxSpeed, d.center.distance(to: previous[i]) * 60) }
        }
        check.maxOverlap = deepestOverlap(scene.discs.map(\.center), radius: r)
        return check
    }

    /// Deepest pairwise overlap of equal circles, by a uniform grid (O(n)).
    static func deepestOverlap(_ centers: [Point], radius r: Double) -> Double {
        var cells: [Int64: [Int]] = [:]
        let size = 2 * r
        func key(_ x: Int, _ y: Int) -> Int64 {
            Int64(x) << 32 ^ Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: y)))
        }
        for (i, c) in centers.enumerated() where c.isFinite {
            cells[key(Int((c.x / size).rounded(.down)), Int((c.y / size).rounded(.down))), default: []].append(i)
        }
        var deepest = 0.0
        for (i, c) in centers.enumerated() where c.isFinite {
            let cx = Int((c.x / size).rounded(.down)), cy = Int((c.y / size).rounded(.down))
            for dy in -1...1 {
                for dx in -1...1 {
                    for j in cells[key(cx + dx, cy + dy)] ?? [] where j > i {
                        deepest = max(deepest, 2 * r - c.distance(to: centers[j]))
                    }
                }
            }
        }
        return deepest
    }

    /// `x` rounded to two decimals, as text.
    static func fixed(_ x: Double) -> String {
        let t = (x * 100).rounded() / 100
        return "\(t)"
    }
}
