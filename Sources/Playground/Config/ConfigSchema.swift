import Raster

/// The keys the config file may set and what each one does to `Settings`: the one place that
/// lists them (the README's sample and `pigsplode --help` are checked against it).
public enum ConfigSchema {
    /// One key: where it lives, what it does, and how it changes the settings.
    public struct Key: Sendable {
        /// The table it sits in ("" for the top level).
        public var table: String
        /// The key.
        public var name: String
        /// What it sets, for the help.
        public var summary: String
        /// The value written in the sample config (the default).
        public var sample: String
        /// Applies a value, or returns what is wrong with it (without the key's name).
        let apply: @Sendable (ConfigValue, inout Settings) -> String?

        /// The key as a user would name it: `sliders.gravity`, or `scene` at the top level.
        public var qualifiedName: String { table.isEmpty ? name : "\(table).\(name)" }
    }

    /// The tables the file may have.
    public static let tables = ["sliders", "glyphs", "colors"]

    /// Every key, in the order the sample config lists them.
    public static let keys: [Key] = topLevelKeys + sliderKeys + glyphKeys + colorKeys

    private static let topLevelKeys: [Key] = [
        Key(
            table: "", name: "scene", summary: "the scene to start in (\(SceneCatalog.names.joined(separator: ", ")))",
            sample: "\"\(Settings().scene)\""
        ) { value, s in
            guard case .string(let name) = value else { return mustBe("a string", value) }
            guard SceneCatalog.names.contains(name) else {
                return "must be one of \(SceneCatalog.names.joined(separator: ", ")), got '\(name)'"
            }
            s.scene = name
            return nil
        },
        Key(table: "", name: "floor", summary: "start with a floor (explosion)", sample: "false") { value, s in
            boolean(value) { s.hasFloor = $0 }
        },
        Key(table: "", name: "debug", summary: "start with the debug overlay on", sample: "false") { value, s in
            boolean(value) { s.showsDebug = $0 }
        },
        Key(
            table: "", name: "debug-interval", summary: "redraw the debug overlay every N frames (1-600)",
            sample: "\(Settings().debugInterval)"
        ) { value, s in
            integer(value, in: Settings.debugIntervalRange) { s.debugInterval = $0 }
        },
        Key(
            table: "", name: "threads",
            summary: "threads sharing the contact solver (1-64); any count moves the same",
            sample: "\(Settings().solverThreads)"
        ) { value, s in
            integer(value, in: Settings.solverThreadsRange) { s.solverThreads = $0 }
        },
        Key(
            table: "", name: "cell-size", summary: "points per terminal cell, \"WIDTHxHEIGHT\" (each 1-256)",
            sample: "\"8x16\""
        ) { value, s in
            guard case .string(let text) = value else { return mustBe("a string like \"8x16\"", value) }
            guard let size = Settings.parseCellSize(text) else {
                return "must look like \"8x16\" (points wide x points tall), got \"\(text)\""
            }
            guard Settings.cellSizeRange.contains(size.width), Settings.cellSizeRange.contains(size.height) else {
                return "must be between 1x1 and 256x256 points, got \"\(text)\""
            }
            s.cellSize = size
            return nil
        },
        Key(
            table: "", name: "seed", summary: "seed of the explosions' randomness (0 or more)",
            sample: "\(Settings().seed)"
        ) { value, s in
            integer(value, in: 0...Int.max) { s.seed = UInt64($0) }
        },
    ]

    /// One key per slider, named as `SliderID`, with the slider's own range.
    private static let sliderKeys: [Key] = SliderID.allCases.map { id in
        let range = SliderSpec.of(id).range
        let span = "\(plainNumber(range.lowerBound))-\(plainNumber(range.upperBound))"
        let summaries: [SliderID: String] = [
            .tilt: "gravity's tilt from straight down in degrees, + to the right (\(span))",
            .gravity: "gravity's strength, 1 = 1000 pt/s² (\(span))",
            .strength: "noise field strength (\(span))",
            .smoothness: "noise field smoothness (\(span))",
            .speed: "noise field animation speed (\(span))",
            .pigs: "pigs per click (\(span))",
            .push: "push strength: launch speed in pt/s (\(span))",
        ]
        return Key(
            table: "sliders", name: id.rawValue, summary: summaries[id] ?? span,
            sample: SliderSpec.of(id).format(defaultValue(of: id))
        ) { value, s in
            let number: Double
            switch value {
            case .integer(let n): number = Double(n)
            case .float(let x): number = x
            default: return mustBe("a number", value)
            }
            guard range.contains(number) else {
                return
                    "must be between \(plainNumber(range.lowerBound)) and \(plainNumber(range.upperBound)), got \(value)"
            }
            switch id {
            case .pigs:
                guard number.rounded() == number else { return "must be a whole number, got \(value)" }
                s.pigsPerClick = Int(number)
            case .push:
                s.pushSpeed = number
            default:
                s.startingSliders[id] = number
            }
            return nil
        }
    }

