/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// Creates a size from its width and height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// True when both dimensions are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// width × height, in square points.
    public var area: Double { width * height }

    /// The size as text: `width×height`.
    public var description: String { "\(width)×\(height)" }
}
