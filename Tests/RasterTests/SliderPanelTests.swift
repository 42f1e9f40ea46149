import Raster
import Testing

@Suite("Sliders panel")
struct SliderPanelTests {
    @Test("each slider is a labelled bar with its knob, value and keys, in a frame")
    func unicode() {
        let panel = SliderPanel(
            title: "sliders",
            rows: [
                .init(label: "gravity", fraction: 1.0 / 3, value: "1.00", keys: "- +"),
                .init(label: "strength", fraction: 1, value: "25.00", keys: "1 2"),
            ])
        var grid = CellGrid(columns: 40, rows: 5)
        panel.draw(into: &grid, rightColumn: 39, row: 0, glyphs: .unicode)
        #expect(
            grid.text() == """
                       ┌─ sliders ─────────────────────┐
                       │ gravity  ━━━●──────  1.00 - + │
                       │ strength ━━━━━━━━━● 25.00 1 2 │
                       └───────────────────────────────┘

                """)
        #expect(panel.width == 33 && panel.height == 4)
    }

    @Test("ASCII terminals get + - | frames and =O- bars")
    func ascii() {
        let panel = SliderPanel(title: "s", rows: [.init(label: "pigs", fraction: 0, value: "1", keys: "7 8")])
        var grid = CellGrid(columns: 26, rows: 3)
        panel.draw(into: &grid, rightColumn: 25, row: 0, glyphs: .ascii)
        #expect(grid.text() == " +- s -------------------+\n | pigs O--------- 1 7 8 |\n +-----------------------+")
    }

    @Test("a panel that does not fit is not drawn")
    func tooBig() {
        let panel = SliderPanel(title: "s", rows: [.init(label: "pigs", fraction: 0, value: "1", keys: "7 8")])
        var grid = CellGrid(columns: 10, rows: 3)
        panel.draw(into: &grid, rightColumn: 9, row: 0, glyphs: .ascii)
        #expect(grid.text() == "\n\n")
    }
}
