import Dynamics
import Foundation
import Terminal

@testable import Playground

/// What a soak run does: how many explosions, and how the session is paced.
struct SoakPlan {
    /// Explosions (clicks that spawned pigs) before the clicking stops.
    var explosions: Int
    /// Frames per second the loop runs at while pigs move.
    var frameRate: Double
    /// The explosion scene's `maximumPigs` for the run.
    var maximumPigs: Int
    /// The last explosions are a pile-up: floor on, gravity down, only clicks, until the cap
    /// recycles pigs; frame times are measured there.
    var pileUpExplosions: Int
    /// Simulated seconds between two user actions, drawn uniformly from this range.
    var pause: ClosedRange<Double> = 0.2...1.0
    /// Simulated seconds the world gets to come to rest after the last action.
    var restDeadline: Double = 90
}

/// Plays a long random session through `FrameLoop` with a `MemoryScreen` and a `ManualClock`:
/// clicks, gravity tilts, floor toggles, clears, restarts and resizes, and after every frame checks that
/// nothing leaks and no pig falls through the floor.
///
/// The frame loop calls the screen's `onWait` between frames with how long it would sleep;
/// that is where the clock moves, the next action is fed in and the checks run.
final class SoakDriver {
    let plan: SoakPlan
    let app: PlaygroundApp
    let screen: MemoryScreen
    let clock = ManualClock()
    private var random = SeededGenerator(seed: 20_261_122)
    private var nextAction = 1.0
    var report = SoakReport()
    /// Live pigs after the last frame, held strongly so a new pig never gets the address (and
    /// so the `ObjectIdentifier`) of one in this list.
    private var live: [Pig] = []
    private var liveIDs: Set<ObjectIdentifier> = []
    /// Where each live pig was after the last frame, and whether a floor was laid then.
    private(set) var lastY: [ObjectIdentifier: Double] = [:]
    private(set) var floorWasLaid = false
    /// Every pig that has left the scene; each must be freed.
    var gone: [WeakPig] = []
    private var lastActionTime = 0.0
    var resizedSinceLastFrame = false
    /// When the driver last handed control back to the loop: the next call ends a frame.
    private var previousFrameEnd: Date?
    /// Set once the plan's explosions are done: no more actions, wait for rest.
    var finishing = false

    init(plan: SoakPlan) {
        self.plan = plan
        screen = MemoryScreen(columns: 120, rows: 40)
        app = PlaygroundApp(settings: Settings(), columns: 120, rows: 40, unicode: true)
        app.explosion?.maximumPigs = plan.maximumPigs
    }

    /// Runs the session to its end (quit after the world came to rest and was cleared).
    func run() -> SoakReport {
        report.residentAtStart = residentBytes()
        screen.onWait = { [unowned self] timeout in self.betweenFrames(timeout) }
        var loop = FrameLoop(app: app, screen: screen, clock: clock)
        loop.frameRate = plan.frameRate
        loop.run()
        report.residentAtEnd = residentBytes()
        report.peakResident = peakResidentBytes()
        report.simulatedSeconds = clock.time
        report.pigsStillAllocated = gone.filter { $0.pig != nil }.count
        report.behaviorsAtEnd = app.scene.animator.behaviors.count
        return report
    }

    private func betweenFrames(_ timeout: Double?) {
        let frameStart = Date()
        if let previous = previousFrameEnd, app.explosion?.isAtPigCap == true {
            report.frameSecondsAtCap.append(frameStart.timeIntervalSince(previous))
        }
        checkFrame()
        if let timeout { clock.advance(by: timeout) } else { idle() }
        if !finishing && clock.time >= nextAction { act() }
        // A world that never comes to rest fails the test instead of hanging it.
        if finishing && clock.time - lastActionTime > plan.restDeadline * 2 { screen.enqueue(.key(.character("q"))) }
        report.checkSeconds += Date().timeIntervalSince(frameStart)
        previousFrameEnd = Date()
    }

    /// The loop sleeps for input: at rest. Skip ahead to the next action, or finish.
    private func idle() {
        guard finishing else {
            clock.time = max(clock.time, nextAction)
            return
        }
        if report.restDelay == nil {
            report.restDelay = clock.time - lastActionTime
            screen.enqueue(.key(.character("c")))  // clear, then quit at the next rest
        } else {
            screen.enqueue(.key(.character("q")))
        }
    }

