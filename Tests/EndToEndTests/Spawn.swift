#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and collects its standard output, with an empty signal mask and default
/// signal handlers in the child. Swift Testing's threads block SIGINT, SIGTERM, SIGCHLD and
/// SIGWINCH, and a child started with them blocked (tmux, and the app under it) would ignore
/// ^C and resizes. With `capture` false the output goes to /dev/null: a daemon (the tmux
/// server) would otherwise inherit the pipe and the read would never see its end.
func spawn(_ arguments: [String], capture: Bool = true) -> (status: Int32, output: String) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return (-1, "pipe failed") }
    // Close-on-exec: suites run in parallel, and a tmux server spawned meanwhile by another
    // thread would otherwise inherit this pipe's write end and hold it open for its whole
    // life, so the read below would never see the end. (The dup2 below clears the flag on the
    // child's own copies.)
    for fd in pipeEnds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if capture {
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let rc = withCleanSignalAttributes { posix_spawnp(&pid, arguments[0], &actions, &$0, &argv, environ) }
    close(pipeEnds[1])
    guard rc == 0 else {
        close(pipeEnds[0])
        return (-1, "could not start \(arguments[0]): error \(rc)")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(pipeEnds[0], &buffer, buffer.count)
        if n > 0 { output += buffer[0..<n] } else if n == 0 || errno != EINTR { break }
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return ((status >> 8) & 0xFF, String(decoding: output, as: UTF8.self))
}

/// Sleeps for `seconds`.
func pause(_ seconds: Double) {
    usleep(useconds_t(seconds * 1_000_000))
}

/// Runs `body` with spawn attributes that give the child an empty signal mask and default
/// signal handlers (see `spawn` for why the tests need them).
func withCleanSignalAttributes<R>(_ body: (inout posix_spawnattr_t) -> R) -> R {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t(), all = sigset_t()
    sigemptyset(&empty)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return body(&attributes)
}
