import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Mouse reports that queue up before the app reads them (it was busy with a frame, stopped,
/// or the terminal sent them in one write) must all arrive, in order. ncurses' own decoding
/// read every queued report in one `get_wch` and gave back only the newest, so a wall drawn
/// while the app was busy came out as a lone release, and nothing was drawn (the sandbox
/// end-to-end test flaked on it in a loaded CI run).
@Suite("Playground end to end: queued mouse reports", .serialized)
struct PlaygroundMouseBurstTests {
    /// An SGR report for a 0-based cell.
    static func sgr(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")"
    }

    /// A left-button drag along `row` from column 10 to 70: a press, 15 drags, a release.
    static let wallReports: [String] =
        [sgr(0, 10, 24)] + stride(from: 14, through: 70, by: 4).map { sgr(32, $0, 24) }
        + [sgr(0, 70, 24, release: true)]

    /// The sandbox with the wall tool picked.
    static func wallTool(term: String) throws -> PlaygroundPane {
        let pane = try PlaygroundPane("--no-config --scene sandbox", term: term)
        #expect(pane.waitFor("tool: explode").ok)
        pane.type("l")
        #expect(pane.waitFor("tool: wall").ok)
        return pane
    }

    /// Whether a wall of Braille dots appears along row 24 (the drag spans 60 columns).
    static func wallDrawn(_ pane: PlaygroundPane) -> (screen: [String], ok: Bool) {
        pane.waitFor(timeout: 10) { screen in
            screen.count > 24 && screen[24].filter(PaneScreen.isBraille).count >= 50
        }
    }

    @Test(
        "a whole drag in one write draws the wall: under xterm, and under tmux, which the app asks for SGR reports",
        arguments: ["xterm-256color", "tmux-256color"])
    func oneWrite(term: String) throws {
        let pane = try Self.wallTool(term: term)
        defer { pane.close() }
        // tmux's own view: the app asked for SGR reports on either TERM (tmux-256color's
        // terminfo promises X10), so a real tmux sends them in the form sent here.
        let sgrFlag = spawn(["tmux", "-L", pane.tmux.socket, "display", "-p", "-t", "e2e", "#{mouse_sgr_flag}"])
        #expect(sgrFlag.output.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "\(term): SGR mode asked for")
        pane.tmux.type(Self.wallReports.joined())
        let wall = Self.wallDrawn(pane)
        #expect(wall.ok, "\(term): a wall along row 24: \(wall.screen.count > 24 ? wall.screen[24] : "")")
    }

    @Test("reports sent while the app is stopped all arrive after it resumes")
    func whileStopped() throws {
        let pane = try Self.wallTool(term: "xterm-256color")
        defer { pane.close() }
        let pid = try #require(pane.appPID, "found the app's pid")
        #expect(kill(pid, SIGSTOP) == 0)
        // One write each, as a terminal sends them; none can be read until SIGCONT.
        for report in Self.wallReports { pane.tmux.type(report) }
        pause(0.2)
        #expect(kill(pid, SIGCONT) == 0)
        let wall = Self.wallDrawn(pane)
        #expect(wall.ok, "a wall along row 24: \(wall.screen.count > 24 ? wall.screen[24] : "")")
        // And later drags still work after the resume (ncurses re-arms its decoding there).
        pane.type("u")
        #expect(pane.waitFor { $0.count > 24 && $0[24].filter(PaneScreen.isBraille).isEmpty }.ok, "u undoes the wall")
        pane.tmux.type(Self.wallReports.joined())
        #expect(Self.wallDrawn(pane).ok, "drawn again in one write after the resume")
    }
}
