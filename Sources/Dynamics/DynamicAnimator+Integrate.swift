extension DynamicAnimator {
    /// Re-applies `DynamicItemBehavior` properties after they or the membership changed: every
    /// body starts from the defaults, then each item behavior in tree order sets its items
    /// (the last one added wins), then mass and inertia follow where the material changed.
    func prepareMaterials() {
        guard materialsChanged else { return }
        materialsChanged = false
        refreshBehaviorLists()
        bodies.applyMaterials(from: materialBehaviors)
    }

    /// Clears the accumulators and lets each behavior that has forces to apply add them (or
    /// its impulses).
    func applyForces(_ step: SubStep) {
        refreshBehaviorLists()
        // Moved out for the loop: one exclusive access to the bodies, not one per behavior.
        var store = BodyStore()
        swap(&store, &bodies)
        store.clearForces()
        for behavior in forceBehaviors { behavior.applyForces(&store, step) }
        swap(&store, &bodies)
    }

    /// Writes each body's centre and rotation back to its item.
    func writeBack() {
        bodies.writeBack()
    }

}

extension BodyStore {
    /// Every body back to the default material, then each behavior's properties for its items
    /// in order; mass and inertia are recomputed only where the material changed (new bodies
    /// got theirs when they joined).
    mutating func applyMaterials(from behaviors: [DynamicBehavior]) {
        // The materials before are kept in a list reused from call to call: a fresh copy of
        // ten thousand materials every frame cost an allocation and its page faults.
        swap(&material, &materialBefore)
        resistanceRunsAreCurrent = false
        material.removeAll(keepingCapacity: true)
        material.append(contentsOf: repeatElement(Material(), count: count))
        for behavior in behaviors { behavior.configureBodies(&self) }
        for i in changedMaterials() { updateMass(at: i) }
    }

    /// The bodies whose material differs from the one in `materialBefore`, in order.
    private func changedMaterials() -> [Int] {
        material.withUnsafeBufferPointer { now in
            materialBefore.withUnsafeBufferPointer { before in
                now.indices.filter { now[$0] != before[$0] }
            }
        }
    }
}
