import CNcursesw
import Glibc
import Raster
import Synchronization

/// The real terminal, through ncurses: presents grids by writing only changed cells and
/// reads keys, mouse and resizes without using CPU while idle.
///
/// Only one can be open per process (ncurses and the signal handlers are process-wide).
/// Use it from one thread.
public final class CursesScreen: Screen {
    /// Width in cells (follows resizes).
    public internal(set) var columns: Int
    /// Height in cells (follows resizes).
    public internal(set) var rows: Int
    /// True under a UTF-8 locale.
    public let supportsUnicode: Bool
    /// True once `close()` ran.
    public private(set) var isClosed = false

    let screen: OpaquePointer
    let anyMotion: Bool
    /// The terminal's terminfo says SGR 1006 reports (`kmous` is `ESC [ <`), which ncurses then
    /// stops decoding (see `readsMouseAsText`).
    let sgrMouse: Bool
    var decoder = InputDecoder()
    var pending: [InputEvent] = []
    var colors: ColorPairCache
    var lastPresented: CellGrid?
    var needsFullRepaint = true
    var hungUp = false
    /// SIGTSTP / SIGWINCH as they were before newterm put ncurses' handlers there.
    var originalActions: [(signal: Int32, action: sigaction)] = []

    private static let isOpen = Atomic<Bool>(false)

