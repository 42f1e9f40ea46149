import Dynamics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A unit box (mass 1) with `charge` and an initial `velocity`, in `animator`.
@discardableResult
func chargedBox(
    at p: Point = .zero, charge: Double = 0, velocity: Vector = .zero,
    in animator: DynamicAnimator
) -> (BasicItem, DynamicItemBehavior) {
    let item = unitBox(at: p)
    let props = DynamicItemBehavior(items: [item])
    props.charge = charge
    props.addLinearVelocity(velocity, for: item)
    animator.addBehavior(props)
    return (item, props)
}

/// Whether two vectors agree to within `tolerance` in length.
func near(_ a: Vector, _ b: Vector, _ tolerance: Double = 1e-12) -> Bool { (a - b).length <= tolerance }

@Suite("Fields")
struct FieldTests {
    @Test("magnetic: a charge circles at constant speed, counter-clockwise on screen for q·B > 0")
    func magneticCircle() {
        let animator = makeAnimator()
        let (item, props) = chargedBox(charge: 1, velocity: Vector(dx: 100, dy: 0), in: animator)
        let magnet = FieldBehavior.magneticField()
        magnet.addItem(item)
        animator.addBehavior(magnet)
        // ω = q·B/m = 1 rad/s and r = v/ω = 100 pt: the centre is 100 pt above the start
        // (y down), so v(t) = 100·(cos t, −sin t) and x(t) = 100·(sin t, cos t − 1).
        var worst = 0.0
        for _ in 0..<Int((2 * Double.pi * 60).rounded()) {
            animator.step(by: 1.0 / 60)
            worst = max(worst, abs(props.linearVelocity(for: item).length - 100) / 100)
        }
        #expect(worst < 0.001, "speed drifted by \(worst * 100) % over one revolution")
        let t = animator.elapsedTime
        let v = props.linearVelocity(for: item)
        #expect(abs(v.dx - 100 * cos(t)) < 0.01 && abs(v.dy + 100 * sin(t)) < 0.01)
        let radius = item.center.distance(to: Point(x: 0, y: -100))
        #expect(abs(radius - 100) < 0.5)
    }

    @Test("magnetic: a negative charge turns the other way (clockwise on screen)")
    func magneticSign() {
        let animator = makeAnimator()
        let (plus, pp) = chargedBox(charge: 1, velocity: Vector(dx: 100, dy: 0), in: animator)
        let (minus, mp) = chargedBox(
            at: Point(x: 0, y: 500), charge: -1, velocity: Vector(dx: 100, dy: 0),
            in: animator)
        let magnet = FieldBehavior.magneticField()
        magnet.addItem(plus)
        magnet.addItem(minus)
        animator.addBehavior(magnet)
        run(animator, seconds: 0.5)
        #expect(pp.linearVelocity(for: plus).dy < -40, "moving right, a positive charge turns up")
        #expect(mp.linearVelocity(for: minus).dy > 40, "a negative charge turns down")
        // F = q·(v / 100) × B: (100, 0) pt/s with q = B = 1 gives (0, −1) N.
        let f = magnet.force(at: .zero, velocity: Vector(dx: 100, dy: 0), charge: 1, time: 0)
        #expect(abs(f.dx) < 1e-12 && abs(f.dy + 1) < 1e-12)
    }

    @Test("vortex: the force is tangential, 1 N × strength, counter-clockwise on screen")
    func vortexTangential() {
        let vortex = FieldBehavior.vortexField()
        vortex.position = Point(x: 30, y: -20)
        vortex.strength = 2
        for k in 0..<12 {
            let r = Vector(angle: Double(k) * .pi / 6, length: 40 + Double(k) * 10)
            let f = vortex.force(at: vortex.position + r, time: 0)
            #expect(abs(f.dot(r)) < 1e-9 * r.length, "perpendicular to the radius")
            #expect(abs(f.length - 2) < 1e-12)
            // cross < 0 turns from +x towards −y: counter-clockwise when y points down.
            #expect(r.cross(f) < 0)
        }
        let animator = makeAnimator()
        let (item, props) = chargedBox(at: Point(x: 100, y: 0), in: animator)
        let live = FieldBehavior.vortexField()
        live.addItem(item)
        animator.addBehavior(live)
        run(animator, seconds: 0.2)
        #expect(props.linearVelocity(for: item).dy < 0, "right of the centre, CCW moves up")
    }

