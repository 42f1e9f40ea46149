import Raster
import Terminal
import Testing

@testable import Playground

/// `ANSIEncoder` output fed through `VTScreen` must rebuild every frame exactly, cell for
/// cell and style for style, however the frames change.
@Suite("ANSIEncoder replay")
struct ANSIEncoderReplayTests {
    static let glyphs: [Character] = ["a", "b", " ", " ", "🐷", "─", "●", "x", "中"]
    static let colors: [TermColor] = [.default, .red, .green, .blue, .brightYellow, .black]

    /// A random style from a seeded generator.
    func style(_ random: inout SeededGenerator) -> Style {
        Style(
            foreground: Self.colors.randomElement(using: &random)!,
            background: Self.colors.randomElement(using: &random)!,
            bold: Bool.random(using: &random), dim: Int.random(in: 0..<4, using: &random) == 0,
            reverse: Int.random(in: 0..<4, using: &random) == 0)
    }

    /// Puts `count` random glyphs into `grid`, a few styles only so runs form.
    func scribble(_ grid: inout CellGrid, count: Int, _ random: inout SeededGenerator) {
        let styles = (0..<3).map { _ in style(&random) } + [.plain]
        for _ in 0..<count {
            let column = Int.random(in: 0..<grid.columns, using: &random),
                row = Int.random(in: 0..<grid.rows, using: &random)
            grid.put(
                Self.glyphs.randomElement(using: &random)!, column: column, row: row,
                style: styles.randomElement(using: &random)!)
        }
    }

    /// Expects the emulator to show `frame` as the encoder says a terminal shows it.
    func expectSame(_ screen: VTScreen, _ frame: CellGrid, _ note: String) {
        let grid = ANSIEncoder.displayed(frame)
        #expect(screen.problems.isEmpty, "\(note): \(screen.problems.prefix(3))")
        var bad: [String] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where screen[column, row] != grid[column, row] {
                bad.append("(\(column),\(row)) \(screen[column, row]) vs \(grid[column, row])")
            }
        }
        #expect(bad.isEmpty, "\(note): \(bad.count) cells differ, e.g. \(bad.prefix(2))")
    }

    @Test("random frames, diffed frame after frame, replay exactly", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomFrames(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var encoder = ANSIEncoder(columns: 30, rows: 8)
        var screen = VTScreen(columns: 30, rows: 8)
        var grid = CellGrid(columns: 30, rows: 8)
        for frame in 0..<60 {
            scribble(&grid, count: frame == 0 ? 120 : Int.random(in: 0..<25, using: &random), &random)
            screen.feed(String(decoding: encoder.encode(grid), as: UTF8.self))
            expectSame(screen, grid, "seed \(seed) frame \(frame)")
        }
    }

    @Test("a resize redraws everything at the new size")
    func resize() {
        var random = SeededGenerator(seed: 9)
        var encoder = ANSIEncoder(columns: 20, rows: 5)
        var screen = VTScreen(columns: 20, rows: 5)
        for (columns, rows) in [(20, 5), (12, 9), (31, 3)] {
            var grid = CellGrid(columns: columns, rows: rows)
            scribble(&grid, count: 40, &random)
            if columns != screen.columns || rows != screen.rows { screen.resize(columns: columns, rows: rows) }
            screen.feed(String(decoding: encoder.encode(grid), as: UTF8.self))
            #expect(encoder.columns == columns && encoder.rows == rows)
            expectSame(screen, grid, "\(columns)x\(rows)")
        }
    }

    @Test("the playground's own frames replay exactly, and small changes cost few bytes")
    func playgroundFrames() {
        let app = PlaygroundApp(settings: Settings(), columns: 80, rows: 24, unicode: true)
        var encoder = ANSIEncoder(columns: 80, rows: 24)
        var screen = VTScreen(columns: 80, rows: 24)
        app.perform(.explode(column: 40, row: 12))
        var sizes: [Int] = []
        for frame in 0..<40 {
            app.advance(by: 1.0 / 60)
            let grid = app.render()
            let bytes = encoder.encode(grid)
            sizes.append(bytes.count)
            screen.feed(String(decoding: bytes, as: UTF8.self))
            expectSame(screen, grid, "frame \(frame)")
        }
        #expect(sizes.dropFirst().allSatisfy { $0 < sizes[0] }, "diffs are smaller than the full frame: \(sizes)")
    }
}
