import Glibc
import Synchronization

/// Catches the signals a full-screen terminal app must handle.
///
/// - SIGINT, SIGTERM, SIGHUP: set `quitRequested` and wake `CursesScreen.nextEvent`; the app
///   polls the flag and exits through its normal path (which restores the terminal). A second
///   quit signal before the app reacts restores the terminal and dies at once.
/// - SIGSEGV, SIGILL (a Swift trap), SIGABRT, SIGBUS, SIGFPE, SIGTRAP: restore the terminal
///   with async-signal-safe calls only, then hand the signal to the previous handler so
///   Swift's backtrace prints on the normal screen.
/// - SIGWINCH, SIGCONT (and SIGTSTP when ncurses handles it): wake the screen, then run the
///   previous handler (ncurses' own) as before.
public enum SignalTrap {
    /// Signals that ask the app to quit.
    public static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Signals that mean the process is dying.
    public static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGTRAP]

    /// True once SIGINT, SIGTERM or SIGHUP arrived.
    public static var quitRequested: Bool { quitSignal != nil }

    /// The quit signal that arrived first, if any.
    public static var quitSignal: Int32? {
        let value = quitValue.load(ordering: .acquiring)
        return value == 0 ? nil : value
    }

    /// Forgets a quit request (e.g. one the app chose to ignore).
    public static func resetQuitRequest() {
        quitValue.store(0, ordering: .releasing)
    }

    /// Installs the quit and crash handlers. Idempotent. Call from a nonisolated context
    /// (not from top-level `main.swift` code): handlers run on whatever thread the kernel picks.
    public static func install() {
        guard !isInstalled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        prepareState()
        for signal in quitSignals { Self.install(signal, handler: quitHandler) }
        for signal in crashSignals { Self.install(signal, handler: crashHandler) }
    }

    /// Puts back every handler this type replaced (ncurses' and Swift's included).
    public static func uninstall() {
        guard isInstalled.exchange(false, ordering: .acquiringAndReleasing) else { return }
        for signal in Int32(1)..<maxSignal where replaced[Int(signal)] {
            _ = sigaction(signal, previous + Int(signal), nil)
            replaced[Int(signal)] = false
        }
    }

    /// Restores the terminal right now using only async-signal-safe calls (escape sequences
    /// and the termios saved before ncurses started). Does nothing unless a screen is open.
    public static func emergencyRestore() {
        restoreTerminalNow()
    }

    // MARK: Wake-up pipe

    /// The read end of the self-pipe signal handlers write to, or -1 before `install()`.
    static var wakeDescriptor: Int32 { wakePipe[0] }

    /// Empties the self-pipe after a wake-up.
    static func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(wakePipe[0], $0.baseAddress, $0.count) }) > 0 {}
    }

    /// True (once) when SIGCONT arrived since the last call: the app was resumed after a stop.
    static func takeContinued() -> Bool {
        continuedFlag.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Installs `handler` for `signal`, remembering the previous action so it can be chained
    /// to and restored.
    static func install(_ signal: Int32, handler: SignalAction) {
        guard signal > 0, signal < maxSignal else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART
        sigemptyset(&action.sa_mask)
        let old = replaced[Int(signal)] ? nil : previous + Int(signal)
        if sigaction(signal, &action, old) == 0 { replaced[Int(signal)] = true }
    }

    /// True when `signal`'s previous action is a real function (not default or ignore).
    static func previousIsHandler(_ signal: Int32) -> Bool {
        guard signal > 0, signal < maxSignal else { return false }
        let raw = unsafeBitCast(previous[Int(signal)].__sigaction_handler.sa_handler, to: Int.self)
        return raw != 0 && raw != 1  // SIG_DFL is 0, SIG_IGN is 1 on Linux.
    }
}
