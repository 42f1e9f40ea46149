import Testing

@testable import Dynamics

@Suite("Resistance runs: velocities integrated per run of one material, as per body")
struct ResistanceRunTests {
    /// Each body's velocities after `h` seconds worked out alone, as `integrateVelocities`
    /// defines them: v·(1 − r)^h + h·F/m, ω likewise; zero for a body that cannot move.
    private func expected(_ b: BodyStore, _ h: Double) -> [UInt64] {
        (0..<b.count).flatMap { i -> [UInt64] in
            guard b.inverseMass[i] > 0 else { return [0, 0, 0] }
            let m = b.material[i]
            let linear = BodyStore.retainedFraction(resistance: m.resistance, over: h)
            let angular = BodyStore.retainedFraction(resistance: m.angularResistance, over: h)
            let v = b.velocity[i] * linear + b.force[i] * (h * b.inverseMass[i])
            let invI = b.inverseInertia[i]
            let w = invI > 0 ? b.angularVelocity[i] * angular + b.torque[i] * h * invI : 0
            return [v.dx.bitPattern, v.dy.bitPattern, w.bitPattern]
        }
    }

    private func bits(_ b: BodyStore) -> [UInt64] {
        (0..<b.count).flatMap {
            [b.velocity[$0].dx.bitPattern, b.velocity[$0].dy.bitPattern, b.angularVelocity[$0].bitPattern]
        }
    }

    /// Gives every body a velocity, spin, force and torque of its own.
    private func stir(_ b: inout BodyStore) {
        for i in 0..<b.count {
            let k = Double(i + 1)
            b.velocity[i] = Vector(dx: 3 * k, dy: -k)
            b.angularVelocity[i] = 0.1 * k
            b.force[i] = Vector(dx: k, dy: 2)
            b.torque[i] = -k
        }
    }

    @Test("interleaved materials, anchored bodies between them, and a material changed later")
    func interleaved() throws {
        let animator = makeAnimator()
        let items = (0..<14).map {
            BasicItem(center: Point(x: Double($0) * 200, y: 0), size: Size(width: 20, height: 10))
        }
        let slow = DynamicItemBehavior(items: items.enumerated().filter { $0.offset % 3 == 1 }.map(\.element))
        slow.resistance = 0.5
        let spinning = DynamicItemBehavior(items: items.enumerated().filter { $0.offset % 3 == 2 }.map(\.element))
        spinning.angularResistance = 0.3
        let anchored = DynamicItemBehavior(items: [items[4], items[9], items[13]])
        anchored.isAnchored = true
        // Added first, so the bodies are in the items' order and the materials interleave.
        let all = DynamicItemBehavior(items: items)
        for behavior in [all, slow, spinning, anchored] { animator.addBehavior(behavior) }
        animator.step(by: 1.0 / 60)
        let h = animator.subStepDuration

        var store = animator.bodies
        stir(&store)
        let want = expected(store, h)
        store.integrateVelocities(h)
        #expect(bits(store) == want)
        // Several runs: the resistances change from body to body.
        #expect(store.resistanceRuns.count >= 6)

        // A material changed afterwards: the runs are found again.
        slow.resistance = 0.9
        animator.step(by: 1.0 / 60)
        var changed = animator.bodies
        stir(&changed)
        let wantChanged = expected(changed, h)
        changed.integrateVelocities(h)
        #expect(bits(changed) == wantChanged)
        #expect(wantChanged != want)
    }
}
