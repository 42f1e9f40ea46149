import Testing

@testable import Dynamics

/// A changing set of bodies for the broad phase: boxes by index, uids, and who collides.
private struct BoxWorld {
    var boxes: [AABB] = []
    var uids: [UInt32] = []
    var isMember: [Bool] = []
    var nextUID: UInt32 = 1
    var rng = SplitMix(seed: 7)

    var members: [Int] { isMember.indices.filter { isMember[$0] } }

    mutating func randomBox() -> AABB {
        let x = rng.next(in: 0...1000), y = rng.next(in: 0...1000)
        let w = rng.next(in: 4...30), h = rng.next(in: 4...30)
        return AABB(lower: Vector(dx: x, dy: y), upper: Vector(dx: x + w, dy: y + h))
    }

    mutating func add() {
        boxes.append(randomBox())
        uids.append(nextUID)
        isMember.append(true)
        nextUID += 1
    }

    /// Adds `count` boxes of 8–20 pt a side crowded into the square `0...extent` (many entries a cell).
    mutating func addCrowd(_ count: Int, within extent: Double) {
        for _ in 0..<count {
            add()
            let x = rng.next(in: 0...extent), y = rng.next(in: 0...extent)
            let w = rng.next(in: 8...20), h = rng.next(in: 8...20)
            boxes[boxes.count - 1] = AABB(lower: Vector(dx: x, dy: y), upper: Vector(dx: x + w, dy: y + h))
        }
    }

    /// Removes body `i` the way the body store does: the last body takes its place.
    mutating func remove(_ i: Int) {
        boxes.swapAt(i, boxes.count - 1)
        uids.swapAt(i, uids.count - 1)
        isMember.swapAt(i, isMember.count - 1)
        boxes.removeLast()
        uids.removeLast()
        isMember.removeLast()
    }

    /// The pairs a search of every pair finds, in the broad phase's promised order.
    func bruteForce() -> [[Int]] {
        let members = members
        var pairs: [[Int]] = []
        for b in members {
            for a in members where a < b && boxes[a].overlaps(boxes[b]) { pairs.append([a, b]) }
        }
        return pairs
    }
}

private func reported(_ broadPhase: BroadPhase, _ world: BoxWorld) -> [[Int]] {
    var pairs: [[Int]] = []
    broadPhase.forEachPair(world.members, world.boxes) { pairs.append([$0, $1]) }
    return pairs
}

@Suite("Broad phase: fat boxes and kept pairs")
struct BroadPhaseTests {
    @Test("reports exactly the overlapping pairs, in (b, a) order, while bodies move, grow, join, leave and swap")
    func matchesBruteForce() {
        var world = BoxWorld()
        for _ in 0..<300 { world.add() }
        var broadPhase = BroadPhase()
        var filedSome = false
        for pass in 0..<80 {
            for i in world.boxes.indices {
                let roll = world.rng.next(in: 0...1)
                if roll < 0.6 {
                    // Jitter: most of these stay inside their fat boxes.
                    let d = Vector(dx: world.rng.next(in: -1...1), dy: world.rng.next(in: -1...1))
                    world.boxes[i] = AABB(lower: world.boxes[i].lower + d, upper: world.boxes[i].upper + d)
                } else if roll < 0.65 {
                    world.boxes[i] = world.randomBox()
                } else if roll < 0.67 {
                    world.boxes[i] = world.boxes[i].expanded(by: world.rng.next(in: 0...40))
                }
            }
            if pass % 10 == 3 {
                world.boxes[5] = AABB(lower: Vector(dx: -50, dy: -50), upper: Vector(dx: 1100, dy: 700))
            }
            if pass % 10 == 4 { world.boxes[6] = AABB(lower: Vector(dx: .nan, dy: 0), upper: Vector(dx: .nan, dy: 9)) }
            if pass % 10 == 5 {
                world.boxes[7] = AABB(lower: Vector(dx: 1e12, dy: 1e12), upper: Vector(dx: 1e12 + 9, dy: 1e12 + 9))
            }
            if pass % 7 == 2 { world.remove(Int(world.rng.next() % UInt64(world.boxes.count))) }
            if pass % 9 == 1 { world.add() }
            if pass % 11 == 6 { world.isMember[Int(world.rng.next() % UInt64(world.boxes.count))].toggle() }
            let velocities = world.boxes.indices.map { _ in
                Vector(dx: world.rng.next(in: -600...600), dy: world.rng.next(in: -600...600))
            }
            broadPhase.update(world.members, world.boxes, uids: world.uids, velocities: velocities, span: 1.0 / 60)
            if !broadPhase.lastPassRebuilt && broadPhase.lastPassFiled > 0 { filedSome = true }
            let expected = world.bruteForce()
            #expect(reported(broadPhase, world) == expected, "pass \(pass)")
            #expect(!expected.isEmpty)
        }
        #expect(filedSome, "the passes should have exercised the incremental path")
    }

