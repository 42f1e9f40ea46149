import Testing

/// `proxy-item-example`: the Auto Layout article's proxy item (seed 003) run headless; its log
/// must show what the article says happens.
@Suite("proxy-item example (seed 003)")
struct ProxyItemExampleTests {
    static let run = Result { try ExampleRun("proxy-item-example") }

    @Test("the zoom snippet: scale 2 then a −0.5 rad turn, and back to identity")
    func zoom() throws {
        let run = try Self.run.get()
        #expect(run.status == 0, "\(run.output)")
        let zoom = try run.line("zoom")
        // [2 0; 0 2] then a rotation by −0.5: a = d = 2 cos 0.5, b = −c = −2 sin 0.5.
        #expect(zoom["a"] == "1.755" && zoom["b"] == "-0.959" && zoom["c"] == "0.959" && zoom["d"] == "1.755")
        #expect(try run.line("bounce")["identity"] == "true")
    }

    @Test("Dynamics moves only the proxy: the label's layout never changes, its transform is the proxy's")
    func onlyTheTransform() throws {
        let summary = try Self.run.get().line("summary")
        #expect(summary["layoutChanged"] == "false", "\(summary)")
        #expect(summary["matchesProxy"] == "true", "after every step the action copied absoluteTransform: \(summary)")
        // Two 1 Hz springs (ζ = 0.3) stop a 1 080 pt/s flick within about v/(√2·ω)·e^(−ζφ/√(1−ζ²)),
        // φ = acos ζ: some 80 pt (less as the springs also turn the label).
        #expect(summary.number("farthest") > 50, "the flick visibly moved the label: \(summary)")
        #expect(summary.number("turned") > 0.1, "and turned it: \(summary)")
    }

    @Test("the springs bring the label home: its transform ends near identity")
    func home() throws {
        let summary = try Self.run.get().line("summary")
        #expect(summary.number("endOffset") < 1 && summary.number("endAngle") < 0.01, "\(summary)")
    }
}
