import Dynamics
import Foundation
import Raster
import Terminal
import Testing

@testable import Playground

@Suite("Playground app")
struct PlaygroundAppTests {
    func click(_ column: Int, _ row: Int) -> [InputEvent] {
        [
            .mouse(MouseEvent(kind: .press(.left), column: column, row: row)),
            .mouse(MouseEvent(kind: .release(.left), column: column, row: row)),
        ]
    }

    @Test("a click draws pigs near it; later they have fallen out of view")
    func clickShowsPigs() {
        let app = PlaygroundApp(settings: Settings(), columns: 80, rows: 24, unicode: true)
        for event in click(40, 12) { app.handle(event) }
        let first = app.render()
        #expect(first.text().contains("🐷"))
        #expect(first[40, 12].glyph == "🐷" || first[39, 12].glyph == "🐷")
        for _ in 0..<10 { app.advance(by: 1.0 / 60) }
        let rows = pigRows(app.render())
        #expect(!rows.isEmpty && rows.allSatisfy { abs($0 - 12) <= 6 }, "pigs stay near the click at first")
        for _ in 0..<300 { app.advance(by: 1.0 / 60) }
        #expect(!app.render().text().contains("🐷"))
        #expect(app.statusText.contains("pigs 0 | behaviors 1"))
    }

    @Test("ASCII mode draws ASCII pigs and the status line stays ASCII")
    func asciiMode() {
        var settings = Settings()
        settings.forceASCII = true
        let app = PlaygroundApp(settings: settings, columns: 80, rows: 24, unicode: true)
        app.perform(.explode(column: 20, row: 10))
        let text = app.render().text()
        #expect(text.contains("oo"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("the status line shows pigs, behaviors and the gravity vector")
    func statusLine() {
        var settings = Settings()
        settings.pigsPerClick = 5
        let app = PlaygroundApp(settings: settings, columns: 120, rows: 20, unicode: true)
        app.perform(.explode(column: 50, row: 5))
        app.handle(.key(.right))
        let last = app.render().text(trimmed: false).split(separator: "\n", omittingEmptySubsequences: false).last!
        #expect(last.contains("pigs 5 | behaviors 6 | gravity (0.26, 0.97)"))
        #expect(app.render()[0, 19].style.reverse)
    }

    @Test("? shows every key binding from Controls and hides again")
    func help() {
        let app = PlaygroundApp(settings: Settings(), columns: 80, rows: 24, unicode: true)
        app.handle(.key(.character("?")))
        let text = app.render().text()
        for binding in Controls.keys { #expect(text.contains(binding.summary)) }
        #expect(text.contains("explode pigs at the pointer"))
        app.handle(.key(.character("?")))
        #expect(!app.render().text().contains("tilt gravity left"))
    }

    @Test("q, Esc and a hang-up quit")
    func quitting() {
        for event: InputEvent in [.key(.character("q")), .key(.escape), .hangup] {
            let app = PlaygroundApp(settings: Settings(), columns: 80, rows: 24, unicode: true)
            app.handle(event)
            #expect(app.quitRequested)
        }
    }

    @Test("a resize changes the world; a tiny terminal gets a notice instead of a crash")
    func resize() {
        let app = PlaygroundApp(settings: Settings(), columns: 80, rows: 24, unicode: true)
        app.handle(.resize(columns: 100, rows: 30))
        #expect(app.scene.animator.referenceBounds == Rect(x: 0, y: 0, width: 800, height: 29 * 16))
        for size in [(1, 1), (10, 3), (0, 0)] {
            app.handle(.resize(columns: size.0, rows: size.1))
            let grid = app.render()
            #expect(grid.columns == size.0 && grid.rows == size.1)
            app.perform(.explode(column: 0, row: 0))
            #expect(app.scene.pigs.isEmpty)
        }
        app.handle(.resize(columns: 30, rows: 6))
        #expect(!app.isTooSmall)
    }

    @Test("the frame loop steps while pigs move, then sleeps; q ends it")
    func frameLoop() {
        let clock = ManualClock()
        let screen = MemoryScreen(columns: 80, rows: 24, events: click(40, 12))
        var waits: [Double?] = []
        screen.onWait = { timeout in
            waits.append(timeout)
            if let t = timeout { clock.advance(by: max(t, 1.0 / 60)) } else { screen.enqueue(.key(.character("q"))) }
        }
        let app = PlaygroundApp(settings: Settings(), columns: 80, rows: 24, unicode: true)
        FrameLoop(app: app, screen: screen, clock: clock).run()
        #expect(app.quitRequested)
        #expect(app.scene.pigs.isEmpty, "the pigs fell out before the loop went idle")
        #expect(waits.last! == nil, "once at rest the loop blocks for input instead of polling")
        #expect(screen.presentCount > 60)
        #expect(!screen.shown.text().contains("🐷"))
        #expect(abs(clock.time - app.scene.animator.elapsedTime) < 0.2)
    }

    private func pigRows(_ grid: CellGrid) -> [Int] {
        (0..<grid.rows).filter { r in (0..<grid.columns).contains { grid[$0, r].glyph == "🐷" } }
    }
}

@Suite("Frame rate")
struct FrameRateMeterTests {
    @Test("60 frames a second read as 60 fps within a quarter second, and 0 after idle")
    func sixty() {
        var meter = FrameRateMeter()
        for i in 0...15 { meter.frame(at: 10 + Double(i) / 60) }
        #expect(abs(meter.framesPerSecond - 60) < 1e-9)
        for i in 16...200 { meter.frame(at: 10 + Double(i) / 60) }
        #expect(abs(meter.framesPerSecond - 60) < 1e-6)
        meter.idle()
        #expect(meter.framesPerSecond == 0)
    }
}

@Suite("README")
struct ReadmeTests {
    @Test("the README's controls table lists every binding of Controls, as the help does")
    func controlsTable() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let readme = try String(contentsOfFile: "/" + root + "/README.md", encoding: .utf8)
        for binding in Controls.keys {
            #expect(readme.contains("| \(binding.label) | \(binding.summary) |"), "\(binding.label)")
        }
        for action in Controls.mouse {
            #expect(readme.contains("| \(action.gesture) | \(action.summary) |"))
        }
    }
}

@Suite("Small screens")
struct SmallScreenTests {
    @Test("a terminal below 24x6 shows the whole too-small notice from 9 columns up")
    func notice() {
        let app = PlaygroundApp(settings: Settings(), columns: 9, rows: 3, unicode: true)
        #expect(app.render().text() == "too small\nneed 24x6\nhave 9x3")
    }
}
