import Dynamics
import Raster

extension SandboxScene {
    /// The toolbar's text: the tool, its size and anchoring, and where the keys are.
    public var toolbarText: String {
        var current = "tool: \(tool.rawValue)"
        if tool.shape != nil && tool != .pig { current += " \(Int(size))pt" }
        if tool.shape != nil && anchoring { current += " anchored" }
        let keys = SandboxTool.allCases.map { String($0.key) }.joined()
        return "\(current) | keys \(keys) a[]uw (? lists them)"
    }

    /// The sandbox's rows of the key help.
    public static var keyHelp: [String] {
        let tools = SandboxTool.allCases.map { "\($0.key) \($0.rawValue)" }
        return [
            "sandbox tools (left button): " + tools.prefix(5).joined(separator: "  "),
            "  " + tools.dropFirst(5).joined(separator: "  ") + "   (x: drag to throw)",
            "a anchored on/off  [ ] or wheel size  u undo  r reset  w write the scene",
        ]
    }

    public func draw(into grid: inout CellGrid, with renderer: SceneRenderer) {
        play.draw(into: &grid, with: renderer)
        switch gesture {
        case .wall(let points)?:
            renderer.drawLines(zip(points, points.dropFirst()).map { ($0, $1) }, style: Style(bold: true), into: &grid)
        case .attach(let from, _, let to)? where from < play.bodies.count:
            let kind: AttachmentDrawing.Kind = tool == .spring ? .spring : .rope
            renderer.drawAttachments(
                [AttachmentDrawing(kind: kind, from: play.bodies[from].center, to: to)], color: .yellow, into: &grid)
        default:
            break
        }
        let text = String(toolbarText.prefix(grid.columns))
        grid.write(text, column: 0, row: 0, style: Style(foreground: .cyan, bold: true))
    }
}
