import Testing

@testable import Dynamics

/// The wide layout of a pass's manifolds: every manifold gets a lane of its own, and a group
/// never mixes colours or point counts (preparing leaves a one-point manifold's second point
/// unwritten on the strength of it).
@Suite("Wide layout of the coloured manifolds")
struct WideLayoutTests {
    /// A manifold as the layout sees it: its colour (−1: uncoloured) and point count.
    struct Manifold {
        let colour: Int
        let pointCount: Int
    }

    /// `count` manifolds of random colours (some uncoloured) and point counts, from `seed`.
    static func manifolds(_ count: Int, seed: UInt64) -> [Manifold] {
        var state = seed
        func random(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        return (0..<count).map { _ in
            Manifold(colour: random(20) == 0 ? -1 : random(StepWorld.colourCount), pointCount: 1 + random(2))
        }
    }

    /// The layout of `manifolds` and where each was placed, in order.
    static func place(_ manifolds: [Manifold]) -> (WideLayout, [(group: Int, lane: Int)]) {
        var counts = [Int](repeating: 0, count: WideLayout.overflow + 1)
        let bucketOf = manifolds.map { m -> Int32 in
            let b = WideLayout.bucket(colour: m.colour, pointCount: m.pointCount)
            counts[b] += 1
            return Int32(b)
        }
        let layout = WideLayout(
            bucketOf: bucketOf, counts: counts, pointCount: manifolds.reduce(0) { $0 + $1.pointCount })
        var places: [(group: Int, lane: Int)] = []
        layout.placing { place in
            for k in manifolds.indices { places.append(place(k)) }
        }
        return (layout, places)
    }

    @Test("each manifold has a lane of its own, within the groups", arguments: [1, 7, 300, 2_000])
    func lanesAreDistinct(count: Int) {
        let manifolds = Self.manifolds(count, seed: UInt64(count))
        let (layout, places) = Self.place(manifolds)
        var taken = Set<Int>()
        for p in places {
            #expect(p.group >= 0 && p.group < layout.groups)
            #expect(p.lane >= 0 && p.lane < laneCount)
            #expect(taken.insert(p.group * laneCount + p.lane).inserted)
        }
        #expect(layout.pointCount == manifolds.reduce(0) { $0 + $1.pointCount })
    }

    @Test("a group holds one colour and one point count; an uncoloured manifold is alone")
    func groupsDoNotMix() {
        let manifolds = Self.manifolds(1_500, seed: 42)
        let (_, places) = Self.place(manifolds)
        var kindOf: [Int: (colour: Int, pointCount: Int)] = [:]
        var members: [Int: Int] = [:]
        for (m, p) in zip(manifolds, places) {
            members[p.group, default: 0] += 1
            if let kind = kindOf[p.group] {
                #expect(kind.colour == m.colour && kind.pointCount == m.pointCount)
            } else {
                kindOf[p.group] = (m.colour, m.pointCount)
            }
            if m.colour < 0 { #expect(p.lane == 0) }
        }
        for (group, kind) in kindOf where kind.colour < 0 { #expect(members[group] == 1) }
        // Within a colour and point count, manifolds fill lanes in constraint order.
        var last: [Int: Int] = [:]
        for (m, p) in zip(manifolds, places) where m.colour >= 0 {
            let key = 2 * m.colour + m.pointCount, slot = p.group * laneCount + p.lane
            if let before = last[key] { #expect(slot == before + 1) }
            last[key] = slot
        }
    }

    @Test("the padded groups are exactly those with an empty lane")
    func paddedGroupsHaveEmptyLanes() {
        let manifolds = Self.manifolds(777, seed: 7)
        let (layout, places) = Self.place(manifolds)
        var filled = [Int](repeating: 0, count: layout.groups)
        for p in places { filled[p.group] += 1 }
        #expect(layout.paddedGroups() == filled.map { $0 < laneCount })
    }
}
