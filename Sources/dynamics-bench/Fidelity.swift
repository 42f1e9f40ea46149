import Dynamics
import Foundation

/// `dynamics-bench --scene fidelity`: the behaviour table of the solver issue, re-measured on
/// this engine through the public API, each row beside the physics answer. The scenes are the
/// peers' own (`../shared/peers/fidelity`, 100 pt = 1 m): 40 pt boxes, gravity 1000 pt/s².
enum Fidelity {
    /// One row: what was measured, our figure, physics' answer.
    struct Row {
        let what: String
        let ours: String
        let physics: String
    }

    static func report() -> String {
        let rows = [twoBoxes(), tenStack(), pyramid(), headOn(), offCentre(), spring(), snap()]
        let width = rows.map(\.what.count).max() ?? 0
        return rows.map { row in
            row.what.padding(toLength: width, withPad: " ", startingAt: 0) + "  ours: " + row.ours
                + "  |  physics: " + row.physics
        }.joined(separator: "\n")
    }

    /// A room 2000 × 1000 pt with walls, gravity 1, no pausing; `add` puts an item in it.
    private final class Room {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let gravity = GravityBehavior(), collision = CollisionBehavior(items: [])
        let properties = DynamicItemBehavior(items: [])

        init(gravity magnitude: Double = 1, walls: Bool = true) {
            animator.pausesAtRest = false
            gravity.magnitude = magnitude
            collision.translatesReferenceBoundsIntoBoundary = walls
            for b in [gravity, collision, properties] as [DynamicBehavior] { animator.addBehavior(b) }
        }

        @discardableResult
        func add(_ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 40) -> BasicItem {
            let item = BasicItem(center: Point(x: x, y: y), size: Size(width: w, height: h))
            for b in [gravity, collision, properties] as [DynamicBehavior] {
                (b as? GravityBehavior)?.addItem(item)
                (b as? CollisionBehavior)?.addItem(item)
                (b as? DynamicItemBehavior)?.addItem(item)
            }
            return item
        }

        func run(_ seconds: Double, each: () -> Void = {}) {
            for _ in 0..<Int(seconds * 60) {
                animator.step(by: 1.0 / 60)
                each()
            }
        }
    }

