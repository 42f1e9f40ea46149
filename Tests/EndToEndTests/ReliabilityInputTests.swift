import Foundation
import Testing

/// Keys and reports the app does not act on must never quit it: each is typed into a running
/// app, which must still be running afterwards with its terminal modes unchanged. Only a lone
/// Esc quits. Mouse reports in the encoding TERM's terminfo does not name are still clicks.
@Suite("Reliability: unknown keys and sequences do not quit the app", .serialized)
struct ReliabilityInputTests {
    /// Sequences typed under TERM=xterm-256color, where ncurses has no entry for any of them.
    static let ignored: [(name: String, bytes: String)] = [
        ("Alt+x", "\u{1B}x"), ("Alt+q", "\u{1B}q"),
        ("focus in", "\u{1B}[I"), ("focus out", "\u{1B}[O"),
        ("20-digit CSI parameter", "\u{1B}[12345678901234567890~"),
        ("Ctrl+Up", "\u{1B}[1;5A"),
        ("X10 click under xterm", "\u{1B}[M !!\u{1B}[M#!!"),
    ]

    @Test("typed while it runs: still running, modes unchanged, then a lone Esc quits", arguments: 0..<ignored.count)
    func ignoredSequence(_ index: Int) throws {
        let (name, bytes) = Self.ignored[index]
        let pane = try AppPane()
        defer { pane.close() }
        #expect(pane.waitUntilRunning(), "\(name): the app started")
        pane.tmux.type(bytes)
        expectStillRunning(pane, modes: "111", name)
        pane.tmux.press("Escape")
        #expect(pane.exitStatus(timeout: 10) == 0, "\(name): a lone Esc quits")
        #expect(pane.tmux.modes() == "000", "\(name): modes off after Esc")
    }

    /// An SGR click where terminfo names X10 (screen, linux), and an X10 click where it names
    /// SGR (xterm): each explodes pigs like a click in the expected encoding.
    @Test(
        "a click in the other mouse encoding is a click",
        arguments: [
            ("screen", "\u{1B}[<0;41;11M\u{1B}[<0;41;11m"), ("linux", "\u{1B}[<0;41;11M\u{1B}[<0;41;11m"),
            ("xterm-256color", "\u{1B}[M I+\u{1B}[M#I+"),
        ])
    func otherEncoding(term: String, click: String) throws {
        let pane = try AppPane(term: term)
        defer { pane.close() }
        #expect(pane.waitUntilRunning(), "TERM=\(term): the app started")
        let modes = pane.tmux.modes()
        pane.tmux.type(click)
        let exploded = pane.tmux.waitFor { screen in screen.contains { Self.pigCount(in: $0) ?? 0 > 0 } }
        #expect(exploded.ok, "TERM=\(term): the click added pigs: \(exploded.screen.last { !$0.isEmpty } ?? "")")
        expectStillRunning(pane, modes: modes, "TERM=\(term)")
    }

    /// vt100's terminfo has no mouse entry: mouse tracking stays off, and a report typed anyway
    /// does not quit.
    @Test("TERM=vt100: no mouse tracking, and a stray report does not quit")
    func vt100() throws {
        let pane = try AppPane(term: "vt100")
        defer { pane.close() }
        #expect(pane.waitUntilRunning(), "the app started")
        #expect(pane.tmux.modes().dropFirst().first == "0", "mouse tracking off: \(pane.tmux.modes())")
        pane.tmux.type("\u{1B}[M !!\u{1B}[<0;5;5M")
        expectStillRunning(pane, modes: pane.tmux.modes(), "vt100")
    }

    /// The number in the status line's "pigs N".
    static func pigCount(in line: String) -> Int? {
        guard let range = line.range(of: "| pigs ") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }

    private func expectStillRunning(
        _ pane: AppPane, modes: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // The app reads input every frame: half a second is many frames, and a status would
        // appear at once if it had quit.
        let quit = pane.files.wait(for: "status", timeout: 0.5)
        #expect(quit == nil, "\(name): the app quit (status \(quit ?? ""))", sourceLocation: sourceLocation)
        #expect(pane.waitUntilRunning(timeout: 2), "\(name): the status line is up", sourceLocation: sourceLocation)
        #expect(pane.tmux.modes() == modes, "\(name): modes unchanged", sourceLocation: sourceLocation)
    }
}
