import Foundation
import Raster
import Terminal
import Testing

@Suite("Asciicast")
struct AsciicastTests {
    @Test("JSON strings escape quotes, backslashes and control characters; UTF-8 stays")
    func jsonStrings() {
        #expect(Asciicast.jsonString("a\"b\\c") == #""a\"b\\c""#)
        #expect(Asciicast.jsonString("\u{1B}[2J\n\r\t\u{7F}") == #""\u001b[2J\n\r\t\u007f""#)
        #expect(Asciicast.jsonString("🐷─") == "\"🐷─\"")
    }

    @Test("times have six decimals and never go negative")
    func times() {
        #expect(Asciicast.formatTime(0) == "0.000000")
        #expect(Asciicast.formatTime(1.25) == "1.250000")
        #expect(Asciicast.formatTime(1.0 / 60) == "0.016667")
        #expect(Asciicast.formatTime(-3) == "0.000000")
        #expect(Asciicast.formatTime(.nan) == "0.000000")
        #expect(Asciicast.formatTime(12.9999999) == "13.000000")
    }

    @Test("header and event lines")
    func lines() {
        #expect(Asciicast.headerLine(columns: 80, rows: 24) == #"{"version": 2, "width": 80, "height": 24}"#)
        #expect(
            Asciicast.headerLine(
                columns: 8, rows: 2, timestamp: 17, title: "t\"", environment: ["TERM": "x", "SHELL": "/bin/sh"])
                == #"{"version": 2, "width": 8, "height": 2, "timestamp": 17, "title": "t\"", "env": {"SHELL": "/bin/sh", "TERM": "x"}}"#
        )
        #expect(Asciicast.outputLine(time: 0.5, bytes: Array("\u{1B}[Hhi".utf8)) == #"[0.500000, "o", "\u001b[Hhi"]"#)
        #expect(Asciicast.resizeLine(time: 2, columns: 100, rows: 30) == #"[2.000000, "r", "100x30"]"#)
    }

    @Test("the writer makes a file of JSON lines, times kept in order, closed twice safely")
    func writer() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ha-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, columns: 4, rows: 2)
        try writer.output(Array("a".utf8), at: 0.5)
        try writer.output([], at: 0.6)
        try writer.output(Array("b".utf8), at: 0.25)
        try writer.resize(columns: 5, rows: 3, at: 1)
        #expect(writer.eventCount == 3)
        writer.close()
        writer.close()
        #expect(throws: AsciicastError.self) { try writer.output(Array("c".utf8), at: 2) }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(
            lines == [
                #"{"version": 2, "width": 4, "height": 2}"#, #"[0.500000, "o", "a"]"#,
                #"[0.500000, "o", "b"]"#, #"[1.000000, "r", "5x3"]"#,
            ])
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil) }
    }

    @Test("a file that cannot be created is a clear error")
    func unwritable() {
        #expect(throws: AsciicastError(path: "/nonexistent-dir/x.cast", reason: "No such file or directory")) {
            _ = try AsciicastWriter(path: "/nonexistent-dir/x.cast", columns: 1, rows: 1)
        }
    }

    @Test("a recording screen shows on its base and records diffs, with a resize event")
    func recordingScreen() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ha-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let base = MemoryScreen(columns: 6, rows: 2, events: [.key(.up)])
        var now = 0.0
        let screen = RecordingScreen(
            base: base, writer: try AsciicastWriter(path: path, columns: 6, rows: 2), elapsed: { now })
        var grid = CellGrid(columns: 6, rows: 2)
        grid.write("hi", column: 0, row: 0)
        screen.present(grid)
        now = 0.1
        screen.present(grid)
        now = 0.2
        grid.write("o", column: 1, row: 0)
        screen.present(grid)
        now = 0.3
        screen.present(CellGrid(columns: 3, rows: 1))
        #expect(screen.nextEvent(timeout: 0) == .key(.up))
        #expect(base.presentCount == 4)
        screen.close()
        #expect(base.isClosed && screen.writer.isClosed && screen.failure == nil)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"version": 2, "width": 6, "height": 2}"#,
                #"[0.000000, "o", "\u001b[?25l\u001b[0m\u001b[H\u001b[2Jhi"]"#,
                #"[0.200000, "o", "\u001b[1;2Ho"]"#,
                #"[0.300000, "r", "3x1"]"#,
                #"[0.300000, "o", "\u001b[?25l\u001b[0m\u001b[H\u001b[2J"]"#,
            ])
    }
}
