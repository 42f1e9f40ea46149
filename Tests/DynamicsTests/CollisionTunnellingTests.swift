import Dynamics
import Foundation
import Testing

/// One shot of the tunnelling matrix: a `size` pt square fired straight down at `speed` pt/s
/// from 100 pt above a 400 pt wide, `thickness` pt tall target, `offset` pt right of its centre.
struct Shot: CustomTestStringConvertible, Sendable {
    let speed: Double
    let thickness: Double
    let size: Double
    let anchored: Bool
    var offset = 0.0
    /// Walls 400 pt above and 600 pt below the target (1 000 pt to each side), so a shot that
    /// passes or glances off comes back; else an open 2 000 pt room.
    var walls = false

    var testDescription: String {
        "\(size) pt box at \(speed) pt/s, \(offset) pt off centre, on a \(thickness) pt "
            + (anchored ? "anchored" : "dynamic") + " target" + (walls ? " between walls" : "")
    }

    /// Fires the shot for `steps` steps of 1/240 s (one sub-step each) and returns the worst
    /// (greatest) depth the shot's centre reached past the target's top face, in the target's
    /// own frame, while within its width (and, off centre, no farther than a shot's size
    /// beyond its far face); negative when it stayed above. Past 1e18 pt/s the items move so far that their
    /// positions only hold a few digits: depths within 8 ulps of them count as 0.
    func worstDepth(steps: Int = 24) -> Double {
        let (animator, target, shot) = scene()
        var worst = -Double.infinity
        for _ in 0..<steps {
            animator.step(by: 1.0 / 240)
            let a = target.transform.rotationAngle
            let dx = shot.center.x - target.center.x, dy = shot.center.y - target.center.y
            let along = dx * cos(a) + dy * sin(a), across = -dx * sin(a) + dy * cos(a)
            // An off-centre shot may pass the spinning target's end and fly on: only a centre
            // found inside the target, or just past it, counts then.
            let near = offset == 0 || across < thickness / 2 + size
            guard abs(along) < 200 - size / 2, near else { continue }
            let ulp = max(abs(shot.center.y).ulp, abs(target.center.y).ulp)
            let depth = across + thickness / 2
            worst = max(worst, depth <= 8 * ulp ? min(depth, 0) : depth)
        }
        return worst
    }

    private func scene() -> (DynamicAnimator, BasicItem, BasicItem) {
        let room =
            walls
            ? Rect(x: -1000, y: -400, width: 2000, height: 1000) : Rect(x: -1000, y: -1000, width: 2000, height: 2000)
        let animator = DynamicAnimator(referenceBounds: room)
        let collision = CollisionBehavior(items: [])
        collision.translatesReferenceBoundsIntoBoundary = walls
        let props = DynamicItemBehavior(items: [])
        let pin = DynamicItemBehavior(items: [])
        pin.isAnchored = anchored
        let target = BasicItem(center: Point(x: 0, y: 0), size: Size(width: 400, height: thickness))
        let shot = BasicItem(
            center: Point(x: offset, y: -thickness / 2 - 100 - size / 2), size: Size(width: size, height: size))
        for item in [target, shot] { collision.addItem(item) }
        props.addItem(shot)
        pin.addItem(target)
        for behavior in [collision, props, pin] { animator.addBehavior(behavior) }
        props.addLinearVelocity(Vector(dx: 0, dy: speed), for: shot)
        return (animator, target, shot)
    }
}

@Suite("Collisions: fast items never tunnel through items")
struct CollisionTunnellingTests {
    static let centred: [Shot] = [1e3, 1e4, 1e5, 1e6, 1e8, 1e10, 1e15, 1e20, 1e25, 1e30].flatMap { speed in
        [1.0, 5, 20].flatMap { thickness in
            [4.0, 20].flatMap { size in
                [true, false].map { Shot(speed: speed, thickness: thickness, size: size, anchored: $0) }
            }
        }
    }

    static let offCentre: [Shot] = [1e3, 1e4, 1e5, 1e6].flatMap { speed in
        [1.0, 5, 20].flatMap { thickness in
            [4.0, 20].flatMap { size in
                [false, true].map {
                    Shot(speed: speed, thickness: thickness, size: size, anchored: false, offset: 150, walls: $0)
                }
            }
        }
    }

    @Test("a shot straight at the target's centre stays on its own side", arguments: centred)
    func centredShot(_ shot: Shot) {
        let depth = shot.worstDepth()
        #expect(depth <= 0, "the shot's centre reached \(depth) pt past the target's face")
    }

    @Test("an off-centre shot that sets the target spinning stays on its own side", arguments: offCentre)
    func offCentreShot(_ shot: Shot) {
        let depth = shot.worstDepth()
        #expect(depth <= 0, "the shot's centre reached \(depth) pt past the target's face")
    }
}
