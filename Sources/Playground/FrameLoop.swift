import Raster
import Terminal

/// Runs the app against a screen: reads input, steps the simulation at up to `frameRate`
/// frames per second while anything moves, and presents each frame. When the animator has
/// paused and no input arrives it blocks in `nextEvent(timeout: nil)`: an idle playground
/// uses no CPU.
public struct FrameLoop {
    /// The app being run.
    public let app: PlaygroundApp
    /// Where frames go and input comes from.
    public let screen: Screen
    /// Time source.
    public let clock: Clock
    /// Frames per second while animating. Default 60.
    public var frameRate = 60.0
    /// Longest simulated time one frame may advance, in seconds; a stalled frame (a suspended
    /// process, a slow terminal) resumes instead of leaping ahead.
    public var maximumFrameTime = 0.1
    /// Polled between frames; true ends the loop (e.g. SIGINT or SIGTERM arrived).
    public var shouldStop: () -> Bool = { false }

    /// Creates a loop.
    public init(app: PlaygroundApp, screen: Screen, clock: Clock) {
        self.app = app
        self.screen = screen
        self.clock = clock
    }

    /// Runs until the user quits, the terminal hangs up or `shouldStop` says so.
    public func run() {
        var last = clock.now()
        var nextFrame = last
        var meter = FrameRateMeter()
        present(&meter, at: last)
        while !app.quitRequested && !shouldStop() {
            let wasAnimating = app.isAnimating
            let wait: Double? = wasAnimating ? max(0, nextFrame - clock.now()) : nil
            var dirty = false
            if let event = screen.nextEvent(timeout: wait) {
                dirty = true
                handle(event)
                while !app.quitRequested, let more = screen.nextEvent(timeout: 0) { handle(more) }
            }
            if app.quitRequested || shouldStop() { break }
            let now = clock.now()
            // Time spent paused is not simulated: the clock restarts when motion resumes.
            if !wasAnimating {
                last = now
                meter.idle()
            }
            if app.isAnimating && now >= nextFrame {
                app.advance(by: min(now - last, maximumFrameTime))
                last = now
                nextFrame = max(nextFrame + 1 / frameRate, now)
                dirty = true
            }
            if !app.isAnimating { meter.idle() }
            if dirty { present(&meter, at: now) }
        }
    }

    private func handle(_ event: InputEvent) {
        // Input carries no time of its own; the pointer's throw speed needs one.
        app.now = clock.now()
        app.handle(event)
    }

    private func present(_ meter: inout FrameRateMeter, at time: Double) {
        meter.frame(at: time)
        app.frameRate = meter
        screen.present(app.render())
    }
}
