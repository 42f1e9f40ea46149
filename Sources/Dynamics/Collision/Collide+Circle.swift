/// Two circles: centres pA, pB, radii rA, rB. With d = pB − pA the normal is d/|d| and the
/// separation |d| − rA − rB; the point is midway between the two surface points
/// pA + rA·n and pB − rB·n. Coincident centres use the normal (0, −1) (B pushed up).
func collideCircles(
    _ ra: Double, _ xa: Transform2, _ rb: Double, _ xb: Transform2,
    _ speculative: Double
) -> Manifold {
    var m = Manifold()
    guard let (n, point) = circlesPoint(ra, xa.p, rb, xb.p, speculative) else { return m }
    m.normal = n
    m.append(point)
    return m
}

/// The normal and the one point `collideCircles` gives for circles of radii `ra`, `rb` (pt)
/// centred at `pa`, `pb`, or nil when they are more than `speculative` (pt) apart.
@inline(__always)
func circlesPoint(
    _ ra: Double, _ pa: Vector, _ rb: Double, _ pb: Vector,
    _ speculative: Double
) -> (normal: Vector, point: ManifoldPoint)? {
    let d = pb - pa
    let reach = ra + rb + speculative
    let distanceSquared = d.lengthSquared
    guard distanceSquared <= reach * reach else { return nil }
    let distance = distanceSquared.squareRoot()
    let n = distance > 0 ? d / distance : Vector(dx: 0, dy: -1)
    let surfaceA = pa + n * ra, surfaceB = pb - n * rb
    let point = (surfaceA + surfaceB) * 0.5
    return (n, ManifoldPoint(anchorA: point - pa, anchorB: point - pb, separation: distance - ra - rb, id: 0))
}

/// A circle (A, radius r, centre xc.p) against a convex hull (B), in the hull's frame.
///
/// The face i of greatest separation sᵢ = nᵢ·(c − vᵢ) is found first. If c is inside
/// (s ≤ 0) that face is the contact (least penetration). Otherwise the closest feature is face
/// i or one of its ends: c projects before vᵢ or after vᵢ₊₁ → vertex contact, normal along
/// c − v; else face contact. Separation = distance − r. The point is midway between the hull
/// point h and the circle's surface point h + separation·n.
func collideCircleHull<H: ConvexHull>(
    _ r: Double, _ xc: Transform2, _ hull: H, _ xh: Transform2,
    _ speculative: Double
) -> Manifold {
    let c = xh.inverseApply(xc.p)
    let (face, s) = deepestFace(of: hull, toward: c)
    guard s - r <= speculative else { return Manifold() }
    let v1 = hull.vertex(face), v2 = hull.vertex(hull.next(face))
    var feature = (n: hull.normal(face), h: c - hull.normal(face) * s, distance: s, id: face)
    if s > 0 {
        if (c - v1).dot(v2 - v1) <= 0 {
            feature = vertexFeature(c, v1, fallback: feature.n, id: 0x1_0000 | face)
        } else if (c - v2).dot(v1 - v2) <= 0 {
            feature = vertexFeature(c, v2, fallback: feature.n, id: 0x1_0000 | hull.next(face))
        }
    }
    let separation = feature.distance - r
    guard separation <= speculative else { return Manifold() }
    let point = xh.apply(feature.h + feature.n * (0.5 * separation))
    var m = Manifold()
    m.normal = -xh.rotate(feature.n)
    m.append(
        ManifoldPoint(
            anchorA: point - xc.p, anchorB: point - xh.p, separation: separation,
            id: UInt32(truncatingIfNeeded: feature.id)))
    return m
}

/// The face of greatest separation from a local point c: argmaxᵢ nᵢ·(c − vᵢ).
@inline(__always)
private func deepestFace<H: ConvexHull>(of hull: H, toward c: Vector) -> (Int, Double) {
    var best = 0, bestSeparation = -Double.infinity
    for i in 0..<hull.count {
        let s = hull.normal(i).dot(c - hull.vertex(i))
        if s > bestSeparation { (best, bestSeparation) = (i, s) }
    }
    return (best, bestSeparation)
}

/// The contact of point c with vertex v: normal (c − v)/|c − v| (the face normal if c == v).
@inline(__always)
private func vertexFeature(
    _ c: Vector, _ v: Vector, fallback: Vector,
    id: Int
) -> (n: Vector, h: Vector, distance: Double, id: Int) {
    let d = c - v
    let distance = d.length
    return (distance > 0 ? d / distance : fallback, v, distance, id)
}
