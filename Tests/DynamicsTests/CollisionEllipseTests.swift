import Testing

@testable import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Distance from p to the segment [a, b].
private func distance(_ p: Vector, toSegment a: Vector, _ b: Vector) -> Double {
    (p - closestPoint(to: p, onSegment: a, b)).length
}

/// The corners of a box shape placed by xf.
private func corners(_ halfWidth: Double, _ halfHeight: Double, _ xf: Transform2) -> [Vector] {
    [
        vec(-halfWidth, -halfHeight), vec(halfWidth, -halfHeight), vec(halfWidth, halfHeight),
        vec(-halfWidth, halfHeight),
    ].map(xf.apply)
}

/// Distance from p to the boundary of the polygon with these corners.
private func distance(_ p: Vector, toPolygon c: [Vector]) -> Double {
    var best = Double.infinity
    for i in c.indices { best = min(best, distance(p, toSegment: c[i], c[(i + 1) % c.count])) }
    return best
}

@Suite("Collision: ellipses")
struct CollisionEllipseTests {
    let ellipse = CollisionShape.ellipse(radiusX: 40, radiusY: 20)
    let floor = CollisionShape.segment(vec(-500, 0), vec(500, 0))

    @Test("above a horizontal segment, the separation at height d is d − 20; turned 90° it is d − 40")
    func restingHeights() {
        for d in [19.0, 20.0, 21.5, 30.0] {
            let flat = collide(ellipse, placed(7, -d), floor, .identity, speculative: 15)
            #expect(flat.pointCount >= 1 && closeTo(flat.normal, vec(0, 1)))
            #expect(contactPoints(flat).allSatisfy { closeTo($0.separation, d - 20, 0.005 * 20) })
        }
        for d in [39.0, 40.0, 45.0] {
            let upright = collide(ellipse, placed(7, -d, angle: .pi / 2), floor, .identity, speculative: 15)
            #expect(upright.pointCount >= 1 && closeTo(upright.normal, vec(0, 1)))
            #expect(contactPoints(upright).allSatisfy { closeTo($0.separation, d - 40, 0.005 * 40) })
        }
    }

    @Test("tilted ellipse on a segment: separation d − √(a²sin²θ + b²cos²θ)")
    func tiltedHeight() {
        for theta in [0.2, 0.5, 1.0, 1.3, 2.4] {
            let support = (1600 * sin(theta) * sin(theta) + 400 * cos(theta) * cos(theta)).squareRoot()
            let m = collide(ellipse, placed(0, -50, angle: theta), floor, .identity, speculative: 40)
            let deepest = contactPoints(m).map(\.separation).min() ?? .infinity
            #expect(closeTo(deepest, 50 - support, 0.005 * support), "θ = \(theta)")
            #expect(deepest <= 50 - support + 1e-9)  // the 64-gon circumscribes the ellipse
        }
    }

    @Test("an ellipse lying flat rests on two points (stable), close together under its centre")
    func restsFlat() {
        let m = collide(ellipse, placed(0, -20), floor, .identity, speculative: 1)
        #expect(m.pointCount == 2)
        #expect(contactPoints(m).allSatisfy { abs($0.anchorB.dx) < 3 && closeTo($0.separation, 0, 1e-9) })
    }

