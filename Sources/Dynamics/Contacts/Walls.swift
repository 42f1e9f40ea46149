/// Contacts between a body's shape and a reference-bounds wall: the half-plane of points p
/// with dot(p − wall.point, inward) ≥ 0. A half-plane cannot be tunnelled through or pushed
/// out of the wrong side, however fast or deep an item goes, which is why the reference
/// bounds are walls rather than segments.
enum WallContact {
    /// Up to two points of `shape` (placed by `xf`) within `speculative` of the wall; the normal
    /// points from the body out of the box (−inward).
    static func manifold(_ shape: CollisionShape, _ xf: Transform2, _ wall: Wall, speculative: Double) -> Manifold {
        var m = Manifold()
        m.normal = -wall.inward
        switch shape {
        case .circle(let radius):
            add(xf.p - wall.inward * radius, xf, wall, id: 0, speculative, &m)
        case .ellipse(let rx, let ry):
            add(ellipseSupport(rx, ry, xf, direction: -wall.inward), xf, wall, id: 0, speculative, &m)
        case .polygon(let polygon):
            addDeepestVertices(polygon, xf, wall, speculative, &m)
        case .segment:
            break
        }
        return m
    }

    /// The ellipse's farthest point along `direction` (world): for semi-axes (a, b) and the
    /// direction d in the ellipse's frame, the support is (a²dₓ, b²d_y)/√(a²dₓ² + b²d_y²).
    static func ellipseSupport(_ a: Double, _ b: Double, _ xf: Transform2, direction: Vector) -> Vector {
        let d = xf.inverseRotate(direction)
        let k = (a * a * d.dx * d.dx + b * b * d.dy * d.dy).squareRoot()
        guard k > 0, k.isFinite else { return xf.p }
        return xf.apply(Vector(dx: a * a * d.dx / k, dy: b * b * d.dy / k))
    }

    private static func addDeepestVertices(
        _ polygon: ConvexPolygon, _ xf: Transform2, _ wall: Wall,
        _ speculative: Double, _ m: inout Manifold
    ) {
        var best = (index: -1, s: Double.infinity), second = (index: -1, s: Double.infinity)
        for k in 0..<polygon.count {
            let s = (xf.apply(polygon.vertex(k)) - wall.point).dot(wall.inward)
            if s < best.s { second = best; best = (k, s) } else if s < second.s { second = (k, s) }
        }
        // The two candidates one by one (an array literal here allocated on every call).
        if best.index >= 0 {
            add(xf.apply(polygon.vertex(best.index)), xf, wall, id: UInt32(best.index), speculative, &m)
        }
        if second.index >= 0 {
            add(xf.apply(polygon.vertex(second.index)), xf, wall, id: UInt32(second.index), speculative, &m)
        }
    }

    private static func add(
        _ point: Vector, _ xf: Transform2, _ wall: Wall, id: UInt32,
        _ speculative: Double, _ m: inout Manifold
    ) {
        let s = (point - wall.point).dot(wall.inward)
        guard s < speculative, s.isFinite, m.pointCount < 2 else { return }
        let p = ManifoldPoint(anchorA: point - xf.p, anchorB: point, separation: s, id: id)
        if m.pointCount == 0 { m.points.0 = p } else { m.points.1 = p }
        m.pointCount += 1
    }
}
