import ArgumentParser
import Dynamics
import Playground
import Terminal
import Foundation

/// `pigsplode`: click to explode pigs in the terminal.
@main
struct Pigsplode: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pigsplode",
        abstract: "A UIKit Dynamics playground in your terminal: click to explode pigs.",
        discussion: """
        Left-click anywhere to spawn an explosion of pigs that fly up and fall under gravity.
        Drag an item to throw it, right-click to snap one. Arrow keys tilt gravity, the number
        row plays the sliders, d draws forces and bounds, Tab switches scenes, space pauses,
        ? shows every key, q quits.

        EXAMPLES:
          pigsplode                     start with the defaults
          pigsplode --pigs 40 --seed 7  bigger, reproducible explosions
          pigsplode --ascii             ASCII pigs, for terminals without emoji
          pigsplode --floor             pigs land on a floor and pile up
          pigsplode --cell-size 10x20   zoom the world out (points per cell)
          pigsplode --scene fields      the iOS 9 fields demo: play the noise sliders
          pigsplode --scene tour --debug  every behavior, with forces and bounds drawn
        """,
        version: pigsplodeVersion
    )

    @Option(help: "Pigs per click (\(Settings.pigsRange.lowerBound)-\(Settings.pigsRange.upperBound)).")
    var pigs: Int = Settings().pigsPerClick

    @Option(help: "Seed for the explosions' randomness; the same seed gives the same explosions.")
    var seed: UInt64 = Settings().seed

    @Flag(help: "Draw ASCII pigs even where the terminal can show emoji.")
    var ascii = false

    @Flag(help: "Start with a floor, so pigs land, collide and pile up (f toggles it).")
    var floor = false

    @Option(help: ArgumentHelp("Points per terminal cell, as WIDTHxHEIGHT (each 1-256).", valueName: "WxH"))
    var cellSize: String = "8x16"

    @Option(help: ArgumentHelp("The scene to start in: \(SceneCatalog.names.joined(separator: ", ")).",
                               valueName: "name"))
    var scene: String = Settings().scene

    @Flag(help: "Start with the debug overlay on (d toggles it).")
    var debug = false

    @Option(help: ArgumentHelp("Redraw the debug overlay every N frames (\(Settings.debugIntervalRange.lowerBound)-\(Settings.debugIntervalRange.upperBound)).",
                               valueName: "N"))
    var debugInterval: Int = Settings().debugInterval

    /// The settings the flags describe, or a validation error naming the flag.
    func settings() throws -> Settings {
        var s = Settings()
        s.pigsPerClick = pigs
        s.seed = seed
        s.forceASCII = ascii
        s.hasFloor = floor
        s.scene = scene
        s.showsDebug = debug
        s.debugInterval = debugInterval
        guard let size = Settings.parseCellSize(cellSize) else {
            throw ValidationError("--cell-size must look like 8x16 (points wide x points tall), got '\(cellSize)'")
        }
        s.cellSize = size
        if let problem = s.problem() { throw ValidationError(problem) }
        return s
    }

    /// Parses and runs; a bad command line exits with status 2 (the usual code for usage
    /// errors) instead of ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if let failure = error as? PigsplodeError {
                FileHandleOutput.standardError(failure.message)
                Foundation.exit(1)
            }
            if exitCode(for: error) == .validationFailure {
                FileHandleOutput.standardError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    func validate() throws {
        _ = try settings()
    }

    func run() throws {
        let settings = try settings()
        let screen: CursesScreen
        do {
            screen = try CursesScreen.open()
        } catch {
            throw PigsplodeError(message: "\(error)")
        }
        defer { screen.close() }
        let app = PlaygroundApp(settings: settings, columns: screen.columns, rows: screen.rows,
                                unicode: screen.supportsUnicode)
        var loop = FrameLoop(app: app, screen: screen, clock: MonotonicClock())
        loop.shouldStop = { SignalTrap.quitRequested }
        TestHooks.install(in: &loop)
        loop.run()
        screen.close()
        if let signal = SignalTrap.quitSignal {
            throw ExitCode(128 + signal)
        }
    }
}

/// A startup failure, printed as one line.
struct PigsplodeError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Writes to standard error without buffering surprises.
enum FileHandleOutput {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
