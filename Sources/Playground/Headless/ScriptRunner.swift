import Raster
import Terminal

/// Carries out a parsed script on a `HeadlessSession`: input becomes events at the current
/// simulated time, `wait` lets frames pass, `frame` and `echo` print through `output`, and
/// `snapshot` writes a picture through `writeFile`.
public struct ScriptRunner {
    /// What the run did with the script.
    public struct Outcome: Equatable, Sendable {
        /// The line whose input quit the playground (`q`, Esc), if one did.
        public var quitAtLine: Int?
        /// Commands after the quit that were not run.
        public var skippedCommands = 0
    }

    /// The session the script drives.
    public let session: HeadlessSession
    /// Receives printed text, a line at a time, each ending in a newline.
    public var output: (String) -> Void
    /// Writes a file (path, text); returns nil or why it failed. Default: `TextFile.write`.
    public var writeFile: (String, String) -> String? = { path, text in
        do { try TextFile.write(text, to: path); return nil } catch { return "\(error)" }
    }

    /// Reads a scene file for `load`. Default: `TextFile.read`.
    public var readFile: (String) -> ConfigLoader.ReadResult = { TextFile.read($0) }

    /// A runner for `session`, printing through `output`.
    public init(session: HeadlessSession, output: @escaping (String) -> Void) {
        self.session = session
        self.output = output
    }

    /// Runs every command in order, starting the session first if it has not presented yet.
    /// Input that quits the playground ends the run; the commands after it are counted in the
    /// outcome. A snapshot that cannot be written throws, naming its line.
    public func run(_ script: Script) throws(ScriptError) -> Outcome {
        if session.presentCount == 0 { session.start() }
        var outcome = Outcome()
        for (index, line) in script.lines.enumerated() {
            try execute(line.command, line: line.number)
            if session.hasQuit {
                outcome.quitAtLine = line.number
                outcome.skippedCommands = script.lines.count - index - 1
                break
            }
        }
        return outcome
    }

    /// Carries out one command (`line` is only for error messages).
    public func execute(_ command: ScriptCommand, line: Int) throws(ScriptError) {
        switch command {
        case .click(let column, let row): session.send(Self.click(.left, column, row))
        case .rightClick(let column, let row): session.send(Self.click(.right, column, row))
        case .drag(let from, let to, let frames): drag(from: from, to: to, frames: frames)
        case .wheel(let steps):
            session.send([.mouse(MouseEvent(kind: steps > 0 ? .wheelUp : .wheelDown, column: 0, row: 0))])
        case .keys(let keys): session.send(keys.map(InputEvent.key))
        case .wait(let frames): session.wait(frames: frames)
        case .resize(let columns, let rows): session.send([.resize(columns: columns, rows: rows)])
        case .frame: output(Self.frameText(session))
        case .snapshot(let path):
            if let failure = writeFile(path, SVGSnapshot.svg(of: session.lastFrame)) {
                throw ScriptError(line: line, "snapshot: cannot write '\(path)': \(failure)")
            }
        case .echo(let text): output(text + "\n")
        case .scene(let name): session.change { $0.perform(.selectScene(name)) }
        case .set(let id, let value): session.change { $0.setSlider(id, to: value) }
        case .load(let name): try load(name, line: line)
        case .save(let path): try save(to: path, line: line)
        }
    }

    /// Opens a scene file in the sandbox; a bad one stops the run (exit status 2).
    private func load(_ name: String, line: Int) throws(ScriptError) {
        do {
            let document = try SceneFileLoader.load(name, asker: "load", read: readFile)
            session.change { $0.open(document) }
        } catch {
            var failure = ScriptError(line: line, "load: \(error)")
            failure.exitStatus = 2
            throw failure
        }
    }

    /// Writes the sandbox's scene to `path`.
    private func save(to path: String, line: Int) throws(ScriptError) {
        guard let sandbox = session.app.scene as? SandboxScene else {
            throw ScriptError(
                line: line, "save: the \(session.app.scene.name) scene is not a scene file (try the sandbox)")
        }
        if let failure = writeFile(path, sandbox.document.text()) {
            throw ScriptError(line: line, "save: cannot write '\(path)': \(failure)")
        }
    }

    /// The current frame as `frame` prints it: a separator with the frame number and the
    /// simulated time, then the text a terminal shows (`ANSIEncoder.displayed`), trailing
    /// blanks trimmed.
    public static func frameText(_ session: HeadlessSession) -> String {
        let seconds = PlaygroundApp.format(session.time, decimals: 3)
        return "--- frame \(session.frame) t=\(seconds)s ---\n" + ANSIEncoder.displayed(session.lastFrame).text() + "\n"
    }

    /// A press and release of `button` at a cell.
    static func click(_ button: MouseButton, _ column: Int, _ row: Int) -> [InputEvent] {
        [
            .mouse(MouseEvent(kind: .press(button), column: column, row: row)),
            .mouse(MouseEvent(kind: .release(button), column: column, row: row)),
        ]
    }

    /// Press at `from`; then each frame the pointer moves a step along the straight line to
    /// `to`; on the last step it lets go there, so a carried item leaves with the pointer's
    /// speed.
    private func drag(from: ScriptCell, to: ScriptCell, frames: Int) {
        session.send([.mouse(MouseEvent(kind: .press(.left), column: from.column, row: from.row))])
        let steps = max(1, frames)
        for step in 1...steps {
            session.advanceFrame()
            let column = from.column + Self.part(to.column - from.column, step, of: steps)
            let row = from.row + Self.part(to.row - from.row, step, of: steps)
            var events: [InputEvent] = [.mouse(MouseEvent(kind: .drag(.left), column: column, row: row))]
            if step == steps { events.append(.mouse(MouseEvent(kind: .release(.left), column: column, row: row))) }
            session.send(events)
        }
    }

    /// `step / steps` of `distance`, rounded to a whole cell (exact at the last step).
    static func part(_ distance: Int, _ step: Int, of steps: Int) -> Int {
        Int((Double(distance * step) / Double(steps)).rounded())
    }
}
