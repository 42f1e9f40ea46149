import Dynamics
import Raster

extension ExplosionScene: PlaygroundScene {
    /// The catalog name.
    public static let name = "explosion"
    public static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene {
        ExplosionScene(bounds: bounds, seed: seed)
    }
    /// The sliders this scene responds to.
    public static let sliderList: [SliderID] = [.tilt, .gravity, .pigs, .push]
    /// What a left click does here.
    public static let clickHint = "explode"
    public var movableItems: [DynamicItem] { pigs }
    public var countText: String { "pigs \(pigs.count)" + (isAtPigCap ? " (max: oldest recycled)" : "") }

    public func apply(_ tuning: Tuning) {
        gravity.apply(tuning)
        pushSpeed = tuning.push
    }

    public func click(at point: Point, tuning: Tuning) {
        explode(at: point, count: tuning.pigs)
    }

    public func resize(to bounds: Rect) {
        animator.referenceBounds = bounds
        updateFloor()
    }

    public func draw(into grid: inout CellGrid, with renderer: SceneRenderer) {
        if hasFloor {
            // The floor lies on the world's bottom edge: the bottom dots of the last world row.
            let (_, row) = renderer.viewport.cell(containing: Point(x: 0, y: animator.referenceBounds.maxY - 0.5))
            let glyph: Character = renderer.glyphs == .unicode ? "⣀" : "_"
            let cell = Cell(glyph, style: Style(dim: true))
            for column in 0..<grid.columns { grid.put(cell, column: column, row: row) }
        }
        // The centres straight from the pigs (a final class): no boxing, no witness calls.
        renderer.draw(pigSprite, centers: pigs.map(\.center), into: &grid)
    }
}
