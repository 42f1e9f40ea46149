import Glibc
import Synchronization

/// A `sigaction` handler taking siginfo.
typealias SignalAction = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

// State shared with signal handlers. Handlers run on any thread, interrupting anything, so it
// cannot be actor-isolated: flags are atomics; the plain pointers below are written only in
// normal context while the handlers that read them are disarmed (restoreArmed false) or not yet
// installed. That ordering, not the type system, is what makes `nonisolated(unsafe)` sound.
extension SignalTrap {
    static let maxSignal: Int32 = 65
    static let isInstalled = Atomic<Bool>(false)
    static let quitValue = Atomic<Int32>(0)
    static let continuedFlag = Atomic<Bool>(false)
    static let restoreArmed = Atomic<Bool>(false)
    static let suspendArmed = Atomic<Bool>(false)

    /// Previous actions, indexed by signal number.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(maxSignal))
        pointer.initialize(repeating: sigaction(), count: Int(maxSignal))
        return pointer
    }()
    /// Which signals currently have one of our handlers.
    nonisolated(unsafe) static var replaced = [Bool](repeating: false, count: 65)
    /// Self-pipe: [read, write], both non-blocking.
    nonisolated(unsafe) static var wakePipe: [Int32] = [-1, -1]
    /// Write end of the self-pipe, copied out so handlers do not touch the array.
    nonisolated(unsafe) static var wakeWriteFD: Int32 = -1
    /// Bytes that put the terminal back (mouse off, attributes off, cursor on, main screen).
    nonisolated(unsafe) static var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
    /// Bytes written before a stop (SIGTSTP) that ncurses' own endwin does not send.
    nonisolated(unsafe) static var suspendBytes: UnsafeMutableBufferPointer<UInt8>?
    /// Terminal modes from before ncurses started.
    nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
    nonisolated(unsafe) static var termiosFD: Int32 = -1

    /// Creates the pipe and touches every global once, so no lazy initialisation (which is
    /// not async-signal-safe) can happen inside a handler.
    static func prepareState() {
        _ = quitValue.load(ordering: .relaxed)
        _ = continuedFlag.load(ordering: .relaxed)
        _ = restoreArmed.load(ordering: .relaxed)
        _ = suspendArmed.load(ordering: .relaxed)
        _ = (previous, savedTermios, replaced.count, restoreBytes, suspendBytes, termiosFD)
        _ = (standardErrorHeld.load(ordering: .relaxed), realStandardError, heldStandardError)
        if wakePipe[0] < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
                wakePipe = fds
            }
        }
        wakeWriteFD = wakePipe[1]
    }

    /// Records the terminal modes of `fd` (call before ncurses changes them).
    static func saveTerminalModes(fd: Int32) {
        termiosFD = tcgetattr(fd, savedTermios) == 0 ? fd : -1
    }

    /// Puts back the modes saved by `saveTerminalModes` (async-signal-safe).
    static func restoreTerminalModes() {
        if termiosFD >= 0 { _ = tcsetattr(termiosFD, TCSANOW, savedTermios) }
    }

    /// Arms the crash-time restore with `restore`, and the pre-stop write with `suspend`.
    static func arm(restore: [UInt8], suspend: [UInt8]) {
        disarm()
        restoreBytes = copy(restore)
        suspendBytes = copy(suspend)
        restoreArmed.store(true, ordering: .releasing)
        suspendArmed.store(!suspend.isEmpty, ordering: .releasing)
    }

    /// Disarms the crash-time restore (the screen closed normally).
    static func disarm() {
        restoreArmed.store(false, ordering: .sequentiallyConsistent)
        suspendArmed.store(false, ordering: .sequentiallyConsistent)
        // Leaked on purpose: a handler on another thread may still be reading the old bytes.
    }

    private static func copy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = buffer.initialize(from: bytes)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<bytes.count])
    }
}
