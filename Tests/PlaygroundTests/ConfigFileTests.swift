import Dynamics
import Raster
import Testing

@testable import Playground

/// Parses `text` as a file called config.toml.
private func parse(_ text: String) throws(ConfigError) -> ConfigDocument {
    try ConfigFile.parse(text, file: "config.toml")
}

/// The settings `text` makes over the defaults.
private func settings(_ text: String) throws(ConfigError) -> Settings {
    try ConfigSchema.apply(parse(text), file: "config.toml", to: Settings())
}

/// The error `text` gives, as the user reads it.
private func failure(_ text: String) -> String {
    do {
        _ = try settings(text)
        return "no error"
    } catch {
        return error.description
    }
}

@Suite("Config file: TOML read with TOMLKit")
struct ConfigFileParserTests {
    @Test("scalars, tables, comments, blank lines and CRLF line ends")
    func scalars() throws {
        let document = try parse(
            """
            # a comment line
            name = "pigs # not a comment"   # a comment after a value
            literal = 'C:\\no\\escapes'
            count = 1_000
            negative = -3
            ratio = 0.25
            big = 1e3
            yes = true\r
            no = false

            [sliders]
            gravity=2
            """)
        let values = document.entries.map { "\($0.qualifiedKey)=\($0.value)@\($0.line)" }
        #expect(
            values == [
                "name=\"pigs # not a comment\"@2", "literal=\"C:\\no\\escapes\"@3", "count=1000@4", "negative=-3@5",
                "ratio=0.25@6", "big=1000.0@7", "yes=true@8", "no=false@9", "sliders.gravity=2@12",
            ])
        #expect(document.tables == [ConfigTable(name: "sliders", line: 11)])
    }

    @Test("escapes in double-quoted strings")
    func escapes() throws {
        let document = try parse(#"s = "a\"b\\c\td\u00e9\U0001F437""#)
        #expect(document.entries.first?.value == .string("a\"b\\c\td\u{e9}\u{1F437}"))
    }

    @Test("an empty file and a file of comments are fine")
    func empty() throws {
        #expect(try parse("") == ConfigDocument())
        #expect(try parse("# nothing\n\n   # here\n") == ConfigDocument())
    }

    /// Text, and the start of the error it gives: TOMLKit's message for a syntax error, ours
    /// for the TOML the config file has no use for; each names the file and the line.
    static let malformed: [(String, String)] = [
        ("scene", "config.toml:1: error while parsing key-value pair"),
        ("scene = explosion", "config.toml:1: error while parsing value: could not determine value type"),
        ("\n\nscene = \"explosion", "config.toml:3: error while parsing string"),
        ("a = 'open", "config.toml:1: error while parsing literal string"),
        ("a = \"\\q\"", "config.toml:1: error while parsing string: unknown escape sequence '\\q'"),
        ("a = 1 2", "config.toml:1: error while parsing key-value pair: expected a comment or whitespace, saw '2'"),
        ("a = [1, 2]", "config.toml:1: a: arrays are not supported"),
        ("[[pigs]]\nx = 1", "config.toml:1: pigs: arrays of tables ([[…]]) are not supported"),
        ("[sliders.extra]\nx = 1", "config.toml:1: nested tables like [sliders.extra] are not supported"),
        ("[sliders", "config.toml:1: error while parsing table header"),
        ("[sliders]\n[sliders]", "config.toml:2: error while parsing table header: cannot redefine existing table"),
        ("a = 1\na = 2", "config.toml:2: error while parsing key-value pair: cannot redefine existing integer 'a'"),
        ("a = 007", "config.toml:1: error while parsing decimal integer: leading zeroes are prohibited"),
        ("a = nan", "config.toml:1: a must be a finite number, got nan"),
        ("a = inf", "config.toml:1: a must be a finite number, got inf"),
        ("a = 99999999999999999999", "config.toml:1: error while parsing decimal integer"),
        ("= 1", "config.toml:1: error while parsing root table"),
        ("# ok\n\na = 1979-05-27", "config.toml:3: a: dates and times are not supported"),
    ]

    @Test("the rest of TOML reads as TOML: quoted and dotted keys, inline tables, multi-line strings")
    func wholeTOML() throws {
        let document = try parse("\"scene\" = \"\"\"tour\"\"\"\nsliders.gravity = 2\nglyphs = { ascii = true }\n")
        let values = document.entries.map { "\($0.qualifiedKey)=\($0.value)@\($0.line)" }
        #expect(values == ["scene=\"tour\"@1", "sliders.gravity=2@2", "glyphs.ascii=true@3"])
        let s = try settings("sliders.gravity = 2\nglyphs = { ascii = true }")
        #expect(s.startingSliders[.gravity] == 2 && s.forceASCII)
    }

    @Test("malformed lines: an error naming the file and the line", arguments: malformed)
    func malformedLine(_ text: String, _ words: String) {
        let message: String
        do {
            _ = try parse(text)
            message = "no error"
        } catch {
            message = error.description
        }
        #expect(message.hasPrefix(words), "got: \(message)")
    }

    @Test("numbers: integers stay integers, decimals and exponents are floats")
    func numbers() throws {
        func value(_ literal: String) throws -> ConfigValue? { try parse("n = \(literal)").entries.first?.value }
        #expect(try value("42") == .integer(42))
        #expect(try value("+7") == .integer(7))
        #expect(try value("-0") == .integer(0))
        #expect(try value("1_000_000") == .integer(1_000_000))
        #expect(try value("0x1F") == .integer(31))
        #expect(try value("0.5") == .float(0.5))
        #expect(try value("-2.5e-1") == .float(-0.25))
    }
}

