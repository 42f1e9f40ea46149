import Testing

@testable import Dynamics

/// The pass's constraints filed by body from the lanes alone (`ConstraintsByBody.build(lanes:…)`)
/// against the filing from the constraints (`build` then `fileLanes`).
@Suite("Constraints filed by body from their lanes")
struct ByBodyFromLanesTests {
    /// `count` constraints between `world` bodies (some against a boundary), laid out in
    /// shuffled lanes of groups of four with some lanes left empty: the constraints, the
    /// groups, each lane's first point (constraint k's point is point k) and the owners.
    static func layout(
        count: Int, world: Int, seed: UInt64
    ) -> (
        [ContactConstraint], [WideManifold], [Int32], [Int32]
    ) {
        var next = seed
        func random(_ n: Int) -> Int {
            next = next &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((next >> 33) % UInt64(n))
        }
        let constraints = (0..<count).map { _ in
            let a = random(world), b = random(8) == 0 ? -1 : random(world)
            return ContactConstraint(
                a: a, b: b, normal: Vector(dx: 0, dy: 1), friction: 0, restitution: 0.5, pointCount: 1, key: 0,
                group: 0, boundary: -1)
        }
        // Every constraint in a lane of its own, one lane in five empty, in shuffled order.
        var slots: [Int] = Array(0..<count) + Array(repeating: -1, count: count / 5)
        for i in slots.indices.reversed() { slots.swapAt(i, random(i + 1)) }
        while slots.count % laneCount != 0 { slots.append(-1) }
        var wide = [WideManifold](repeating: WideManifold(), count: slots.count / laneCount)
        var source = [Int32](repeating: -1, count: slots.count)
        for (lane, k) in slots.enumerated() {
            let g = lane / laneCount, l = lane % laneCount
            let c = k >= 0 ? constraints[k] : nil
            wide[g].bodyA[l] = Int32(c?.a ?? world)
            wide[g].bodyB[l] = Int32(c.map { $0.b >= 0 ? $0.b : world } ?? world)
            if k >= 0 { source[lane] = Int32(k) }
        }
        return (constraints, wide, source, (0..<count).map { Int32($0) })
    }

    /// Each body's constraints, in the order `forEach(ofBody:)` gives them, and each
    /// constraint's lane.
    static func contents(_ filed: ConstraintsByBody, world: Int, count: Int) -> ([[Int]], [Int]) {
        let byBody = (0..<world + 2).map { i in
            var found: [Int] = []
            filed.forEach(ofBody: i) { found.append($0) }
            return found
        }
        return (byBody, (0..<count + 1).map { filed.lane(of: $0) })
    }

    @Test("the lanes give the same table, in the same order, as the constraints")
    func sameAsFromConstraints() {
        for (count, seed) in [(0, 1), (1, 2), (37, 3), (400, 4)] as [(Int, UInt64)] {
            let world = 50
            let (constraints, wide, source, owner) = Self.layout(count: count, world: world, seed: seed)
            var old = ConstraintsByBody()
            constraints.withUnsafeBufferPointer { old.build($0, bodyCount: world) }
            old.fileLanes(source: source, owner: owner)
            var new = ConstraintsByBody()
            let built = wide.withUnsafeBufferPointer { wide in
                withReadBuffers(source, owner) { source, owner in
                    new.build(lanes: wide, source: source, owner: owner, constraints: count, bodyCount: world)
                }
            }
            #expect(built && new.isBuilt && new.filed == count)
            let a = Self.contents(old, world: world, count: count), b = Self.contents(new, world: world, count: count)
            #expect(a.0 == b.0, "\(count) constraints: by body")
            #expect(a.1 == b.1, "\(count) constraints: lanes")
        }
    }

    @Test("a constraint without a lane, or with two, leaves the table unbuilt")
    func refusesAnIncompleteLayout() {
        let world = 20, count = 30
        let (_, wide, source, owner) = Self.layout(count: count, world: world, seed: 9)
        func builds(_ source: [Int32]) -> Bool {
            var filed = ConstraintsByBody()
            let built = wide.withUnsafeBufferPointer { wide in
                withReadBuffers(source, owner) { source, owner in
                    filed.build(lanes: wide, source: source, owner: owner, constraints: count, bodyCount: world)
                }
            }
            return built || filed.isBuilt
        }
        #expect(builds(source))
        let filledLane = source.firstIndex { $0 >= 0 }!, emptyLane = source.firstIndex { $0 < 0 }!
        var missing = source
        missing[filledLane] = -1
        #expect(!builds(missing))
        var twice = source
        twice[emptyLane] = source[filledLane]
        #expect(!builds(twice))
    }
}
