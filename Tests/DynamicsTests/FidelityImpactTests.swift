import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Collisions of boxes against the textbook: momentum is conserved and the relative speed
/// comes back times the elasticity, face-on hits give no spin.
@Suite("Fidelity: box impacts")
struct FidelityImpactTests {
    @Test(
        "head-on boxes at mass ratios 1:1, 1:3, 1:10, elasticity 1 and 0.5: textbook velocities ±1 %, no spin",
        arguments: [(1.0, 1.0), (3.0, 1.0), (10.0, 1.0), (1.0, 0.5), (3.0, 0.5), (10.0, 0.5)])
    func headOn(ratio: Double, elasticity e: Double) {
        let room = Room(width: 4000, height: 4000, gravity: 0, walls: false)
        let a = room.add(box(1000, 2000, 50, 50)), b = room.add(box(1300, 2000, 50, 50))
        room.properties.elasticity = e
        let heavy = DynamicItemBehavior(items: [b])
        heavy.density = ratio
        heavy.elasticity = e
        room.animator.addBehavior(heavy)
        let u = 400.0
        room.properties.addLinearVelocity(Vector(dx: u, dy: 0), for: a)
        run(room.animator, seconds: 2)
        let v1 = (1 - e * ratio) * u / (1 + ratio), v2 = (1 + e) * u / (1 + ratio)
        let va = room.properties.linearVelocity(for: a), vb = room.properties.linearVelocity(for: b)
        #expect(abs(va.dx - v1) <= 0.01 * u, "light box \(va.dx), textbook \(v1)")
        #expect(abs(vb.dx - v2) <= 0.01 * u, "heavy box \(vb.dx), textbook \(v2)")
        #expect(abs(va.dy) < 1e-6 && abs(vb.dy) < 1e-6)
        #expect(abs(room.properties.angularVelocity(for: a)) < 0.01)
        #expect(abs(room.properties.angularVelocity(for: b)) < 0.01)
    }

    @Test("Newton's cradle: five touching boxes, elasticity 1: the last leaves at the first's speed, the others stay")
    func cradle() {
        let room = Room(width: 4000, height: 4000, gravity: 0, walls: false)
        room.properties.elasticity = 1
        let side = 50.0
        let striker = room.add(box(1000, 2000, side, side))
        let row = (0..<4).map { i in room.add(box(1200 + Double(i) * side, 2000, side, side)) }
        let u = 300.0
        room.properties.addLinearVelocity(Vector(dx: u, dy: 0), for: striker)
        run(room.animator, seconds: 1.5)
        let last = room.properties.linearVelocity(for: row[3]).dx
        #expect(abs(last - u) <= 0.02 * u, "the last box leaves at \(last) pt/s")
        for item in [striker] + row.dropLast() {
            let v = room.properties.linearVelocity(for: item)
            #expect(v.length <= 0.02 * u, "a middle box moves at \(v)")
        }
    }

    @Test(
        "a hanging cradle (five touching balls on rods, the first let go from 30° to 60°): the last ball takes the whole blow",
        arguments: [30.0, 40, 45, 50, 55, 60])
    func hangingCradle(degrees: Double) {
        // The shipped `cradle` scene's build: 32 pt balls on 160 pt rods. The striker's rod
        // still swings it on into its neighbour after the impact, so that contact pushes; the
        // impact gave the bounce already, and the end-of-step restitution must not add another.
        let room = Room(width: 1000, height: 1000)
        room.properties.elasticity = 1
        room.properties.friction = 0
        let rod = 160.0, angle = degrees * .pi / 180
        var balls: [BasicItem] = []
        for i in 0..<5 {
            let anchor = Point(x: 400 + Double(i) * 32, y: 100)
            let swing = i == 0 ? angle : 0
            let ball = room.add(disc(anchor.x - rod * sin(swing), anchor.y + rod * cos(swing), diameter: 32))
            room.animator.addBehavior(AttachmentBehavior(item: ball, attachedToAnchor: anchor))
            balls.append(ball)
        }
        // Step until the last ball is on its way (1 pt out), noting the striker's speed before.
        var strike = 0.0, frames = 0
        while balls[4].center.x < 529 && frames < 120 {
            strike = max(strike, room.properties.linearVelocity(for: balls[0]).dx)
            room.animator.step(by: 1.0 / 60)
            frames += 1
        }
        let expected = (2 * 1000 * rod * (1 - cos(angle))).squareRoot()  // v = √(2gh), g = 1000 pt/s²
        #expect(
            abs(strike - expected) <= 0.05 * expected, "the striker arrives at \(strike) pt/s, √(2gh) = \(expected)")
        let speeds = balls.map { room.properties.linearVelocity(for: $0).length }
        let energy = speeds.map { $0 * $0 }.reduce(0, +)  // equal masses: Σ v² against the striker's
        #expect(energy <= 1.03 * strike * strike, "speeds after the blow \(speeds), striker \(strike)")
        #expect(abs(speeds[4] / strike - 1) <= 0.02, "the last ball leaves at \(speeds[4]) pt/s")
        for v in speeds.dropLast() { #expect(v <= 0.02 * strike, "a ball left behind moves at \(v) pt/s") }
    }
}
