import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// How a child process ended and what it printed on each stream.
struct Finished {
    /// The exit status, or 128 + the signal that killed it (as a shell reports it).
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Starts `arguments` with the given descriptors as its stdin, stdout and stderr, `environment`
/// applied over this process's (a nil value removes the variable), an empty signal mask and
/// default handlers (see `spawn` for why). Returns the pid, or nil if it could not start.
func launch(
    _ arguments: [String], environment: [String: String?] = [:],
    stdin: Int32, stdout: Int32, stderr: Int32
) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environmentLines(environment).map { strdup($0) } + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid: pid_t = 0
    let rc = withCleanSignalAttributes { posix_spawnp(&pid, arguments[0], &actions, &$0, &argv, &envp) }
    guard rc == 0 else { return nil }
    return pid
}

/// `KEY=value` lines: this process's environment with `overrides` applied.
private func environmentLines(_ overrides: [String: String?]) -> [String] {
    var merged = ProcessInfo.processInfo.environment
    merged["XDG_CONFIG_HOME"] = isolatedConfigHome
    for (key, value) in overrides { merged[key] = value }
    return merged.map { "\($0.key)=\($0.value)" }
}

/// Waits up to `timeout` seconds for `pid` to end; its status as a shell reports it, or nil
/// if it is still running (it is then left running: the caller decides).
func waitForExit(_ pid: pid_t, timeout: Double) -> Int32? {
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return shellStatus(status) }
        if result < 0 && errno != EINTR { return nil }
        usleep(10_000)
    }
    return nil
}

/// A wait status as a shell prints `$?`: the exit code, or 128 + the signal.
func shellStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
}

/// Runs `arguments` to the end with stdin from `stdinPath` and stdout and stderr captured
/// separately. A child still running after `timeout` seconds is killed (status 137).
func runCapturing(
    _ arguments: [String], environment: [String: String?] = [:],
    stdinPath: String = "/dev/null", timeout: Double = 20
) -> Finished {
    let input = open(stdinPath, O_RDONLY | O_CLOEXEC)
    defer { close(input) }
    let out = closeOnExecPipe(), err = closeOnExecPipe()
    guard out[0] >= 0, err[0] >= 0,
        let pid = launch(arguments, environment: environment, stdin: input, stdout: out[1], stderr: err[1])
    else {
        return Finished(status: -1, stdout: "", stderr: "could not start \(arguments[0])")
    }
    close(out[1])
    close(err[1])
    let streams = drain([out[0], err[0]], timeout: timeout)
    var status = waitForExit(pid, timeout: 1)
    if status == nil {
        kill(pid, SIGKILL)
        status = waitForExit(pid, timeout: 5)
    }
    return Finished(status: status ?? -1, stdout: streams[0], stderr: streams[1])
}

/// Reads every descriptor until end of file (or `timeout`), then closes them.
private func drain(_ fds: [Int32], timeout: Double) -> [String] {
    var data = [[UInt8]](repeating: [], count: fds.count)
    var open = Set(fds.indices)
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !open.isEmpty && Date() < deadline {
        var polls = open.sorted().map { pollfd(fd: fds[$0], events: Int16(POLLIN), revents: 0) }
        guard poll(&polls, nfds_t(polls.count), 100) >= 0 || errno == EINTR else { break }
        for (k, index) in open.sorted().enumerated() where polls[k].revents != 0 {
            let n = read(fds[index], &buffer, buffer.count)
            if n > 0 { data[index] += buffer[0..<n] } else if n == 0 || errno != EINTR { open.remove(index) }
        }
    }
    for fd in fds { close(fd) }
    return data.map { String(decoding: $0, as: UTF8.self) }
}

/// A pipe whose ends are close-on-exec, so children started by other tests running at the same
/// time do not inherit a write end and keep the reader from ever seeing end of file. (The
/// descriptors `launch` hands over are dup2'd, which clears the flag on the copies.)
func closeOnExecPipe() -> [Int32] {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return [-1, -1] }
    for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return ends
}

/// True while `pid` exists and is not a zombie.
func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    return processState(pid) != "Z"
}

/// The one-letter state in /proc/PID/stat (R, S, T, Z, …), or nil if it is gone.
func processState(_ pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].first { $0 != " " }
}

/// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
@discardableResult
func eventually(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() >= deadline { return false }
        usleep(20_000)
    }
    return true
}

/// An empty configuration folder for every app the tests start, so a developer's own
/// ~/.config/pigsplode/config.toml cannot change what the tests see (a test that wants a
/// config file sets XDG_CONFIG_HOME itself).
let isolatedConfigHome: String = {
    let path = NSTemporaryDirectory() + "td-e2e-empty-config-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()
