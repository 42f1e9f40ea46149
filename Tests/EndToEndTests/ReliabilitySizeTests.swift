import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Terminals of every size, and resized at random while pigs explode: the app keeps running,
/// shows a "too small" notice where it cannot draw, and ends with a sane screen.
@Suite("Reliability: terminal sizes", .serialized)
struct ReliabilitySizeTests {
    @Test(
        "starts in 1×1, 9×3 and 23×5 with the too-small notice, and in 300×100 with the status line",
        arguments: [(1, 1, "t"), (9, 3, "too small"), (23, 5, "too small"), (300, 100, "| behaviors ")])
    func startsAnySize(columns: Int, rows: Int, expected: String) throws {
        let pane = try AppPane(columns: columns, rows: rows)
        defer { pane.close() }
        let shown = pane.tmux.waitForRows { $0.contains { $0.contains(expected) } }
        #expect(shown.ok, "\(columns)×\(rows) shows '\(expected)': \(shown.screen.prefix(4))")
        #expect(shown.screen.count == rows && shown.screen.allSatisfy { displayWidth($0) <= columns })
        pane.tmux.click(column: columns / 2, row: rows / 2)
        pane.tmux.type("q")
        #expect(pane.exitStatus() == 0, "q quits cleanly at \(columns)×\(rows)")
        #expect(pane.modesAfter == pane.modesBefore)
    }

    @Test("200 random resizes between 1×1 and 300×100 while pigs explode: still running, sane screen")
    func resizeStorm() throws {
        let pane = try AppPane(flags: "--seed 5 --pigs 30")
        defer { pane.close() }
        try #require(pane.waitUntilRunning())
        let pid = try #require(pane.appPID)
        var random = TestRandom(seed: 2026)
        for round in 0..<200 {
            let columns = random.next(in: 1...300), rows = random.next(in: 1...100)
            pane.tmux.resize(columns: columns, rows: rows)
            if round % 4 == 0 {
                pane.tmux.click(column: random.next(in: 0...columns - 1), row: random.next(in: 0...rows - 1))
            }
            if round % 25 == 0 { pane.tmux.type(["f", "c", "g"][round / 25 % 3]) }
            if round % 20 == 0 { #expect(isAlive(pid), "alive after \(round) resizes") }
        }
        pane.tmux.resize(columns: 120, rows: 40)
        pane.tmux.click(column: 60, row: 20)
        let settled = pane.tmux.waitForRows { screen in screen.count == 40 && screen[39].contains("| behaviors ") }
        #expect(settled.ok, "the status line is on the last row of 120×40: \(settled.screen.suffix(2))")
        // Pigs are still flying, so a capture can land while a frame is half written: look
        // again (for up to 5 s) until the last row is a whole status line.
        var full = pane.tmux.captureFullWidth()
        for _ in 0..<50 where !(full.count == 40 && displayWidth(full[39]) == 120) {
            usleep(100_000)
            full = pane.tmux.captureFullWidth()
        }
        #expect(full.count == 40 && displayWidth(full[39]) == 120, "the status line spans the width")
        #expect(full.allSatisfy { displayWidth($0) <= 120 })
        #expect(isAlive(pid))
        pane.tmux.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(pane.tmux.modes() == "000" && pane.modesAfter == pane.modesBefore)
    }
}

/// Columns a captured line takes: emoji (U+1F300 and up) are two wide, everything else one.
func displayWidth(_ line: String) -> Int {
    line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1F300 ? 2 : ($1.properties.isVariationSelector ? 0 : 1)) }
}

/// SplitMix64, so a failing resize sequence can be replayed.
struct TestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    /// A number in `range`.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}
