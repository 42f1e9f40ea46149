import Testing

/// `dynamics-bench --scene fidelity`: the behaviour table the "How faithful is it" article
/// quotes, printed by the real binary. (The physics itself is held by DynamicsTests' Fidelity
/// suites; this checks the report says what those answers are.)
@Suite("dynamics-bench fidelity report")
struct FidelityReportTests {
    @Test("seven rows, each with our figure beside physics' answer, and our figures right")
    func report() throws {
        let run = try ExampleRun("dynamics-bench", ["--scene", "fidelity"])
        #expect(run.status == 0, "\(run.output)")
        let rows = run.output.split(separator: "\n").filter { $0.contains("ours:") && $0.contains("|  physics:") }
        #expect(rows.count == 7, "\(run.output)")
        let text = run.output
        #expect(text.contains("friction 0, 20 s  ours: stands, 0.00 pt sideways"))
        #expect(text.contains("no sleeping, 20 s          ours: stands, 0.00 pt sideways"))
        #expect(text.contains("ours: 100.0 % of the relative speed back (-200.0, 200.0 pt/s), spin 0.0000"))
        #expect(text.contains("ours: 100.0 % of the amplitude") || text.contains("ours: 99."))
        #expect(text.contains("ours: 0.000 pt from the point"))
        // The off-centre meeting keeps momentum and angular momentum to rounding.
        let kept = rows.first { $0.contains("meet off-centre") }.map(String.init) ?? ""
        let figures = kept.split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .punctuationCharacters))
        }
        .filter { $0 > 0 && $0 < 1e-3 }
        #expect(figures.count == 2, "\(kept)")
        #expect(figures.allSatisfy { $0 < 1e-12 }, "\(kept)")
    }
}
