import Testing

/// The mouse in the real binary: drag-and-release throws, right clicks snap, in both mouse
/// encodings (SGR for xterm, X10 for tmux and screen).
@Suite("Playground end to end: mouse", .serialized)
struct PlaygroundMouseEndToEnd {
    /// The fields scene with the noise off, once both shapes rest; returns the square's cells.
    func restingFields(_ term: String) throws -> (PlaygroundPane, Set<ScreenCell>) {
        let pane = try PlaygroundPane("--scene fields", term: term)
        #expect(pane.waitForSlider("strength", " 0.50 1 2"))
        pane.type("1", times: 3)
        let idle = pane.waitFor("| idle |")
        #expect(idle.ok, "the shapes come to rest")
        // The square starts left of the ellipse and falls straight down.
        let shapes = PaneScreen.clusters(PaneScreen.fills(idle.screen)).sorted {
            $0.map(\.column).min()! < $1.map(\.column).min()!
        }
        return (pane, shapes.first ?? [])
    }

    @Test(
        "drag the square and let go while moving: it flies on past the pointer",
        arguments: ["xterm-256color", "tmux-256color"])
    func dragThrow(term: String) throws {
        let (pane, square) = try restingFields(term)
        defer { pane.close() }
        try #require(square.count >= 24, "found the square: \(square.count) cells")
        let left = square.map(\.column).min()!, top = square.map(\.row).min()!
        let grip = ScreenCell(column: left + 3, row: top + 1)
        pane.press(column: grip.column, row: grip.row)
        for k in 1...6 {
            pause(0.02)
            pane.drag(column: grip.column + 3 * k, row: grip.row - k)
        }
        pane.release(column: grip.column + 18, row: grip.row - 6)
        // Held on a spring the square would stop near the pointer (column ~left + 21); thrown,
        // it keeps going until the right wall.
        let flown = pane.waitFor(timeout: 3) { screen in
            PaneScreen.fills(screen).contains { $0.column >= left + 40 }
        }
        #expect(flown.ok, "\(term): the square flies past column \(left + 40)")
    }

    @Test(
        "a right click snaps the nearest shape to the pointer and holds it there",
        arguments: ["xterm-256color", "tmux-256color"])
    func rightClickSnap(term: String) throws {
        let (pane, _) = try restingFields(term)
        defer { pane.close() }
        let target = ScreenCell(column: 60, row: 8)
        pane.click(column: target.column, row: target.row, button: 2)
        let held = pane.waitFor(timeout: 5) { screen in
            PaneScreen.fills(screen).contains { abs($0.column - target.column) <= 1 && $0.row == target.row }
        }
        #expect(held.ok, "\(term): a shape covers the clicked cell")
        pause(1)
        let later = PaneScreen.fills(pane.tmux.capture())
        #expect(later.contains { abs($0.column - target.column) <= 1 && $0.row == target.row }, "and stays there")
        pane.type("c")
        let dropped = pane.waitFor(timeout: 5) { screen in
            !PaneScreen.fills(screen).contains { $0.row <= target.row + 2 }
        }
        #expect(dropped.ok, "c lets it fall")
    }

    @Test("a press on a pig grabs it; a release without a drag explodes there as any click")
    func clickOnPig() throws {
        let pane = try PlaygroundPane("--floor --pigs 1 --seed 2")
        defer { pane.close() }
        #expect(pane.waitFor("pigs 0 | behaviors 1").ok)
        pane.type("9", times: 6)
        #expect(pane.waitForSlider("push", " 0 9 0"), "no push: the pig drops where it is born")
        pane.click(column: 50, row: 27)
        let landed = pane.waitFor("| idle |")
        let pig = try #require(PaneScreen.cells(landed.screen) { String($0) == "🐷" }.first)
        pane.click(column: pig.column, row: pig.row)
        #expect(pane.waitFor("pigs 2 |").ok, "the click on the pig spawned another")
    }
}
