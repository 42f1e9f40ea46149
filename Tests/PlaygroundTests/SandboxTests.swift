import Dynamics
import Raster
import Terminal
import Testing

@testable import Playground

#if canImport(Glibc)
import Glibc
#endif

/// The sandbox of a fresh 80×24 app.
private func sandbox() -> (PlaygroundApp, SandboxScene) {
    let app = makeApp("sandbox")
    return (app, app.scene as! SandboxScene)
}

/// A left click at a cell.
private func click(_ app: PlaygroundApp, _ column: Int, _ row: Int) {
    app.handle(mouse(.press(.left), column, row))
    app.handle(mouse(.release(.left), column, row))
}

/// A left drag through cells.
private func drag(_ app: PlaygroundApp, _ cells: [(Int, Int)]) {
    guard let first = cells.first, let last = cells.last else { return }
    app.handle(mouse(.press(.left), first.0, first.1))
    for (c, r) in cells.dropFirst() { app.handle(mouse(.drag(.left), c, r)) }
    app.handle(mouse(.release(.left), last.0, last.1))
}

@Suite("Sandbox: tools, undo, reset and writing")
struct SandboxTests {
    @Test("keys pick the tools; a click places the tool's shape at the pointer, sized by [ ] and anchored by a")
    func place() throws {
        let (app, sandbox) = sandbox()
        press(app, "b")
        #expect(sandbox.tool == .box && sandbox.toolbarText.hasPrefix("tool: box 32pt"))
        click(app, 20, 10)
        press(app, "]]a")
        press(app, "e")
        click(app, 40, 10)
        let items = sandbox.document.items
        #expect(items.map(\.shape) == [.box, .ellipse])
        #expect(items[0].size == Size(width: 32, height: 32) && items[1].size == Size(width: 48, height: 48))
        #expect(!items[0].anchored && items[1].anchored)
        #expect(items[0].position.distance(to: app.viewport.center(ofColumn: 20, row: 10)) < 1)
        #expect(app.render().text().contains("tool: ellipse 48pt anchored"))
    }

    @Test("a drag draws a wall, simplified to its corners; u undoes edits one by one")
    func wallAndUndo() {
        let (app, sandbox) = sandbox()
        press(app, "l")
        drag(app, (10...50).map { ($0, 18) } + (19...21).map { (50, $0) })
        #expect(sandbox.document.walls.count == 1)
        #expect(sandbox.document.walls[0].points.count == 3, "\(sandbox.document.walls[0].points)")
        press(app, "b")
        click(app, 20, 10)
        click(app, 30, 10)
        #expect(sandbox.document.items.count == 2 && sandbox.history.count == 3)
        press(app, "u")
        #expect(sandbox.document.items.count == 1)
        press(app, "uu")
        #expect(sandbox.document.walls.isEmpty && sandbox.document.items.isEmpty)
        press(app, "u")
        #expect(app.statusText.contains("nothing to undo"))
    }

    @Test("spring, rope and pin join the items dragged between, or an item and the world; erase removes them")
    func attachAndErase() {
        let (app, sandbox) = sandbox()
        press(app, "b")
        click(app, 20, 10)
        click(app, 30, 10)
        press(app, "z")
        drag(app, [(20, 10), (25, 10), (30, 10)])
        press(app, "o")
        drag(app, [(30, 10), (40, 5)])
        let links = sandbox.document.attachments
        #expect(links.map(\.kind) == [.spring, .rope])
        #expect(links[0].from == "box1" && links[0].to == "box2")
        #expect(links[1].from == "box2" && links[1].to == nil && links[1].anchor != nil)
        press(app, "k")
        click(app, 20, 10)
        #expect(sandbox.document.items.map(\.id) == ["box2"], "the erased item takes its attachments along")
        #expect(sandbox.document.attachments.map(\.kind) == [.rope])
    }

