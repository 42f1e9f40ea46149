import Dynamics
import Raster
import Testing

#if canImport(Foundation)
import Foundation
#endif

@Suite("Sprites")
struct SpriteTests {
    @Test("the built-in catalog is a verbatim copy of Assets/sprites/sprites.txt")
    func matchesAssets() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Assets/sprites/sprites.txt"), encoding: .utf8)
        #expect(text == SpriteCatalog.builtInText)
    }

    @Test("the pig is a 2-column emoji with a 2-column ASCII fallback")
    func pig() {
        let pig = SpriteCatalog.pig
        #expect(pig.unicode == "🐷")
        #expect(pig.width(for: .unicode) == 2)
        #expect(pig.width(for: .ascii) == 2)
        #expect(pig.ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("bad sprite lines are rejected with the line number and the problem")
    func parseErrors() {
        #expect(throws: SpriteCatalog.ParseError(line: 2, problem: "unknown colour 'pink'")) {
            _ = try SpriteCatalog(parsing: "# c\npig 🐷 oo pink")
        }
        #expect(throws: SpriteCatalog.ParseError(line: 1, problem: "'🐷' and 'o' differ in width")) {
            _ = try SpriteCatalog(parsing: "pig 🐷 o red")
        }
        #expect(
            throws: SpriteCatalog.ParseError(line: 1, problem: "expected 4 fields (name unicode ascii colour), found 2")
        ) {
            _ = try SpriteCatalog(parsing: "pig 🐷")
        }
    }
}

@Suite("Scene rendering")
struct SceneRendererTests {
    @Test("pigs are drawn centred on their points, in emoji or ASCII")
    func pigsAsText() {
        let pig = SpriteCatalog.pig
        let points = [Point(x: 16, y: 8), Point(x: 64, y: 40), Point(x: 100, y: 56)]
        var grid = CellGrid(columns: 16, rows: 4)
        SceneRenderer(glyphs: .unicode).draw(pig, items: points.map(probe), into: &grid)
        #expect(
            grid.text() == """
                 🐷

                       🐷
                            🐷
                """)
        var ascii = CellGrid(columns: 16, rows: 4)
        SceneRenderer(glyphs: .ascii).draw(pig, items: points.map(probe), into: &ascii)
        #expect(
            ascii.text() == """
                 oo

                       oo
                            oo
                """)
        #expect(ascii[1, 0].style.foreground == .brightMagenta)
    }

    @Test("sprites off the grid or cut by its edge are skipped")
    func clipping() {
        var grid = CellGrid(columns: 4, rows: 2)
        let r = SceneRenderer(glyphs: .unicode)
        #expect(r.draw(SpriteCatalog.pig, at: Point(x: 32, y: 8), into: &grid) == false)
        #expect(r.draw(SpriteCatalog.pig, at: Point(x: 8, y: -1), into: &grid) == false)
        #expect(r.draw(SpriteCatalog.pig, at: Point(x: 8, y: 40), into: &grid) == false)
        #expect(r.draw(SpriteCatalog.pig, at: Point(x: 24, y: 24), into: &grid))
        #expect(grid.text() == "\n  🐷")
    }

    private func probe(_ p: Point) -> DynamicItem {
        BasicItem(center: p, size: Size(width: 16, height: 16))
    }
}
