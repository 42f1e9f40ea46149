/// What the left button does in the sandbox; a key picks each tool and the toolbar shows it.
public enum SandboxTool: String, CaseIterable, Sendable {
    /// The playground's own click: explode pigs, grab and throw items.
    case explode
    /// Drag to draw a wall along the pointer (simplified when let go).
    case wall
    /// Click to place a box.
    case box
    /// Click to place an ellipse.
    case ellipse
    /// Click to place a triangle.
    case triangle
    /// Click to place a pig.
    case pig
    /// Drag from an item to another (or to empty space for a world anchor): a spring.
    case spring
    /// The same, for a rope.
    case rope
    /// The same, for a pin (to the world: where the drag began).
    case pin
    /// Click an item, a wall or an attachment to remove it.
    case erase

    /// The key that picks the tool.
    public var key: Character {
        switch self {
        case .explode: return "x"
        case .wall: return "l"
        case .box: return "b"
        case .ellipse: return "e"
        case .triangle: return "t"
        case .pig: return "p"
        case .spring: return "z"
        case .rope: return "o"
        case .pin: return "n"
        case .erase: return "k"
        }
    }

    /// The shape a placing tool places, else nil.
    public var shape: SceneItem.Shape? {
        switch self {
        case .box: return .box
        case .ellipse: return .ellipse
        case .triangle: return .triangle
        case .pig: return .pig
        default: return nil
        }
    }

    /// The attachment an attaching tool makes, else nil.
    public var attachment: SceneAttachment.Kind? {
        switch self {
        case .spring: return .spring
        case .rope: return .rope
        case .pin: return .pin
        default: return nil
        }
    }

    /// The tool a key picks, if any.
    public static func picked(by key: Character) -> SandboxTool? { allCases.first { $0.key == key } }
}
