import ArgumentParser
import Dynamics
import Foundation
import Playground

/// `dynamics-bench`: times the engine on the shared scenes and prints figures.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics-bench",
        abstract: "Time the Dynamics engine on the shared benchmark scenes.",
        discussion: "Build in release mode (make bench) for meaningful figures."
    )

    @Option(help: "Scene to run: falling.")
    var scene = "falling"

    @Option(help: "Item counts, comma-separated.")
    var n = "1000,5000,20000"

    @Option(help: "Steps of 1/60 s to time.")
    var steps = 600

    @Flag(help: "One JSON object per run instead of a table.")
    var json = false

    func validate() throws {
        guard scene == "falling" else { throw ValidationError("unknown --scene '\(scene)'; known: falling") }
        guard steps >= 1 && steps <= 1_000_000 else { throw ValidationError("--steps must be 1-1000000, got \(steps)") }
        guard counts() != nil else { throw ValidationError("--n must be comma-separated counts in 1-1000000, got '\(n)'") }
    }

    func counts() -> [Int]? {
        let parts = n.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 1_000_000 }) else { return nil }
        return parts.map { $0! }
    }

    func run() throws {
        if !json { print("scene      n   steps  total s  median ms  p95 ms  steps/s  peak MB  escaped nonfinite") }
        for count in counts() ?? [] {
            let result = BenchRun.falling(count: count, steps: steps)
            print(json ? result.json : result.row)
        }
    }
}

/// One timed run and its correctness figures.
struct BenchRun {
    var scene: String
    var n: Int
    var steps: Int
    var stepTimes: [Double]
    var escaped: Int
    var nonFinite: Int

    var total: Double { stepTimes.reduce(0, +) }
    func percentile(_ p: Double) -> Double {
        let sorted = stepTimes.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }
    var stepsPerSecond: Double { Double(steps) / total }
    var peakMB: Double { Double(Self.peakResidentKB()) / 1024 }

    var row: String {
        String(format: "%-8@ %6d %6d %8.3f %9.3f %7.3f %8.0f %8.1f %7d %9d", scene, n, steps, total,
               percentile(0.5) * 1000, percentile(0.95) * 1000, stepsPerSecond, peakMB, escaped, nonFinite)
    }

    var json: String {
        String(format: "{\"scene\":\"%@\",\"n\":%d,\"steps\":%d,\"total_s\":%.6f,\"median_ms\":%.4f,\"p95_ms\":%.4f,\"steps_per_s\":%.1f,\"peak_mb\":%.1f,\"escaped\":%d,\"nonfinite\":%d}",
               scene, n, steps, total, percentile(0.5) * 1000, percentile(0.95) * 1000, stepsPerSecond, peakMB, escaped, nonFinite)
    }

    /// Pigs falling under gravity, no collisions: forces and integration only.
    static func falling(count: Int, steps: Int) -> BenchRun {
        let (animator, pigs) = SceneCatalog.fallingPigs(count: count, seconds: Double(steps) / 60)
        var times: [Double] = []
        times.reserveCapacity(steps)
        for _ in 0..<steps {
            let start = DispatchTime.now().uptimeNanoseconds
            animator.step(by: 1.0 / 60)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let bounds = animator.referenceBounds
        let escaped = pigs.filter { !bounds.contains($0.center) }.count
        let nonFinite = pigs.filter { !$0.center.isFinite }.count
        return BenchRun(scene: "falling", n: count, steps: steps, stepTimes: times, escaped: escaped, nonFinite: nonFinite)
    }

    /// Peak resident set size of this process, in KiB.
    static func peakResidentKB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
