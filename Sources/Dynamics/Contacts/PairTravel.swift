/// The bodies' motion as `markFastPairs` and `splitting` read it, held by value so a pass
/// over many contacts asks for no part of the step world (which a call on it from inside a
/// closure over its arrays would copy whole).
struct PairTravel {
    private let force: [Vector]
    private let inverseMass: [Double]
    private let velocity: [Vector]
    private let angularVelocity: [Double]
    private let size: [Size]
    private let reach: [Double]

    /// The motion of `world`'s bodies as they are now.
    init(_ world: StepWorld) {
        force = world.bodies.force
        inverseMass = world.bodies.inverseMass
        velocity = world.bodies.velocity
        angularVelocity = world.bodies.angularVelocity
        size = world.bodies.size
        reach = world.contacts.reach
    }

    /// How far bodies `a` and `b` can move against each other in `span` seconds (relative
    /// velocity, relative acceleration by force, and each one's turning sweep), as a share of
    /// `StepWorld.fastTravel` × the sum of their smaller sides.
    @inline(__always)
    func callAsFunction(_ a: Int, _ b: Int, within span: Double) -> Double {
        let push = force[a] * inverseMass[a] - force[b] * inverseMass[b]
        let travel =
            (velocity[a] - velocity[b]).length * span + push.length * span * span / 2
            + sweep(a, span) + sweep(b, span)
        return travel / (StepWorld.fastTravel * (extent(a) + extent(b)))
    }

    /// As `StepWorld.sweep(ofBody:within:)`: reach · min(|ω|·span, 2), in points.
    @inline(__always)
    private func sweep(_ i: Int, _ span: Double) -> Double {
        reach[i] * min(abs(angularVelocity[i]) * span, 2)
    }

    /// The smaller side of body `i`'s bounds, in points.
    @inline(__always)
    private func extent(_ i: Int) -> Double {
        min(size[i].width, size[i].height)
    }
}
