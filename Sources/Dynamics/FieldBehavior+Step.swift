#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FieldBehavior {
    /// The force (mass·pt/s², engine units) the field adds to body `i` over one sub-step.
    ///
    /// Most fields add their continuous force. Three have closed-form solutions that the
    /// semi-implicit Euler step (v ← v + h·F/m) would only approximate, so the force is chosen
    /// to land exactly on that solution: magnetic turning (a rotation of v, which keeps the
    /// speed exactly; plain Euler would make it spiral outwards by (ωh)²/2 per step) and drag or
    /// velocity relaxation (an exponential, which plain Euler makes oscillate and blow up
    /// once h·strength/m > 2). The stirring fields (noise, turbulence, vortex, spring), whose
    /// work can keep adding energy, are held to `speedLimit`.
    func stepForce(on i: Int, _ bodies: BodyStore, _ step: SubStep) -> Vector {
        let p = bodies.position[i]
        let r = p - Vector(dx: position.x, dy: position.y)
        guard acts(at: r) else { return .zero }
        let body = FieldStepBody(i, bodies, step)
        let charge = bodies.material[i].charge
        switch kind {
        case .magnetic: return body.forceReaching(turned(body, charge: charge, r))
        case .drag: return body.forceReaching(relaxed(body, toward: .zero, r))
        case .velocity: return body.forceReaching(relaxed(body, toward: direction, r))
        case .spring: return limited(springForce(body, r), body)
        case .noise, .turbulence, .vortex:
            return limited(continuousForce(Point(x: p.dx, y: p.dy), body, step, charge: charge), body)
        case .linearGravity, .radialGravity, .electric, .custom:
            return continuousForce(Point(x: p.dx, y: p.dy), body, step, charge: charge)
        }
    }

    /// The continuous law in engine units.
    private func continuousForce(_ p: Point, _ body: FieldStepBody, _ step: SubStep, charge: Double) -> Vector {
        newtons(
            at: p, velocity: body.velocity, mass: body.mass, charge: charge, time: step.time,
            dt: step.duration) * Units.pointsPerNewton
    }

    /// v rotated by −ω·h (counter-clockwise on screen for ω > 0), ω = q·B·100 / (L·m) rad/s:
    /// the exact solution of m·dv/dt = q·(v / L) × B·ẑ in engine units.
    private func turned(_ body: FieldStepBody, charge q: Double, _ r: Vector) -> Vector {
        let b = scale(at: r)
        guard q != 0, b != 0 else { return body.velocity }
        let omega = q * b * Units.pointsPerNewton / (Self.referenceLength * body.mass)
        return body.velocity.rotated(by: -omega * body.h)
    }

    /// w + (v − w)·e^(−k·h), k = strength·100 / (L·m) per second: the exact solution of
    /// m·dv/dt = strength·(w − v)·100 / L.
    private func relaxed(_ body: FieldStepBody, toward w: Vector, _ r: Vector) -> Vector {
        let k = scale(at: r) * Units.pointsPerNewton / (Self.referenceLength * body.mass)
        guard k > 0 else { return body.velocity }
        return w + (body.velocity - w) * exp(-k * body.h)
    }

    /// F = −k·r with k = strength·100 / L per pt, its magnitude capped at m / h² so the
    /// spring's ω·h ≤ 1 and the explicit step stays stable even for very light items.
    private func springForce(_ body: FieldStepBody, _ r: Vector) -> Vector {
        let k = scale(at: r) * Units.pointsPerNewton / Self.referenceLength
        let cap = body.mass / (body.h * body.h)
        return r * -min(max(k, -cap), cap)
    }

    /// `f`, cut back if needed so that, after the forces added so far and this one, the item
    /// is no faster than the larger of `speedLimit` and the speed it would have without this
    /// field: the field may still turn or slow it. Applied in turn by each stirring field,
    /// this bounds them together, not just one by one.
    private func limited(_ f: Vector, _ body: FieldStepBody) -> Vector {
        let start = body.velocity + body.force * (body.h / body.mass)
        let next = start + f * (body.h / body.mass)
        let speed = next.length
        let ceiling = max(speedLimit, start.length)
        guard speed > ceiling else { return f }
        return (next * (ceiling / speed) - start) * (body.mass / body.h)
    }
}

/// What a field needs to know about one body during one sub-step.
struct FieldStepBody {
    /// Velocity in pt/s at the start of the sub-step.
    let velocity: Vector
    /// Force (engine units) the behaviors before this one have added so far.
    let force: Vector
    /// Mass (> 0: immovable bodies are skipped).
    let mass: Double
    /// Sub-step length in seconds.
    let h: Double
    /// Share of velocity resistance keeps over the sub-step.
    let keep: Double

    /// Body `i` as it stands when the field's turn comes in `step`.
    init(_ i: Int, _ bodies: BodyStore, _ step: SubStep) {
        velocity = bodies.velocity[i]
        force = bodies.force[i]
        mass = bodies.mass[i]
        h = step.duration
        keep = BodyStore.retainedFraction(resistance: bodies.material[i].resistance, over: h)
    }

    /// The force that moves the velocity to `target` under the animator's update
    /// v ← keep·v + h·F/m, with the field's change itself shrunk by `keep`:
    /// F = m·keep·(target − v) / h, so v ends at keep·target.
    func forceReaching(_ target: Vector) -> Vector { (target - velocity) * (mass * keep / h) }
}