    @Test("ellipse–circle separation agrees with the sampled true ellipse", arguments: [0.0, 0.6, -1.1])
    func ellipseCircle(rotation: Double) {
        let xe = placed(10, 5, angle: rotation), r = 6.0
        let boundary = ellipseSamples(40, 20, xe)
        for k in 0..<16 {
            let direction = Vector(angle: Double(k) * Double.pi / 8 + 0.1, length: 1)
            for reach in [40.0, 50.0, 62.0] {
                let centre = xe.p + direction * reach
                guard let nearest = boundary.min(by: { ($0 - centre).length < ($1 - centre).length }) else { continue }
                let local = xe.inverseApply(centre)
                guard (local.dx / 40) * (local.dx / 40) + (local.dy / 20) * (local.dy / 20) > 1 else { continue }
                let truth = (nearest - centre).length - r
                let m = collide(ellipse, xe, .circle(radius: r), placed(centre.dx, centre.dy), speculative: 50)
                #expect(m.pointCount == 1)
                #expect(closeTo(m.points.0.separation, truth, 0.005 * 20), "k \(k) reach \(reach)")
                // The normal points from the ellipse towards the circle's centre, near the true one.
                #expect(m.normal.dot((centre - nearest).normalized) > 0.99)
                let swapped = collide(.circle(radius: r), placed(centre.dx, centre.dy), ellipse, xe, speculative: 50)
                #expect(
                    closeTo(swapped.points.0.separation, m.points.0.separation) && closeTo(swapped.normal, -m.normal))
            }
        }
    }

    @Test("ellipse–box separation agrees with the sampled true ellipse", arguments: [0.0, 0.4, 2.0])
    func ellipseBox(boxAngle: Double) {
        let xe = placed(0, 0, angle: 0.3)
        let boundary = ellipseSamples(40, 20, xe, count: 4000)
        for k in 0..<12 {
            let direction = Vector(angle: Double(k) * Double.pi / 6 + 0.05, length: 1)
            let xb = Transform2(position: direction * 62, angle: boxAngle)
            let box = corners(10, 5, xb)
            let truth = boundary.map { distance($0, toPolygon: box) }.min()!
            guard truth > 0.5 else { continue }  // only separated placements: the distance is well defined
            let m = collide(ellipse, xe, boxShape(20, 10), xb, speculative: 40)
            #expect(m.pointCount >= 1)
            let gap = contactPoints(m).map(\.separation).min() ?? .infinity
            #expect(closeTo(gap, truth, 0.005 * 20), "k \(k)")
        }
    }

    @Test("a box pressed 1 pt into the ellipse's top, both orders")
    func boxIntoEllipse() {
        let m = collide(ellipse, placed(0, 0), boxShape(40, 10), placed(0, -24), speculative: 0)
        #expect(m.pointCount >= 1 && closeTo(m.normal, vec(0, -1)))
        #expect(closeTo(contactPoints(m).map(\.separation).min()!, -1, 0.005 * 20))
        let swapped = collide(boxShape(40, 10), placed(0, -24), ellipse, placed(0, 0), speculative: 0)
        #expect(closeTo(swapped.normal, vec(0, 1)))
    }

    @Test("ellipse–ellipse along the axes, and against the sampled truth when tilted")
    func ellipsePair() {
        let side = collide(ellipse, placed(0, 0), ellipse, placed(79, 0), speculative: 0)
        #expect(closeTo(side.normal, vec(1, 0)) && closeTo(side.points.0.separation, -1, 0.1))
        let stacked = collide(ellipse, placed(0, 0), ellipse, placed(0, 41), speculative: 2)
        #expect(closeTo(stacked.normal, vec(0, 1)) && closeTo(stacked.points.0.separation, 1, 0.1))
        let xa = placed(0, 0, angle: 0.5), xb = placed(55, 45, angle: -0.8)
        let a = ellipseSamples(40, 20, xa, count: 1500), b = ellipseSamples(40, 20, xb, count: 1500)
        var truth = Double.infinity
        for p in a { for q in b { truth = min(truth, (p - q).lengthSquared) } }
        truth = truth.squareRoot()
        let m = collide(ellipse, xa, ellipse, xb, speculative: 40)
        #expect(truth > 1 && closeTo(contactPoints(m).map(\.separation).min()!, truth, 0.005 * 20))
    }

    @Test("speculative ellipse contacts appear within the margin only")
    func ellipseMargin() {
        #expect(collide(ellipse, placed(0, -23), floor, .identity, speculative: 4).pointCount > 0)
        #expect(collide(ellipse, placed(0, -23), floor, .identity, speculative: 2).pointCount == 0)
        #expect(collide(ellipse, placed(0, 0), .circle(radius: 5), placed(0, 28), speculative: 2).pointCount == 0)
        #expect(collide(ellipse, placed(0, 0), .circle(radius: 5), placed(0, 28), speculative: 4).pointCount == 1)
    }

    @Test("a 1000:1 ellipse and zero sizes never give NaN")
    func degenerate() throws {
        let needle = try CollisionShape.make(size: Size(width: 1000, height: 1), type: .ellipse, path: nil)
        #expect(needle == .ellipse(radiusX: 500, radiusY: 0.5))
        let flatOnFloor = collide(needle, placed(0, -0.75), floor, .identity, speculative: 1)
        #expect(
            flatOnFloor.pointCount >= 1
                && contactPoints(flatOnFloor).allSatisfy { closeTo($0.separation, 0.25, 0.0025) })
        let upright = collide(needle, placed(0, -600, angle: .pi / 2), floor, .identity, speculative: 200)
        #expect(closeTo(contactPoints(upright).map(\.separation).min()!, 100, 0.005 * 500))
        let shapes: [CollisionShape] = [
            needle, try CollisionShape.make(size: .zero, type: .ellipse, path: nil),
            try CollisionShape.make(size: .zero, type: .rectangle, path: nil),
            try CollisionShape.make(size: Size(width: 0, height: 10), type: .ellipse, path: nil),
            .ellipse(radiusX: 0, radiusY: 0), ellipse, .circle(radius: 4), boxShape(30, 10), floor,
        ]
        for a in shapes {
            for b in shapes {
                for (offset, angle) in [
                    (vec(0, 0), 0.0), (vec(0.3, 0.1), 1.0), (vec(200, 0.2), 0.01), (vec(0, 30), 2.0),
                ] {
                    let m = collide(a, placed(0, 0, angle: angle), b, placed(offset.dx, offset.dy), speculative: 5)
                    #expect(isSane(m), "\(a) vs \(b) at \(offset)")
                }
            }
            #expect(a.aabb(placed(1, 2, angle: 0.4)).lower.isFinite && a.aabb(placed(1, 2, angle: 0.4)).upper.isFinite)
        }
    }
}
