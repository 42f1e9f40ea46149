#if canImport(Glibc)
import Glibc
#endif

/// A source of the current time in seconds, injected so tests can drive time by hand.
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary fixed start; never goes backwards.
    func now() -> Double
}

/// The machine's monotonic clock.
public final class MonotonicClock: Clock {
    /// Creates the clock.
    public init() {}

    public func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told to.
public final class ManualClock: Clock {
    /// The current time in seconds.
    public var time: Double

    /// Creates a clock at `time` seconds.
    public init(time: Double = 0) {
        self.time = time
    }

    public func now() -> Double { time }

    /// Moves time forward by `seconds`.
    public func advance(by seconds: Double) { time += seconds }
}
