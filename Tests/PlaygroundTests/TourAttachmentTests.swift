import Raster
import Testing

@testable import Playground

/// True for a Braille pattern with at least one dot.
private func isBraille(_ ch: Character) -> Bool {
    ch.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
}

@Suite("Tour: the pendulums' spring and rope are drawn without the overlay")
struct TourAttachmentTests {
    @Test("dots join each anchor ring to its bob, and the overlay stays off")
    func drawn() throws {
        let app = makeApp("tour")
        app.advance(by: 0.25)
        let tour = try #require(app.scene as? TourScene)
        #expect(!app.showsDebug)
        let grid = app.render()
        for pendulum in tour.pendulums {
            let (ac, ar) = app.viewport.cell(containing: pendulum.anchor)
            let (bc, br) = app.viewport.cell(containing: pendulum.bob.center)
            let (mc, mr) = ((ac + bc) / 2, (ar + br) / 2)
            let near = (max(0, mr - 1)...(mr + 1)).flatMap { r in (max(0, mc - 1)...(mc + 1)).map { (c: $0, r: r) } }
            #expect(
                near.contains { isBraille(grid[$0.c, $0.r].glyph) },
                "\(pendulum.kind): dots halfway between anchor and bob")
        }
        #expect(tour.pendulums.map(\.drawing.kind) == [.spring, .rope])
    }
}
