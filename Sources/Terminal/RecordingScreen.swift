import Raster

/// A screen that shows everything on another screen and also records it as an asciicast:
/// each `present` appends the bytes of what changed (an `ANSIEncoder` diff) at the time the
/// `elapsed` closure gives, and a size change first appends a resize event. Input passes
/// straight through.
///
/// Recording never stops the app: if the file cannot be written, recording stops and
/// `failure` says why (report it after the session).
public final class RecordingScreen: Screen {
    /// The screen frames are shown on.
    public let base: Screen
    /// Where the recording goes.
    public let writer: AsciicastWriter
    /// The first write error, after which nothing more is recorded.
    public private(set) var failure: AsciicastError?

    private let elapsed: () -> Double
    private var encoder: ANSIEncoder
    private var recordedSize: (columns: Int, rows: Int)

    /// Records what `base` is asked to show into `writer`, timing events with `elapsed`
    /// (seconds since the recording started). The writer's header should give `base`'s size.
    public init(base: Screen, writer: AsciicastWriter, elapsed: @escaping () -> Double) {
        self.base = base
        self.writer = writer
        self.elapsed = elapsed
        encoder = ANSIEncoder(columns: base.columns, rows: base.rows)
        recordedSize = (base.columns, base.rows)
    }

    public var columns: Int { base.columns }
    public var rows: Int { base.rows }
    public var supportsUnicode: Bool { base.supportsUnicode }

    /// Shows `grid` on the base screen, then records the change.
    public func present(_ grid: CellGrid) {
        base.present(grid)
        guard failure == nil, !writer.isClosed else { return }
        let time = elapsed()
        do {
            if grid.columns != recordedSize.columns || grid.rows != recordedSize.rows {
                recordedSize = (grid.columns, grid.rows)
                try writer.resize(columns: grid.columns, rows: grid.rows, at: time)
            }
            try writer.output(encoder.encode(grid), at: time)
        } catch {
            failure = error
            writer.close()
        }
    }

    public func nextEvent(timeout: Double?) -> InputEvent? {
        base.nextEvent(timeout: timeout)
    }

    /// Closes the base screen and the recording (flushed, complete). Safe to call twice.
    public func close() {
        base.close()
        writer.close()
    }
}