@Suite("Config file: keys and values")
struct ConfigSchemaTests {
    @Test("every key sets its setting")
    func everyKey() throws {
        let s = try settings(
            """
            scene = "fields"
            floor = true
            debug = true
            debug-interval = 5
            threads = 3
            cell-size = "10x20"
            seed = 42

            [sliders]
            tilt = -30
            gravity = 2.5
            strength = 10
            smoothness = 0.25
            speed = 1
            pigs = 40
            push = 900

            [glyphs]
            ascii = true
            """)
        var expected = Settings()
        expected.scene = "fields"
        expected.hasFloor = true
        expected.showsDebug = true
        expected.debugInterval = 5
        expected.solverThreads = 3
        expected.cellSize = Settings.parseCellSize("10x20")!
        expected.seed = 42
        expected.startingSliders = [.tilt: -30, .gravity: 2.5, .strength: 10, .smoothness: 0.25, .speed: 1]
        expected.pigsPerClick = 40
        expected.pushSpeed = 900
        expected.forceASCII = true
        #expect(s == expected)
        #expect(s.problem() == nil)
    }

    @Test("keys left out keep their defaults; an empty file changes nothing")
    func defaults() throws {
        #expect(try settings("") == Settings())
        #expect(try settings("[sliders]\n[glyphs]\n") == Settings())
        var s = Settings()
        s.hasFloor = true
        #expect(try settings("floor = true") == s)
    }

    @Test("the pig's glyphs and colour: the scene draws what the file asks for")
    func pigLook() throws {
        let s = try settings("[glyphs]\npig = \"🐖\"\npig_ascii = \"@\"\n[colors]\npig = \"BrightGreen\"\n")
        #expect(s.pigGlyph == "🐖" && s.pigASCII == "@" && s.pigColor == .brightGreen)
        #expect(s.pigSprite == Sprite(name: "pig", unicode: "🐖", ascii: "@", color: .brightGreen))
        var withPig = s
        withPig.scene = "explosion"
        let app = PlaygroundApp(settings: withPig, columns: 60, rows: 20, unicode: true)
        app.explosion?.explode(at: Point(x: 240, y: 150), count: 1)
        let grid = app.render()
        let pigs = (0..<grid.rows).flatMap { row in
            (0..<grid.columns).compactMap { column -> Cell? in
                let cell = grid[column, row]
                return cell.glyph == "🐖" ? cell : nil
            }
        }
        #expect(pigs.count == 1, "one 🐖 drawn")
        #expect(pigs.first?.style.foreground == .brightGreen)
        #expect(!grid.text().contains("🐷"))
    }

