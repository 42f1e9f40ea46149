import Dynamics
import Raster

extension PlaygroundApp {
    /// The help box's lines: every key binding and mouse action from `Controls` (keys in two
    /// columns when one would not fit the screen's height), then what a click does in the
    /// other scenes (on as many lines as the screen's width needs; the blank line before
    /// them goes when the screen is too short for it), or in the sandbox its tools and keys.
    func helpLines() -> [String] {
        let width = Controls.keys.map(\.label.count).max()! + 2
        let keyRows = Controls.keys.map { Self.pad($0.label, width) + $0.summary }
        let mouseWidth = Controls.mouse.map(\.gesture.count).max()! + 2
        let mouseRows = Controls.mouse.map { Self.pad($0.gesture, mouseWidth) + $0.summary }
        let clicks = SceneCatalog.kinds.dropFirst().map { "\($0.name): \($0.clickHint)" }
        let closing = "Tab: next scene    press ? to close"
        // In the sandbox its own keys take the place of the mouse rows and the other scenes' clicks.
        let isSandbox = scene is SandboxScene
        var chrome =
            isSandbox
            ? ["pigsplode - keys", "", ""] + SandboxScene.keyHelp + [closing]
            : ["pigsplode - keys", "", ""] + mouseRows + [""]
                + Self.clickRows(clicks, width: max(20, columns - 4)) + [closing]
        let fitsOneColumn = chrome.count + keyRows.count + 2 <= rows - 1
        let keys = fitsOneColumn ? keyRows : Self.twoColumns(keyRows)
        if !isSandbox && chrome.count + keys.count + 2 > rows - 1 { chrome.remove(at: 3 + mouseRows.count) }
        return Array(chrome.prefix(2)) + keys + Array(chrome.dropFirst(2))
    }

    /// "in a: x, b: y, …" broken between scenes so that no line is wider than `width`.
    static func clickRows(_ clicks: [String], width: Int) -> [String] {
        var rows: [String] = [], line = "in"
        for (i, click) in clicks.enumerated() {
            let piece = click + (i < clicks.count - 1 ? "," : "")
            if line != "in" && line.count + 1 + piece.count > width {
                rows.append(line)
                line = "  " + piece
            } else {
                line += " " + piece
            }
        }
        return rows + [line]
    }

    /// Rows side by side: the first half on the left, the rest on the right.
    static func twoColumns(_ rows: [String]) -> [String] {
        let half = (rows.count + 1) / 2
        let left = rows.prefix(half), right = Array(rows.dropFirst(half))
        let width = (left.map(\.count).max() ?? 0) + 3
        return left.enumerated().map { i, line in
            i < right.count ? pad(line, width) + right[i] : line
        }
    }

    /// The help box, centred.
    func drawHelp(into grid: inout CellGrid) {
        let lines = helpLines()
        let width = min(columns, (lines.map(\.count).max() ?? 0) + 4)
        let height = min(rows - 1, lines.count + 2)
        guard width > 4, height > 2 else { return }
        let left = (columns - width) / 2, top = max(0, (rows - 1 - height) / 2)
        grid.drawFrame(column: left, row: top, width: width, height: height, glyphs: glyphs)
        for (i, line) in lines.prefix(height - 2).enumerated() {
            grid.write(
                String(line.prefix(width - 4)), column: left + 2, row: top + 1 + i,
                style: i == 0 ? Style(bold: true) : .plain)
        }
    }
}
