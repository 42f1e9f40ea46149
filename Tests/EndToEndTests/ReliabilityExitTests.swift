import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every way out of the app, each checked with the terminal's own state afterwards: tmux's
/// alternate-screen, mouse and keypad flags all off, and `stty -g` as it was before.
@Suite("Reliability: the terminal comes back after every way out", .serialized)
struct ReliabilityExitTests {
    /// A way the app can end.
    enum WayOut: String, CaseIterable, CustomTestStringConvertible {
        case quitKey, interrupt, terminate, hangupSignal, trap, segmentationFault, abort

        var testDescription: String { rawValue }

        /// The crash hook to set, for the crashes.
        var crash: String? {
            switch self {
            case .trap: return "trap"
            case .segmentationFault: return "segv"
            case .abort: return "abort"
            default: return nil
            }
        }

        /// The signal to send, for the signals.
        var signal: Int32? {
            switch self {
            case .interrupt: return SIGINT
            case .terminate: return SIGTERM
            case .hangupSignal: return SIGHUP
            default: return nil
            }
        }

        /// Statuses the app may end with. A crash dies of its signal, or exits with the
        /// sanitizer's code when one reports it first (`make test-sanitizers`: AddressSanitizer
        /// exits 1, ThreadSanitizer 66).
        var expectedStatuses: Set<Int> {
            let sanitizers: Set<Int> = [1, 66]
            switch self {
            case .quitKey: return [0]
            case .interrupt: return [128 + Int(SIGINT)]
            case .terminate: return [128 + Int(SIGTERM)]
            case .hangupSignal: return [128 + Int(SIGHUP)]
            case .trap: return sanitizers.union([128 + Int(SIGILL), 128 + Int(SIGTRAP)])
            case .segmentationFault: return sanitizers.union([128 + Int(SIGSEGV)])
            case .abort: return sanitizers.union([128 + Int(SIGABRT)])
            }
        }

        /// The crash environment: the hook, and Swift's backtracer made non-interactive (it would
        /// wait 30 s for a key in a terminal) unless the caller configured it (the sanitizer
        /// runs turn it off).
        var environment: [String] {
            guard let crash else { return [] }
            return ["PIGSPLODE_TEST_CRASH=\(crash)"]
                + (ReliabilityExitTests.backtracerConfigured ? [] : ["SWIFT_BACKTRACE=interactive=no"])
        }
    }

    /// True when the caller set SWIFT_BACKTRACE (the app under test inherits it).
    static var backtracerConfigured: Bool { ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] != nil }

    /// True when Swift's backtracer will print a crash report.
    static var backtracerOn: Bool {
        !(ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? "").contains("enable=no")
    }

    @Test("q, SIGINT, SIGTERM, SIGHUP and crashes all give the terminal back", arguments: WayOut.allCases)
    func wayOut(_ way: WayOut) throws {
        let pane = try AppPane(environment: way.environment)
        defer { pane.close() }
        if way.crash == nil {
            #expect(pane.waitUntilRunning(), "the app started: \(pane.tmux.capture().joined(separator: "\n"))")
            #expect(pane.tmux.modes() == "111", "alternate screen, mouse and keypad are on while it runs")
            pane.tmux.click(column: 40, row: 10)
        }
        if let signal = way.signal, let pid = pane.appPID { kill(pid, signal) }
        if way == .quitKey { pane.tmux.type("q") }
        // A crash prints a backtrace first, which takes a few seconds.
        let status = pane.exitStatus(timeout: way.crash == nil ? 10 : 30)
        #expect(status.map(way.expectedStatuses.contains) == true, "\(way): exit status \(String(describing: status))")
        expectRestored(pane)
        if way.crash != nil { expectCrashReportVisible(pane, trap: way == .trap) }
    }

    /// Swift's crash report is printed after the handler restored the terminal, so it is in the
    /// main screen's history (what is written on the alternate screen vanishes with it).
    private func expectCrashReportVisible(_ pane: AppPane, trap: Bool) {
        let history = pane.tmux.captureHistory()
        if Self.backtracerOn {
            let reportShown = history.contains("Program crashed")
            #expect(reportShown, "the backtrace is on the normal screen: \(history.prefix(400))")
        }
        guard trap else { return }
        // The runtime prints a failed precondition's message *before* it traps, while the
        // alternate screen is still up: stderr is held in a pipe while curses runs and replayed
        // on the normal screen by the crash handler's restore.
        #expect(history.contains("crashing on purpose"), "the precondition's message is on the normal screen")
    }

    /// tmux's modes are all off and `stty -g` is what it was before the app.
    private func expectRestored(_ pane: AppPane, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            pane.tmux.modes() == "000", "alternate screen, mouse and keypad are off", sourceLocation: sourceLocation)
        let before = pane.modesBefore, after = pane.modesAfter
        #expect(
            before != nil && before == after, "stty -g before \(before ?? "-") after \(after ?? "-")",
            sourceLocation: sourceLocation)
    }
}
