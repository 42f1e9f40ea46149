import Testing

/// The real binary in a real (tmux) terminal, driven the way a user drives it.
@Suite("pigsplode end to end", .serialized)
struct PigsplodeEndToEndTests {
    static let pig = "🐷"

    func start(_ flags: String = "--seed 7", locale: String = "C.UTF-8") throws -> TmuxSession {
        let binary = try pigsplodePath()
        // `trap : INT`: the shell outlives the app's death by SIGINT on ^C (see PlaygroundPane).
        return try TmuxSession(
            command: "trap : INT; env TERM=xterm-256color \(binary) \(flags); echo EXIT=$?; sleep 60",
            locale: locale)
    }

    @Test("a click spawns pigs near it, they fall out of view, q exits 0 and restores the terminal")
    func clickExplodeQuit() throws {
        let tmux = try start()
        defer { tmux.close() }
        let ready = tmux.waitFor { $0.contains { $0.contains("pigs 0 | behaviors 1") } }
        #expect(ready.ok, "the status line appears: \(ready.screen.joined(separator: "\n"))")
        #expect(tmux.modes() == "111", "alternate screen, mouse reporting and keypad are on while running")

        tmux.click(column: 50, row: 20)
        let burst = tmux.waitFor(timeout: 5) { screen in screen.contains { $0.contains(Self.pig) } }
        #expect(burst.ok, "pigs appear after the click")
        let cells = pigCells(burst.screen)
        #expect(!cells.isEmpty)
        for (column, row) in cells {
            #expect(
                abs(row - 20) <= 8 && abs(column - 50) <= 30,
                "pig at (\(column), \(row)) is near the click at (50, 20)")
        }
        #expect(
            burst.screen.contains { $0.contains("pigs 12 | behaviors 13") }
                || burst.screen.contains { $0.contains("| behaviors ") })

        let gone = tmux.waitFor(timeout: 10) { screen in
            !screen.contains { $0.contains(Self.pig) } && screen.contains { $0.contains("pigs 0 | behaviors 1") }
        }
        #expect(gone.ok, "every pig fell out and the behavior count is back to 1: \(gone.screen.suffix(1))")

        tmux.type("q")
        let exited = tmux.waitFor(timeout: 5) { $0.contains("EXIT=0") }
        #expect(exited.ok, "q exits with status 0")
        #expect(tmux.modes() == "000", "alternate screen, mouse reporting and keypad are off again")
    }

    @Test("arrow keys tilt gravity, shown in the status line; ? lists the keys")
    func tiltAndHelp() throws {
        let tmux = try start()
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("gravity (0.00, 1.00)") } }
        tmux.press("Left")
        let tilted = tmux.waitFor(timeout: 5) { $0.contains { $0.contains("gravity (-0.26, 0.97)") } }
        #expect(tilted.ok, "one Left press turns gravity 15° to the left: \(tilted.screen.suffix(1))")
        tmux.type("?")
        // Both lines, in one wait: a capture may catch the help box half drawn.
        let help = tmux.waitFor(timeout: 5) { screen in
            screen.contains { $0.contains("tilt gravity left") }
                && screen.contains { $0.contains("explode pigs at the pointer") }
        }
        #expect(help.ok, "the help lists the keys and the click: \(help.screen)")
        tmux.type("q")
        #expect(tmux.waitFor(timeout: 5) { $0.contains("EXIT=0") }.ok)
    }

    @Test("ctrl-C (SIGINT) mid-explosion exits and restores the terminal")
    func interrupt() throws {
        let tmux = try start()
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("pigs 0") } }
        tmux.click(column: 30, row: 15)
        tmux.waitFor(timeout: 5) { screen in screen.contains { $0.contains(Self.pig) } }
        tmux.press("C-c")
        let exited = tmux.waitFor(timeout: 5) { $0.contains("EXIT=130") }
        #expect(exited.ok, "SIGINT exits with 128 + 2: \(exited.screen.filter { !$0.isEmpty })")
        #expect(tmux.modes() == "000")
    }

    @Test("in a C locale the pigs are ASCII and no line holds a non-ASCII byte")
    func asciiLocale() throws {
        let tmux = try start(locale: "C")
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("pigs 0") } }
        tmux.click(column: 40, row: 12)
        // Look above the status line only, so the hint text cannot match.
        let burst = tmux.waitFor(timeout: 5) { screen in screen.prefix(tmux.rows - 1).contains { $0.contains("oo") } }
        #expect(burst.ok, "ASCII pigs appear")
        #expect(burst.screen.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        tmux.type("q")
        #expect(tmux.waitFor(timeout: 5) { $0.contains("EXIT=0") }.ok)
    }

    /// (column, row) of every pig on a captured screen (emoji are two columns wide).
    func pigCells(_ screen: [String]) -> [(Int, Int)] {
        var cells: [(Int, Int)] = []
        for (row, line) in screen.enumerated() {
            var column = 0
            for ch in line {
                if String(ch) == Self.pig { cells.append((column, row)) }
                column += ch.unicodeScalars.first.map { $0.value >= 0x1F300 ? 2 : 1 } ?? 1
            }
        }
        return cells
    }
}
