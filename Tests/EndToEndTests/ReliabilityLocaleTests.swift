import Foundation
import Testing

/// Locales that are not UTF-8: the app falls back to ASCII glyphs, so nothing it writes is a
/// byte sequence the terminal would show as garbage, and every line keeps its width.
@Suite("Reliability: non-UTF-8 locales", .serialized)
struct ReliabilityLocaleTests {
    @Test(
        "C, POSIX and a locale that is not installed: ASCII pigs, ASCII lines, full-width status line",
        arguments: ["C", "POSIX", "xx_XX.ISO-8859-1"])
    func asciiFallback(locale: String) throws {
        let pane = try AppPane(flags: "--seed 9 --pigs 20", columns: 80, rows: 24, locale: locale)
        defer { pane.close() }
        try #require(pane.waitUntilRunning())
        pane.tmux.click(column: 40, row: 12)
        let burst = pane.tmux.waitFor(timeout: 5) { $0.prefix(23).contains { $0.contains("oo") } }
        #expect(burst.ok, "ASCII pigs appear under LC_ALL=\(locale)")
        let screen = pane.tmux.captureFullWidth()
        #expect(screen.count == 24)
        #expect(screen.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "only ASCII on screen: \(screen)")
        #expect(
            screen.count == 24 && screen[23].count == 80, "the status line fills all 80 columns: \(screen.last ?? "")")
        #expect(screen.allSatisfy { $0.count <= 80 })
        pane.tmux.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(pane.modesAfter == pane.modesBefore)
    }
}
