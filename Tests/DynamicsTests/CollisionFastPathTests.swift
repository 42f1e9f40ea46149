import Testing

@testable import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The narrow phase's shortcuts against the general path they stand for: boxes collide through
/// `BoxHull` and `collideBoxes`, and GJK is skipped when the best face already bounds the
/// distance. Over many random placements the manifolds must be the same: normal, anchors,
/// separations and ids, compared with `==` (no tolerance).
@Suite("Collision: fast paths give the general path's manifolds")
struct CollisionFastPathTests {
    @Test("box against box: collideBoxes equals the general polygon path with GJK always run")
    func boxes() {
        var g = PlacementGenerator(seed: 13)
        var tally = Tally()
        for _ in 0..<20_000 {
            let a = g.box(), b = g.box()
            let xa = g.transform(), xb = g.placement(near: xa, a, b)
            let margin = g.margin()
            let fast = collide(.polygon(ConvexPolygon(a)), xa, .polygon(ConvexPolygon(b)), xb, speculative: margin)
            let general = collideHulls(polygon(a), xa, polygon(b), xb, margin, measuresDistance: true)
            #expect(same(fast, general), "\(a) at \(xa) vs \(b) at \(xb), margin \(margin)")
            tally.count(general)
        }
        tally.expectCoverage()
    }

    @Test("every reference face, each of A's four and B's four, clips as the general path does")
    func referenceFaces() {
        var g = PlacementGenerator(seed: 31)
        // How often each face was the reference: A's faces 0…3, then B's.
        var faces = [Int](repeating: 0, count: 8)
        for _ in 0..<20_000 {
            let a = g.box(), b = g.box()
            let xa = g.transform(), xb = g.placement(near: xa, a, b)
            let margin = g.margin()
            let general = collideHulls(polygon(a), xa, polygon(b), xb, margin, measuresDistance: true)
            var placedTame = Manifold()
            let tame = a.isTame(placed: xa) && b.isTame(placed: xb)
            collideBoxes(a, xa, b, xb, margin, tame: tame, into: &placedTame)
            let described = { "\(a) at \(xa) vs \(b) at \(xb), margin \(margin)" }
            #expect(same(collideBoxes(a, xa, b, xb, margin), general), "\(described())")
            #expect(same(placedTame, general), "tame: \(described())")
            // The face `collideBoxes` clips against, chosen as it chooses.
            let bInA = xa.inverseTimes(xb), aInB = xb.inverseTimes(xa)
            let faceA = a.faceSeparation(b.extent(bInA), bInA.p), faceB = b.faceSeparation(a.extent(aInB), aInB.p)
            guard general.pointCount > 0, max(faceA.separation, faceB.separation) <= 0 else { continue }
            let onB = faceB.separation > faceA.separation + referenceTolerance
            faces[onB ? 4 + faceB.edge : faceA.edge] += 1
        }
        #expect(faces.allSatisfy { $0 >= 100 }, "reference faces (A's 0…3, B's 0…3): \(faces)")
    }

    @Test("box against segment: the BoxHull path equals the general polygon path")
    func boxAndSegment() {
        var g = PlacementGenerator(seed: 14)
        var tally = Tally()
        for _ in 0..<5_000 {
            let a = g.box(), xa = g.transform()
            let half = g.next(in: 10...400), angle = g.angle()
            let centre = xa.apply(vec(g.next(in: -80...80), g.next(in: -80...80)))
            let d = vec(cos(angle), sin(angle)) * half
            let p = centre - d, q = centre + d
            let margin = g.margin()
            let fast = collide(.polygon(ConvexPolygon(a)), xa, .segment(p, q), .identity, speculative: margin)
            let general = collideHulls(polygon(a), xa, SegmentHull(p, q)!, .identity, margin, measuresDistance: true)
            #expect(same(fast, general), "\(a) at \(xa) vs segment \(p) → \(q), margin \(margin)")
            tally.count(general)
        }
        #expect(tally.empty > 100 && tally.onePoint > 100 && tally.twoPoints > 100, "\(tally)")
    }

