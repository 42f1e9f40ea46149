import Dynamics
import Testing

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
}
