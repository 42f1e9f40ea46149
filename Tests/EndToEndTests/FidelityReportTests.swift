import Testing

/// `dynamics-bench --scene fidelity`: the behaviour table the "How faithful is it" article
/// quotes, printed by the real binary. (The physics itself is held by DynamicsTests' Fidelity
/// suites; this checks the report says what those answers are.)
@Suite("dynamics-bench fidelity report")
struct FidelityReportTests {
    @Test("six rows, each with our figure beside physics' answer, and our figures right")
    func report() throws {
        let run = try ExampleRun("dynamics-bench", ["--scene", "fidelity"])
        #expect(run.status == 0, "\(run.output)")
        let rows = run.output.split(separator: "\n").filter { $0.contains("ours:") && $0.contains("|  physics:") }
        #expect(rows.count == 6, "\(run.output)")
        let text = run.output
        #expect(text.contains("friction 0, 20 s  ours: stands, 0.00 pt sideways"))
        #expect(text.contains("no sleeping, 20 s          ours: stands, 0.00 pt sideways"))
        #expect(text.contains("ours: 100.0 % of the relative speed back (-200.0, 200.0 pt/s), spin 0.0000"))
        #expect(text.contains("ours: 100.0 % of the amplitude") || text.contains("ours: 99."))
        #expect(text.contains("ours: 0.000 pt from the point"))
    }
}
