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

    @Test(
        "a frictionless disc pressed against a held box as it slides down its face never spins (the midpoint rule spun it up to 2.5 rad/s)",
        arguments: [500.0, 2000.0])
    func slidingPastNeverSpins(speed: Double) {
        let r = slidePast(box(1220, 2000, 80, 80), speed: speed)
        #expect(r.slid > speed * 0.25)
        #expect(r.spin < 1e-9)
    }

    @Test("linear and angular momentum are conserved when discs meet discs and boxes (100 random cases)")
    func momentumWithDiscs() {
        var rng = SplitMix(seed: 7)
        for _ in 0..<100 {
            let room = Room(width: 4000, height: 4000, gravity: 0, walls: false)
            room.properties.elasticity = rng.next(in: 0...1)
            room.properties.friction = rng.next(in: 0...1)
            var items: [BasicItem] = []
            for k in 0..<2 {
                let side = rng.next(in: 10...80)
                let isDisc = k == 0 || rng.next(in: 0...1) < 0.5
                let x = k == 0 ? 1940.0 : 2060.0, y = 2000 + rng.next(in: -30...30)
                let item = room.add(
                    isDisc ? disc(x, y, diameter: side) : box(x, y, side, rng.next(in: 10...80)))
                room.properties.addLinearVelocity(
                    Vector(dx: (k == 0 ? 1 : -1) * rng.next(in: 50...900), dy: rng.next(in: -200...200)), for: item)
                room.properties.addAngularVelocity(rng.next(in: -3...3), for: item)
                items.append(item)
            }
            func momenta() -> (Vector, Double) {
                var p = Vector.zero, l = 0.0
                for item in items {
                    let w = item.bounds.width, h = item.bounds.height
                    let round = item.collisionBoundsType == .ellipse
                    let m = w * h / 10_000 * (round ? Double.pi / 4 : 1)
                    let inertia = m * (round ? (w * w + h * h) / 16 : (w * w + h * h) / 12)
                    let v = room.properties.linearVelocity(for: item)
                    p += v * m
                    l +=
                        inertia * room.properties.angularVelocity(for: item)
                        + m * Vector(dx: item.center.x, dy: item.center.y).cross(v)
                }
                return (p, l)
            }
            let (p0, l0) = momenta()
            run(room.animator, seconds: 0.5) {}
            let (p1, l1) = momenta()
            #expect((p1 - p0).length <= 1e-9 * max(1, p0.length) + 1e-9)
            #expect(abs(l1 - l0) <= 1e-7 * max(1, abs(l0)))
        }
    }
}
