import ArgumentParser
import Dynamics
import Foundation
import Playground

/// `dynamics-bench`: times the engine on the shared benchmark scenes and prints figures.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics-bench",
        abstract: "Time the Dynamics engine on the shared benchmark scenes (BENCH.md).",
        discussion: """
            Scenes: pile (discs dropped on a grid into a box), rain (20 discs a step fall in), \
            falling (pigs under gravity, no collisions), frame (the playground's explosion scene \
            kept at N pigs, 10 000 unless --n says otherwise, on a 240x70 screen, with the floor off \
            and on: step, raster and present timed apart per frame, and the bytes a terminal would \
            receive), pyramid (Box2D's large_pyramid: one pyramid of 100 pt boxes, base 100 unless \
            --n gives the base, 500 steps) and pyramids (Box2D's many_pyramids: 20 x 20 pyramids, \
            base 10 unless --n gives it, 200 steps), packed (N boxes of 20 pt packed 2 pt apart \
            settling onto a floor, 1000 and 5000 unless --n says otherwise, 120 steps); fidelity \
            prints the solver's behaviour table (stacks, a pyramid, an elastic head-on hit, an \
            undamped spring, a snap under gravity) beside the physics answers, untimed. Build in \
            release mode (make bench).
            """
    )

    @Option(help: "Scenes to run, comma-separated: pile, rain, falling, frame, pyramid, pyramids, packed, fidelity.")
    var scene = "pile,rain,frame"

    @Option(
        help: """
            Item counts, comma-separated (frame uses its own default of 10000 unless given); for \
            pyramid and pyramids, the base of each pyramid in boxes (default 100 and 10).
            """)
    var n: String?

    @Option(
        help: """
            Steps of 1/60 s to time (default 600 for pile, falling and frame; 500 for pyramid, 200 \
            for pyramids, 120 for packed; rain always runs N/20 + 300).
            """)
    var steps: Int?

    @Option(help: "Sideways jitter of the pile grid, in points (0 = the exact grid).")
    var jitter = 0.0

    @Option(help: "Frame scene: the floor off (the seed's scene), on (pigs collide and pile up), or both as off,on.")
    var floor = "off,on"

    @Flag(help: "Time with the thread's CPU clock instead of the wall clock (steadier on a busy machine).")
    var cpuTime = false

    @Option(
        help: """
            Threads sharing the contact solver (1-64, default 1); the results are the same for \
            every count. With more than one, time with the wall clock (not --cpu-time).
            """)
    var threads = 1

    @Flag(help: "One JSON object per run instead of a table.")
    var json = false

    @Flag(
        help: """
            Also print where each scene's step time went, stage by stage (ms per step, mean): the \
            animator's stage profile (forces, integrate, broadPhase, narrowPhase, prepare, warmStart, \
            recollide, solve, refresh, relax, finish, writeBack, other).
            """)
    var profile = false

    static let scenes = ["pile", "rain", "falling", "frame", "pyramid", "pyramids", "packed", "fidelity"]

    func validate() throws {
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be 1-64, got \(threads)") }
        if threads > 1 && cpuTime {
            throw ValidationError("--cpu-time times one thread: with --threads above 1 use the wall clock")
        }
        for s in sceneList() where !Self.scenes.contains(s) {
            throw ValidationError("unknown scene '\(s)'; known: \(Self.scenes.joined(separator: ", "))")
        }
        if let steps, !(1...1_000_000).contains(steps) {
            throw ValidationError("--steps must be 1-1000000, got \(steps)")
        }
        guard jitter.isFinite, jitter >= 0, jitter <= 1000 else { throw ValidationError("--jitter must be 0-1000 pt") }
        for f in floor.split(separator: ",") where !["on", "off"].contains(f.trimmingCharacters(in: .whitespaces)) {
            throw ValidationError("--floor takes on, off or both comma-separated, got '\(floor)'")
        }
        if n != nil, counts(default: []) == nil {
            throw ValidationError("--n must be comma-separated counts in 1-1000000, got '\(n!)'")
        }
        for (name, largest) in [("pyramid", 1_000), ("pyramids", 100)] where sceneList().contains(name) {
            if let big = counts(default: [])?.first(where: { $0 > largest }) {
                throw ValidationError("--n is the pyramid base for \(name): 1-\(largest) boxes, got \(big)")
            }
        }
    }

    func floorList() -> [Bool] {
        floor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) == "on" }
    }

    func sceneList() -> [String] { scene.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }

    func counts(default fallback: [Int]) -> [Int]? {
        guard let n else { return fallback }
        let parts = n.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 1_000_000 }) else { return nil }
        return parts.map { $0! }
    }

    func run() throws {
        timesThreadCPU = cpuTime
        solverThreads = threads
        profilesStages = profile
        for name in sceneList() {
            if name == "fidelity" {
                print(Fidelity.report())
                continue
            }
            for count in counts(default: Self.defaultCounts(name)) ?? [] {
                PeakMemory.reset()
                switch name {
                case "frame":
                    for on in floorList() {
                        PeakMemory.reset()
                        emit(BenchRunner.frame(count: count, steps: steps ?? 600, floor: on))
                    }
                case "pile": emit(BenchRunner.pile(count: count, steps: steps ?? 600, jitter: jitter))
                case "rain": emit(BenchRunner.rain(count: count))
                case "falling": emit(BenchRunner.falling(count: count, steps: steps ?? 600))
                case "packed": emit(BenchRunner.packed(count: count, steps: steps ?? BenchScene.packedSteps))
                case "pyramid":
                    emit(
                        BenchRunner.pyramid(
                            PyramidScene.pyramid(base: count), steps: steps ?? PyramidScene.pyramidSteps))
                default:
                    emit(
                        BenchRunner.pyramid(
                            PyramidScene.pyramids(base: count), steps: steps ?? PyramidScene.pyramidsSteps))
                }
            }
        }
    }

    /// The sizes a scene runs at when `--n` is not given: item counts, or pyramid bases.
    static func defaultCounts(_ scene: String) -> [Int] {
        switch scene {
        case "frame": [10_000]
        case "pyramid": [100]
        case "pyramids": [10]
        case "packed": [1_000, 5_000]
        default: [1_000, 5_000, 20_000]
        }
    }

    private func emit(_ result: BenchResult) {
        print(json ? result.json : result.text)
    }
}
