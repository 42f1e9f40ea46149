import Testing

@testable import Dynamics

/// The collision pass's per-pair dispatch (`NarrowShape`, `collideKinds`) and the box
/// shortcuts it reaches, against the general routines they stand for, compared with `==`.
@Suite("Collision: the per-pair dispatch gives collide's manifolds")
struct CollisionDispatchTests {
    @Test("discs and boxes: the per-pass dispatch equals collide on the shapes, a disc unrotated")
    func narrowDispatch() {
        var g = PlacementGenerator(seed: 17)
        var tally = Tally()
        for _ in 0..<20_000 {
            let a = g.discOrBox(), b = g.discOrBox()
            let xa = g.transform()
            let xb: Transform2
            if case .box(let boxA) = a, case .box(let boxB) = b {
                xb = g.placement(near: xa, boxA, boxB)
            } else {
                xb = g.around(xa, reach: g.reach(a) + g.reach(b))
            }
            let margin = g.margin()
            // The pass places a disc unrotated: it must collide as it does at its real angle.
            var fast = Manifold()
            let dispatched = collideKinds(
                a, unrotatedIfDisc(a, xa), b, unrotatedIfDisc(b, xb), speculative: margin, into: &fast)
            let general = collide(shape(a), xa, shape(b), xb, speculative: margin)
            #expect(dispatched && same(fast, general), "\(a) at \(xa) vs \(b) at \(xb), margin \(margin)")
            tally.count(general)
            #expect(a.shape.map(NarrowShape.init) == a && a.shape == shape(a))
        }
        #expect(tally.empty > 1_000 && tally.onePoint > 1_000 && tally.twoPoints > 1_000, "\(tally)")
        let polygon = try! ConvexPolygon(
            validating: Path(points: [Point(x: 0, y: 0), Point(x: 9, y: 0), Point(x: 0, y: 7)]))
        for other in [CollisionShape.ellipse(radiusX: 3, radiusY: 5), .polygon(polygon), .segment(.zero, vec(1, 0))] {
            #expect(NarrowShape(other) == .other && NarrowShape.other.shape == nil)
            var m = Manifold()
            #expect(!collideKinds(.other, .identity, .circle(radius: 1), .identity, speculative: 2, into: &m))
        }
    }

    @Test("an unused manifold slot makes the default contact point")
    func unusedPoint() {
        let made = ContactPoint(ManifoldPoint.unused), fresh = ContactPoint()
        let numbers: [KeyPath<ContactPoint, Double>] = [
            \.baseSeparation, \.normalImpulse, \.tangentImpulse, \.relativeVelocity,
        ]
        let vectors: [KeyPath<ContactPoint, Vector>] = [\.anchorA, \.anchorB]
        #expect(numbers.allSatisfy { made[keyPath: $0].bitPattern == fresh[keyPath: $0].bitPattern })
        #expect(vectors.allSatisfy { made[keyPath: $0] == fresh[keyPath: $0] })
        #expect(made.id == fresh.id && made.isSpeculative == fresh.isSpeculative)
    }

    @Test("a box's incident edge for a finite direction equals the loop over its normals")
    func incidentEdge() {
        var rng = SplitMix(seed: 18)
        let box = BoxHull(halfWidth: 3, halfHeight: 2)
        let special: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1e-300, -1e-300]
        for k in 0..<20_000 {
            let n =
                k < 64
                ? vec(special[k % 8], special[k / 8])
                : k % 3 == 0
                    ? vec(rng.next(in: -1...1), rng.next(in: -1...1)).normalized
                    : vec(rng.next(in: -1e6...1e6), rng.next(in: -1e6...1e6))
            #expect(box.incidentEdge(finite: n) == box.incidentEdge(n), "\(n)")
        }
        // Ties go to the lowest index, as in the loop.
        #expect(box.incidentEdge(finite: vec(1, 1)) == box.incidentEdge(vec(1, 1)))
        #expect(box.incidentEdge(finite: vec(-1, 1)) == box.incidentEdge(vec(-1, 1)))
    }
}

/// The collision shape a dispatch kind stands for.
private func shape(_ n: NarrowShape) -> CollisionShape {
    switch n {
    case .circle(let r): return .circle(radius: r)
    case .box(let box): return .polygon(ConvexPolygon(box))
    case .other: return .ellipse(radiusX: 1, radiusY: 2)
    }
}

/// The placement the collision pass gives a body of this kind: a disc's without its rotation.
private func unrotatedIfDisc(_ n: NarrowShape, _ xf: Transform2) -> Transform2 {
    if case .circle = n { return Transform2(position: xf.p, c: 1, s: 0) }
    return xf
}

extension PlacementGenerator {
    /// A disc (radius 0.5–80, now and then 0) or a box, as the per-pass dispatch keeps it.
    mutating func discOrBox() -> NarrowShape {
        guard pick(2) == 0 else { return .box(box()) }
        return .circle(radius: pick(8) == 0 ? 0 : next(in: 0.5...80))
    }

    /// The distance from the centre to the farthest point of a disc or box.
    func reach(_ n: NarrowShape) -> Double {
        switch n {
        case .circle(let r): return r
        case .box(let box): return (box.w * box.w + box.h * box.h).squareRoot()
        case .other: return 0
        }
    }

}
