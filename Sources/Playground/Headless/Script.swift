import Terminal

/// One instruction of a headless script. Cells are 0-based (column from the left, row from
/// the top), as everywhere else in the playground.
public enum ScriptCommand: Equatable, Sendable {
    /// Left press and release at a cell (in `explosion`: a burst of pigs).
    case click(column: Int, row: Int)
    /// Right press and release at a cell (snap the nearest item there).
    case rightClick(column: Int, row: Int)
    /// Left press at `from`, pointer motion once a frame for `frames` frames, release at
    /// `to`: an item under `from` is carried and thrown with the pointer's speed.
    case drag(from: ScriptCell, to: ScriptCell, frames: Int)
    /// One wheel step: up (> 0) or down (< 0).
    case wheel(Int)
    /// Key presses, in order.
    case keys([Key])
    /// Let this many frames of 1/60 s pass.
    case wait(frames: Int)
    /// The terminal becomes `columns` × `rows`.
    case resize(columns: Int, rows: Int)
    /// Print the current frame as text.
    case frame
    /// Write the current frame as an SVG picture.
    case snapshot(path: String)
    /// Print a line of text.
    case echo(String)
    /// Switch to a scene by name.
    case scene(String)
    /// Set a slider to a value (clamped to its range).
    case set(SliderID, Double)
    /// Open a scene file (a path, or a shipped scene's name) in the sandbox.
    case load(String)
    /// Write the sandbox's scene, as it plays now, to a file (as `snapshot` writes its picture).
    case save(path: String)
}

/// A cell named in a script, 0-based.
public struct ScriptCell: Equatable, Sendable {
    /// Column, 0-based.
    public var column: Int
    /// Row, 0-based.
    public var row: Int

    /// Creates a cell.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A parsed script: its commands with the line each came from.
public struct Script: Equatable, Sendable {
    /// A command and its 1-based line number.
    public struct Line: Equatable, Sendable {
        /// Line number in the script, 1-based.
        public var number: Int
        /// What the line asks for.
        public var command: ScriptCommand
    }

    /// The commands, in order (comments and blank lines dropped).
    public var lines: [Line]

    /// Parses script text; the first bad line throws.
    public init(parsing text: String) throws(ScriptError) {
        lines = try ScriptParser.parse(text)
    }

    /// A script of these lines.
    public init(lines: [Line]) {
        self.lines = lines
    }
}

/// A problem with a script, tied to its line: `description` reads `script:LINE: message`.
public struct ScriptError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Line number, 1-based (0 when the problem is not on a line).
    public var line: Int
    /// What is wrong, for a user.
    public var message: String
    /// The exit status a failed run gives: 1 (a file that cannot be read or written), or 2
    /// for a scene file that is wrong.
    public var exitStatus: Int32 = 1

    /// Creates an error.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `script:LINE: message`.
    public var description: String { "script:\(line): \(message)" }
}
