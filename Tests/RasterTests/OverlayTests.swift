import Dynamics
import Testing

@testable import Raster

@Suite("Debug overlay")
struct OverlayTests {
    let overlay = DebugOverlay(viewport: Viewport())  // 8 × 16 pt cells: a dot is 4 × 4 pt

    @Test("a rectangle's collision bounds, outlined in dots")
    func rectangle() {
        var snapshot = DebugSnapshot()
        snapshot.items = [
            .init(shape: ItemShape(kind: .rectangle, size: Size(width: 24, height: 16), center: Point(x: 16, y: 16)))
        ]
        #expect(
            overlay.canvas(for: snapshot, columns: 5, rows: 2).dotText() == """
                ..........
                ..........
                .######...
                .#....#...
                .#....#...
                .######...
                ..........
                ..........
                """)
    }

    @Test("an ellipse's bounds are a round outline; rotated, a rectangle's corners turn with it")
    func ellipseAndRotation() {
        var snapshot = DebugSnapshot()
        snapshot.items = [
            .init(shape: ItemShape(kind: .ellipse, size: Size(width: 32, height: 32), center: Point(x: 20, y: 20)))
        ]
        #expect(
            overlay.canvas(for: snapshot, columns: 5, rows: 3).dotText() == """
                ..........
                ...####...
                ..#....#..
                .#......#.
                .#......#.
                .#......#.
                .#......#.
                ..#....#..
                ...####...
                ..........
                ..........
                ..........
                """)
        snapshot.items = [
            .init(
                shape: ItemShape(
                    kind: .rectangle, size: Size(width: 24, height: 24),
                    center: Point(x: 20, y: 20), angle: .pi / 4))
        ]
        #expect(
            overlay.canvas(for: snapshot, columns: 5, rows: 3).dotText() == """
                ..........
                .....#....
                ....#.#...
                ...#...#..
                ..#....#..
                .#......#.
                ..##...#..
                ....#.#...
                .....#....
                ..........
                ..........
                ..........
                """)
    }

    @Test("force vectors: one arrow per kind from the item's centre, gravity 1 three rows long")
    func vectors() {
        var snapshot = DebugSnapshot()
        let shape = ItemShape(kind: .rectangle, size: .zero, center: Point(x: 10, y: 10))
        snapshot.items = [
            .init(
                shape: shape,
                accelerations: [
                    .init(kind: .gravity, acceleration: Vector(dx: 0, dy: 1000)),
                    .init(kind: .push, acceleration: Vector(dx: 250, dy: 0)),
                ])
        ]
        let canvas = overlay.canvas(for: snapshot, columns: 5, rows: 4)
        #expect(
            canvas.dotText() == """
                ..........
                ......##..
                ..#######.
                ..#...##..
                ..#.......
                ..#.......
                ..#.......
                ..#.......
                ..#.......
                ..#.......
                ..#.......
                ..#.......
                .###......
                .###......
                ..#.......
                ..........
                """)
        #expect(canvas.cell(column: 1, row: 3).color == DebugOverlay.color(of: .gravity))
        #expect(canvas.cell(column: 3, row: 0).color == DebugOverlay.color(of: .push))
        #expect(DebugOverlay.arrowLength(for: 1000) == 48)
        #expect(DebugOverlay.arrowLength(for: 250) == 24)
    }

    @Test("attachments and snaps draw a line to a small cross; boundaries are polylines")
    func links() {
        var snapshot = DebugSnapshot()
        snapshot.boundaries = [([Point(x: 0, y: 44), Point(x: 40, y: 44)], false)]
        snapshot.snaps = [.init(from: Point(x: 6, y: 6), to: Point(x: 30, y: 6), isSpring: true)]
        #expect(
            overlay.canvas(for: snapshot, columns: 5, rows: 3).dotText() == """
                ......#.#.
                .#.#.#.#..
                ......#.#.
                ..........
                ..........
                ..........
                ..........
                ..........
                ..........
                ..........
                ..........
                ##########
                """)
    }

    @Test("the legend names every colour and stops where the panel begins")
    func legend() {
        var grid = CellGrid(columns: 60, rows: 1)
        DebugOverlay.drawLegend(into: &grid, column: 0, row: 0, width: 60)
        #expect(grid.text() == "debug gravity push field contact bounds joints")
        #expect(grid[6, 0].style.foreground == .green)
        var narrow = CellGrid(columns: 60, rows: 1)
        DebugOverlay.drawLegend(into: &narrow, column: 0, row: 0, width: 20)
        #expect(narrow.text() == "debug gravity push")
    }

    @Test("a snapshot reads gravity, contacts, bounds and boundaries from a running animator's debug snapshot")
    func snapshotFromAnimator() throws {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 160, height: 96))
        animator.debugEnabled = true
        let box = BasicItem(center: Point(x: 80, y: 80), size: Size(width: 32, height: 32))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.addBehavior(collision)
        for _ in 0..<120 { animator.step(by: 1.0 / 60) }
        let snapshot = DebugSnapshot(try #require(animator.debugSnapshot), visible: animator.referenceBounds)
        #expect(snapshot.items.count == 1)
        let kinds = snapshot.items[0].accelerations.map(\.kind)
        #expect(kinds == [.gravity, .contact])
        let contact = snapshot.items[0].accelerations[1].acceleration
        #expect(
            abs(contact.dy + 1000) < 50 && abs(contact.dx) < 1,
            "resting: the floor holds it up against gravity, \(contact)")
        #expect(snapshot.boundaries.count == 1 && snapshot.boundaries[0].closed)
        #expect(snapshot.fieldSamples.isEmpty, "no field behavior, no field arrows")
        let offscreen = DebugSnapshot(
            try #require(animator.debugSnapshot), visible: Rect(x: 0, y: 200, width: 160, height: 96))
        #expect(offscreen.items.isEmpty && offscreen.boundaries.count == 1, "items off the screen are left out")
    }
}