    private static func f(_ x: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", x) }

    private static func stack(_ count: Int, gap: Double) -> (drift: Double, spin: Double, fell: Bool) {
        let room = Room()
        let boxes = (0..<count).map { room.add(1000, 980 - Double($0) * gap) }
        var drift = 0.0
        room.run(20) { for b in boxes { drift = max(drift, abs(b.center.x - 1000)) } }
        let spin = boxes.map { abs($0.transform.rotationAngle) }.max() ?? 0
        return (drift, spin, boxes.last!.center.y > 980 - Double(count - 1) * 40 + 20)
    }

    private static func twoBoxes() -> Row {
        let s = stack(2, gap: 200)
        return Row(
            what: "two boxes dropped one above the other, friction 0, 20 s",
            ours: s.fell ? "falls off" : "stands, \(f(s.drift)) pt sideways, top turned \(f(s.spin, 4)) rad",
            physics: "stands")
    }

    private static func tenStack() -> Row {
        let s = stack(10, gap: 41)
        return Row(
            what: "10 boxes stacked, friction 0, no sleeping, 20 s",
            ours: s.fell ? "collapses" : "stands, \(f(s.drift)) pt sideways", physics: "stands, 0 drift")
    }

    private static func pyramid() -> Row {
        let room = Room()
        room.properties.friction = 0.6
        var top: BasicItem?
        for r in 0..<20 {
            for i in r..<20 {
                top = room.add(Double(r + 1) * 20 + Double(i - r) * 40 + 600, 1000 - Double(2 * r + 1) * 20)
            }
        }
        let start = top!.center
        room.run(10)
        return Row(
            what: "pyramid of 210 boxes (base 20), friction 0.6, 10 s",
            ours: "top box \(f(abs(top!.center.x - start.x))) pt sideways, sank \(f(top!.center.y - start.y)) pt",
            physics: "0")
    }

    private static func headOn() -> Row {
        let room = Room(gravity: 0, walls: false)
        let a = room.add(500, 500, 50, 50), b = room.add(800, 500, 50, 50)
        room.properties.elasticity = 1
        let heavy = DynamicItemBehavior(items: [b])
        heavy.density = 3
        heavy.elasticity = 1
        room.animator.addBehavior(heavy)
        room.properties.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        room.run(2)
        let va = room.properties.linearVelocity(for: a).dx, vb = room.properties.linearVelocity(for: b).dx
        let spin = max(abs(room.properties.angularVelocity(for: a)), abs(room.properties.angularVelocity(for: b)))
        return Row(
            what: "two boxes head-on, elasticity 1, masses 1:3 (400 pt/s)",
            ours:
                "\(f((vb - va) / 4, 1)) % of the relative speed back (\(f(va, 1)), \(f(vb, 1)) pt/s), spin \(f(spin, 4)) rad/s",
            physics: "100 % (−200, 200 pt/s), no spin")
    }

    /// Two 100 pt boxes (densities 1 and 3) meet off-centre, spinning, friction 0.6,
    /// elasticity 0.5, no gravity: the change in total momentum and in angular momentum about
    /// the origin over 2 s (the Box2D v3 driver `momentum.c` in `.ci/peer-drivers` is the same scene).
    private static func offCentre() -> Row {
        let room = Room(gravity: 0, walls: false)
        let a = room.add(700, 480, 100, 100), b = room.add(1300, 530, 100, 100)
        room.properties.friction = 0.6
        room.properties.elasticity = 0.5
        let heavy = DynamicItemBehavior(items: [b])
        (heavy.density, heavy.friction, heavy.elasticity) = (3, 0.6, 0.5)
        room.animator.addBehavior(heavy)
        room.properties.addLinearVelocity(Vector(dx: 730, dy: -40), for: a)
        room.properties.addAngularVelocity(0.7, for: a)
        room.properties.addLinearVelocity(Vector(dx: -410, dy: -20), for: b)
        room.properties.addAngularVelocity(-1.3, for: b)
        let mass = [1.0, 3.0], inertia = mass.map { $0 * (100 * 100 + 100 * 100) / 12 }
        func momentum() -> (linear: Vector, angular: Double) {
            var p = Vector.zero, l = 0.0
            for (k, item) in [a, b].enumerated() {
                let v = room.properties.linearVelocity(for: item), x = item.center
                p = p + v * mass[k]
                l += mass[k] * (x.x * v.dy - x.y * v.dx) + inertia[k] * room.properties.angularVelocity(for: item)
            }
            return (p, l)
        }
        let before = momentum()
        room.run(2)
        let after = momentum()
        let linear = (after.linear - before.linear).length / before.linear.length
        let angular = abs(after.angular - before.angular) / abs(before.angular)
        return Row(
            what: "two boxes meet off-centre, masses 1:3, e 0.5, μ 0.6",
            ours:
                "momentum kept to \(String(format: "%.1e", linear)), angular momentum to \(String(format: "%.1e", angular))",
            physics: "both kept exactly")
    }

    private static func spring() -> Row {
        let animator = DynamicAnimator(referenceBounds: Rect(x: -1000, y: -1000, width: 2000, height: 2000))
        let bob = BasicItem(center: Point(x: 0, y: 250), size: Size(width: 20, height: 20))
        let spring = AttachmentBehavior(item: bob, attachedToAnchor: .zero)
        spring.length = 200
        spring.frequency = 1
        animator.addBehavior(spring)
        var late = 0.0
        for frame in 0..<600 {
            animator.step(by: 1.0 / 60)
            if frame >= 540 { late = max(late, abs(bob.center.y - 200)) }
        }
        return Row(
            what: "spring 1 Hz, damping 0, after 10 s (50 pt stretch)",
            ours: "\(f(late / 50 * 100, 1)) % of the amplitude", physics: "100 %")
    }

    private static func snap() -> Row {
        let room = Room(walls: false)
        let item = room.add(100, 100, 50, 50)
        room.animator.addBehavior(SnapBehavior(item: item, snapTo: Point(x: 400, y: 300)))
        room.run(5)
        let miss = hypot(item.center.x - 400, item.center.y - 300)
        return Row(
            what: "snap under gravity, after 5 s", ours: "\(f(miss, 3)) pt from the point", physics: "on the point")
    }
}
