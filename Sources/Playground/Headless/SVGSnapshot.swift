import Raster
import Terminal

/// Draws a `CellGrid` as an SVG picture of a dark terminal: each cell a fixed box, colours
/// from a 16-colour palette, bold and dim kept, reverse swapping the colours. Every glyph is
/// placed at its own cell, so columns line up whatever font the viewer picks. Pure and
/// deterministic: the same grid gives the same text.
public enum SVGSnapshot {
    /// Width of a cell in pixels.
    public static let cellWidth = 9
    /// Height of a cell in pixels.
    public static let cellHeight = 18
    /// Font size in pixels.
    public static let fontSize = 15
    /// The terminal's own foreground and background.
    public static let defaultColors = (foreground: "#d3d7cf", background: "#1e1e1e")
    /// The 16 ANSI colours, indexed by `TermColor.rawValue` (Tango, as many terminals ship).
    public static let palette = [
        "#2e3436", "#cc0000", "#4e9a06", "#c4a000", "#3465a4", "#75507b", "#06989a",
        "#d3d7cf", "#555753", "#ef2929", "#8ae234", "#fce94f", "#729fcf", "#ad7fa8",
        "#34e2e2", "#eeeeec",
    ]

    /// The SVG document showing `grid` as a terminal would (`ANSIEncoder.displayed`).
    public static func svg(of frame: CellGrid) -> String {
        let grid = ANSIEncoder.displayed(frame)
        let width = grid.columns * cellWidth, height = grid.rows * cellHeight
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" "
            + "font-size=\"\(fontSize)\">\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(defaultColors.background)\"/>\n"
        for row in 0..<grid.rows { out += backgrounds(of: grid, row: row) }
        for row in 0..<grid.rows { out += texts(of: grid, row: row) }
        return out + "</svg>\n"
    }

    /// The foreground and background a style paints with.
    static func colors(of style: Style) -> (foreground: String, background: String?) {
        let fg = style.foreground == .default ? defaultColors.foreground : palette[Int(style.foreground.rawValue)]
        let bg: String? = style.background == .default ? nil : palette[Int(style.background.rawValue)]
        return style.reverse ? (bg ?? defaultColors.background, fg) : (fg, bg)
    }

    /// One rectangle per stretch of cells in a row sharing a non-default background.
    private static func backgrounds(of grid: CellGrid, row: Int) -> String {
        var out = "", column = 0
        while column < grid.columns {
            guard let fill = colors(of: grid[column, row].style).background else { column += 1; continue }
            var end = column + 1
            while end < grid.columns, colors(of: grid[end, row].style).background == fill { end += 1 }
            out +=
                "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight)\" width=\"\((end - column) * cellWidth)\" "
                + "height=\"\(cellHeight)\" fill=\"\(fill)\"/>\n"
            column = end
        }
        return out
    }

    /// One `<text>` per stretch of visible glyphs in a row sharing a style.
    private static func texts(of grid: CellGrid, row: Int) -> String {
        var out = "", column = 0
        while column < grid.columns {
            let style = grid[column, row].style
            var xs: [String] = [], glyphs = ""
            while column < grid.columns, isVisible(grid[column, row]), grid[column, row].style == style {
                xs.append(String(column * cellWidth))
                glyphs.append(grid[column, row].glyph)
                column += grid[column + 1, row].isContinuation ? 2 : 1
            }
            if xs.isEmpty { column += 1; continue }
            out += textElement(xs: xs, row: row, style: style, glyphs: glyphs)
        }
        return out
    }

    private static func textElement(xs: [String], row: Int, style: Style, glyphs: String) -> String {
        let baseline = row * cellHeight + cellHeight - 4
        var attributes = "x=\"\(xs.joined(separator: " "))\" y=\"\(baseline)\" fill=\"\(colors(of: style).foreground)\""
        if style.bold { attributes += " font-weight=\"bold\"" }
        if style.dim { attributes += " opacity=\"0.6\"" }
        return "<text \(attributes)>\(escaped(glyphs))</text>\n"
    }

    /// True for a cell that draws ink: not blank, not a continuation, not a control.
    private static func isVisible(_ cell: Cell) -> Bool {
        guard !cell.isContinuation, let first = cell.glyph.unicodeScalars.first else { return false }
        return cell.glyph != " " && first.value >= 0x20 && !(0x7F...0x9F).contains(first.value)
    }

    /// Text safe inside an XML element.
    static func escaped(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(ch)
            }
        }
        return out
    }
}
