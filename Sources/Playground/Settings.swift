import Dynamics
import Raster

/// What the user chose in the config file and on the command line; every field validated by
/// `problem()`.
public struct Settings: Sendable, Equatable {
    /// Pigs per click. Default 12; 1 … 500.
    public var pigsPerClick = 12
    /// Seed of the explosion jitter; same seed and input ⇒ same frames.
    public var seed: UInt64 = 1
    /// Force ASCII glyphs even in a UTF-8 terminal.
    public var forceASCII = false
    /// Points per terminal cell. Default 8 × 16.
    public var cellSize = Viewport.defaultCellSize
    /// Start with a floor, so pigs land and pile up.
    public var hasFloor = false
    /// Launch speed of a pig pushed with a unit direction, in pt/s. Default 600.
    public var pushSpeed = 600.0
    /// The scene played first, one of `SceneCatalog.names`. Default "explosion".
    public var scene = SceneCatalog.names[0]
    /// The scene file to start in (`--scene-file`), played in the sandbox; it wins over
    /// `scene`. Default none.
    public var sceneDocument: SceneDocument?
    /// Start with the debug overlay on.
    public var showsDebug = false
    /// The debug overlay is redrawn every this many simulated frames. Default 1; 1 … 600.
    public var debugInterval = 1
    /// Threads sharing each scene's contact solver (`DynamicAnimator.solverThreadCount`); the
    /// motion is the same on any count. Default 1; 1 … 64.
    public var solverThreads = 1
    /// Starting values of the sliders kept in `Tuning` only (tilt in degrees, gravity, the
    /// noise sliders), as the config file sets them; pigs and push are `pigsPerClick` and
    /// `pushSpeed`. Empty by default: `Tuning`'s defaults. See `PlaygroundApp.applyStartingSliders()`.
    public var startingSliders: [SliderID: Double] = [:]
    /// The explosion scene's pig: its glyph in a UTF-8 terminal, its ASCII stand-in, and its
    /// colour. Defaults: the built-in pig sprite (🐷, `oo`, bright magenta).
    public var pigGlyph = SpriteCatalog.pig.unicode
    public var pigASCII = SpriteCatalog.pig.ascii
    public var pigColor = SpriteCatalog.pig.color

    /// The pig sprite these settings draw.
    public var pigSprite: Sprite {
        Sprite(name: "pig", unicode: pigGlyph, ascii: pigASCII, color: pigColor)
    }

    /// Valid range of `pigsPerClick`.
    public static let pigsRange = 1...500
    /// Valid range of each cell dimension, in points.
    public static let cellSizeRange = 1.0...256.0
    /// Valid range of `debugInterval`, in frames.
    public static let debugIntervalRange = 1...600
    /// Valid range of `solverThreads`.
    public static let solverThreadsRange = 1...64

    /// Creates the default settings.
    public init() {}

    /// The first problem with these settings, phrased for a command-line user, or nil.
    public func problem() -> String? {
        if !Self.pigsRange.contains(pigsPerClick) {
            return
                "--pigs must be between \(Self.pigsRange.lowerBound) and \(Self.pigsRange.upperBound), got \(pigsPerClick)"
        }
        for (name, v) in [("width", cellSize.width), ("height", cellSize.height)] where !Self.cellSizeRange.contains(v)
        {
            return "--cell-size \(name) must be between 1 and 256 points, got \(v)"
        }
        if !SceneCatalog.names.contains(scene) {
            return "--scene must be one of \(SceneCatalog.names.joined(separator: ", ")), got '\(scene)'"
        }
        if !Self.debugIntervalRange.contains(debugInterval) {
            return "--debug-interval must be between 1 and 600 frames, got \(debugInterval)"
        }
        if !Self.solverThreadsRange.contains(solverThreads) {
            return "--threads must be between 1 and 64, got \(solverThreads)"
        }
        for id in SliderID.allCases {
            let range = SliderSpec.of(id).range
            guard let value = startingSliders[id], !range.contains(value) else { continue }
            return "the \(id) slider must be between \(plainNumber(range.lowerBound)) and "
                + "\(plainNumber(range.upperBound)), got \(plainNumber(value))"
        }
        return nil
    }

    /// Parses a cell size written `WIDTHxHEIGHT` in points, e.g. `8x16`.
    public static func parseCellSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite
        else { return nil }
        return Size(width: w, height: h)
    }
}
