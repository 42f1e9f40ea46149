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

}
