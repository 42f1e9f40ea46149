import Dynamics
import Raster

extension PlaygroundApp {
    /// The help box's lines: every key binding and mouse action from `Controls` (keys in two
    /// columns when one would not fit the screen's height), then what a click does in the
    /// other scenes.
    func helpLines() -> [String] {
        let width = Controls.keys.map(\.label.count).max()! + 2
        let keyRows = Controls.keys.map { Self.pad($0.label, width) + $0.summary }
        let mouseWidth = Controls.mouse.map(\.gesture.count).max()! + 2
        let mouseRows = Controls.mouse.map { Self.pad($0.gesture, mouseWidth) + $0.summary }
        let clicks = SceneCatalog.kinds.dropFirst().map { "\($0.name): \($0.clickHint)" }
        // In the sandbox its own keys take the place of the mouse rows and the other scenes' clicks.
        let chrome =
            scene is SandboxScene
            ? ["pigsplode - keys", "", ""] + SandboxScene.keyHelp + ["Tab: next scene    press ? to close"]
            : ["pigsplode - keys", "", ""] + mouseRows + [""]
                + Self.wrapped(clicks + ["Tab: next scene    press ? to close"], first: "in ", width: 74)
        let fitsOneColumn = chrome.count + keyRows.count + 2 <= rows - 1
        let keys = fitsOneColumn ? keyRows : Self.twoColumns(keyRows)
        return Array(chrome.prefix(2)) + keys + Array(chrome.dropFirst(2))
    }

    /// `parts` joined by ", " into lines of at most `width` characters, the first led by `first`.
    static func wrapped(_ parts: [String], first: String, width: Int) -> [String] {
        var lines = [first]
        for (i, part) in parts.enumerated() {
            let piece = part + (i < parts.count - 1 ? "," : "")
            if lines[lines.count - 1].count + piece.count + 1 > width {
                lines.append("   " + piece)
            } else {
                lines[lines.count - 1] += (lines[lines.count - 1] == first ? "" : " ") + piece
            }
        }
        return lines
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
