import Dynamics
import Raster
import Terminal

/// The playground's state and what input does to it, with no terminal attached: feed it
/// events, advance time, and ask it for the frame as a `CellGrid`.
public final class PlaygroundApp {
    /// What the user chose on the command line.
    public let settings: Settings
    /// The explosion scene being played.
    public let scene: ExplosionScene
    /// Maps world points to cells.
    public let viewport: Viewport
    /// Emoji or ASCII.
    public let glyphs: GlyphSet
    /// Screen width in cells.
    public private(set) var columns: Int
    /// Screen height in cells (the last row is the status line).
    public private(set) var rows: Int
    /// Whether the key help is shown.
    public private(set) var showsHelp = false
    /// Set once the user asked to quit.
    public private(set) var quitRequested = false
    /// Frames per second, shown in the status line.
    public var frameRate = FrameRateMeter()

    /// The smallest screen the playground draws in; smaller shows a notice.
    public static let minimumSize = (columns: 24, rows: 6)

    /// Creates the app for a screen of `columns` × `rows` cells.
    public init(settings: Settings, columns: Int, rows: Int, unicode: Bool) {
        self.settings = settings
        self.columns = columns
        self.rows = rows
        viewport = Viewport(cellSize: settings.cellSize)
        glyphs = unicode && !settings.forceASCII ? .unicode : .ascii
        scene = ExplosionScene(bounds: Self.worldBounds(viewport, columns, rows),
                               seed: settings.seed, pushSpeed: settings.pushSpeed)
        scene.hasFloor = settings.hasFloor
    }

    /// True while something moves, so the loop must keep stepping and drawing.
    public var isAnimating: Bool { scene.animator.isRunning }

    /// Applies one input event.
    public func handle(_ event: InputEvent) {
        switch event {
        case .key(let key):
            if let command = Controls.command(for: key) { perform(command) }
        case .mouse(let mouse):
            if case .press(.left) = mouse.kind { perform(.explode(column: mouse.column, row: mouse.row)) }
        case .resize(let c, let r):
            resize(columns: c, rows: r)
        case .hangup:
            quitRequested = true
        }
    }

    /// Carries out a command.
    public func perform(_ command: Command) {
        switch command {
        case .explode(let column, let row):
            guard !isTooSmall, row < rows - 1 else { return }
            scene.explode(at: viewport.center(ofColumn: column, row: row), count: settings.pigsPerClick)
        case .tilt(let direction): scene.gravity.tilt(toward: direction)
        case .resetGravity: scene.gravity.resetTilt()
        case .clear: scene.clear()
        case .toggleFloor: scene.hasFloor.toggle()
        case .toggleHelp: showsHelp.toggle()
        case .quit: quitRequested = true
        }
    }

    /// Advances the simulation by `seconds`.
    public func advance(by seconds: Double) {
        scene.animator.step(by: seconds)
    }

    /// Adopts a new screen size; the world grows or shrinks with it.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        scene.animator.referenceBounds = Self.worldBounds(viewport, self.columns, self.rows)
        scene.updateFloor()
    }

    /// True when the screen is below `minimumSize`.
    public var isTooSmall: Bool {
        columns < Self.minimumSize.columns || rows < Self.minimumSize.rows
    }

    /// The world rectangle shown above the status line.
    static func worldBounds(_ viewport: Viewport, _ columns: Int, _ rows: Int) -> Rect {
        viewport.worldRect(columns: max(1, columns), rows: max(1, rows - 1))
    }
}
