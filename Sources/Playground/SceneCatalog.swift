import Dynamics

/// Scenes shared by the app, the tests and the benchmark, built the same way everywhere.
public enum SceneCatalog {
    /// `falling`: `count` pigs in a grid (spacing 24 pt, 100 a row) falling under gravity
    /// magnitude 1, each with a sideways instantaneous push, in a reference space tall enough
    /// that none leaves it within `seconds`. Measures the cost of forces and integration.
    public static func fallingPigs(count: Int, seconds: Double = 10) -> (DynamicAnimator, [Pig]) {
        let perRow = 100, spacing = 24.0
        let height = 0.5 * Units.gravity * seconds * seconds * 2 + Double(count / perRow + 2) * spacing
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: Double(perRow) * spacing, height: height))
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
