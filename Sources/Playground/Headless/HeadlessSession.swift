import Raster
import Terminal

/// Drives a `PlaygroundApp` the way `FrameLoop` does, but on simulated time: a `ManualClock`
/// that moves only in whole frames of exactly 1/60 s, so the same inputs always give the same
/// frames, byte for byte, however fast the machine is.
///
/// As in the frame loop, each batch of input is handled at the current time and then
/// presented; each frame of a wait steps the simulation by 1/60 s and presents, while
/// anything moves (a resting or paused playground presents nothing, and its frame rate reads
/// 0); the frame-rate meter is fed the simulated times.
public final class HeadlessSession {
    /// The app being driven.
    public let app: PlaygroundApp
    /// Where frames go (a `MemoryScreen`, or a `RecordingScreen` around one).
    public let screen: Screen
    /// The simulated clock, in seconds since the session started.
    public let clock: ManualClock
    /// Frames elapsed since the start; the simulated time is `frame / framesPerSecond`.
    public private(set) var frame = 0
    /// The last frame presented (blank until `start()`).
    public private(set) var lastFrame: CellGrid
    /// Number of presents so far.
    public private(set) var presentCount = 0
    /// Frames per second of the simulated clock.
    public static let framesPerSecond = 60

    private var meter = FrameRateMeter()

    /// A session for `app`, presenting to `screen`. `clock` should read 0 (it is the one a
    /// `RecordingScreen` around `screen` times its events with).
    public init(app: PlaygroundApp, screen: Screen, clock: ManualClock = ManualClock()) {
        self.app = app
        self.screen = screen
        self.clock = clock
        lastFrame = CellGrid(columns: app.columns, rows: app.rows)
    }

    /// Simulated seconds since the start.
    public var time: Double { clock.now() }

    /// True once the app was asked to quit (`q`, Esc); a quit session presents nothing more.
    public var hasQuit: Bool { app.quitRequested }

    /// Presents the first frame, as the frame loop does before it reads any input.
    public func start() {
        present()
    }

    /// Handles a batch of input events at the current time, then presents (unless they quit).
    public func send(_ events: [InputEvent]) {
        change { app in
            for event in events where !app.quitRequested { app.handle(event) }
        }
    }

    /// Applies a change to the app as if it were input (the status note, the idle meter and a
    /// present follow as after a key press).
    public func change(_ body: (PlaygroundApp) -> Void) {
        guard !hasQuit else { return }
        let wasAnimating = app.isAnimating
        app.now = time
        body(app)
        if hasQuit { return }
        if !wasAnimating || !app.isAnimating { meter.idle() }
        present()
    }

    /// Lets `count` frames pass, stepping and presenting each one while anything moves.
    public func wait(frames count: Int) {
        for _ in 0..<max(0, count) where !hasQuit { advanceFrame() }
    }

    /// One frame of 1/60 s: step and present if anything moves, else only time passes.
    public func advanceFrame() {
        frame += 1
        clock.time = Double(frame) / Double(Self.framesPerSecond)
        guard app.isAnimating else {
            meter.idle()
            return
        }
        app.advance(by: 1 / Double(Self.framesPerSecond))
        if !app.isAnimating { meter.idle() }
        present()
    }

    private func present() {
        meter.frame(at: time)
        app.frameRate = meter
        lastFrame = app.render()
        screen.present(lastFrame)
        presentCount += 1
    }
}
