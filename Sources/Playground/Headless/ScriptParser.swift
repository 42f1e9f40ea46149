import Terminal

/// Reads the headless script language: one command a line, words separated by spaces or
/// tabs; blank lines and lines whose first non-blank character is `#` are skipped.
///
/// ```text
/// click COL ROW            left click at a cell (0-based)
/// rclick COL ROW           right click at a cell
/// drag C1 R1 C2 R2 [SECS]  press, move once a frame for SECS (default 0.2), release
/// wheel up|down            one wheel step
/// key NAME [NAME…]         key presses: a character (d, +, ?) or up down left right space
///                          tab backtab esc enter backspace delete home end pageup pagedown f1…f63
/// wait SECS                let time pass, frame by frame at 60 fps (e.g. 1.5 or 1.5s)
/// resize COLS ROWS         the terminal changes size
/// frame                    print the frame as text
/// snapshot FILE.svg        write the frame as an SVG picture
/// echo TEXT                print TEXT
/// scene NAME               switch scene (explosion, fields, tour, proxy, stacks, sandbox)
/// set SLIDER VALUE         set a slider (tilt gravity strength smoothness speed pigs push)
/// load FILE.toml|NAME      open a scene file (or a shipped scene) in the sandbox
/// save FILE.toml           write the sandbox's scene to a file
/// ```
public enum ScriptParser {
    /// Every command with its arguments, for usage messages and the README.
    public static let usage: [String: String] = [
        "click": "click COL ROW", "rclick": "rclick COL ROW", "drag": "drag C1 R1 C2 R2 [SECONDS]",
        "wheel": "wheel up|down", "key": "key NAME [NAME...]", "wait": "wait SECONDS",
        "resize": "resize COLS ROWS", "frame": "frame", "snapshot": "snapshot FILE.svg",
        "echo": "echo TEXT", "scene": "scene NAME", "set": "set SLIDER VALUE",
        "load": "load FILE.toml|NAME", "save": "save FILE.toml",
    ]
    /// Largest cell coordinate a script may name.
    public static let maximumCell = 9999
    /// Valid terminal sizes for `resize` (and `--size`), per dimension.
    public static let sizeRange = 1...1000
    /// Longest `wait`, in seconds (one hour).
    public static let maximumWait = 3600.0
    /// Longest `drag`, in seconds.
    public static let maximumDrag = 60.0
    /// A drag's duration when the script gives none, in seconds.
    public static let defaultDrag = 0.2

    /// The commands of `text`, with their line numbers; the first bad line throws.
    public static func parse(_ text: String) throws(ScriptError) -> [Script.Line] {
        var lines: [Script.Line] = []
        let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, raw) in rawLines.enumerated() {
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            let command = try parseCommand(words, raw: String(raw), line: index + 1)
            lines.append(Script.Line(number: index + 1, command: command))
        }
        return lines
    }

    /// One non-blank, non-comment line.
    static func parseCommand(_ words: [String], raw: String, line: Int) throws(ScriptError) -> ScriptCommand {
        var reader = ArgumentReader(name: words[0], arguments: Array(words.dropFirst()), line: line)
        switch words[0] {
        case "click", "rclick":
            try reader.expectCount(2)
            let column = try reader.cell("COL"), row = try reader.cell("ROW")
            return words[0] == "click" ? .click(column: column, row: row) : .rightClick(column: column, row: row)
        case "drag": return try parseDrag(&reader)
        case "wheel": return try parseWheel(&reader)
        case "key": return try parseKeys(&reader)
        case "wait":
            try reader.expectCount(1)
            return .wait(frames: try reader.seconds("SECONDS", in: 0...maximumWait, frames: 0))
        case "resize":
            try reader.expectCount(2)
            return .resize(
                columns: try reader.integer("COLS", in: sizeRange), rows: try reader.integer("ROWS", in: sizeRange))
        case "frame":
            try reader.expectCount(0)
            return .frame
        case "snapshot": return try parseSnapshot(&reader, raw: raw)
        case "echo": return .echo(restOfLine(raw, after: "echo"))
        case "scene": return try parseScene(&reader)
        case "set": return try parseSet(&reader)
        case "load", "save":
            try reader.expectCount(1...Int.max)
            let path = restOfLine(raw, after: words[0])
            return words[0] == "load" ? .load(path) : .save(path: path)
        default:
            let known = usage.keys.sorted().joined(separator: ", ")
            throw ScriptError(line: line, "unknown command '\(words[0])' (commands: \(known))")
        }
    }

    private static func parseDrag(_ reader: inout ArgumentReader) throws(ScriptError) -> ScriptCommand {
        try reader.expectCount(4...5)
        let from = ScriptCell(column: try reader.cell("C1"), row: try reader.cell("R1"))
        let to = ScriptCell(column: try reader.cell("C2"), row: try reader.cell("R2"))
        let frames =
            reader.remaining > 0
            ? try reader.seconds("SECONDS", in: 0...maximumDrag, frames: 1)
            : Int((defaultDrag * 60).rounded())
        return .drag(from: from, to: to, frames: frames)
    }

    private static func parseWheel(_ reader: inout ArgumentReader) throws(ScriptError) -> ScriptCommand {
        try reader.expectCount(1)
        switch reader.next().lowercased() {
        case "up": return .wheel(1)
        case "down": return .wheel(-1)
        case let other: throw reader.error("expected up or down, got '\(other)'")
        }
    }

    private static func parseKeys(_ reader: inout ArgumentReader) throws(ScriptError) -> ScriptCommand {
        try reader.expectCount(1...Int.max)
        var keys: [Key] = []
        while reader.remaining > 0 {
            let word = reader.next()
            guard let key = ScriptKeys.key(named: word) else {
                let names = ScriptKeys.names.map(\.name).joined(separator: " ")
                throw reader.error("unknown key '\(word)' (a single character, f1-f63, or one of: \(names))")
            }
            keys.append(key)
        }
        return .keys(keys)
    }

    private static func parseSnapshot(_ reader: inout ArgumentReader, raw: String) throws(ScriptError) -> ScriptCommand
    {
        try reader.expectCount(1...Int.max)
        let path = restOfLine(raw, after: "snapshot")
        guard path.lowercased().hasSuffix(".svg"), path.count > 4 else {
            throw reader.error("the file name must end in .svg, got '\(path)'")
        }
        return .snapshot(path: path)
    }

    private static func parseScene(_ reader: inout ArgumentReader) throws(ScriptError) -> ScriptCommand {
        try reader.expectCount(1)
        let name = reader.next()
        guard SceneCatalog.names.contains(name) else {
            throw reader.error("unknown scene '\(name)' (scenes: \(SceneCatalog.names.joined(separator: ", ")))")
        }
        return .scene(name)
    }

    private static func parseSet(_ reader: inout ArgumentReader) throws(ScriptError) -> ScriptCommand {
        try reader.expectCount(2)
        let name = reader.next()
        guard let id = SliderID(rawValue: name) else {
            let names = SliderID.allCases.map(\.rawValue).joined(separator: ", ")
            throw reader.error("unknown slider '\(name)' (sliders: \(names))")
        }
        let range = SliderSpec.of(id).range
        return .set(id, try reader.number("VALUE", in: range))
    }

    /// The line's text after its command word, without surrounding blanks.
    static func restOfLine(_ raw: String, after word: String) -> String {
        let trimmed = raw.drop { $0 == " " || $0 == "\t" }.dropFirst(word.count)
        return String(trimmed.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
