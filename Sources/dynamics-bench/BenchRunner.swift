import Dynamics
import Playground
import Raster
import Terminal

/// Runs each benchmark scene and collects its figures.
enum BenchRunner {
    static func pile(count: Int, steps: Int, jitter: Double) -> BenchResult {
        var scene = BenchScene.pile(count: count, jitter: jitter)
        return timed(&scene, name: jitter > 0 ? "pile~" : "pile", count: count, steps: steps)
    }

    static func rain(count: Int) -> BenchResult {
        var scene = BenchScene.rain(count: count)
        return timed(&scene, name: "rain", count: count, steps: BenchScene.rainSteps(count))
    }

    private static func timed(_ scene: inout BenchScene, name: String, count: Int, steps: Int) -> BenchResult {
        var times: [Double] = []
        times.reserveCapacity(steps)
        var previous: [Point] = []
        for s in 0..<steps {
            if s == steps - 1 { previous = scene.discs.map(\.center) }
            times.append(seconds { scene.step(s) })
        }
        return BenchResult(scene: name, n: count, stepTimes: times, check: BenchCheck.of(scene, previous: previous))
    }

    /// Pigs under gravity only: the cost of forces and integration.
    static func falling(count: Int, steps: Int) -> BenchResult {
        let (animator, pigs) = SceneCatalog.fallingPigs(count: count, seconds: Double(steps) / 60)
        var times: [Double] = []
        for _ in 0..<steps { times.append(seconds { animator.step(by: 1.0 / 60) }) }
        var check = BenchCheck()
        check.escaped = pigs.filter { !animator.referenceBounds.contains($0.center) }.count
        check.nonFinite = pigs.filter { !$0.center.isFinite }.count
        return BenchResult(scene: "falling", n: count, stepTimes: times, check: check)
    }

    /// The playground's explosion scene with `count` pigs on a 240×70 screen (floor on, so
    /// they stay): each frame is step + raster (render the grid) + present (diff into an
    /// in-memory screen), timed apart.
    static func frame(count: Int, steps: Int) -> BenchResult {
        var settings = Settings()
        settings.pigsPerClick = min(500, count)
        settings.hasFloor = true
        let screen = MemoryScreen(columns: 240, rows: 70)
        let app = PlaygroundApp(settings: settings, columns: screen.columns, rows: screen.rows, unicode: true)
        var spawned = 0, k = 0
        while spawned < count {
            let n = min(500, count - spawned)
            app.scene.explode(at: app.viewport.center(ofColumn: 10 + (k * 37) % 220, row: 20 + (k * 13) % 40), count: n)
            spawned += n
            k += 1
        }
        var step: [Double] = [], raster: [Double] = [], present: [Double] = [], totals: [Double] = []
        var grid = app.render()
        for _ in 0..<steps {
            let s = seconds { app.advance(by: 1.0 / 60) }
            let r = seconds { grid = app.render() }
            let p = seconds { screen.present(grid) }
            step.append(s); raster.append(r); present.append(p); totals.append(s + r + p)
        }
        var check = BenchCheck()
        check.nonFinite = app.scene.pigs.filter { !$0.center.isFinite }.count
        let cells = Double(screen.totalCellsWritten) / Double(max(1, screen.presentCount))
        return BenchResult(scene: "frame", n: count, stepTimes: totals, check: check,
                           phases: [("step", step), ("raster", raster), ("present", present)],
                           notes: ["cells written per frame (mean): \(Int(cells.rounded())); pigs alive at the end: \(app.scene.pigs.count)"])
    }
}
