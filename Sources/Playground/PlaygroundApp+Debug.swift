import Dynamics
import Raster

/// What a cached debug overlay was drawn for; a different key means draw it again.
struct OverlayKey: Equatable {
    /// The `sequenceNumber` of the animator's debug snapshot it shows (-1: none).
    var snapshot: Int
    /// Inputs handled so far (a tilt or a grab changes the forces even while paused).
    var inputs: Int
    var columns: Int
    var rows: Int
}

extension PlaygroundApp {
    /// The debug overlay, drawn from the snapshot the scene's animator records every
    /// `settings.debugInterval` simulated frames (its `debugInterval`, as UIKit's); after any
    /// input or resize the animator records a fresh one. In between the last canvas is reused.
    func debugCanvas() -> DotCanvas {
        let animator = scene.animator
        configureDebugging(animator)
        if let cache = overlayCache?.key,
            cache.inputs != inputCount || cache.columns != columns || cache.rows != rows
        {
            animator.refreshDebugSnapshot()
        }
        let key = OverlayKey(
            snapshot: animator.debugSnapshot?.sequenceNumber ?? -1, inputs: inputCount, columns: columns, rows: rows)
        if let cache = overlayCache, cache.key == key { return cache.canvas }
        let canvas = DebugOverlay(viewport: viewport).canvas(for: debugSnapshot(), columns: columns, rows: rows - 1)
        overlayCache = (key, canvas)
        return canvas
    }

    /// What the overlay shows now: the animator's last debug snapshot, limited to the screen
    /// (empty while the overlay is off).
    public func debugSnapshot() -> DebugSnapshot {
        guard let recorded = scene.animator.debugSnapshot else { return DebugSnapshot() }
        return DebugSnapshot(recorded, visible: Self.worldBounds(viewport, columns, rows))
    }

    /// Points the animator's debug recording at what the overlay needs: on while it shows,
    /// every `debugInterval` frames, field samples on the overlay's lattice.
    func configureDebugging(_ animator: DynamicAnimator) {
        let spacing = FieldArrows.spacing(columns: columns, rows: rows - 1, cellSize: viewport.cellSize)
        if animator.debugFieldSpacing != spacing { animator.debugFieldSpacing = spacing }
        animator.debugInterval = settings.debugInterval
        animator.debugEnabled = showsDebug
    }
}
