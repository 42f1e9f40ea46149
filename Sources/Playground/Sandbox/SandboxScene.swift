import Dynamics
import Raster
import Terminal

/// The sandbox: a scene file (empty to begin with) played by a `FileScene`, and tools to
/// build on it — walls, shapes, attachments, erase — with undo, reset and `w` to write it.
/// Every edit captures where things are now, changes the document and rebuilds the play.
public final class SandboxScene: PlaygroundScene {
    /// The catalog name.
    public static let name = "sandbox"
    public static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene {
        SandboxScene(document: SceneDocument(name: name), bounds: bounds, seed: seed)
    }
    /// The sliders this scene responds to.
    public static let sliderList = FileScene.sliderList
    /// What a left click does with the default tool.
    public static let clickHint = "explode or build"
    /// Sizes a placed shape may have, in points, and the step of `[` and `]`.
    public static let sizes = 8.0...160.0, sizeStep = 8.0

    /// The scene being played and edited.
    public let play: FileScene
    /// The edits that `u` undoes.
    public internal(set) var history = EditHistory()
    /// The left button's tool.
    public internal(set) var tool = SandboxTool.explode
    /// Side of the next placed shape, in points. Default 32.
    public internal(set) var size = 32.0
    /// Whether the next placed shape is anchored (`a` toggles).
    public internal(set) var anchoring = false
    /// The `w` prompt while it is open.
    public internal(set) var prompt: SavePrompt?
    /// A note about the last action (written, nothing to undo, …), until the next key.
    public internal(set) var note: String?
    /// Where the last write went: the next `w` offers it again.
    var lastPath: String?
    /// The drag in progress: the points of a wall, or the start of an attachment.
    var gesture: Gesture?
    /// Writes and checks files; tests may replace it.
    var files = SceneFiles.disk

    /// A drag the tools are following.
    enum Gesture {
        /// A wall being drawn through these points.
        case wall([Point])
        /// An attachment from an item (by index) pressed at a point, the pointer now at `to`.
        case attach(from: Int, at: Point, to: Point)
    }

    /// The sandbox playing `document` in `bounds`.
    public init(document: SceneDocument, bounds: Rect, seed: UInt64) {
        play = FileScene(document: document, bounds: bounds, seed: seed)
    }

    /// The document as it plays now (items where they are).
    public var document: SceneDocument { play.captured() }

    public var name: String { play.name }
    public var sliders: [SliderID] { Self.sliderList }
    public var clickHint: String { Self.clickHint }
    public var animator: DynamicAnimator { play.animator }
    public var world: DynamicBehavior { play.world }
    public var movableItems: [DynamicItem] { play.movableItems }
    public var countText: String { play.countText }
    public func apply(_ tuning: Tuning) { play.apply(tuning) }
    public func click(at point: Point, tuning: Tuning) { play.click(at: point, tuning: tuning) }
    public func clear() { play.clear() }
    public func resize(to bounds: Rect) { play.resize(to: bounds) }

    public var statusNote: String? { prompt?.text ?? note }

    /// Changes the document (as it plays now) and rebuilds the play; `u` undoes it.
    func edit(_ change: (inout SceneDocument) -> Void) {
        let before = play.captured()
        var after = before
        change(&after)
        guard after != before else { return }
        history.record(before)
        play.rebuild(from: after)
    }

    /// Goes back to the scene before the last edit.
    func undo() {
        guard let before = history.undo() else {
            note = "nothing to undo"
            return
        }
        play.rebuild(from: before)
        note = "undone (\(history.count) more)"
    }
}

/// How the sandbox reaches the file system: whether a path exists, and writing a file.
struct SceneFiles: Sendable {
    /// True when something is at the path.
    var exists: @Sendable (String) -> Bool
    /// Writes the text to the path, or says why not.
    var write: @Sendable (String, String) -> String?

    /// The real file system, through the C library.
    static let disk = SceneFiles(
        exists: { TextFile.exists($0) },
        write: { text, path in
            do {
                try TextFile.replace(text, at: path)
                return nil
            } catch {
                return "\(error)"
            }
        })
}
