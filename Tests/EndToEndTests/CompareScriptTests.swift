import Foundation
import Testing

/// `make compare`'s two scripts, `.ci/compare.sh` and `.ci/compare-table.py`, without the
/// peers and without timing anything.
@Suite("make compare")
struct CompareScriptTests {
    static let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// A line of ours in a compare log: `engine` (`ours `, `ours-sse2`) in round `round`, pile of 1 000.
    static func ours(_ engine: String = "ours ", round: Int = 1, ms: Double) -> String {
        #"\#(engine) r=\#(round) {"scene":"pile","n":1000,"steps":600,"total_s":1,"median_ms":\#(ms),"p95_ms":1,"#
            + #""last100_ms":1,"peak_mb":1,"escaped":0,"nonfinite":0,"max_speed":0,"max_overlap":0.5}"#
    }

    /// A line of the peers' pile driver in a compare log: `engine` (`avx2`, `sse2`) in round `round`.
    static func peer(_ engine: String, round: Int = 1, ms: Double) -> String {
        "\(engine)  r=\(round) n=1000 total_step_s=1 median_ms=\(ms) p95_ms=1 escaped=0 nonfinite=0 "
            + "max_overlap_pt=0.25 max_speed_pts=0 last100_ms=1 jitter=0 substeps=4 clock=monotonic"
    }

    @Test("without the Box2D peers it says so and succeeds, before building anything")
    func skipsWithoutPeers() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-peers-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = spawn(["env", "PEERS=\(empty.path)", "OURS=/nonexistent", Self.root + "/.ci/compare.sh"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("compare: no Box2D peers in \(empty.path) (missing compare.sh)"), "\(run.output)")
        #expect(!run.output.contains("building"), "\(run.output)")
    }

    @Test("with an AVX2 and an SSE2 build of ours, each races Box2D's build of the same kind")
    func twoBuilds() throws {
        let ours = { (engine: String, ms: Double) in Self.ours(engine, ms: ms) }
        let peer = { (engine: String, ms: Double) in Self.peer(engine, ms: ms) }
        let log = [
            "# make compare 2026-11-24 09:00 UTC rounds=1 clock=wall",
            ours("ours ", 1), peer("avx2", 0.5), peer("sse2", 2), ours("ours-sse2", 3),
        ]
        let run = try runScript(".ci/compare-table.py", root: Self.root, onLog: log)
        #expect(run.status == 0, "\(run.output)")
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.first?.contains("| ours (AVX2 build) | Box2D AVX2 | ours/AVX2 | ours (SSE2 build) |") == true)
        let pile = try #require(rows.first { $0.hasPrefix("| pile N = 1000 |") }).split(separator: "|").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // AVX2 build 1 ms against Box2D AVX2 0.5 ms; SSE2 build 3 ms against Box2D SSE2 2 ms.
        #expect(pile[2] == "1" && pile[3] == "0.5" && pile[4] == "**2.00×**", "\(pile)")
        #expect(pile[5] == "3" && pile[6] == "2" && pile[7] == "**1.50×**", "\(pile)")
    }

    @Test("one table of medians over rounds and ratios ours/Box2D, with each side's correctness")
    func table() throws {
        let ours = { (ms: Double) in Self.ours(ms: ms) }
        let peer = { (engine: String, ms: Double) in Self.peer(engine, ms: ms) }
        let pyramid = { (seconds: Double, stands: Bool) in
            #"pyr-ours r=1 {"scene":"pyramid","n":5050,"steps":500,"total_s":\#(seconds),"median_ms":1,"#
                + #""p95_ms":1,"last100_ms":1,"peak_mb":1,"escaped":0,"nonfinite":0,"max_speed":1,"#
                + #""stands":\#(stands),"standing":\#(stands ? 1 : 0),"pyramids":1,"top_sideways_pt":2.5,"#
                + #""top_sag_pt":70,"base":100.0}"#
        }
        let log = [
            "# make compare 2026-11-24 06:00 UTC rounds=3 clock=wall",
            ours(1), peer("avx2", 0.5), peer("sse2", 1), ours(3), peer("avx2", 0.5), peer("sse2", 1),
            ours(2), peer("avx2", 1), peer("sse2", 1),
            pyramid(9, true), "pyr-avx2 r=1 scene=pyramid bench=large_pyramid total_s=3",
            pyramid(12, false), "pyr-avx2 r=2 scene=pyramid bench=large_pyramid total_s=4",
        ]
        let run = try runScript(".ci/compare-table.py", root: Self.root, onLog: log)
        #expect(run.status == 0, "\(run.output)")
        // The first table's rows (the best rounds' table follows it).
        let rows = run.output.components(separatedBy: "\n\n")[0].split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 3, "a title row, pile N = 1000 and pyramid:\n\(run.output)")
        // The cells, without the empty one before the first bar.
        let pile = try #require(rows.first { $0.hasPrefix("| pile N = 1000 |") }).split(separator: "|").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(pile[1] == "median ms/step")
        #expect(pile[2] == "2 (1–3)" && pile[3] == "0.5 (0.5–1)" && pile[4] == "**4.00×**", "\(pile)")
        #expect(pile[5] == "1 (1–1)" && pile[6] == "**2.00×**", "\(pile)")
        #expect(pile[7] == "escaped 0, non-finite 0, overlap 0.50 pt" && pile[8].hasSuffix("overlap 0.25 pt"))
        let pyramidRow = try #require(rows.first { $0.hasPrefix("| pyramid (5050 boxes) |") })
        #expect(pyramidRow.contains("| total s | 10.5 (9–12) | 3.5 (3–4) | **3.00×** |"), "\(pyramidRow)")
        #expect(pyramidRow.contains("stands in 1/2 rounds"), "\(pyramidRow)")
    }

    @Test("on a machine whose speed shifts between runs, each side's best round and their ratio follow the medians")
    func bestRounds() throws {
        let ours = { (round: Int, ms: Double) in Self.ours(round: round, ms: ms) }
        let peer = { (round: Int, ms: Double) in Self.peer("avx2", round: round, ms: ms) }
        // Each side ran fast in some rounds and slow in others (0.22 or 0.31 ms, 0.16 or 0.23–0.27 ms):
        // the medians, 0.22 and 0.23, say 0.96×; the fast rounds say 0.22 / 0.16 = 1.38×.
        let log = [
            "# make compare 2026-11-25 02:15 UTC rounds=3 clock=wall",
            ours(1, 0.31), peer(1, 0.23), ours(2, 0.22), peer(2, 0.16), ours(3, 0.22), peer(3, 0.27),
        ]
        let run = try runScript(".ci/compare-table.py", root: Self.root, onLog: log)
        #expect(run.status == 0, "\(run.output)")
        let tables = run.output.components(separatedBy: "\n\n")
        let medians = try #require(tables.first { $0.contains("medians over interleaved rounds") })
        #expect(medians.contains("| 0.22 (0.22–0.31) | 0.23 (0.16–0.27) | **0.96×** |"), "\(run.output)")
        let best = try #require(tables.first { $0.contains("best round of each side") }, "\(run.output)")
        let row = try #require(best.split(separator: "\n").first { $0.hasPrefix("| pile N = 1000 |") })
        #expect(row.contains("| 0.22 | 0.16 | 1.38× |"), "\(row)")
    }
}
