/// The closest points of two separated convex hulls, in A's frame.
struct HullDistance {
    /// The point of A nearest B.
    var pointA: Vector
    /// The point of B nearest A.
    var pointB: Vector
    /// |pointB − pointA|, in points.
    var distance: Double
    /// The vertices of A and B that weigh most in the nearest points (the nearest vertices when
    /// the nearest features are two vertices).
    var vertexA: Int, vertexB: Int
}

/// Closest points of hulls A and B (placed in A's frame by `bInA`) by GJK: the distance
/// between two convex sets is the distance from the origin to their Minkowski difference
/// A − B, whose support in direction d is s_A(d) − s_B(−d). Each iteration finds the point c
/// of the current simplex nearest the origin and adds the support in −c, until that support
/// brings the simplex no closer. Nil when the hulls touch or overlap (the origin is in A − B).
func hullDistance<A: ConvexHull, B: ConvexHull>(_ a: A, _ b: B, _ bInA: Transform2) -> HullDistance? {
    var simplex = Simplex(supportVertex(a, b, bInA, bInA.p))
    for _ in 0..<32 {
        guard simplex.reduce() else { return nil }
        let c = simplex.closest, cc = c.lengthSquared
        guard cc > 1e-24 else { return nil }
        let v = supportVertex(a, b, bInA, -c)
        // Stop when the new support gains nothing along −c: c is then the nearest point.
        if simplex.contains(v) || (c - v.w).dot(c) <= 1e-12 * cc { break }
        simplex.add(v)
    }
    return simplex.witness
}

/// A vertex of A − B: w = a − b, with the hull vertices it came from.
private struct SimplexVertex {
    var a: Vector, b: Vector, ia: Int, ib: Int
    var w: Vector { a - b }
}

/// s_A(d) − s_B(−d), with B's vertex brought into A's frame.
private func supportVertex<A: ConvexHull, B: ConvexHull>(
    _ a: A, _ b: B, _ bInA: Transform2,
    _ d: Vector
) -> SimplexVertex {
    let ia = a.support(d), ib = b.support(bInA.inverseRotate(-d))
    return SimplexVertex(a: a.vertex(ia), b: bInA.apply(b.vertex(ib)), ia: ia, ib: ib)
}

/// Up to three vertices of A − B and the barycentric weights of the point nearest the origin.
private struct Simplex {
    var v: (SimplexVertex, SimplexVertex, SimplexVertex)
    var weight: (Double, Double, Double) = (1, 0, 0)
    var count = 1

    init(_ first: SimplexVertex) { v = (first, first, first) }

    /// Σ λᵢ wᵢ.
    var closest: Vector { v.0.w * weight.0 + v.1.w * weight.1 + v.2.w * weight.2 }

    var witness: HullDistance {
        let pa = v.0.a * weight.0 + v.1.a * weight.1 + v.2.a * weight.2
        let pb = v.0.b * weight.0 + v.1.b * weight.1 + v.2.b * weight.2
        let main = weight.0 >= weight.1 && weight.0 >= weight.2 ? v.0 : weight.1 >= weight.2 ? v.1 : v.2
        return HullDistance(pointA: pa, pointB: pb, distance: (pb - pa).length, vertexA: main.ia, vertexB: main.ib)
    }

    func contains(_ x: SimplexVertex) -> Bool {
        (0..<count).contains { i in
            let s = i == 0 ? v.0 : i == 1 ? v.1 : v.2
            return s.ia == x.ia && s.ib == x.ib
        }
    }

    mutating func add(_ x: SimplexVertex) {
        if count == 1 { v.1 = x } else { v.2 = x }
        count += 1
    }

    /// Shrinks to the face (vertex or edge) nearest the origin and sets the weights. False when
    /// the origin lies inside the triangle (the hulls overlap).
    mutating func reduce() -> Bool {
        switch count {
        case 1: weight = (1, 0, 0)
        case 2: (v, weight, count) = Self.edge(v.0, v.1)
        default:
            let w1 = v.0.w, w2 = v.1.w, w3 = v.2.w
            let s1 = (w2 - w1).cross(-w1), s2 = (w3 - w2).cross(-w2), s3 = (w1 - w3).cross(-w3)
            if (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0) { return false }
            (v, weight, count) = Self.nearer(Self.nearer(Self.edge(v.0, v.1), Self.edge(v.1, v.2)), Self.edge(v.0, v.2))
        }
        return true
    }

    private typealias Reduced = ((SimplexVertex, SimplexVertex, SimplexVertex), (Double, Double, Double), Int)

    /// Nearest point of segment p → q to the origin: t = −p·(q − p)/|q − p|², clamped to an end.
    private static func edge(_ p: SimplexVertex, _ q: SimplexVertex) -> Reduced {
        let e = q.w - p.w, ee = e.lengthSquared
        let t = ee > 0 ? -p.w.dot(e) / ee : 0
        if t <= 0 { return ((p, p, p), (1, 0, 0), 1) }
        if t >= 1 { return ((q, q, q), (1, 0, 0), 1) }
        return ((p, q, q), (1 - t, t, 0), 2)
    }

    private static func nearer(_ r: Reduced, _ s: Reduced) -> Reduced {
        point(s).lengthSquared < point(r).lengthSquared ? s : r
    }

    private static func point(_ r: Reduced) -> Vector {
        r.0.0.w * r.1.0 + r.0.1.w * r.1.1 + r.0.2.w * r.1.2
    }
}