    private static let glyphKeys: [Key] = [
        Key(
            table: "glyphs", name: "ascii", summary: "draw ASCII instead of emoji and box drawing",
            sample: "false"
        ) { value, s in
            boolean(value) { s.forceASCII = $0 }
        },
        Key(
            table: "glyphs", name: "pig", summary: "the pig in a UTF-8 terminal: one glyph, 1 or 2 columns wide",
            sample: "\"\(SpriteCatalog.pig.unicode)\""
        ) { value, s in
            guard case .string(let text) = value else { return mustBe("a string", value) }
            guard text.count == 1, let glyph = text.first, (1...2).contains(Cell.columns(of: glyph)) else {
                return "must be one glyph 1 or 2 columns wide, got '\(text)'"
            }
            guard Cell.isVisible(glyph) else {
                return "must be a visible glyph, got '\(text)' (a control, format or spacing character, or a lone mark)"
            }
            s.pigGlyph = text
            return nil
        },
        Key(
            table: "glyphs", name: "pig_ascii", summary: "the pig elsewhere (and with ascii): 1 or 2 ASCII characters",
            sample: "\"\(SpriteCatalog.pig.ascii)\""
        ) { value, s in
            guard case .string(let text) = value else { return mustBe("a string", value) }
            guard (1...2).contains(text.count), text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }),
                text.contains(where: { $0 != " " })
            else { return "must be 1 or 2 printable ASCII characters, not only spaces, got '\(text)'" }
            s.pigASCII = text
            return nil
        },
    ]

    private static let colorKeys: [Key] = [
        Key(
            table: "colors", name: "pig",
            summary: "the pig's colour: default, black, red, green, yellow, blue, magenta, cyan, white, or bright…",
            sample: "\"\(SpriteCatalog.pig.color)\""
        ) { value, s in
            guard case .string(let name) = value else { return mustBe("a string", value) }
            guard let color = TermColor.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) else {
                return "must be a colour name such as magenta or brightMagenta, got '\(name)'"
            }
            s.pigColor = color
            return nil
        }
    ]

    /// The default of a slider, as a fresh `Settings` and `Tuning` start.
    static func defaultValue(of id: SliderID) -> Double {
        switch id {
        case .pigs: return Double(Settings().pigsPerClick)
        case .push: return Settings().pushSpeed
        default: return Tuning()[id]
        }
    }

    /// `base` with the settings `document` makes; errors name `file` and the line.
    public static func apply(
        _ document: ConfigDocument, file: String, to base: Settings
    ) throws(ConfigError) -> Settings {
        var settings = base
        for table in document.tables where !tables.contains(table.name) {
            let hint = suggestion(for: table.name, among: tables).map { "; did you mean [\($0)]?" } ?? ""
            throw ConfigError(
                file: file, line: table.line,
                problem:
                    "unknown table [\(table.name)] (known: \(tables.map { "[\($0)]" }.joined(separator: ", ")))\(hint)")
        }
        for entry in document.entries {
            guard let key = keys.first(where: { $0.table == entry.table && $0.name == entry.key }) else {
                throw ConfigError(file: file, line: entry.line, problem: unknownKeyProblem(entry))
            }
            if let problem = key.apply(entry.value, &settings) {
                throw ConfigError(file: file, line: entry.line, problem: "\(key.qualifiedName) \(problem)")
            }
        }
        return settings
    }

    /// "unknown key …", with the right table if the key lives elsewhere, or a near spelling.
    private static func unknownKeyProblem(_ entry: ConfigEntry) -> String {
        let place = entry.table.isEmpty ? "at the top level" : "in [\(entry.table)]"
        var problem = "unknown key '\(entry.key)' \(place)"
        if let home = keys.first(where: { $0.name == entry.key }) {
            return problem + "; it belongs "
                + (home.table.isEmpty ? "at the top level, before any [table]" : "in [\(home.table)]")
        }
        let here = keys.filter { $0.table == entry.table }.map(\.name)
        if let near = suggestion(for: entry.key, among: here) {
            problem += "; did you mean '\(near)'?"
        } else if let near = suggestion(for: entry.key, among: keys.map(\.name)),
            let home = keys.first(where: { $0.name == near })
        {
            problem += "; did you mean '\(home.qualifiedName)'?"
        } else {
            problem += " (known: \(here.joined(separator: ", ")))"
        }
        return problem
    }

    /// The candidate closest to `word` if it is close enough to be a typo (`_` counts as `-`).
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let normalized = word.lowercased().replacingUnderscores()
        let scored = candidates.map { ($0, editDistance(normalized, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, min(2, best.0.count / 3)) ? best.0 : nil
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func mustBe(_ kind: String, _ value: ConfigValue) -> String {
        "must be \(kind), got \(value.kind) (\(value))"
    }

    private static func boolean(_ value: ConfigValue, _ set: (Bool) -> Void) -> String? {
        guard case .boolean(let b) = value else { return mustBe("true or false", value) }
        set(b)
        return nil
    }

    private static func integer(_ value: ConfigValue, in range: ClosedRange<Int>, _ set: (Int) -> Void) -> String? {
        guard case .integer(let n) = value else { return mustBe("a whole number", value) }
        guard range.contains(n) else {
            return range.upperBound == .max
                ? "must be \(range.lowerBound) or more, got \(n)"
                : "must be between \(range.lowerBound) and \(range.upperBound), got \(n)"
        }
        set(n)
        return nil
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}

/// A number as a person writes it: `3`, not `3.0`; `0.25` stays.
func plainNumber(_ x: Double) -> String {
    x.rounded() == x && abs(x) < 1e15 ? "\(Int(x))" : "\(x)"
}
