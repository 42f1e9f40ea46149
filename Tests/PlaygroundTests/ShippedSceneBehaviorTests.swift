import Dynamics
import Testing

@testable import Playground

/// Each shipped scene does what its summary promises, on the solver as it is.
@Suite("Scene files: the shipped scenes show what they are for")
struct ShippedSceneBehaviorTests {
    /// The shipped scene `name` playing in an 80×24 app, and its items by id.
    static func open(_ name: String) throws -> (PlaygroundApp, [String: BasicItem]) {
        var settings = Settings()
        settings.sceneDocument = try SceneFileLoader.load(name) { _ in .missing }
        let app = PlaygroundApp(settings: settings, columns: 80, rows: 24, unicode: true)
        let sandbox = try #require(app.scene as? SandboxScene)
        let ids = sandbox.play.document.items.map(\.id)
        return (app, Dictionary(uniqueKeysWithValues: zip(ids, sandbox.play.bodies)))
    }

    static func frames(_ app: PlaygroundApp, _ count: Int, each: () -> Void = {}) {
        for _ in 0..<count {
            app.advance(by: PlaygroundApp.stepDuration)
            each()
        }
    }

    @Test("cradle: the first ball strikes, stops, and the last swings out at its speed")
    func cradle() throws {
        let (app, items) = try Self.open("cradle")
        let first = try #require(items["ball1"]), last = try #require(items["ball5"])
        let velocity = { (item: BasicItem) in app.scene.animator.velocity(of: item) ?? .zero }
        var strike = 0.0, frames = 0
        while last.center.x < 385 && frames < 120 {
            strike = max(strike, velocity(first).dx)
            Self.frames(app, 1)
            frames += 1
        }
        #expect(strike > 300, "the first ball arrives at \(strike) pt/s")
        #expect(velocity(last).length >= 0.9 * strike, "the last ball leaves at \(velocity(last))")
        for id in ["ball1", "ball2", "ball3", "ball4"] {
            #expect(velocity(items[id]!).length <= 0.05 * strike, "\(id) is left moving at \(velocity(items[id]!))")
        }
    }

    @Test("pyramid: left alone it stands 10 s; a click's pigs knock blocks off it")
    func pyramid() throws {
        let (app, items) = try Self.open("pyramid")
        let blocks = items.filter { $0.key.hasPrefix("block") }.map(\.value)
        let start = blocks.map(\.center)
        Self.frames(app, 600)
        let drift = zip(blocks, start).map { $0.center.distance(to: $1) }.max() ?? 0
        #expect(blocks.count == 15 && drift < 2, "the pyramid settles by \(drift) pt")
        app.perform(.explode(column: 31, row: 16))
        Self.frames(app, 180)
        let moved = zip(blocks, start).filter { $0.center.distance(to: $1) > 20 }.count
        #expect(moved >= 3, "\(moved) blocks knocked off")
    }

    @Test("dominoes: the ball sets off the chain and the last domino falls")
    func dominoes() throws {
        let (app, items) = try Self.open("dominoes")
        let last = try #require(items["domino10"])
        Self.frames(app, 360)
        #expect(
            abs(last.transform.rotationAngle) > .pi / 4, "the last domino leans \(last.transform.rotationAngle) rad")
    }

    @Test("catapult: the weight drops and the pig flies higher than it started")
    func catapult() throws {
        let (app, items) = try Self.open("catapult")
        let pig = try #require(items["pig"])
        let startY = pig.center.y
        var highest = startY
        Self.frames(app, 120) { highest = min(highest, pig.center.y) }
        #expect(startY - highest > 150, "the pig rises \(startY - highest) pt")
    }
}
