import ArgumentParser
import Dynamics
import Foundation
import Playground
import Terminal

/// `pigsplode`: click to explode pigs in the terminal.
@main
struct Pigsplode: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pigsplode",
        abstract: "A UIKit Dynamics playground in your terminal: click to explode pigs.",
        discussion: Manual.sections,
        version: pigsplodeVersion
    )

    // Every flag is optional: one not given leaves the config file's value (or the default).
    @Option(
        help:
            "Pigs per click (\(Settings.pigsRange.lowerBound)-\(Settings.pigsRange.upperBound); default \(Settings().pigsPerClick))."
    )
    var pigs: Int?

    @Option(
        help:
            "Seed for the explosions' randomness; the same seed gives the same explosions (default \(Settings().seed))."
    )
    var seed: UInt64?

    @Flag(help: "Draw ASCII pigs even where the terminal can show emoji.")
    var ascii = false

    @Flag(help: "Start with a floor, so pigs land, collide and pile up (f toggles it).")
    var floor = false

    @Option(
        help: ArgumentHelp("Points per terminal cell, as WIDTHxHEIGHT (each 1-256; default 8x16).", valueName: "WxH"))
    var cellSize: String?

    @Option(
        help: ArgumentHelp(
            "The scene to start in: \(SceneCatalog.names.joined(separator: ", ")) (default \(Settings().scene)).",
            valueName: "name"),
        completion: .list(SceneCatalog.names))
    var scene: String?

    @Option(
        help: ArgumentHelp(
            "Open a scene file in the sandbox: a path, or a shipped scene (\(ShippedScenes.names.joined(separator: ", "))).",
            valueName: "path|name"),
        completion: .file(extensions: ["toml"]))
    var sceneFile: String?

    @Flag(help: "Start with the debug overlay on (d toggles it).")
    var debug = false

    @Option(
        help: ArgumentHelp(
            "Redraw the debug overlay every N frames (\(Settings.debugIntervalRange.lowerBound)-\(Settings.debugIntervalRange.upperBound); default \(Settings().debugInterval)).",
            valueName: "N"))
    var debugInterval: Int?

    @Option(
        help: ArgumentHelp(
            "Threads sharing the contact solver (\(Settings.solverThreadsRange.lowerBound)-\(Settings.solverThreadsRange.upperBound); default \(Settings().solverThreads)); any count moves the same.",
            valueName: "N"))
    var threads: Int?

    @OptionGroup var config: ConfigOptions

    @OptionGroup var headless: HeadlessOptions

    /// The settings to run with: the defaults, then the config file (a `ConfigError` naming its
    /// line), then the flags given (a validation error naming the flag).
    /// A scene file (`--scene-file`) is read last; its errors are `ConfigError`s too.
    func settings() throws -> Settings {
        var settings = try settings(over: config.fileSettings())
        if let sceneFile { settings.sceneDocument = try SceneFileLoader.load(sceneFile, read: ConfigOptions.read) }
        return settings
    }

    /// `base` with the flags given on top, or a validation error naming the flag.
    func settings(over base: Settings) throws -> Settings {
        do {
            let flags = SettingsOverrides(
                pigs: pigs, seed: seed, ascii: try config.choice(ascii, "ascii"),
                floor: try config.choice(floor, "floor"), cellSize: cellSize, scene: scene,
                debug: try config.choice(debug, "debug"), debugInterval: debugInterval, threads: threads)
            return try flags.applied(to: base)
        } catch let error as SettingsOverrides.Problem {
            throw ValidationError(error.message)
        }
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
            if let failure = error as? ConfigError {  // read in run(): a usage error, status 2
                FileHandleOutput.standardError("Error: \(failure)")
                Foundation.exit(2)
            }
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandleOutput.standardError(fullMessage(for: error), keepingNewlines: true)
                Foundation.exit(2)
            }
            // Help and --version print as ArgumentParser prints them; any other error (an
            // unknown option quotes what was typed) goes out with its control characters escaped.
            let message = fullMessage(for: error)
            guard code != .success, !message.isEmpty else { exit(withError: error) }
            FileHandleOutput.standardError(message, keepingNewlines: true)
            Foundation.exit(code.rawValue)
        }
    }

    /// Checks the flags alone; the config file is read (and its errors reported) by `run()`,
    /// so a broken file never stands in the way of `--help`.
    func validate() throws {
        _ = try settings(over: Settings())
    }

    func run() throws {
        let settings = try settings()
        let inputs = config.protectedFile().map { [$0] } ?? []
        if headless.headless { return try headless.runHeadless(settings: settings, inputs: inputs) }
        try headless.checkRecordTarget()
        let screen: CursesScreen
        do {
            screen = try CursesScreen.open()
        } catch {
            throw PigsplodeError(message: "\(error)")
        }
        defer { screen.close() }
        let app = PlaygroundApp(
            settings: settings, columns: screen.columns, rows: screen.rows,
            unicode: screen.supportsUnicode)
        app.applyStartingSliders()
        let shown = try headless.recording(screen, inputs: inputs)
        defer { shown.close() }
        var loop = FrameLoop(app: app, screen: shown, clock: MonotonicClock())
        loop.shouldStop = { SignalTrap.quitRequested }
        TestHooks.install(in: &loop)
        loop.run()
        screen.close()
        try headless.finishRecording(shown)
        if let signal = SignalTrap.quitSignal {
            // Die of the signal itself, so a parent sees how the app ended (a shell's loop
            // stops on a child killed by SIGINT); 128 + signal only if that somehow fails.
            SignalTrap.dieOf(signal)
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
    /// Writes `text` and a newline, control characters written out (`\e`, `\u{…}`): messages
    /// quote file names, script lines and config values, which must not drive the terminal.
    static func standardError(_ text: String, keepingNewlines: Bool = false) {
        let safe = text.escapingControlCharacters(keepingNewlines: keepingNewlines)
        FileHandle.standardError.write(Data((safe + "\n").utf8))
    }
}
