import Dynamics
import Raster

extension PlaygroundApp {
    /// The whole frame: pigs, status line and, when asked for, the help box.
    public func render() -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        if isTooSmall {
            drawTooSmall(into: &grid)
            return grid
        }
        SceneRenderer(viewport: viewport, glyphs: glyphs).draw(SpriteCatalog.pig, items: scene.pigs, into: &grid)
        drawStatusLine(into: &grid)
        if showsHelp { drawHelp(into: &grid) }
        return grid
    }

    /// The status line's text: live pigs, behaviors, gravity vector, frame rate, and hints.
    public var statusText: String {
        let g = scene.gravity.gravityDirection
        let fps = isAnimating ? "\(Int(frameRate.framesPerSecond.rounded())) fps" : "idle"
        let facts = " pigs \(scene.pigs.count) | behaviors \(scene.animator.behaviors.count)"
            + " | gravity (\(Self.format(g.dx)), \(Self.format(g.dy)))" + (scene.hasFloor ? " | floor" : "") + " | \(fps)"
        // The longest hint that still fits, so a narrow terminal keeps the essentials.
        let hints = [" | click: explode  arrows: tilt  ?: keys  q: quit", " | ?: keys  q: quit", ""]
        return facts + (hints.first { facts.count + $0.count <= columns } ?? "")
    }

    private func drawStatusLine(into grid: inout CellGrid) {
        let style = Style(reverse: true)
        grid.fillRow(rows - 1, style: style)
        grid.write(statusText, column: 0, row: rows - 1, style: style)
    }

    /// The help box, centred: every key binding and mouse action from `Controls`.
    private func drawHelp(into grid: inout CellGrid) {
        var lines = ["pigsplode - keys", ""]
        let width = (Controls.keys.map(\.label) + Controls.mouse.map(\.gesture)).map(\.count).max()! + 2
        for binding in Controls.keys { lines.append(Self.pad(binding.label, width) + binding.summary) }
        for action in Controls.mouse { lines.append(Self.pad(action.gesture, width) + action.summary) }
        lines += ["", "press ? to close"]
        drawBox(lines, into: &grid)
    }

    private func drawTooSmall(into grid: inout CellGrid) {
        let need = "\(Self.minimumSize.columns)x\(Self.minimumSize.rows)"
        // Short lines, so even a 9-column terminal reads the whole notice.
        let lines = ["too small", "need \(need)", "have \(columns)x\(rows)"]
        for (i, line) in lines.enumerated() where i < rows {
            grid.write(String(line.prefix(columns)), column: 0, row: i, style: Style(bold: true))
        }
    }

    private func drawBox(_ lines: [String], into grid: inout CellGrid) {
        let width = min(columns - 2, (lines.map(\.count).max() ?? 0) + 4)
        let height = min(rows - 2, lines.count + 2)
        guard width > 4, height > 2 else { return }
        let left = (columns - width) / 2, top = max(0, (rows - 1 - height) / 2)
        let border = Style(bold: true)
        for r in 0..<height {
            grid.fillRow(top + r, style: .plain, from: left, width: width)
            let edge: Character = (r == 0 || r == height - 1) ? "+" : "|"
            grid.put(edge, column: left, row: top + r, style: border)
            grid.put(edge, column: left + width - 1, row: top + r, style: border)
            if r == 0 || r == height - 1 {
                grid.write(String(repeating: "-", count: width - 2), column: left + 1, row: top + r, style: border)
            }
        }
        for (i, line) in lines.prefix(height - 2).enumerated() {
            grid.write(String(line.prefix(width - 4)), column: left + 2, row: top + 1 + i,
                     style: i == 0 ? Style(bold: true) : .plain)
        }
    }

    static func format(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let a = abs(hundredths)
        return "\(sign)\(a / 100).\(a % 100 < 10 ? "0" : "")\(a % 100)"
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
