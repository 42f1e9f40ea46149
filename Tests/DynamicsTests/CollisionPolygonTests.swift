import Testing

@testable import Dynamics

@Suite("Collision: polygons and segments")
struct CollisionPolygonTests {
    let floor = CollisionShape.segment(vec(-500, 0), vec(500, 0))

    @Test("a box resting on a segment touches at its two bottom corners with separation 0")
    func boxOnSegment() {
        let xf = placed(30, -10)  // 40 × 20 box: bottom edge on y = 0
        let m = collide(boxShape(40, 20), xf, floor, .identity, speculative: 1)
        #expect(m.pointCount == 2)
        #expect(closeTo(m.normal, vec(0, 1)))
        let points = contactPoints(m)
        #expect(points.allSatisfy { closeTo($0.separation, 0) })
        let xs = points.map { (xf.p + $0.anchorA).dx }.sorted()
        #expect(closeTo(xs[0], 10) && closeTo(xs[1], 50))
        // B is the world-space segment: its anchors are the world points themselves.
        #expect(points.allSatisfy { closeTo(xf.p + $0.anchorA, $0.anchorB) && closeTo($0.anchorB.dy, 0) })
    }

    @Test("segment first: the normal points from the segment to the box")
    func segmentFirst() {
        let m = collide(floor, .identity, boxShape(40, 20), placed(0, -9.5), speculative: 1)
        #expect(m.pointCount == 2 && closeTo(m.normal, vec(0, -1)))
        #expect(contactPoints(m).allSatisfy { closeTo($0.separation, -0.5) })
    }

    @Test("a box turned 45° touches at one corner: separation = d − half-diagonal")
    func rotatedBox() {
        let halfDiagonal = 10 * 2.0.squareRoot()
        for d in [20.0, 14.0, 12.0] {
            let m = collide(boxShape(20, 20), placed(3, -d, angle: .pi / 4), floor, .identity, speculative: 6)
            #expect(m.pointCount == 1)
            #expect(closeTo(m.normal, vec(0, 1)))
            #expect(closeTo(m.points.0.separation, d - halfDiagonal, 1e-9))
            #expect(closeTo(m.points.0.anchorB.dx, 3, 1e-9))  // straight below the centre
        }
    }

    @Test("box on box, faces together: two points on the overlap, normal A→B")
    func boxOnBox() {
        // A's bottom at y = 20, B's top at y = 19: 1 pt deep; x overlap [−10, 20].
        let m = collide(boxShape(40, 40), placed(0, 0), boxShape(40, 40), placed(10, 39), speculative: 0.5)
        #expect(m.pointCount == 2)
        #expect(closeTo(m.normal, vec(0, 1)))
        let points = contactPoints(m)
        #expect(points.allSatisfy { closeTo($0.separation, -1) && closeTo($0.anchorA.dy, 19.5) })
        #expect(Set(points.map { $0.anchorA.dx.rounded() }) == [-10, 20])
        let swapped = collide(boxShape(40, 40), placed(10, 39), boxShape(40, 40), placed(0, 0), speculative: 0.5)
        #expect(swapped.pointCount == 2 && closeTo(swapped.normal, vec(0, -1)))
    }

    @Test("SAT picks the axis of least penetration")
    func leastPenetration() {
        let a = boxShape(40, 40), b = boxShape(40, 40)
        let sideways = collide(a, placed(0, 0), b, placed(37, 10), speculative: 0)  // 3 deep in x, 30 in y
        #expect(closeTo(sideways.normal, vec(1, 0)) && closeTo(sideways.points.0.separation, -3))
        let vertical = collide(a, placed(0, 0), b, placed(-10, -36), speculative: 0)  // 4 deep in y
        #expect(closeTo(vertical.normal, vec(0, -1)) && closeTo(vertical.points.0.separation, -4))
        // A tall box standing on a wide flat one: the 2 pt overlap in y wins over 50 in x.
        let flat = collide(boxShape(100, 10), placed(0, 0), boxShape(10, 100), placed(5, -53), speculative: 0)
        #expect(closeTo(flat.normal, vec(0, -1)) && contactPoints(flat).allSatisfy { closeTo($0.separation, -2) })
    }

    @Test("B's face is the reference when it is the shallower axis (diamond corner into a box)")
    func flippedReference() {
        let h = 10 * 2.0.squareRoot()
        let diamond = placed(0, 0, angle: .pi / 4)  // lowest corner at y = h
        let m = collide(boxShape(20, 20), diamond, boxShape(40, 40), placed(0, h + 19), speculative: 0.5)
        #expect(m.pointCount == 1)
        #expect(closeTo(m.normal, vec(0, 1)))
        #expect(closeTo(m.points.0.separation, -1))
        #expect(closeTo(m.points.0.anchorA, vec(0, h - 0.5)))
        // The normal is the box's face normal, (0, 1): with the diamond's face as the reference
        // it would lie at 45°. (Ids no longer record which hull gave the reference face.)
    }

