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
        bodies.clearForces()
        for behavior in currentBehaviors() { behavior.applyForces(&bodies, step) }
    }

    /// Writes each body's centre and rotation back to its item.
    func writeBack() {
        bodies.writeBack()
    }

}

extension BodyStore {
    /// Writes each body's centre, and its rotation where it turned, back to its item.
    mutating func writeBack() {
        for i in 0..<count {
            let item = items[i]
            item.center = Point(x: position[i].dx, y: position[i].dy)
            if angle[i] != shownAngle[i] {
                item.transform = AffineTransform(rotationAngle: angle[i])
                shownAngle[i] = angle[i]
            }
        }
    }
}
