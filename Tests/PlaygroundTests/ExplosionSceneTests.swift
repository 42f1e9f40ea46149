import Dynamics
import Testing

@testable import Playground

@Suite("Explosion scene")
struct ExplosionSceneTests {
    func makeScene(seed: UInt64 = 1) -> ExplosionScene {
        ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: seed)
    }

    @Test("a click adds one push per pig; all pigs share one gravity")
    func spawn() {
        let scene = makeScene()
        scene.explode(at: Point(x: 320, y: 200), count: 12)
        #expect(scene.pigs.count == 12)
        #expect(scene.gravity.items.count == 12)
        #expect(scene.animator.behaviors.count == 13)
        #expect(Set(scene.pigs.map { ObjectIdentifier($0.push!) }).count == 12)
    }

    @Test("pigs fly up first, then fall out; every push is removed and 1 behavior remains")
    func riseFallCleanup() {
        let scene = makeScene()
        scene.explode(at: Point(x: 320, y: 300), count: 20)
        for _ in 0..<6 { scene.animator.step(by: 1.0 / 60) }
        #expect(scene.pigs.contains { $0.center.y < 300 - 20 }, "the explosion throws pigs upward")
        for _ in 0..<300 { scene.animator.step(by: 1.0 / 60) }
        #expect(scene.pigs.isEmpty)
        #expect(scene.animator.behaviors.count == 1)
        #expect(scene.animator.behaviors.first === scene.world)
        #expect(scene.animator.isRunning == false, "with every pig gone the animator pauses")
    }

    @Test("launch directions follow the seed's vectorForIndex: fanned out, pointing up")
    func launchDirections() {
        let scene = makeScene()
        let n = 10
        let spacing = 1.5 / Double(n * 2)
        for i in 0..<n {
            let v = scene.launchDirection(index: i, count: n)
            let base = i % 2 == 0 ? -0.75 + spacing * Double(i) : 0.75 - spacing * Double(i)
            #expect(abs(v.dx - base) <= spacing / 2 + 1e-12)
            #expect(v.dy <= 0 && v.dy >= -1)
        }
    }

    @Test("a pig leaves at pushSpeed × |launch direction| (its mass comes from the engine)")
    func launchSpeed() {
        let bounds = Rect(x: 0, y: 0, width: 1e5, height: 1e5)
        let scene = ExplosionScene(bounds: bounds, seed: 3, pushSpeed: 600)
        let twin = ExplosionScene(bounds: bounds, seed: 3, pushSpeed: 600)
        let direction = twin.launchDirection(index: 0, count: 1)
        scene.gravity.magnitude = 0
        scene.explode(at: Point(x: 5e4, y: 5e4), count: 1)
        let start = scene.pigs[0].center
        scene.animator.step(by: 1.0 / 60)
        let moved = scene.pigs[0].center - start
        #expect(abs(moved.length - 600 * direction.length / 60) < 1e-6)
        #expect(abs(moved.normalized.dot(direction.normalized) - 1) < 1e-9)
    }

    @Test("the same seed gives the same explosion; another seed a different one")
    func seeded() {
        func positions(_ seed: UInt64) -> [Double] {
            let scene = makeScene(seed: seed)
            scene.explode(at: Point(x: 320, y: 200), count: 8)
            for _ in 0..<30 { scene.animator.step(by: 1.0 / 60) }
            return scene.pigs.flatMap { [$0.center.x, $0.center.y] }
        }
        #expect(positions(5) == positions(5))
        #expect(positions(5) != positions(6))
    }

    @Test("with gravity tilted left, pigs leave through the left edge and are removed")
    func tiltedEscape() {
        let scene = makeScene()
        for _ in 0..<6 { scene.gravity.tilt(toward: .left) }
        #expect(abs(scene.gravity.angle - .pi) < 1e-9)
        scene.explode(at: Point(x: 320, y: 200), count: 10)
        for _ in 0..<240 { scene.animator.step(by: 1.0 / 60) }
        #expect(scene.pigs.isEmpty)
        #expect(scene.animator.behaviors.count == 1)
    }

    @Test("tilting turns 15° a press toward the arrow and never past it")
    func tiltSteps() {
        let g = GravityBehavior()
        g.tilt(toward: .right)
        #expect(abs(g.angle - (.pi / 2 - .pi / 12)) < 1e-12)
        for _ in 0..<20 { g.tilt(toward: .right) }
        #expect(abs(g.angle) < 1e-12)
        #expect(abs(g.magnitude - 1) < 1e-12)
        g.resetTilt()
        #expect(g.gravityDirection == Vector(dx: 0, dy: 1))
    }
}

@Suite("Explosion scene with a floor")
struct ExplosionFloorTests {
    @Test("with the floor on, pigs land, pile up without overlapping much, and the world comes to rest")
    func pileUp() {
        let scene = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: 4)
        scene.hasFloor = true
        scene.explode(at: Point(x: 320, y: 300), count: 30)
        var paused = false
        for _ in 0..<(60 * 12) {
            scene.animator.step(by: 1.0 / 60)
            if !scene.animator.isRunning { paused = true; break }
        }
        let floor = scene.animator.referenceBounds.maxY
        let landed = scene.pigs.filter { $0.center.y <= floor - Pig.side / 2 + 0.5 }
        #expect(!scene.pigs.isEmpty)
        #expect(landed.count == scene.pigs.count, "every remaining pig is on or above the floor")
        for (i, a) in scene.pigs.enumerated() {
            for b in scene.pigs[(i + 1)...] { #expect(a.center.distance(to: b.center) > Pig.side - 1) }
        }
        #expect(paused, "the pile came to rest and the animator paused")
    }

    @Test("the floor follows a resize and lifts with f")
    func toggles() {
        let app = PlaygroundApp(settings: Settings(), columns: 80, rows: 24, unicode: true)
        app.handle(.key(.character("f")))
        #expect(app.explosion!.hasFloor)
        #expect(
            app.explosion!.collision.boundary(withIdentifier: ExplosionScene.floorIdentifier)?.points.first?.y == 368.0)
        app.handle(.resize(columns: 100, rows: 30))
        #expect(
            app.explosion!.collision.boundary(withIdentifier: ExplosionScene.floorIdentifier)?.points.last
                == Point(x: 800, y: 29 * 16))
        #expect(app.statusText.contains("| floor |"))
        app.handle(.key(.character("f")))
        #expect(!app.explosion!.hasFloor && app.explosion!.collision.boundaryIdentifiers.isEmpty)
    }
}