    /// File text, and the whole error message.
    static let badValues: [(String, String)] = [
        ("[sliders]\ngravity = 7", "config.toml:2: sliders.gravity must be between 0 and 3, got 7"),
        ("[sliders]\ngravity = \"high\"", "config.toml:2: sliders.gravity must be a number, got a string (\"high\")"),
        ("[sliders]\ntilt = 181", "config.toml:2: sliders.tilt must be between -180 and 180, got 181"),
        ("[sliders]\nstrength = -0.5", "config.toml:2: sliders.strength must be between 0 and 25, got -0.5"),
        ("[sliders]\npigs = 12.5", "config.toml:2: sliders.pigs must be a whole number, got 12.5"),
        ("[sliders]\npigs = 0", "config.toml:2: sliders.pigs must be between 1 and 500, got 0"),
        ("[sliders]\npush = 2001", "config.toml:2: sliders.push must be between 0 and 2000, got 2001"),
        (
            "scene = \"nope\"",
            "config.toml:1: scene must be one of explosion, fields, tour, proxy, stacks, sandbox, got 'nope'"
        ),
        ("scene = 3", "config.toml:1: scene must be a string, got a number (3)"),
        ("floor = \"yes\"", "config.toml:1: floor must be true or false, got a string (\"yes\")"),
        ("debug = 1", "config.toml:1: debug must be true or false, got a number (1)"),
        ("debug-interval = 0", "config.toml:1: debug-interval must be between 1 and 600, got 0"),
        ("debug-interval = 2.5", "config.toml:1: debug-interval must be a whole number, got a number (2.5)"),
        ("threads = 0", "config.toml:1: threads must be between 1 and 64, got 0"),
        ("threads = 65", "config.toml:1: threads must be between 1 and 64, got 65"),
        (
            "cell-size = \"8by16\"",
            "config.toml:1: cell-size must look like \"8x16\" (points wide x points tall), got \"8by16\""
        ),
        ("cell-size = \"0x16\"", "config.toml:1: cell-size must be between 1x1 and 256x256 points, got \"0x16\""),
        ("cell-size = 8", "config.toml:1: cell-size must be a string like \"8x16\", got a number (8)"),
        ("seed = -1", "config.toml:1: seed must be 0 or more, got -1"),
        ("[glyphs]\nascii = \"on\"", "config.toml:2: glyphs.ascii must be true or false, got a string (\"on\")"),
        ("[glyphs]\npig = \"🐷🐷\"", "config.toml:2: glyphs.pig must be one glyph 1 or 2 columns wide, got '🐷🐷'"),
        ("[glyphs]\npig = \"\"", "config.toml:2: glyphs.pig must be one glyph 1 or 2 columns wide, got ''"),
        ("[glyphs]\npig = 1", "config.toml:2: glyphs.pig must be a string, got a number (1)"),
        (
            "[glyphs]\npig = \"\u{200B}\"",
            "config.toml:2: glyphs.pig must be a visible glyph, got '\u{200B}' (a control, format or spacing character, or a lone mark)"
        ),
        // TOML spells a control character as an escape; a raw one is a syntax error.
        (
            "[glyphs]\npig = \"\\u001B\"",
            "config.toml:2: glyphs.pig must be a visible glyph, got '\u{1B}' (a control, format or spacing character, or a lone mark)"
        ),
        (
            "[glyphs]\npig = \"\u{1B}\"",
            "config.toml:2: error while parsing string: unescaped control characters other than TAB (U+0009) are explicitly prohibited"
        ),
        (
            "[glyphs]\npig = \" \"",
            "config.toml:2: glyphs.pig must be a visible glyph, got ' ' (a control, format or spacing character, or a lone mark)"
        ),
        (
            "[glyphs]\npig_ascii = \"  \"",
            "config.toml:2: glyphs.pig_ascii must be 1 or 2 printable ASCII characters, not only spaces, got '  '"
        ),
        (
            "[glyphs]\npig_ascii = \"oink\"",
            "config.toml:2: glyphs.pig_ascii must be 1 or 2 printable ASCII characters, not only spaces, got 'oink'"
        ),
        (
            "[glyphs]\npig_ascii = \"é\"",
            "config.toml:2: glyphs.pig_ascii must be 1 or 2 printable ASCII characters, not only spaces, got 'é'"
        ),
        (
            "[colors]\npig = \"pink\"",
            "config.toml:2: colors.pig must be a colour name such as magenta or brightMagenta, got 'pink'"
        ),
    ]

    @Test("a bad value names the file, the line and the key", arguments: badValues)
    func badValue(_ text: String, _ message: String) {
        #expect(failure(text) == message)
    }

    /// File text, and the whole error message.
    static let unknownKeys: [(String, String)] = [
        ("[sliders]\ngravty = 1", "config.toml:2: unknown key 'gravty' in [sliders]; did you mean 'gravity'?"),
        ("cell_size = \"8x16\"", "config.toml:1: unknown key 'cell_size' at the top level; did you mean 'cell-size'?"),
        ("gravity = 1", "config.toml:1: unknown key 'gravity' at the top level; it belongs in [sliders]"),
        (
            "[sliders]\nscene = \"tour\"",
            "config.toml:2: unknown key 'scene' in [sliders]; it belongs at the top level, before any [table]"
        ),
        ("asci = true", "config.toml:1: unknown key 'asci' at the top level; did you mean 'glyphs.ascii'?"),
        (
            "colour = \"red\"",
            "config.toml:1: unknown key 'colour' at the top level (known: scene, floor, debug, debug-interval, threads, cell-size, seed)"
        ),
        (
            "[slider]\ngravity = 1",
            "config.toml:1: unknown table [slider] (known: [sliders], [glyphs], [colors]); did you mean [sliders]?"
        ),
        ("[themes]", "config.toml:1: unknown table [themes] (known: [sliders], [glyphs], [colors])"),
    ]

