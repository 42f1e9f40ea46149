import Dynamics
import Testing

/// `contactForces()`: what the contacts did in the last sub-step, read after a step. The solver
/// leaves its impulses in its lanes and copies them into the contacts only when asked, so
/// these tests ask right after the first step, before any warm start could stand in.
@Suite("Contact forces read after a step")
struct ContactForceTests {
    /// A 100 × 100 pt box (mass 1) resting on the floor of a 400 × 300 pt space under gravity.
    static func restingBox() -> (DynamicAnimator, BasicItem) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
        let box = BasicItem(center: Point(x: 200, y: 250), size: Size(width: 100, height: 100))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.addBehavior(collision)
        return (animator, box)
    }

    @Test("the floor holds a resting box up with its weight, from the first step on")
    func weightFromTheFirstStep() throws {
        let (animator, box) = Self.restingBox()
        // Weight: mass 1 × 1000 pt/s² = 10 UIKit Newtons (1 N accelerates mass 1 at 100 pt/s²),
        // upwards (−y) from the floor.
        let weight = 1000 / Units.pointsPerNewton
        for step in 1...3 {
            animator.step(by: 1.0 / 60)
            let force = try #require(animator.contactForces().first { $0.item === box }?.force, "step \(step)")
            #expect(abs(force.dx) < 1e-9, "step \(step): \(force)")
            #expect(abs(force.dy + weight) < 0.02 * weight, "step \(step): \(force)")
        }
    }

    @Test("asking twice gives the same forces, and asking changes nothing the next step sees")
    func askingIsSideEffectFree() throws {
        let (asked, askedBox) = Self.restingBox()
        let (quiet, quietBox) = Self.restingBox()
        for _ in 0..<5 {
            asked.step(by: 1.0 / 60)
            quiet.step(by: 1.0 / 60)
            let first = asked.contactForces().map(\.force), second = asked.contactForces().map(\.force)
            #expect(first == second)
        }
        #expect(askedBox.center == quietBox.center)
        #expect(asked.contactForces().map(\.force) == quiet.contactForces().map(\.force))
    }

    /// Listens to contacts and does nothing: a pass with a delegate keeps what the solver
    /// ended each contact with for the touch events.
    final class Listener: CollisionBehaviorDelegate {}

    /// Three elastic boxes (elasticity 0.6) dropped in a heap onto the floor, bouncing.
    static func bouncingBoxes(listening: Listener?) -> (DynamicAnimator, [BasicItem]) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
        let boxes = [Point(x: 180, y: 200), Point(x: 230, y: 140), Point(x: 200, y: 60)].map {
            BasicItem(center: $0, size: Size(width: 50, height: 50))
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = listening
        let bouncy = DynamicItemBehavior(items: boxes)
        bouncy.elasticity = 0.6
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(bouncy)
        return (animator, boxes)
    }

    @Test("a bouncing heap's contact forces are the same with and without a collision delegate")
    func bouncingForcesWithoutDelegate() {
        let listener = Listener()
        let (heard, heardBoxes) = Self.bouncingBoxes(listening: listener)
        let (quiet, quietBoxes) = Self.bouncingBoxes(listening: nil)
        var touched = 0
        for step in 0..<90 {
            heard.step(by: 1.0 / 60)
            quiet.step(by: 1.0 / 60)
            let a = heard.contactForces(), b = quiet.contactForces()
            #expect(a.map(\.force) == b.map(\.force), "step \(step)")
            if !b.isEmpty { touched += 1 }
            #expect(heardBoxes.map(\.center) == quietBoxes.map(\.center), "step \(step)")
        }
        // The comparison means something only with contacts: the heap touches the floor or
        // itself in more than a third of the steps.
        #expect(touched > 30)
    }
}
