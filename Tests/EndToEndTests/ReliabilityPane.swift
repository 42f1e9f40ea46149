import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `pigsplode` in a tmux pane, started by a small sh script that records the pane's terminal
/// modes (`stty -g`) before and after the app, the app's pid and its exit status, so a test can
/// signal the app and then compare the terminal with what it was.
///
/// sh (not an interactive shell) runs the app on purpose: bash puts its own saved modes back
/// after a job dies of a signal or stops, which would hide a terminal the app left broken.
final class AppPane {
    let tmux: TmuxSession
    let files: ScratchFolder

    /// Starts the app with `flags` and extra `environment` (`KEY=value` words) in a
    /// `columns` × `rows` pane under `locale`, with `term` as TERM.
    init(
        flags: String = "--seed 7", environment: [String] = [], columns: Int = 100, rows: Int = 30,
        locale: String = "C.UTF-8", term: String = "xterm-256color"
    ) throws {
        files = try ScratchFolder()
        // `trap : QUIT`: ^\ goes to the whole foreground group, this script included, which
        // must outlive the app to record its status (a trap with a command, unlike an
        // ignored signal, is not passed on to the app).
        let script = """
            trap : QUIT
            stty -g > "\(files.path)/before"
            sh -c 'echo $$ > "$0/pid"; exec "$@"' "\(files.path)" env TERM=\(term) \
            \(environment.joined(separator: " ")) "\(try pigsplodePath())" \(flags)
            status=$?
            stty -g > "\(files.path)/after"
            echo $status > "\(files.path)/status"
            echo EXIT=$status
            exec sleep 120
            """
        try files.write(script, to: "run.sh")
        tmux = try TmuxSession(command: "sh \(files.path)/run.sh", columns: columns, rows: rows, locale: locale)
    }

    /// Kills the tmux server (and whatever still runs in it) and removes the script folder.
    func close() {
        if let pid = appPID, isAlive(pid) { kill(pid, SIGKILL) }
        tmux.close()
        files.remove()
    }

    /// The app's pid, once the script has written it.
    var appPID: pid_t? { files.read("pid").flatMap { pid_t($0) } }

    /// Waits for the app's status line; false if it never appeared.
    func waitUntilRunning(timeout: Double = 10) -> Bool {
        tmux.waitFor(timeout: timeout) { $0.contains { $0.contains("| behaviors ") } }.ok && appPID != nil
    }

    /// The app's exit status (128 + signal if a signal ended it), waiting up to `timeout`
    /// seconds for the script to record it.
    func exitStatus(timeout: Double = 10) -> Int? {
        files.wait(for: "status", timeout: timeout).flatMap { Int($0) }
    }

    /// `stty -g` from before the app started.
    var modesBefore: String? { files.read("before") }

    /// `stty -g` after the app ended (written just before the status).
    var modesAfter: String? { files.read("after") }
}

/// A temporary folder for a test's scripts and the files they write.
struct ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "td-reliability-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
    }

    /// A file's text, trimmed; nil until it exists and is not empty.
    func read(_ name: String) -> String? {
        let text = (try? String(contentsOfFile: path + "/" + name, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text?.isEmpty == false ? text : nil
    }

    /// A file's text once it appears (up to `timeout` seconds).
    func wait(for name: String, timeout: Double = 5) -> String? {
        eventually(timeout: timeout) { read(name) != nil }
        return read(name)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

extension TmuxSession {
    /// `stty -g` of the pane's terminal right now, read from outside the pane.
    func ttyModes() -> String? {
        let tty = spawn(["tmux", "-L", socket, "display", "-p", "-t", "e2e", "#{pane_tty}"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let result = spawn(["stty", "-g", "-F", tty])
        return result.status == 0 ? result.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// The pane's text with each line's trailing spaces kept, so a full-width status line
    /// shows its full width.
    func captureFullWidth() -> [String] {
        let out = spawn(["tmux", "-L", socket, "capture-pane", "-p", "-N", "-t", "e2e"]).output
        return rows(of: out)
    }

    /// The pane's whole history (scrollback and screen) as one text, wrapped lines joined.
    func captureHistory() -> String {
        spawn(["tmux", "-L", socket, "capture-pane", "-p", "-J", "-S", "-", "-t", "e2e"]).output
    }

    /// The pane's text, exactly one string per row (`capture()` adds an empty one after the
    /// final newline).
    func captureRows() -> [String] {
        rows(of: spawn(["tmux", "-L", socket, "capture-pane", "-p", "-t", "e2e"]).output)
    }

    /// Polls `captureRows()` until `condition` holds or `timeout` seconds pass.
    func waitForRows(timeout: Double = 10, _ condition: ([String]) -> Bool) -> (screen: [String], ok: Bool) {
        var screen = captureRows()
        eventually(timeout: timeout) {
            screen = captureRows()
            return condition(screen)
        }
        return (screen, condition(screen))
    }

    private func rows(of capture: String) -> [String] {
        var lines = capture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if capture.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// Resizes the window (and its only pane) to `columns` × `rows`.
    func resize(columns: Int, rows: Int) {
        _ = spawn(["tmux", "-L", socket, "resize-window", "-t", "e2e", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Types a command line and presses Enter.
    func run(_ line: String) {
        type(line)
        press("Enter")
    }
}
