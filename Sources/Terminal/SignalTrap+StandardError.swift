import Glibc
import Synchronization

// While curses owns the screen, whatever the program writes to standard error (a failed
// precondition's message, a library's warning) would land on the alternate screen and vanish
// with it. So stderr is held in a pipe while the screen is open and replayed on the normal
// screen when it closes, or when a crash handler restores the terminal.
extension SignalTrap {
    /// True while stderr points into the hold pipe.
    static let standardErrorHeld = Atomic<Bool>(false)
    /// The real stderr, duplicated, and the read end of the hold pipe (both -1 when not held).
    nonisolated(unsafe) static var realStandardError: Int32 = -1
    nonisolated(unsafe) static var heldStandardError: Int32 = -1

    /// Points stderr into a pipe until `releaseStandardError()`. The pipe does not block
    /// writers: past its 64 KiB anything more is dropped rather than freezing the program.
    static func holdStandardError() {
        guard !standardErrorHeld.load(ordering: .acquiring) else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        let real = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
        guard real >= 0, dup2(fds[1], STDERR_FILENO) >= 0 else {
            for fd in fds + [real] where fd >= 0 { close(fd) }
            return
        }
        close(fds[1])
        realStandardError = real
        heldStandardError = fds[0]
        standardErrorHeld.store(true, ordering: .releasing)
    }

    /// Points stderr back at the terminal and writes out what was held. Async-signal-safe
    /// (dup2, read, write, close), and only the first call does anything.
    static func releaseStandardError() {
        guard standardErrorHeld.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = dup2(realStandardError, STDERR_FILENO)
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { bytes in
            guard let base = bytes.baseAddress else { return }
            while true {
                let got = read(heldStandardError, base, bytes.count)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                var offset = 0
                while offset < got {
                    let written = write(STDERR_FILENO, base + offset, got - offset)
                    if written > 0 { offset += written } else if errno != EINTR { return }
                }
            }
        }
        close(heldStandardError)
        close(realStandardError)
        heldStandardError = -1
        realStandardError = -1
    }
}
