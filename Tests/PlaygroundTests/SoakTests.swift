import Foundation
import Testing

@testable import Playground

/// A long session without a terminal: explosions, tilts, floor toggles, clears, restarts and resizes
/// through the real frame loop. `make test` runs 100 explosions in a debug build; `make soak`
/// sets `TD_SOAK=full` and runs 1 000 explosions over more than 10 simulated minutes, in a
/// release build, at 60 fps with the default cap of 2 000 pigs.
@Suite("Soak: long sessions stay bounded")
struct SoakTests {
    /// The full plan when `TD_SOAK=full`, else the short one.
    static var plan: SoakPlan {
        if ProcessInfo.processInfo.environment["TD_SOAK"] == "full" {
            return SoakPlan(
                explosions: 1_000, frameRate: 60, maximumPigs: ExplosionScene.defaultMaximumPigs,
                pileUpExplosions: 250)
        }
        // A low cap so the short run reaches it and recycles; 20 fps keeps a debug build quick.
        return SoakPlan(explosions: 100, frameRate: 20, maximumPigs: 60, pileUpExplosions: 10)
    }

    @Test("pigs and their behaviors are freed, the floor holds, the cap holds, the world comes to rest")
    func soak() {
        let plan = Self.plan
        let report = SoakDriver(plan: plan).run()
        print(report.summary(plan))
        #expect(report.explosions == plan.explosions)
        #expect(report.behaviorMismatches == 0, "every live pig has exactly its push; nothing else piles up")
        #expect(report.bodyMismatches == 0, "the animator simulates exactly the live pigs")
        #expect(report.pigsStillAllocated == 0, "every pig that left was freed")
        #expect(report.behaviorsAtEnd == 1, "after the final clear only the world behavior is left")
        #expect(report.belowFloor == 0 && report.fellThrough == 0, "no pig is below, or falls through, a laid floor")
        #expect(
            report.mostPigs <= plan.maximumPigs && report.capShownWhenFull > 0 && report.capShownWhenNotFull == 0,
            "the cap held and the status line told exactly when")
        #expect(report.restDelay.map { $0 < plan.restDeadline } == true, "the world came to rest after the last action")
        if ProcessInfo.processInfo.environment["TD_SOAK"] == "full" {
            #expect(report.simulatedSeconds >= 600, "at least 10 simulated minutes")
            // Pigs, pushes and bodies are freed (above); what remains is allocator slack.
            #expect(report.residentAtEnd - report.residentAtStart < 64 << 20, "resident memory grew under 64 MB")
        }
    }
}

@Suite("Pig cap")
struct PigCapTests {
    @Test("past maximumPigs the oldest pigs go, with their pushes; the status line says so only at the cap")
    func recyclesOldest() throws {
        let app = PlaygroundApp(settings: Settings(), columns: 120, rows: 30, unicode: true)
        let scene = try #require(app.explosion)
        #expect(scene.maximumPigs == 2_000)
        scene.maximumPigs = 5
        app.perform(.explode(column: 30, row: 10))  // 12 pigs a click: capped at 5
        let first = scene.pigs
        #expect(first.count == 5 && scene.animator.behaviors.count == 6 && scene.isAtPigCap)
        #expect(app.statusText.contains("pigs 5 (max: oldest recycled)"))
        app.perform(.explode(column: 90, row: 10))
        #expect(scene.pigs.count == 5 && scene.animator.behaviors.count == 6)
        #expect(!scene.pigs.contains { pig in first.contains { $0 === pig } }, "the five oldest were recycled")
        app.perform(.clear)
        #expect(!app.statusText.contains("max") && scene.animator.behaviors.count == 1)
    }
}

extension SoakReport {
    /// One paragraph for the log.
    func summary(_ plan: SoakPlan) -> String {
        let mb = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        return """
            soak: \(explosions) explosions, \(frames) frames, \(resizes) resizes, \(clears) clears, \(restarts) restarts, \
            \(floorToggles) floor toggles over \(String(format: "%.0f", simulatedSeconds)) s simulated; \
            most pigs \(mostPigs) (cap \(plan.maximumPigs), \(capShownWhenFull) frames at it); \
            rest \(restDelay.map { String(format: "%.1f s", $0) } ?? "never") after the last action; \
            resident \(mb(residentAtStart)) → \(mb(residentAtEnd)), peak \(mb(peakResident)); \
            pigs still allocated \(pigsStillAllocated); checks took \(String(format: "%.1f", checkSeconds)) s; \
            frames at the cap: \(frameSecondsAtCap.count), p50 \(String(format: "%.1f", frameMilliseconds(quantile: 0.5))) ms, \
            p95 \(String(format: "%.1f", frameMilliseconds(quantile: 0.95))) ms
            """
    }
}
