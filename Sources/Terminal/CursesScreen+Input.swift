import CNcursesw
import Glibc

extension CursesScreen {
    /// The next event, sleeping in `poll` on stdin and the signal self-pipe. Returns nil on
    /// timeout or when a quit signal arrives (see `SignalTrap.quitRequested`); `.hangup` once
    /// the terminal is gone, and on every call after that.
    public func nextEvent(timeout: Double?) -> InputEvent? {
        let deadline = timeout.map { monotonicSeconds() + max(0, $0) }
        while true {
            if !pending.isEmpty { return pending.removeFirst() }
            if hungUp || isClosed { return .hangup }
            if SignalTrap.takeContinued() { resumeAfterStop() }
            drainInput()
            if !pending.isEmpty { continue }
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let left = deadline - monotonicSeconds()
                if left <= 0 { return nil }
                waitMilliseconds = Int32(min(left * 1000, 86_400_000).rounded(.up))
            }
            switch waitForInput(milliseconds: waitMilliseconds) {
            case .input, .interrupted: continue
            case .quit: return nil
            case .hangup:
                hungUp = true
                drainInput()
            }
        }
    }

    private enum Wake { case input, interrupted, quit, hangup }

    private func waitForInput(milliseconds: Int32) -> Wake {
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalTrap.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let count = poll(&fds, nfds_t(fds[1].fd >= 0 ? 2 : 1), milliseconds)
        if count < 0 { return errno == EINTR ? .interrupted : .hangup }
        if fds[1].revents & Int16(POLLIN) != 0 {
            SignalTrap.drainWake()
            if SignalTrap.quitRequested { return .quit }
        }
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hangup }
        return .input
    }

    /// Reads everything ncurses has ready (bounded, so a flood cannot starve the app).
    private func drainInput() {
        for _ in 0..<512 {
            var value: wint_t = 0
            let status = get_wch(&value)
            if status == ERR {
                pending += decoder.decode(.endOfInput)
                return
            }
            if status == KEY_CODE_YES && value == KEY_MOUSE {
                var event = MEVENT()
                guard getmouse(&event) == OK else { continue }
                pending += decoder.decode(.mouse(bstate: UInt(event.bstate), x: Int(event.x), y: Int(event.y)))
            } else if status == KEY_CODE_YES && value == KEY_RESIZE {
                columns = Int(cn_cols())
                rows = Int(cn_lines())
                forceFullRepaint()
                pending.append(.resize(columns: columns, rows: rows))
            } else {
                pending += decoder.decode(getWchStatus: status, value: value)
            }
        }
    }

    /// After `fg`: ncurses repainted from its own copy; re-enable what it does not know about
    /// and ask the app to present again in full.
    private func resumeAfterStop() {
        forceFullRepaint()
        refresh()
        if anyMotion { writeRaw(TerminalSequences.anyMotionOn) }
        readsMouseAsText()
        columns = Int(cn_cols())
        rows = Int(cn_lines())
        pending.append(.resize(columns: columns, rows: rows))
    }

    private func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
