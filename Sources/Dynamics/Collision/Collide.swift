/// The narrow phase: contact points between a shape of body A (placed by `xa`, centre at
/// xa.p) and a shape of body B.
///
/// For a boundary segment pass `Transform2.identity`; its anchors are then relative to the
/// world origin. Points whose separation is at most `speculative` (points, ≥ 0) are reported,
/// gaps included, so the solver can stop fast items before they pass through; `pointCount` is
/// 0 when the shapes are farther apart. The normal always points from A to B.
///
/// Pairs: circle–circle directly; a circle against anything else by the closest feature of
/// the hull; everything else (polygons, ellipses as 64-gons, segments) by the separating axis
/// test with reference/incident edge clipping (`collideHulls`; two boxes by `collideBoxes`, the
/// same answer sooner). Two segments never collide.
func collide(
    _ a: CollisionShape, _ xa: Transform2, _ b: CollisionShape, _ xb: Transform2,
    speculative: Double
) -> Manifold {
    if case .polygon(let pa) = a, case .box(let boxA) = pa.storage, case .polygon(let pb) = b,
        case .box(let boxB) = pb.storage
    {
        return collideBoxes(boxA, xa, boxB, xb, speculative)
    }
    switch (a, b) {
    case let (.circle(ra), .circle(rb)):
        return collideCircles(ra, xa, rb, xb, speculative)
    case let (.circle(r), _):
        return collideCircle(r, xa, with: b, xb, speculative)
    case let (_, .circle(r)):
        return collideCircle(r, xb, with: a, xa, speculative).flipped
    case (.segment, .segment):
        return Manifold()
    default:
        return collideHullShape(a, xa, with: b, xb, speculative)
    }
}

/// A circle (A) against any shape (B).
private func collideCircle(
    _ r: Double, _ xc: Transform2, with shape: CollisionShape, _ xs: Transform2,
    _ speculative: Double
) -> Manifold {
    switch shape {
    case .circle(let rb):
        return collideCircles(r, xc, rb, xs, speculative)
    case .polygon(let polygon):
        switch polygon.storage {
        case .box(let box): return collideCircleHull(r, xc, box, xs, speculative)
        case .general(let hull): return collideCircleHull(r, xc, hull, xs, speculative)
        }
    case .ellipse(let rx, let ry):
        return collideCircleHull(r, xc, EllipseHull(radiusX: rx, radiusY: ry), xs, speculative)
    case .segment(let p, let q):
        guard let segment = SegmentHull(p, q) else {
            // A zero-length segment is a point: a circle of radius 0 (anchors B re-based to xs.p).
            let point = Transform2(position: xs.apply(p), angle: 0)
            return collideCircles(0, point, r, xc, speculative).shiftingA(by: point.p - xs.p).flipped
        }
        return collideCircleHull(r, xc, segment, xs, speculative)
    }
}

/// A polygon, ellipse or segment (A) against any shape (B).
private func collideHullShape(
    _ a: CollisionShape, _ xa: Transform2, with b: CollisionShape, _ xb: Transform2,
    _ speculative: Double
) -> Manifold {
    switch a {
    case .circle(let r):
        return collideCircle(r, xa, with: b, xb, speculative)
    case .polygon(let polygon):
        switch polygon.storage {
        case .box(let box): return collideHull(box, xa, with: b, xb, speculative)
        case .general(let hull): return collideHull(hull, xa, with: b, xb, speculative)
        }
    case .ellipse(let rx, let ry):
        return collideHull(EllipseHull(radiusX: rx, radiusY: ry), xa, with: b, xb, speculative)
    case .segment(let p, let q):
        guard let segment = SegmentHull(p, q) else {
            let point = Transform2(position: xa.apply(p), angle: 0)
            return collideCircle(0, point, with: b, xb, speculative).shiftingA(by: point.p - xa.p)
        }
        return collideHull(segment, xa, with: b, xb, speculative)
    }
}

/// A hull (A) against any shape (B).
private func collideHull<A: ConvexHull>(
    _ a: A, _ xa: Transform2, with b: CollisionShape, _ xb: Transform2,
    _ speculative: Double
) -> Manifold {
    switch b {
    case .circle(let r):
        return collideCircleHull(r, xb, a, xa, speculative).flipped
    case .polygon(let polygon):
        switch polygon.storage {
        case .box(let box): return collideHulls(a, xa, box, xb, speculative)
        case .general(let hull): return collideHulls(a, xa, hull, xb, speculative)
        }
    case .ellipse(let rx, let ry):
        return collideHulls(a, xa, EllipseHull(radiusX: rx, radiusY: ry), xb, speculative)
    case .segment(let p, let q):
        if a is SegmentHull { return Manifold() }
        guard let segment = SegmentHull(p, q) else {
            let point = Transform2(position: xb.apply(p), angle: 0)
            return collideCircleHull(0, point, a, xa, speculative).shiftingA(by: point.p - xb.p).flipped
        }
        return collideHulls(a, xa, segment, xb, speculative)
    }
}
