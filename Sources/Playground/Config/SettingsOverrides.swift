/// What the command line's flags chose; nil where a flag was not given, so the config file's
/// value (or the default) stays. Flags win over the file: `applied(to:)` runs after it.
public struct SettingsOverrides: Sendable, Equatable {
    /// `--pigs`.
    public var pigs: Int?
    /// `--seed`.
    public var seed: UInt64?
    /// `--ascii` / `--no-ascii`.
    public var ascii: Bool?
    /// `--floor` / `--no-floor`.
    public var floor: Bool?
    /// `--cell-size`, as typed.
    public var cellSize: String?
    /// `--scene`.
    public var scene: String?
    /// `--debug` / `--no-debug`.
    public var debug: Bool?
    /// `--debug-interval`.
    public var debugInterval: Int?
    /// `--threads`.
    public var threads: Int?

    /// Creates overrides; every flag defaults to "not given".
    public init(
        pigs: Int? = nil, seed: UInt64? = nil, ascii: Bool? = nil, floor: Bool? = nil, cellSize: String? = nil,
        scene: String? = nil, debug: Bool? = nil, debugInterval: Int? = nil, threads: Int? = nil
    ) {
        self.pigs = pigs
        self.seed = seed
        self.ascii = ascii
        self.floor = floor
        self.cellSize = cellSize
        self.scene = scene
        self.debug = debug
        self.debugInterval = debugInterval
        self.threads = threads
    }

    /// A flag's bad value, phrased for a command-line user (it names the flag).
    public struct Problem: Error, Equatable, Sendable {
        /// The message.
        public var message: String
    }

    /// `base` (the defaults, or what the config file made of them) with the given flags on top.
    public func applied(to base: Settings) throws(Problem) -> Settings {
        var s = base
        if let pigs { s.pigsPerClick = pigs }
        if let seed { s.seed = seed }
        if let ascii { s.forceASCII = ascii }
        if let floor { s.hasFloor = floor }
        if let scene { s.scene = scene }
        if let debug { s.showsDebug = debug }
        if let debugInterval { s.debugInterval = debugInterval }
        if let threads { s.solverThreads = threads }
        if let cellSize {
            guard let size = Settings.parseCellSize(cellSize) else {
                throw Problem(message: "--cell-size must look like 8x16 (points wide x points tall), got '\(cellSize)'")
            }
            s.cellSize = size
        }
        if let problem = s.problem() { throw Problem(message: problem) }
        return s
    }
}
