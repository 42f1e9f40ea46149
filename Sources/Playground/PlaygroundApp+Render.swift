import Dynamics
import Raster

extension PlaygroundApp {
    /// The whole frame, bottom layer first: the scene, the debug overlay, the sliders panel,
    /// the status line and, when asked for, the help box.
    public func render() -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        if isTooSmall {
            drawTooSmall(into: &grid)
            return grid
        }
        scene.draw(into: &grid, with: SceneRenderer(viewport: viewport, glyphs: glyphs))
        let hud = showsSliders && !showsHelp ? sliderPanel() : nil
        if showsDebug {
            debugCanvas().draw(into: &grid, glyphs: glyphs, style: Style(bold: true), keepingText: true)
            let room = hud.map { columns - $0.width - 1 } ?? columns
            DebugOverlay.drawLegend(into: &grid, column: 0, row: 0, width: room)
        }
        if let hud, hud.width <= columns - 2, hud.height <= rows - 2 {
            hud.draw(into: &grid, rightColumn: columns - 1, row: 0, glyphs: glyphs)
        }
        drawStatusLine(into: &grid)
        if showsHelp { drawHelp(into: &grid) }
        return grid
    }

    /// The sliders the scene uses, as the HUD shows them.
    public func sliderPanel() -> SliderPanel {
        let rows = scene.sliders.map { id -> SliderPanel.Row in
            let spec = SliderSpec.of(id)
            let value = tuning[id]
            let shown = id == .tilt ? spec.format(value) + (glyphs == .unicode ? "°" : "") : spec.format(value)
            let keys = id == .tilt && glyphs == .unicode ? "← →" : spec.keys
            return SliderPanel.Row(label: spec.label, fraction: spec.fraction(of: value), value: shown, keys: keys)
        }
        return SliderPanel(title: "sliders (s hides)", rows: rows)
    }

    private func drawTooSmall(into grid: inout CellGrid) {
        let need = "\(Self.minimumSize.columns)x\(Self.minimumSize.rows)"
        // Short lines, so even a 9-column terminal reads the whole notice.
        let lines = ["too small", "need \(need)", "have \(columns)x\(rows)"]
        for (i, line) in lines.enumerated() where i < rows {
            grid.write(String(line.prefix(columns)), column: 0, row: i, style: Style(bold: true))
        }
    }

    /// `x` with `decimals` places (no Foundation), e.g. 0.5 → "0.50".
    static func format(_ x: Double, decimals: Int = 2) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((x * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let a = abs(scaled)
        guard decimals > 0 else { return "\(sign)\(a)" }
        let fraction = String(a % scale)
        return "\(sign)\(a / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
