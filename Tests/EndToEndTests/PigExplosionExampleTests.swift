import Foundation
import Testing

/// The `pig-explosion-example` executable (the seed tutorial ported to `Dynamics`, run
/// headless): its log must show the explosion the tutorial describes.
@Suite("pig-explosion example")
struct PigExplosionExampleTests {
    /// One `t=… pigs=… behaviors=… minY=… maxY=… meanVy=…` line of the log.
    struct Sample {
        var time: Double
        var pigs: Int
        var behaviors: Int
        var minY: Double?
        var maxY: Double?
        var meanVy: Double?
    }

    /// The example's binary: built next to the test bundle, like `pigsplode` (`Binary.swift`).
    static func binaryPath() throws -> String {
        let name = "pig-explosion-example"
        var candidates: [String] = []
        if let argv0 = CommandLine.arguments.first, let slash = argv0.lastIndex(of: "/") {
            var dir = String(argv0[..<slash])
            if let bundle = dir.range(of: ".xctest") {  // a bundle directory: climb out of it
                dir = String(dir[..<bundle.lowerBound])
                dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.endIndex)])
            }
            candidates.append(dir + "/" + name)
        }
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        candidates.append("/" + root + "/.build/debug/" + name)
        for path in candidates where access(path, X_OK) == 0 { return path }
        throw E2EError("\(name) is not built (looked in \(candidates)); run `swift build --build-tests`")
    }

    /// The `key=value` fields of a log line.
    static func fields(_ line: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for word in line.split(separator: " ") {
            guard let eq = word.firstIndex(of: "=") else { continue }
            result[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        return result
    }

    static func samples(_ output: String) -> [Sample] {
        output.split(separator: "\n").filter { $0.hasPrefix("t=") && $0.contains(" pigs=") }.compactMap { line in
            let f = fields(line)
            guard let t = f["t"].flatMap({ Double($0.dropLast()) }),  // "0.250s"
                let pigs = f["pigs"].flatMap(Int.init),
                let behaviors = f["behaviors"].flatMap(Int.init)
            else { return nil }
            return Sample(
                time: t, pigs: pigs, behaviors: behaviors, minY: f["minY"].flatMap(Double.init),
                maxY: f["maxY"].flatMap(Double.init), meanVy: f["meanVy"].flatMap(Double.init))
        }
    }

    @Test("one tap: the pigs rise, fall under 1000 pt/s², leave through the bottom and only gravity is left")
    func explosionLog() throws {
        let pigCount = 12, tapY = 333.5, bottom = 667.0
        let run = spawn([
            try Self.binaryPath(), "--seed", "7", "--pigs", "\(pigCount)", "--seconds", "3", "--every", "6",
        ])
        #expect(run.status == 0, "exit status \(run.status): \(run.output)")
        #expect(run.output.contains("tap at (187.5, 333.5)"), "\(run.output)")
        let samples = Self.samples(run.output)
        #expect(samples.count == 31, "a line at t = 0 and every 6 frames for 3 s: \(run.output)")
        guard samples.count >= 10 else { return }

        // At the tap: every pig is in the view, each with its push, plus the shared gravity.
        #expect(samples[0].time == 0 && samples[0].pigs == pigCount && samples[0].behaviors == pigCount + 1)
        #expect(samples[0].minY == tapY && samples[0].maxY == tapY)

        // Right after: the instantaneous pushes have thrown them upwards (y decreases).
        let first = samples[1]
        #expect((first.meanVy ?? 0) < -100, "upward mean velocity after the pushes: \(first)")
        #expect((first.minY ?? tapY) < tapY - 10, "the highest pig rose: \(first)")

        // While no pig has left, the mean vertical velocity grows by gravity's 1000 pt/s².
        for (a, b) in zip(samples, samples.dropFirst()) where a.time > 0 && a.pigs == pigCount && b.pigs == pigCount {
            guard let va = a.meanVy, let vb = b.meanVy else { continue }
            let g = (vb - va) / (b.time - a.time)
            #expect(abs(g - 1000) < 20, "mean vertical acceleration \(g) pt/s² between t=\(a.time) and t=\(b.time)")
        }

        // Then they fall: the mean velocity turns downwards and the lowest pig sinks.
        let turn = try #require(
            samples.firstIndex { ($0.meanVy ?? 0) > 0 }, "the velocity turns downwards: \(run.output)")
        #expect(turn > 1)
        #expect(samples[turn].pigs == pigCount, "they all turn before any leaves")
        let highest = samples.compactMap(\.minY).min() ?? tapY
        #expect(highest < tapY - 100, "the burst rose more than 100 pt: highest y \(highest)")

        // They leave through the bottom: no pig is removed before one is near the bottom edge,
        // the count only goes down, and every removal takes the pig's push with it.
        let firstRemoval = try #require(samples.firstIndex { $0.pigs < pigCount }, "pigs get removed: \(run.output)")
        #expect(
            samples[..<firstRemoval].contains { ($0.maxY ?? 0) > bottom - 100 },
            "a pig was near the bottom before the first removal")
        for (a, b) in zip(samples, samples.dropFirst()) {
            #expect(b.pigs <= a.pigs, "the pig count never grows: \(a) → \(b)")
        }
        for s in samples {
            #expect(s.behaviors == s.pigs + 1, "one push per remaining pig plus gravity: \(s)")
            if let y = s.maxY {
                #expect(y <= bottom + 16, "a pig whose frame is below the view is removed in the same step: \(s)")
            }
        }

        // In the end: no pigs, and the behavior count is back to 1 (gravity).
        let last = try #require(samples.last)
        #expect(last.pigs == 0 && last.behaviors == 1, "\(last)")
        let summary = try #require(run.output.split(separator: "\n").last { $0.hasPrefix("summary:") })
        #expect(summary.hasSuffix("pigs=0 behaviors=1 (gravity only)"), "\(summary)")
        #expect(!summary.contains("all removed at t=-"), "\(summary)")
        let removals = run.output.split(separator: "\n").filter { $0.hasPrefix("t=") && $0.contains(" removed ") }
        #expect(
            !removals.isEmpty && removals.last?.hasSuffix("remaining items: 0, behaviors: 1") == true,
            "the clean-up reports each removal, ending with none left: \(removals)")
    }

    @Test("the tutorial's defaults (3 pigs) also end with gravity alone; bad flags exit 2")
    func defaultsAndFlags() throws {
        let binary = try Self.binaryPath()
        let run = spawn([binary])
        #expect(run.status == 0, "\(run.output)")
        let samples = Self.samples(run.output)
        #expect(samples.first?.pigs == 3 && samples.first?.behaviors == 4, "\(run.output)")
        #expect(samples.last?.pigs == 0 && samples.last?.behaviors == 1, "\(run.output)")

        for flags in [["--pigs", "0"], ["--seconds", "x"], ["--bogus", "1"], ["--seed"]] {
            let bad = spawn([binary] + flags)
            #expect(bad.status == 2, "\(flags): \(bad.output)")
            #expect(bad.output.contains("usage:"), "\(flags): \(bad.output)")
        }
    }
}
