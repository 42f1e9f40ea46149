import Dynamics

/// Draws items into a `CellGrid` through a viewport: the "render" half of a frame.
public struct SceneRenderer: Sendable {
    /// Maps world points to cells.
    public var viewport: Viewport
    /// Which glyphs to draw.
    public var glyphs: GlyphSet

    /// Creates a renderer.
    public init(viewport: Viewport = Viewport(), glyphs: GlyphSet = .unicode) {
        self.viewport = viewport
        self.glyphs = glyphs
    }

    /// Draws `sprite` centred on a world point; clipped at the grid's edges (a wide glyph that
    /// would be cut is left out rather than drawn in half). Returns true if anything was drawn.
    @discardableResult
    public func draw(_ sprite: Sprite, at center: Point, into grid: inout CellGrid) -> Bool {
        let text = sprite.text(for: glyphs)
        let width = sprite.width(for: glyphs)
        let (_, row) = viewport.cell(containing: center)
        let column = viewport.leftColumn(centeredAt: center, width: width)
        guard row >= 0, row < grid.rows, column + width > 0, column < grid.columns else { return false }
        let style = Style(foreground: sprite.color, bold: true)
        var c = column
        var drew = false
        for ch in text {
            let w = Cell.columns(of: ch)
            if c >= 0 && grid.put(ch, column: c, row: row, style: style) > 0 { drew = true }
            c += w
        }
        return drew
    }

    /// Draws the same sprite at each item's centre, in order (later items on top).
    public func draw(_ sprite: Sprite, items: [DynamicItem], into grid: inout CellGrid) {
        for item in items { draw(sprite, at: item.center, into: &grid) }
    }
}