    @Test("in a dense crowd (many entries a cell, walked four at a time) the kept pairs are the overlapping fat boxes")
    func denseCrowdKeepsEveryFatPair() {
        var world = BoxWorld()
        world.addCrowd(500, within: 160)
        var broadPhase = BroadPhase()
        var filedSome = false
        for pass in 0..<40 {
            for i in world.boxes.indices where world.rng.next(in: 0...1) < 0.3 {
                let d = Vector(dx: world.rng.next(in: -4...4), dy: world.rng.next(in: -4...4))
                world.boxes[i] = AABB(lower: world.boxes[i].lower + d, upper: world.boxes[i].upper + d)
            }
            if pass % 5 == 2 { world.remove(Int(world.rng.next() % UInt64(world.boxes.count))) }
            let velocities = world.boxes.indices.map { _ in
                Vector(dx: world.rng.next(in: -300...300), dy: world.rng.next(in: -300...300))
            }
            broadPhase.update(world.members, world.boxes, uids: world.uids, velocities: velocities, span: 1.0 / 60)
            if !broadPhase.lastPassRebuilt && broadPhase.lastPassFiled > 0 { filedSome = true }
            #expect(reported(broadPhase, world) == world.bruteForce(), "pass \(pass)")
            // The kept pairs themselves: exactly the members' overlapping fat boxes, once each.
            var fatPairs: [UInt64] = []
            let members = world.members
            for b in members {
                for a in members where a < b && broadPhase.fat[a].overlaps(broadPhase.fat[b]) {
                    fatPairs.append(BroadPhase.key(a, b))
                }
            }
            #expect(broadPhase.pairs.sorted() == fatPairs, "pass \(pass)")
        }
        #expect(filedSome, "the passes should have exercised the incremental path")
    }

    @Test("fat boxes a rounding apart (equal as Float) are no pair: the grid's Float test is followed by the exact one")
    func roundingApartIsNoPair() {
        var world = BoxWorld()
        world.add()
        world.add()
        world.boxes[0] = AABB(lower: Vector(dx: 100, dy: 100), upper: Vector(dx: 120, dy: 120))
        world.boxes[1] = AABB(lower: Vector(dx: 130, dy: 100), upper: Vector(dx: 150, dy: 120))
        var broadPhase = BroadPhase()
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        // The fat boxes set by hand (their cell ranges stay those of the update, which share
        // cells), then the grid built from them: body 1's starts just past body 0's right side.
        let right = 120.5, past = 120.5.nextUp
        #expect(Float(past) == Float(right) && past > right)
        func pairsOfBody1(startingAt left: Double) -> (found: [UInt64], visited: [Int]) {
            broadPhase.fat[0] = AABB(lower: Vector(dx: 100, dy: 100), upper: Vector(dx: right, dy: 120))
            broadPhase.fat[1] = AABB(lower: Vector(dx: left, dy: 100), upper: Vector(dx: 150, dy: 120))
            // Body 1 as a pass's moved proxy, the one a query is made for.
            broadPhase.isMoved[1] = true
            broadPhase.buildGrid()
            var found: [UInt64] = [], n = 0
            broadPhase.query(1, into: &found, count: &n)
            var visited: [Int] = []
            broadPhase.forEachProxy(overlapping: broadPhase.fat[1]) { visited.append($0) }
            return (Array(found.prefix(n)), visited.sorted())
        }
        let apart = pairsOfBody1(startingAt: past)
        #expect(apart.found.isEmpty)
        #expect(apart.visited == [1])
        // Touching exactly is overlapping (the boxes are closed).
        let touching = pairsOfBody1(startingAt: right)
        #expect(touching.found == [BroadPhase.key(0, 1)])
        #expect(touching.visited == [0, 1])
    }

