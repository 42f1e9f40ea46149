/// Read-only views into a running animator for debugging tools, such as the playground's debug
/// overlay (UIKit's private `debugEnabled` drawing). Nothing here changes the simulation.
extension DynamicAnimator {
    /// An item's mass (density × collision area / 10 000 pt²), or nil if it is not simulated.
    public func mass(of item: DynamicItem) -> Double? {
        bodyIndex(of: item).map { bodies.mass[$0] }
    }

    /// An item's linear velocity in pt/s, or nil if it is not simulated.
    public func velocity(of item: DynamicItem) -> Vector? {
        bodyIndex(of: item).map { bodies.velocity[$0] }
    }

    /// The charge a `DynamicItemBehavior` gave an item (default 0), or nil if not simulated.
    public func charge(of item: DynamicItem) -> Double? {
        bodyIndex(of: item).map { bodies.material[$0].charge }
    }

    /// The force, in UIKit Newtons, that contacts (with items and boundaries, normal and
    /// friction together) exerted on each item during the last sub-step: the impulses they
    /// applied divided by the sub-step's duration. Items that touched nothing are left out; the
    /// list is empty if items joined or left since that sub-step. One pass over the contacts.
    public func contactForces() -> [(item: DynamicItem, force: Vector)] {
        if !isStepping { flushMembership() }
        guard contacts.bodyGeneration == bodies.generation else { return [] }
        if contacts.constraintsAreStale { withStepWorld { $0.keepSolvedLanes() } }
        var impulse = [Vector](repeating: .zero, count: bodies.count)
        for c in contacts.constraints where c.a >= 0 && c.a < bodies.count && c.b < bodies.count {
            let t = c.normal.perpendicular
            var total = Vector.zero
            for p in [c.p0, c.p1].prefix(c.pointCount) {
                total += c.normal * p.normalImpulse + t * p.tangentImpulse
            }
            // The solver takes the impulse from A and adds it to B (b < 0: a boundary).
            impulse[c.a] -= total
            if c.b >= 0 { impulse[c.b] += total }
        }
        let scale = 1 / (subStepDuration * Units.pointsPerNewton)
        return impulse.indices.filter { impulse[$0] != .zero }.map { (bodies.items[$0], impulse[$0] * scale) }
    }
}

extension SnapBehavior {
    /// The item this snap pulls.
    public var snappedItem: DynamicItem { ownItems[0] }
}

extension AttachmentBehavior {
    /// Where the attachment holds its first item now, in reference-space points: the item's
    /// centre plus its attachment offset turned with the item. `anchorPoint` is the other end.
    public var attachmentPointOnItem: Point {
        let item = items[0]
        return item.center + joint.anchorB.rotated(by: item.transform.rotationAngle)
    }
}
