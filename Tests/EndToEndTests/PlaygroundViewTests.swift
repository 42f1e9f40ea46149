import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What the playground shows, in the real binary: the debug overlay, the scenes, the help,
/// resizing, and that an idle playground costs no CPU.
@Suite("Playground end to end: views", .serialized)
struct PlaygroundViewEndToEnd {
    @Test("d draws the collision bounds around the shapes in Braille, with the legend; d again hides them")
    func debugOverlay() throws {
        let pane = try PlaygroundPane("--scene fields")
        defer { pane.close() }
        pane.type("1", times: 3)
        // Idle, and the same a moment later: the shapes are where they will stay.
        var idle = pane.waitFor("| idle |")
        for _ in 0..<20 {
            usleep(300_000)
            let again = pane.waitFor("| idle |")
            if again.ok && PaneScreen.fills(again.screen) == PaneScreen.fills(idle.screen) { break }
            idle = again
        }
        let shapes = PaneScreen.clusters(PaneScreen.fills(idle.screen))
        try #require(shapes.count == 2, "the square and the ellipse")
        // How many of a shape's top-edge columns carry Braille dots. A shape resting with its
        // top edge on a cell boundary (to within the contact's ~0.05 pt) has its outline dots
        // in the row above instead: either row is its edge.
        func outlined(_ shape: Set<ScreenCell>, on screen: [String]) -> (covered: Int, needed: Int, top: Int) {
            let top = shape.map(\.row).min()!, left = shape.map(\.column).min()!, right = shape.map(\.column).max()!
            let edge = PaneScreen.cells(screen, where: PaneScreen.isBraille).filter {
                $0.row == top || $0.row == top - 1
            }
            let covered = (left...right).filter { c in edge.contains { $0.column == c } }.count
            return (covered, right - left - 1, top)
        }
        pane.type("d")
        // The terminal receives a frame row by row, top first: wait for the whole of it, the
        // legend on the first row and the outlines further down.
        let on = pane.waitFor { screen in
            screen.contains { $0.contains("debug gravity push field contact bounds joints") }
                && shapes.allSatisfy { outlined($0, on: screen).covered >= outlined($0, on: screen).needed }
        }
        #expect(on.ok, "the legend and every shape's outline appear")
        for shape in shapes {
            let edge = outlined(shape, on: on.screen)
            #expect(
                edge.covered >= edge.needed,
                "the top edge of the shape at row \(edge.top) is outlined: \(edge.covered) columns")
        }
        pane.type("d")
        let off = pane.waitFor { screen in
            !screen.contains { $0.contains("debug gravity") }
                && PaneScreen.fills(screen) == PaneScreen.fills(idle.screen)
        }
        #expect(off.ok, "the overlay is gone and the shapes look as before")
    }

    @Test("Tab and Shift-Tab switch scenes; --scene starts in one; an unknown scene exits 2 listing them")
    func scenes() throws {
        let pane = try PlaygroundPane("")
        defer { pane.close() }
        #expect(pane.waitFor(" explosion | pigs 0").ok)
        // Switching notes the scene and what a click does there in the status line.
        for name in ["fields", "tour", "proxy", "stacks", "sandbox", "explosion"] {
            pane.tmux.press("Tab")
            #expect(pane.waitFor("scene \(name): click to ", timeout: 5).ok, "Tab reaches \(name)")
        }
        pane.tmux.press("BTab")
        #expect(pane.waitFor("scene sandbox: click to explode or build", timeout: 5).ok)
        pane.tmux.press("BTab")
        #expect(pane.waitFor("scene stacks: click to throw a ball or strike the cradle", timeout: 5).ok)
        pane.tmux.press("BTab")
        #expect(pane.waitFor("scene proxy: click to flick the label", timeout: 5).ok)
        #expect(pane.waitFor("Hello, Dynamics!").ok, "the proxy's label is laid out")
        pane.type("q")
        #expect(pane.waitFor("EXIT=0").ok)

        let tour = try PlaygroundPane("--scene tour")
        defer { tour.close() }
        let shown = tour.waitFor(" tour | items 12")
        #expect(shown.ok)
        #expect(shown.screen.contains { $0.contains("elasticity 0 .5 .9") && $0.contains("resistance 0 .999") })

        let bad = try PlaygroundPane("--scene circus")
        defer { bad.close() }
        let refused = bad.waitFor("EXIT=2")
        #expect(refused.ok)
        #expect(
            refused.screen.contains {
                $0.contains("--scene must be one of explosion, fields, tour, proxy, stacks, sandbox, got 'circus'")
            })
    }

    @Test("a resize while pigs fly: the world follows, the panel moves to the new edge, input still works")
    func resize() throws {
        let pane = try PlaygroundPane("--floor --seed 4")
        defer { pane.close() }
        #expect(pane.waitFor("pigs 0 | behaviors 1").ok)
        pane.click(column: 50, row: 20)
        #expect(pane.waitFor("pigs 12").ok)
        pane.tmux.resize(columns: 70, rows: 20)
        let small = pane.waitFor { screen in
            PaneScreen.rows(screen) == 20 && PaneScreen.status(screen).contains("| behaviors ")
                && screen[0].hasSuffix("┐")
        }
        #expect(small.ok, "status line and panel redrawn at 70×20: \(small.screen.prefix(2))")
        pane.type("c")
        #expect(pane.waitFor("pigs 0 | behaviors 1").ok)
        pane.click(column: 30, row: 10)
        #expect(pane.waitFor("pigs 12 | behaviors 13").ok, "clicks still explode after the resize")
        pane.tmux.resize(columns: 20, rows: 5)
        #expect(pane.waitFor("too small").ok)
        pane.tmux.resize(columns: 120, rows: 35)
        let big = pane.waitFor { PaneScreen.rows($0) == 35 && PaneScreen.status($0).contains("| floor |") }
        #expect(big.ok)
        pane.type("q")
        #expect(pane.waitFor("EXIT=0").ok)
    }

    @Test("idle, the process sleeps: (almost) no CPU over 2 s, with the panel and the overlay on")
    func idleCPU() throws {
        for (flags, setup) in [("", ""), ("--debug --floor --pigs 3", "x"), ("--scene fields", " ")] {
            let pane = try PlaygroundPane(flags)
            defer { pane.close() }
            #expect(pane.waitFor(" | behaviors ").ok)
            if setup == "x" {
                pane.click(column: 50, row: 20)
            } else if setup == " " {
                pane.type(" ")  // the fields' noise never rests: pause it
            }
            #expect(
                pane.waitFor(timeout: 15) { screen in
                    let status = PaneScreen.status(screen)
                    return status.contains("| idle |") || status.contains("| paused |")
                }.ok, "\(flags): at rest")
            let pid = try #require(pane.appPID)
            let before = try #require(PlaygroundPane.cpuTicks(pid))
            pause(2)
            let after = try #require(PlaygroundPane.cpuTicks(pid))
            let ticks = after - before
            print(
                "idle CPU, pigsplode \(flags.isEmpty ? "(defaults)" : flags)\(setup == " " ? " paused" : ""): \(ticks) ticks (\(ticks * 10) ms) in 2 s"
            )
            #expect(ticks <= 2, "\(flags): \(ticks) clock ticks of CPU in 2 s idle")
        }
    }

    @Test("? shows every key, mouse action and scene click in an 80×24 terminal")
    func help() throws {
        let pane = try PlaygroundPane("", columns: 80, rows: 24)
        defer { pane.close() }
        #expect(pane.waitFor(" | behaviors ").ok)
        pane.type("?")
        let help = pane.waitFor("press ? to close")
        #expect(help.ok)
        let text = help.screen.joined(separator: "\n")
        for summary in [
            "tilt gravity left", "noise strength -/+", "push strength -/+", "pause/resume", "step one frame",
            "debug overlay on/off", "previous scene", "clear what clicks added", "grab it; let go to throw it",
            "snap the nearest item to the pointer", "tour: snap the diamond", "proxy: flick the label",
        ] {
            #expect(text.contains(summary), "\(summary)")
        }
    }
}
