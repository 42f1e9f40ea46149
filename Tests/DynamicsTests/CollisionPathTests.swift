import Testing

@testable import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path through (x, y) pairs.
private func path(_ xy: [(Double, Double)]) -> Path {
    Path(points: xy.map { Point(x: $0.0, y: $0.1) })
}

/// How a path fails validation, or nil when it is accepted.
private func failure(_ p: Path) -> PathError? {
    do {
        _ = try ConvexPolygon(validating: p)
        return nil
    } catch {
        return error
    }
}

/// True when every normal is unit, outward (the other vertices lie behind it) and matches its edge.
private func isWellFormed(_ polygon: ConvexPolygon) -> Bool {
    let v = polygon.vertices, n = polygon.normals
    guard v.count >= 3, n.count == v.count else { return false }
    return v.indices.allSatisfy { i in
        let edge = v[(i + 1) % v.count] - v[i]
        return closeTo(n[i].length, 1, 1e-12) && closeTo(n[i].dot(edge), 0, 1e-9)
            && v.allSatisfy { n[i].dot($0 - v[i]) <= 1e-9 } && edge.cross(v[(i + 2) % v.count] - v[i]) > 0
    }
}

@Suite("Collision: path validation and shapes")
struct CollisionPathTests {
    @Test("a concave path is refused, naming the reflex point")
    func concave() {
        let arrow = path([(0, 0), (10, 0), (10, 10), (5, 5), (0, 10)])
        #expect(failure(arrow) == .concave(vertex: 3))
        let reversed = Path(points: arrow.points.reversed())
        #expect(failure(reversed) == .concave(vertex: 1))
    }

    @Test("a bow-tie is self-intersecting; so is a path that goes round twice")
    func selfIntersecting() {
        #expect(failure(path([(0, 0), (10, 10), (10, 0), (0, 10)])) == .selfIntersecting)
        let square = [(0.0, 0.0), (10, 0), (10, 10), (0, 10)]
        #expect(failure(path(square + square)) == .selfIntersecting)
        let star = (0..<5).map { (k: Int) -> Point in
            let angle = Double(k) * 4 * Double.pi / 5
            return Point(x: 10 * cos(angle), y: 10 * sin(angle))
        }
        #expect(failure(Path(points: star)) == .selfIntersecting)
    }

    @Test("collinear or coincident points are degenerate")
    func degenerate() {
        #expect(failure(path([(0, 0), (5, 5), (10, 10)])) == .degenerate)
        #expect(failure(path([(0, 0), (5, 5), (10, 10), (2, 2)])) == .degenerate)
        #expect(failure(path([(3, 3), (3, 3), (3, 3)])) == .degenerate)
    }

    @Test("too few points and non-finite points")
    func badInput() {
        #expect(failure(path([(0, 0), (1, 1)])) == .tooFewPoints(2))
        #expect(failure(Path(points: [])) == .tooFewPoints(0))
        #expect(failure(path([(0, 0), (.nan, 1), (1, 0)])) == .nonFinitePoint(1))
        #expect(failure(path([(0, 0), (1, 1), (.infinity, 0)])) == .nonFinitePoint(2))
    }

    @Test("either winding is accepted and normalised to the same polygon")
    func windings() throws {
        let screenCounterClockwise = Path(rect: Rect(x: -10, y: -5, width: 20, height: 10))  // UIKit's order
        #expect(screenCounterClockwise.signedArea < 0)
        let a = try ConvexPolygon(validating: screenCounterClockwise)
        let b = try ConvexPolygon(validating: Path(points: screenCounterClockwise.points.reversed()))
        #expect(isWellFormed(a) && isWellFormed(b))
        #expect(Set(a.vertices.map(\.description)) == Set(b.vertices.map(\.description)))
        // It collides like the 20 × 10 box it is.
        let m = collide(.polygon(a), placed(0, -4), .segment(vec(-50, 0), vec(50, 0)), .identity, speculative: 0)
        #expect(m.pointCount == 2 && contactPoints(m).allSatisfy { closeTo($0.separation, -1) })
    }

    @Test("points on a straight stretch and repeated points are dropped")
    func simplified() throws {
        let p = try ConvexPolygon(validating: path([(0, 0), (5, 0), (10, 0), (10, 10), (10, 10), (0, 10), (0, 0)]))
        #expect(p.vertices.count == 4 && isWellFormed(p))
        let triangle = try ConvexPolygon(validating: path([(0, -10), (8, 6), (-8, 6)]))
        #expect(triangle.vertices.count == 3 && isWellFormed(triangle))
    }

    @Test("errors explain themselves")
    func messages() {
        #expect(PathError.concave(vertex: 3).description.contains("concave at point 3"))
        #expect(PathError.tooFewPoints(2).description.contains("at least 3"))
        #expect(PathError.selfIntersecting.description.contains("self-intersecting"))
        #expect(PathError.nonFinitePoint(4).description.contains("point 4"))
        #expect(PathError.degenerate.description.contains("no area"))
    }

    @Test("make: rectangle → box, equal ellipse → circle, unequal → ellipse, path → polygon")
    func makeShapes() throws {
        let size = Size(width: 40, height: 20)
        #expect(
            try CollisionShape.make(size: size, type: .rectangle, path: nil)
                == .polygon(ConvexPolygon(halfWidth: 20, halfHeight: 10)))
        #expect(
            try CollisionShape.make(size: Size(width: 30, height: 30), type: .ellipse, path: nil) == .circle(radius: 15)
        )
        #expect(try CollisionShape.make(size: size, type: .ellipse, path: nil) == .ellipse(radiusX: 20, radiusY: 10))
        #expect(
            try CollisionShape.make(size: size, type: .path, path: nil)
                == .polygon(ConvexPolygon(halfWidth: 20, halfHeight: 10)))
        let triangle = path([(0, -10), (8, 6), (-8, 6)])
        guard case .polygon(let p) = try CollisionShape.make(size: size, type: .path, path: triangle) else {
            Issue.record("a path gives a polygon")
            return
        }
        #expect(p.vertices.count == 3)
        #expect(throws: PathError.concave(vertex: 3)) {
            try CollisionShape.make(size: size, type: .path, path: path([(0, 0), (10, 0), (10, 10), (5, 5), (0, 10)]))
        }
        #expect(
            try CollisionShape.make(size: Size(width: .nan, height: -3), type: .rectangle, path: nil)
                == .polygon(ConvexPolygon(halfWidth: 0, halfHeight: 0)))
    }
}
