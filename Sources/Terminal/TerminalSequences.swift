import CNcursesw

/// Escape sequences written outside ncurses: any-motion mouse reporting (which ncurses does
/// not switch itself) and the restore string the crash handler writes without ncurses.
enum TerminalSequences {
    /// Report pointer motion with and without buttons held (xterm mode 1003), in SGR form
    /// (1006). A terminal whose terminfo says X10 (`kmous` is `ESC [ M`: tmux, screen) gets
    /// ncurses' X10 request; one that also knows 1006 (tmux does) then sends SGR reports,
    /// which the decoder reads as text: no report is lost when several queue up (see
    /// `CursesScreen.readsMouseAsText`), and columns past 222 can be told apart. One that
    /// does not ignores it and goes on with X10.
    static let anyMotionOn = "\u{1B}[?1003h\u{1B}[?1006h"
    /// Stop reporting motion, and SGR form.
    static let anyMotionOff = "\u{1B}[?1003l\u{1B}[?1006l"
    /// Every xterm mouse mode off, for a restore that cannot ask ncurses.
    static let allMouseOff = "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l"

    /// What puts the current terminal back to normal: mouse off, attributes off, keypad
    /// local, cursor visible, main screen. Read from terminfo while ncurses is active.
    static func restoreString() -> String {
        let parts = [
            allMouseOff,
            capability("sgr0") ?? "\u{1B}[0m",
            capability("rmkx") ?? "",
            capability("cnorm") ?? "\u{1B}[?25h",
            capability("rmcup") ?? "",
        ]
        return parts.joined()
    }

    /// A terminfo string capability without its `$<…>` padding, or nil if absent.
    static func capability(_ name: String) -> String? {
        guard let raw = cn_tigetstr(name) else { return nil }
        return stripPadding(String(cString: raw))
    }

    /// Removes terminfo delay specifications (`$<5>`, `$<2*/>`), which only tputs understands.
    static func stripPadding(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "$<") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else {
                rest = rest[start.lowerBound...]
                break
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
