import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal the test holds both ends of, for runs tmux cannot stage: a terminal that
/// vanishes without SIGHUP, or an app that must refuse a terminal before drawing anything.
///
/// Both ends are close-on-exec: a copy of the master leaked into any child (the app, or a
/// tmux started by a test running alongside) would keep the line from ever hanging up.
///
/// The app gets the slave as stdin and stdout but not as its controlling terminal (it is not
/// a session leader, and the slave is opened with O_NOCTTY), so closing the master hangs the
/// line up with no SIGHUP: the app can only notice through POLLHUP on stdin.
final class Pty {
    private(set) var master: Int32
    // TIOCSPTLCK = _IOW('T', 0x31, int) and TIOCGPTN = _IOR('T', 0x30, unsigned int): function-like
    // macros, so Swift cannot import them. Values for Linux's generic ioctl layout.
    private static let setLock: UInt = 0x4004_5431
    private static let getNumber: UInt = 0x8004_5430
    let slave: Int32

    /// Opens a pty of `columns` × `rows` cells.
    init(columns: Int = 80, rows: Int = 24) throws {
        // posix_openpt/unlockpt/ptsname are not in Swift's Glibc module; these are their
        // Linux implementations (grantpt is a no-op with devpts).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.setLock, &unlock) == 0,
            ioctl(master, Self.getNumber, &number) == 0
        else {
            throw E2EError("no pseudo-terminal available")
        }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw E2EError("could not open /dev/pts/\(number)") }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        closeMaster()
        close(slave)
    }

    /// The slave's terminal modes, as bytes, to compare before and after a run.
    func modes() -> [UInt8] {
        var t = termios()
        guard tcgetattr(slave, &t) == 0 else { return [] }
        return withUnsafeBytes(of: &t) { Array($0) }
    }

    /// Reads what the app wrote until `done` holds for everything read so far, or `timeout`.
    func read(until done: (String) -> Bool, timeout: Double) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        while !done(String(decoding: bytes, as: UTF8.self)) && Date() < deadline {
            var fd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&fd, 1, 50) > 0 else { continue }
            let n = Glibc.read(master, &buffer, buffer.count)
            if n > 0 { bytes += buffer[0..<n] } else if n < 0 && errno != EINTR && errno != EAGAIN { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Closes the master: to the app, the terminal is gone.
    func closeMaster() {
        guard master >= 0 else { return }
        close(master)
        master = -1
    }

    /// Starts `arguments` on the slave (stdin and stdout), with stderr captured by `stderr`.
    func launch(_ arguments: [String], environment: [String: String?], stderr: Int32) -> pid_t? {
        EndToEndTests.launch(arguments, environment: environment, stdin: slave, stdout: slave, stderr: stderr)
    }
}

/// A pipe whose write end is given to a child as stderr; `text()` reads what it wrote.
final class CapturedStream {
    private var ends: [Int32] = [-1, -1]

    init() { ends = closeOnExecPipe() }
    deinit { for fd in ends where fd >= 0 { close(fd) } }

    /// The end to hand to the child.
    var writeEnd: Int32 { ends[1] }

    /// Everything written, once the child (the only other writer) has exited.
    func text() -> String {
        if ends[1] >= 0 { close(ends[1]); ends[1] = -1 }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(ends[0], &buffer, buffer.count)
            if n > 0 { bytes += buffer[0..<n] } else if n == 0 || errno != EINTR { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
