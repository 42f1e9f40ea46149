import Dynamics
import Raster
import Terminal

/// A scene the playground plays: an animator with its behaviors, what a click does in it, and
/// how it looks. Scenes are built by `SceneCatalog`, so the app, the tests and the benchmark
/// get the same ones.
public protocol PlaygroundScene: AnyObject {
    /// The scene's name in the catalog and for `--scene`.
    static var name: String { get }
    /// The sliders this scene responds to, in HUD order.
    static var sliderList: [SliderID] { get }
    /// What a left click does here, in a few words, e.g. "explode" (status line and help).
    static var clickHint: String { get }
    /// A fresh scene laid out in `bounds`; `seed` makes its randomness reproducible.
    static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene
    /// The scene's name (its kind's, or a scene file's).
    var name: String { get }
    /// The sliders this scene responds to, in HUD order.
    var sliders: [SliderID] { get }
    /// What a left click does here.
    var clickHint: String { get }
    /// The simulation.
    var animator: DynamicAnimator { get }
    /// The one top-level behavior the scene is built under; the pointer's tools (grab, throw,
    /// snap) join it as children, so they do not change the scene's behavior count.
    var world: DynamicBehavior { get }
    /// Items the pointer can grab, throw and snap, in drawing order (later on top).
    var movableItems: [DynamicItem] { get }
    /// The status line's count, e.g. "pigs 12" or "items 2".
    var countText: String { get }
    /// Sets the scene's behaviors from the sliders; changes only what differs, so an idle
    /// animator is not woken for nothing.
    func apply(_ tuning: Tuning)
    /// The left-click action at a world point.
    func click(at point: Point, tuning: Tuning)
    /// Removes what clicks added.
    func clear()
    /// Adopts new reference bounds (the terminal was resized).
    func resize(to bounds: Rect)
    /// True when the scene's layout depends on the bounds, so a resize starts it over.
    var restartsOnResize: Bool { get }
    /// Draws the scene (decorations and items) into a grid.
    func draw(into grid: inout CellGrid, with renderer: SceneRenderer)
    /// Takes a key before the playground's own bindings; true when the scene used it.
    func handle(key: Key) -> Bool
    /// Takes a mouse event (at `point`, nil off the world) before the pointer's grab, throw
    /// and snap; true when the scene used it.
    func handle(mouse: MouseEvent, at point: Point?) -> Bool
    /// A note the status line shows instead of the click hint (a prompt, the tool), if any.
    var statusNote: String? { get }
}

extension PlaygroundScene {
    /// The scene's name (its type's).
    public var name: String { Self.name }
    /// The sliders this scene responds to, in HUD order.
    public var sliders: [SliderID] { Self.sliderList }
    /// What a left click does here.
    public var clickHint: String { Self.clickHint }
    /// Items by default.
    public var countText: String { "items \(movableItems.count)" }
    /// Most scenes simply adopt the new bounds.
    public var restartsOnResize: Bool { false }
    /// Most scenes leave keys to the playground.
    public func handle(key: Key) -> Bool { false }
    /// Most scenes leave the mouse to the playground.
    public func handle(mouse: MouseEvent, at point: Point?) -> Bool { false }
    /// No note by default.
    public var statusNote: String? { nil }
}

extension GravityBehavior {
    /// Sets direction and magnitude from the sliders, only if they differ (setting wakes the
    /// animator).
    func apply(_ tuning: Tuning) {
        // At magnitude 0 the angle does not matter until the magnitude comes back, and then
        // the vectors differ again.
        if (gravityDirection - tuning.gravityVector).length > 1e-12 {
            setAngle(tuning.gravityAngle, magnitude: tuning.gravity)
        }
    }
}

extension FieldBehavior {
    /// Sets a noise field's strength, smoothness and animation speed from the sliders, only
    /// where they differ (setting wakes the animator).
    func applyNoise(_ tuning: Tuning) {
        if strength != tuning.strength { strength = tuning.strength }
        if smoothness != tuning.smoothness { smoothness = tuning.smoothness }
        if animationSpeed != tuning.speed { animationSpeed = tuning.speed }
    }
}

extension PlaygroundScene {
    /// The pigs when this is the explosion scene, else none (kept for callers written when the
    /// playground had only that scene, e.g. the frame benchmark).
    public var pigs: [Pig] { (self as? ExplosionScene)?.pigs ?? [] }

    /// Spawns pigs when this is the explosion scene; other scenes ignore it.
    public func explode(at point: Point, count: Int) {
        (self as? ExplosionScene)?.explode(at: point, count: count)
    }
}
