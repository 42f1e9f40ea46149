import FuzzSupport
import Raster

/// Fuzzes the sprite file parser (`SpriteCatalog(parsing:)`) with arbitrary text. It may throw
/// a `ParseError`, never trap; what it accepts must keep its promises: an ASCII fallback of
/// printable ASCII as wide as the Unicode glyph, and both drawable into a grid without leaving
/// half of a wide glyph behind.
@main
enum FuzzSpriteParser {
    static func main() {
        FuzzDriver.run { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            guard let catalog = try? SpriteCatalog(parsing: text) else { return }
            for sprite in catalog.sprites.values { check(sprite) }
        }
    }

    static func check(_ sprite: Sprite) {
        precondition(
            sprite.ascii.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 }, "fallback \(sprite.ascii)")
        precondition(sprite.width(for: .unicode) == sprite.width(for: .ascii), "widths differ: \(sprite)")
        for glyphs in [GlyphSet.unicode, .ascii] {
            var grid = CellGrid(columns: 9, rows: 2)
            grid.write(sprite.text(for: glyphs), column: 3, row: 0)
            grid.write(sprite.text(for: glyphs), column: -1, row: 1)
            checkWhole(grid)
        }
    }

    /// Every continuation cell follows the two-column glyph it belongs to.
    static func checkWhole(_ grid: CellGrid) {
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where grid[column, row].isContinuation {
                precondition(column > 0 && grid[column - 1, row].width == 2, "half a wide glyph at \(column), \(row)")
            }
        }
    }
}
