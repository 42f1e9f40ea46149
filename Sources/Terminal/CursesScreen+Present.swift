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
            let glyph = cell.isContinuation ? " " : cell.glyph
            covered = column + put(glyph, row: run.row, column: column, attributes: attributes, pair: pair)
        }
    }

    /// Writes one glyph and returns how many columns ncurses advanced. A glyph the terminal
    /// could not show (control, lone combining mark, non-ASCII without UTF-8, wide in the
    /// last column where it would wrap) becomes a space or `?`.
    private func put(_ glyph: Character, row: Int, column: Int, attributes: attr_t, pair: Int16) -> Int {
        var scalars = displayableScalars(glyph)
        var width = Int(wcwidth(scalars[0]))
        if width == 2 && column + 1 >= columns { scalars = [0x20]; width = 1 }
        var cell = cchar_t()
        scalars.append(0)
        if setcchar(&cell, scalars, attributes, pair, nil) != OK {
            _ = setcchar(&cell, [wchar_t(0x3F), 0], attributes, pair, nil)
            width = 1
        }
        _ = mvadd_wch(Int32(row), Int32(column), &cell)
        return max(1, width)
    }

    private func displayableScalars(_ glyph: Character) -> [wchar_t] {
        let scalars = glyph.unicodeScalars
        guard let first = scalars.first else { return [0x20] }
        if first.value < 0x20 || (0x7F...0x9F).contains(first.value) { return [0x20] }
        if !supportsUnicode { return [first.isASCII ? wchar_t(first.value) : 0x3F] }
        let width = wcwidth(wchar_t(first.value))
        if width < 0 { return [0x3F] }
        if width == 0 { return [0x20] }
        // A cchar_t holds one spacing character plus a few combining ones (CCHARW_MAX = 5).
        let all = scalars.map { wchar_t($0.value) }
        return all.count <= 4 ? all : [wchar_t(first.value)]
    }
}
