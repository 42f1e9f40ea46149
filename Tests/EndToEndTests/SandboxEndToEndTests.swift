import Foundation
import Testing

/// The sandbox in the real binary, driven as a user drives it: draw a wall, place boxes on
/// it, tie two with a spring, write the scene, quit, and open the file again.
@Suite("Sandbox end to end", .serialized)
struct SandboxEndToEndTests {
    /// The centre (column, row) of each filled shape on the screen, left to right.
    static func shapeCentres(_ screen: [String]) -> [(column: Double, row: Double)] {
        PaneScreen.clusters(PaneScreen.fills(screen))
            .map { cells in
                (
                    column: Double(cells.map(\.column).reduce(0, +)) / Double(cells.count),
                    row: Double(cells.map(\.row).reduce(0, +)) / Double(cells.count)
                )
            }
            .sorted { $0.column < $1.column }
    }

    /// Waits until the status line counts `count` items and the shapes stay put for half a
    /// second of the app's own time (its status line's `t`), or while it says `idle` (boxes on
    /// a wall may keep the animator awake with tiny motions, so "idle" is not required). Two
    /// captures a wall-clock half second apart prove nothing on a loaded machine, where the
    /// app may not have drawn a frame in between: the shapes then look still while they fall,
    /// and a drag aimed at one misses it.
    static func restingWith(_ pane: PlaygroundPane, items count: Int) -> (screen: [String], ok: Bool) {
        var still: (centres: [(column: Double, row: Double)], time: Double?)?
        return pane.waitFor(timeout: 20) { screen in
            let status = PaneScreen.status(screen)
            guard status.contains("items \(count) |") else {
                still = nil
                return false
            }
            let now = (centres: shapeCentres(screen), time: simulatedTime(status))
            guard let since = still, now.centres.count == since.centres.count,
                zip(now.centres, since.centres).allSatisfy({ $0.column == $1.column && $0.row == $1.row })
            else {
                still = now
                return false
            }
            if status.contains("| idle") { return true }
            guard let t0 = since.time, let t1 = now.time else {
                pause(0.5)
                return true
            }
            return t1 - t0 >= 0.5
        }
    }

    /// The simulated time a status line shows (`| t 1.2s`), if it shows one.
    static func simulatedTime(_ status: String) -> Double? {
        status.components(separatedBy: " | ").lazy
            .compactMap { part -> Double? in
                let text = part.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("t "), text.hasSuffix("s") else { return nil }
                return Double(text.dropFirst(2).dropLast())
            }
            .first
    }

    @Test("draw a wall, place three boxes, attach a spring, write, quit, reopen: the same scene")
    func buildSaveReopen() throws {
        let path = NSTemporaryDirectory() + "pigsplode-sandbox-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).toml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pane = try PlaygroundPane("--no-config --scene sandbox")
        defer { pane.close() }
        #expect(pane.waitFor("tool: explode").ok)

        pane.type("l")
        #expect(pane.waitFor("tool: wall").ok)
        pane.press(column: 10, row: 24)
        for column in stride(from: 14, through: 70, by: 4) { pane.drag(column: column, row: 24) }
        pane.release(column: 70, row: 24)
        let wall = pane.waitFor { screen in
            screen.count > 24 && screen[24].filter(PaneScreen.isBraille).count >= 50
        }
        #expect(wall.ok, "a wall of Braille dots along row 24")

        pane.type("b")
        #expect(pane.waitFor("tool: box").ok)
        for column in [20, 35, 50] { pane.click(column: column, row: 16) }
        let placed = Self.restingWith(pane, items: 3)
        #expect(placed.ok, "three boxes rest on the wall: \(PaneScreen.status(placed.screen))")
        let boxes = Self.shapeCentres(placed.screen)
        try #require(boxes.count == 3, "three shapes on screen: \(boxes)")
        #expect(boxes.allSatisfy { $0.row < 24 && $0.row > 20 }, "on the wall, not through it: \(boxes)")

        pane.type("z")
        #expect(pane.waitFor("tool: spring").ok)
        let (a, b) = (boxes[0], boxes[1])
        pane.press(column: Int(a.column.rounded()), row: Int(a.row.rounded()))
        pane.drag(column: Int(((a.column + b.column) / 2).rounded()), row: Int(a.row.rounded()))
        pane.release(column: Int(b.column.rounded()), row: Int(b.row.rounded()))
        let sprung = Self.restingWith(pane, items: 3)
        // The status line after the drag: a press that missed every item leaves its note there.
        let afterDrag = PaneScreen.status(sprung.screen)
        #expect(sprung.ok, "resting after the spring's drag: \(afterDrag)")
        let before = Self.shapeCentres(sprung.screen)

        pane.type("w")
        #expect(pane.waitFor("write scene to: sandbox.toml_").ok)
        for _ in 0..<"sandbox.toml".count { pane.tmux.press("BSpace") }
        pane.type(path)
        pane.tmux.press("Enter")
        #expect(pane.waitFor("wrote ").ok, "the status line confirms the write")
        pane.type("q")
        #expect(pane.waitFor("EXIT=0").ok)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: "[[items]]").count == 4, "three items in the file")
        #expect(text.components(separatedBy: "[[walls]]").count == 2, "one wall")
        #expect(
            text.contains("kind = \"spring\"") && text.contains("from = \"box1\"") && text.contains("to = \"box2\""),
            "a spring from box1 to box2 (dragged from \(a) to \(b); status after the drag: \(afterDrag)) in:\n\(text)")

