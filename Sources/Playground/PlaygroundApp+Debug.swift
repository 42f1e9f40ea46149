import Dynamics
import Raster

/// What a cached debug overlay was drawn for; a different key means draw it again.
struct OverlayKey: Equatable {
    /// `framesAdvanced / debugInterval`: the refresh period the overlay belongs to.
    var period: Int
    /// Inputs handled so far (a tilt or a grab changes the forces even while paused).
    var inputs: Int
    var columns: Int
    var rows: Int
}

extension PlaygroundApp {
    /// The debug overlay, refreshed every `settings.debugInterval` simulated frames (as
    /// UIKit's `debugInterval`) or after any input; in between the last one is reused.
    func debugCanvas() -> DotCanvas {
        let key = OverlayKey(
            period: framesAdvanced / max(1, settings.debugInterval), inputs: inputCount,
            columns: columns, rows: rows)
        if let cache = overlayCache, cache.key == key { return cache.canvas }
        let canvas = DebugOverlay(viewport: viewport).canvas(for: debugSnapshot(), columns: columns, rows: rows - 1)
        overlayCache = (key, canvas)
        return canvas
    }

    /// What the overlay shows now, read from the scene's animator.
    public func debugSnapshot() -> DebugSnapshot {
        let visible = Self.worldBounds(viewport, columns, rows)
        let spacing = FieldArrows.spacing(columns: columns, rows: rows - 1, cellSize: viewport.cellSize)
        return DebugSnapshot(animator: scene.animator, visible: visible, fieldSpacing: spacing)
    }
}
