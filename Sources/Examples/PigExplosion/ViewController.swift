import Dynamics

// The seed tutorial "Building an explosion effect with UIKitDynamics", ported to `Dynamics`.
// Each line or block says what it ports. UIKit's view hierarchy has no counterpart in the
// engine, so `View` and `ImageView` below are the smallest stand-ins the tutorial's code needs.

// MARK: - Stand-ins for the UIKit views

/// Stands in for `UIImageView`: a pig picture the animator moves. Anything with a centre,
/// bounds and a transform can be a `DynamicItem`, as any `UIView` is a `UIDynamicItem`.
final class ImageView: DynamicItem {
    var center: Point = .zero
    var bounds: Rect
    var transform: Transform = .identity  // CGAffineTransform: `Transform` here (see the porting guide)
    /// `UIView.tag`.
    var tag = 0
    /// `UIView.superview`, enough for `removeFromSuperview()`.
    weak var superview: View?
    /// The image's name; there is nothing to draw here.
    let imageName: String

    /// `UIImageView(image: UIImage(named: imageName))`: the image's own size in points.
    init(imageName: String, size: Size) {
        self.imageName = imageName
        bounds = Rect(origin: .zero, size: size)
    }

    /// `UIView.frame`: the bounds centred on `center` (pigs never turn here: nothing
    /// pushes them off-centre and nothing collides).
    var frame: Rect { Rect(center: center, size: bounds.size) }

    /// The tutorial's `scale(scaleWithX:andY:)` helper shrinks the image view; here the
    /// size shrinks, which is what the animator reads for the item's mass.
    func scale(scaleWithX x: Double, andY y: Double) {
        bounds.size = Size(width: bounds.width * x, height: bounds.height * y)
    }

    /// `UIView.removeFromSuperview()`.
    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// Stands in for the view controller's `view`: a rectangle in points that holds the pigs.
/// Its bounds become the animator's reference bounds (UIKit's reference view).
final class View {
    /// `UIView.frame`; the origin is (0, 0), so it is also the bounds.
    let frame: Rect
    /// `UIView.subviews`.
    var subviews: [ImageView] = []

    init(frame: Rect) { self.frame = frame }

    /// `UIView.bounds`.
    var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// `UIView.addSubview(_:)`.
    func addSubview(_ view: ImageView) {
        subviews.append(view)
        view.superview = self
    }
}

// MARK: - The tutorial's extension on UIDynamicItem

/// Ports `private var pushAssociationKey` and `objc_getAssociatedObject`/`objc_setAssociatedObject`:
/// there is no Objective-C runtime on Linux, so the associated object lives in a table keyed
/// by the item's identity.
@MainActor private var pushAssociations: [ObjectIdentifier: PushBehavior] = [:]

extension DynamicItem {
    /// Ports `extension UIDynamicItem { var pushBehavior: UIPushBehavior? }`.
    @MainActor var pushBehavior: PushBehavior? {
        get { pushAssociations[ObjectIdentifier(self)] }
        set { pushAssociations[ObjectIdentifier(self)] = newValue }
    }
}

// MARK: - The tutorial's utilities

/// Ports the tutorial's `CGFloat.random(min:max:)` helper, drawing from a seeded generator so
/// that a run can be repeated exactly.
extension Double {
    @MainActor static func random(min: Double, max: Double) -> Double {
        Double.random(in: min...max, using: &randomSource)
    }
}

/// Ports the tutorial's `even(_:)` helper.
func even(_ number: Int) -> Bool { number % 2 == 0 }

/// The source behind `Double.random(min:max:)`; `main.swift` seeds it.
@MainActor var randomSource = SplitMix64(seed: 1)

/// A small seeded random number generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - The tutorial's ViewController

@MainActor final class ViewController {
    // `var animator: UIDynamicAnimator!`
    var animator: DynamicAnimator!
    // `var gravity: UIGravityBehavior!`
    var gravity: GravityBehavior!
    // The view controller's `view` (see `View`).
    let view: View
    /// Called with each removal the clean-up makes; `main.swift` logs it. (The tutorial's
    /// action prints on every animation step; routing it here keeps the log short.)
    var onRemoval: ((_ removed: Int) -> Void)?

    init(view: View) { self.view = view }