    @Test("a resting set keeps its fat boxes: the next pass files nothing again and finds the same pairs")
    func restingFilesNothing() {
        var world = BoxWorld()
        for _ in 0..<500 { world.add() }
        var broadPhase = BroadPhase()
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(broadPhase.lastPassRebuilt)
        #expect(broadPhase.lastPassFiled == 500)
        let first = reported(broadPhase, world)
        // A settling jiggle, well inside the margins (an eighth of each box's larger side).
        for i in world.boxes.indices {
            let d = Vector(dx: 0.1, dy: -0.1)
            world.boxes[i] = AABB(lower: world.boxes[i].lower + d, upper: world.boxes[i].upper + d)
        }
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(!broadPhase.lastPassRebuilt)
        #expect(broadPhase.lastPassFiled == 0)
        #expect(reported(broadPhase, world) == world.bruteForce())
        #expect(first.count > 50)
    }

    @Test("a fat box reaches ahead of a moving body: a steady fall is not filed again every pass")
    func lookahead() {
        var world = BoxWorld()
        for _ in 0..<100 { world.add() }
        let fall = Vector(dx: 0, dy: 600)
        let span = 1.0 / 60
        for stretched in [false, true] {
            var broadPhase = BroadPhase()
            var boxes = world.boxes
            var refiled: [Int] = []
            for _ in 0..<4 {
                let velocities = stretched ? Array(repeating: fall, count: boxes.count) : []
                broadPhase.update(world.members, boxes, uids: world.uids, velocities: velocities, span: span)
                refiled.append(broadPhase.lastPassFiled)
                // 10 pt a pass: more than any box's margin (at most 30 / 8 pt).
                boxes = boxes.map { AABB(lower: $0.lower + fall * span, upper: $0.upper + fall * span) }
            }
            #expect(refiled[0] == 100)
            if stretched {
                #expect(refiled[1] == 0 && refiled[2] == 0, "\(refiled)")
            } else {
                #expect(refiled[1] == 100 && refiled[2] == 100, "\(refiled)")
            }
            var pairs: [[Int]] = []
            broadPhase.forEachPair(world.members, boxes) { pairs.append([$0, $1]) }
            var moved = world
            moved.boxes = boxes
            #expect(pairs == moved.bruteForce())
        }
    }

    @Test("with every body a member, one back from a pass out, or whose index a new body took, is filed again, alone")
    func everyMemberFilesOnlyNewcomers() {
        var world = BoxWorld()
        for _ in 0..<200 { world.add() }
        var broadPhase = BroadPhase()
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(broadPhase.lastPassRebuilt)
        // Out for a pass (its proxy dropped, its owner kept), then every body a member again.
        world.isMember[3] = false
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(!broadPhase.isProxy[3])
        world.isMember[3] = true
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(!broadPhase.lastPassRebuilt)
        #expect(broadPhase.lastPassFiled == 1)
        #expect(broadPhase.isProxy[3])
        #expect(reported(broadPhase, world) == world.bruteForce())
        // A new body at index 9 with the old one's box: inside the old fat box, but not its proxy.
        world.uids[9] = world.nextUID
        world.nextUID += 1
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(!broadPhase.lastPassRebuilt)
        #expect(broadPhase.lastPassFiled == 1)
        #expect(broadPhase.owner[9] == world.uids[9])
        #expect(reported(broadPhase, world) == world.bruteForce())
        // Nothing new: nothing filed.
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(broadPhase.lastPassFiled == 0)
    }