    @Test("an unknown key or table is an error, with a suggestion when one is near", arguments: unknownKeys)
    func unknownKey(_ text: String, _ message: String) {
        #expect(failure(text) == message)
    }

    @Test("the first problem in the file is the one reported")
    func firstProblem() {
        #expect(failure("floor = true\nscene = \"x\"\n[sliders]\ngravity = 9").hasPrefix("config.toml:2: scene"))
    }

    @Test("suggestions come only for near misses")
    func suggestions() {
        #expect(ConfigSchema.editDistance("kitten", "sitting") == 3)
        #expect(ConfigSchema.editDistance("", "abc") == 3 && ConfigSchema.editDistance("abc", "") == 3)
        #expect(ConfigSchema.suggestion(for: "sped", among: ["speed", "push"]) == "speed")
        #expect(ConfigSchema.suggestion(for: "volume", among: ["speed", "push"]) == nil)
    }

    @Test("every key has a unique name within its table, in a known table")
    func keysAreConsistent() {
        let names = ConfigSchema.keys.map(\.qualifiedName)
        #expect(Set(names).count == names.count)
        #expect(ConfigSchema.keys.allSatisfy { $0.table.isEmpty || ConfigSchema.tables.contains($0.table) })
        #expect(SliderID.allCases.allSatisfy { names.contains("sliders.\($0.rawValue)") })
    }

