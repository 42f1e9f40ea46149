import Dynamics
import Testing

/// Discs that roll or spin on a floor: a disc's surface under its contact stays put as the
/// disc turns, so turning alone must not open a gap or let it sink.
@Suite("Fidelity: rolling and spinning discs")
struct FidelityRollingTests {
    /// How deep (pt, ≥ 0) a disc of radius `r` got into the floor, and how far it was above
    /// it at most, over `seconds`, rolling or spinning as `setUp` starts it.
    private func depthRange(
        r: Double, seconds: Double, friction: Double, _ setUp: (Room, BasicItem) -> Void
    ) -> (deepest: Double, highest: Double) {
        let room = Room(width: 60000, height: 1000)
        room.animator.pausesAtRest = false
        let d = room.add(disc(100, room.floor - r, diameter: 2 * r))
        room.properties.friction = friction
        setUp(room, d)
        var deepest = 0.0, highest = 0.0
        run(room.animator, seconds: seconds) {
            let gap = room.floor - r - d.center.y
            deepest = max(deepest, -gap)
            highest = max(highest, gap)
        }
        return (deepest, highest)
    }

    @Test(
        "a disc rolling along the floor stays on it at any speed (a turned anchor let one at 3 000 pt/s sink 4.6 pt)",
        arguments: [200.0, 1000.0, 3000.0, 6000.0])
    func rollingStaysOnTheFloor(speed: Double) {
        let r = 20.0
        let (deepest, highest) = depthRange(r: r, seconds: 2, friction: 1) { room, d in
            // Rolling without slipping from the start: ω = v / r (y points down, so clockwise).
            room.properties.addLinearVelocity(Vector(dx: speed, dy: 0), for: d)
            room.properties.addAngularVelocity(speed / r, for: d)
        }
        // As deep as a disc at rest gets (the soft contact's sag under gravity: 0.007 pt).
        #expect(deepest < 0.02)
        #expect(highest < 0.02)
    }

    @Test(
        "a disc spinning in place on a frictionless floor neither sinks nor lifts",
        arguments: [10.0, 100.0, 400.0])
    func spinningInPlace(spin: Double) {
        let (deepest, highest) = depthRange(r: 30, seconds: 1, friction: 0) { room, d in
            room.properties.addAngularVelocity(spin, for: d)
        }
        #expect(deepest < 0.02)
        #expect(highest < 0.02)
    }
}