    @Test("polygons and ellipses: skipping GJK when the face decides changes nothing")
    func gjkSkip() {
        var g = PlacementGenerator(seed: 15)
        var tally = Tally()
        for _ in 0..<8_000 {
            let xa = g.transform()
            let a = g.polygonHull(), box = g.box()
            let xb = g.around(xa, reach: a.vertices.map(\.length).max()! + (box.w * box.w + box.h * box.h).squareRoot())
            let ellipse = EllipseHull(radiusX: box.w + 1, radiusY: box.h + 1)
            let margin = g.margin()
            for (skipped, measured) in [
                (collideHulls(a, xa, box, xb, margin), collideHulls(a, xa, box, xb, margin, measuresDistance: true)),
                (
                    collideHulls(ellipse, xb, a, xa, margin),
                    collideHulls(ellipse, xb, a, xa, margin, measuresDistance: true)
                ),
            ] {
                #expect(same(skipped, measured), "\(a.vertices) at \(xa) vs \(box) at \(xb), margin \(margin)")
                tally.count(measured)
            }
        }
        // Corner-to-corner gaps are rare against a smooth ellipse: a few suffice.
        tally.expectCoverage(corners: 5)
    }

    @Test("a box's bounds by its extents equal the bounds of its placed corners")
    func boxBounds() {
        var g = PlacementGenerator(seed: 16)
        for _ in 0..<20_000 {
            let box = g.box(), xf = g.transform()
            #expect(box.aabb(xf) == placedBounds(polygon(box), xf), "\(box) at \(xf)")
        }
    }

    @Test("the squared merge distance decides as the merge distance does")
    func mergeThreshold() {
        #expect(mergeDistanceSquared.squareRoot() <= mergeDistance)
        #expect(mergeDistanceSquared.nextUp.squareRoot() > mergeDistance)
    }

    @Test("a box kept as a general polygon of its own corners is stored as the box")
    func boxStorage() throws {
        let corners = [vec(-20, -10), vec(20, -10), vec(20, 10), vec(-20, 10)]
        let fromCorners = ConvexPolygon(orderedVertices: corners)
        guard case .box(let box) = fromCorners.storage else {
            Issue.record("four box corners in order should be stored as a box")
            return
        }
        #expect(box == BoxHull(halfWidth: 20, halfHeight: 10))
        #expect(fromCorners.vertices == corners && fromCorners == ConvexPolygon(halfWidth: 20, halfHeight: 10))
        let shifted = ConvexPolygon(orderedVertices: corners.map { $0 + vec(1, 0) })
        guard case .general = shifted.storage else {
            Issue.record("an off-centre rectangle is not a BoxHull")
            return
        }
        #expect(shifted != ConvexPolygon(halfWidth: 20, halfHeight: 10))
    }
}

extension ConvexPolygon {
    /// The polygon stored as this box.
    init(_ box: BoxHull) { self.init(halfWidth: box.w, halfHeight: box.h) }
}

/// The box as the general array-backed hull of its corners and normals.
private func polygon(_ box: BoxHull) -> PolygonHull {
    PolygonHull(vertices: (0..<4).map(box.vertex), normals: (0..<4).map(box.normal))
}

/// The same manifold: count, normal, and every point's anchors, separation and id.
func same(_ m: Manifold, _ n: Manifold) -> Bool {
    m.pointCount == n.pointCount && (m.pointCount == 0 || m.normal == n.normal)
        && contactPoints(m) == contactPoints(n)
}

/// How many manifolds of each kind the cases produced, so a generator that stopped making
/// contacts (or near-parallel faces) fails the test instead of passing it vacuously.
struct Tally: CustomStringConvertible {
    var empty = 0, onePoint = 0, twoPoints = 0, gaps = 0, overlaps = 0, cornerToCorner = 0

    mutating func count(_ m: Manifold) {
        switch m.pointCount {
        case 0: empty += 1
        case 1: onePoint += 1
        default: twoPoints += 1
        }
        guard m.pointCount > 0 else { return }
        if m.points.0.separation > 0 { gaps += 1 } else { overlaps += 1 }
        // A vertex–vertex contact names A's corner as 0x2000 | k in the reference bits.
        if m.points.0.id & (1 << 30) != 0, (m.points.0.id >> 16) & 0x3FFF >= 0x2000 { cornerToCorner += 1 }
    }

    func expectCoverage(corners: Int = 20) {
        #expect(
            empty > 200 && onePoint > 200 && twoPoints > 200 && gaps > 200 && overlaps > 200
                && cornerToCorner >= corners, "\(self)")
    }

    var description: String {
        "empty \(empty), 1 point \(onePoint), 2 points \(twoPoints), gaps \(gaps), overlaps \(overlaps), "
            + "corner to corner \(cornerToCorner)"
    }
}

