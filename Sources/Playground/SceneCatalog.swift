import Dynamics

/// Scenes shared by the app, the tests and the benchmark, built the same way everywhere.
public enum SceneCatalog {
    /// The playground's scenes, in the order Tab cycles through them; the first is the default.
    /// Computed: an array of metatypes is not `Sendable`, so a stored global would not be
    /// concurrency-safe.
    public static var kinds: [PlaygroundScene.Type] {
        [
            ExplosionScene.self, FieldsScene.self, TourScene.self, ProxyScene.self, StacksScene.self,
            SandboxScene.self,
        ]
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

    /// A scene the app can switch to: a built-in kind, or a scene file playing in the sandbox.
    public struct Entry {
        /// Its name (Tab, the status line).
        public let name: String
        /// Builds it in the given bounds with the given seed.
        let make: (Rect, UInt64) -> PlaygroundScene
    }

    /// The built-in scenes as entries, in Tab order.
    public static var entries: [Entry] { kinds.map { Entry(name: $0.name, make: $0.make) } }

    /// A scene file as an entry: it plays in the sandbox (so it can be edited, and `r` goes
    /// back to the file), under the document's name.
    public static func entry(for document: SceneDocument) -> Entry {
        Entry(name: document.name) { bounds, seed in SandboxScene(document: document, bounds: bounds, seed: seed) }
    }

    /// `entries` with a file's entry in place of the one of the same name, or added at the end.
    public static func entries(adding document: SceneDocument, to list: [Entry]) -> [Entry] {
        var list = list
        let entry = entry(for: document)
        if let i = list.firstIndex(where: { $0.name == document.name }) { list[i] = entry } else { list.append(entry) }
        return list
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
