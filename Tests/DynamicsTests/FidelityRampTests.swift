import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A box on a ramp: static friction holds it when μ > tan θ; otherwise it slides with
/// a = g(sin θ − μ cos θ).
@Suite("Fidelity: friction on a ramp")
struct FidelityRampTests {
    /// A 30° ramp as a segment boundary and a 60 × 30 pt box resting on it, turned with it.
    private func ramp(friction: Double) -> (Room, BasicItem, Vector) {
        let room = Room(width: 4000, height: 4000, walls: false)
        room.animator.pausesAtRest = false
        let θ = Double.pi / 6
        let down = Vector(dx: cos(θ), dy: sin(θ))  // down the slope (y points down)
        let up = Vector(dx: sin(θ), dy: -cos(θ))  // the surface's outward normal
        let start = Point(x: 200, y: 500)
        room.collision.addBoundary(
            withIdentifier: "ramp", from: start, to: Point(x: start.x + 3000 * down.dx, y: start.y + 3000 * down.dy))
        let along = 400.0, lift = 15.0 + 0.25
        let item = BasicItem(
            center: Point(x: start.x + along * down.dx + lift * up.dx, y: start.y + along * down.dy + lift * up.dy),
            size: Size(width: 60, height: 30))
        item.transform = Transform(rotationAngle: θ)
        room.add(item)
        room.properties.friction = friction
        return (room, item, down)
    }

    @Test("μ = 0.7 > tan 30°: the box holds (< 1 pt in 3 s)")
    func holds() {
        let (room, item, _) = ramp(friction: 0.7)
        let start = item.center
        run(room.animator, seconds: 3)
        let moved = Vector(dx: item.center.x - start.x, dy: item.center.y - start.y).length
        #expect(moved < 1, "the box moved \(moved) pt")
    }

    @Test("μ < tan 30°: the box slides with a = g(sin θ − μ cos θ) ± 5 %", arguments: [0.0, 0.2, 0.4])
    func slides(friction μ: Double) {
        let (room, item, down) = ramp(friction: μ)
        run(room.animator, seconds: 0.5)
        let v1 = room.properties.linearVelocity(for: item).dot(down)
        run(room.animator, seconds: 1)
        let v2 = room.properties.linearVelocity(for: item).dot(down)
        let θ = Double.pi / 6
        let expected = 1000 * (sin(θ) - μ * cos(θ))
        let a = (v2 - v1) / 1
        #expect(abs(a / expected - 1) < 0.05, "a = \(a) pt/s², expected \(expected)")
        #expect(abs(room.properties.angularVelocity(for: item)) < 0.01, "the box tumbles")
    }
}
