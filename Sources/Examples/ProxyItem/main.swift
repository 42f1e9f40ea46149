import Dynamics
import Foundation

// Runs the article's proxy item headless: the zoom snippet once, then a flick of the laid-out
// label, stepped at 60 frames per second until the springs bring it home. The log says where
// the label appears, whether its layout ever changed and whether its transform is the proxy's;
// `ProxyItemExampleTests` checks it.
//
//   proxy-item-example        (no options)

let controller = ViewController()
let label = controller.label
let layout = (center: label.center, bounds: label.bounds)

controller.animateZoomAndRotation()
let zoom = Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: -0.5))
print(String(format: "zoom a=%.3f b=%.3f c=%.3f d=%.3f", zoom.a, zoom.b, zoom.c, zoom.d))
print("bounce identity=\(label.transform.isIdentity)")

controller.configureBehaviorActions(flick: Vector(dx: 900, dy: -600), spin: 4)
var layoutChanged = false, matches = true, farthest = 0.0, turned = 0.0
for frame in 1...360 {
    controller.animator.step(by: 1.0 / 60)
    layoutChanged = layoutChanged || label.center != layout.center || label.bounds != layout.bounds
    matches = matches && label.transform == controller.proxyView.absoluteTransform
    let offset = label.apparentCenter.distance(to: label.center)
    farthest = max(farthest, offset)
    turned = max(turned, abs(label.transform.rotationAngle))
    if frame % 30 == 0 {
        let t = label.transform
        print(
            String(
                format: "t=%.2f tx=%.1f ty=%.1f angle=%.3f proxyOffset=%.1f", Double(frame) / 60, t.tx, t.ty,
                t.rotationAngle, controller.proxyView.center.distance(to: layout.center)))
    }
}
let t = label.transform
print(
    String(
        format: "summary layoutChanged=%@ matchesProxy=%@ farthest=%.1f turned=%.2f endOffset=%.2f endAngle=%.3f",
        "\(layoutChanged)", "\(matches)", farthest, turned, label.apparentCenter.distance(to: label.center),
        abs(t.rotationAngle)))
