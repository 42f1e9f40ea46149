/// The area where a field acts, in points, centred on the field's `position`. The counterpart
/// of `UIRegion`: a circle, a rectangle or everything, combined by set algebra.
///
/// ```swift
/// let ring = Region(radius: 200).difference(from: Region(radius: 50))
/// field.region = ring            // acts between 50 and 200 pt from field.position
/// ```
public struct Region: Sendable, Hashable, CustomStringConvertible {
    indirect enum Shape: Sendable, Hashable {
        case everything
        case circle(radius: Double)
        case rectangle(halfWidth: Double, halfHeight: Double)
        case inverse(Shape)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        case difference(Shape, Shape)
    }

    let shape: Shape

    init(_ shape: Shape) { self.shape = shape }

    /// The whole plane: a field with this region acts everywhere. The default region.
    public static let infinite = Region(.everything)

    /// A disc of `radius` points (≥ 0) around the field's position; the rim counts as inside.
    public init(radius: Double) {
        requireNonNegative(radius, "Region(radius:)")
        self.init(.circle(radius: radius))
    }

    /// A `size.width` × `size.height` pt rectangle (each ≥ 0) centred on the field's position,
    /// edges included.
    public init(size: Size) {
        requireNonNegative(size.width, "Region(size:) width")
        requireNonNegative(size.height, "Region(size:) height")
        self.init(.rectangle(halfWidth: size.width / 2, halfHeight: size.height / 2))
    }

    /// Every point not in this region (the inverse of `.infinite` is empty).
    public func inverse() -> Region { Region(.inverse(shape)) }

    /// The points in this region or in `region`.
    public func union(with region: Region) -> Region { Region(.union(shape, region.shape)) }

    /// The points in this region and in `region`.
    public func intersection(with region: Region) -> Region {
        Region(.intersection(shape, region.shape))
    }

    /// The points in this region that are not in `region` (self ∖ region, as in UIKit).
    public func difference(from region: Region) -> Region {
        Region(.difference(shape, region.shape))
    }

    /// Whether `point`, given relative to the field's position (pt), lies in the region.
    public func contains(_ point: Point) -> Bool { shape.contains(point.x, point.y) }

    /// The region's shape as text, for debugging.
    public var description: String { "Region(\(shape))" }
}

extension Region.Shape {
    /// Membership of (x, y) relative to the centre; the recursion mirrors the set algebra.
    func contains(_ x: Double, _ y: Double) -> Bool {
        switch self {
        case .everything: return true
        case .circle(let r): return x * x + y * y <= r * r
        case .rectangle(let hw, let hh): return abs(x) <= hw && abs(y) <= hh
        case .inverse(let a): return !a.contains(x, y)
        case .union(let a, let b): return a.contains(x, y) || b.contains(x, y)
        case .intersection(let a, let b): return a.contains(x, y) && b.contains(x, y)
        case .difference(let a, let b): return a.contains(x, y) && !b.contains(x, y)
        }
    }

    /// True for the plain infinite region, so fields can skip the membership test.
    var isEverything: Bool {
        if case .everything = self { return true }
        return false
    }
}