    // `override func viewDidLoad()`
    func viewDidLoad() {
        // `animator = UIDynamicAnimator(referenceView: view)`: a reference rectangle, not a view.
        animator = DynamicAnimator(referenceBounds: view.bounds)

        // `gravity = UIGravityBehavior(items: [])` and `animator.addBehavior(gravity)`.
        gravity = GravityBehavior(items: [])
        animator.addBehavior(gravity)

        // The clean-up in `gravity.action`. `[unowned self]` where the tutorial captures
        // `self` strongly (the behavior would otherwise keep the controller alive).
        gravity.action = { [unowned self] in
            // `let itemsToRemove = self.gravity.items.map { $0 as! UIImageView }
            //     .filter() { $0.frame.origin.y > self.view.frame.size.height }`
            let itemsToRemove = self.gravity.items
                .map { $0 as! ImageView }
                .filter { $0.frame.origin.y > self.view.frame.size.height }
            // `for item in itemsToRemove {`
            for item in itemsToRemove {
                // `self.gravity.removeItem(item as UIDynamicItem)`
                self.gravity.removeItem(item as DynamicItem)
                // `if let push = item.pushBehavior { self.animator.removeBehavior(push) }`
                if let push = item.pushBehavior { self.animator.removeBehavior(push) }
                // Not in the tutorial: an associated object dies with its view; the table
                // entry has to be dropped by hand.
                item.pushBehavior = nil
                // `item.removeFromSuperview()`
                item.removeFromSuperview()
            }
            // `print("remaining items: \(self.animator.behaviors.count)")`, reported only
            // when something was removed.
            if !itemsToRemove.isEmpty { self.onRemoval?(itemsToRemove.count) }
        }
    }

    // `let pigTag = 42`
    let pigTag = 42

    // `func createExplosionImages(number: Int, imageName: String, center: CGPoint) -> [UIImageView]`
    func createExplosionImages(number: Int, imageName: String, center: Point) -> [ImageView] {
        // `var pigs: [UIImageView] = []`
        var pigs: [ImageView] = []
        // `for var i = 0; i < number; i++ {`
        for _ in 0..<number {
            // `let pigView = UIImageView(image: UIImage(named: imageName))`: the pig image is
            // taken to be 320 × 320 pt, so that scaled by 0.1 it is a 32 × 32 pt item.
            let pigView = ImageView(imageName: imageName, size: Size(width: 320, height: 320))
            // `pigView.scale(scaleWithX: 0.1, andY: 0.1)`
            pigView.scale(scaleWithX: 0.1, andY: 0.1)
            // `pigView.center = center`
            pigView.center = center
            // `pigView.tag = pigTag`
            pigView.tag = pigTag
            // `pigs.append(pigView)`
            pigs.append(pigView)
        }
        // `return pigs`
        return pigs
    }

    // `override func touchesEnded(touches: Set<UITouch>, withEvent event: UIEvent?)`: the
    // tap's location is passed in, as there are no touches here.
    func touchesEnded(at location: Point, numberOfPigs: Int = 3) {
        // `let numberOfPigs = 3` (a parameter here, defaulting to the tutorial's 3) and
        // `let pigs = createExplosionImages(numberOfPigs, imageName: "pig", center: location)`
        let pigs = createExplosionImages(number: numberOfPigs, imageName: "pig", center: location)

        // `for var i = 0; i < numberOfPigs; i++ {`
        for i in 0..<numberOfPigs {
            // `self.view.addSubview(pigs[i])`
            self.view.addSubview(pigs[i])

            // `let push = UIPushBehavior(items: [pigs[i]], mode: .Instantaneous)`
            let push = PushBehavior(items: [pigs[i]], mode: .instantaneous)
            // `push.pushDirection = vectorForIndex(i, max: numberOfPigs)`
            push.pushDirection = vectorForIndex(i, max: numberOfPigs)
            // `pigs[i].pushBehavior = push`
            pigs[i].pushBehavior = push
            // `animator.addBehavior(push)`
            animator.addBehavior(push)

            // `self.gravity.addItem(pig)`
            self.gravity.addItem(pigs[i])
        }
    }

    // `func vectorForIndex(index: Int, max: Int) -> CGVector`, with the random part the
    // tutorial adds at the end.
    func vectorForIndex(_ index: Int, max: Int) -> Vector {
        // `let xStart = -0.75, xEnd = 0.75`
        let xStart = -0.75, xEnd = 0.75
        // `let distance = (abs(xStart) + abs(xEnd)) / Double(max*2)`
        let distance = (abs(xStart) + abs(xEnd)) / Double(max * 2)
        // `let x = even(index) ? xStart + (distance * Double(index)) : xEnd - (distance * Double(index))`
        let x = even(index) ? xStart + (distance * Double(index)) : xEnd - (distance * Double(index))

        // `let halfDistance = distance / 2`
        let halfDistance = distance / 2
        // `let xRand = CGFloat.random(min: CGFloat(-halfDistance), max: CGFloat(halfDistance))`
        let xRand = Double.random(min: -halfDistance, max: halfDistance)
        // `let yRand = CGFloat.random(min: CGFloat(-1), max: CGFloat(0))`
        let yRand = Double.random(min: -1, max: 0)

        // `return CGVector(dx: CGFloat(x) + xRand, dy: yRand)`
        return Vector(dx: x + xRand, dy: yRand)
    }
}
