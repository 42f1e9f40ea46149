import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Collisions: friction and stacking")
struct CollisionFrictionTests {
    static let slope = 20.0 * Double.pi / 180

    /// A 50×50 box resting on a 20° wedge (a path boundary), aligned with the slope.
    func boxOnRamp(friction: Double) -> (Room, BasicItem) {
        let room = Room(width: 4000, height: 3000, walls: false)
        let length = 3000.0
        let top = Point(x: 100, y: 500)
        let bottom = Point(x: top.x + length * cos(Self.slope), y: top.y + length * sin(Self.slope))
        room.collision.addBoundary(
            withIdentifier: "ramp",
            for: Path(points: [top, bottom, Point(x: top.x, y: bottom.y)]))
        room.properties.friction = friction
        let up = Vector(dx: sin(Self.slope), dy: -cos(Self.slope))
        let along = Vector(dx: cos(Self.slope), dy: sin(Self.slope))
        let c = top + along * 300 + up * 25.2
        let item = box(c.x, c.y, 50, 50)
        item.transform = Transform(rotationAngle: Self.slope)
        room.add(item)
        return (room, item)
    }

    @Test("a box on a 20° ramp sticks with μ = 0.45")
    func sticks() {
        let (room, item) = boxOnRamp(friction: 0.45)
        run(room.animator, seconds: 0.5)
        let start = item.center
        run(room.animator, seconds: 2)
        #expect(item.center.distance(to: start) < 1, "moved \(item.center.distance(to: start)) pt")
    }

    @Test("with μ = 0.25 it slides at g(sin θ − μ cos θ) (±5 %)")
    func slides() {
        let (room, item) = boxOnRamp(friction: 0.25)
        let along = Vector(dx: cos(Self.slope), dy: sin(Self.slope))
        run(room.animator, seconds: 0.5)
        let v1 = room.properties.linearVelocity(for: item).dot(along)
        run(room.animator, seconds: 1)
        let v2 = room.properties.linearVelocity(for: item).dot(along)
        let expected = 1000 * (sin(Self.slope) - 0.25 * cos(Self.slope))
        #expect(abs((v2 - v1) - expected) <= 0.05 * expected, "acceleration \(v2 - v1) pt/s², expected \(expected)")
        #expect(abs(item.transform.rotationAngle - Self.slope) < 0.02, "it slides flat, without tumbling")
    }

    @Test("12 stacked boxes stay standing and come to rest")
    func stack() {
        let room = Room()
        room.properties.friction = 0.6
        var boxes: [BasicItem] = []
        for k in 0..<12 { boxes.append(room.add(box(1000, room.floor - 20 - Double(k) * 40.5))) }
        run(room.animator, seconds: 8)
        for (k, b) in boxes.enumerated() {
            #expect(abs(b.center.x - 1000) < 2, "box \(k) drifted to x = \(b.center.x)")
            #expect(abs(b.transform.rotationAngle) < 0.01, "box \(k) tilted")
            let below = k == 0 ? room.floor : boxes[k - 1].center.y - 20
            #expect(
                abs(b.center.y + 20 - below) < 1, "box \(k) sits on what is below it (gap \(below - b.center.y - 20))")
        }
        #expect(room.animator.isRunning == false, "the stack came to rest and the animator paused")
    }

    @Test("a 10-row pyramid settles with no penetration beyond a point")
    func pyramid() {
        let room = Room()
        room.properties.friction = 0.6
        var boxes: [BasicItem] = []
        for row in 0..<10 {
            for k in 0..<(10 - row) {
                let x = 1000 + (Double(k) - Double(9 - row) / 2) * 41
                boxes.append(room.add(box(x, room.floor - 20 - Double(row) * 40.5)))
            }
        }
        run(room.animator, seconds: 6)
        var deepest = 0.0
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let dx = 40 - abs(boxes[i].center.x - boxes[j].center.x)
                let dy = 40 - abs(boxes[i].center.y - boxes[j].center.y)
                if dx > 0 && dy > 0 { deepest = max(deepest, min(dx, dy)) }
            }
        }
        #expect(deepest <= 1, "deepest overlap \(deepest) pt")
        #expect(boxes.allSatisfy { abs($0.transform.rotationAngle) < 0.05 })
        #expect(boxes.last!.center.y < room.floor - 20 - 9 * 40 + 2, "the top box is still on top")
    }
}
