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
        Stamp(sprite, glyphs: glyphs).draw(at: center, through: viewport, into: &grid)
    }

    /// Draws the same sprite at each item's centre, in order (later items on top).
    public func draw(_ sprite: Sprite, items: [DynamicItem], into grid: inout CellGrid) {
        let stamp = Stamp(sprite, glyphs: glyphs)
        for item in items { stamp.draw(at: item.center, through: viewport, into: &grid) }
    }

    /// Draws the same sprite at each item's centre, in order (later items on top), for items
    /// of one concrete type (no boxing of the items, no conversion of the array).
    public func draw<Item: DynamicItem>(_ sprite: Sprite, items: [Item], into grid: inout CellGrid) {
        let stamp = Stamp(sprite, glyphs: glyphs)
        for item in items { stamp.draw(at: item.center, through: viewport, into: &grid) }
    }

    /// Draws the same sprite centred on each world point, in order (later points on top).
    public func draw(_ sprite: Sprite, centers: [Point], into grid: inout CellGrid) {
        let stamp = Stamp(sprite, glyphs: glyphs)
        for center in centers { stamp.draw(at: center, through: viewport, into: &grid) }
    }
}

/// A sprite laid out once as cells (glyph, style and width decided), so drawing it many times
/// in a frame only places cells.
struct Stamp {
    /// The sprite's cells, left to right, and the column of each relative to the first.
    let cells: [(cell: Cell, offset: Int)]
    /// Columns the sprite takes.
    let width: Int

    init(_ sprite: Sprite, glyphs: GlyphSet) {
        let style = Style(foreground: sprite.color, bold: true)
        var cells: [(cell: Cell, offset: Int)] = []
        var offset = 0
        for ch in sprite.text(for: glyphs) {
            let cell = Cell(ch, style: style)
            cells.append((cell, offset))
            offset += cell.width
        }
        self.cells = cells
        width = offset
    }

    /// Draws the stamp centred on a world point; clipped at the grid's edges (a wide glyph that
    /// would be cut is left out). Returns true if anything was drawn.
    @discardableResult
    func draw(at center: Point, through viewport: Viewport, into grid: inout CellGrid) -> Bool {
        let (_, row) = viewport.cell(containing: center)
        let column = viewport.leftColumn(centeredAt: center, width: width)
        guard row >= 0, row < grid.rows, column + width > 0, column < grid.columns else { return false }
        var drew = false
        for (cell, offset) in cells where column + offset >= 0 {
            if grid.put(cell, column: column + offset, row: row) > 0 { drew = true }
        }
        return drew
    }
}
