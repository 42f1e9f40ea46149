// A package that depends only on Dynamics, as a new user's would: Foundation imported beside
// it, built with warnings as errors by `DependentPackageTests` (`make test`), which copies this
// file into a throwaway package outside the tree.
import Dynamics
import Foundation

// Foundation's `AffineTransform` stays unambiguous beside Dynamics, whose counterpart of
// `CGAffineTransform` is `Transform`.
let quarterTurn = AffineTransform(rotationByDegrees: 90)
let engineTurn = Transform(rotationAngle: .pi / 2)

/// A view stand-in, as ported UIKit code declares one.
final class Square: DynamicItem {
    var center = Point(x: 200, y: 50)
    let bounds = Rect(x: 0, y: 0, width: 40, height: 40)
    var transform = Transform.identity
}

let square = Square()
let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 300))
animator.debugEnabled = true  // seed 004's line, public here
let collision = CollisionBehavior(items: [square])
collision.translatesReferenceBoundsIntoBoundary = true
animator.addBehavior(GravityBehavior(items: [square]))
animator.addBehavior(collision)
for _ in 0..<120 { animator.step(by: 1.0 / 60) }

let forces = animator.debugSnapshot?.items.first?.forces.map(\.kind.rawValue) ?? []
print(String(format: "square y=%.1f", square.center.y))
print("debug forces: \(forces.joined(separator: " "))")
print(String(format: "turns: foundation m12=%.1f, engine b=%.1f", quarterTurn.m12, engineTurn.b))
