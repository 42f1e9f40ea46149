import Raster
import Terminal
import Testing

@testable import Playground

/// Runs a script headless and returns what it printed.
func runHeadless(
    _ text: String, settings: Settings = Settings(), columns: Int = 80, rows: Int = 24,
    files: FileCatcher? = nil
) throws -> (output: String, session: HeadlessSession, outcome: ScriptRunner.Outcome) {
    let script = try Script(parsing: text)
    let session = HeadlessSession.make(settings: settings, columns: columns, rows: rows)
    var printed = ""
    var runner = ScriptRunner(session: session) { printed += $0 }
    if let files { runner.writeFile = { path, text in files.write(path, text) } }
    let outcome = try runner.run(script)
    return (printed, session, outcome)
}

/// Collects the files a runner writes, instead of touching the disk.
final class FileCatcher {
    var files: [(path: String, text: String)] = []
    var failure: String?
    func write(_ path: String, _ text: String) -> String? {
        if let failure { return failure }
        files.append((path, text))
        return nil
    }
}

@Suite("Headless runs")
struct HeadlessRunTests {
    static let demo = """
        # two explosions, a tilt, a throw
        frame
        click 40 12
        wait 0.25
        frame
        key left
        click 20 8
        wait 0.5
        frame
        """

    @Test("the same script prints the same bytes twice, and it shows pigs and their count")
    func deterministic() throws {
        let first = try runHeadless(Self.demo)
        let second = try runHeadless(Self.demo)
        #expect(first.output == second.output)
        #expect(first.output.utf8.count > 1000)
        let frames = first.output.components(separatedBy: "--- frame ")
        #expect(frames.count == 4, "three frames printed")
        #expect(!frames[1].contains("🐷"), "no pigs before the first click")
        #expect(frames[2].contains("🐷") && frames[3].contains("🐷"), "pigs after the clicks")
        let status = frames[2].split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.contains(" pigs 12 "), "status: \(status)")
        // The meter counts presents on the simulated clock: 60 a second, plus the click's.
        let fps = status.split(separator: "|").first { $0.hasSuffix(" fps ") }.flatMap {
            Int($0.split(separator: " ")[0])
        }
        #expect(fps.map { (60...70).contains($0) } == true, "status: \(status)")
        #expect(frames[1].hasPrefix("0 t=0.000s ---\n"))
        #expect(frames[2].hasPrefix("15 t=0.250s ---\n"))
        #expect(frames[3].hasPrefix("45 t=0.750s ---\n"))
    }

    @Test("another seed gives other frames (the seed reaches the explosions)")
    func seedMatters() throws {
        var other = Settings()
        other.seed = 99
        let a = try runHeadless(Self.demo).output
        let b = try runHeadless(Self.demo, settings: other).output
        #expect(a != b)
    }

    @Test("waiting lets time pass in whole frames; a resting playground presents nothing")
    func waitingAndIdle() throws {
        let idle = try runHeadless("wait 1")
        #expect(idle.session.frame == 60 && idle.session.time == 1)
        // The start, then one step that finds the empty world at rest; then nothing.
        #expect(idle.session.presentCount == 2 && idle.session.app.framesAdvanced == 1)
        let run = try runHeadless("wait 1\nclick 40 5\nwait 0.5")
        #expect(run.session.frame == 90)
        #expect(run.session.time == 1.5)
        // The idle second, the click, and 30 animated frames.
        #expect(run.session.presentCount == 2 + 1 + 30)
        #expect(run.session.app.framesAdvanced == 1 + 30)
    }

    @Test("pigs fall out and the status line says idle, with the simulated time")
    func fallsOutAndRests() throws {
        let run = try runHeadless("click 40 12\nwait 6\nframe")
        #expect(!run.output.contains("🐷"))
        #expect(run.output.contains("pigs 0 | behaviors 1"))
        #expect(run.output.contains("| idle |"))
    }

    @Test("keys reach the app: d turns the debug legend on, space pauses")
    func keys() throws {
        let run = try runHeadless("key d\nframe\nkey space\nclick 40 12\nwait 1\nframe")
        #expect(run.session.app.showsDebug)
        #expect(run.session.app.isPaused)
        #expect(run.output.contains("paused"))
        #expect(run.session.app.framesAdvanced == 0, "paused: nothing stepped")
    }

    @Test("resize changes the frame's size; scene and set act at once")
    func resizeSceneSet() throws {
        let run = try runHeadless("resize 60 20\nscene fields\nset gravity 2\nframe")
        #expect(run.session.lastFrame.columns == 60 && run.session.lastFrame.rows == 20)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 20 + 1, "separator, 20 rows, final newline")
        #expect(run.session.app.scene.name == "fields")
        #expect(run.session.app.tuning.gravity == 2)
    }

    @Test("a drag throws the item it grabbed")
    func dragThrows() throws {
        // In `fields` the square sits at rest; a fast drag flings it.
        let probe = try runHeadless("scene fields\nwait 3")
        let item = try #require(probe.session.app.scene.movableItems.first)
        let cell = probe.session.app.viewport.cell(containing: item.center)
        let script = "scene fields\nwait 3\ndrag \(cell.column) \(cell.row) \(cell.column + 20) \(cell.row) 0.1\n"
        let run = try runHeadless(script)
        let thrown = try #require(run.session.app.scene.movableItems.first)
        #expect(thrown.center.x > item.center.x + 40, "moved right: \(item.center.x) → \(thrown.center.x)")
    }

    @Test("q ends the run; later commands are counted, not run")
    func quit() throws {
        let run = try runHeadless("click 40 12\nkey q\nframe\necho never")
        #expect(run.outcome == ScriptRunner.Outcome(quitAtLine: 2, skippedCommands: 2))
        #expect(run.output.isEmpty)
    }

    @Test("echo prints its text; snapshot writes an SVG of the frame")
    func echoAndSnapshot() throws {
        let files = FileCatcher()
        let run = try runHeadless("echo hello\nclick 40 12\nsnapshot shot.svg", files: files)
        #expect(run.output == "hello\n")
        #expect(files.files.count == 1 && files.files[0].path == "shot.svg")
        let svg = files.files.first?.text ?? ""
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("🐷") && svg.contains("width=\"720\" height=\"432\""))
    }

    @Test("a snapshot that cannot be written stops the run with its line")
    func snapshotFailure() throws {
        let files = FileCatcher()
        files.failure = "No such file or directory"
        #expect(throws: ScriptError(line: 2, "snapshot: cannot write 'x/y.svg': No such file or directory")) {
            _ = try runHeadless("frame\nsnapshot x/y.svg\nframe", files: files)
        }
    }

    @Test("ASCII settings draw ASCII pigs headless too")
    func ascii() throws {
        var settings = Settings()
        settings.forceASCII = true
        let run = try runHeadless("click 40 12\nframe", settings: settings)
        #expect(run.output.contains("oo"))
        #expect(run.output.unicodeScalars.allSatisfy { $0.isASCII })
    }
}
