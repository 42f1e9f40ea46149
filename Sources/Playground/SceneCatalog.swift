import Dynamics

/// Scenes shared by the app, the tests and the benchmark, built the same way everywhere.
public enum SceneCatalog {
    /// The playground's scenes, in the order Tab cycles through them; the first is the default.
    /// Computed: an array of metatypes is not `Sendable`, so a stored global would not be
    /// concurrency-safe.
    public static var kinds: [PlaygroundScene.Type] {
        [ExplosionScene.self, FieldsScene.self, TourScene.self, ProxyScene.self, StacksScene.self]
    }
    /// Their names, for `--scene`.
    public static let names = kinds.map { $0.name }

    /// The kind of scene called `name`, if any.
    public static func kind(named name: String) -> PlaygroundScene.Type? {
        kinds.first { $0.name == name }
    }

    /// The playground scene called `name` laid out in `bounds`, or nil for an unknown name.
    /// `seed` makes explosions reproducible.
    public static func scene(named name: String, bounds: Rect, seed: UInt64 = 1) -> PlaygroundScene? {
        kind(named: name)?.make(bounds: bounds, seed: seed)
    }

    /// `falling`: `count` pigs in a grid (spacing 24 pt, 100 a row) falling under gravity
    /// magnitude 1, each with a sideways instantaneous push, in a reference space tall enough
    /// that none leaves it within `seconds`. Measures the cost of forces and integration.
    public static func fallingPigs(count: Int, seconds: Double = 10) -> (DynamicAnimator, [Pig]) {
        let perRow = 100, spacing = 24.0
        // Room for the fall (½·g·t², doubled) and for the sideways drift of the pushes
        // (at most 0.01 N·s on a 0.0256 mass: 39 pt/s) on both sides.
        let height = Units.gravity * seconds * seconds + Double(count / perRow + 2) * spacing
        let drift = 40 * seconds + spacing
        let animator = DynamicAnimator(
            referenceBounds: Rect(
                x: -drift, y: 0, width: Double(perRow) * spacing + 2 * drift,
                height: height))
        let gravity = GravityBehavior()
        var random = SeededGenerator(seed: 42)
        var pigs: [Pig] = []
        for i in 0..<count {
            let pig = Pig(center: Point(x: Double(i % perRow) * spacing + 12, y: Double(i / perRow) * spacing + 12))
            let push = PushBehavior(items: [pig], mode: .instantaneous)
            push.pushDirection = Vector(dx: Double.random(in: -0.01...0.01, using: &random), dy: 0)
            pig.push = push
            animator.addBehavior(push)
            gravity.addItem(pig)
            pigs.append(pig)
        }
        animator.addBehavior(gravity)
        return (animator, pigs)
    }
}