        let again = try PlaygroundPane("--no-config --scene-file \(path)")
        defer { again.close() }
        let reopened = Self.restingWith(again, items: 3)
        #expect(reopened.ok, "\(PaneScreen.status(reopened.screen))")
        let after = Self.shapeCentres(reopened.screen)
        try #require(after.count == before.count, "\(after) vs \(before)")
        for (x, y) in zip(before, after) {
            #expect(abs(x.column - y.column) <= 1 && abs(x.row - y.row) <= 1, "within a cell: \(x) vs \(y)")
        }
        #expect(reopened.screen[24].filter(PaneScreen.isBraille).count >= 40, "the wall is back")
    }

    /// Bad scene files, and the start of the line each must print after `Error: FILE:`.
    static let badFiles: [(String, String)] = [
        ("version = 1\n[[items]\n", "2: error while parsing"),
        ("version = 1\nnme = \"x\"\n", "2: unknown key 'nme' at the top level; did you mean 'name'?"),
        ("version = 1\n[gravity]\nstrength = 5\n", "3: gravity.strength must be between 0 and 3, got 5"),
        (
            "version = 1\n\n[[items]]\nid = \"a\"\nshape = \"hexagon\"\nposition = [1, 2]\n",
            "5: items[0].shape must be one of box, ellipse, triangle, pig, got 'hexagon'"
        ),
        (
            "version = 1\n[[items]]\nid = \"a\"\nshape = \"box\"\nposition = [1, 2]\n"
                + "[[attachments]]\nkind = \"spring\"\nfrom = \"a\"\nto = \"b\"\n",
            "9: attachments[0].to names no item: 'b'"
        ),
        (
            "version = 1\n" + String(repeating: "# 10 MB of comments, to see a big file refused\n", count: 230_000),
            " the file is 10."
        ),
    ]

    @Test("a bad scene file: exit 2 before the screen changes, one line naming the file and the line")
    func badFile() throws {
        let path = NSTemporaryDirectory() + "pigsplode-bad-\(getpid()).toml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (text, expected) in Self.badFiles {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let run = runCapturing([try pigsplodePath(), "--no-config", "--scene-file", path])
            #expect(run.status == 2, "\(run.status): \(run.stderr)")
            #expect(run.stderr.hasPrefix("Error: \(path):\(expected)"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stdout.isEmpty)
            #expect(!run.stderr.contains("the file is") || run.stderr.contains("a scene file may be at most 1 MB"))
        }
        let missing = runCapturing([try pigsplodePath(), "--no-config", "--scene-file", "cradel"])
        #expect(missing.status == 2 && missing.stderr.contains("did you mean 'cradle'?"), "\(missing.stderr)")
    }
}
