import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every catchable signal that ends the app gives the terminal back first, and the app then
/// dies of that signal (so the shell's status is 128 + the signal): checked with tmux's view
/// of the pane's modes and `stty -g` before and after.
@Suite("Reliability: every deadly signal restores the terminal, then the app dies of it", .serialized)
struct ReliabilitySignalTests {
    /// Signals whose default action ends the process, sent with kill(2) while the app runs.
    static let deadly: [Int32] = [
        SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
        __libc_current_sigrtmin(), __libc_current_sigrtmax(),
    ]

    /// Crash signals sent from outside: the backtracer reports, but the app must die anyway.
    static let crashes: [Int32] = [SIGSEGV, SIGABRT, SIGTRAP, SIGBUS, SIGQUIT, SIGSYS]

    @Test("a deadly signal: modes off, stty as before, exit status 128 + signal", arguments: deadly)
    func deadlySignal(_ signal: Int32) throws {
        let pane = try runningPane()
        defer { pane.close() }
        if let pid = pane.appPID { kill(pid, signal) }
        expectDied(pane, of: signal, timeout: 10)
    }

    @Test("a crash signal sent by kill: restored, reported, and the app dies", arguments: crashes)
    func sentCrashSignal(_ signal: Int32) throws {
        let pane = try runningPane()
        defer { pane.close() }
        if let pid = pane.appPID { kill(pid, signal) }
        expectDied(pane, of: signal, timeout: 30)
        // SIGSYS has no report: Swift's backtracer does not handle it.
        if signal != SIGSYS { expectReportOnNormalScreen(pane) }
    }

    @Test("^\\ (SIGQUIT from the keyboard) restores the terminal before the report and quits")
    func quitKey() throws {
        let pane = try runningPane()
        defer { pane.close() }
        pane.tmux.press("C-\\")
        expectDied(pane, of: SIGQUIT, timeout: 30)
        expectReportOnNormalScreen(pane)
    }

    /// The app in a pane, started with its modes on.
    private func runningPane(sourceLocation: SourceLocation = #_sourceLocation) throws -> AppPane {
        let environment = ReliabilityExitTests.backtracerConfigured ? [] : ["SWIFT_BACKTRACE=interactive=no"]
        let pane = try AppPane(environment: environment)
        #expect(pane.waitUntilRunning(), "the app started", sourceLocation: sourceLocation)
        #expect(pane.tmux.modes() == "111", "modes on while it runs", sourceLocation: sourceLocation)
        return pane
    }

    private func expectDied(
        _ pane: AppPane, of signal: Int32, timeout: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let status = pane.exitStatus(timeout: timeout)
        // Under `make test-sanitizers` a sanitizer may report a crash first (exit 1 or 66).
        let allowed: Set<Int> = [128 + Int(signal), 1, 66]
        #expect(
            status.map(allowed.contains) == true, "signal \(signal): status \(String(describing: status))",
            sourceLocation: sourceLocation)
        #expect(
            pane.tmux.modes() == "000", "signal \(signal): alternate screen, mouse and keypad off",
            sourceLocation: sourceLocation)
        #expect(
            pane.modesBefore != nil && pane.modesBefore == pane.modesAfter,
            "signal \(signal): stty -g as before", sourceLocation: sourceLocation)
        if let pid = pane.appPID {
            #expect(!isAlive(pid), "signal \(signal): the app is gone", sourceLocation: sourceLocation)
        }
    }

    /// Swift's report, when the backtracer is on, is in the normal screen's history: it was
    /// printed after the terminal came back.
    private func expectReportOnNormalScreen(_ pane: AppPane, sourceLocation: SourceLocation = #_sourceLocation) {
        guard ReliabilityExitTests.backtracerOn else { return }
        let history = pane.tmux.captureHistory()
        #expect(history.contains("Program crashed"), "report: \(history.prefix(300))", sourceLocation: sourceLocation)
    }
}
