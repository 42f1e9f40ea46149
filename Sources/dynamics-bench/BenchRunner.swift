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

    /// N boxes packed 2 pt apart, settling onto the floor.
    static func packed(count: Int, steps: Int) -> BenchResult {
        var scene = BenchScene.packed(count: count)
        return timed(&scene, name: "packed", count: count, steps: steps, check: BenchCheck.ofPacked)
    }

    private static func timed(
        _ scene: inout BenchScene, name: String, count: Int, steps: Int,
        check: (BenchScene, [Point]) -> BenchCheck = BenchCheck.of
    ) -> BenchResult {
        scene.animator.solverThreadCount = solverThreads
        scene.animator.profilesStages = profilesStages
        var times: [Double] = []
        times.reserveCapacity(steps)
        var previous: [Point] = []
        for s in 0..<steps {
            if s == steps - 1 { previous = scene.discs.map(\.center) }
            times.append(seconds { scene.step(s) })
        }
        var result = BenchResult(scene: name, n: count, stepTimes: times, check: check(scene, previous))
        result.notes.append(
            "state hash \(stateHash(scene.discs)) (the items' centres and turns at the end, bit for bit)")
        result.profile = profiled(scene.animator)
        return result
    }

    /// A pyramid scene run for `steps`, named after its layout: `pyramid` (one) or `pyramids`.
    static func pyramid(_ scene: PyramidScene, steps: Int) -> BenchResult {
        scene.animator.solverThreadCount = solverThreads
        scene.animator.profilesStages = profilesStages
        var times: [Double] = []
        times.reserveCapacity(steps)
        var previous: [Point] = []
        for s in 0..<steps {
            if s == steps - 1 { previous = scene.boxes.map(\.center) }
            times.append(seconds { scene.step() })
        }
        var result = BenchResult(
            scene: scene.tops.count == 1 ? "pyramid" : "pyramids", n: scene.boxes.count, stepTimes: times,
            check: BenchCheck.of(scene, previous: previous), figures: [("base", Double(scene.base))])
        result.notes.append(
            "state hash \(stateHash(scene.boxes)) (the boxes' centres and turns at the end, bit for bit)")
        result.profile = profiled(scene.animator)
        return result
    }

    /// The animator's stage profile, when the run was asked to profile (`--profile`).
    private static func profiled(_ animator: DynamicAnimator) -> StageProfile? {
        profilesStages ? animator.stageProfile : nil
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

    /// The playground's explosion scene kept at `count` pigs, on a 240×70 screen. Clicks of up
    /// to 500 pigs (one push each, shared gravity: the scene's own explosion) at points that
    /// walk over the upper two thirds of the screen, at most one click per frame, top the
    /// scene up to `count` before each frame: a user clicking as fast as pigs leave. The clicks
    /// are timed as `spawn`, outside the frame. `warmUp` frames (untimed) let the scene fill
    /// up and, with the floor, let the pile form. With `floor` the pigs collide with each other
    /// and the floor (the scene's `f`; pigs spill off its ends and are removed); without it
    /// they fly through each other, as in the seed. Each frame is step + raster (render the
    /// grid) + present (diff into an in-memory screen), timed apart; the bytes a terminal would
    /// receive are counted with `ANSIEncoder` (untimed) and compared with the least any
    /// encoding could send: the UTF-8 bytes of the changed cells' glyphs.
    static func frame(count: Int, steps: Int, floor: Bool, warmUp: Int = 120) -> BenchResult {
        var settings = Settings()
        settings.pigsPerClick = 500
        settings.hasFloor = floor
        let screen = MemoryScreen(columns: 240, rows: 70)
        let app = PlaygroundApp(settings: settings, columns: screen.columns, rows: screen.rows, unicode: true)
        let scene = app.explosion!
        scene.animator.solverThreadCount = solverThreads
        scene.maximumPigs = max(count, ExplosionScene.defaultMaximumPigs)
        var clicks = 0
        func topUp() {
            guard scene.pigs.count < count else { return }
            let n = min(500, count - scene.pigs.count)
            let column = 16 + (clicks * 37) % 208, row = 6 + (clicks * 13) % 40
            scene.explode(at: app.viewport.center(ofColumn: column, row: row), count: n)
            clicks += 1
        }
        for _ in 0..<warmUp {
            topUp()
            app.advance(by: 1.0 / 60)
        }
        var step: [Double] = [], raster: [Double] = [], present: [Double] = [], totals: [Double] = []
        var spawn: [Double] = [], bytes: [Double] = [], least: [Double] = [], changed: [Double] = [],
            runs: [Double] = []
        scene.animator.profilesStages = profilesStages
        var encoder = ANSIEncoder(columns: screen.columns, rows: screen.rows)
        var grid = app.render()
        screen.present(grid)
        _ = encoder.encode(grid)
        var alive = 0
        for _ in 0..<steps {
            spawn.append(seconds { topUp() })
            alive += scene.pigs.count
            let previous = grid
            let s = seconds { app.advance(by: 1.0 / 60) }
            let r = seconds { grid = app.render() }
            let p = seconds { screen.present(grid) }
            step.append(s); raster.append(r); present.append(p); totals.append(s + r + p)
            bytes.append(Double(encoder.encode(grid).count))
            let (cells, glyphBytes) = minimumBytes(from: previous, to: grid)
            changed.append(Double(cells)); least.append(Double(glyphBytes))
            runs.append(Double(GridDiff.runs(from: previous, to: grid).count))
        }
        var check = BenchCheck()
        check.nonFinite = scene.pigs.filter { !$0.center.isFinite }.count
        let median = { (x: [Double]) in BenchResult.percentile(x, 0.5) }
        var result = BenchResult(
            scene: floor ? "frame+floor" : "frame", n: count, stepTimes: totals, check: check,
            phases: [("step", step), ("raster", raster), ("present", present), ("spawn", spawn)],
            notes: [
                "bytes/frame: median \(Int(median(bytes))) (p95 \(Int(BenchResult.percentile(bytes, 0.95)))), "
                    + "least possible median \(Int(median(least))) (changed glyphs' UTF-8); "
                    + "cells changed/frame median \(Int(median(changed))) in \(Int(median(runs))) runs, written by present \(Int((Double(screen.totalCellsWritten) / Double(max(1, screen.presentCount))).rounded()))",
                "pigs alive per frame (mean) \(alive / max(1, steps)), clicks \(clicks), "
                    + "behaviors at the end \(scene.animator.behaviors.count)",
                "state hash \(stateHash(scene.pigs)) (the pigs' centres and turns at the end, bit for bit)",
            ],
            figures: [
                ("bytes_median", median(bytes)), ("bytes_p95", BenchResult.percentile(bytes, 0.95)),
                ("least_bytes_median", median(least)), ("changed_cells_median", median(changed)),
                ("runs_median", median(runs)),
            ])
        result.profile = profiled(scene.animator)
        return result
    }

    /// An FNV-1a hash of the items' centres and rotations (the frame's pigs, the pile's discs,
    /// the pyramids' boxes), bit for bit, in the scene's order: equal hashes mean, in practice,
    /// the same end state, so a change that should leave the engine's results alone can be
    /// checked on the scene.
    static func stateHash<Item: DynamicItem>(_ items: [Item]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for item in items {
            for value in [item.center.x, item.center.y, item.transform.a, item.transform.b] {
                hash = (hash ^ value.bitPattern) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    /// Cells that differ between two frames (a wide glyph counts once) and the UTF-8 bytes of
    /// their new glyphs: what any terminal encoding must send at the least.
    static func minimumBytes(from old: CellGrid, to new: CellGrid) -> (cells: Int, bytes: Int) {
        guard old.columns == new.columns, old.rows == new.rows else { return (new.cells.count, new.cells.count) }
        var cells = 0, bytes = 0
        for i in new.cells.indices where new.cells[i] != old.cells[i] {
            let cell = new.cells[i]
            // A new continuation comes with its (changed) wide glyph, to its left.
            if cell.isContinuation { continue }
            cells += 1
            bytes += cell.glyphUTF8Count
        }
        return (cells, bytes)
    }
}