    @Test("a body that leaves its fat box is filed again, alone")
    func movedBodyAlone() {
        var world = BoxWorld()
        for _ in 0..<200 { world.add() }
        var broadPhase = BroadPhase()
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        world.boxes[42] = world.boxes[17]
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        #expect(broadPhase.lastPassFiled == 1)
        #expect(reported(broadPhase, world).contains([17, 42]))
        #expect(reported(broadPhase, world) == world.bruteForce())
    }

    @Test("fresh pairs come out in (b, a) order both when many (two counting sorts) and few (insertion)")
    func freshPairsSortedEitherWay() {
        var world = BoxWorld()
        world.addCrowd(400, within: 200)
        var broadPhase = BroadPhase()
        broadPhase.update(world.members, world.boxes, uids: world.uids)
        for pass in 0..<12 {
            // Every other pass many bodies move far (many fresh pairs), else two do.
            let share = pass % 2 == 0 ? 0.35 : 0.0
            for i in world.boxes.indices where world.rng.next(in: 0...1) < share || i == pass || i == 3 * pass {
                let d = Vector(dx: world.rng.next(in: -30...30), dy: world.rng.next(in: -30...30))
                world.boxes[i] = AABB(lower: world.boxes[i].lower + d, upper: world.boxes[i].upper + d)
            }
            broadPhase.update(world.members, world.boxes, uids: world.uids)
            #expect(!broadPhase.lastPassRebuilt, "pass \(pass)")
            var fatPairs: [UInt64] = []
            for b in world.members {
                for a in world.members where a < b && broadPhase.fat[a].overlaps(broadPhase.fat[b]) {
                    fatPairs.append(BroadPhase.key(a, b))
                }
            }
            #expect(broadPhase.pairs.sorted() == fatPairs, "pass \(pass)")
            #expect(reported(broadPhase, world) == world.bruteForce(), "pass \(pass)")
        }
    }

    @Test("keys are put in ascending order every way: counting sorts of packed or whole keys, insertion for few")
    func ascendingEveryWay() {
        var rng = SplitMix(seed: 71)
        // Bodies below 2¹⁶ (keys packed into 32 bits for the counting sorts) and beyond.
        for (n, counts) in [(200, [0, 1, 2, 30, 199, 200, 600]), (70_000, [500, 70_000])] {
            for count in counts {
                var keys: Set<UInt64> = []
                while keys.count < count {
                    let p = Int(rng.next(in: 0...Double(n - 1))), q = Int(rng.next(in: 0...Double(n - 1)))
                    if p != q { keys.insert(BroadPhase.key(p, q)) }
                }
                let given = Array(keys)
                #expect(BroadPhase.ascending(given, bodyCount: n) == given.sorted(), "\(count) keys of \(n) bodies")
            }
        }
    }

    @Test("a counting sort keeps each bucket's keys in their given order")
    func countOutIsStable() {
        let keys: [UInt64] = [0x3_0000_0005, 0x1_0000_0009, 0x3_0000_0001, 0x0_0000_0007, 0x1_0000_0002, 0x3_0000_0003]
        var sorted = [UInt64](repeating: 0, count: keys.count)
        var starts = [Int32](repeating: 0, count: 5)
        keys.withUnsafeBufferPointer { keys in
            sorted.withUnsafeMutableBufferPointer { sorted in
                starts.withUnsafeMutableBufferPointer { starts in
                    BroadPhase.countOut(keys, into: sorted, starts: starts) { Int(truncatingIfNeeded: $0 >> 32) }
                }
            }
        }
        #expect(sorted == [0x0_0000_0007, 0x1_0000_0009, 0x1_0000_0002, 0x3_0000_0005, 0x3_0000_0001, 0x3_0000_0003])
    }
}
