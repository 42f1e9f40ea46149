import Raster

/// An in-memory screen for tests and benchmarks: input comes from a script of events and
/// presents land in a grid held the way a terminal would hold it.
public final class MemoryScreen: Screen {
    /// Width in cells.
    public private(set) var columns: Int
    /// Height in cells.
    public private(set) var rows: Int
    /// Whether presents may use non-ASCII glyphs.
    public var supportsUnicode: Bool
    /// What the "terminal" shows now: its own copy, updated only through the diff runs.
    public private(set) var shown: CellGrid
    /// Cells written by the last present.
    public private(set) var lastCellsWritten = 0
    /// Cells written by all presents so far.
    public private(set) var totalCellsWritten = 0
    /// Number of presents so far.
    public private(set) var presentCount = 0
    /// True once `close()` was called.
    public private(set) var isClosed = false
    /// Events still to be delivered, first one next.
    public private(set) var pendingEvents: [InputEvent]
    /// When true, a blocking `nextEvent(timeout: nil)` on an empty script returns `.hangup`
    /// so a loop under test ends instead of spinning on nil.
    public var hangsUpWhenDrained: Bool
    /// Called with the timeout whenever `nextEvent` finds the script empty (e.g. to advance
    /// a fake clock by the time a real screen would have waited).
    public var onWait: ((Double?) -> Void)?

    /// The grid last presented, if any; nil forces a full repaint.
    private var lastPresented: CellGrid?

    /// Creates a blank screen with a script of events to deliver.
    public init(
        columns: Int, rows: Int, supportsUnicode: Bool = true,
        events: [InputEvent] = [], hangsUpWhenDrained: Bool = false
    ) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.supportsUnicode = supportsUnicode
        self.pendingEvents = events
        self.hangsUpWhenDrained = hangsUpWhenDrained
        shown = CellGrid(columns: columns, rows: rows)
    }

    /// Appends events to the script.
    public func enqueue(_ events: InputEvent...) {
        pendingEvents += events
    }

    /// Appends events to the script.
    public func enqueue(contentsOf events: [InputEvent]) {
        pendingEvents += events
    }

    /// Changes the size as a terminal window resize would: the shown grid is blanked, the next
    /// present repaints everything, and a `.resize` event is queued.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        shown = CellGrid(columns: self.columns, rows: self.rows)
        lastPresented = nil
        pendingEvents.append(.resize(columns: self.columns, rows: self.rows))
    }

    /// Applies only the changed runs to the shown grid, clipped to the screen size.
    public func present(_ grid: CellGrid) {
        let runs = GridDiff.runs(from: lastPresented, to: grid)
        for run in runs where run.row < shown.rows {
            shown.replaceCells(inRow: run.row, from: run.column, with: run.cells)
        }
        lastPresented = grid
        lastCellsWritten = GridDiff.cellCount(runs)
        totalCellsWritten += lastCellsWritten
        presentCount += 1
    }

    /// Pops the next scripted event; never blocks.
    public func nextEvent(timeout: Double?) -> InputEvent? {
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        onWait?(timeout)
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        return timeout == nil && hangsUpWhenDrained ? .hangup : nil
    }

    /// Marks the screen closed.
    public func close() {
        isClosed = true
    }
}
