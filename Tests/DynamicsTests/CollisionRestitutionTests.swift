import Dynamics
import Testing

@Suite("Collisions: restitution")
struct CollisionRestitutionTests {
    /// Drops a disc from `height` (bottom above the floor) and returns the highest bottom
    /// height after the first bounce.
    func bounceHeight(elasticity: Double, height: Double = 400) -> Double {
        let room = Room()
        room.properties.elasticity = elasticity
        let ball = room.add(disc(1000, room.floor - 20 - height))
        var bounced = false, peak = 0.0, lastY = ball.center.y
        run(room.animator, seconds: 2.5) {
            let y = ball.center.y
            if !bounced && y < lastY { bounced = true }
            if bounced { peak = max(peak, room.floor - 20 - y) }
            lastY = y
        }
        return peak
    }

    @Test("elasticity 0.5 rebounds to ¼ of the drop height, 0.8 to 0.64 (±5 %)", arguments: [0.5, 0.8])
    func rebound(e: Double) {
        let h = bounceHeight(elasticity: e)
        #expect(abs(h / 400 - e * e) <= 0.05 * e * e, "rebound \(h) pt of 400 for elasticity \(e)")
    }

    @Test("elasticity 0 does not bounce")
    func dead() {
        #expect(bounceHeight(elasticity: 0) < 1)
    }

    @Test("elasticity 1 never gains height over 20 bounces")
    func perfect() {
        let room = Room()
        room.properties.elasticity = 1
        let ball = room.add(disc(1000, room.floor - 20 - 150))
        var peaks: [Double] = [], rising = false, lastY = ball.center.y, top = 0.0
        run(room.animator, seconds: 24) {
            let y = ball.center.y
            if y < lastY { rising = true; top = max(top, room.floor - 20 - y) }
            if y > lastY && rising { peaks.append(top); rising = false; top = 0 }
            lastY = y
        }
        #expect(peaks.count >= 20)
        for (a, b) in zip(peaks, peaks.dropFirst()) { #expect(b <= a + 0.5, "peak grew from \(a) to \(b)") }
        #expect(peaks.allSatisfy { $0 <= 150.5 })
    }
}
