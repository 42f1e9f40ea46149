import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// ^Z and `fg` for real: an interactive job-control shell runs the app, the terminal sends
/// SIGTSTP, and the shell's `fg` hands the terminal back and sends SIGCONT.
///
/// The shell is dash (`sh -i`), which never saves or restores terminal modes itself, so what
/// the pane shows while the app is stopped is what the app left behind. (bash would put its
/// own saved modes back and hide a broken restore.)
@Suite("Reliability: ^Z, fg, quit", .serialized)
struct ReliabilitySuspendTests {
    @Test("^Z gives the shell a clean terminal; fg redraws the app; q then leaves it as before")
    func suspendResumeQuit() throws {
        let files = try ScratchFolder()
        defer { files.remove() }
        let tmux = try TmuxSession(command: "env PS1='$ ' ENV= sh -i")
        defer { tmux.close() }
        tmux.run("stty -g > \(files.path)/before")
        tmux.run("sh -c 'echo $$ > \(files.path)/pid; exec env TERM=xterm-256color \(try pigsplodePath()) --seed 7'")
        #expect(tmux.waitFor { $0.contains { $0.contains("| behaviors ") } }.ok, "the app started")
        let pid = try #require(files.wait(for: "pid").flatMap { pid_t($0) })
        tmux.click(column: 40, row: 10)

        tmux.press("C-z")
        #expect(eventually(timeout: 5) { processState(pid) == "T" }, "the app stopped")
        #expect(eventually(timeout: 5) { tmux.modes() == "000" }, "stopped, alternate screen, mouse and keypad are off")
        #expect(tmux.ttyModes() == files.read("before"), "stopped, stty -g is as before the app")

        tmux.run("fg")
        #expect(eventually(timeout: 5) { tmux.modes() == "111" }, "after fg, full-screen modes are back")
        #expect(tmux.waitFor(timeout: 5) { $0.contains { $0.contains("| behaviors ") } }.ok, "after fg, the app redrew")
        tmux.type("q")
        #expect(eventually(timeout: 5) { !isAlive(pid) }, "q quits after a resume")
        tmux.run("echo EXIT=$?; stty -g > \(files.path)/after")
        #expect(tmux.waitFor(timeout: 5) { $0.contains("EXIT=0") }.ok)
        #expect(tmux.modes() == "000")
        #expect(files.wait(for: "after") == files.read("before"), "stty -g after quitting is as before the app")
    }
}
