import Dynamics
import Foundation
import Playground

/// One timed run: per-step times, the correctness line, and extra timed phases.
struct BenchResult {
    var scene: String
    var n: Int
    var stepTimes: [Double]
    var check: BenchCheck
    /// Named phases timed per step (frame: step, raster, present), in seconds.
    var phases: [(name: String, times: [Double])] = []
    /// Extra figures for the text line (frame: bytes written).
    var notes: [String] = []
    /// Extra figures for the JSON object, by key (frame: bytes per frame).
    var figures: [(key: String, value: Double)] = []
    /// The animator's time by stage over the run (`--profile`).
    var profile: StageProfile?

    var steps: Int { stepTimes.count }
    var total: Double { stepTimes.reduce(0, +) }
    var lastHundredMean: Double { stepTimes.suffix(100).reduce(0, +) / Double(min(100, stepTimes.count)) }

    static func percentile(_ times: [Double], _ p: Double) -> Double {
        let sorted = times.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }

    var text: String {
        var line = String(
            format:
                "%-8@ n=%-6d steps=%-5d total %7.3f s  median %7.3f ms  p95 %7.3f ms  last-100 %7.3f ms  peak %6.1f MB",
            scene, n, steps, total, Self.percentile(stepTimes, 0.5) * 1000,
            Self.percentile(stepTimes, 0.95) * 1000, lastHundredMean * 1000, peakMB)
        for phase in phases {
            line += String(
                format: "\n           %-8@ median %7.3f ms  p95 %7.3f ms", phase.name,
                Self.percentile(phase.times, 0.5) * 1000, Self.percentile(phase.times, 0.95) * 1000)
        }
        for note in notes { line += "\n           \(note)" }
        if let profile { line += "\n           " + Self.stageLine(profile) }
        return line + "\n           correctness: \(check)"
    }

    var json: String {
        var fields = String(
            format:
                "\"scene\":\"%@\",\"n\":%d,\"steps\":%d,\"total_s\":%.6f,\"median_ms\":%.4f,\"p95_ms\":%.4f,\"last100_ms\":%.4f,\"peak_mb\":%.1f,\"escaped\":%d,\"nonfinite\":%d,\"max_speed\":%.1f",
            scene, n, steps, total, Self.percentile(stepTimes, 0.5) * 1000, Self.percentile(stepTimes, 0.95) * 1000,
            lastHundredMean * 1000, peakMB, check.escaped, check.nonFinite, check.maxSpeed)
        fields += shapeFields
        for phase in phases {
            fields += String(
                format: ",\"%@_median_ms\":%.4f,\"%@_p95_ms\":%.4f", phase.name,
                Self.percentile(phase.times, 0.5) * 1000,
                phase.name, Self.percentile(phase.times, 0.95) * 1000)
        }
        for figure in figures { fields += String(format: ",\"%@\":%.1f", figure.key, figure.value) }
        if let profile {
            for (name, ms) in Self.stageMilliseconds(profile) {
                fields += String(format: ",\"stage_%@_ms\":%.4f", name, ms)
            }
        }
        return "{" + fields + "}"
    }

    /// Each stage's mean milliseconds per step, `other` last, then the whole step's.
    static func stageMilliseconds(_ profile: StageProfile) -> [(String, Double)] {
        let perStep = 1000 / Double(max(1, profile.steps))
        return StageProfile.Stage.allCases.map { ($0.description, profile[$0] * perStep) }
            + [("other", profile.other * perStep), ("step", profile.total * perStep)]
    }

    /// `stages (ms/step): forces 0.010  integrate 0.020 …`, stages of no time left out.
    static func stageLine(_ profile: StageProfile) -> String {
        let shown = stageMilliseconds(profile).filter { $0.1 >= 0.0005 }
        return "stages (ms/step, mean): " + shown.map { String(format: "%@ %.3f", $0.0, $0.1) }.joined(separator: "  ")
    }

    /// The correctness fields that depend on the shapes: the discs' overlap, or whether the
    /// pyramids stand.
    private var shapeFields: String {
        guard let stance = check.stance else { return String(format: ",\"max_overlap\":%.3f", check.maxOverlap) }
        return String(
            format: ",\"stands\":%@,\"standing\":%d,\"pyramids\":%d,\"top_sideways_pt\":%.3f,\"top_sag_pt\":%.3f",
            stance.stands ? "true" : "false", stance.standing, stance.count, stance.sideways, stance.sag)
    }

    var peakMB: Double { PeakMemory.megabytes() }
}

/// The process's peak resident memory since the last `reset()`: Linux's VmHWM, which writing
/// 5 to /proc/self/clear_refs resets, so each run reports its own peak rather than the
/// largest run before it (freed heap is trimmed first). Where that is unavailable, getrusage's lifetime maximum.
enum PeakMemory {
    static func reset() {
        _ = trimHeap(0)  // hand freed heap back first, or the last run's memory counts again
        guard let file = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", file)
        fclose(file)
    }

    static func megabytes() -> Double {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        {
            return kilobytes / 1024
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// Which clock `seconds(_:)` reads: wall time (default) or this thread's CPU time, which a
/// busy shared machine disturbs much less (time spent waiting for a core is not counted).
nonisolated(unsafe) var timesThreadCPU = false
/// How many threads each scene's animator gives its contact solver (`--threads`).
nonisolated(unsafe) var solverThreads = 1
/// Whether each scene's animator profiles its stages (`--profile`).
nonisolated(unsafe) var profilesStages = false

/// A monotonic stopwatch in seconds.
func seconds(_ work: () -> Void) -> Double {
    guard timesThreadCPU else {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    var a = timespec(), b = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a)
    work()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b)
    return Double(b.tv_sec - a.tv_sec) + Double(b.tv_nsec - a.tv_nsec) / 1e9
}

/// glibc's malloc_trim, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func trimHeap(_ pad: Int) -> Int32
