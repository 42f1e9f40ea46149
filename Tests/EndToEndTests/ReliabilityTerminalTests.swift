import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Terminals the app cannot use: it says why in one line on stderr, exits 1, writes nothing to
/// the terminal and leaves its modes as they were.
@Suite("Reliability: hostile terminals")
struct ReliabilityTerminalTests {
    /// A terminal type setting and the words its message must contain.
    struct BadTerm: Sendable, CustomTestStringConvertible {
        var term: String?
        var message: String
        var testDescription: String { "TERM=\(term ?? "(unset)")" }
    }

    static let badTerms = [
        BadTerm(term: nil, message: "needs the TERM environment variable"),
        BadTerm(term: "", message: "needs the TERM environment variable"),
        BadTerm(term: "no-such-terminal-9000", message: "does not know the terminal type TERM=no-such-terminal-9000"),
        BadTerm(term: "dumb", message: "needs a terminal that can move the cursor (TERM=dumb"),
    ]

    @Test("TERM unset, empty, unknown or dumb: one clear line, exit 1, the tty untouched", arguments: badTerms)
    func badTerm(_ bad: BadTerm) throws {
        let pty = try Pty()
        let modes = pty.modes()
        let errors = CapturedStream()
        let pid = try #require(
            pty.launch([try pigsplodePath()], environment: ["TERM": bad.term], stderr: errors.writeEnd))
        let status = waitForExit(pid, timeout: 10)
        let drawn = pty.read(until: { _ in false }, timeout: 0.1)
        let message = errors.text()
        #expect(status == 1)
        expectOneLine(message, containing: bad.message)
        #expect(!drawn.contains("\u{1B}"), "no escape sequences reached the terminal: \(drawn.debugDescription)")
        #expect(pty.modes() == modes, "terminal modes unchanged")
    }

    @Test("stdout is not a TTY (stdin is): one clear line, exit 1, nothing written to stdout")
    func stdoutRedirected() throws {
        let pty = try Pty()
        let output = CapturedStream(), errors = CapturedStream()
        let pid = try #require(
            launch(
                [try pigsplodePath()], environment: ["TERM": "xterm-256color"],
                stdin: pty.slave, stdout: output.writeEnd, stderr: errors.writeEnd))
        #expect(waitForExit(pid, timeout: 10) == 1)
        expectOneLine(errors.text(), containing: "needs an interactive terminal (stdout is not a TTY)")
        let written = output.text()
        #expect(written.isEmpty, "no escape codes in the redirected output: \(written.debugDescription)")
    }

    @Test("stdin is not a TTY (stdout is): one clear line, exit 1, the tty untouched")
    func stdinRedirected() throws {
        let pty = try Pty()
        let modes = pty.modes()
        let errors = CapturedStream()
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(input) }
        let pid = try #require(
            launch(
                [try pigsplodePath()], environment: ["TERM": "xterm-256color"],
                stdin: input, stdout: pty.slave, stderr: errors.writeEnd))
        #expect(waitForExit(pid, timeout: 10) == 1)
        expectOneLine(errors.text(), containing: "needs an interactive terminal (stdin is not a TTY)")
        #expect(!pty.read(until: { _ in false }, timeout: 0.1).contains("\u{1B}"))
        #expect(pty.modes() == modes)
    }

    /// `text` is exactly one line, it contains `words`, and it is not a crash report.
    private func expectOneLine(
        _ text: String, containing words: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = text.split(separator: "\n")
        #expect(
            lines.count == 1 && text.contains(words), "message: \(text.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(!text.contains("Fatal error") && !text.contains("Crash"), sourceLocation: sourceLocation)
    }
}
