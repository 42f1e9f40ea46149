/// A body's shape as the per-pair dispatch reads it, kept by body index for one collision
/// pass: plain numbers, so a pair copies no `CollisionShape` (a general polygon holds arrays,
/// and copying one retains them) and goes straight to the routine for its two kinds.
enum NarrowShape: Sendable, Equatable {
    /// A disc of the given radius in points.
    case circle(radius: Double)
    /// A centred axis-aligned box in the body's frame (see `BoxHull`).
    case box(BoxHull)
    /// Anything else (ellipses, general polygons, segments, groups): the general `collide`.
    case other

    /// The fast kind of a body's shape, `.other` when it has none.
    init(_ shape: CollisionShape) {
        switch shape {
        case .circle(let r):
            self = .circle(radius: r)
        case .polygon(let polygon):
            if case .box(let box) = polygon.storage { self = .box(box) } else { self = .other }
        case .ellipse, .segment:
            self = .other
        }
    }
}

extension CollisionShape {
    /// This shape's fast kind (see `NarrowShape.init`), read in place: a cached shape's
    /// polygon is looked at, not copied (a copy retains its storage).
    @inline(__always)
    var narrowShape: NarrowShape { NarrowShape(self) }
}

extension NarrowShape {
    /// The collision shape of a disc or box, built from its numbers (nil for `.other`).
    var shape: CollisionShape? {
        switch self {
        case .circle(let r): return .circle(radius: r)
        case .box(let box): return .polygon(ConvexPolygon(halfWidth: box.w, halfHeight: box.h))
        case .other: return nil
        }
    }
}

/// Writes into `m` (empty on entry) the manifold `collide` gives for two shapes of these
/// kinds, by the routine it would reach (the same calls with the same arguments, so the same
/// bits), and returns true; returns false, leaving `m` alone, when either is `.other`.
/// `tame`: both are boxes that passed `BoxHull.isTame` as placed (see `collideBoxes`).
@inline(__always)
func collideKinds(
    _ a: NarrowShape, _ xa: Transform2, _ b: NarrowShape, _ xb: Transform2,
    speculative: Double, tame: Bool = false, into m: inout Manifold
) -> Bool {
    switch (a, b) {
    case let (.box(boxA), .box(boxB)):
        collideBoxes(boxA, xa, boxB, xb, speculative, tame: tame, into: &m)
    case let (.circle(ra), .circle(rb)):
        m = collideCircles(ra, xa, rb, xb, speculative)
    case let (.circle(r), .box(box)):
        m = collideCircleHull(r, xa, box, xb, speculative)
    case let (.box(box), .circle(r)):
        m = collideCircleHull(r, xb, box, xa, speculative).flipped
    default:
        return false
    }
    return true
}

extension ManifoldPoint {
    /// All zeros, spelled out (no lazy global): as a contact point, the same as `ContactPoint()`.
    @inline(__always)
    static var unused: ManifoldPoint {
        ManifoldPoint(anchorA: Vector(dx: 0, dy: 0), anchorB: Vector(dx: 0, dy: 0), separation: 0, id: 0)
    }
}

extension ContactPoint {
    /// A new contact point at a manifold point: its anchors, its separation as the base one, its id.
    @inline(__always)
    init(_ p: ManifoldPoint) {
        self.init(anchorA: p.anchorA, anchorB: p.anchorB, baseSeparation: p.separation, id: p.id)
    }
}

extension BodyStore {
    /// Body i's shape kind for the per-pair dispatch (`.other` for a group), read where the
    /// shape is cached rather than from a copy of it.
    @inline(__always)
    mutating func narrowShape(at i: Int) -> NarrowShape {
        if isGroup[i] { return .other }
        // One look at the cache, by pattern (comparing it with nil first copied the shape).
        switch shapeCache[i] {
        case .circle(let r)?:
            return .circle(radius: r)
        case .polygon(let polygon)?:
            if case .box(let box) = polygon.storage { return .box(box) }
            return .other
        case nil:
            return NarrowShape(shape(at: i))
        default:
            return .other
        }
    }
}
