import Dynamics
import Testing

@testable import Playground

/// A world the size of an 80 × 24 terminal at the default cell size.
let world80x24 = Rect(x: 0, y: 0, width: 640, height: 368)

/// Steps an animator `seconds` at 60 frames a second, calling `each` after every frame.
func run(_ animator: DynamicAnimator, seconds: Double, each: () -> Void = {}) {
    for _ in 0..<Int(seconds * 60) {
        animator.step(by: 1.0 / 60)
        each()
    }
}

@Suite("Scene catalog")
struct SceneCatalogTests {
    @Test("every named scene builds in the given bounds; an unknown name gives nil")
    func names() {
        #expect(SceneCatalog.names == ["explosion", "fields", "tour", "proxy", "stacks", "sandbox"])
        for name in SceneCatalog.names {
            let scene = SceneCatalog.scene(named: name, bounds: world80x24)
            #expect(scene?.name == name)
            #expect(scene?.animator.referenceBounds == world80x24)
            #expect(scene?.animator.behaviors.count == 1, "one top-level behavior: the scene's world")
            #expect(SceneCatalog.kind(named: name)?.sliderList == scene?.sliders)
        }
        #expect(SceneCatalog.scene(named: "nope", bounds: world80x24) == nil)
    }
}

@Suite("Fields scene")
struct FieldsSceneTests {
    /// How far the square and the ellipse travel between 1 s and 4 s at a noise strength.
    func travel(strength: Double) -> Double {
        let scene = FieldsScene(bounds: world80x24)
        var tuning = Tuning()
        tuning.strength = strength
        scene.apply(tuning)
        run(scene.animator, seconds: 1)
        var last = [scene.square.center, scene.ellipse.center], distance = 0.0
        run(scene.animator, seconds: 3) {
            let now = [scene.square.center, scene.ellipse.center]
            distance += zip(last, now).map { $0.distance(to: $1) }.reduce(0, +)
            last = now
        }
        return distance
    }

    @Test("with noise strength 25 the shapes travel far more than with 0")
    func strengthMatters() {
        let calm = travel(strength: 0), stormy = travel(strength: 25)
        #expect(calm < 5, "at strength 0 the shapes come to rest: \(calm) pt")
        #expect(stormy > 500, "at strength 25 the noise throws them about: \(stormy) pt")
    }

    @Test("the sliders set the noise field; unchanged values leave a resting animator asleep")
    func applyNoise() {
        let scene = FieldsScene(bounds: world80x24)
        var tuning = Tuning()
        tuning.strength = 0
        tuning.smoothness = 0.3
        tuning.speed = 0.8
        scene.apply(tuning)
        #expect(scene.noise.strength == 0 && scene.noise.smoothness == 0.3 && scene.noise.animationSpeed == 0.8)
        run(scene.animator, seconds: 4)
        #expect(!scene.animator.isRunning, "with no noise the shapes rest and the animator pauses")
        scene.apply(tuning)
        #expect(!scene.animator.isRunning)
        tuning.strength = 1
        scene.apply(tuning)
        #expect(scene.animator.isRunning, "a real change wakes it")
    }

    @Test("the box is the reference bounds inset; nothing leaves it however hard the noise blows")
    func staysInBox() {
        let scene = FieldsScene(bounds: world80x24)
        var tuning = Tuning()
        tuning.strength = 25
        tuning.smoothness = 0
        tuning.speed = 1
        scene.apply(tuning)
        let box = world80x24.inset(by: FieldsScene.insets).insetBy(dx: -2, dy: -2)
        run(scene.animator, seconds: 5) {
            for item in scene.movableItems { #expect(box.contains(item.center)) }
        }
    }

    @Test("clicks drop a rectangle, an ellipse, a triangle and a pentagon; c removes them")
    func dropping() {
        let scene = FieldsScene(bounds: world80x24)
        for k in 0..<14 { scene.click(at: Point(x: 100 + Double(k) * 30, y: 100), tuning: Tuning()) }
        #expect(scene.dropped.count == FieldsScene.maximumDropped)
        #expect(Set(scene.dropped.map { "\($0.collisionBoundsType)" }) == ["rectangle", "ellipse", "path"])
        scene.click(at: Point(x: 2, y: 2), tuning: Tuning())
        #expect(scene.dropped.count == FieldsScene.maximumDropped, "outside the box nothing drops")
        scene.clear()
        #expect(scene.movableItems.count == 2)
    }
}

@Suite("Tour scene")
struct TourSceneTests {
    let scene = TourScene(bounds: world80x24)

    /// The tour's pieces in one lane (by their starting x, left to right).
    func lane(_ index: Int) -> [BasicItem] {
        let width = world80x24.width / 4
        return scene.pieces.map(\.item)
            .filter { $0.center.y > world80x24.height * 0.45 && Int($0.center.x / width) == index }
            .sorted { $0.center.x < $1.center.x }
    }

