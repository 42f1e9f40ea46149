import Testing

@testable import Dynamics

@Suite("Collision: circles")
struct CollisionCircleTests {
    @Test("overlapping circles: normal A→B, separation |d| − rA − rB, point midway between surfaces")
    func overlapping() {
        let m = collide(.circle(radius: 10), placed(0, 0), .circle(radius: 5), placed(12, 0), speculative: 0)
        #expect(m.pointCount == 1)
        #expect(closeTo(m.normal, vec(1, 0)))
        #expect(closeTo(m.points.0.separation, -3))
        // Surfaces at x = 10 (A) and x = 7 (B): the point is x = 8.5.
        #expect(closeTo(m.points.0.anchorA, vec(8.5, 0)))
        #expect(closeTo(m.points.0.anchorB, vec(-3.5, 0)))
    }

    @Test("separated circles along a diagonal")
    func separatedDiagonal() {
        let m = collide(.circle(radius: 10), placed(1, 1), .circle(radius: 5), placed(31, 41), speculative: 40)
        #expect(m.pointCount == 1)
        #expect(closeTo(m.normal, vec(0.6, 0.8)))
        #expect(closeTo(m.points.0.separation, 35))
        // Midway between (1,1) + 10·n and (31,41) − 5·n.
        let point = vec(1, 1) + m.points.0.anchorA
        #expect(closeTo(point, (vec(7, 9) + vec(28, 37)) * 0.5))
    }

    @Test("speculative contacts: a 5 pt gap is reported with a 6 pt margin, not with 4")
    func speculativeMargin() {
        let within = collide(.circle(radius: 5), placed(0, 0), .circle(radius: 5), placed(0, 15), speculative: 6)
        #expect(within.pointCount == 1 && closeTo(within.points.0.separation, 5))
        #expect(closeTo(within.normal, vec(0, 1)))
        let beyond = collide(.circle(radius: 5), placed(0, 0), .circle(radius: 5), placed(0, 15), speculative: 4)
        #expect(beyond.pointCount == 0)
    }

    @Test("coincident centres give a finite unit normal and full overlap")
    func coincident() {
        let m = collide(.circle(radius: 3), placed(7, 7), .circle(radius: 2), placed(7, 7), speculative: 0)
        #expect(m.pointCount == 1 && isSane(m))
        #expect(closeTo(m.points.0.separation, -5))
        let points = collide(.circle(radius: 0), placed(0, 0), .circle(radius: 0), placed(0, 0), speculative: 0)
        #expect(isSane(points) && points.pointCount == 1)
    }

    @Test("circle above a box face, both argument orders")
    func circleOnFace() {
        // Box 40 × 20: top face at y = −10. Circle r = 5 at (3, −16): 1 pt gap.
        let m = collide(.circle(radius: 5), placed(3, -16), boxShape(40, 20), placed(0, 0), speculative: 2)
        #expect(m.pointCount == 1)
        #expect(closeTo(m.normal, vec(0, 1)))
        #expect(closeTo(m.points.0.separation, 1))
        #expect(closeTo(vec(3, -16) + m.points.0.anchorA, vec(3, -10.5)))
        #expect(closeTo(m.points.0.anchorB, vec(3, -10.5)))
        let swapped = collide(boxShape(40, 20), placed(0, 0), .circle(radius: 5), placed(3, -16), speculative: 2)
        #expect(closeTo(swapped.normal, vec(0, -1)))
        #expect(closeTo(swapped.points.0.anchorA, m.points.0.anchorB) && closeTo(swapped.points.0.separation, 1))
    }

    @Test("circle off a box corner: normal along centre − corner")
    func circleAtCorner() {
        // Corner (20, 10); centre 3 right and 4 below it: distance 5, radius 4 → gap 1.
        let m = collide(boxShape(40, 20), placed(0, 0), .circle(radius: 4), placed(23, 14), speculative: 2)
        #expect(m.pointCount == 1)
        #expect(closeTo(m.normal, vec(0.6, 0.8)))
        #expect(closeTo(m.points.0.separation, 1))
        #expect(closeTo(m.points.0.anchorA, vec(20, 10) + vec(0.6, 0.8) * 0.5))
    }

    @Test("circle centre inside a box uses the face of least penetration")
    func centreInside() {
        let m = collide(boxShape(40, 20), placed(0, 0), .circle(radius: 2), placed(15, 1), speculative: 0)
        #expect(m.pointCount == 1)
        #expect(closeTo(m.normal, vec(1, 0)))
        #expect(closeTo(m.points.0.separation, -7))  // 5 inside the right face + radius 2
    }

    @Test("circle on a rotated box")
    func rotatedBox() {
        // 40 × 20 turned a quarter: 20 wide, 40 tall, top at y = −20.
        let m = collide(
            .circle(radius: 5), placed(2, -26), boxShape(40, 20), placed(0, 0, angle: .pi / 2),
            speculative: 0)
        #expect(m.pointCount == 0)
        let touching = collide(
            .circle(radius: 5), placed(2, -24), boxShape(40, 20), placed(0, 0, angle: .pi / 2),
            speculative: 0)
        #expect(touching.pointCount == 1 && closeTo(touching.points.0.separation, -1))
        #expect(closeTo(touching.normal, vec(0, 1)))
    }

    @Test("circle against a two-sided segment: face from either side, and an end")
    func circleSegment() {
        let floor = CollisionShape.segment(vec(-100, 0), vec(100, 0))
        let above = collide(.circle(radius: 5), placed(10, -7), floor, .identity, speculative: 3)
        #expect(above.pointCount == 1 && closeTo(above.points.0.separation, 2) && closeTo(above.normal, vec(0, 1)))
        #expect(closeTo(above.points.0.anchorB, vec(10, -1)))  // world point, midway between y = 0 and y = −2
        let below = collide(.circle(radius: 5), placed(10, 4), floor, .identity, speculative: 0)
        #expect(below.pointCount == 1 && closeTo(below.points.0.separation, -1) && closeTo(below.normal, vec(0, -1)))
        // Past the right end (100, 0): centre (103, −4) is 5 away; radius 4 → gap 1.
        let end = collide(.circle(radius: 4), placed(103, -4), floor, .identity, speculative: 2)
        #expect(end.pointCount == 1 && closeTo(end.points.0.separation, 1))
        #expect(closeTo(end.normal, vec(-0.6, 0.8)))
        let swapped = collide(floor, .identity, .circle(radius: 4), placed(103, -4), speculative: 2)
        #expect(closeTo(swapped.normal, vec(0.6, -0.8)) && closeTo(swapped.points.0.anchorA, end.points.0.anchorB))
    }

    @Test("speculative margin for circle against polygon")
    func polygonMargin() {
        let gap3 = { (margin: Double) in
            collide(.circle(radius: 5), placed(0, -18), boxShape(20, 20), placed(0, 0), speculative: margin).pointCount
        }
        #expect(gap3(3.5) == 1)
        #expect(gap3(2.5) == 0)
    }
}
