/// Why a real terminal screen could not be opened; `description` is one line for the user.
public enum TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// stdin or stdout is not a TTY (piped, redirected, or run without a terminal).
    case notATerminal(app: String, stream: String)
    /// `TERM` is unset or empty.
    case termUnset(app: String)
    /// The terminfo database has no entry for `TERM`.
    case unknownTerminal(app: String, term: String)
    /// The terminal cannot move the cursor (e.g. `TERM=dumb`).
    case noCursorAddressing(app: String, term: String)
    /// Another `CursesScreen` is already open in this process.
    case alreadyOpen(app: String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .notATerminal(let app, let stream):
            return "\(app) needs an interactive terminal (\(stream) is not a TTY)"
        case .termUnset(let app):
            return "\(app) needs the TERM environment variable (e.g. TERM=xterm-256color)"
        case .unknownTerminal(let app, let term):
            return "\(app) does not know the terminal type TERM=\(term) (no terminfo entry); try TERM=xterm-256color"
        case .noCursorAddressing(let app, let term):
            return "\(app) needs a terminal that can move the cursor (TERM=\(term) cannot)"
        case .alreadyOpen(let app):
            return "\(app) already has the terminal open"
        }
    }
}