    /// True during the final pile-up.
    var isPilingUp: Bool { report.explosions >= plan.explosions - plan.pileUpExplosions }

    /// One random user action, then the time of the next.
    private func act() {
        lastActionTime = clock.time
        nextAction = clock.time + Double.random(in: plan.pause, using: &random)
        if isPilingUp { return pileUp() }
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<60: click()
        case 60..<70: screen.enqueue(.key([.left, .right, .up, .down].randomElement(using: &random)!))
        case 70..<75: screen.enqueue(.key(.character("g")))
        case 75..<83: screen.enqueue(.key(.character("f"))); report.floorToggles += 1
        case 83..<87: screen.enqueue(.key(.character("c"))); report.clears += 1
        case 87..<89: screen.enqueue(.key(.character("r"))); report.restarts += 1
        default: resize()
        }
    }

    /// The largest terminal, floor down, gravity straight down, then a click in the middle,
    /// where pigs land on the floor instead of flying out past its ends.
    private func pileUp() {
        if screen.columns != 300 || screen.rows != 100 {
            screen.resize(columns: 300, rows: 100)
            resizedSinceLastFrame = true
        }
        if app.explosion?.hasFloor == false { screen.enqueue(.key(.character("f"))) }
        if app.tuning.gravityAngle != .pi / 2 { screen.enqueue(.key(.character("g"))) }
        click(columns: 100..<200, rows: 20..<60)
    }

    func liveContains(_ pig: Pig) -> Bool { liveIDs.contains(ObjectIdentifier(pig)) }

    /// The pigs of the last frame that are not in `pigs`.
    func liveMissing(from pigs: [Pig]) -> [Pig] {
        let now = Set(pigs.map(ObjectIdentifier.init))
        return live.filter { !now.contains(ObjectIdentifier($0)) }
    }

    func replaceLive(with pigs: [Pig]) {
        live = pigs
        liveIDs = Set(pigs.map(ObjectIdentifier.init))
        lastY = Dictionary(uniqueKeysWithValues: pigs.map { (ObjectIdentifier($0), $0.center.y) })
        floorWasLaid = app.explosion?.hasFloor == true
    }

    /// A left click at a random cell, anywhere above the status line unless told where.
    private func click(columns: Range<Int>? = nil, rows: Range<Int>? = nil) {
        let column = Int.random(in: columns ?? 0..<screen.columns, using: &random)
        let row = Int.random(in: rows ?? 0..<max(1, screen.rows - 1), using: &random)
        screen.enqueue(
            .mouse(MouseEvent(kind: .press(.left), column: column, row: row)),
            .mouse(MouseEvent(kind: .release(.left), column: column, row: row)))
    }

    private func resize() {
        let sizes = [(120, 40), (80, 24), (200, 60), (40, 12), (300, 100), (10, 4), (100, 30)]
        let (columns, rows) = sizes.randomElement(using: &random)!
        screen.resize(columns: columns, rows: rows)
        resizedSinceLastFrame = true
        report.resizes += 1
    }
}

/// A pig that may have been freed.
struct WeakPig {
    weak var pig: Pig?
}

/// What a soak run measured.
struct SoakReport {
    var explosions = 0, frames = 0, resizes = 0, clears = 0, restarts = 0, floorToggles = 0
    /// Frames at the pig cap with the status line saying so, and frames where the status line
    /// and the cap disagreed (or the cap was exceeded).
    var mostPigs = 0, capShownWhenFull = 0, capShownWhenNotFull = 0
    /// Behaviors ≠ pigs + 1 (the world), pigs below a laid floor, pigs through the floor.
    var behaviorMismatches = 0, belowFloor = 0, fellThrough = 0, bodyMismatches = 0
    var residentAtStart = 0, residentAtEnd = 0, peakResident = 0
    var simulatedSeconds = 0.0, checkSeconds = 0.0
    /// Simulated seconds from the last action to rest; nil if it never came.
    var restDelay: Double?
    var pigsStillAllocated = 0, behaviorsAtEnd = 0
    /// Wall-clock seconds of each frame (input, step, render, present) while at the pig cap.
    var frameSecondsAtCap: [Double] = []

    /// The `p`-quantile (0…1) of the frame times at the cap, in milliseconds.
    func frameMilliseconds(quantile p: Double) -> Double {
        let sorted = frameSecondsAtCap.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] * 1000
    }
}
