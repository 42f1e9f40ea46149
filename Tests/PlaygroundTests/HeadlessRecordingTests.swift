import Foundation
import Raster
import Terminal
import Testing

@testable import Playground

/// One asciicast v2 file, read back with Foundation's JSON parser.
struct CastFile {
    var header: [String: Any]
    var events: [(time: Double, code: String, data: String)]

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "", "the file ends with a newline")
        lines.removeLast()
        let first = try #require(lines.first)
        header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        events = try lines.dropFirst().map { line in
            let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            try #require(array.count == 3, "\(line)")
            let time = try #require(array[0] as? Double ?? (array[0] as? Int).map(Double.init))
            return (time, try #require(array[1] as? String), try #require(array[2] as? String))
        }
    }

    /// Plays the events into an emulator.
    func replay() throws -> VTScreen {
        var screen = VTScreen(
            columns: try #require(header["width"] as? Int), rows: try #require(header["height"] as? Int))
        for event in events {
            if event.code == "r" {
                let size = event.data.split(separator: "x").compactMap { Int($0) }
                try #require(size.count == 2)
                screen.resize(columns: size[0], rows: size[1])
            } else {
                screen.feed(event.data)
            }
        }
        return screen
    }
}

@Suite("Headless recordings")
struct HeadlessRecordingTests {
    static let script = """
        click 40 12
        wait 0.3
        key left
        click 10 6
        wait 0.2
        resize 70 20
        click 30 9
        wait 0.4
        key d
        wait 0.1
        frame
        """

    /// Records `script` into a temporary cast; returns the file, the session and the output.
    func record(_ text: String) throws -> (path: String, session: HeadlessSession, output: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ha-\(UUID().uuidString).cast").path
        let writer = try AsciicastWriter(
            path: path, columns: 80, rows: 24, title: "test",
            environment: ["TERM": "xterm-256color"])
        let session = HeadlessSession.make(settings: Settings(), columns: 80, rows: 24, recordingInto: writer)
        var output = ""
        _ = try ScriptRunner(session: session) { output += $0 }.run(Script(parsing: text))
        session.finish()
        #expect(writer.isClosed && session.recordingFailure == nil)
        return (path, session, output)
    }

    @Test("the cast parses: a v2 header, then timed events in order")
    func parses() throws {
        let run = try record(Self.script)
        defer { try? FileManager.default.removeItem(atPath: run.path) }
        let cast = try CastFile(path: run.path)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 80 && cast.header["height"] as? Int == 24)
        #expect(cast.header["title"] as? String == "test")
        #expect((cast.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        #expect(cast.events.count > 50)
        let times = cast.events.map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "times never go back")
        #expect(times.first == 0 && abs(times.last! - run.session.time) < 1e-6)
        #expect(cast.events.filter { $0.code == "r" }.map(\.data) == ["70x20"])
        #expect(cast.events.allSatisfy { $0.code == "o" || $0.code == "r" })
    }

    @Test("replaying the cast gives the last frame, text and colours")
    func replaysToLastFrame() throws {
        let run = try record(Self.script)
        defer { try? FileManager.default.removeItem(atPath: run.path) }
        let screen = try CastFile(path: run.path).replay()
        #expect(screen.problems.isEmpty, "\(screen.problems.prefix(5))")
        let last = ANSIEncoder.displayed(run.session.lastFrame)
        #expect(screen.text() == last.text())
        #expect(run.output.hasSuffix(last.text() + "\n"), "the printed frame is the last one")
        #expect(screen.text().contains("🐷"))
        var differing = 0
        for row in 0..<last.rows {
            for column in 0..<last.columns where screen[column, row] != last[column, row] { differing += 1 }
        }
        #expect(differing == 0, "cells differ in glyph or style")
    }

    @Test("the committed demo: the script parses, the cast is valid, small, and replays cleanly")
    func demoAssets() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path
        let script = try Script(parsing: try String(contentsOfFile: assets + "/demo.script", encoding: .utf8))
        #expect(script.lines.contains { $0.command == .snapshot(path: "Assets/demo.svg") })
        let size = try FileManager.default.attributesOfItem(atPath: assets + "/demo.cast")[.size] as? Int
        #expect((size ?? .max) < 300_000)
        let cast = try CastFile(path: assets + "/demo.cast")
        let times = cast.events.map(\.time)
        #expect(times.count > 100 && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        let screen = try cast.replay()
        #expect(screen.problems.isEmpty && screen.text().contains("🐷"))
        let svg = try String(contentsOfFile: assets + "/demo.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg ") && svg.contains("🐷"))
    }

    @Test("the same script records the same bytes")
    func deterministic() throws {
        let a = try record(Self.script), b = try record(Self.script)
        defer {
            try? FileManager.default.removeItem(atPath: a.path)
            try? FileManager.default.removeItem(atPath: b.path)
        }
        let first = try String(contentsOfFile: a.path, encoding: .utf8)
        #expect(first == (try String(contentsOfFile: b.path, encoding: .utf8)))
    }
}
