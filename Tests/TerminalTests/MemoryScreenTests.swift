import Raster
import Terminal
import Testing

@Suite("MemoryScreen")
struct MemoryScreenTests {
    @Test func deliversScriptedEventsInOrder() {
        let screen = MemoryScreen(columns: 4, rows: 2, events: [.key(.up), .key(.character("q"))])
        screen.enqueue(.hangup)
        #expect(screen.nextEvent(timeout: 0) == .key(.up))
        #expect(screen.nextEvent(timeout: nil) == .key(.character("q")))
        #expect(screen.nextEvent(timeout: 1) == .hangup)
        #expect(screen.nextEvent(timeout: 1) == nil)
        #expect(screen.nextEvent(timeout: nil) == nil)
    }

    @Test func drainedScriptCanHangUpAndReportWaits() {
        let screen = MemoryScreen(columns: 1, rows: 1, hangsUpWhenDrained: true)
        var waits: [Double?] = []
        screen.onWait = { waits.append($0) }
        #expect(screen.nextEvent(timeout: 0.5) == nil)
        #expect(screen.nextEvent(timeout: nil) == .hangup)
        #expect(waits == [0.5, nil])
    }

    @Test func countsCellsWritten() {
        let screen = MemoryScreen(columns: 5, rows: 2)
        var grid = CellGrid(columns: 5, rows: 2)
        screen.present(grid)
        #expect(screen.lastCellsWritten == 10)
        screen.present(grid)
        #expect(screen.lastCellsWritten == 0)
        grid.put("🐷", column: 1, row: 1)
        screen.present(grid)
        #expect(screen.lastCellsWritten == 2)
        #expect(screen.totalCellsWritten == 12)
        #expect(screen.presentCount == 3)
        #expect(screen.shown == grid)
    }

    @Test func resizeQueuesEventAndForcesFullRepaint() {
        let screen = MemoryScreen(columns: 5, rows: 2)
        screen.present(CellGrid(columns: 5, rows: 2))
        screen.resize(columns: 3, rows: 4)
        #expect(screen.columns == 3 && screen.rows == 4)
        #expect(screen.nextEvent(timeout: 0) == .resize(columns: 3, rows: 4))
        var grid = CellGrid(columns: 3, rows: 4)
        grid.write("abc", column: 0, row: 3)
        screen.present(grid)
        #expect(screen.lastCellsWritten == 12)
        #expect(screen.shown.text() == "\n\n\nabc")
    }

    @Test func clipsGridsLargerThanTheScreen() {
        let screen = MemoryScreen(columns: 2, rows: 1)
        var grid = CellGrid(columns: 4, rows: 2)
        grid.write("wxyz", column: 0, row: 0)
        screen.present(grid)
        #expect(screen.shown.columns == 2)
        #expect(screen.shown.text() == "wx")
    }

    @Test func closeIsRecorded() {
        let screen = MemoryScreen(columns: 1, rows: 1)
        #expect(!screen.isClosed)
        screen.close()
        screen.close()
        #expect(screen.isClosed)
    }
}
