import Testing

@testable import Dynamics

/// The impact sweeps' lanes of given bodies, read from the constraints filed by body while
/// lanes are emptied and appended, against a look at every lane.
@Suite("Lanes filed by body for the impact sweeps")
struct LanesByBodyTests {
    /// A layout of lanes: each lane's two bodies (`world` for the static world) and its
    /// source (−1 when empty).
    struct Layout {
        let world: Int
        var pairs: [(Int, Int)] = []
        var source: [Int32] = []
        var next: UInt64 = 0x9E37_79B9_7F4A_7C15

        mutating func random(_ n: Int) -> Int {
            next = next &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((next >> 33) % UInt64(n))
        }

        /// Appends `count` lanes: most join two items, some a boundary, some are empty.
        mutating func append(_ count: Int) {
            for _ in 0..<count {
                let a = random(world), kind = random(10)
                let b = kind == 0 ? world : random(world)
                pairs.append(kind == 1 ? (world, world) : (a, b))
                source.append(kind == 1 ? -1 : Int32(source.count))
            }
        }

        /// What `lanes(of:)` must answer, from every lane.
        func expected(_ bodies: [Int]) -> [Int] {
            source.indices.filter { lane in
                let (a, b) = pairs[lane]
                return source[lane] >= 0 && a < world && b < world && (bodies.contains(a) || bodies.contains(b))
            }
        }
    }

    @Test("the lanes of a few bodies match a look at every lane, through emptying and appending")
    func matchesEveryLane() {
        var layout = Layout(world: 50)
        layout.append(400)
        // Constraint k lies in lane k, its one point point k; a boundary's other body is −1.
        let world = layout.world
        let constraints = layout.pairs.map { a, b in
            ContactConstraint(
                a: a, b: b == world ? -1 : b, normal: Vector(dx: 0, dy: 1), friction: 0, restitution: 0.5,
                pointCount: 1, key: 0, group: 0, boundary: -1)
        }
        var filed = ConstraintsByBody()
        constraints.withUnsafeBufferPointer { filed.build($0, bodyCount: world) }
        filed.fileLanes(source: layout.source, owner: layout.source.indices.map { Int32($0) })
        var lanes = LanesByBody()
        func check(_ bodies: [Int]) {
            let pairs = layout.pairs
            let found = layout.source.withUnsafeBufferPointer { source in
                lanes.lanes(of: bodies[...], world: world, source: source, filed: filed) { pairs[$0] }
            }
            #expect(found == layout.expected(bodies), "bodies \(bodies)")
        }
        func append(_ count: Int) {
            let first = layout.pairs.count
            layout.append(count)
            // Appended lanes are filed as they are placed (an empty one's bodies are the world).
            for k in first..<layout.pairs.count {
                let (a, b) = layout.pairs[k]
                filed.append(k, a: a, b: b == world ? -1 : b, lane: k)
            }
        }
        check([3, 7, 7, 12])
        check([])
        check([49, 0])
        // Re-collided bodies' lanes are emptied; fresh ones are appended.
        for lane in stride(from: 5, to: 400, by: 7) { layout.source[lane] = -1 }
        append(60)
        check([3, 7, 12, 40])
        append(30)
        check([1, 2, 3, 4, 5])
        append(500)
        check([10, 20, 30])
        check(Array(0..<50))
        // A body beyond the filing has no lanes.
        check([world + 5])
    }
}
