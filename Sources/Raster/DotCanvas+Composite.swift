extension DotCanvas {
    /// Draws every cell that has dots onto `grid` at (column, row) offset 0: a Braille pattern
    /// in a UTF-8 terminal, an ASCII stroke (`-|/\.+`) approximating the dots elsewhere.
    /// Cells holding a two-column glyph (a pig) are left alone so sprites stay whole, and with
    /// `keepingText` so are letters and digits, so labels stay readable under an overlay;
    /// `style` adds attributes (e.g. bold) to each cell's own colour.
    public func draw(into grid: inout CellGrid, glyphs: GlyphSet, style: Style = .plain, keepingText: Bool = false) {
        for row in 0..<min(rows, grid.rows) {
            for column in 0..<min(columns, grid.columns) {
                let (bits, color) = cell(column: column, row: row)
                guard bits != 0 else { continue }
                let under = grid[column, row]
                if under.isContinuation || under.width == 2 { continue }
                if keepingText && (under.glyph.isLetter || under.glyph.isNumber) { continue }
                var look = style
                look.foreground = color
                grid[column, row] = Cell(Self.glyph(for: bits, glyphs), style: look)
            }
        }
    }

    /// The character that shows a cell's dots.
    public static func glyph(for bits: UInt8, _ glyphs: GlyphSet) -> Character {
        switch glyphs {
        case .unicode: return Character(Unicode.Scalar(0x2800 + UInt32(bits))!)
        case .ascii: return asciiStroke(for: bits)
        }
    }

    /// An ASCII character whose shape is closest to the dots: one dot is `.`, a column of dots
    /// `|`, a flat band `-`, a slope `/` or `\` (y grows downwards), anything else `+`.
    static func asciiStroke(for bits: UInt8) -> Character {
        var dots: [(x: Double, y: Double)] = []
        for dx in 0..<2 {
            for dy in 0..<4 where bits & bit(dx, dy) != 0 { dots.append((Double(dx), Double(dy))) }
        }
        guard dots.count > 1 else { return "." }
        let xs = Set(dots.map(\.x)), ys = dots.map(\.y)
        let span = (ys.max() ?? 0) - (ys.min() ?? 0)
        if xs.count == 1 { return span >= 1 ? "|" : "." }
        if span <= 1 { return "-" }
        let mx = dots.map(\.x).reduce(0, +) / Double(dots.count)
        let my = ys.reduce(0, +) / Double(dots.count)
        let covariance = dots.reduce(0) { $0 + ($1.x - mx) * ($1.y - my) }
        if covariance > 0.25 { return "\\" }
        if covariance < -0.25 { return "/" }
        return "+"
    }
}
