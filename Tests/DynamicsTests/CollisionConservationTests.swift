import Dynamics
import Testing

@Suite("Collisions: conservation")
struct CollisionConservationTests {
    struct Body { let item: BasicItem; let mass: Double }

    @Test("linear and angular momentum are conserved in item–item collisions (200 random cases)")
    func momentum() {
        var rng = SplitMix(seed: 99)
        for _ in 0..<200 {
            let animator = makeAnimator()
            let collision = CollisionBehavior(items: [])
            let props = DynamicItemBehavior(items: [])
            props.elasticity = rng.next(in: 0...1)
            props.friction = rng.next(in: 0...1)
            animator.addBehavior(collision)
            animator.addBehavior(props)
            var items: [BasicItem] = []
            for k in 0..<2 {
                let size = Size(width: rng.next(in: 10...80), height: rng.next(in: 10...80))
                let type: DynamicItemCollisionBoundsType = rng.next(in: 0...1) < 0.5 ? .rectangle : .ellipse
                let item = BasicItem(
                    center: Point(x: k == 0 ? -60 : 60, y: rng.next(in: -30...30)), size: size,
                    collisionBoundsType: type)
                collision.addItem(item)
                props.addItem(item)
                props.addLinearVelocity(
                    Vector(
                        dx: k == 0 ? rng.next(in: 50...900) : -rng.next(in: 50...900),
                        dy: rng.next(in: -200...200)), for: item)
                props.addAngularVelocity(rng.next(in: -3...3), for: item)
                items.append(item)
            }
            func momenta() -> (Vector, Double) {
                var p = Vector.zero, l = 0.0
                for item in items {
                    let m =
                        item.bounds.width * item.bounds.height / 10_000
                        * (item.collisionBoundsType == .ellipse ? Double.pi / 4 : 1)
                    let w = item.bounds.width, h = item.bounds.height
                    let inertia =
                        m * (item.collisionBoundsType == .ellipse ? (w * w + h * h) / 16 : (w * w + h * h) / 12)
                    let v = props.linearVelocity(for: item)
                    p += v * m
                    l +=
                        inertia * props.angularVelocity(for: item)
                        + m * Vector(dx: item.center.x, dy: item.center.y).cross(v)
                }
                return (p, l)
            }
            let (p0, l0) = momenta()
            run(animator, seconds: 0.5)
            let (p1, l1) = momenta()
            #expect((p1 - p0).length <= 1e-9 * max(1, p0.length) + 1e-9)
            #expect(abs(l1 - l0) <= 1e-7 * max(1, abs(l0)))
        }
    }

    @Test("kinetic energy never grows in an elastic head-on collision")
    func elasticEnergy() {
        for speed in stride(from: 100.0, through: 5000, by: 700) {
            let animator = makeAnimator()
            let a = disc(-100, 0), b = disc(100, 0)
            let collision = CollisionBehavior(items: [a, b])
            let props = DynamicItemBehavior(items: [a, b])
            props.elasticity = 1
            props.addLinearVelocity(Vector(dx: speed, dy: 0), for: a)
            props.addLinearVelocity(Vector(dx: -speed / 2, dy: 0), for: b)
            animator.addBehavior(collision)
            animator.addBehavior(props)
            // Equal discs hit centre on centre: no spin, so energy is ½m(vA² + vB²).
            func energy() -> Double {
                [a, b].reduce(0) { $0 + props.linearVelocity(for: $1).lengthSquared }
            }
            let e0 = energy()
            var maxE = e0
            run(animator, seconds: 2.5) { maxE = max(maxE, energy()) }
            #expect(maxE <= e0 * (1 + 1e-9), "speed \(speed)")
            #expect(props.linearVelocity(for: a).dx < 0, "an elastic head-on collision sends the first disc back")
        }
    }
}

/// A deterministic generator for property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }
}
