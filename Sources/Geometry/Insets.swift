/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Distance in from the top edge, in points.
    public var top: Double
    /// Distance in from the left edge, in points.
    public var left: Double
    /// Distance in from the bottom edge, in points.
    public var bottom: Double
    /// Distance in from the right edge, in points.
    public var right: Double

    /// Creates insets from the four edge distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A horizontal and vertical offset in points, e.g. from an item's centre.
public struct Offset: Hashable, Sendable {
    /// Horizontal component in points; positive to the right.
    public var horizontal: Double
    /// Vertical component in points; positive downwards.
    public var vertical: Double

    /// Creates an offset from its components in points.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = Offset(horizontal: 0, vertical: 0)

    /// The offset as a vector.
    public var vector: Vector { Vector(dx: horizontal, dy: vertical) }
}

/// A closed range of scalars, used for attachment ranges. `infinite` allows everything.
public struct FloatRange: Hashable, Sendable {
    /// The lower bound, included; may be −∞.
    public var minimum: Double
    /// The upper bound, included; may be +∞.
    public var maximum: Double

    /// Creates a range from its bounds.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range [0, 0].
    public static let zero = FloatRange(minimum: 0, maximum: 0)
    /// The range (−∞, +∞).
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

    /// True when the range has no finite bound.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// True when `value` lies within the bounds.
    public func contains(_ value: Double) -> Bool { value >= minimum && value <= maximum }
}
