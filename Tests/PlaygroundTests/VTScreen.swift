import Raster

/// A tiny terminal emulator that understands exactly what `ANSIEncoder` emits — CUP
/// (`ESC[r;cH`), CUF (`ESC[nC`), ED 2 (`ESC[2J`), SGR (`ESC[…m`), `ESC[?25l`/`h`, and UTF-8
/// text with wide glyphs — and records anything else as a problem, so a test can replay
/// a stream and compare the screen with the frame that produced it.
struct VTScreen {
    private(set) var columns: Int
    private(set) var rows: Int
    /// The cells, row by row; a continuation (right half of a wide glyph) is marked.
    private(set) var cells: [Cell]
    private(set) var cursor = (column: 0, row: 0)
    private(set) var style = Style.plain
    /// Sequences or writes this emulator does not expect from the encoder.
    private(set) var problems: [String] = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: .blank, count: columns * rows)
    }

    /// The terminal became `columns` × `rows` (contents dropped; the encoder redraws).
    mutating func resize(columns: Int, rows: Int) {
        self = VTScreen(columns: columns, rows: rows)
    }

    /// Feeds output text through the emulator.
    mutating func feed(_ text: String) {
        var characters = Array(text)[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if first == "\u{1B}" {
                guard characters.first == "[" else { problems.append("ESC without ["); continue }
                characters = characters.dropFirst()
                var body = ""
                while let c = characters.first, !(c.isLetter) {
                    body.append(c)
                    characters = characters.dropFirst()
                }
                guard let final = characters.first else { problems.append("unfinished CSI \(body)"); break }
                characters = characters.dropFirst()
                control(body, final)
            } else {
                put(first)
            }
        }
    }

    /// The screen as `CellGrid.text()` prints a grid: continuations left out, trailing blanks
    /// trimmed.
    func text() -> String {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns where !self[column, row].isContinuation { line.append(self[column, row].glyph) }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    // MARK: - Sequences

    private mutating func control(_ body: String, _ final: Character) {
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch (final, body) {
        case ("l", "?25"), ("h", "?25"): break
        case ("J", "2"): cells = Array(repeating: Cell(" ", style: .plain), count: columns * rows)
        case ("H", _):
            let row = (numbers.first ?? 1) ?? 1, column = numbers.count > 1 ? (numbers[1] ?? 1) : 1
            guard (1...rows).contains(row), (1...columns).contains(column) else {
                return problems.append("CUP \(body) off screen")
            }
            cursor = (column - 1, row - 1)
        case ("C", _):
            guard let n = Int(body), n > 0, cursor.column + n < columns else { return problems.append("CUF \(body)") }
            cursor.column += n
        case ("m", _): sgr(body.isEmpty ? [0] : numbers.map { $0 ?? -1 })
        default: problems.append("unexpected CSI \(body)\(final)")
        }
    }

    private mutating func sgr(_ parameters: [Int]) {
        for p in parameters {
            switch p {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 27: style.reverse = false
            case 30...37: style.foreground = TermColor(rawValue: UInt8(p - 30))!
            case 39: style.foreground = .default
            case 40...47: style.background = TermColor(rawValue: UInt8(p - 40))!
            case 49: style.background = .default
            case 90...97: style.foreground = TermColor(rawValue: UInt8(p - 90 + 8))!
            case 100...107: style.background = TermColor(rawValue: UInt8(p - 100 + 8))!
            default: problems.append("unexpected SGR \(p)")
            }
        }
    }

    // MARK: - Text

    /// Writes a glyph at the cursor as xterm does: overwriting half of a wide glyph blanks
    /// its other half; the cursor advances by the glyph's width.
    private mutating func put(_ glyph: Character) {
        let width = Cell.columns(of: glyph)
        let (column, row) = cursor
        guard row < rows, column + width <= columns else {
            return problems.append("write past the edge at \(column),\(row)")
        }
        for c in column..<(column + width) { breakWideGlyph(at: c, row: row) }
        self[column, row] = Cell(glyph, style: style)
        if width == 2 { self[column + 1, row] = Cell(" ", style: style, isContinuation: true) }
        // The encoder never writes into the pending-wrap state; park the cursor past the edge.
        cursor.column = column + width
    }

    private mutating func breakWideGlyph(at column: Int, row: Int) {
        let cell = self[column, row]
        if cell.isContinuation, column > 0 {
            self[column - 1, row] = Cell(" ", style: self[column - 1, row].style)
            self[column, row] = Cell(" ", style: cell.style)
        } else if Cell.columns(of: cell.glyph) == 2, column + 1 < columns {
            self[column + 1, row] = Cell(" ", style: self[column + 1, row].style)
        }
    }
}
