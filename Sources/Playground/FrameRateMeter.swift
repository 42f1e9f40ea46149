/// Frames presented per second, measured over a window that restarts every second and read
/// out once a quarter second of it has passed (so a burst shows its real rate quickly).
public struct FrameRateMeter: Sendable {
    private var windowStart: Double?
    private var framesInWindow = 0
    /// The latest estimate in frames per second (0 until a quarter second was measured).
    public private(set) var framesPerSecond = 0.0

    /// Creates a meter with no frames counted.
    public init() {}

    /// Counts a frame presented at `time` seconds.
    public mutating func frame(at time: Double) {
        guard let start = windowStart else {
            windowStart = time
            return
        }
        framesInWindow += 1
        let elapsed = time - start
        if elapsed >= 0.25 { framesPerSecond = Double(framesInWindow) / elapsed }
        if elapsed >= 1 {
            windowStart = time
            framesInWindow = 0
        }
    }

    /// Marks a pause: the next frame starts a new window and the rate reads 0.
    public mutating func idle() {
        windowStart = nil
        framesInWindow = 0
        framesPerSecond = 0
    }
}
