import Foundation
import Testing

/// `make profile`'s scripts, `.ci/profile.sh` and `.ci/profile-table.py`, without the peers
/// and without timing anything.
@Suite("make profile")
struct ProfileScriptTests {
    static let root = CompareScriptTests.root

    /// A line of ours in a profile log: the pile of 1 000 in round `round`, `solve` and `relax`
    /// ms per step given, every other stage 0.01 ms.
    static func ours(round: Int, solve: Double, relax: Double) -> String {
        let stages = [
            "forces", "integrate", "broadPhase", "narrowPhase", "prepare", "warmStart", "recollide", "refresh",
            "finish", "writeBack", "other",
        ]
        let fields =
            stages.map { #""stage_\#($0)_ms":0.01"# } + [
                #""stage_solve_ms":\#(solve)"#, #""stage_relax_ms":\#(relax)"#,
                #""stage_step_ms":\#(0.11 + solve + relax)"#,
            ]
        return #"ours r=\#(round) {"scene":"pile","n":1000,"steps":600,"total_s":1,"# + fields.joined(separator: ",")
            + "}"
    }

    /// A line of Box2D's stage driver: the pile of 1 000, `solve` ms per step, 0.01 elsewhere.
    static func box2d(round: Int, solve: Double) -> String {
        let stages = ["integrate", "broadPhase", "narrowPhase", "prepare", "warmStart", "relax", "finish", "other"]
        let fields =
            stages.map { #""stage_\#($0)_ms":0.01"# } + [
                #""stage_solve_ms":\#(solve)"#, #""stage_step_ms":\#(0.08 + solve)"#,
            ]
        return #"box2d r=\#(round) {"engine":"box2d","scene":"pile","n":1000,"steps":600,"#
            + fields.joined(separator: ",") + "}"
    }

    /// The table's rows for `stage`, split into trimmed cells.
    static func row(_ output: String, _ stage: String) -> [String]? {
        output.split(separator: "\n").first { $0.hasPrefix("| \(stage) |") }.map {
            $0.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    func table(_ lines: [String]) throws -> (status: Int32, output: String) {
        try runScript(".ci/profile-table.py", root: Self.root, onLog: lines)
    }

    @Test("medians over the rounds, each side's share of its step, and the ratio stage by stage")
    func sideBySide() throws {
        let run = try table([
            "# make profile 2026-11-25 03:30 UTC rounds=3",
            Self.ours(round: 1, solve: 0.05, relax: 0.04), Self.box2d(round: 1, solve: 0.02),
            Self.ours(round: 2, solve: 0.09, relax: 0.04), Self.box2d(round: 2, solve: 0.03),
            Self.ours(round: 3, solve: 0.06, relax: 0.04), Self.box2d(round: 3, solve: 0.025),
        ])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("### pile, N = 1000"), "\(run.output)")
        #expect(run.output.contains("| stage | ours | share | Box2D v3 | share | ours/Box2D |"), "\(run.output)")
        // Medians: ours 0.06, Box2D 0.025; ours' step 0.11 + 0.06 + 0.04 = 0.21.
        let solve = try #require(Self.row(run.output, "solve"), "\(run.output)")
        #expect(solve[2] == "0.060" && solve[3] == "29 %" && solve[4] == "0.025" && solve[6] == "2.40×", "\(solve)")
        // A stage Box2D has no counterpart for says so, with no ratio.
        let refresh = try #require(Self.row(run.output, "refresh"))
        #expect(refresh[4] == "— (none)" && refresh[6].isEmpty, "\(refresh)")
        let step = try #require(Self.row(run.output, "**step**"))
        #expect(step[2] == "0.210" && step[4] == "0.105" && step[6] == "**2.00×**", "\(step)")
    }

    @Test("without the peers' lines, ours alone: no Box2D columns")
    func oursAlone() throws {
        let run = try table([Self.ours(round: 1, solve: 0.05, relax: 0.04)])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("| stage | ours | share |\n"), "\(run.output)")
        #expect(!run.output.contains("Box2D"), "\(run.output)")
        let relax = try #require(Self.row(run.output, "relax"))
        #expect(relax.count == 5 && relax[2] == "0.040", "\(relax)")
    }

    @Test("a log with no profiled run is an error")
    func emptyLog() throws {
        let run = try table(["# make profile, nothing ran"])
        #expect(run.status == 1)
        #expect(run.output.contains("no profiled runs"), "\(run.output)")
    }

    @Test("bad settings are refused before anything is built")
    func badSettings() {
        for (setting, message) in [
            ("ROUNDS=0", "ROUNDS must be a positive whole number"),
            ("STEPS=x", "STEPS must be a positive whole number"),
            ("SCENES=pile:1000 box:3", "'box:3' in SCENES is not pile:N, pyramid:BASE or pyramids:BASE"),
            ("SCENES=pyramids:0", "'pyramids:0' in SCENES is not pile:N, pyramid:BASE or pyramids:BASE"),
        ] {
            let run = spawn(["env", setting, "OURS=/nonexistent", Self.root + "/.ci/profile.sh"])
            #expect(run.status == 2, "\(setting): \(run.output)")
            #expect(run.output.contains("profile: " + message), "\(setting): \(run.output)")
            #expect(!run.output.contains("building"), "\(setting): \(run.output)")
        }
    }

    @Test("every scene the driver knows passes the check, many_pyramids included")
    func knownScenes() {
        // Past the settings check, the missing binary named by OURS is what stops the run.
        let run = spawn([
            "env", "SCENES=pile:1000 pyramid:100 pyramids:10", "OURS=/nonexistent", Self.root + "/.ci/profile.sh",
        ])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("profile: no /nonexistent"), "\(run.output)")
        #expect(!run.output.contains("in SCENES is not"), "\(run.output)")
    }
}