    /// Opens the terminal for full-screen use. `appName` starts every error message; `mouse`
    /// turns on click, drag and wheel reporting when TERM's terminfo says how the terminal
    /// reports the mouse (`kmous`; vt100 has none, and its clicks could not be read). Installs
    /// `SignalTrap`.
    public static func open(appName: String = "pigsplode", mouse: Bool = true) throws -> CursesScreen {
        let (term, unicode) = try checkEnvironment(appName: appName)
        guard isOpen.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            throw TerminalError.alreadyOpen(app: appName)
        }
        // Quit handlers go in before newterm so ncurses keeps its hands off SIGINT/SIGTERM.
        SignalTrap.install()
        SignalTrap.saveTerminalModes(fd: STDIN_FILENO)
        let originals = [SIGTSTP, SIGWINCH].map { signal in
            var action = sigaction()
            _ = sigaction(signal, nil, &action)
            return (signal: signal, action: action)
        }
        do {
            let screen = try startCurses(appName: appName, term: term)
            let opened = CursesScreen(screen: screen, unicode: unicode, mouse: mouse)
            SignalTrap.holdStandardError()
            opened.originalActions = originals
            return opened
        } catch {
            for var original in originals { _ = sigaction(original.signal, &original.action, nil) }
            SignalTrap.uninstall()
            isOpen.store(false, ordering: .releasing)
            throw error
        }
    }

    /// The checks that need no terminal: TTYs, locale, TERM. Returns TERM and whether the
    /// locale is UTF-8.
    private static func checkEnvironment(appName: String) throws -> (term: String, unicode: Bool) {
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(app: appName, stream: "stdout") }
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(app: appName, stream: "stdin") }
        _ = setlocale(LC_ALL, "")
        let unicode = cn_codeset().map { String(cString: $0) } == "UTF-8"
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw TerminalError.termUnset(app: appName)
        }
        return (term, unicode)
    }

    /// newterm, refusing terminals it does not know or that cannot address the cursor
    /// (TERM=dumb "works" and then prints everything in one line).
    private static func startCurses(appName: String, term: String) throws -> OpaquePointer {
        guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
            throw TerminalError.unknownTerminal(app: appName, term: term)
        }
        guard cn_tigetstr("cup") != nil else {
            endwin()
            delscreen(screen)
            SignalTrap.restoreTerminalModes()
            throw TerminalError.noCursorAddressing(app: appName, term: term)
        }
        return screen
    }

    private init(screen: OpaquePointer, unicode: Bool, mouse: Bool) {
        self.screen = screen
        supportsUnicode = unicode
        let kmous = cn_tigetstr("kmous").map { String(cString: $0) }
        anyMotion = mouse && kmous != nil
        sgrMouse = anyMotion && kmous == "\u{1B}[<"
        columns = Int(cn_cols())
        rows = Int(cn_lines())
        colors = Self.startColors()
        configureInput(mouse: anyMotion)
        armSignals()
    }

    deinit { close() }

    /// Leaves mouse reporting, ends ncurses and restores the exact terminal modes from
    /// before `open`. Safe to call more than once.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        SignalTrap.disarm()
        if anyMotion { _ = mousemask(0, nil) }
        endwin()
        if anyMotion { writeRaw(TerminalSequences.anyMotionOff) }
        delscreen(screen)
        SignalTrap.restoreTerminalModes()
        SignalTrap.releaseStandardError()
        SignalTrap.uninstall()
        // ncurses leaves its stop and resize handlers behind; they must not outlive it.
        for var original in originalActions { _ = sigaction(original.signal, &original.action, nil) }
        Self.isOpen.store(false, ordering: .releasing)
    }

    private static func startColors() -> ColorPairCache {
        guard has_colors() else {
            return ColorPairCache(enabled: false, defaultColors: false, colorCount: 0, pairLimit: 0)
        }
        start_color()
        let defaults = use_default_colors() == OK
        return ColorPairCache(
            enabled: true, defaultColors: defaults,
            colorCount: cn_colors(), pairLimit: cn_color_pairs())
    }

    private func configureInput(mouse: Bool) {
        cbreak()
        noecho()
        keypad(cn_stdscr(), true)
        nodelay(cn_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        guard mouse else { return }
        _ = mousemask(mmask_t(cn_all_mouse_events() | cn_report_mouse_position()), nil)
        mouseinterval(0)
        // ncurses 6.4 already turns on any-motion reporting for REPORT_MOUSE_POSITION (checked
        // with tmux's mouse_any_flag); older ones ask for buttons only and drags go missing.
        // Asking twice is harmless. refresh() first so ncurses' buffered output goes out before.
        refresh()
        writeRaw(TerminalSequences.anyMotionOn)
        readsMouseAsText()
    }

    /// ncurses turned SGR mouse reporting on (its `mousemask`); from here its reports reach
    /// `get_wch` as plain characters, which `InputDecoder` reads. ncurses' own decoding loses
    /// presses when reports queue up: it reads every report waiting in one `get_wch`, returns
    /// one `KEY_MOUSE`, and `getmouse` hands back the newest (a press, 15 drags and a release
    /// sent while the app was busy drawing came out as the release alone). Called again after
    /// a resume, where ncurses re-enables its decoding.
    func readsMouseAsText() {
        if sgrMouse { _ = keyok(KEY_MOUSE, false) }
    }

    /// Hands the crash handler its restore bytes, and chains resize / stop / resume to
    /// ncurses' handlers (installed by newterm) so they also wake `nextEvent`.
    private func armSignals() {
        let suspend = anyMotion ? TerminalSequences.anyMotionOff : ""
        SignalTrap.arm(restore: Array(TerminalSequences.restoreString().utf8), suspend: Array(suspend.utf8))
        SignalTrap.install(SIGWINCH, handler: SignalTrap.chainHandler)
        SignalTrap.install(SIGCONT, handler: SignalTrap.chainHandler)
        // Stop handling stays ncurses' (endwin, stop, repaint on resume); without it, leave SIGTSTP alone.
        var current = sigaction()
        _ = sigaction(SIGTSTP, nil, &current)
        let raw = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        if raw != 0 && raw != 1 { SignalTrap.install(SIGTSTP, handler: SignalTrap.chainHandler) }
    }

    /// Writes bytes straight to the terminal. ncurses flushes its own buffer at every
    /// refresh, so call this right after one to keep the order.
    func writeRaw(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if written <= 0 { if errno == EINTR { continue } else { return } }
            offset += written
        }
    }
}
