import Foundation
import Testing

/// `pigsplode --record` in a real (tmux) terminal: the cast is complete and valid when the
/// session ends, by `q` or by a signal.
@Suite("Recording an interactive session", .serialized)
struct RecordingEndToEndTests {
    /// Reads a cast: the header object and the events, each checked to be a 3-element array.
    func read(_ path: String) throws -> (header: [String: Any], events: [[Any]]) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "the last line is complete")
        let lines = text.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let events = try lines.dropFirst().map { line in
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            try #require(event.count == 3 && event[0] is Double && event[2] is String, "\(line)")
            return event
        }
        return (header, events)
    }

    @Test(
        "q or ^C: header with the pane's size, timed events in order, the pigs in them",
        arguments: [("q", Int32(0)), ("C-c", Int32(130))])
    func recorded(_ key: String, _ status: Int32) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ha-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pane = try PlaygroundPane("--record \(path)", columns: 90, rows: 24)
        defer { pane.close() }
        #expect(pane.waitFor("| behaviors").ok)
        pane.tmux.click(column: 30, row: 12)
        #expect(pane.waitFor(timeout: 5) { $0.joined().contains("🐷") }.ok)
        pause(0.5)  // some frames of flight
        pane.tmux.press(key)
        #expect(pane.waitFor("EXIT=\(status)").ok)
        let cast = try read(path)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 90 && cast.header["height"] as? Int == 24)
        #expect((cast.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        #expect(cast.header["timestamp"] is Int)
        let times = cast.events.compactMap { $0[0] as? Double }
        #expect(times.count > 5 && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(cast.events.contains { ($0[2] as? String)?.contains("🐷") == true })
    }
}
