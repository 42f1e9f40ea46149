import Dynamics
import Foundation

// "iOS 9 Day by Day: New UIKit Dynamics Features" (seed 004), ported by deleting the `UI`/`CG`
// prefixes. Comments name every other change. `main.swift` plays it headless.

/// The article's view controller.
final class ViewController {
    /// `view`: an iPhone-sized 375 × 667 pt screen.
    let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    var animator: DynamicAnimator!
    var square: View!, ellipse: Ellipse!, gravity: GravityBehavior!, noiseField: FieldBehavior!
    var collision: CollisionBehavior!
    let manager: MotionManager

    init(manager: MotionManager) { self.manager = manager }

    func viewDidLoad() {
        // Set up a UIDynamicAnimator on the view.
        animator = DynamicAnimator(referenceBounds: view.bounds)  // `referenceView: view`: its bounds

        // Add two views to the view (`view.addSubview`, `backgroundColor` and `cornerRadius` only draw).
        let square = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let ellipse = Ellipse(frame: Rect(x: 0, y: 100, width: 100, height: 100))
        (self.square, self.ellipse) = (square, ellipse)

        let items = [square, ellipse]

        // Create some gravity so the items always fall towards the bottom.
        let gravity = GravityBehavior(items: items)
        animator.addBehavior(gravity)
        self.gravity = gravity

        // Swift 2's `noiseFieldWithSmoothness(_:animationSpeed:)` is `noiseField(smoothness:animationSpeed:)`.
        let noiseField: FieldBehavior = FieldBehavior.noiseField(smoothness: 1.0, animationSpeed: 0.5)
        // Set up the noise field
        noiseField.addItem(square)
        noiseField.addItem(ellipse)
        noiseField.strength = 0.5
        animator.addBehavior(noiseField)
        self.noiseField = noiseField

        // Don't let objects overlap each other - set up a collide behaviour
        let collision = CollisionBehavior(items: items)
        // Swift 2's `setTranslatesReferenceBoundsIntoBoundaryWithInsets(_:)` is `…(with:)`.
        collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 20, left: 5, bottom: 5, right: 5))
        animator.addBehavior(collision)
        self.collision = collision

        // Used to alter the gravity so it always points down.
        if manager.deviceMotionAvailable {
            manager.deviceMotionUpdateInterval = 0.1
            // `NSOperationQueue.mainQueue()` is `OperationQueue.main` since Swift 3.
            manager.startDeviceMotionUpdatesToQueue(
                OperationQueue.main,
                withHandler: { deviceManager, error in
                    gravity.gravityDirection = Vector(dx: deviceManager!.gravity.x, dy: -deviceManager!.gravity.y)
                })
        }

        animator.debugEnabled = true  // Private API. See the bridging header. (Public here: no header.)
    }

    // The sliders' actions (`@IBAction`); `CGFloat(sender.value)` is `Double(sender.value)`.
    func smoothnessValueChanged(sender: Slider) {
        noiseField.smoothness = Double(sender.value)
    }

    func speedValueChanged(sender: Slider) {
        noiseField.animationSpeed = Double(sender.value)
    }

    func strengthValueChanged(sender: Slider) {
        noiseField.strength = Double(sender.value)
    }
}
