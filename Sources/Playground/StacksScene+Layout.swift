import Dynamics
import Raster

extension StacksScene {
    /// The side of every box for bounds `b`: 32 pt (4 × 2 cells at the default cell size), less
    /// on a small screen so the three groups still fit side by side (at least 4 pt).
    static func boxSide(in b: Rect) -> Double {
        min(32, max(4, min(b.width / 20, b.height / 10)))
    }

    /// Places the stack, the pyramid and the cradle on the floor (the bottom edge of `b`), left
    /// to right at about 16 %, 42 % and 64 % of the width.
    func layOut(in b: Rect) {
        let side = Self.boxSide(in: b), floor = b.maxY
        let stackX = b.minX + b.width * 0.16
        for k in 0..<Self.stackHeight {
            stack.append(addBox(at: Point(x: stackX, y: floor - (Double(k) + 0.5) * side), side: side, to: boxMaterial))
        }
        label(
            "stack", above: Point(x: stackX - side / 2, y: floor - Double(Self.stackHeight) * side),
            color: Self.stackColors[0])
        let pyramidLeft = b.minX + b.width * 0.42 - Double(Self.pyramidBase) * side / 2
        addPyramid(left: pyramidLeft, floor: floor, side: side)
        label(
            "pyramid", above: Point(x: pyramidLeft, y: floor - Double(Self.pyramidBase) * side),
            color: Self.pyramidColors[0])
        let cradleLeft = b.minX + b.width * 0.64
        for k in 0..<Self.cradleLength {
            let center = Point(x: cradleLeft + (Double(k) + 0.5) * side, y: floor - side / 2)
            cradle.append(addBox(at: center, side: side, to: cradleMaterial))
        }
        // Touching, elastic and frictionless, the cradle would trade its energy with the walls
        // forever; a little air resistance brings it to rest over a few seconds.
        cradleMaterial.resistance = 0.2
        label("cradle: e 1, no friction", above: Point(x: cradleLeft, y: floor - side), color: Self.cradleColors[0])
        labels.append(
            (Point(x: b.minX + 16, y: b.minY + 8), "click: a ball hits it; drag: throw a box", .default))
    }

    /// A pyramid of `pyramidBase` rows, each centred on the gaps of the row below; its bottom
    /// row's left edge at x = `left`.
    private func addPyramid(left: Double, floor: Double, side: Double) {
        for row in 0..<Self.pyramidBase {
            for i in row..<Self.pyramidBase {
                let center = Point(
                    x: left + Double(row + 1) * side / 2 + Double(i - row) * side,
                    y: floor - Double(2 * row + 1) * side / 2)
                pyramid.append(addBox(at: center, side: side, to: boxMaterial))
            }
        }
    }

    /// A square box under gravity and collisions with the properties of `material`.
    private func addBox(at center: Point, side: Double, to material: DynamicItemBehavior) -> BasicItem {
        let box = BasicItem(center: center, size: Size(width: side, height: side))
        gravity.addItem(box)
        collision.addItem(box)
        material.addItem(box)
        return box
    }

    /// A label one text row above the world point `corner` (a group's top-left).
    private func label(_ text: String, above corner: Point, color: TermColor) {
        labels.append((Point(x: corner.x, y: corner.y - 20), text, color))
    }
}
