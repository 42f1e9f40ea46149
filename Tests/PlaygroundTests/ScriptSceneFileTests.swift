import Terminal
import Testing

@testable import Playground

@Suite("Headless scripts: load and save scene files")
struct ScriptSceneFileTests {
    /// Runs `text` with files kept in memory: `disk` is read by `load`, and `save` writes to it.
    static func run(_ text: String, disk: FileCatcher) throws(ScriptError) -> HeadlessSession {
        let script = try Script(parsing: text)
        let session = HeadlessSession.make(settings: Settings(), columns: 80, rows: 24)
        var runner = ScriptRunner(session: session) { _ in }
        runner.writeFile = { path, text in disk.write(path, text) }
        runner.readFile = { path in disk.files.last { $0.path == path }.map { .text($0.text) } ?? .missing }
        _ = try runner.run(script)
        return session
    }

    @Test("save writes the sandbox's scene; load opens it again, in place of the built-in sandbox")
    func saveThenLoad() throws {
        let disk = FileCatcher()
        let first = try Self.run("scene sandbox\nkey b\nclick 20 10\nclick 40 10\nwait 1\nsave a.toml", disk: disk)
        let saved = try #require(disk.files.first { $0.path == "a.toml" }?.text)
        let document = try SceneDocument.read(saved, file: "a.toml")
        #expect(document.items.count == 2)
        let second = try Self.run("load a.toml\nwait 0.1", disk: disk)
        let sandbox = try #require(second.app.scene as? SandboxScene)
        #expect(sandbox.document.items.map(\.id) == ["box1", "box2"])
        for (a, b) in zip(sandbox.document.items, (first.app.scene as! SandboxScene).document.items) {
            #expect(a.position.distance(to: b.position) < 8, "within a cell: \(a.position) vs \(b.position)")
        }
    }

    @Test("load opens a shipped scene by name; a bad file stops the run with exit status 2 and its line")
    func loadShippedAndBad() throws {
        let disk = FileCatcher()
        let session = try Self.run("load pendulum-wave", disk: disk)
        #expect(session.app.scene.name == "pendulum-wave" && session.app.scene.movableItems.count == 9)
        _ = disk.write("bad.toml", "version = 1\n[[items]]\nid = \"a\"\nshape = \"circle\"\nposition = [0, 0]\n")
        do {
            _ = try Self.run("echo before\nload bad.toml", disk: disk)
            Issue.record("no error")
        } catch {
            #expect(error.line == 2 && error.exitStatus == 2)
            #expect(error.message.hasPrefix("load: bad.toml:4: items[0].shape must be one of"), "\(error.message)")
        }
    }

    @Test("save outside a scene file is an error naming the line")
    func saveOutsideSandbox() {
        #expect(throws: ScriptError(line: 1, "save: the explosion scene is not a scene file (try the sandbox)")) {
            try Self.run("save x.toml", disk: FileCatcher())
        }
    }
}
