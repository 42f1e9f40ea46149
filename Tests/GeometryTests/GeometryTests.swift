import Geometry
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("vector angle, length, rotation and cross product follow y-down conventions")
    func vectors() {
        let down = Vector(dx: 0, dy: 1)
        #expect(abs(down.angle - .pi / 2) < 1e-12)
        let turned = Vector(dx: 1, dy: 0).rotated(by: .pi / 2)
        #expect(abs(turned.dx) < 1e-12 && abs(turned.dy - 1) < 1e-12)
        #expect(Vector(dx: 3, dy: 4).length == 5)
        #expect(Vector(dx: 1, dy: 0).cross(down) == 1)
        #expect(Vector.zero.normalized == .zero)
        let v = Vector(angle: 0.3, length: 2)
        #expect(abs(v.length - 2) < 1e-12 && abs(v.angle - 0.3) < 1e-12)
    }

    @Test("rect edges, containment, insets and union")
    func rects() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.maxX == 110 && r.midY == 45 && r.center == Point(x: 60, y: 45))
        #expect(r.contains(Point(x: 110, y: 70)) && !r.contains(Point(x: 111, y: 70)))
        #expect(
            r.inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)) == Rect(x: 20, y: 25, width: 80, height: 40)
        )
        #expect(r.union(Rect(x: 0, y: 0, width: 1, height: 1)) == Rect(x: 0, y: 0, width: 110, height: 70))
        #expect(r.intersects(Rect(x: 109, y: 69, width: 5, height: 5)))
        #expect(!r.intersects(Rect(x: 200, y: 0, width: 5, height: 5)))
    }

    @Test("affine transforms compose as Core Graphics does and carry a rotation angle")
    func transforms() {
        let t = Transform(rotationAngle: .pi / 2).concatenating(Transform(translationX: 5, y: 0))
        let p = t.apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x - 5) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(abs(Transform(rotationAngle: 1.2).rotationAngle - 1.2) < 1e-12)
        #expect(Transform.identity.isIdentity)
        let s = Transform(scaleX: 2, y: 3).apply(to: Vector(dx: 1, dy: 1))
        #expect(s == Vector(dx: 2, dy: 3))
    }

    @Test("polygon area and centroid by the shoelace formula")
    func polygons() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 4, height: 2))
        #expect(square.area == 8)
        #expect(square.centroid == Point(x: 2, y: 1))
        let triangle = Path(points: [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 0, y: 3)])
        #expect(triangle.area == 4.5)
        #expect(triangle.centroid == Point(x: 1, y: 1))
        #expect(triangle.boundingBox == Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(Path(points: [Point(x: 1, y: 1)]).area == 0)
    }

    @Test("float ranges know infinity and containment")
    func ranges() {
        #expect(FloatRange.infinite.isInfinite && FloatRange.infinite.contains(1e300))
        #expect(FloatRange(minimum: -1, maximum: 1).contains(0.5))
        #expect(!FloatRange.zero.contains(0.1))
    }
}