    @Test("corner to corner: the gap is the true distance between the corners")
    func cornerToCorner() {
        // Corners (10, 10) and (13, 14): 5 apart, though the axis gaps are only 3 and 4.
        let near = collide(boxShape(20, 20), placed(0, 0), boxShape(20, 20), placed(23, 24), speculative: 6)
        #expect(near.pointCount == 1)
        #expect(closeTo(near.points.0.separation, 5))
        #expect(closeTo(near.normal, vec(0.6, 0.8)))
        #expect(closeTo(near.points.0.anchorA, vec(11.5, 12)))
        let far = collide(boxShape(20, 20), placed(0, 0), boxShape(20, 20), placed(23, 24), speculative: 4.5)
        #expect(far.pointCount == 0)
    }

    @Test("speculative points: a box 3 pt above the floor is reported with margin 4, not 2")
    func speculativeBox() {
        let within = collide(boxShape(40, 20), placed(0, -13), floor, .identity, speculative: 4)
        #expect(within.pointCount == 2 && contactPoints(within).allSatisfy { closeTo($0.separation, 3) })
        #expect(collide(boxShape(40, 20), placed(0, -13), floor, .identity, speculative: 2).pointCount == 0)
    }

    @Test("feature ids stay the same while a box slides along a segment or another box")
    func stableIDs() {
        func ids(_ x: Double, _ other: CollisionShape, _ xo: Transform2) -> [UInt32] {
            let m = collide(boxShape(40, 20), placed(x, -9.9, angle: 0.001), other, xo, speculative: 1)
            return contactPoints(m).map(\.id)
        }
        let start = ids(0, floor, .identity)
        #expect(start.count == 2 && start[0] != start[1])
        for x in stride(from: 0.25, through: 3, by: 0.25) { #expect(ids(x, floor, .identity) == start) }
        let base = boxShape(200, 20), xb = placed(0, 10)
        let onBox = ids(0, base, xb)
        #expect(onBox.count == 2 && onBox[0] != onBox[1])
        for x in stride(from: 0.25, through: 3, by: 0.25) { #expect(ids(x, base, xb) == onBox) }
    }

    @Test("a box hanging over a segment's end keeps one corner on it")
    func overhang() {
        let short = CollisionShape.segment(vec(0, 0), vec(100, 0))
        let m = collide(boxShape(40, 20), placed(110, -10), short, .identity, speculative: 1)
        #expect(m.pointCount == 2)
        let xs = contactPoints(m).map(\.anchorB.dx).sorted()
        #expect(closeTo(xs[0], 90) && closeTo(xs[1], 100))
        #expect(contactPoints(m).allSatisfy { closeTo($0.separation, 0) })
    }

    @Test("two segments never collide")
    func segmentPair() {
        let m = collide(floor, .identity, .segment(vec(0, -10), vec(0, 10)), .identity, speculative: 5)
        #expect(m.pointCount == 0)
    }

    @Test("degenerate boxes (0 × 0, 0 × 10) and zero-length segments give finite contacts")
    func degenerateBoxes() {
        let dot = boxShape(0, 0), stick = boxShape(0, 10), point = CollisionShape.segment(vec(5, 5), vec(5, 5))
        let shapes: [CollisionShape] = [
            dot, stick, point, boxShape(40, 20), .circle(radius: 3), floor,
            .ellipse(radiusX: 10, radiusY: 4),
        ]
        for a in shapes {
            for b in shapes {
                for offset in [vec(0, 0), vec(1, 0.5), vec(5, 5), vec(0, 7)] {
                    let m = collide(a, placed(0, 0, angle: 0.3), b, placed(offset.dx, offset.dy), speculative: 2)
                    #expect(isSane(m), "\(a) vs \(b) at \(offset)")
                }
            }
        }
        let onFloor = collide(dot, placed(4, -0.5), floor, .identity, speculative: 1)
        #expect(onFloor.pointCount == 1 && closeTo(onFloor.points.0.separation, 0.5))
        let hit = collide(.circle(radius: 2), placed(5, 3.5), point, .identity, speculative: 0)
        #expect(hit.pointCount == 1 && closeTo(hit.points.0.separation, -0.5) && closeTo(hit.normal, vec(0, 1)))
    }
}
