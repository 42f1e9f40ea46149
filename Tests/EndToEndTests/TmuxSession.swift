import Foundation

/// A detached tmux session running one command, driven like a user: keys, SGR mouse reports,
/// screen captures. Each session has its own tmux server socket, killed on `close()`.
final class TmuxSession {
    let socket: String
    let columns: Int
    let rows: Int

    /// Starts `command` (a shell command line) in a `columns` × `rows` pane with `locale`.
    init(command: String, columns: Int = 100, rows: Int = 30, locale: String = "C.UTF-8") throws {
        socket = "td-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        self.columns = columns
        self.rows = rows
        let start = spawn(
            [
                "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "e2e",
                "-x", "\(columns)", "-y", "\(rows)", "-e", "LANG=\(locale)", "-e", "LC_ALL=\(locale)",
                "-e", "XDG_CONFIG_HOME=\(isolatedConfigHome)", command,
            ], capture: false)
        guard start.status == 0 else { throw E2EError("tmux did not start (status \(start.status))") }
    }

    /// The pane's text, one line per row.
    func capture() -> [String] {
        let out = spawn(["tmux", "-L", socket, "capture-pane", "-p", "-t", "e2e"]).output
        return out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Types literal text (escape sequences included) into the pane.
    func type(_ text: String) {
        _ = spawn(["tmux", "-L", socket, "send-keys", "-t", "e2e", "-l", text])
    }

    /// Presses a named key (tmux names: Up, Left, C-c, …).
    func press(_ key: String) {
        _ = spawn(["tmux", "-L", socket, "send-keys", "-t", "e2e", key])
    }

    /// A left click at a 0-based cell, as an xterm with SGR mouse mode (1006) reports it.
    func click(column: Int, row: Int) {
        type("\u{1B}[<0;\(column + 1);\(row + 1)M")
        pause(0.03)
        type("\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// tmux's view of the pane's modes: alternate screen, mouse reporting, keypad (each 0/1).
    func modes() -> String {
        spawn([
            "tmux", "-L", socket, "display", "-p", "-t", "e2e",
            "#{alternate_on}#{mouse_any_flag}#{keypad_flag}",
        ]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds or `timeout` seconds pass; returns the last
    /// capture and whether the condition held.
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: ([String]) -> Bool) -> (screen: [String], ok: Bool) {
        var screen = capture()
        var waited = 0.0
        while !condition(screen) && waited < timeout {
            pause(0.05)
            waited += 0.05
            screen = capture()
        }
        return (screen, condition(screen))
    }

    func close() {
        _ = spawn(["tmux", "-L", socket, "kill-server"], capture: false)
    }
}

struct E2EError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
