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
        var generator = XorShift(state: 0x2545_F491_4F6C_DD1D)
        func random(_ n: Int) -> Int { generator.next(below: n) }
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

    /// Each stage list as a filter of the flat list would make it, as identifiers.
    static func expectedLists(_ animator: DynamicAnimator) -> [[ObjectIdentifier]] {
        let all = animator.currentBehaviors()
        let ids = { (keep: (DynamicBehavior) -> Bool) in all.filter(keep).map(ObjectIdentifier.init) }
        return [
            ids { $0.appliesForces }, ids { $0.configuresBodies }, ids { $0.hasConstraints }, ids { $0.hasAction },
            ids { $0.isCollision },
        ]
    }

    /// The animator's stage lists, as identifiers.
    static func lists(_ animator: DynamicAnimator) -> [[ObjectIdentifier]] {
        [
            animator.forceBehaviors, animator.materialBehaviors, animator.jointBehaviors, animator.actionBehaviors,
            animator.collisionBehaviors,
        ].map { $0.map(ObjectIdentifier.init) }
    }

    @Test("stage lists patched for top-level adds and removals match lists filed afresh")
    func patchedStageLists() {
        let animator = makeAnimator()
        let items = (0..<6).map { unitBox(at: Point(x: Double($0) * 300, y: 0)) }
        var pool: [DynamicBehavior] = []
        func push(_ item: DynamicItem, _ mode: PushBehavior.Mode) -> PushBehavior {
            let push = PushBehavior(items: [item], mode: mode)
            push.pushDirection = Vector(dx: 0.5, dy: -0.25)
            return push
        }
        for (n, item) in items.enumerated() {
            pool.append(push(item, .instantaneous))
            pool.append(push(item, n % 2 == 0 ? .continuous : .instantaneous))
            pool.append(GravityBehavior(items: [item]))
            pool.append(CollisionBehavior(items: [item]))
            pool.append(DynamicItemBehavior(items: [item]))
            let acting = DynamicBehavior()
            if n % 2 == 1 { acting.action = {} }
            pool.append(acting)
        }
        let children = items.map { push($0, .instantaneous) }
        var generator = XorShift(state: 0x9E37_79B9_7F4A_7C15)
        func random(_ n: Int) -> Int { generator.next(below: n) }
        var checks = 0
        for round in 0..<600 {
            let behavior = pool[random(pool.count)]
            switch random(10) {
            case 0, 1, 2: animator.addBehavior(behavior)
            case 3, 4, 5: animator.removeBehavior(behavior)
            case 6: (behavior as? PushBehavior)?.active = true
            case 7: _ = animator.currentBehaviors()
            case 8:
                let child = children[random(children.count)]
                if child.parent == nil && child.dynamicAnimator == nil { behavior.addChildBehavior(child) }
            default: animator.step(by: 1.0 / 60)
            }
            // Looked at after some changes, not all: adds, removals and fired pushes pile up
            // between looks, as between frames.
            if round % 4 == 0 {
                animator.refreshBehaviorLists()
                #expect(Self.lists(animator) == Self.expectedLists(animator), "round \(round)")
                checks += 1
            }
        }
        #expect(checks == 150)
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

/// A tiny deterministic generator (xorshift64) for the randomised sequences above.
private struct XorShift {
    var state: UInt64

    /// The next number in 0..<`n`.
    mutating func next(below n: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(n))
    }
}
