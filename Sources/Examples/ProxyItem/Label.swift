import Dynamics

/// Stands in for the laid-out `UILabel`: Auto Layout fixed its frame, and only its `transform`
/// may change. It is not a dynamic item; the animator never sees it.
final class Label {
    /// Set by layout; nothing here changes it.
    let center: Point
    let bounds: Rect
    /// `UIView.transform`, about the centre. Default identity.
    var transform = Transform.identity

    /// A label laid out at `frame`.
    init(frame: Rect) {
        center = frame.center
        bounds = Rect(origin: .zero, size: frame.size)
    }

    /// Where the label's centre appears on screen: a transform about the centre moves it by
    /// the transform's translation.
    var apparentCenter: Point { center + Vector(dx: transform.tx, dy: transform.ty) }
}
