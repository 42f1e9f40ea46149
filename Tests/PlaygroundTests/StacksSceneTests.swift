import Dynamics
import Raster
import Testing

@testable import Playground

@Suite("Stacks scene")
struct StacksSceneTests {
    @Test("a stack of 5, a pyramid of base 4 and a cradle of 5 touching boxes stand on the floor")
    func layout() {
        let scene = StacksScene(bounds: world80x24)
        let side = 32.0, floor = world80x24.maxY
        #expect(scene.stack.count == 5 && scene.pyramid.count == 10 && scene.cradle.count == 5)
        #expect(scene.movableItems.count == 20 && scene.countText == "boxes 20 balls 0")
        for box in scene.stack + scene.pyramid + scene.cradle {
            #expect(box.bounds.size == Size(width: side, height: side))
        }
        for (below, above) in zip(scene.stack, scene.stack.dropFirst()) {
            #expect(above.center == below.center - Vector(dx: 0, dy: side), "each box sits on the one below")
        }
        #expect(scene.stack[0].center.y == floor - side / 2)
        #expect(scene.pyramid[4].center == scene.pyramid[0].center + Vector(dx: side / 2, dy: -side), "over a gap")
        for (left, right) in zip(scene.cradle, scene.cradle.dropFirst()) {
            #expect(right.center == left.center + Vector(dx: side, dy: 0), "the cradle's boxes touch")
            #expect(right.center.y == floor - side / 2)
        }
        #expect(scene.cradleMaterial.elasticity == 1 && scene.cradleMaterial.friction == 0)
        #expect(scene.boxMaterial.friction == 0.6 && scene.boxMaterial.elasticity == 0)
        let groups = [scene.stack, scene.pyramid, scene.cradle].map {
            $0.map(\.frame).reduce($0[0].frame) { $0.union($1) }
        }
        #expect(groups[0].maxX < groups[1].minX && groups[1].maxX < groups[2].minX, "the groups do not touch")
        #expect(groups[2].maxX < world80x24.maxX - side, "the cradle's last box has room to leave")
    }

    @Test("it renders: labels, and each group's boxes in two alternating colours on an 80 × 24 screen")
    func renders() {
        let app = makeApp("stacks")
        let scene = app.scene as! StacksScene
        let grid = app.render()
        let text = grid.text()
        for label in ["stack", "pyramid", "cradle: e 1, no friction", "click: a ball hits it; drag: throw a box"] {
            #expect(text.contains(label), "\(label) missing from\n\(text)")
        }
        let boxes = [
            (scene.stack[4], TermColor.cyan), (scene.stack[3], .blue), (scene.pyramid[9], .yellow),
            (scene.cradle[0], .magenta), (scene.cradle[1], .red),
        ]
        for (box, color) in boxes {
            let (column, row) = app.viewport.cell(containing: box.center)
            #expect(grid[column, row].style.foreground == color, "\(box.center) at (\(column), \(row))")
        }
    }

    @Test("the throw's launch velocity lands on the target under any gravity", arguments: [0.0, 1.0, 2.5])
    func throwVelocity(gravity: Double) {
        let start = Point(x: 16, y: 16), target = Point(x: 400, y: 300), speed = 600.0
        let g = Vector(dx: 0.3, dy: 1) * (gravity * Units.gravity)
        let v = StacksScene.throwVelocity(from: start, to: target, speed: speed, gravity: g)
        let t = (target - start).length / speed
        let landing = start + v * t + g * (t * t / 2)
        #expect(landing.distance(to: target) < 1e-9)
        #expect(StacksScene.throwVelocity(from: start, to: start, speed: speed, gravity: g) == .zero)
    }

    @Test("a click throws a ball from a little left of the clicked point that flies through it")
    func clickThrows() throws {
        let scene = StacksScene(bounds: world80x24)
        let target = Point(x: 300, y: 80)  // open air above the pyramid
        scene.click(at: target, tuning: Tuning())
        let ball = try #require(scene.balls.first)
        #expect(ball.center == target - Vector(dx: StacksScene.runUp, dy: 0))
        var closest = Double.infinity
        run(scene.animator, seconds: 1.5) { closest = min(closest, ball.center.distance(to: target)) }
        #expect(closest < 5, "the ball passes \(closest) pt from the point")
        #expect(scene.countText == "boxes 20 balls 1")
        scene.clear()
        #expect(scene.balls.isEmpty && scene.movableItems.count == 20)
    }

    @Test("a ball thrown at the top of the stack knocks the top box away")
    func knocksOver() {
        let scene = StacksScene(bounds: world80x24)
        let top = scene.stack[4], start = top.center
        scene.click(at: start, tuning: Tuning())
        #expect(scene.balls[0].center.x == start.x - StacksScene.runUp, "free to the left of the stack")
        run(scene.animator, seconds: 2)
        #expect(top.center.distance(to: start) > 16, "the top box moved only \(top.center.distance(to: start)) pt")
    }

    @Test("a ball never starts inside a box or a wall")
    func startsClear() {
        let scene = StacksScene(bounds: world80x24)
        let pyramidRight = scene.pyramid[3].center + Vector(dx: 20, dy: 0)  // just right of the pyramid
        let start = scene.throwStart(toward: pyramidRight)
        #expect(start.x < scene.pyramid[0].frame.minX - StacksScene.ballSize / 2, "left of the whole pyramid")
        #expect(scene.throwStart(toward: Point(x: 2, y: -50)) == Point(x: 9, y: 9), "inside the walls")
    }

    @Test("at most 12 balls: the oldest goes")
    func ballCap() {
        let scene = StacksScene(bounds: world80x24)
        for k in 0..<15 { scene.click(at: Point(x: 100 + Double(k) * 20, y: 60), tuning: Tuning()) }
        #expect(scene.balls.count == StacksScene.maximumBalls)
        #expect(scene.gravity.items.count == 20 + StacksScene.maximumBalls)
    }

    @Test("the same clicks and drags give the same frames")
    func deterministic() {
        func play() -> (centers: [Point], frames: [String]) {
            let app = makeApp("stacks")
            var frames: [String] = []
            app.handle(mouse(.press(.left), 30, 12))
            app.handle(mouse(.release(.left), 30, 12))
            let box = (app.scene as! StacksScene).cradle[0]
            var cell = (column: 0, row: 0)
            for frame in 0..<180 {
                if frame == 60 {  // grab the cradle's first box, drag it left over 5 frames, throw it
                    cell = app.viewport.cell(containing: box.center)
                    app.handle(mouse(.press(.left), cell.column, cell.row))
                    #expect((app.scene as! StacksScene).balls.count == 1, "a press on a box grabs it")
                } else if frame > 60 && frame <= 65 {
                    app.handle(mouse(.drag(.left), cell.column - 2 * (frame - 60), cell.row - 1))
                } else if frame == 66 {
                    app.handle(mouse(.release(.left), cell.column - 10, cell.row - 1))
                }
                app.advance(by: 1.0 / 60)
                if frame % 30 == 29 { frames.append(app.render().text()) }
            }
            return (app.scene.movableItems.map(\.center), frames)
        }
        let a = play(), b = play()
        #expect(a.centers == b.centers)
        #expect(a.frames == b.frames)
        #expect(a.centers.count == 21, "one ball thrown")
    }
}
