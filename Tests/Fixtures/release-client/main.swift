// A client of the Dynamics library, built in release by ReleaseClientTests (EndToEndTests) in a
// throwaway package that depends on this repository by path. Each argument names one bad value
// to feed in at a public entry point; the program must die printing a message that names it.
import Dynamics

let item = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
let material = DynamicItemBehavior(items: [item])

switch CommandLine.arguments.dropFirst().first ?? "" {
case "gravity-magnitude-nan": GravityBehavior().magnitude = .nan
case "step-negative": animator.step(by: -1)
case "sub-step-zero": animator.subStepDuration = 0
case "density-zero": material.density = 0
case "item-size-zero":
    animator.addBehavior(GravityBehavior(items: [BasicItem(center: .zero, size: Size(width: 0, height: 0))]))
case "reference-bounds-negative": animator.referenceBounds = Rect(x: 0, y: 0, width: -10, height: 10)
case "velocity-over-limit":
    animator.addBehavior(material)
    material.addLinearVelocity(Vector(dx: 9e29, dy: 0), for: item)
    material.addLinearVelocity(Vector(dx: 9e29, dy: 0), for: item)
case "behavior-cycle":
    let parent = DynamicBehavior(), child = DynamicBehavior()
    parent.addChildBehavior(child)
    child.addChildBehavior(parent)
case "attachment-range-inverted":
    AttachmentBehavior(item: item, attachedToAnchor: .zero).attachmentRange = FloatRange(minimum: 2, maximum: 1)
case "boundary-one-point": CollisionBehavior(items: []).addBoundary(withIdentifier: "wall", for: Path(points: [.zero]))
case "path-concave":
    let dart = Path(points: [Point(x: -10, y: 10), Point(x: 0, y: -10), Point(x: 10, y: 10), Point(x: 0, y: 0)])
    let item = BasicItem(
        center: .zero, size: Size(width: 20, height: 20), collisionBoundsType: .path, collisionBoundingPath: dart)
    animator.addBehavior(GravityBehavior(items: [item]))
case "fine": print("no bad value given")
default: print("unknown case")
}
