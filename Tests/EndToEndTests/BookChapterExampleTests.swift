import Testing

/// `book-chapter-example`: the book chapter's snippets (seed 001) run headless; each section's
/// log must show what the chapter says happens.
@Suite("book-chapter example (seed 001)")
struct BookChapterExampleTests {
    static let run = Result { try ExampleRun("book-chapter-example") }

    @Test("gravity (0, 0.5) pulls at 500 pt/s²; added items fall, removed ones stop; views fall out")
    func gravity() throws {
        let run = try Self.run.get()
        #expect(run.status == 0, "\(run.output)")
        let g = try run.line("gravity")
        #expect(abs(g.number("acceleration") - 500) < 5, "\(g)")
        #expect(g.number("view3Fell") > 50, "view3, added later, falls: \(g)")
        #expect(g.number("view2Moved") == 0, "view2, removed, stays put: \(g)")
        #expect(g["view1FellOut"] == "true", "no collision: it leaves the reference view: \(g)")
        #expect(g["behaviors"] == "0" && g.number("movedAfterRemoval") == 0, "\(g)")
    }

    @Test("collision: views stack on the bottom edge; .items ignores boundaries; .boundaries ignores items")
    func collision() throws {
        let run = try Self.run.get()
        let all = try run.line("collision", where: "mode", is: "everything")
        #expect(abs(all.number("view2Y") - 637) < 1, "view2 rests on the bottom (667 − 30): \(all)")
        #expect(abs(all.number("view1Y") - 577) < 2, "view1 rests on view2: \(all)")
        #expect(all.number("closest") > 58, "they never overlap: \(all)")
        #expect(
            all.number("itemContacts") >= 1 && all.number("boundaryContacts") >= 1, "the delegate heard both: \(all)")
        let items = try run.line("collision", where: "mode", is: "items")
        #expect(items.number("view1Y") > 700 && items.number("view2Y") > 700, "boundaries ignored: \(items)")
        #expect(items.number("boundaryContacts") == 0, "\(items)")
        let boundaries = try run.line("collision", where: "mode", is: "boundaries")
        #expect(abs(boundaries.number("view1Y") - 637) < 1 && abs(boundaries.number("view2Y") - 637) < 1)
        #expect(boundaries.number("closest") < 1 && boundaries.number("itemContacts") == 0, "\(boundaries)")
    }

    @Test("attachment: items keep their distance; a 4 Hz spring follows its anchor and bounces; off centre, it tilts")
    func attachment() throws {
        let run = try Self.run.get()
        let items = try run.line("attachment", where: "kind", is: "items")
        #expect(items.number("length") == 100 && items.number("worstStretch") < 1, "\(items)")
        let spring = try run.line("attachment", where: "kind", is: "spring")
        #expect(abs(spring.number("frequency") - 4) < 0.3, "\(spring)")
        #expect(abs(spring.number("mean") - 250) < 2, "it follows the anchor, moved to y = 150: \(spring)")
        #expect(spring.number("firstAmplitude") > 30, "damping 0: it bounces \(spring)")
        #expect(spring.number("lastAmplitude") > 5, "still bouncing after 2 s: \(spring)")
        let offCenter = try run.line("attachment", where: "kind", is: "offCenter")
        #expect(abs(offCenter.number("angle")) > 0.3, "\(offCenter)")
    }

    @Test("snap: the view goes to (100, 100), and back there after being moved")
    func snap() throws {
        let s = try Self.run.get().line("snap")
        #expect(s.number("distance") < 1 && s.number("afterMove") < 1, "\(s)")
    }

    @Test("push: instantaneous 0.2, 0.2 gives (20, 20) pt/s once; continuous keeps accelerating; off centre turns")
    func push() throws {
        let run = try Self.run.get()
        let once = try run.line("push", where: "mode", is: "instantaneous")
        #expect(once.vector("velocityAt0.5") == (20, 20) && once.vector("velocityAt1") == (20, 20), "\(once)")
        #expect(once["active"] == "false", "it disables itself after the shove: \(once)")
        let moved = once.vector("moved")
        #expect(moved.dx > 0 && moved.dx == moved.dy, "diagonally down and to the right: \(once)")
        let continuous = try run.line("push", where: "mode", is: "continuous")
        #expect(continuous.vector("velocityAt0.5") == (10, 10) && continuous.vector("velocityAt1") == (20, 20))
        #expect(continuous["active"] == "true", "\(continuous)")
        let along = try run.line("push", where: "mode", is: "offCenter")
        #expect(along.number("angle") == 0, "the listing's offset lies on the push's line: \(along)")
        let across = try run.line("push", where: "mode", is: "offCenterAcross")
        #expect(abs(across.number("angle")) > 0.1, "pushed across its offset, it rotates: \(across)")
    }

    @Test("item behavior: resistance 0.5 halves the speed in a second; elasticity 0.2 bounces back 20 %")
    func itemBehavior() throws {
        let b = try Self.run.get().line("itemBehavior")
        #expect(abs(b.number("speedKept") - 0.5) < 0.05 && b.number("speedKeptWithout") == 1, "\(b)")
        #expect(abs(b.number("bounce") - 0.2) < 0.05, "\(b)")
    }

    @Test("composite: four behaviors added as one act together, and go together")
    func composite() throws {
        let c = try Self.run.get().line("composite")
        #expect(c["behaviors"] == "1" && c["children"] == "4", "\(c)")
        #expect(c.number("moved") > 100 && c.number("stretch") < 1, "gravity and the attachment act: \(c)")
        #expect(c["afterRemoval"] == "0" && c.number("movedAfterRemoval") == 0, "\(c)")
    }
}