    @Test("the sample values are the defaults, and parse to the default settings")
    func samples() throws {
        var text = ""
        var table = ""
        for key in ConfigSchema.keys {
            if key.table != table {
                text += "[\(key.table)]\n"
                table = key.table
            }
            text += "\(key.name) = \(key.sample)\n"
        }
        var s = try settings(text)
        #expect(s.startingSliders.count == 5)
        for (id, value) in s.startingSliders { #expect(Tuning()[id] == value, "\(id)") }
        s.startingSliders = [:]
        #expect(s == Settings())
    }
}

@Suite("Config file: where it is and which wins")
struct ConfigLoaderTests {
    @Test("XDG_CONFIG_HOME first, then HOME/.config; a relative XDG_CONFIG_HOME is ignored")
    func location() {
        #expect(
            ConfigLoader.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"])
                == "/x/cfg/pigsplode/config.toml")
        #expect(ConfigLoader.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/cfg/"]) == "/x/cfg/pigsplode/config.toml")
        #expect(ConfigLoader.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.config/pigsplode/config.toml")
        #expect(
            ConfigLoader.defaultPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u"])
                == "/home/u/.config/pigsplode/config.toml")
        #expect(
            ConfigLoader.defaultPath(environment: ["XDG_CONFIG_HOME": "rel/cfg", "HOME": "/home/u"])
                == "/home/u/.config/pigsplode/config.toml")
        #expect(ConfigLoader.defaultPath(environment: [:]) == nil)
    }

    /// A fake file system: path → text.
    private static func reader(_ files: [String: String]) -> (String) -> ConfigLoader.ReadResult {
        { path in files[path].map(ConfigLoader.ReadResult.text) ?? .missing }
    }

    @Test("the default file is read when it is there; a missing one is fine")
    func defaultFile() throws {
        let env = ["HOME": "/home/u"]
        let path = "/home/u/.config/pigsplode/config.toml"
        let found = try ConfigLoader.load(
            explicitPath: nil, environment: env,
            read: Self.reader([path: "floor = true"]))
        #expect(found.file == path && found.settings.hasFloor)
        let none = try ConfigLoader.load(explicitPath: nil, environment: env, read: Self.reader([:]))
        #expect(none.file == nil && none.settings == Settings())
        let noHome = try ConfigLoader.load(explicitPath: nil, environment: [:], read: { _ in .text("floor = true") })
        #expect(noHome.file == nil && noHome.settings == Settings())
    }

    @Test("--config reads its file instead; a missing one is an error; --no-config reads nothing")
    func explicitFile() throws {
        let env = ["XDG_CONFIG_HOME": "/cfg"]
        let files = ["/cfg/pigsplode/config.toml": "floor = true", "/tmp/mine.toml": "debug = true"]
        let mine = try ConfigLoader.load(explicitPath: "/tmp/mine.toml", environment: env, read: Self.reader(files))
        #expect(mine.file == "/tmp/mine.toml" && mine.settings.showsDebug && !mine.settings.hasFloor)
        #expect(throws: ConfigError(file: "/tmp/none.toml", line: nil, problem: "no such file (given with --config)")) {
            try ConfigLoader.load(explicitPath: "/tmp/none.toml", environment: env, read: Self.reader(files))
        }
        let off = try ConfigLoader.load(
            explicitPath: nil, enabled: false, environment: env,
            read: { path in
                Issue.record("read \(path) despite --no-config")
                return .missing
            })
        #expect(off.file == nil && off.settings == Settings())
    }

    @Test("an unreadable file and a bad line are errors naming the path")
    func errors() {
        let env = ["XDG_CONFIG_HOME": "/cfg"]
        #expect(
            throws: ConfigError(
                file: "/cfg/pigsplode/config.toml", line: nil,
                problem: "cannot read the config file: permission denied")
        ) {
            try ConfigLoader.load(explicitPath: nil, environment: env, read: { _ in .unreadable("permission denied") })
        }
        do {
            _ = try ConfigLoader.load(
                explicitPath: nil, environment: env, read: { _ in .text("\n[sliders]\ngravity = 7") })
            Issue.record("no error")
        } catch {
            #expect(error.description == "/cfg/pigsplode/config.toml:3: sliders.gravity must be between 0 and 3, got 7")
        }
    }

    @Test("the file's settings sit over the base, and flags (applied after) win")
    func precedence() throws {
        var base = Settings()
        base.seed = 99
        let loaded = try ConfigLoader.load(
            explicitPath: "/c.toml", environment: [:], over: base,
            read: { _ in .text("scene = \"tour\"\n[sliders]\npigs = 40") })
        #expect(loaded.settings.seed == 99, "keys the file leaves out keep the base's value")
        #expect(loaded.settings.scene == "tour" && loaded.settings.pigsPerClick == 40)
        let flagged = try SettingsOverrides(pigs: 7, floor: true).applied(to: loaded.settings)
        #expect(flagged.pigsPerClick == 7 && flagged.hasFloor, "the flags given win")
        #expect(flagged.scene == "tour" && flagged.seed == 99, "the rest stays as the file made it")
        #expect(try SettingsOverrides().applied(to: loaded.settings) == loaded.settings)
    }

    @Test("--no-floor, --no-debug and --no-ascii turn off what the file turned on")
    func inversions() throws {
        let (file, _) = try ConfigLoader.load(
            explicitPath: "/c.toml", environment: [:],
            read: { _ in
                .text("floor = true\ndebug = true\n[glyphs]\nascii = true")
            })
        #expect(file.hasFloor && file.showsDebug && file.forceASCII)
        let off = try SettingsOverrides(ascii: false, floor: false, debug: false).applied(to: file)
        #expect(!off.hasFloor && !off.showsDebug && !off.forceASCII)
    }

    @Test("flags are checked as before, with messages naming the flag")
    func flagProblems() {
        #expect(throws: SettingsOverrides.Problem(message: "--pigs must be between 1 and 500, got 0")) {
            try SettingsOverrides(pigs: 0).applied(to: Settings())
        }
        #expect(
            throws: SettingsOverrides.Problem(
                message: "--cell-size must look like 8x16 (points wide x points tall), got '8by16'")
        ) {
            try SettingsOverrides(cellSize: "8by16").applied(to: Settings())
        }
        #expect(
            throws: SettingsOverrides.Problem(
                message: "--scene must be one of explosion, fields, tour, proxy, stacks, sandbox, got 'x'")
        ) {
            try SettingsOverrides(scene: "x").applied(to: Settings())
        }
    }

    @Test("the app starts with the file's sliders")
    func startingSliders() throws {
        let (s, _) = try ConfigLoader.load(
            explicitPath: "/c.toml", environment: [:],
            read: { _ in
                .text(
                    "[sliders]\ngravity = 2\ntilt = 30\nstrength = 5\nsmoothness = 0.5\nspeed = 0\npigs = 3\npush = 100"
                )
            })
        let app = PlaygroundApp(settings: s, columns: 80, rows: 24, unicode: true)
        app.applyStartingSliders()
        #expect(app.tuning.gravity == 2 && abs(app.tuning.tiltDegrees - 30) < 1e-9)
        #expect(app.tuning.strength == 5 && app.tuning.smoothness == 0.5 && app.tuning.speed == 0)
        #expect(app.tuning.pigs == 3 && app.tuning.push == 100)
    }

    @Test("a starting slider out of range is a settings problem")
    func sliderProblem() {
        var s = Settings()
        s.startingSliders[.gravity] = 4
        #expect(s.problem() == "the gravity slider must be between 0 and 3, got 4")
    }
}