    @Test("radial gravity: 1000 pt/s² towards the position; negative strength repels")
    func radialAttracts() {
        let well = FieldBehavior.radialGravityField(position: Point(x: 50, y: 50))
        let f = well.force(at: Point(x: 50, y: 150), mass: 2, time: 0)
        // a = 1000 pt/s² upwards, F = m·a / 100 = 20 N.
        #expect(abs(f.dx) < 1e-12 && abs(f.dy + 20) < 1e-12)
        well.strength = -0.5
        #expect(abs(well.force(at: Point(x: 50, y: 150), time: 0).dy - 5) < 1e-12)

        let animator = makeAnimator()
        let (item, _) = chargedBox(at: Point(x: 200, y: 0), in: animator)
        let live = FieldBehavior.radialGravityField(position: .zero)
        live.addItem(item)
        animator.addBehavior(live)
        run(animator, seconds: 0.1)
        // x = 200 − ½·1000·0.1², plus the integrator's a·h·t/2 ≈ 0.2 pt.
        #expect(abs(item.center.x - 195) < 0.3)
    }

    @Test("radial gravity: constant inside minimumRadius, (1 + (d − r₀)/100)^−falloff outside")
    func radialFalloff() {
        let well = FieldBehavior.radialGravityField(position: .zero)
        well.minimumRadius = 50
        well.falloff = 2
        let inside = [10.0, 30, 50].map { well.force(at: Point(x: $0, y: 0), time: 0).length }
        #expect(inside.allSatisfy { abs($0 - 10) < 1e-12 }, "10 N for mass 1 anywhere inside")
        for d in [60.0, 150, 250, 1050] {
            let expected = 10 * pow(1 + (d - 50) / 100, -2)
            #expect(abs(well.force(at: Point(x: 0, y: d), time: 0).length - expected) < 1e-12)
        }
    }

    @Test("linear gravity field (0, 1) at strength 1 moves items exactly as GravityBehavior")
    func linearMatchesGravity() {
        let animator = makeAnimator()
        let a = unitBox(), b = BasicItem(center: Point(x: 500, y: 0), size: Size(width: 30, height: 10))
        animator.addBehavior(GravityBehavior(items: [a]))
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        field.addItem(b)
        animator.addBehavior(field)
        run(animator, seconds: 1)
        #expect(abs(a.center.y - b.center.y) < 1e-9 && b.center.x == 500)
        #expect(a.center.y > 490)
    }

    @Test("electric: opposite charges move away from and towards the field's origin")
    func electricCharges() {
        let animator = makeAnimator()
        let (plus, _) = chargedBox(at: Point(x: 100, y: 0), charge: 1, in: animator)
        let (minus, _) = chargedBox(at: Point(x: 0, y: 100), charge: -1, in: animator)
        let field = FieldBehavior.electricField()
        field.addItem(plus)
        field.addItem(minus)
        animator.addBehavior(field)
        run(animator, seconds: 0.5)
        // |F| = |q|·E = 1 N → 100 pt/s² → 12.5 pt in 0.5 s.
        #expect(abs(plus.center.x - 112.5) < 0.2 && plus.center.y == 0)
        #expect(abs(minus.center.y - 87.5) < 0.2 && minus.center.x == 0)
        let f = field.force(at: Point(x: -3, y: 4), charge: 2, time: 0)
        #expect(abs(f.dx + 1.2) < 1e-12 && abs(f.dy - 1.6) < 1e-12)
    }

    @Test("drag: F = −strength·v/100 N, so a mass-1 item's speed decays as e^(−t)")
    func dragDecays() {
        let drag = FieldBehavior.dragField()
        let v = Vector(dx: 30, dy: -40)
        #expect(near(drag.force(at: .zero, velocity: v, time: 0), Vector(dx: -0.3, dy: 0.4)))
        #expect(near(drag.force(at: .zero, velocity: v * 2, time: 0), Vector(dx: -0.6, dy: 0.8)))
        let animator = makeAnimator()
        let (item, props) = chargedBox(velocity: Vector(dx: 200, dy: 0), in: animator)
        let live = FieldBehavior.dragField()
        live.addItem(item)
        animator.addBehavior(live)
        run(animator, seconds: 1)
        #expect(abs(props.linearVelocity(for: item).dx - 200 / M_E) < 1e-6)
        run(animator, seconds: 1)
        #expect(abs(props.linearVelocity(for: item).dx - 200 / (M_E * M_E)) < 1e-6)
    }

