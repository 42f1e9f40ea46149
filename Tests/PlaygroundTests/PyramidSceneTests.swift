import Dynamics
import Testing

@testable import Playground

@Suite("Pyramid benchmark scenes")
struct PyramidSceneTests {
    @Test("pyramid: BENCH.md's large_pyramid layout, base 100: 5 050 boxes centred on x = 0, on the floor")
    func largePyramidLayout() {
        let scene = PyramidScene.pyramid()
        #expect(scene.boxes.count == 5_050)
        #expect(scene.tops.count == 1 && scene.base == 100)
        // Box i of row r: x = (r + 1)·50 + (i − r)·100 − 5 000, y = (2r + 1)·50 above the floor (y = 0).
        #expect(scene.boxes[0].center == Point(x: -4_950, y: -50))
        #expect(scene.boxes[99].center == Point(x: 4_950, y: -50))
        #expect(scene.boxes[100].center == Point(x: -4_900, y: -150), "row 1 starts over the first gap")
        #expect(scene.tops[0].center == Point(x: 0, y: -9_950))
        #expect(scene.boxes.allSatisfy { $0.bounds.size == Size(width: 100, height: 100) })
        #expect(scene.animator.pausesAtRest == false, "no sleeping in a benchmark")
    }

    @Test("pyramids: many_pyramids' grid, each row of pyramids on its own floor 100 pt a row + one box apart")
    func manyPyramidsLayout() {
        let scene = PyramidScene.pyramids(rows: 2, columns: 3, base: 2)
        #expect(scene.boxes.count == 2 * 3 * 3)
        #expect(scene.tops.count == 6)
        // Box2D, scaled: ground 3·(2 + 1)·100 = 900 pt wide, pyramid j's centreX = −450 + j·300 + 100;
        // box (row 0, i 0) at x = 50 + centreX − 50, y = 50 above its floor; floors 300 pt apart.
        #expect(scene.boxes[0].center == Point(x: -350, y: -50))
        #expect(scene.boxes[3].center == Point(x: -50, y: -50), "the second pyramid of the first row")
        #expect(scene.boxes[9].center == Point(x: -350, y: -350), "the first pyramid of the second row")
        #expect(scene.tops[0].center == Point(x: -300, y: -150))
        #expect(scene.container == Rect(x: -450, y: -600, width: 900, height: 600))
        #expect(PyramidScene.pyramids().boxes.count == 22_000, "the default: 20 × 20 pyramids of 55 boxes")
    }

    @Test("a tiny pyramid run a few steps gets a correctness line: none escaped, finite, it stands")
    func correctnessLine() throws {
        let scene = PyramidScene.pyramid(base: 3)
        var previous: [Point] = []
        for s in 0..<10 {
            if s == 9 { previous = scene.boxes.map(\.center) }
            scene.step()
        }
        let check = BenchCheck.of(scene, previous: previous)
        #expect(check.escaped == 0 && check.nonFinite == 0)
        let stance = try #require(check.stance)
        #expect(stance.count == 1 && stance.rows == 3)
        #expect(stance.stands, "\(check)")
        #expect(stance.sideways < 1 && stance.sag < 3)
        #expect("\(check)".contains("stands (1/1 pyramids)"), "\(check)")
        #expect(!"\(check)".contains("overlap"), "the disc overlap means nothing for boxes")
    }

    @Test("the line says when a pyramid fell and when a box escaped")
    func fallenAndEscaped() throws {
        let scene = PyramidScene.pyramids(rows: 1, columns: 2, base: 3)
        scene.tops[1].center.y += 200  // the second pyramid's top dropped two rows
        scene.boxes[0].center.y = 10  // under the floor
        let check = BenchCheck.of(scene, previous: [])
        let stance = try #require(check.stance)
        #expect(check.escaped == 1)
        #expect(stance.standing == 1 && stance.count == 2 && !stance.stands)
        #expect(stance.sag == 200)
        #expect("\(check)".contains("FALLEN (1/2 pyramids)"), "\(check)")
        scene.tops[0].center.x += 6  // sideways past 5 pt
        #expect(PyramidStance(of: scene).standing == 0)
    }
}
