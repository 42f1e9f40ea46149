import Dynamics
import Foundation

/// Stands in for `UIView`: a frame the animator moves. Colours and corner radii only draw, so
/// they are left out; the collision bounds type is a class property a subclass overrides, as
/// in UIKit.
class View: DynamicItem {
    var center: Point
    var bounds: Rect
    var transform = Transform.identity  // CGAffineTransform: `Transform` (Foundation owns `AffineTransform`)

    /// `UIView(frame:)`.
    init(frame: Rect) {
        center = frame.center
        bounds = Rect(origin: .zero, size: frame.size)
    }

    /// `.rectangle`, as `UIView`'s.
    var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
}

// The article's subclass. Swift 2's `.Ellipse` is `.ellipse` since Swift 3.
class Ellipse: View {
    override var collisionBoundsType: DynamicItemCollisionBoundsType {
        return .ellipse
    }
}

/// Stands in for `UISlider`: its value (`Float`, as UIKit's) and range.
final class Slider {
    var value: Float
    let minimumValue: Float, maximumValue: Float

    init(value: Float, minimumValue: Float, maximumValue: Float) {
        (self.value, self.minimumValue, self.maximumValue) = (value, minimumValue, maximumValue)
    }
}

/// Stands in for Core Motion's `CMMotionManager`, which has no Linux counterpart: it plays a
/// scripted tilt. `deliver(at:)` is called by the run loop stand-in once per frame and calls
/// the handler every `deviceMotionUpdateInterval` seconds with the device's gravity (in g, the
/// device's axes: y up).
final class MotionManager {
    /// Device motion: the gravity vector in the device's frame.
    struct DeviceMotion { var gravity: (x: Double, y: Double, z: Double) }

    var deviceMotionAvailable = true
    var deviceMotionUpdateInterval = 0.1
    /// The tilt over time: from each time on (s), the device's gravity (x, y).
    let script: [(time: Double, x: Double, y: Double)]
    private var handler: ((DeviceMotion?, Error?) -> Void)?
    private var nextUpdate = 0.0

    init(script: [(time: Double, x: Double, y: Double)]) { self.script = script }

    /// `startDeviceMotionUpdatesToQueue(_:withHandler:)`; the queue is only kept for its shape.
    func startDeviceMotionUpdatesToQueue(
        _ queue: OperationQueue, withHandler handler: @escaping (DeviceMotion?, Error?) -> Void
    ) {
        self.handler = handler
    }

    /// Calls the handler if an update is due at `time` (s).
    func deliver(at time: Double) {
        guard let handler, time >= nextUpdate - 1e-9 else { return }
        nextUpdate += deviceMotionUpdateInterval
        let reading = script.last { $0.time <= time } ?? (0, 0, -1)
        handler(DeviceMotion(gravity: (reading.x, reading.y, 0)), nil)
    }
}
