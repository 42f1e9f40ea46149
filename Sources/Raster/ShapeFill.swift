import Dynamics

extension SceneRenderer {
    /// Fills a shape with `color` at half-cell height resolution: a cell whose upper and lower
    /// halves both lie inside shows `█`, one half `▀` or `▄` (ASCII: `#` when the cell's
    /// middle is inside). A half counts as inside when its centre is. Wide glyphs it would cut
    /// are erased by `CellGrid.put`.
    public func fill(_ shape: ItemShape, color: TermColor, into grid: inout CellGrid) {
        let box = shape.boundingBox
        let (c0, r0) = viewport.cell(containing: Point(x: box.minX, y: box.minY))
        let (c1, r1) = viewport.cell(containing: Point(x: box.maxX, y: box.maxY))
        guard c1 >= 0, r1 >= 0, c0 < grid.columns, r0 < grid.rows else { return }
        let style = Style(foreground: color)
        for row in max(0, r0)...min(grid.rows - 1, r1) {
            for column in max(0, c0)...min(grid.columns - 1, c1) {
                if let glyph = fillGlyph(shape, column: column, row: row) {
                    grid.put(glyph, column: column, row: row, style: style)
                }
            }
        }
    }

    /// The glyph for one cell of a filled shape, or nil when the shape misses it.
    private func fillGlyph(_ shape: ItemShape, column: Int, row: Int) -> Character? {
        let middle = viewport.center(ofColumn: column, row: row)
        let quarter = Vector(dx: 0, dy: viewport.cellSize.height / 4)
        let top = shape.contains(middle - quarter), bottom = shape.contains(middle + quarter)
        switch glyphs {
        case .ascii:
            return top || bottom || shape.contains(middle) ? "#" : nil
        case .unicode:
            switch (top, bottom) {
            case (true, true): return "█"
            case (true, false): return "▀"
            case (false, true): return "▄"
            case (false, false): return nil
            }
        }
    }

    /// Draws a text label centred on its layout centre and turned by `transform` about it:
    /// each glyph goes to the cell under its own rotated position, as if the label were a
    /// view with that transform. Later glyphs win a shared cell. Returns the cells drawn.
    @discardableResult
    public func drawLabel(
        _ text: String, center: Point, transform: Transform,
        style: Style, into grid: inout CellGrid
    ) -> Int {
        let glyphs = Array(text)
        let w = viewport.cellSize.width
        var drawn = 0
        for (i, glyph) in glyphs.enumerated() {
            let offset = Vector(dx: (Double(i) - Double(glyphs.count - 1) / 2) * w, dy: 0)
            let p = center + transform.apply(to: offset)
            let (column, row) = viewport.cell(containing: p)
            drawn += grid.put(glyph, column: column, row: row, style: style) > 0 ? 1 : 0
        }
        return drawn
    }
}

extension SceneRenderer {
    /// Draws straight lines between world points as Braille dots (ASCII strokes without
    /// UTF-8), over `rows` rows of the grid (default all), in `style` with its foreground.
    public func drawLines(_ lines: [(Point, Point)], style: Style, rows: Int? = nil, into grid: inout CellGrid) {
        var canvas = DotCanvas(columns: grid.columns, rows: rows ?? grid.rows)
        for (a, b) in lines {
            canvas.line(from: viewport.dotPosition(of: a), to: viewport.dotPosition(of: b), color: style.foreground)
        }
        canvas.draw(into: &grid, glyphs: glyphs, style: style)
    }
}
