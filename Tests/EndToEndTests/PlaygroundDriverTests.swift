import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `pigsplode` in a tmux pane for the playground's end-to-end tests (helpers only; the tests
/// are in the other `Playground*Tests.swift` files): mouse reports in the encoding the app's
/// TERM selects, the app's pid and CPU time, and readings of the captured screen.
final class PlaygroundPane {
    let tmux: TmuxSession
    /// SGR 1006 reports (xterm) or X10 ones (tmux, screen).
    let sgr: Bool

    /// Starts `pigsplode flags` under `term` in a `columns` × `rows` pane.
    init(_ flags: String, columns: Int = 100, rows: Int = 30, term: String = "xterm-256color") throws {
        let binary = try pigsplodePath()
        sgr = term.hasPrefix("xterm")
        // `trap : INT`: ^C reaches this shell too. The app dies of SIGINT, as a program that
        // quits on ^C should, and a shell without a trap would then stop before printing EXIT.
        tmux = try TmuxSession(
            command: "trap : INT; env TERM=\(term) \(binary) \(flags); echo EXIT=$?; sleep 60",
            columns: columns, rows: rows)
    }

    func close() { tmux.close() }

    /// Polls the screen until `condition` holds (see `TmuxSession.waitFor`).
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: ([String]) -> Bool) -> (screen: [String], ok: Bool) {
        tmux.waitFor(timeout: timeout, condition)
    }

    /// Waits for a line containing `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) -> (screen: [String], ok: Bool) {
        tmux.waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits until the sliders panel's row for `label` contains `text` (e.g. " 0.50 1 2").
    @discardableResult
    func waitForSlider(_ label: String, _ text: String, timeout: Double = 10) -> Bool {
        tmux.waitFor(timeout: timeout) { screen in PaneScreen.slider(screen, label).map { $0.contains(text) } ?? false }
            .ok
    }

    /// Presses keys one by one (literal characters).
    func type(_ keys: String, times: Int = 1) {
        for _ in 0..<times { tmux.type(keys) }
    }

    // MARK: Mouse (0-based cells)

    /// A mouse report: `code` is the button code (0 left, 2 right, +32 motion, 64/65 wheel).
    func report(_ code: Int, column: Int, row: Int, release: Bool = false) {
        if sgr {
            tmux.type("\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")")
        } else {
            // X10 has no release per button: code 3 means "released".
            let b = release ? 3 : code
            let bytes = [32 + b, 33 + column, 33 + row].map { Character(Unicode.Scalar(UInt8($0))) }
            tmux.type("\u{1B}[M" + String(bytes))
        }
    }

    func press(column: Int, row: Int, button: Int = 0) { report(button, column: column, row: row) }
    func drag(column: Int, row: Int) { report(32, column: column, row: row) }
    func release(column: Int, row: Int, button: Int = 0) { report(button, column: column, row: row, release: true) }

    /// A press and release 30 ms apart.
    func click(column: Int, row: Int, button: Int = 0) {
        press(column: column, row: row, button: button)
        pause(0.03)
        release(column: column, row: row, button: button)
    }

    /// One wheel step.
    func wheel(up: Bool, column: Int, row: Int) { report(up ? 64 : 65, column: column, row: row) }

    // MARK: The process

    /// The app's pid: the pane's shell's child running pigsplode.
    var appPID: pid_t? {
        let shell = spawn(["tmux", "-L", tmux.socket, "display", "-p", "-t", "e2e", "#{pane_pid}"]).output
        guard let parent = Int(shell.trimmingCharacters(in: .whitespacesAndNewlines)),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc")
        else { return nil }
        for entry in entries {
            guard let pid = Int32(entry), let stat = Self.stat(pid) else { continue }
            if stat.command == "pigsplode" && stat.fields[1] == "\(parent)" { return pid }
        }
        return nil
    }

    /// CPU time (user + system) the process has used, in clock ticks (1/100 s on Linux).
    static func cpuTicks(_ pid: pid_t) -> Int? {
        guard let stat = stat(pid), stat.fields.count > 12,
            let user = Int(stat.fields[11]), let system = Int(stat.fields[12])
        else { return nil }
        return user + system
    }

    /// `/proc/PID/stat`: the command name, and the fields after it (state first, so field k of
    /// proc(5) is `fields[k - 3]`).
    static func stat(_ pid: pid_t) -> (command: String, fields: [String])? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
        else { return nil }
        let command = String(text[text.index(after: open)..<close])
        let rest = text[text.index(close, offsetBy: 2)...].split(separator: " ").map(String.init)
        return (command, rest)
    }
}

/// A cell of a captured screen.
struct ScreenCell: Hashable {
    var column: Int
    var row: Int
}

enum PaneScreen {
    /// Cells holding one of `glyphs`, with columns counted as the terminal shows them (an
    /// emoji takes two).
    static func cells(_ screen: [String], where matches: (Character) -> Bool) -> Set<ScreenCell> {
        var found: Set<ScreenCell> = []
        for (row, line) in screen.enumerated() {
            var column = 0
            for ch in line {
                if matches(ch) { found.insert(ScreenCell(column: column, row: row)) }
                column += ch.unicodeScalars.first.map { $0.value >= 0x1F300 ? 2 : 1 } ?? 1
            }
        }
        return found
    }

    /// Cells of filled shapes (█ ▀ ▄), above the status line.
    static func fills(_ screen: [String]) -> Set<ScreenCell> {
        cells(Array(screen.dropLast()), where: { "█▀▄".contains($0) })
    }

    /// True for a Braille pattern with at least one dot.
    static func isBraille(_ ch: Character) -> Bool {
        ch.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
    }

    /// The sliders panel's row for `label`, e.g. "│ strength ━●──── 0.50 1 2 │".
    static func slider(_ screen: [String], _ label: String) -> String? {
        screen.first { $0.contains("│ \(label) ") || $0.contains("| \(label) ") }
    }

    /// Rows on the screen (a capture ends with the empty string after the last newline).
    static func rows(_ screen: [String]) -> Int {
        screen.last == "" ? screen.count - 1 : screen.count
    }

    /// The last non-empty line: the status line.
    static func status(_ screen: [String]) -> String {
        screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    /// Groups cells into 8-connected clusters (one per shape on screen), largest first.
    static func clusters(_ cells: Set<ScreenCell>) -> [Set<ScreenCell>] {
        var left = cells, groups: [Set<ScreenCell>] = []
        while let seed = left.first {
            var group: Set<ScreenCell> = [seed], frontier = [seed]
            left.remove(seed)
            while let c = frontier.popLast() {
                for dr in -1...1 {
                    for dc in -1...1 {
                        let n = ScreenCell(column: c.column + dc, row: c.row + dr)
                        if left.remove(n) != nil { group.insert(n); frontier.append(n) }
                    }
                }
            }
            groups.append(group)
        }
        return groups.sorted { $0.count > $1.count }
    }
}
