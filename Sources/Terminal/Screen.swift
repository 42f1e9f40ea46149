import Raster

/// Somewhere a `CellGrid` can be shown and input read from: a real terminal or memory.
public protocol Screen: AnyObject {
    /// Width in cells.
    var columns: Int { get }
    /// Height in cells.
    var rows: Int { get }
    /// True when the screen can show non-ASCII glyphs (a UTF-8 locale); else draw ASCII.
    var supportsUnicode: Bool { get }
    /// Shows `grid`, writing only the cells that changed since the last present; a grid of
    /// another size than the screen is clipped.
    func present(_ grid: CellGrid)
    /// The next input event; nil when `timeout` seconds pass without one, or early when a
    /// quit signal arrives (check `SignalTrap.quitRequested`). A nil `timeout` waits for
    /// input, a resize or a signal without using CPU.
    func nextEvent(timeout: Double?) -> InputEvent?
    /// Gives the terminal back as it was. Safe to call more than once.
    func close()
}
