import CNcursesw
import Glibc
import Raster

extension CursesScreen {
    /// Writes the cells that changed since the last present (all of them after a resize or
    /// a resume), clipped to the terminal, then refreshes.
    public func present(_ grid: CellGrid) {
        guard !isClosed, !hungUp else { return }
        let full = needsFullRepaint || lastPresented == nil
        if full { erase() }
        let runs = GridDiff.runs(from: full ? nil : lastPresented, to: grid)
        for run in runs where run.row < rows && run.column < columns {
            write(run, in: grid)
        }
        lastPresented = grid
        needsFullRepaint = false
        refreshHoldingStop()
    }

    /// `refresh()` with SIGTSTP blocked. ncurses sets SIGTSTP to SIG_IGN for the length of
    /// every update, so a ^Z typed meanwhile was thrown away (often, in a slow build). Blocked,
    /// it waits as pending instead (Linux never ignores a blocked signal) and stops the app as
    /// soon as the update is done and the handler is back.
    private func refreshHoldingStop() {
        var stop = sigset_t(), previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_BLOCK, &stop, &previous)
        refresh()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Forgets what the terminal shows so the next present writes every cell.
    func forceFullRepaint() {
        needsFullRepaint = true
        clearok(cn_curscr(), true)
    }

    private func write(_ run: CellRun, in grid: CellGrid) {
        let attributes = colors.attributes(for: run.style)
        let pair = colors.pair(for: run.style)
        attr_set(attributes, pair, nil)
        // Columns up to here are covered by a glyph already written (a wide one's right half).
        var covered = run.column
        for (offset, cell) in run.cells.enumerated() {
            let column = run.column + offset
            guard column < columns else { break }
            if cell.isContinuation && column < covered { continue }
            covered = column + put(cell, row: run.row, column: column, attributes: attributes, pair: pair)
        }
    }

    /// Writes one cell's glyph (a continuation as a space) and returns how many columns ncurses
    /// advanced. A glyph the terminal could not show (control, lone combining mark, non-ASCII
    /// without UTF-8, wide in the last column where it would wrap) becomes a space or `?`.
    /// Works from the cell's UTF-8 bytes on the stack: nothing is allocated per glyph.
    private func put(_ glyph: Cell, row: Int, column: Int, attributes: attr_t, pair: Int16) -> Int {
        // A cchar_t holds one spacing character plus a few combining ones (CCHARW_MAX = 5):
        // up to 4 scalars and the terminating 0.
        var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0)
        var width = 1
        withUnsafeMutableBytes(of: &text) { raw in
            let scalars = raw.bindMemory(to: wchar_t.self)
            let count = glyph.isContinuation ? 0 : displayableScalars(glyph, into: scalars)
            if count == 0 { scalars[0] = 0x20; scalars[1] = 0; return }
            width = Int(wcwidth(scalars[0]))
            if width == 2 && column + 1 >= columns { scalars[0] = 0x20; scalars[1] = 0; width = 1 }
        }
        var cell = cchar_t()
        let written = withUnsafePointer(to: &text) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 5) { setcchar(&cell, $0, attributes, pair, nil) }
        }
        if written != OK {
            _ = setcchar(&cell, [wchar_t(0x3F), 0], attributes, pair, nil)
            width = 1
        }
        _ = mvadd_wch(Int32(row), Int32(column), &cell)
        return max(1, width)
    }

    /// Writes the scalars to send for a glyph into `out` (room for 4 and a terminating 0) and
    /// returns how many; 0 means "a space".
    private func displayableScalars(_ glyph: Cell, into out: UnsafeMutableBufferPointer<wchar_t>) -> Int {
        glyph.withGlyphUTF8 { utf8 -> Int in
            var bytes = utf8.makeIterator()
            var decoder = UTF8()
            var count = 0, total = 0
            var first: Unicode.Scalar?
            loop: while true {
                switch decoder.decode(&bytes) {
                case .scalarValue(let scalar):
                    if first == nil { first = scalar }
                    if count < 4 { out[count] = wchar_t(scalar.value); count += 1 }
                    total += 1
                case .emptyInput, .error:
                    break loop
                }
            }
            guard let first else { return 0 }
            out[min(count, 4)] = 0
            if first.value < 0x20 || (0x7F...0x9F).contains(first.value) { return 0 }
            if !supportsUnicode {
                out[0] = first.isASCII ? wchar_t(first.value) : 0x3F
                out[1] = 0
                return 1
            }
            let width = wcwidth(wchar_t(first.value))
            if width < 0 { out[0] = 0x3F; out[1] = 0; return 1 }
            if width == 0 { return 0 }
            // More than a cchar_t holds: the first scalar alone.
            if total > 4 { out[1] = 0; return 1 }
            return count
        }
    }
}
