/// An axis-aligned rectangle in points: an origin (top-left, y down) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (smallest x and y; y grows downwards), in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// Creates a rectangle from its origin (top-left corner) and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and its dimensions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates the rectangle of the given size centred on a point.
    public init(center: Point, size: Size) {
        self.init(
            x: center.x - size.width / 2, y: center.y - size.height / 2,
            width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width in points (`size.width`).
    public var width: Double { size.width }
    /// The height in points (`size.height`).
    public var height: Double { size.height }
    /// The x of the left edge, in points.
    public var minX: Double { origin.x }
    /// The x halfway between the left and right edges, in points.
    public var midX: Double { origin.x + size.width / 2 }
    /// The x of the right edge, in points.
    public var maxX: Double { origin.x + size.width }
    /// The y of the top edge, in points.
    public var minY: Double { origin.y }
    /// The y halfway between the top and bottom edges, in points.
    public var midY: Double { origin.y + size.height / 2 }
    /// The y of the bottom edge, in points.
    public var maxY: Double { origin.y + size.height }
    /// The centre point, (`midX`, `midY`).
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the size has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle as text: `(x, y, width, height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    /// True when the point lies inside or on the edge.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// True when the two rectangles share interior area or touch.
    public func intersects(_ r: Rect) -> Bool {
        minX <= r.maxX && r.minX <= maxX && minY <= r.maxY && r.minY <= maxY
    }

    /// The rectangle shrunk by insets (grown for negative ones).
    public func inset(by e: EdgeInsets) -> Rect {
        Rect(
            x: minX + e.left, y: minY + e.top,
            width: width - e.left - e.right, height: height - e.top - e.bottom)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest rectangle containing both.
    public func union(_ r: Rect) -> Rect {
        let x0 = Swift.min(minX, r.minX), y0 = Swift.min(minY, r.minY)
        let x1 = Swift.max(maxX, r.maxX), y1 = Swift.max(maxY, r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
