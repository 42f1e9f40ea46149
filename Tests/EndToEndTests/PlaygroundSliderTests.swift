import Testing

/// The sliders, played with their keys in the real binary: each key moves its value in the
/// panel and changes what the simulation does, as seen on the screen.
@Suite("Playground end to end: sliders", .serialized)
struct PlaygroundSlidersEndToEnd {
    /// Fill cells that changed between captures over `seconds` (how much the shapes moved).
    func motion(_ pane: PlaygroundPane, seconds: Double) -> Int {
        var last = PaneScreen.fills(pane.tmux.capture()), changed = 0
        for _ in 0..<Int(seconds / 0.1) {
            pause(0.1)
            let now = PaneScreen.fills(pane.tmux.capture())
            changed += now.symmetricDifference(last).count
            last = now
        }
        return changed
    }

    @Test("noise strength: at 0 the shapes rest, at 25 they are thrown about")
    func strength() throws {
        let pane = try PlaygroundPane("--scene fields")
        defer { pane.close() }
        #expect(pane.waitFor("strength ").ok)
        pane.type("1", times: 3)
        #expect(pane.waitForSlider("strength", " 0.00 1 2"), "three presses of 1 take strength from 0.50 to 0")
        #expect(pane.waitFor("| idle |", timeout: 10).ok, "without noise the shapes come to rest and the app idles")
        let calm = motion(pane, seconds: 1)
        pane.type("2", times: 19)
        #expect(pane.waitForSlider("strength", "25.00 1 2"), "19 presses of 2 reach 25")
        let stormy = motion(pane, seconds: 1.5)
        print("fields scene, fill cells changed: strength 0 over 1 s: \(calm), strength 25 over 1.5 s: \(stormy)")
        #expect(calm == 0 && stormy > 40, "strength 0: \(calm) cells changed; strength 25: \(stormy)")
    }

    @Test(
        "noise speed and smoothness: the field's arrows freeze at speed 0, move again at 1, and change shape with smoothness"
    )
    func speedAndSmoothness() throws {
        let pane = try PlaygroundPane("--scene fields --debug")
        defer { pane.close() }
        #expect(pane.waitFor("speed ").ok)
        // Strength 1 (≈ 100 pt/s²) cannot lift the shapes against gravity, so the upper rows
        // hold only field arrows.
        pane.type("2", times: 2)
        pane.type("5", times: 5)
        #expect(pane.waitForSlider("speed", "0.00 5 6"))
        #expect(pane.waitForSlider("strength", "1.00 1 2"))
        func field() -> [String] { pane.tmux.capture()[8...14].map { String($0.prefix(60)) } }
        let settled = pane.waitFor { screen in PaneScreen.fills(screen).allSatisfy { $0.row > 16 } }
        #expect(settled.ok, "the shapes have fallen below the rows compared")
        let frozen = field()
        pause(0.5)
        #expect(field() == frozen, "at speed 0 the noise field stands still")
        #expect(frozen.joined().contains { PaneScreen.isBraille($0) }, "field arrows are drawn")
        pane.type("3", times: 10)
        #expect(pane.waitForSlider("smooth", "0.00 3 4"))
        pause(0.2)
        let rough = field()
        #expect(rough != frozen, "smoothness 0 makes a finer, different field")
        pane.type("6", times: 10)
        #expect(pane.waitForSlider("speed", "1.00 5 6"))
        let moving = pane.waitFor(timeout: 3) { _ in field() != rough }
        #expect(moving.ok, "at speed 1 the field animates")
    }

    @Test("gravity keys: weaker, stronger, tilted; at 0 a burst of pigs just hangs in the air")
    func gravity() throws {
        let pane = try PlaygroundPane("--pigs 6")
        defer { pane.close() }
        #expect(pane.waitFor("gravity (0.00, 1.00)").ok)
        pane.type("-", times: 5)
        #expect(pane.waitFor("gravity (0.00, 0.50)").ok)
        #expect(pane.waitForSlider("gravity", "0.50 - +"))
        pane.type("+")
        #expect(pane.waitFor("gravity (0.00, 0.60)").ok)
        pane.tmux.press("Left")
        #expect(pane.waitFor("gravity (-0.16, 0.58)").ok, "tilted 15° left")
        pane.type("g")
        pane.type("-", times: 6)
        pane.type("9", times: 6)
        #expect(pane.waitFor("gravity (0.00, 0.00)").ok)
        #expect(pane.waitForSlider("push", " 0 9 0"))
        pane.click(column: 40, row: 15)
        #expect(pane.waitFor("pigs 6 | behaviors 7").ok)
        pause(0.5)
        let pigs = PaneScreen.cells(pane.tmux.capture()) { String($0) == "🐷" }
        #expect(
            !pigs.isEmpty && pigs.allSatisfy { $0.row == 15 && abs($0.column - 39) <= 1 },
            "no gravity, no push: the pigs stay where they were born: \(pigs)")
    }

    @Test("pigs per click (keys and wheel) and push strength shape the next explosion")
    func pigsAndPush() throws {
        let pane = try PlaygroundPane("--seed 3")
        defer { pane.close() }
        #expect(pane.waitFor("pigs 0 | behaviors 1").ok)
        pane.type("7", times: 4)
        #expect(pane.waitForSlider("pigs", " 5 7 8"), "12 → 10 → 8 → 6 → 5")
        pane.wheel(up: true, column: 50, row: 10)
        #expect(pane.waitForSlider("pigs", " 6 7 8"), "the wheel adds one stop")
        pane.type("0", times: 14)
        #expect(pane.waitForSlider("push", "2000 9 0"))
        pane.click(column: 30, row: 25)
        let high = pane.waitFor(timeout: 3) { screen in
            PaneScreen.cells(screen) { String($0) == "🐷" }.contains { $0.row <= 8 }
        }
        #expect(high.ok, "at 2000 pt/s pigs fly from row 25 to the top rows")
        pane.type("9", times: 20)
        pane.type("c")
        #expect(pane.waitForSlider("push", " 0 9 0"))
        pane.click(column: 30, row: 5)
        let born = pane.waitFor("pigs 6 | behaviors 7", timeout: 3)
        #expect(born.ok, "six pigs, each with its push: \(PaneScreen.status(born.screen))")
        let low = PaneScreen.cells(born.screen) { String($0) == "🐷" }  // the frame that showed them
        #expect(!low.isEmpty && low.allSatisfy { $0.row >= 5 }, "without a push they only fall: \(low)")
    }
}
