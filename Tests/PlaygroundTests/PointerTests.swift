import Dynamics
import Raster
import Terminal
import Testing

@testable import Playground

@Suite("Pointer: grab, throw, snap")
struct PointerTests {
    /// The fields scene at rest (no noise), with the square's cell.
    func restingFields() -> (PlaygroundApp, FieldsScene, (Int, Int)) {
        let app = makeApp("fields")
        app.setSlider(.strength, to: 0)
        for _ in 0..<180 { app.advance(by: 1.0 / 60) }
        let fields = app.scene as! FieldsScene
        return (app, fields, app.viewport.cell(containing: fields.square.center))
    }

    @Test("press on an item, drag and let go: it flies off with the pointer's velocity")
    func dragThrow() {
        let (app, fields, (c, r)) = restingFields()
        app.now = 10
        app.handle(mouse(.press(.left), c, r))
        #expect(app.hand.grab?.item === fields.square)
        for k in 1...5 {
            app.now += 0.02
            app.handle(mouse(.drag(.left), c + 2 * k, r - k))
            app.advance(by: 1.0 / 60)
        }
        app.now += 0.01
        app.handle(mouse(.release(.left), c + 10, r - 5))
        #expect(app.hand.grab == nil)
        let v = app.scene.animator.velocity(of: fields.square)!
        // 2 columns (16 pt) right and 1 row (16 pt) up every 20 ms: 800 pt/s each way.
        #expect(abs(v.dx - 800) < 150 && abs(v.dy + 800) < 150, "thrown at \(v)")
        let x = fields.square.center.x
        for _ in 0..<10 { app.advance(by: 1.0 / 60) }
        #expect(fields.square.center.x > x + 60, "it keeps going after the release")
    }

    @Test("a press and release on an item without a drag is a plain click")
    func clickOnItem() {
        let (app, fields, (c, r)) = restingFields()
        app.handle(mouse(.press(.left), c, r))
        app.handle(mouse(.release(.left), c, r))
        #expect(fields.dropped.count == 1, "the fields scene's click drops a shape")
        #expect(app.hand.grab == nil)
        #expect(app.scene.animator.velocity(of: fields.square)!.length < 50)
    }

    @Test("a right click snaps the nearest item to the pointer; c lets it go")
    func rightClickSnaps() {
        let (app, fields, _) = restingFields()
        let target = app.viewport.center(ofColumn: 60, row: 6)
        app.handle(mouse(.press(.right), 60, 6))
        #expect(app.hand.snaps.count == 1 && app.hand.snaps[0].snappedItem === fields.ellipse)
        for _ in 0..<180 { app.advance(by: 1.0 / 60) }
        // A snap is a 2 Hz spring: under gravity 1 it hangs g / ω² ≈ 6 pt low.
        #expect(fields.ellipse.center.distance(to: target) < 8)
        press(app, "c")
        #expect(app.hand.snaps.isEmpty)
        for _ in 0..<120 { app.advance(by: 1.0 / 60) }
        #expect(fields.ellipse.center.y > target.y + 100, "released, it falls")
    }

    @Test("grabbing a pig that then leaves the scene lets go cleanly")
    func grabbedPigLeaves() {
        let app = makeApp()
        app.perform(.explode(column: 40, row: 12))
        let (c, r) = app.viewport.cell(containing: app.explosion!.pigs[0].center)
        app.handle(mouse(.press(.left), c, r))
        #expect(app.explosion!.pigs.contains { $0 === app.hand.grab?.item }, "the topmost pig there is held")
        press(app, "c")
        #expect(app.hand.grab == nil && app.scene.animator.behaviors.count == 1)
    }

    @Test("the debug overlay draws bounds and forces, refreshed every debugInterval frames")
    func debugOverlay() {
        let app = makeApp("fields") { $0.debugInterval = 3 }
        press(app, "d")
        let text = app.render().text()
        #expect(text.contains("debug gravity push field contact bounds joints"))
        #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "Braille dots")
        let first = app.debugCanvas()
        app.advance(by: 1.0 / 60)
        #expect(app.debugCanvas() == first, "within the interval the overlay is reused")
        app.advance(by: 1.0 / 60)
        app.advance(by: 1.0 / 60)
        #expect(app.debugCanvas() != first, "after debugInterval frames it is drawn again")
        let snapshot = app.debugSnapshot()
        #expect(snapshot.items.count == 2 && !snapshot.fieldSamples.isEmpty)
        #expect(snapshot.items.allSatisfy { $0.accelerations.contains { $0.kind == .gravity } })
        press(app, "d")
        #expect(!app.render().text().contains("debug gravity"))
    }

    @Test("the overlay's field samples sit on FieldArrows' grid for the screen, and follow a resize")
    func fieldGridFollowsResize() {
        let app = makeApp("fields")
        press(app, "d")
        let cell = app.viewport.cellSize
        #expect(app.debugSnapshot().fieldSpacing == FieldArrows.spacing(columns: 80, rows: 23, cellSize: cell))
        app.resize(columns: 200, rows: 60)
        let wide = FieldArrows.spacing(columns: 200, rows: 59, cellSize: cell)
        #expect(wide != FieldArrows.spacing(columns: 80, rows: 23, cellSize: cell))
        #expect(app.scene.animator.debugFieldSpacing == wide)
        #expect(app.debugSnapshot().fieldSpacing == wide, "a fresh snapshot on the new grid")
    }

    @Test("idle with the panel and the overlay on, the loop still blocks for input")
    func idleLoopWithOverlay() {
        let clock = ManualClock()
        let screen = MemoryScreen(
            columns: 80, rows: 24,
            events: [.key(.character("d"))]
                + [mouse(.press(.left), 40, 12), mouse(.release(.left), 40, 12)])
        var waits: [Double?] = []
        screen.onWait = { timeout in
            waits.append(timeout)
            if let t = timeout { clock.advance(by: max(t, 1.0 / 60)) } else { screen.enqueue(.key(.character("q"))) }
        }
        let app = makeApp()
        FrameLoop(app: app, screen: screen, clock: clock).run()
        #expect(app.showsDebug && app.explosion!.pigs.isEmpty)
        #expect(waits.last! == nil, "at rest the loop blocks instead of polling")
        #expect(waits.filter { $0 == nil }.count == 1, "and it never blocked while pigs flew")
    }
}
