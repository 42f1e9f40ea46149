import Testing

/// `fields-example`: the iOS 9 article's demo (seed 004) played headless with a scripted tilt;
/// its log must show what the article says happens.
@Suite("fields example (seed 004)")
struct FieldsExampleTests {
    static let run = Result { try ExampleRun("fields-example") }

    @Test("debugEnabled = true: the snapshot shows both collision bounds, the forces, the box and the field")
    func debugSnapshot() throws {
        let run = try Self.run.get()
        #expect(run.status == 0, "\(run.output)")
        let start = try run.line("debug", where: "at", is: "start")
        #expect(start["items"] == "2" && start["bounds"] == "rectangle,ellipse", "\(start)")
        #expect(start["forces"] == "gravity+field,gravity+field", "gravity and the noise field act on both: \(start)")
        #expect(start["boundaries"] == "1" && start["wallsFrom"] == "(5.0,20.0)", "the inset box: \(start)")
        #expect(start.number("fieldSamples") > 0, "\(start)")
        let resting = try run.line("debug", where: "at", is: "upright")
        #expect(resting["forces"] == "gravity+field+contact,gravity+field+contact", "on the floor: \(resting)")
        #expect(resting.number("sequence") == 180, "a snapshot every frame for 3 s: \(resting)")
    }

    @Test("gravity follows the tilt: down, then to the left wall, then to the right wall, inside the inset box")
    func tilt() throws {
        let run = try Self.run.get()
        let floorY = 667.0 - 5 - 50  // the box's bottom minus half an item
        let upright = try run.line("phase", where: "name", is: "upright")
        #expect(abs(upright.number("squareY") - floorY) < 2 && abs(upright.number("ellipseY") - floorY) < 2)
        let left = try run.line("phase", where: "name", is: "left")
        #expect(abs(left.number("squareX") - 55) < 2 && abs(left.number("ellipseX") - 55) < 2, "\(left)")
        let right = try run.line("phase", where: "name", is: "right")
        #expect(abs(right.number("squareX") - 320) < 2 && abs(right.number("ellipseX") - 320) < 2, "\(right)")
        let summary = try run.line("summary")
        #expect(summary["startsOverlapping"] == "true", "the square starts across the top inset: \(summary)")
        #expect(summary["inside"] == "true", "pushed in, and never out of the box again: \(summary)")
        #expect(summary.number("closest") > 95, "the square and the ellipse never overlap: \(summary)")
    }

    @Test("the noise keeps them moving, much more at strength 25; the sliders set the field")
    func noiseAndSliders() throws {
        let run = try Self.run.get()
        let sliders = try run.line("sliders")
        #expect(sliders["strength"] == "25.0" && sliders["smoothness"] == "0.3" && sliders["speed"] == "1.0")
        let travelled = try run.line("travelled")
        #expect(travelled.number("upright") > 5, "at strength 0.5 they still wander on the floor: \(travelled)")
        #expect(travelled.number("strong") > 2 * travelled.number("upright"), "\(travelled)")
    }

    @Test("debugInterval 30 records every 30 frames; debugAnimationSpeed 0.25 runs a second at a quarter")
    func slowMotion() throws {
        let slow = try Self.run.get().line("slow")
        #expect(slow["debugInterval"] == "30" && slow["snapshots"] == "2", "\(slow)")
        #expect(slow["simulated"] == "0.250", "\(slow)")
    }
}
