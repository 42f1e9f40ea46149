import Dynamics
import Foundation

// Plays the article's demo headless at 60 frames per second: the device is held upright, tilted
// left, tilted right and upright again while the sliders move, and the log says where the square
// and the ellipse are and what the animator's debug snapshot shows; `FieldsExampleTests` checks it.
//
//   fields-example        (no options)

/// The tilt script: the device's gravity (x, y), in g, from each time on (s).
let tilt: [(time: Double, x: Double, y: Double)] = [(0, 0, -1), (3, -1, 0), (6, 1, 0), (9, 0, -1)]
let controller = ViewController(manager: MotionManager(script: tilt))
controller.viewDidLoad()
let animator: DynamicAnimator = controller.animator
let box = controller.view.bounds.inset(by: EdgeInsets(top: 20, left: 5, bottom: 5, right: 5))

/// The debug snapshot, as the log line `debug …` shows it.
@MainActor func logDebug(_ label: String) {
    guard let snapshot = animator.debugSnapshot else { return print("debug at=\(label) snapshot=none") }
    let bounds = snapshot.items.map { "\($0.collisionBoundsType)" }.joined(separator: ",")
    let forces = snapshot.items.map { $0.forces.map(\.kind.rawValue).joined(separator: "+") }.joined(separator: ",")
    let walls = snapshot.boundaries.first.map { Rect(x: $0.points[0].x, y: $0.points[0].y, width: 0, height: 0) }
    print(
        "debug at=\(label) items=\(snapshot.items.count) bounds=\(bounds) forces=\(forces)"
            + " boundaries=\(snapshot.boundaries.count) wallsFrom=\(walls.map { "(\($0.minX),\($0.minY))" } ?? "-")"
            + " fieldSamples=\(snapshot.fieldSamples.count) sequence=\(snapshot.sequenceNumber)")
}

/// One decimal, through Foundation as a ported app would format it.
func f(_ x: Double) -> String { String(format: "%.1f", x) }

logDebug("start")
var time = 0.0
var inside = true, closest = Double.infinity
/// Path length each item travelled per phase (the noise keeps them moving).
var travelled: [String: Double] = [:]
var phase = "upright"

/// True when the item's collision bounds lie within the inset box, give or take the 3 pt a soft
/// contact lets an item sink in for a frame when it lands on a corner (resting, it is well under
/// 1 pt): the square's turned corners, the ellipse's circle.
@MainActor func isInsideBox(_ item: View) -> Bool {
    let a = item.transform.rotationAngle
    let half =
        item === controller.ellipse ? item.bounds.width / 2 : item.bounds.width / 2 * (abs(cos(a)) + abs(sin(a)))
    return box.insetBy(dx: half - 3, dy: half - 3).contains(item.center)
}

/// Runs frames until `end` (s), recording the checks; logs every half second.
@MainActor func play(until end: Double) {
    while time < end - 1e-9 {
        let before = (controller.square.center, controller.ellipse.center)
        controller.manager.deliver(at: time)
        animator.step(by: 1.0 / 60)
        time += 1.0 / 60
        travelled[phase, default: 0] +=
            controller.square.center.distance(to: before.0) + controller.ellipse.center.distance(to: before.1)
        if time > 0.25 { inside = inside && isInsideBox(controller.square) && isInsideBox(controller.ellipse) }
        closest = min(closest, controller.square.center.distance(to: controller.ellipse.center))
        if Int((time * 60).rounded()) % 30 == 0 {
            let g = controller.gravity.gravityDirection, s = controller.square.center, e = controller.ellipse.center
            print(
                "t=\(f(time)) phase=\(phase) gravity=(\(f(g.dx)),\(f(g.dy))) square=(\(f(s.x)),\(f(s.y)))"
                    + " ellipse=(\(f(e.x)),\(f(e.y)))")
        }
    }
}

/// Ends a phase: where the items are.
@MainActor func logPhase() {
    let s = controller.square.center, e = controller.ellipse.center
    print("phase name=\(phase) squareX=\(f(s.x)) squareY=\(f(s.y)) ellipseX=\(f(e.x)) ellipseY=\(f(e.y))")
}

let startsOverlapping = Rect(center: controller.square.center, size: controller.square.bounds.size).minY < box.minY
phase = "settle"
play(until: 2)
logPhase()
phase = "upright"
play(until: 3)
logPhase()
logDebug("upright")
for (name, end) in [("left", 6.0), ("right", 9.0)] {
    phase = name
    play(until: end)
    logPhase()
}
// Upright again, the sliders pushed to the top of their ranges (strength 0–25, speed 0–1).
phase = "strong"
controller.strengthValueChanged(sender: Slider(value: 25, minimumValue: 0, maximumValue: 25))
controller.smoothnessValueChanged(sender: Slider(value: 0.3, minimumValue: 0, maximumValue: 1))
controller.speedValueChanged(sender: Slider(value: 1, minimumValue: 0, maximumValue: 1))
print(
    "sliders strength=\(f(controller.noiseField.strength)) smoothness=\(f(controller.noiseField.smoothness))"
        + " speed=\(f(controller.noiseField.animationSpeed))")
play(until: 12)
logPhase()
logDebug("strong")

// The other two debug properties: a snapshot every 30 frames, and the clock at a quarter speed.
animator.debugInterval = 30
animator.debugAnimationSpeed = 0.25
let (startSequence, startElapsed) = (animator.debugSnapshot?.sequenceNumber ?? -1, animator.elapsedTime)
phase = "slow"
play(until: 13)
print(
    "slow debugInterval=\(animator.debugInterval) snapshots=\((animator.debugSnapshot?.sequenceNumber ?? -1) - startSequence)"
        + " simulated=\(String(format: "%.3f", animator.elapsedTime - startElapsed))")

// Path length per simulated second in the two upright phases: the noise keeps them moving.
print("travelled upright=\(f(travelled["upright"] ?? 0)) strong=\(f((travelled["strong"] ?? 0) / 3))")
print("summary startsOverlapping=\(startsOverlapping) inside=\(inside) closest=\(f(closest))")
