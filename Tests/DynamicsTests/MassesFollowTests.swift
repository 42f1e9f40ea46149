import Testing

@testable import Dynamics

/// The refresh between sub-steps moves each pair's lever arms with its bodies. Its effective
/// masses stay as prepared while no pair of items in the group has moved, one against the
/// other, farther than `StepWorld.massTolerance` of its shortest arm since the pass began
/// (`WideManifold.massesFollow` false); past that they follow the arms for the rest of the pass.
@Suite("Effective masses: kept while the arms stay close, following them once they move")
struct MassesFollowTests {
    /// The groups of the last pass with a lane between two items, and those lanes.
    static func pairLanes(_ animator: DynamicAnimator) -> [(group: WideManifold, lane: Int)] {
        let world = Int32(animator.contacts.solverBodies.count - 1)
        var found: [(WideManifold, Int)] = []
        for m in animator.contacts.wide {
            for l in 0..<laneCount where m.bodyA[l] != world && m.bodyB[l] != world { found.append((m, l)) }
        }
        return found
    }

    @Test("a stack at rest keeps the masses it was prepared with, pass after pass")
    func restingStackKeeps() {
        let room = Room(width: 400, height: 400)
        let boxes = (0..<6).map { room.add(box(200, 380 - Double($0) * 40)) }
        run(room.animator, seconds: 3)
        #expect(boxes.allSatisfy { abs($0.center.x - 200) < 0.01 }, "the stack stands")
        let lanes = Self.pairLanes(room.animator)
        // Five faces, each a manifold of two points.
        #expect(lanes.count == 5)
        for (m, l) in lanes {
            #expect(!m.massesFollow)
            #expect(m.hasTwoPoints[l])
            // The shortest anchor of a 40 pt box's face contact runs from its centre to the
            // face, at least 20 pt and at most to a corner, 20√2 pt.
            let low = StepWorld.massTolerance * 20, high = StepWorld.massTolerance * 20 * 2.0.squareRoot()
            #expect(m.armTolerance >= low * low * (1 - 1e-9) && m.armTolerance <= high * high * (1 + 1e-9))
        }
    }

    @Test("a box sliding across a held one: its masses follow its lever arms, worked out afresh")
    func slidingFollows() {
        let room = Room(width: 800, height: 400)
        room.properties.friction = 0
        room.hold(box(400, 380, 600, 40))
        let slider = room.add(box(200, 340))
        run(room.animator, seconds: 0.5)
        room.properties.addLinearVelocity(Vector(dx: 600, dy: 0), for: slider)
        room.animator.step(by: 1.0 / 60)
        let lanes = Self.pairLanes(room.animator)
        #expect(lanes.count == 1)
        guard let (m, l) = lanes.first else { return }
        // 10 pt travelled in the pass against a tolerance of a few hundredths of a point.
        #expect(m.massesFollow)
        // The masses are the ones the arms the refresh left give.
        var fresh = m
        withUnsafeMutablePointer(to: &fresh) { g in
            StepWorld.setMasses(g.pointer(to: \.p0)!, g, exists: LaneMask(repeating: true))
            StepWorld.setMasses(g.pointer(to: \.p1)!, g, exists: g.pointee.hasTwoPoints.mask)
        }
        for (point, again) in [(m.p0, fresh.p0), (m.p1, fresh.p1)] {
            #expect(point.normalMass[l] == again.normalMass[l] && point.tangentMass[l] == again.tangentMass[l])
            #expect(point.normalMass[l] > 0)
        }
    }

    @Test("a creeping slide, below the tolerance, keeps the prepared masses; a faster one does not")
    func toleranceDecides() {
        func follows(speed: Double) -> Bool? {
            let room = Room(width: 800, height: 400, gravity: 0)
            room.properties.friction = 0
            room.hold(box(400, 380, 600, 40))
            // Touching the held box's top face, the slider 40 pt across.
            let slider = room.add(box(200, 340))
            room.properties.addLinearVelocity(Vector(dx: speed, dy: 0), for: slider)
            room.animator.step(by: 1.0 / 60)
            return Self.pairLanes(room.animator).first.map { $0.group.massesFollow }
        }
        // A pass of 1/60 s: 1 pt/s travels 0.017 pt, below 0.001 × the 20 pt to 28 pt arms
        // (0.02 pt at least); 6 pt/s travels 0.1 pt, above 0.028 pt.
        #expect(follows(speed: 1) == false)
        #expect(follows(speed: 6) == true)
    }
}
