import Dynamics
import Raster
import Terminal

/// The playground's state and what input does to it, with no terminal attached: feed it
/// events, advance time, and ask it for the frame as a `CellGrid`.
public final class PlaygroundApp {
    /// What the user chose on the command line.
    public let settings: Settings
    /// The scene being played.
    public private(set) var scene: PlaygroundScene
    /// The scenes Tab cycles through: the built-in ones, and a scene file once one is opened.
    public private(set) var catalog: [SceneCatalog.Entry]
    /// The slider values, shared by every scene; the scene follows every change at once.
    public internal(set) var tuning: Tuning {
        didSet { if tuning != oldValue { scene.apply(tuning) } }
    }
    /// Maps world points to cells.
    public let viewport: Viewport
    /// Emoji or ASCII.
    public let glyphs: GlyphSet
    /// Screen width in cells.
    public internal(set) var columns: Int
    /// Screen height in cells (the last row is the status line).
    public internal(set) var rows: Int
    /// Whether the key help is shown.
    public internal(set) var showsHelp = false
    /// Whether the sliders panel is shown.
    public internal(set) var showsSliders = true
    /// Whether the debug overlay is shown (the scene's animator records its debug snapshot
    /// meanwhile).
    public internal(set) var showsDebug: Bool {
        didSet { configureDebugging(scene.animator) }
    }
    /// True while the user paused the simulation.
    public internal(set) var isPaused = false
    /// Whether the explosion scene has its floor (kept across restarts and scene switches).
    public internal(set) var hasFloor: Bool
    /// Set once the user asked to quit.
    public internal(set) var quitRequested = false
    /// A short note for the status line (e.g. why a key did nothing); cleared by the next input.
    public internal(set) var message: String?
    /// Frames per second, shown in the status line.
    public var frameRate = FrameRateMeter()
    /// Wall-clock time in seconds of the input being handled, set by the frame loop; it times
    /// the pointer for throws.
    public var now = 0.0
    /// Frames simulated so far (the debug overlay refreshes every `debugInterval` of them).
    public internal(set) var framesAdvanced = 0

    /// The pointer's grab, throw and snap tools for the current scene.
    var hand: Hand
    /// The debug overlay last drawn and what it was drawn for.
    var overlayCache: (key: OverlayKey, canvas: DotCanvas)?
    /// Bumped by every input, so the overlay redraws after a change even while paused.
    var inputCount = 0

    /// The smallest screen the playground draws in; smaller shows a notice.
    public static let minimumSize = (columns: 24, rows: 6)
    /// Simulated time of one single step, in seconds.
    public static let stepDuration = 1.0 / 60

    /// Creates the app for a screen of `columns` × `rows` cells.
    public init(settings: Settings, columns: Int, rows: Int, unicode: Bool) {
        self.settings = settings
        self.columns = columns
        self.rows = rows
        viewport = Viewport(cellSize: settings.cellSize)
        glyphs = unicode && !settings.forceASCII ? .unicode : .ascii
        var tuning = Tuning()
        tuning.pigs = settings.pigsPerClick
        tuning.push = settings.pushSpeed
        self.tuning = tuning
        hasFloor = settings.hasFloor
        showsDebug = settings.showsDebug
        let bounds = Self.worldBounds(viewport, columns, rows)
        catalog = SceneCatalog.entries
        if let document = settings.sceneDocument { catalog = SceneCatalog.entries(adding: document, to: catalog) }
        let first = settings.sceneDocument?.name ?? settings.scene
        scene =
            catalog.first { $0.name == first }?.make(bounds, settings.seed)
            ?? ExplosionScene(bounds: bounds, seed: settings.seed)
        hand = Hand(world: scene.world)
        prepare(scene)
    }

    /// The explosion scene, when that is the one playing.
    public var explosion: ExplosionScene? { scene as? ExplosionScene }

    /// True while something moves and the user has not paused, so the loop must keep stepping
    /// and drawing.
    public var isAnimating: Bool { !isPaused && scene.animator.isRunning }

    /// Advances the simulation by `seconds` (one frame).
    public func advance(by seconds: Double) {
        scene.animator.step(by: seconds)
        framesAdvanced += 1
        hand.forget(itemsNotIn: scene.movableItems)
    }

    /// Switches to a fresh copy of the scene called `name` (the current one if nil).
    public func load(sceneNamed name: String? = nil) {
        let bounds = Self.worldBounds(viewport, columns, rows)
        guard let fresh = catalog.first(where: { $0.name == name ?? scene.name })?.make(bounds, settings.seed) else {
            return
        }
        scene = fresh
        hand = Hand(world: fresh.world)
        overlayCache = nil
        prepare(fresh)
    }

    /// Opens a scene file: it joins the catalog (in place of a scene of the same name) and
    /// plays in the sandbox.
    public func open(_ document: SceneDocument) {
        catalog = SceneCatalog.entries(adding: document, to: catalog)
        load(sceneNamed: document.name)
    }

    /// Applies the sliders and the floor to a new scene; a scene file sets its own gravity
    /// and sliders first.
    private func prepare(_ scene: PlaygroundScene) {
        scene.animator.solverThreadCount = settings.solverThreads
        if let file = (scene as? SandboxScene)?.play {
            setSlider(.tilt, to: file.document.tilt)
            setSlider(.gravity, to: file.document.gravity)
            for (id, value) in file.document.sliders.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                setSlider(id, to: value)
            }
            file.pigSprite = settings.pigSprite
        }
        scene.apply(tuning)
        (scene as? ExplosionScene)?.hasFloor = hasFloor
        (scene as? ExplosionScene)?.pigSprite = settings.pigSprite
        configureDebugging(scene.animator)
    }

    /// Adopts a new screen size; the world grows or shrinks with it, and so does the debug
    /// overlay's field grid.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        if scene.restartsOnResize {
            load()
        } else {
            scene.resize(to: Self.worldBounds(viewport, self.columns, self.rows))
        }
        configureDebugging(scene.animator)  // the field samples' grid follows the terminal
    }

    /// True when the screen is below `minimumSize`.
    public var isTooSmall: Bool {
        columns < Self.minimumSize.columns || rows < Self.minimumSize.rows
    }

    /// The world rectangle shown above the status line.
    static func worldBounds(_ viewport: Viewport, _ columns: Int, _ rows: Int) -> Rect {
        viewport.worldRect(columns: max(1, columns), rows: max(1, rows - 1))
    }

    /// Sets a slider directly (tests, scripts); the scene follows at once.
    public func setSlider(_ id: SliderID, to value: Double) {
        let spec = SliderSpec.of(id)
        tuning[id] = min(max(value, spec.range.lowerBound), spec.range.upperBound)
    }
}
