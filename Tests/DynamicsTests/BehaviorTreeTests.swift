import Testing

@testable import Dynamics

/// The animator's flat list of behaviors, kept up to date piece by piece when only top-level
/// behaviors come and go, against the tree walked afresh.
@Suite("Behavior tree: the flat list kept up to date")
struct BehaviorTreeTests {
    /// Every attached behavior, parents before children, walked from `behaviors`.
    static func walked(_ animator: DynamicAnimator) -> [ObjectIdentifier] {
        var list: [DynamicBehavior] = []
        for behavior in animator.behaviors { behavior.appendSubtree(to: &list) }
        return list.map(ObjectIdentifier.init)
    }

    @Test("adds, removals, re-adds and child changes in any mix give the tree's own order")
    func matchesTheTree() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let pool = (0..<24).map { _ in DynamicBehavior() }
        let children = (0..<8).map { _ in DynamicBehavior() }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func random(_ n: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(n))
        }
        var checks = 0
        for round in 0..<400 {
            let behavior = pool[random(pool.count)]
            switch random(6) {
            case 0, 1: animator.addBehavior(behavior)
            case 2, 3: animator.removeBehavior(behavior)
            case 4:
                let child = children[random(children.count)]
                if child.parent == nil && child.dynamicAnimator == nil { behavior.addChildBehavior(child) }
            default:
                let child = children[random(children.count)]
                child.parent?.removeChildBehavior(child)
            }
            // Looked at after some changes, not all: changes pile up between looks, as
            // between sub-steps.
            if round % 3 == 0 {
                #expect(
                    animator.currentBehaviors().map(ObjectIdentifier.init) == Self.walked(animator), "round \(round)")
                checks += 1
            }
        }
        #expect(checks > 100)
    }

    @Test("a behavior removed and added again before the next look goes last")
    func reAddedGoesLast() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let (a, b, c) = (DynamicBehavior(), DynamicBehavior(), DynamicBehavior())
        for behavior in [a, b, c] { animator.addBehavior(behavior) }
        _ = animator.currentBehaviors()
        animator.removeBehavior(a)
        _ = animator.behaviors
        animator.addBehavior(a)
        #expect(animator.currentBehaviors().map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    }
}
