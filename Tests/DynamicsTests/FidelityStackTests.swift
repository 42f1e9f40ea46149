import Dynamics
import Testing

/// Stacks stand, as physics says they do: a resting stack has no sideways force to move it.
/// Box2D v2.4 (UIKit's engine) lets a 10-box frictionless stack collapse; Box2D v3 keeps it
/// only by putting it to sleep.
@Suite("Fidelity: stacks and pyramids")
struct FidelityStackTests {
    @Test(
        "stacks of 5 and 20 boxes stand 20 s without sleeping (drift < 1 pt), then rest and pause",
        arguments: [(5, 0.0), (5, 0.6), (20, 0.0), (20, 0.6)])
    func stackStands(count: Int, friction: Double) {
        let room = Room.awake()
        room.properties.friction = friction
        let boxes = room.stack(count, at: 2000)
        let drift = sidewaysDrift(room.animator, boxes, seconds: 20)
        #expect(drift < 1, "\(count) boxes at μ \(friction) drifted \(drift) pt")
        for box in boxes { #expect(abs(box.transform.rotationAngle) < 1e-3) }
        // The top box sits where the stack's height puts it, give or take the soft contacts'
        // give under load (a spring's W/(m·ω²) at 30 Hz: well under 1 pt a box).
        let top = room.floor - 20 - Double(count - 1) * 40
        #expect(abs(boxes.last!.center.y - top) < Double(count), "top at \(boxes.last!.center.y), \(top) stacked")
        // With sleeping on, the stack comes to rest and the animator pauses.
        let log = DelegateLog()
        room.animator.delegate = log
        room.animator.pausesAtRest = true
        run(room.animator, seconds: 2)
        #expect(!room.animator.isRunning && log.events == ["pause"])
    }

    @Test("boxes of several sizes dropped onto each other land and stay")
    func mixedSizes() {
        let room = Room.awake()
        room.properties.friction = 0.5
        let sides = [120.0, 90, 60, 40, 20]
        var y = room.floor - 10  // each box 10 pt above the one below
        var boxes: [BasicItem] = []
        for side in sides {
            boxes.append(room.add(box(2000, y - side / 2, side, side)))
            y -= side + 10
        }
        let drift = sidewaysDrift(room.animator, boxes, seconds: 10)
        #expect(drift < 1, "drifted \(drift) pt")
        var top = room.floor
        for (box, side) in zip(boxes, sides) {
            top -= side
            #expect(abs(box.center.y - (top + side / 2)) < 1, "the \(side) pt box rests at \(box.center.y)")
            #expect(abs(room.properties.linearVelocity(for: box).dy) < 1)
        }
    }

    @Test(
        "pyramids of base 15 and 30 stand: top box < 1 pt sideways, sag ≤ 0.5 pt a row",
        arguments: [15, 30])
    func pyramidStands(base: Int) {
        let room = Room.awake(width: 8000, height: 4000)
        room.properties.friction = 0.6
        let rows = room.pyramid(base: base, at: 4000)
        let top = rows.last![0]
        let start = top.center
        let drift = sidewaysDrift(room.animator, [top], seconds: 10)
        #expect(drift < 1, "the top box moved \(drift) pt sideways")
        let sag = top.center.y - start.y
        #expect(sag <= 0.5 * Double(base), "the top sank \(sag) pt over \(base) rows")
        for row in rows { for box in row { #expect(abs(box.transform.rotationAngle) < 0.01) } }
    }

    /// A leaning tower: six 100 pt boxes, each 5 pt further right than the one below. The
    /// boxes above any box have their centre of mass at most 15 pt from its centre, well
    /// inside its 50 pt half-width, so it stands (the soft contacts give a little more under
    /// the loaded side: it may lean by a fraction of a degree, no more). At 20 pt a box the
    /// five upper boxes' centre of mass is 60 pt out, past the bottom box's edge: it falls.
    @Test("a leaning tower stands at 5 pt a box and falls at 20 pt a box")
    func leaningTower() {
        for (step, stands) in [(5.0, true), (20.0, false)] {
            let room = Room.awake()
            room.properties.friction = 0.6
            let side = 100.0
            let boxes = (0..<6).map { level in
                room.add(box(2000 + Double(level) * step, room.floor - side / 2 - Double(level) * side, side, side))
            }
            let drift = sidewaysDrift(room.animator, boxes, seconds: 10)
            let lean = boxes.map { abs($0.transform.rotationAngle) }.max()!
            if stands {
                #expect(drift < 2.5 && lean < 0.01, "the tower moved \(drift) pt and leans \(lean) rad")
            } else {
                #expect(drift > side, "the overbalanced tower moved only \(drift) pt")
            }
        }
    }
}
