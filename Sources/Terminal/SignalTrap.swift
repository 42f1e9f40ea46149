import Glibc
import Synchronization

/// Catches the signals a full-screen terminal app must handle.
///
/// - SIGINT, SIGTERM, SIGHUP: set `quitRequested` and wake `CursesScreen.nextEvent`; the app
///   polls the flag and exits through its normal path (which restores the terminal). A second
///   quit signal before the app reacts restores the terminal and dies at once.
/// - SIGSEGV, SIGILL (a Swift trap), SIGABRT, SIGBUS, SIGFPE, SIGTRAP, SIGQUIT, SIGSYS: restore
///   the terminal with async-signal-safe calls only, run the previous handler so Swift's
///   backtrace prints on the normal screen, then die of the signal (default action), never
///   carry on.
/// - Every other signal whose default action ends the process (SIGUSR1, SIGUSR2, SIGALRM,
///   SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSTKFLT, SIGIO, SIGPWR and the real-time
///   signals): restore the terminal, then die of the signal, so the exit status is the signal's.
///   A signal the app was started with ignored stays ignored.
/// - SIGWINCH, SIGCONT (and SIGTSTP when ncurses handles it): wake the screen, then run the
///   previous handler (ncurses' own) as before.
public enum SignalTrap {
    /// Signals that ask the app to quit.
    public static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Signals that mean the process is dying.
    public static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGTRAP, SIGQUIT, SIGSYS]
    /// Other signals whose default action ends the process; glibc's own real-time signals
    /// (below `SIGRTMIN`) are left alone.
    public static var deadlySignals: [Int32] {
        [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSTKFLT, SIGIO, SIGPWR]
            + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    }

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
        for signal in crashSignals + deadlySignals where !isIgnored(signal) {
            Self.install(signal, handler: fatalHandler)
        }
    }

    /// Puts back every handler this type replaced (ncurses' and Swift's included).
    public static func uninstall() {
        guard isInstalled.exchange(false, ordering: .acquiringAndReleasing) else { return }
        for signal in Int32(1)..<maxSignal where replaced[Int(signal)] {
            _ = sigaction(signal, previous + Int(signal), nil)
            replaced[Int(signal)] = false
        }
    }

    /// Ends the process by `signal` with its default action (after the app cleaned up), so the
    /// exit status is the signal's. Returns only if the signal does not end the process.
    public static func dieOf(_ signal: Int32) {
        uninstall()
        resetToDefault(signal)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        _ = raise(signal)
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

    /// True when `signal` is ignored right now (e.g. `nohup`, or a parent that ignored it).
    static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1  // SIG_IGN
    }

    /// True when `signal`'s previous action is a real function (not default or ignore).
    static func previousIsHandler(_ signal: Int32) -> Bool {
        guard signal > 0, signal < maxSignal else { return false }
        let raw = unsafeBitCast(previous[Int(signal)].__sigaction_handler.sa_handler, to: Int.self)
        return raw != 0 && raw != 1  // SIG_DFL is 0, SIG_IGN is 1 on Linux.
    }
}