    @Test("r goes back to the loaded file")
    func reset() throws {
        var settings = Settings()
        settings.sceneDocument = try SceneFileLoader.load("pyramid") { _ in .missing }
        let app = PlaygroundApp(settings: settings, columns: 80, rows: 24, unicode: true)
        let sandbox = try #require(app.scene as? SandboxScene)
        press(app, "b")
        click(app, 5, 5)
        #expect(sandbox.document.items.count == 17)
        press(app, "r")
        #expect((app.scene as? SandboxScene)?.document.items.count == 16 && app.scene.name == "pyramid")
    }

    @Test("w asks for the path in the status line and never replaces a file without a second w")
    func write() {
        let (app, sandbox) = sandbox()
        nonisolated(unsafe) var written: [String: String] = ["taken.toml": "old"]
        sandbox.files = SceneFiles(
            exists: { written[$0] != nil },
            write: { text, path in
                written[path] = text; return nil
            })
        press(app, "w")
        #expect(app.statusText.contains("write scene to: sandbox.toml_"))
        for _ in 0..<"sandbox.toml".count { app.handle(.key(.backspace)) }
        press(app, "taken.toml")
        app.handle(.key(.enter))
        #expect(app.statusText.contains("taken.toml exists: w replaces it"))
        press(app, "q")
        #expect(written["taken.toml"] == "old" && !app.quitRequested, "any other key keeps the file")
        press(app, "w")
        for _ in 0..<"sandbox.toml".count { app.handle(.key(.backspace)) }
        press(app, "taken.toml")
        app.handle(.key(.enter))
        press(app, "w")
        #expect(written["taken.toml"]?.hasPrefix("# A pigsplode scene") == true)
        #expect(app.statusText.contains("wrote taken.toml"))
    }

    @Test("the wall simplifier keeps corners and drops points on a straight run")
    func simplify() {
        let line = (0...10).map { Point(x: Double($0) * 10, y: 0) } + (1...5).map { Point(x: 100, y: Double($0) * 10) }
        #expect(
            SandboxScene.simplified(line, tolerance: 2) == [
                Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50),
            ])
    }
}

@Suite("Sandbox: an edit keeps things moving")
struct SandboxMotionTests {
    @Test("a box falling when another is placed keeps falling at the speed it had")
    func keepsMoving() throws {
        let app = makeApp("sandbox")
        let sandbox = try #require(app.scene as? SandboxScene)
        press(app, "b")
        app.handle(mouse(.press(.left), 20, 2))
        app.handle(mouse(.release(.left), 20, 2))
        for _ in 0..<15 { app.advance(by: PlaygroundApp.stepDuration) }
        let before = sandbox.play.bodies[0].center
        app.handle(mouse(.press(.left), 60, 2))
        app.handle(mouse(.release(.left), 60, 2))
        app.advance(by: PlaygroundApp.stepDuration)
        let after = sandbox.play.bodies[0].center
        // After 0.25 s of fall the box moves about 250 pt/s: over 4 pt in a frame, not a restart from rest.
        #expect(after.y - before.y > 3, "moved \(after.y - before.y) pt in the frame after the edit")
        #expect(sandbox.document.items.count == 2)
    }
}

@Suite("Sandbox: writing to disk")
struct SandboxDiskTests {
    @Test("w's write replaces a file whole, through a new file renamed over it, and leaves nothing beside it")
    func replace() throws {
        let path = "/tmp/pigsplode-replace-\(UInt32.random(in: 0...UInt32.max)).toml"
        try TextFile.write("old", to: path)
        try TextFile.replace("new scene", at: path)
        guard case .text(let text) = TextFile.read(path) else {
            Issue.record("cannot read \(path)")
            return
        }
        #expect(text == "new scene")
        #expect(!TextFile.exists("\(path).\(getpid()).tmp"))
        #expect(throws: TextFile.Failure.self) { try TextFile.replace("x", at: "/nonexistent-folder/a.toml") }
        _ = unlink(path)
    }
}