/// Random shapes and placements, biased towards the hard cases: equal boxes, exact and
/// nearly exact right angles, faces flush or a hair apart, gaps inside and outside the margin.
struct PlacementGenerator {
    var rng: SplitMix

    init(seed: UInt64) { rng = SplitMix(seed: seed) }

    mutating func next(in range: ClosedRange<Double>) -> Double { rng.next(in: range) }

    mutating func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }

    /// Half extents: the pyramid's 50 × 50 often, else random, now and then zero.
    mutating func box() -> BoxHull {
        switch pick(6) {
        case 0, 1: return BoxHull(halfWidth: 50, halfHeight: 50)
        case 2: return BoxHull(halfWidth: 0, halfHeight: pick(2) == 0 ? 0 : next(in: 1...30))
        default: return BoxHull(halfWidth: next(in: 0.5...80), halfHeight: next(in: 0.5...80))
        }
    }

    /// An angle: exactly a multiple of a right angle, a hair off one, or anything.
    mutating func angle() -> Double {
        let quarter = Double(pick(8) - 4) * Double.pi / 2
        switch pick(4) {
        case 0: return quarter
        case 1: return quarter + (pick(2) == 0 ? 1 : -1) * pow(10, -next(in: 3...13))
        default: return next(in: -4...4)
        }
    }

    /// A placement; a quarter of them with the exact cosine and sine of a right angle.
    mutating func transform() -> Transform2 {
        let p = vec(next(in: -2_000...2_000), next(in: -2_000...2_000))
        guard pick(4) == 0 else { return Transform2(position: p, angle: angle()) }
        let exact: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
        let (c, s) = exact[pick(4)]
        return Transform2(position: p, c: c, s: s)
    }

    /// B near A: anywhere within reach, or resting on one of A's faces (flush, a hair into or
    /// out of it, or within a few points), slid along it.
    mutating func placement(near xa: Transform2, _ a: BoxHull, _ b: BoxHull) -> Transform2 {
        let turned = transform()
        let rotation = Transform2(
            position: .zero, c: xa.c * turned.c - xa.s * turned.s, s: xa.s * turned.c + xa.c * turned.s)
        let reach = (a.w * a.w + a.h * a.h).squareRoot() + (b.w * b.w + b.h * b.h).squareRoot() + 4
        guard pick(2) == 0 else {
            return Transform2(
                position: xa.apply(vec(next(in: -reach...reach), next(in: -reach...reach))), c: rotation.c,
                s: rotation.s)
        }
        let gap =
            pick(3) == 0 ? 0 : pick(2) == 0 ? pow(10, -next(in: 1...12)) * (pick(2) == 0 ? 1 : -1) : next(in: -3...6)
        let upright = pick(2) == 0
        let stand = (upright ? b.h : b.w) + a.h + gap
        let slide = next(in: -(a.w + b.w)...(a.w + b.w))
        let local = pick(2) == 0 ? vec(slide, stand) : vec(slide, -stand)
        let c = upright ? xa.c : -xa.s, s = upright ? xa.s : xa.c
        let tilt = pick(2) == 0 ? 0 : pow(10, -next(in: 2...12)) * (pick(2) == 0 ? 1 : -1)
        return Transform2(position: xa.apply(local), c: c * cos(tilt) - s * sin(tilt), s: s * cos(tilt) + c * sin(tilt))
    }

    /// A placement at a random bearing from `xa`, from half of `reach` to 6 pt beyond it.
    mutating func around(_ xa: Transform2, reach: Double) -> Transform2 {
        let bearing = next(in: -Double.pi...Double.pi), distance = next(in: reach / 2...reach + 6)
        return Transform2(position: xa.p + vec(cos(bearing), sin(bearing)) * distance, angle: angle())
    }

    /// A speculative margin in points: 0, the engine's 2, or up to 8.
    mutating func margin() -> Double {
        switch pick(4) {
        case 0: return 0
        case 1: return 2
        default: return next(in: 0...8)
        }
    }

    /// A convex polygon of 3–8 corners on an ellipse, as the general hull.
    mutating func polygonHull() -> PolygonHull {
        let k = 3 + pick(6), rx = next(in: 5...60), ry = next(in: 5...60), turn = next(in: 0...1)
        let points = (0..<k).map { i in
            let t = (Double(i) + turn) * 2 * Double.pi / Double(k)
            return Point(x: rx * cos(t), y: ry * sin(t))
        }
        let p = try! ConvexPolygon(validating: Path(points: points))
        return PolygonHull(vertices: p.vertices, normals: p.normals)
    }
}
