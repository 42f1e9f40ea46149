import Testing

@testable import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Helpers shared by the Collision* suites

/// A vector from its components.
func vec(_ x: Double, _ y: Double) -> Vector { Vector(dx: x, dy: y) }

/// A placement at (x, y) rotated by `angle` radians.
func placed(_ x: Double, _ y: Double, angle: Double = 0) -> Transform2 {
    Transform2(position: vec(x, y), angle: angle)
}

/// The box shape of a full width × height.
func boxShape(_ width: Double, _ height: Double) -> CollisionShape {
    .polygon(ConvexPolygon(halfWidth: width / 2, halfHeight: height / 2))
}

/// |a − b| ≤ tolerance.
func closeTo(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Both components within tolerance.
func closeTo(_ a: Vector, _ b: Vector, _ tolerance: Double = 1e-9) -> Bool { (a - b).length <= tolerance }

/// The valid points of a manifold.
func contactPoints(_ m: Manifold) -> [ManifoldPoint] { [m.points.0, m.points.1].prefix(m.pointCount).map { $0 } }

/// True when nothing in the manifold is NaN or infinite and a reported normal is unit length.
func isSane(_ m: Manifold) -> Bool {
    guard m.pointCount >= 0, m.pointCount <= 2, m.normal.isFinite else { return false }
    if m.pointCount > 0 && !closeTo(m.normal.length, 1, 1e-9) { return false }
    return contactPoints(m).allSatisfy { $0.anchorA.isFinite && $0.anchorB.isFinite && $0.separation.isFinite }
}

/// n points evenly spaced (in the parameter) on the ellipse of semi-axes (rx, ry) placed by xf.
func ellipseSamples(_ rx: Double, _ ry: Double, _ xf: Transform2, count n: Int = 20_000) -> [Vector] {
    (0..<n).map { k in
        let t = 2 * Double.pi * Double(k) / Double(n)
        return xf.apply(vec(rx * cos(t), ry * sin(t)))
    }
}

// MARK: - Transform2 and AABB

@Suite("Collision transforms and boxes")
struct CollisionTransformTests {
    @Test("apply and inverseApply are inverse; rotation turns +x towards +y")
    func transformRoundTrip() {
        let xf = placed(10, -5, angle: .pi / 2)
        #expect(closeTo(xf.rotate(vec(1, 0)), vec(0, 1)))
        #expect(closeTo(xf.apply(vec(1, 0)), vec(10, -4)))
        #expect(closeTo(xf.inverseApply(xf.apply(vec(3, 7))), vec(3, 7)))
        #expect(closeTo(xf.inverseRotate(xf.rotate(vec(-2, 5))), vec(-2, 5)))
        #expect(Transform2.identity.apply(vec(4, 2)) == vec(4, 2))
    }

    @Test("inverseTimes maps the other frame into this one")
    func relativeTransform() {
        let a = placed(3, 4, angle: 0.7), b = placed(-8, 2, angle: -1.1)
        let bInA = a.inverseTimes(b)
        let local = vec(5, -6)
        #expect(closeTo(a.apply(bInA.apply(local)), b.apply(local), 1e-12))
    }

    @Test("AABB overlap, union and margin")
    func boxes() {
        let a = AABB(lower: vec(0, 0), upper: vec(10, 10)), b = AABB(lower: vec(10, 5), upper: vec(20, 8))
        let c = AABB(lower: vec(10.5, 0), upper: vec(12, 1))
        #expect(a.overlaps(b) && b.overlaps(a))
        #expect(!a.overlaps(c))
        #expect(a.expanded(by: 0.5).overlaps(c))
        #expect(a.union(c) == AABB(lower: vec(0, 0), upper: vec(12, 10)))
    }

    @Test("shape AABBs: rotated box, circle, ellipse, segment")
    func shapeBoxes() {
        let square = boxShape(20, 20).aabb(placed(100, 50, angle: .pi / 4))
        let h = 10 * 2.0.squareRoot()
        #expect(closeTo(square.lower, vec(100 - h, 50 - h), 1e-9) && closeTo(square.upper, vec(100 + h, 50 + h), 1e-9))
        let circle = CollisionShape.circle(radius: 5).aabb(placed(1, 2))
        #expect(circle == AABB(lower: vec(-4, -3), upper: vec(6, 7)))
        // A 40 × 20 semi-axis ellipse turned a quarter: 20 wide, 40 tall (slightly grown to hold the 64-gon).
        let ellipse = CollisionShape.ellipse(radiusX: 40, radiusY: 20).aabb(placed(0, 0, angle: .pi / 2))
        #expect(ellipse.upper.dx >= 20 && ellipse.upper.dx < 20.1)
        #expect(ellipse.upper.dy >= 40 && ellipse.upper.dy < 40.1)
        let segment = CollisionShape.segment(vec(5, -1), vec(-3, 4)).aabb(.identity)
        #expect(segment == AABB(lower: vec(-3, -1), upper: vec(5, 4)))
    }

    @Test("a swept box holds the box where it starts and where it ends, and nothing it never reaches")
    func sweptBox() {
        let box = AABB(lower: vec(0, 0), upper: vec(10, 4))
        for d in [vec(7, -3), vec(-5, 2), vec(0, 0), vec(-1, -8)] {
            let moved = AABB(lower: box.lower + d, upper: box.upper + d)
            let swept = box.swept(by: d)
            #expect(swept.contains(box) && swept.contains(moved))
            // The smallest such box: the union of the two.
            #expect(swept == box.union(moved))
        }
        // A body moving right does not reach the point to its left that a box grown by
        // |d| on every side would cover.
        let right = box.swept(by: vec(6, 0))
        #expect(!right.overlaps(AABB(lower: vec(-3, 1), upper: vec(-2, 2))))
        #expect(box.expanded(by: 6).overlaps(AABB(lower: vec(-3, 1), upper: vec(-2, 2))))
    }
}
