import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The terminal disappearing under the app: it must notice and exit, never keep running as an
/// orphan reading a dead line forever.
@Suite("Reliability: the terminal disappears", .serialized)
struct ReliabilityHangupTests {
    @Test("the pty closes with no SIGHUP: the app sees POLLHUP and exits on its own")
    func silentHangup() throws {
        let pty = try Pty(columns: 80, rows: 24)
        let errors = CapturedStream()
        let pid = try #require(
            pty.launch(
                [try pigsplodePath(), "--seed", "3"],
                environment: ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8"],
                stderr: errors.writeEnd))
        let drawn = pty.read(until: { $0.contains("behaviors 1") }, timeout: 10)
        #expect(drawn.contains("behaviors 1"), "the first frame was drawn")
        pty.closeMaster()
        let status = waitForExit(pid, timeout: 5)
        if status == nil { kill(pid, SIGKILL); _ = waitForExit(pid, timeout: 5) }
        #expect(status != nil, "the app exited within 5 s of losing its terminal")
        #expect(status == 0, "a hang-up is a normal way out: \(String(describing: status)) \(errors.text())")
    }

    @Test("the tmux server is killed under the app (SIGHUP and a dead pty): the app is gone")
    func paneKilled() throws {
        let pane = try AppPane()
        defer { pane.close() }
        #expect(pane.waitUntilRunning())
        let pid = try #require(pane.appPID)
        pane.tmux.click(column: 30, row: 10)
        pane.tmux.close()
        #expect(eventually(timeout: 5) { !isAlive(pid) }, "no orphaned pigsplode keeps running")
    }
}
