import ArgumentParser
import Foundation
import Playground
import Terminal

/// Scripted runs without a terminal (`--headless --script FILE`) and asciicast recordings
/// (`--record FILE.cast`, headless or interactive).
struct HeadlessOptions: ParsableArguments {
    @Flag(help: "Run without a terminal: play --script on a simulated clock and print the frames it asks for.")
    var headless = false

    @Option(help: ArgumentHelp("The headless script: a file, or - to read standard input.", valueName: "file"))
    var script: String?

    @Option(
        help: ArgumentHelp("Headless screen size as COLSxROWS (each 1-1000; default 80x24).", valueName: "COLSxROWS"))
    var size: String?

    @Option(
        help: ArgumentHelp(
            "Record the session as an asciicast v2 file (headless: on simulated time).",
            valueName: "file.cast"))
    var record: String?

    @Flag(
        help: ArgumentHelp(
            "Let --record and the script's snapshot and save replace files that exist (never through a symbolic link, never a file being read)."
        ))
    var overwrite = false

    /// The headless screen size.
    static let defaultSize = (columns: 80, rows: 24)

    func validate() throws {
        if let size, Self.parseSize(size) == nil {
            throw ValidationError(
                "--size must look like 80x24 (columns x rows, each \(ScriptParser.sizeRange.lowerBound)-\(ScriptParser.sizeRange.upperBound)), got '\(size)'"
            )
        }
        if let record, !(record.hasSuffix(".cast") && record.count > 5) {
            throw ValidationError("--record must name a .cast file, got '\(record)'")
        }
        if script != nil && !headless { throw ValidationError("--script needs --headless") }
        if size != nil && !headless {
            throw ValidationError("--size needs --headless (an interactive session has its terminal's size)")
        }
        if headless && script == nil {
            throw ValidationError("--headless needs --script FILE (or - for standard input)")
        }
    }

    /// Parses `COLSxROWS`, each within `ScriptParser.sizeRange`.
    static func parseSize(_ text: String) -> (columns: Int, rows: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            ScriptParser.sizeRange.contains(columns), ScriptParser.sizeRange.contains(rows)
        else { return nil }
        return (columns, rows)
    }
}

// MARK: - Headless

extension HeadlessOptions {
    /// Runs the script: frames and `echo` lines on stdout. A bad script line exits 2 with
    /// `script:LINE: message` before anything runs; a file that cannot be read or written
    /// exits 1.
    func runHeadless(settings: Settings, inputs: [ProtectedFile]) throws {
        let script: Script
        do {
            script = try Script(parsing: try readScript())
        } catch let error as ScriptError {
            FileHandleOutput.standardError(error.description)
            throw ExitCode(2)
        }
        let size = size.flatMap(Self.parseSize) ?? Self.defaultSize
        var inputs = inputs + scriptInput()
        let writer = try record.map { path in
            try openRecording(
                path, columns: size.columns, rows: size.rows, title: "pigsplode --headless",
                environment: ["TERM": "xterm-256color"], inputs: inputs)
        }
        if let record, let identity = FileIdentity(path: record) {
            inputs.append(ProtectedFile(identity, role: "the recording being written"))
        }
        let session = HeadlessSession.make(
            settings: settings, columns: size.columns, rows: size.rows, recordingInto: writer)
        defer { session.finish() }
        session.app.applyStartingSliders()  // the config file's sliders, as an interactive start has them
        var runner = ScriptRunner(session: session) { FileHandle.standardOutput.write(Data($0.utf8)) }
        runner.writeFile = { [overwrite, inputs] path, text in
            do { try TextFile.write(text, to: path, overwrite: overwrite, protecting: inputs) } catch {
                return "\(error)"
            }
            return nil
        }
        do {
            let outcome = try runner.run(script)
            if let line = outcome.quitAtLine, outcome.skippedCommands > 0 {
                FileHandleOutput.standardError(
                    "pigsplode: the script quit at line \(line); \(outcome.skippedCommands) later command(s) not run")
            }
        } catch {
            FileHandleOutput.standardError(error.description)
            throw ExitCode(error.exitStatus)
        }
        if let failure = session.recordingFailure { throw PigsplodeError(message: failure.description) }
    }

    /// The script, as a file no output may replace: the file named, or standard input when it
    /// is redirected from a file.
    private func scriptInput() -> [ProtectedFile] {
        let name = script ?? "-"
        let identity = name == "-" ? FileIdentity(descriptor: STDIN_FILENO) : FileIdentity(path: name)
        return identity.map { [ProtectedFile($0, role: "the script being read")] } ?? []
    }

    /// The script's text, from the file or standard input.
    private func readScript() throws -> String {
        let name = script ?? "-"
        let data: Data
        if name == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: name) else {
                let exists = FileManager.default.fileExists(atPath: name)
                throw PigsplodeError(
                    message:
                        "cannot read the script '\(name)': \(exists ? "permission denied or not a file" : "no such file")"
                )
            }
            data = contents
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PigsplodeError(
                message: "the script \(name == "-" ? "on standard input" : "'\(name)'") is not UTF-8 text")
        }
        return text
    }
}

// MARK: - Recording

extension HeadlessOptions {
    /// The screen the interactive loop should use: `screen` itself, or with `--record` a
    /// `RecordingScreen` around it on wall-clock time since now.
    func recording(_ screen: Screen, inputs: [ProtectedFile]) throws -> Screen {
        guard let record else { return screen }
        let environment = ProcessInfo.processInfo.environment
        let writer = try openRecording(
            record, columns: screen.columns, rows: screen.rows, title: "pigsplode",
            environment: ["TERM": environment["TERM"] ?? "", "SHELL": environment["SHELL"] ?? ""],
            timestamp: Int(Date().timeIntervalSince1970), inputs: inputs)
        let clock = MonotonicClock()
        let start = clock.now()
        return RecordingScreen(base: screen, writer: writer, elapsed: { clock.now() - start })
    }

    /// Refuses, before the screen opens, a `--record` file that exists (without `--overwrite`)
    /// or is a symbolic link.
    func checkRecordTarget() throws {
        guard let record, let refusal = OutputFile.refusal(for: record, overwrite: overwrite) else { return }
        throw PigsplodeError(message: AsciicastError(path: record, reason: refusal.description).description)
    }

    /// Closes the recording (if `screen` records) and reports a write error that stopped it.
    func finishRecording(_ screen: Screen) throws {
        guard let recorder = screen as? RecordingScreen else { return }
        recorder.writer.close()
        if let failure = recorder.failure { throw PigsplodeError(message: failure.description) }
    }

    private func openRecording(
        _ path: String, columns: Int, rows: Int, title: String,
        environment: [String: String], timestamp: Int? = nil, inputs: [ProtectedFile]
    ) throws -> AsciicastWriter {
        do {
            return try AsciicastWriter(
                path: path, columns: columns, rows: rows, timestamp: timestamp, title: title,
                environment: environment, overwrite: overwrite, protecting: inputs)
        } catch {
            throw PigsplodeError(message: error.description)
        }
    }
}
