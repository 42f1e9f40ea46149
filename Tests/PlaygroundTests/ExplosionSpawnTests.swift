import Dynamics
import Testing

@testable import Playground

@Suite("Explosion spawn")
struct ExplosionSpawnTests {
    @Test("without the floor a click's pigs all start on the click, as in the seed")
    func seedSpawn() {
        let scene = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: 1)
        scene.explode(at: Point(x: 320, y: 200), count: 12)
        #expect(scene.pigs.allSatisfy { $0.center == Point(x: 320, y: 200) })
    }

    @Test("with the floor a click's pigs start on a small disc around it, never inside each other")
    func spreadOut() {
        let scene = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 4000, height: 4000), seed: 1)
        scene.hasFloor = true
        let click = Point(x: 2000, y: 2000)
        scene.explode(at: click, count: 500)
        let centers = scene.pigs.map(\.center)
        for (i, a) in centers.enumerated() {
            #expect(a.distance(to: click) < 260)
            for b in centers[(i + 1)...] { #expect(a.distance(to: b) >= Pig.side) }
        }
        let few = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: 1)
        few.hasFloor = true
        few.explode(at: Point(x: 320, y: 200), count: 12)
        #expect(few.pigs.allSatisfy { $0.center.distance(to: Point(x: 320, y: 200)) < 45 })
    }

    @Test("pigs of a click next to an edge start inside the bounds, so none is dropped at once")
    func clampedToBounds() {
        let scene = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: 2)
        scene.hasFloor = true
        scene.explode(at: Point(x: 2, y: 366), count: 40)
        let room = scene.animator.referenceBounds
        #expect(
            scene.pigs.allSatisfy {
                room.contains($0.frame.origin) && $0.frame.maxX <= room.maxX && $0.frame.maxY <= room.maxY
            })
        scene.animator.step(by: 1.0 / 60)
        #expect(scene.pigs.count == 40)
    }

    @Test("pigs join the collision while the floor is on, and leave it with the scene")
    func collisionMembership() {
        let scene = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: 3)
        scene.explode(at: Point(x: 320, y: 100), count: 5)
        #expect(scene.collision.items.isEmpty, "without the floor the collision is not in use")
        scene.hasFloor = true
        #expect(scene.collision.items.count == 5)
        scene.explode(at: Point(x: 200, y: 100), count: 3)
        #expect(scene.collision.items.count == 8)
        scene.hasFloor = false
        scene.clear()
        #expect(scene.collision.items.isEmpty && scene.gravity.items.isEmpty && scene.pigMaterial.items.isEmpty)
        #expect(scene.animator.behaviors.count == 1)
    }

    @Test("a burst past the cap recycles the oldest pigs with their pushes")
    func recycling() {
        let scene = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: 4)
        scene.maximumPigs = 10
        scene.explode(at: Point(x: 320, y: 100), count: 8)
        let first = scene.pigs
        scene.explode(at: Point(x: 200, y: 100), count: 5)
        #expect(scene.pigs.count == 10)
        #expect(scene.pigs.prefix(5).map(ObjectIdentifier.init) == first.suffix(5).map(ObjectIdentifier.init))
        #expect(first.prefix(3).allSatisfy { $0.push == nil })
        #expect(scene.gravity.items.count == 10 && scene.animator.behaviors.count == 11)
    }

    @Test("pigs past a side edge are dropped with their pushes; the rest keep their order")
    func escapees() {
        let scene = ExplosionScene(bounds: Rect(x: 0, y: 0, width: 640, height: 368), seed: 5)
        scene.explode(at: Point(x: 320, y: 100), count: 8)
        let before = scene.pigs
        for i in [1, 2, 6] { before[i].center = Point(x: 2000, y: 100) }
        scene.removeEscapedPigs()
        #expect(scene.pigs.map(ObjectIdentifier.init) == [0, 3, 4, 5, 7].map { ObjectIdentifier(before[$0]) })
        #expect([1, 2, 6].allSatisfy { before[$0].push == nil })
        #expect(scene.gravity.items.count == 5 && scene.animator.behaviors.count == 6)
    }
}
