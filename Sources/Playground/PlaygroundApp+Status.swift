import Dynamics
import Raster

extension PlaygroundApp {
    /// The status line's text: scene, its count, behaviors, gravity, frame rate (or paused /
    /// idle), simulated time, then a note or hints. On a narrow terminal the least useful
    /// parts go first (hints, then time, then the scene name), so the essentials stay.
    public var statusText: String {
        let behaviors = scene.animator.behaviorCount
        let facts = [
            statusFacts(behaviors, time: true, name: true), statusFacts(behaviors, time: false, name: true),
            statusFacts(behaviors, time: false, name: false),
        ]
        let candidates: [String]
        if let message = message ?? scene.statusNote {
            // The note answers the key just pressed: it keeps its place before the facts do.
            let minimal = " " + scene.countText + " | " + stateText
            candidates = (facts + [minimal]).map { $0 + " | " + message } + [" " + message]
        } else {
            let hints = [" | click: \(scene.clickHint)  ?: keys  q: quit", " | ?: keys  q: quit"]
            candidates = hints.map { facts[0] + $0 } + facts
        }
        return candidates.first { $0.count <= columns } ?? String(candidates.last!.prefix(columns))
    }

    /// The facts part of the status line, with `behaviors` top-level behaviors.
    private func statusFacts(_ behaviors: Int, time: Bool, name: Bool) -> String {
        let g = tuning.gravityVector
        var parts = name ? [scene.name] : []
        parts += [
            scene.countText, "behaviors \(behaviors)",
            "gravity (\(Self.format(g.dx)), \(Self.format(g.dy)))",
        ]
        if explosion?.hasFloor == true { parts.append("floor") }
        parts.append(stateText)
        if time { parts.append("t \(Self.format(scene.animator.elapsedTime, decimals: 1))s") }
        return " " + parts.joined(separator: " | ")
    }

    /// "paused", the frame rate while animating, or "idle".
    private var stateText: String {
        isPaused ? "paused" : (isAnimating ? "\(Int(frameRate.framesPerSecond.rounded())) fps" : "idle")
    }

    func drawStatusLine(into grid: inout CellGrid) {
        let style = Style(reverse: true)
        grid.fillRow(rows - 1, style: style)
        grid.write(statusText, column: 0, row: rows - 1, style: style)
    }
}
