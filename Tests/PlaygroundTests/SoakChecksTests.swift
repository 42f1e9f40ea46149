import Dynamics
import Foundation

@testable import Playground

/// The checks a soak runs after every frame, and the memory figures it reports.
extension SoakDriver {
    /// Compares this frame with the last: new pigs mean an explosion; pigs that left must not
    /// have gone through a laid floor; the animator must hold exactly the pigs and their pushes.
    func checkFrame() {
        report.frames += 1
        let scene = app.explosion
        // A restart builds a fresh scene with the default cap.
        if let scene, scene.maximumPigs != plan.maximumPigs { scene.maximumPigs = plan.maximumPigs }
        let pigs = scene?.pigs ?? []
        let fresh = pigs.filter { pig in !liveContains(pig) }
        let left = liveMissing(from: pigs)
        if !fresh.isEmpty, !finishing { countExplosion(fresh.count) }
        if let scene { checkFloor(scene, pigs: pigs, left: left) }
        checkMembership(pigs)
        checkCap(scene, pigs: pigs)
        gone += left.map { WeakPig(pig: $0) }
        replaceLive(with: pigs)
        resizedSinceLastFrame = false
    }

    private func countExplosion(_ newPigs: Int) {
        report.explosions += 1
        if report.explosions >= plan.explosions { finishing = true }
    }

    /// With the floor laid over the whole frame and no resize, no pig that was above the floor
    /// is below it now, whether still live or already removed (inside the floor's span).
    private func checkFloor(_ scene: ExplosionScene, pigs: [Pig], left: [Pig]) {
        guard scene.hasFloor, floorWasLaid, !resizedSinceLastFrame else { return }
        let b = scene.animator.referenceBounds
        // A resting pig may sink a little into the floor (soft contacts); a whole pig may not.
        let limit = b.maxY + Pig.side / 2
        func sankThrough(_ pig: Pig) -> Bool {
            guard let y = lastY[ObjectIdentifier(pig)], y <= b.maxY else { return false }
            return pig.center.y > limit && pig.center.x > b.minX && pig.center.x < b.maxX
        }
        report.belowFloor += pigs.filter(sankThrough).count
        report.fellThrough += left.filter(sankThrough).count
    }

    /// The animator holds the world behavior plus one push per live pig, and one body per pig.
    private func checkMembership(_ pigs: [Pig]) {
        let animator = app.scene.animator
        if animator.behaviors.count != pigs.count + 1 { report.behaviorMismatches += 1 }
        let everywhere = Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        if report.frames % 50 == 0, animator.items(in: everywhere).count != pigs.count { report.bodyMismatches += 1 }
    }

    /// Never more pigs than the cap; the status line names the cap exactly while it is full.
    private func checkCap(_ scene: ExplosionScene?, pigs: [Pig]) {
        guard let scene else { return }
        report.mostPigs = max(report.mostPigs, pigs.count)
        let shown = app.statusText.contains("max")
        if scene.isAtPigCap, shown { report.capShownWhenFull += 1 }
        if !scene.isAtPigCap, shown { report.capShownWhenNotFull += 1 }
        if pigs.count > scene.maximumPigs { report.capShownWhenNotFull += 1 }
    }

    // MARK: Memory

    /// Resident memory now, in bytes (from /proc/self/statm).
    func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The most resident memory this process ever had, in bytes.
    func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
