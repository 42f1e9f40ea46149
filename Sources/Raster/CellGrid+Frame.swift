extension CellGrid {
    /// Clears a rectangle of cells and draws a frame around its edge: box-drawing lines in a
    /// UTF-8 terminal, `+-|` elsewhere. A `title` sits in the top edge after the corner.
    /// Nothing is drawn when the rectangle is smaller than 3 × 3 cells.
    public mutating func drawFrame(
        column: Int, row: Int, width: Int, height: Int,
        title: String = "", glyphs: GlyphSet, style: Style = Style(bold: true)
    ) {
        guard width >= 3, height >= 3 else { return }
        let box: (h: Character, v: Character, tl: Character, tr: Character, bl: Character, br: Character) =
            glyphs == .unicode ? ("─", "│", "┌", "┐", "└", "┘") : ("-", "|", "+", "+", "+", "+")
        for r in row..<(row + height) { fillRow(r, style: .plain, from: column, width: width) }
        let right = column + width - 1, bottom = row + height - 1
        for c in (column + 1)..<right {
            put(box.h, column: c, row: row, style: style)
            put(box.h, column: c, row: bottom, style: style)
        }
        for r in (row + 1)..<bottom {
            put(box.v, column: column, row: r, style: style)
            put(box.v, column: right, row: r, style: style)
        }
        put(box.tl, column: column, row: row, style: style)
        put(box.tr, column: right, row: row, style: style)
        put(box.bl, column: column, row: bottom, style: style)
        put(box.br, column: right, row: bottom, style: style)
        if !title.isEmpty && width > 6 {
            write(" " + String(title.prefix(width - 6)) + " ", column: column + 2, row: row, style: style)
        }
    }
}
