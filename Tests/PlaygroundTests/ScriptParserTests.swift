import Terminal
import Testing

@testable import Playground

@Suite("Headless script parser")
struct ScriptParserTests {
    /// The commands of a one-line script.
    func parse(_ line: String) throws -> ScriptCommand {
        let lines = try ScriptParser.parse(line)
        try #require(lines.count == 1)
        return lines[0].command
    }

    /// The error a script fails with (fails the test if it parses).
    func failure(_ text: String) -> ScriptError? {
        do {
            _ = try ScriptParser.parse(text)
            Issue.record("parsed, but should have failed: \(text)")
            return nil
        } catch {
            return error
        }
    }

    @Test("every command parses to what it says")
    func everyCommand() throws {
        #expect(try parse("click 10 5") == .click(column: 10, row: 5))
        #expect(try parse("rclick 0 0") == .rightClick(column: 0, row: 0))
        #expect(
            try parse("drag 1 2 30 4")
                == .drag(from: ScriptCell(column: 1, row: 2), to: ScriptCell(column: 30, row: 4), frames: 12))
        #expect(
            try parse("drag 1 2 3 4 0.5")
                == .drag(from: ScriptCell(column: 1, row: 2), to: ScriptCell(column: 3, row: 4), frames: 30))
        #expect(
            try parse("drag 1 2 3 4 0")
                == .drag(from: ScriptCell(column: 1, row: 2), to: ScriptCell(column: 3, row: 4), frames: 1))
        #expect(try parse("wheel up") == .wheel(1))
        #expect(try parse("wheel DOWN") == .wheel(-1))
        #expect(try parse("key d") == .keys([.character("d")]))
        #expect(
            try parse("key + - ? D") == .keys([.character("+"), .character("-"), .character("?"), .character("D")]))
        #expect(try parse("key up down left right") == .keys([.up, .down, .left, .right]))
        #expect(try parse("key space tab backtab Shift-Tab") == .keys([.character(" "), .tab, .backTab, .backTab]))
        #expect(try parse("key esc Escape enter return") == .keys([.escape, .escape, .enter, .enter]))
        #expect(
            try parse("key backspace delete home end pageup pagedown f1 F12")
                == .keys([.backspace, .delete, .home, .end, .pageUp, .pageDown, .function(1), .function(12)]))
        #expect(try parse("wait 1.5") == .wait(frames: 90))
        #expect(try parse("wait 2s") == .wait(frames: 120))
        #expect(try parse("wait 0") == .wait(frames: 0))
        #expect(try parse("wait 0.01") == .wait(frames: 1))
        #expect(try parse("resize 100 30") == .resize(columns: 100, rows: 30))
        #expect(try parse("frame") == .frame)
        #expect(try parse("snapshot out/a picture.svg") == .snapshot(path: "out/a picture.svg"))
        #expect(try parse("echo  hello,   world # not a comment ") == .echo("hello,   world # not a comment"))
        #expect(try parse("echo") == .echo(""))
        #expect(try parse("scene fields") == .scene("fields"))
        #expect(try parse("set gravity 2.5") == .set(.gravity, 2.5))
        #expect(try parse("set pigs 40") == .set(.pigs, 40))
    }

    @Test("comments, blank lines, tabs and CRLF are skipped; line numbers count every line")
    func layout() throws {
        let text = "# a demo\n\n  click 1 2\r\n\t# indented comment\n\twait\t1\n   \nframe"
        let lines = try ScriptParser.parse(text)
        #expect(lines.map(\.number) == [3, 5, 7])
        #expect(lines.map(\.command) == [.click(column: 1, row: 2), .wait(frames: 60), .frame])
        #expect(try ScriptParser.parse("").isEmpty)
        #expect(try ScriptParser.parse("\n# only comments\n").isEmpty)
    }

    @Test(
        "a bad line names its number and the problem",
        arguments: [
            ("frame\nbounce 1 2", 2, "unknown command 'bounce'"),
            ("click 1", 1, "click: expected 2 arguments, got 1 (usage: click COL ROW)"),
            ("click 1 2 3", 1, "click: expected 2 arguments, got 3"),
            ("\n\nclick x 2", 3, "click: COL must be a whole number, got 'x'"),
            ("click -1 2", 1, "click: COL must be between 0 and 9999, got -1"),
            ("rclick 1 2.5", 1, "rclick: ROW must be a whole number, got '2.5'"),
            ("drag 1 2 3", 1, "drag: expected 4 to 5 arguments, got 3"),
            ("drag 1 2 3 4 -1", 1, "drag: SECONDS must be between 0 and 60, got -1"),
            ("drag 1 2 3 4 soon", 1, "drag: SECONDS must be a number of seconds, got 'soon'"),
            ("wheel left", 1, "wheel: expected up or down, got 'left'"),
            ("key", 1, "key: expected at least 1 arguments, got 0"),
            ("key d ctrl-x", 1, "key: unknown key 'ctrl-x'"),
            ("key f64", 1, "key: unknown key 'f64'"),
            ("wait", 1, "wait: expected 1 argument, got 0"),
            ("wait -1", 1, "wait: SECONDS must be between 0 and 3600, got -1"),
            ("wait 4000", 1, "wait: SECONDS must be between 0 and 3600, got 4000"),
            ("wait nan", 1, "wait: SECONDS must be a number of seconds, got 'nan'"),
            ("wait 1e400", 1, "wait: SECONDS must be a number of seconds, got '1e400'"),
            ("resize 0 10", 1, "resize: COLS must be between 1 and 1000, got 0"),
            ("resize 80", 1, "resize: expected 2 arguments, got 1"),
            ("frame now", 1, "frame: expected 0 arguments, got 1"),
            ("snapshot", 1, "snapshot: expected at least 1 arguments, got 0"),
            ("snapshot shot.png", 1, "snapshot: the file name must end in .svg, got 'shot.png'"),
            ("scene moon", 1, "scene: unknown scene 'moon' (scenes: explosion, fields, tour, proxy, stacks, sandbox)"),
            ("set wind 3", 1, "set: unknown slider 'wind'"),
            ("set pigs 0", 1, "set: VALUE must be between 1 and 500, got 0"),
            ("set gravity fast", 1, "set: VALUE must be a number, got 'fast'"),
            ("Click 1 2", 1, "unknown command 'Click'"),
        ])
    func badLine(_ text: String, _ line: Int, _ words: String) {
        guard let error = failure(text) else { return }
        #expect(error.line == line)
        #expect(error.message.contains(words), "message: \(error.message)")
        #expect(error.description.hasPrefix("script:\(line): "), "description: \(error.description)")
    }

    @Test("the first bad line wins, even after good ones")
    func firstBadLineWins() {
        let error = failure("click 1 2\nwait 1\nkey nope\nbounce")
        #expect(error?.line == 3)
    }

    @Test("every command word has a usage line")
    func usageCoversCommands() {
        for word in [
            "click", "rclick", "drag", "wheel", "key", "wait", "resize", "frame", "snapshot", "echo", "scene", "set",
            "load", "save",
        ] {
            #expect(ScriptParser.usage[word]?.hasPrefix(word) == true, "\(word)")
        }
        #expect(ScriptParser.usage.count == 14)
    }

    @Test("load and save take the rest of the line as the file")
    func loadAndSave() throws {
        let script = try Script(parsing: "load  my scenes/a.toml \nsave out.toml\nload cradle")
        #expect(script.lines.map(\.command) == [.load("my scenes/a.toml"), .save(path: "out.toml"), .load("cradle")])
        #expect(failure("load")?.message.hasPrefix("load:") == true)
    }

    @Test("Script(parsing:) keeps the lines")
    func scriptValue() throws {
        let script = try Script(parsing: "click 3 4\nframe\n")
        #expect(
            script.lines == [
                Script.Line(number: 1, command: .click(column: 3, row: 4)),
                Script.Line(number: 2, command: .frame),
            ])
    }
}
