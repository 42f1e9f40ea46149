/// The sandbox's undo stack: the scene as it was before each edit, newest last.
public struct EditHistory: Sendable {
    /// Most edits remembered; older ones are dropped.
    public static let depth = 100
    private var earlier: [SceneDocument] = []

    /// An empty history.
    public init() {}

    /// How many edits can be undone.
    public var count: Int { earlier.count }

    /// Remembers the scene as it was before an edit.
    public mutating func record(_ before: SceneDocument) {
        earlier.append(before)
        if earlier.count > Self.depth { earlier.removeFirst(earlier.count - Self.depth) }
    }

    /// The scene before the last edit, forgotten by the history; nil when there is none.
    public mutating func undo() -> SceneDocument? { earlier.popLast() }
}
