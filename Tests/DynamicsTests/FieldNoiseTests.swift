import Dynamics
import Testing

/// Points on a `count` × `count` grid, `spacing` pt apart, starting at (x0, y0).
func grid(_ count: Int, spacing: Double, from x0: Double = 0, _ y0: Double = 0) -> [Point] {
    (0..<count * count).map { Point(x: x0 + Double($0 % count) * spacing, y: y0 + Double($0 / count) * spacing) }
}

/// Mean |∂F/∂x| + |∂F/∂y| (N per pt) of a field over a grid, by forward differences of 1 pt.
func meanGradient(_ field: FieldBehavior) -> Double {
    let points = grid(40, spacing: 10)
    let total = points.reduce(0.0) { sum, p in
        let f = field.force(at: p, time: 0)
        let fx = field.force(at: Point(x: p.x + 1, y: p.y), time: 0)
        let fy = field.force(at: Point(x: p.x, y: p.y + 1), time: 0)
        return sum + (fx - f).length + (fy - f).length
    }
    return total / Double(points.count)
}

@Suite("Noise fields")
struct FieldNoiseTests {
    @Test("animationSpeed 0 freezes the field: the same force at a point on every step")
    func frozen() {
        func samples(speed: Double) -> [Vector] {
            let animator = makeAnimator()
            let noise = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: speed)
            noise.addItem(unitBox(at: Point(x: -5000, y: -5000)))
            animator.addBehavior(noise)
            return (0..<30).map { _ in
                animator.step(by: 1.0 / 60)
                return animator.fieldForce(at: Point(x: 123, y: 45))
            }
        }
        let still = samples(speed: 0)
        #expect(still.allSatisfy { $0 == still[0] } && still[0] != .zero)
        let moving = samples(speed: 0.5)
        #expect(Set(moving.map { "\($0)" }).count == moving.count, "at 0.5 Hz it changes every frame")
    }

    @Test("the pattern evolves at animationSpeed: speed s at time 2t equals speed 2s at time t")
    func evolvesWithSpeed() {
        let slow = FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 0.25)
        let fast = FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 0.5)
        for (k, p) in grid(5, spacing: 37).enumerated() {
            let t = 0.3 * Double(k)
            #expect(near(slow.force(at: p, time: 2 * t), fast.force(at: p, time: t)))
        }
    }

    @Test("changing animationSpeed mid-run continues the pattern instead of jumping")
    func speedChangeIsContinuous() {
        let animator = makeAnimator()
        let noise = FieldBehavior.noiseField(smoothness: 0, animationSpeed: 1)
        noise.addItem(unitBox(at: Point(x: -5000, y: 0)))
        animator.addBehavior(noise)
        run(animator, seconds: 3)
        let before = animator.fieldForce(at: Point(x: 10, y: 10))
        noise.animationSpeed = 0.2
        #expect(near(animator.fieldForce(at: Point(x: 10, y: 10)), before))
    }

    @Test("higher smoothness gives a smoother field: the mean spatial gradient falls")
    func smoothness() {
        let gradients = [0.0, 0.25, 0.5, 0.75, 1].map { s in
            meanGradient(FieldBehavior.noiseField(smoothness: s, animationSpeed: 0))
        }
        for (a, b) in zip(gradients, gradients.dropFirst()) { #expect(b < a * 0.8, "\(gradients)") }
        #expect(gradients[4] < gradients[0] / 5)
    }

    @Test("same seed, same field; another seed, another field")
    func seeded() {
        let a = FieldBehavior.noiseField(smoothness: 0.2, animationSpeed: 0.5)
        let b = FieldBehavior.noiseField(smoothness: 0.2, animationSpeed: 0.5)
        let points = grid(12, spacing: 23, from: -130, -90)
        #expect(points.allSatisfy { a.force(at: $0, time: 1.7) == b.force(at: $0, time: 1.7) })
        b.seed = 42
        let differing = points.filter { a.force(at: $0, time: 1.7) != b.force(at: $0, time: 1.7) }
        #expect(differing.count > points.count * 9 / 10)
        a.seed = 42
        #expect(points.allSatisfy { a.force(at: $0, time: 1.7) == b.force(at: $0, time: 1.7) })
    }

    @Test("noise ignores mass (F = m·a) and peaks at 100 pt/s² per unit strength")
    func accelerationScale() {
        let noise = FieldBehavior.noiseField(smoothness: 0, animationSpeed: 0)
        noise.strength = 3
        var peak = 0.0
        for p in grid(60, spacing: 7) {
            let light = noise.force(at: p, mass: 0.5, time: 0), heavy = noise.force(at: p, mass: 4, time: 0)
            #expect(near(heavy, light * 8, 1e-12))
            peak = max(peak, light.length / 0.5)
        }
        // In UIKit Newtons per unit mass: 3 N/mass = 300 pt/s² at most, and it gets close.
        #expect(peak <= 3 + 1e-12 && peak > 2.7)
    }

    @Test("turbulence is the noise scaled by speed / (100 pt/s): still items feel nothing")
    func turbulence() {
        let noise = FieldBehavior.noiseField(smoothness: 0.4, animationSpeed: 0.3)
        let turbulence = FieldBehavior.turbulenceField(smoothness: 0.4, animationSpeed: 0.3)
        for p in grid(6, spacing: 31) {
            #expect(turbulence.force(at: p, time: 2) == .zero)
            let v = Vector(dx: 60, dy: -80)  // 100 pt/s
            #expect(near(turbulence.force(at: p, velocity: v, time: 2), noise.force(at: p, time: 2)))
            #expect(near(turbulence.force(at: p, velocity: v * 2.5, time: 2), noise.force(at: p, time: 2) * 2.5))
        }
    }

    @Test("a noise field alone never pushes an item past speedLimit")
    func speedLimit() {
        let animator = makeAnimator()
        let (item, props) = chargedBox(in: animator)
        let noise = FieldBehavior.noiseField(smoothness: 1, animationSpeed: 0)
        noise.strength = 25
        noise.speedLimit = 600
        noise.addItem(item)
        animator.addBehavior(noise)
        var fastest = 0.0
        for _ in 0..<300 {
            animator.step(by: 1.0 / 60)
            fastest = max(fastest, props.linearVelocity(for: item).length)
        }
        #expect(fastest <= 600 + 1e-9 && fastest > 500)
    }

    @Test("sweep: strength 0…25 × smoothness 0…1 × speed 0…1 for 10 s leaves everything finite")
    func sweep() {
        let animator = makeAnimator()
        var watched: [(BasicItem, DynamicItemBehavior)] = []
        for strength in [0.0, 1, 25] {
            for smoothness in [0.0, 0.5, 1] {
                for speed in [0.0, 1] {
                    let noise = FieldBehavior.noiseField(smoothness: smoothness, animationSpeed: speed)
                    let turbulence = FieldBehavior.turbulenceField(smoothness: smoothness, animationSpeed: speed)
                    let k = Double(watched.count)
                    let box = chargedBox(at: Point(x: k * 50, y: 0), velocity: Vector(dx: 40, dy: k), in: animator)
                    let speck = BasicItem(center: Point(x: k * 50, y: 300), size: Size(width: 4, height: 4))
                    for field in [noise, turbulence] {
                        field.strength = strength
                        field.addItem(box.0)
                        field.addItem(speck)
                        animator.addBehavior(field)
                    }
                    box.1.addItem(speck)
                    box.1.addLinearVelocity(Vector(dx: -30, dy: 20), for: speck)
                    watched.append(box)
                }
            }
        }
        run(animator, seconds: 10)
        for (box, props) in watched {
            for item in props.items {
                #expect(item.center.isFinite)
                #expect(props.linearVelocity(for: item).length <= FieldBehavior.defaultSpeedLimit + 1e-6)
            }
            _ = box
        }
    }
}