    @Test("item properties side by side: bounce, grip, lift and drag each differ as they should")
    func lanes() {
        let elastic = lane(0), friction = lane(1), density = lane(2), resistance = lane(3)
        #expect(elastic.count == 3 && friction.count == 2 && density.count == 2 && resistance.count == 2)
        let frictionStart = friction.map(\.center)
        var bounce = [Double](repeating: .infinity, count: 3), lift = [Double](repeating: .infinity, count: 2)
        var halfway: [Double] = []
        run(scene.animator, seconds: 2.5) {
            let t = scene.animator.elapsedTime
            if t > 0.5 { for (k, ball) in elastic.enumerated() { bounce[k] = min(bounce[k], ball.center.y) } }
            for (k, box) in density.enumerated() { lift[k] = min(lift[k], box.center.y) }
            if halfway.isEmpty && t >= 0.4 { halfway = resistance.map(\.center.y) }
        }
        #expect(bounce[2] < bounce[1] && bounce[1] < bounce[0], "elasticity .9 bounces highest, 0 least: \(bounce)")
        #expect(friction[0].center.distance(to: frictionStart[0]) < 4, "friction 0.8 holds on the ramp")
        #expect(friction[1].center.distance(to: frictionStart[1]) > 40, "friction 0 slides down")
        let floor = world80x24.maxY - 12
        #expect(floor - lift[0] > 3 * (floor - lift[1]), "the same push lifts density 1 far more than 2: \(lift)")
        #expect(halfway[1] < halfway[0] - 20, "resistance .999 falls like a feather: \(halfway)")
    }

    @Test("a click re-targets the diamond's snap; the pendulums hang from their anchors")
    func snapAndPendulums() {
        scene.click(at: Point(x: 500, y: 120), tuning: Tuning())
        run(scene.animator, seconds: 3)
        #expect(scene.snap.snappedItem.center.distance(to: Point(x: 500, y: 120)) < 2)
        let pendulums = scene.world.childBehaviors.compactMap { $0 as? PendulumBehavior }
        #expect(pendulums.count == 2)
        for p in pendulums {
            #expect(p.bob.center.distance(to: p.anchor) < 100, "the bob stays on its spring or rope")
            #expect(p.childBehaviors.count >= 2, "a composite: attachment and item properties")
        }
    }
}

@Suite("Proxy scene")
struct ProxySceneTests {
    @Test("a flick moves and turns only the proxy's transform, which springs back to the layout")
    func flick() {
        let scene = ProxyScene(bounds: world80x24)
        let home = scene.proxy.originalCenter
        #expect(scene.proxy.absoluteTransform == .identity)
        scene.click(at: home + Vector(dx: 50, dy: -20), tuning: Tuning())
        var moved = 0.0, turned = 0.0
        run(scene.animator, seconds: 1) {
            let t = scene.proxy.absoluteTransform
            moved = max(moved, Vector(dx: t.tx, dy: t.ty).length)
            turned = max(turned, abs(t.rotationAngle))
        }
        #expect(moved > 20 && turned > 0.05, "flicked off-centre: moves \(moved) pt, turns \(turned) rad")
        run(scene.animator, seconds: 12)
        let t = scene.proxy.absoluteTransform
        #expect(Vector(dx: t.tx, dy: t.ty).length < 1 && abs(t.rotationAngle) < 0.01, "home again")
        #expect(scene.proxy.originalCenter == home, "the layout never moved")
        #expect(!scene.animator.isRunning, "and at rest the animator pauses")
    }

    @Test("a new layout (resize) moves the label's place; the proxy keeps its offset from it")
    func relayout() {
        let scene = ProxyScene(bounds: world80x24)
        scene.resize(to: Rect(x: 0, y: 0, width: 800, height: 464))
        #expect(scene.proxy.originalCenter == Point(x: 400, y: 464 * 0.4))
        #expect(scene.proxy.absoluteTransform == .identity)
    }
}

@Suite("Scenes under any size")
struct SceneSizeTests {
    @Test("every scene survives tiny and huge terminals, clicks and drags included", arguments: SceneCatalog.names)
    func anySize(name: String) {
        let app = makeApp(name)
        var seed: UInt64 = 7
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(max(1, n)))
        }
        for (columns, rows) in [(1, 1), (2, 7), (24, 6), (9, 3), (300, 100), (30, 8), (80, 24)] {
            app.handle(.resize(columns: columns, rows: rows))
            for _ in 0..<5 {
                let c = next(columns), r = next(rows)
                app.handle(mouse(.press(.left), c, r))
                app.handle(mouse(.drag(.left), next(columns), next(rows)))
                app.handle(mouse(.release(.left), next(columns), next(rows)))
                app.handle(mouse(.press(.right), c, r))
                press(app, "d")
                for _ in 0..<3 { app.advance(by: 1.0 / 60) }
                let grid = app.render()
                #expect(grid.columns == columns && grid.rows == rows)
            }
        }
        for item in app.scene.movableItems { #expect(item.center.isFinite) }
    }
}
