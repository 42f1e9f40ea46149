import Glibc

// Everything here runs inside signal handlers: only atomics, write(2), tcsetattr(3),
// sigaction(2) and raise(3); no allocation, no locks, no ncurses.
extension SignalTrap {
    /// SIGINT / SIGTERM / SIGHUP.
    static let quitHandler: SignalAction = { signal, _, _ in
        let savedErrno = errno
        defer { errno = savedErrno }
        if SignalTrap.quitValue.exchange(signal, ordering: .acquiringAndReleasing) != 0 {
            // Asked twice: the app is not listening. Restore and die of this signal.
            SignalTrap.restoreTerminalNow()
            SignalTrap.resetToDefault(signal)
            _ = raise(signal)
            return
        }
        SignalTrap.wake()
    }

    /// Crash signals (SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGTRAP, SIGQUIT, SIGSYS) and
    /// every other signal whose default action ends the process.
    static let fatalHandler: SignalAction = { signal, info, context in
        SignalTrap.restoreTerminalNow()
        guard signal > 0, signal < SignalTrap.maxSignal else { return }
        // The previous handler (Swift's backtracer, for the crash signals) reports now, on the
        // normal screen. It may return, as it does for a signal that was sent rather than
        // caused: so the default action comes next, whatever it did.
        SignalTrap.callPrevious(signal, info, context)
        SignalTrap.resetToDefault(signal)
        // A hardware fault re-executes the faulting instruction on return and dies of it;
        // anything sent (abort, kill, int3, ^\) is sent again, and delivered once this returns.
        let isFault = (info?.pointee.si_code ?? 0) > 0
        let refaults = signal == SIGSEGV || signal == SIGILL || signal == SIGBUS || signal == SIGFPE
        if !(refaults && isFault) { _ = raise(signal) }
    }

    /// SIGWINCH / SIGCONT / SIGTSTP: wake the screen, then run the previous (ncurses') handler.
    static let chainHandler: SignalAction = { signal, info, context in
        // Restored after the previous handler too: ncurses' SIGTSTP handler (endwin, stop,
        // repaint) changes errno under the interrupted code (ThreadSanitizer caught it).
        let savedErrno = errno
        defer { errno = savedErrno }
        if signal == SIGCONT { SignalTrap.continuedFlag.store(true, ordering: .releasing) }
        if signal == SIGTSTP, SignalTrap.suspendArmed.load(ordering: .acquiring),
            let bytes = SignalTrap.suspendBytes
        {
            SignalTrap.writeAll(bytes)
        }
        SignalTrap.wake()
        SignalTrap.callPrevious(signal, info, context)
    }

    static func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)
    }

    static func restoreTerminalNow() {
        guard restoreArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        if let bytes = restoreBytes { writeAll(bytes) }
        restoreTerminalModes()
        releaseStandardError()
    }

    static func writeAll(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        var attempts = 0
        while left > 0, attempts < 64 {
            attempts += 1
            let written = write(STDOUT_FILENO, next, left)
            if written > 0 { next += written; left -= written } else if errno != EINTR && errno != EAGAIN { return }
        }
    }

    static func resetToDefault(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = nil  // SIG_DFL
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
    }

    private static func callPrevious(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
        _ context: UnsafeMutableRawPointer?
    ) {
        guard previousIsHandler(signal) else { return }
        let action = previous[Int(signal)]
        if action.sa_flags & SA_SIGINFO != 0 {
            action.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else {
            action.__sigaction_handler.sa_handler?(signal)
        }
    }
}
