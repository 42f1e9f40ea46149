import Testing

@testable import Dynamics

@Suite("Collisions: the segment boundaries' index")
struct StaticIndexTests {
    /// A segment from `p1` to `p2` in collision group `group`, as `ContactWorld` files one.
    func segment(_ p1: Vector, _ p2: Vector, group: Int) -> StaticSegment {
        StaticSegment(
            p1: p1, p2: p2, group: group, identifier: AnyHashable(0), code: 0,
            bounds: AABB(
                lower: Vector(dx: min(p1.dx, p2.dx), dy: min(p1.dy, p2.dy)),
                upper: Vector(dx: max(p1.dx, p2.dx), dy: max(p1.dy, p2.dy))))
    }

    /// What a test of every segment finds: those of `groups` whose bounds overlap `box`, ascending.
    func everyMatch(_ statics: [StaticSegment], _ box: AABB, _ groups: UInt64) -> [Int] {
        statics.indices.filter { groups & (1 << UInt64(statics[$0].group)) != 0 && statics[$0].bounds.overlaps(box) }
    }

    func matches(_ index: StaticIndex, _ statics: [StaticSegment], _ box: AABB, _ groups: UInt64) -> [Int] {
        var found: [Int] = []
        statics.withUnsafeBufferPointer { index.forEachMatch(box, groups: groups, in: $0) { found.append($0) } }
        return found
    }

    func anyMatch(_ index: StaticIndex, _ statics: [StaticSegment], _ box: AABB, _ groups: UInt64) -> Bool {
        statics.withUnsafeBufferPointer { index.anyMatch(box, groups: groups, in: $0) }
    }

    @Test("finds exactly the segments a test of every one finds, in their order (2 000 random boxes, 5 layouts)")
    func sameAsEveryTest() {
        var rng = SplitMix(seed: 41)
        for layout in 0..<5 {
            // Flat shelves, tall posts, long diagonals and points, with repeated bottoms.
            var statics: [StaticSegment] = []
            for k in 0..<(20 + 30 * layout) {
                let x = rng.next(in: 0...1000), y = (rng.next(in: 0...20)).rounded() * 50
                let p2: Vector =
                    switch k % 4 {
                    case 0: Vector(dx: x + rng.next(in: 10...300), dy: y)
                    case 1: Vector(dx: x, dy: y + rng.next(in: 10...400))
                    case 2: Vector(dx: x + rng.next(in: -500...500), dy: y + rng.next(in: -500...500))
                    default: Vector(dx: x, dy: y)
                    }
                statics.append(segment(Vector(dx: x, dy: y), p2, group: k % 3))
            }
            let index = StaticIndex(statics)
            for _ in 0..<400 {
                let x = rng.next(in: -100...1100), y = rng.next(in: -600...1500)
                let box = AABB(
                    lower: Vector(dx: x, dy: y),
                    upper: Vector(dx: x + rng.next(in: 0...120), dy: y + rng.next(in: 0...120)))
                let groups = rng.next() % 8
                let expected = everyMatch(statics, box, groups)
                #expect(matches(index, statics, box, groups) == expected, "layout \(layout) box \(box)")
                #expect(anyMatch(index, statics, box, groups) == !expected.isEmpty, "layout \(layout) box \(box)")
            }
        }
    }

    @Test("a box touching a segment's bounds only at an edge still meets it, as the overlap test does")
    func edges() {
        let statics = [
            segment(Vector(dx: 0, dy: 100), Vector(dx: 200, dy: 100), group: 0),
            segment(Vector(dx: 50, dy: 0), Vector(dx: 50, dy: 80), group: 0),
        ]
        let index = StaticIndex(statics)
        let onShelf = AABB(lower: Vector(dx: 10, dy: 90), upper: Vector(dx: 20, dy: 100))
        #expect(matches(index, statics, onShelf, 1) == [0])
        let onPostTop = AABB(lower: Vector(dx: 40, dy: 80), upper: Vector(dx: 60, dy: 90))
        #expect(matches(index, statics, onPostTop, 1) == [1])
        let both = AABB(lower: Vector(dx: 40, dy: 70), upper: Vector(dx: 60, dy: 100))
        #expect(matches(index, statics, both, 1) == [0, 1])
        #expect(matches(index, statics, both, 2).isEmpty, "another collision group meets neither")
    }

