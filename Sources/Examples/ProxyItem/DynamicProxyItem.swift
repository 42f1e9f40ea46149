import Dynamics
import Foundation

// The article's proxy item ("Use UIKit Dynamics with Auto Layout", seed 003), ported by deleting
// the prefixes. It still subclasses `NSObject` (Foundation has it on Linux too), although
// `DynamicItem` does not ask for it as `UIDynamicItem` does. `CGAffineTransform` is `Transform`:
// beside `import Foundation`, `AffineTransform` is Foundation's own, different type.

class DynamicProxyItem: NSObject, DynamicItem {

    var center: Point
    var bounds: Rect
    var transform: Transform

    private let originalCenter: Point
    private let originalBounds: Rect
    private let originalTransform: Transform

    var absoluteTransform: Transform {
        let translationVector = Point(x: center.x - originalCenter.x, y: center.y - originalCenter.y)
        let translation = Transform(translationX: translationVector.x, y: translationVector.y)
        return originalTransform.concatenating(transform).concatenating(translation)
    }

    init(view: Label) {  // `UIView`: the laid-out label stand-in
        center = view.center
        bounds = view.bounds
        transform = view.transform

        originalCenter = center
        originalBounds = bounds
        originalTransform = transform
        super.init()
    }
}
