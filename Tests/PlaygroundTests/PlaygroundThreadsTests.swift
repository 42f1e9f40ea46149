import Raster
import Testing

@testable import Dynamics
@testable import Playground

/// `--threads` / `threads =`: every scene's animator shares its contact solver between that
/// many threads, and the playground shows the same frames as on one.
@Suite("Playground: solver threads")
struct PlaygroundThreadsTests {
    @Test("the scenes' animators get the thread count, also after a scene switch")
    func everyScene() {
        let app = makeApp(configure: { $0.solverThreads = 3 })
        #expect(app.scene.animator.solverThreadCount == 3)
        for name in ["stacks", "fields", "explosion"] {
            app.load(sceneNamed: name)
            #expect(app.scene.name == name)
            #expect(app.scene.animator.solverThreadCount == 3, "\(name)")
        }
        #expect(makeApp().scene.animator.solverThreadCount == 1)
    }

    @Test("a pile of 1 500 exploded pigs on the floor draws the same frames on 1 and 2 threads")
    func sameFrames() {
        func frames(threads: Int) -> [CellGrid] {
            let app = makeApp(columns: 120, rows: 40) {
                $0.solverThreads = threads
                $0.hasFloor = true
                $0.pigsPerClick = 500
            }
            // Passes (and narrow phases) this small would stay on one thread: put them on the
            // team too.
            app.scene.animator.contacts.teamMinimumGroups = 16
            app.scene.animator.contacts.teamMinimumPairs = 64
            var grids: [CellGrid] = []
            for frame in 0..<90 {
                if frame % 10 == 0 && frame < 30 {
                    app.explosion!.explode(at: app.viewport.center(ofColumn: 30 + frame, row: 10), count: 500)
                }
                app.advance(by: 1.0 / 60)
                if frame % 15 == 14 { grids.append(app.render()) }
            }
            return grids
        }
        let one = frames(threads: 1), two = frames(threads: 2)
        #expect(one.count == 6)
        #expect(one == two)
    }
}