    @Test("a container's tall sides are met anywhere along them, beside shelves of other heights")
    func tallWallsAmongShelves() {
        // Two 1 000 pt sides (their own band), 50 flat shelves and 50 pegs 20 pt tall between.
        var statics = [
            segment(Vector(dx: 0, dy: 0), Vector(dx: 0, dy: 1000), group: 0),
            segment(Vector(dx: 600, dy: 1000), Vector(dx: 600, dy: 0), group: 0),
        ]
        for k in 0..<50 {
            let y = Double(k) * 20
            statics.append(segment(Vector(dx: 100, dy: y), Vector(dx: 300, dy: y), group: 0))
            statics.append(segment(Vector(dx: 400, dy: y), Vector(dx: 400, dy: y + 20), group: 0))
        }
        let index = StaticIndex(statics)
        for y in stride(from: 5.0, through: 985, by: 70) {
            let left = AABB(lower: Vector(dx: -5, dy: y), upper: Vector(dx: 5, dy: y + 10))
            #expect(matches(index, statics, left, 1) == [0], "left side at \(y)")
            let right = AABB(lower: Vector(dx: 595, dy: y), upper: Vector(dx: 605, dy: y + 10))
            #expect(matches(index, statics, right, 1) == [1], "right side at \(y)")
            let peg = AABB(lower: Vector(dx: 395, dy: y), upper: Vector(dx: 405, dy: y + 10))
            #expect(matches(index, statics, peg, 1) == everyMatch(statics, peg, 1), "peg at \(y)")
            #expect(!matches(index, statics, peg, 1).isEmpty, "a peg at \(y)")
        }
    }

    @Test("non-finite boxes: NaN meets nothing, an infinite box every segment of its groups")
    func nonFinite() {
        let statics = (0..<10).map {
            segment(Vector(dx: 0, dy: Double($0) * 10), Vector(dx: 100, dy: Double($0) * 10), group: $0 % 2)
        }
        let index = StaticIndex(statics)
        let nan = AABB(lower: Vector(dx: 0, dy: .nan), upper: Vector(dx: 10, dy: .nan))
        #expect(matches(index, statics, nan, ~0).isEmpty)
        #expect(!anyMatch(index, statics, nan, ~0))
        let all = AABB(
            lower: Vector(dx: -.infinity, dy: -.infinity), upper: Vector(dx: .infinity, dy: .infinity))
        #expect(matches(index, statics, all, 1) == [0, 2, 4, 6, 8])
        #expect(matches(StaticIndex(), [], all, ~0).isEmpty, "no segments: none")
        #expect(matches(StaticIndex([]), [], all, ~0).isEmpty, "an index of no segments: none")
    }

    @Test("boxes dropped onto the 40 floors of a tall rack each land on their own floor")
    func rackOfFloors() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 8200))
        let collision = CollisionBehavior(items: [])
        let gravity = GravityBehavior(items: [])
        // Floors 200 pt apart, each under its own column of three boxes.
        for f in 0..<40 {
            let y = 200 + Double(f) * 200
            collision.addBoundary(withIdentifier: "floor \(f)", from: Point(x: 0, y: y), to: Point(x: 600, y: y))
        }
        var items: [(BasicItem, Double)] = []
        for f in 0..<40 {
            let floor = 200 + Double(f) * 200
            for c in 0..<3 {
                let item = box(100 + Double(c) * 200, floor - 120, 40, 40)
                collision.addItem(item)
                gravity.addItem(item)
                items.append((item, floor))
            }
        }
        animator.addBehavior(collision)
        animator.addBehavior(gravity)
        run(animator, seconds: 1.5)
        for (item, floor) in items {
            // At rest on the floor: its centre half its height above it (within the solver's slop).
            #expect(abs(item.center.y - (floor - 20)) < 1.0, "box over floor \(floor) at \(item.center.y)")
        }
    }
}
