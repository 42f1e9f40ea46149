extension DynamicAnimator {
    /// Re-applies `DynamicItemBehavior` properties after they or the membership changed: every
    /// body starts from the defaults, then each item behavior in tree order sets its items
    /// (the last one added wins), then mass and inertia follow.
    func prepareMaterials() {
        guard materialsChanged else { return }
        materialsChanged = false
        for i in 0..<bodies.count { bodies.material[i] = Material() }
        for behavior in currentBehaviors() { behavior.configureBodies(&bodies) }
        for i in 0..<bodies.count { bodies.updateMass(at: i) }
    }

    /// Clears the accumulators and lets each behavior add its forces (or impulses).
    func applyForces(_ step: SubStep) {
        for i in 0..<bodies.count {
            bodies.force[i] = .zero
            bodies.torque[i] = 0
        }
        for behavior in currentBehaviors() { behavior.applyForces(&bodies, step) }
    }

    /// v ← v·(1 − r)^h + h·F/m, ω likewise: resistance r is the fraction of speed lost per
    /// second, so r ≥ 1 stops an item as soon as no force acts on it.
    func integrateVelocities(_ h: Double) {
        for i in 0..<bodies.count {
            let invMass = bodies.inverseMass[i]
            guard invMass > 0 else {
                bodies.velocity[i] = .zero
                bodies.angularVelocity[i] = 0
                continue
            }
            let m = bodies.material[i]
            let keep = Self.retainedFraction(resistance: m.resistance, over: h)
            bodies.velocity[i] = bodies.velocity[i] * keep + bodies.force[i] * (h * invMass)
            let keepTurn = Self.retainedFraction(resistance: m.angularResistance, over: h)
            let invI = bodies.inverseInertia[i]
            bodies.angularVelocity[i] = invI > 0
                ? bodies.angularVelocity[i] * keepTurn + bodies.torque[i] * h * invI
                : 0
        }
    }

    /// x ← x + h·v, θ ← θ + h·ω (semi-implicit Euler: velocities first, then positions).
    func integratePositions(_ h: Double) {
        for i in 0..<bodies.count {
            bodies.position[i] += bodies.velocity[i] * h
            bodies.angle[i] += bodies.angularVelocity[i] * h
        }
    }

    /// Writes each body's centre and rotation back to its item.
    func writeBack() {
        for i in 0..<bodies.count {
            let item = bodies.items[i]
            let p = bodies.position[i]
            item.center = Point(x: p.dx, y: p.dy)
            let angle = bodies.angle[i]
            if angle != item.transform.rotationAngle {
                item.transform = AffineTransform(rotationAngle: angle)
            }
        }
    }

    /// (1 − r)^h, the share of speed kept over `h` seconds at resistance r.
    static func retainedFraction(resistance r: Double, over h: Double) -> Double {
        r <= 0 ? 1 : (r >= 1 ? 0 : pow(1 - r, h))
    }
}