    @Test("drag stays stable on a very light item at strength 25 (explicit Euler would explode)")
    func dragStable() {
        let animator = makeAnimator()
        let speck = BasicItem(center: .zero, size: Size(width: 2, height: 2))  // mass 0.0004
        let props = DynamicItemBehavior(items: [speck])
        props.addLinearVelocity(Vector(dx: 300, dy: 0), for: speck)
        let drag = FieldBehavior.dragField()
        drag.strength = 25
        drag.addItem(speck)
        animator.addBehavior(props)
        animator.addBehavior(drag)
        run(animator, seconds: 1)
        let v = props.linearVelocity(for: speck)
        #expect(v.isFinite && v.length < 1e-6)
        // The exact stopping distance is v₀·m/(strength·100/100) ≈ 0.005 pt; no overshoot, no bounce.
        #expect(speck.center.x >= 0 && speck.center.x < 0.01)
    }

    @Test("velocity field: v(t) = w·(1 − e^(−t)) for a mass-1 item from rest")
    func velocityDrives() {
        let animator = makeAnimator()
        let (item, props) = chargedBox(in: animator)
        let w = Vector(dx: 50, dy: -20)
        let wind = FieldBehavior.velocityField(direction: w)
        wind.addItem(item)
        animator.addBehavior(wind)
        run(animator, seconds: 2)
        let expected = w * (1 - exp(-2))
        #expect((props.linearVelocity(for: item) - expected).length < 1e-6)
        run(animator, seconds: 18)
        #expect((props.linearVelocity(for: item) - w).length < 1e-6)
    }

    @Test("spring field: x(t) = x₀·cos(ω t), ω = √(strength/mass) rad/s")
    func springOscillates() {
        let spring = FieldBehavior.springField()
        #expect(near(spring.force(at: Point(x: 100, y: -50), time: 0), Vector(dx: -1, dy: 0.5)))
        let animator = makeAnimator()
        let (item, _) = chargedBox(at: Point(x: 100, y: 0), in: animator)
        spring.strength = 4
        spring.addItem(item)
        animator.addBehavior(spring)
        run(animator, seconds: 1)
        #expect(abs(item.center.x - 100 * cos(2.0)) < 1)
    }

    @Test("custom field: the block's force is in UIKit Newtons and sees the item's state")
    func customBlock() {
        let animator = makeAnimator()
        let (item, props) = chargedBox(at: Point(x: 10, y: 20), charge: 0.5, in: animator)
        var seen: (p: Point, m: Double, q: Double, dt: Double)?
        let field = FieldBehavior.field { _, p, _, m, q, dt in
            if seen == nil { seen = (p, m, q, dt) }
            return Vector(dx: 1, dy: 0)
        }
        field.addItem(item)
        animator.addBehavior(field)
        run(animator, seconds: 1)
        // 1 N on mass 1 is 100 pt/s².
        #expect(abs(props.linearVelocity(for: item).dx - 100) < 1e-6)
        #expect(seen?.p == Point(x: 10, y: 20) && seen?.m == 1 && seen?.q == 0.5)
        #expect(abs((seen?.dt ?? 0) - 1.0 / 240) < 1e-15)
    }

    @Test("no force outside the region: items there stay put")
    func regionLimits() {
        let animator = makeAnimator()
        let (inside, _) = chargedBox(at: Point(x: 1000, y: 1000), in: animator)
        let (outside, _) = chargedBox(at: Point(x: 1100, y: 1000), in: animator)
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        field.position = Point(x: 1000, y: 1000)
        field.region = Region(size: Size(width: 100, height: 10_000))
        field.addItem(inside)
        field.addItem(outside)
        animator.addBehavior(field)
        run(animator, seconds: 0.5)
        #expect(inside.center.y > 1100)
        #expect(outside.center == Point(x: 1100, y: 1000))
        #expect(field.force(at: Point(x: 1051, y: 1000), time: 0) == .zero)
        #expect(field.force(at: Point(x: 1049, y: 1000), time: 0) != .zero)
    }

    @Test("the animator sums its fields' forces at a point without stepping")
    func animatorSamplesFields() {
        let animator = makeAnimator()
        let down = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        let charge = FieldBehavior.electricField()
        charge.region = Region(radius: 100)
        animator.addBehavior(down)
        animator.addBehavior(charge)
        let f = animator.fieldForce(at: Point(x: 50, y: 0), mass: 2, charge: 3)
        // Gravity: 2 × 1000 / 100 = 20 N down; electric: 3 N to the right.
        #expect(abs(f.dx - 3) < 1e-12 && abs(f.dy - 20) < 1e-12)
        let far = animator.fieldForce(at: Point(x: 500, y: 0), mass: 2, charge: 3)
        #expect(abs(far.dx) < 1e-12 && abs(far.dy - 20) < 1e-12)
        #expect(animator.elapsedTime == 0 && animator.fieldBehaviors.count == 2)
    }
}
