import Dynamics
import Testing

@testable import Playground

@Suite("Packed boxes benchmark scene")
struct PackedSceneTests {
    @Test("packed: N boxes of 20 pt in rows of ⌈√N⌉, 2 pt apart and 2 pt off the floor and the walls")
    func layout() {
        let scene = BenchScene.packed(count: 10)
        #expect(scene.discs.count == 10)
        // 4 columns, 3 rows: 4·22 + 2 = 90 pt wide, 3·22 + 2 + 200 = 268 pt tall.
        #expect(scene.container == Rect(x: 0, y: 0, width: 90, height: 268))
        #expect(scene.discs[0].center == Point(x: 12, y: 256))
        #expect(scene.discs[3].center == Point(x: 78, y: 256))
        #expect(scene.discs[4].center == Point(x: 12, y: 234), "the second row sits one pitch higher")
        #expect(scene.discs.allSatisfy { $0.bounds.size == Size(width: 20, height: 20) })
        #expect(scene.animator.pausesAtRest == false, "no sleeping in a benchmark")
    }

    @Test("400 packed boxes settle onto the floor: none escapes, overlaps stay small, the block comes to rest")
    func settles() {
        var scene = BenchScene.packed(count: 400)
        var previous: [Point] = []
        for s in 0..<120 {
            if s == 119 { previous = scene.discs.map(\.center) }
            scene.step(s)
        }
        let check = BenchCheck.ofPacked(scene, previous: previous)
        #expect(check.escaped == 0 && check.nonFinite == 0, "\(check)")
        #expect(check.maxOverlap < 2, "\(check)")
        #expect(check.maxSpeed < 20, "\(check)")
        let lowest = scene.discs.prefix(20).map(\.center.y).max() ?? 0
        #expect(abs(lowest - (scene.container.maxY - 10)) < 1, "the bottom row rests on the floor: \(lowest)")
    }
}
