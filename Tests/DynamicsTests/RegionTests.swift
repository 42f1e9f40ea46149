import Dynamics
import Testing

@Suite("Regions")
struct RegionTests {
    /// Sample points from −20 to 20 pt on both axes, every 0.5 pt (rims included).
    static let samples = grid(81, spacing: 0.5, from: -20, -20)

    @Test("a circle holds the points within its radius, rim included")
    func circle() {
        let disc = Region(radius: 10)
        #expect(disc.contains(.zero) && disc.contains(Point(x: 10, y: 0)) && disc.contains(Point(x: 0, y: -10)))
        #expect(disc.contains(Point(x: 7, y: 7)))  // 98 ≤ 100
        #expect(!disc.contains(Point(x: 7.1, y: 7.1)))  // 100.82 > 100
        #expect(!disc.contains(Point(x: 10.01, y: 0)))
    }

    @Test("a rectangle is centred on the field: size 20×10 spans ±10 by ±5")
    func rectangle() {
        let box = Region(size: Size(width: 20, height: 10))
        #expect(box.contains(Point(x: 10, y: 5)) && box.contains(Point(x: -10, y: -5)))
        #expect(!box.contains(Point(x: 10.1, y: 0)) && !box.contains(Point(x: 0, y: 5.1)))
    }

    @Test("infinite holds everything and its inverse nothing")
    func infinite() {
        let far = Point(x: 1e12, y: -1e12)
        #expect(Region.infinite.contains(far) && Region.infinite.contains(.zero))
        #expect(!Region.infinite.inverse().contains(far) && !Region.infinite.inverse().contains(.zero))
    }

    @Test("union, intersection, difference and inverse match the membership truth tables")
    func algebra() {
        let a = Region(radius: 10), b = Region(size: Size(width: 30, height: 4))
        let union = a.union(with: b), meet = a.intersection(with: b), minus = a.difference(from: b)
        let outside = a.inverse()
        var counts = [0, 0, 0, 0]  // in both, only a, only b, neither: every row of the table
        for p in Self.samples {
            let inA = a.contains(p), inB = b.contains(p)
            counts[inA && inB ? 0 : inA ? 1 : inB ? 2 : 3] += 1
            #expect(union.contains(p) == (inA || inB))
            #expect(meet.contains(p) == (inA && inB))
            #expect(minus.contains(p) == (inA && !inB))
            #expect(outside.contains(p) == !inA)
            #expect(outside.inverse().contains(p) == inA)
        }
        #expect(counts.allSatisfy { $0 > 0 }, "the samples cover all four rows: \(counts)")
    }

    @Test("a ring (difference of discs) on a field lets it act only between the radii")
    func ringOnField() {
        let field = FieldBehavior.radialGravityField(position: Point(x: 100, y: 100))
        field.region = Region(radius: 50).difference(from: Region(radius: 20))
        let forces = [10.0, 30, 49, 51].map { field.force(at: Point(x: 100 + $0, y: 100), time: 0) }
        #expect(forces[0] == .zero && forces[1] != .zero && forces[2] != .zero && forces[3] == .zero)
    }
}
