import Dynamics
import Raster
import Testing

@Suite("Viewport")
struct ViewportTests {
    @Test("default cells are 8 pt wide and 16 pt tall")
    func defaultMapping() {
        let v = Viewport()
        #expect(v.cell(containing: Point(x: 0, y: 0)) == (0, 0))
        #expect(v.cell(containing: Point(x: 7.9, y: 15.9)) == (0, 0))
        #expect(v.cell(containing: Point(x: 8, y: 16)) == (1, 1))
        #expect(v.cell(containing: Point(x: -0.1, y: 40)) == (-1, 2))
        #expect(v.center(ofColumn: 10, row: 5) == Point(x: 84, y: 88))
        #expect(v.worldRect(columns: 80, rows: 24) == Rect(x: 0, y: 0, width: 640, height: 384))
    }

    @Test("cell centre round-trips to the same cell for any cell size")
    func roundTrip() {
        for size in [Size(width: 8, height: 16), Size(width: 5, height: 11), Size(width: 1, height: 1)] {
            let v = Viewport(cellSize: size, origin: Point(x: -3, y: 7))
            for (c, r) in [(0, 0), (13, 4), (-2, 9)] {
                #expect(v.cell(containing: v.center(ofColumn: c, row: r)) == (c, r))
            }
        }
    }

    @Test("non-finite points land off any grid instead of trapping")
    func nonFinite() {
        let v = Viewport()
        let (c, r) = v.cell(containing: Point(x: .nan, y: .infinity))
        #expect(c < 0 && r > 1_000_000)
    }
}
