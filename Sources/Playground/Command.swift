import Terminal

/// Something the user asked the playground to do.
public enum Command: Sendable, Equatable {
    /// Spawn an explosion of pigs centred on a cell.
    case explode(column: Int, row: Int)
    /// Tilt gravity one step toward a direction.
    case tilt(TiltDirection)
    /// Gravity straight down again.
    case resetGravity
    /// Remove every pig.
    case clear
    /// Lay or lift the floor pigs pile up on.
    case toggleFloor
    /// Show or hide the key help.
    case toggleHelp
    /// Leave the playground.
    case quit
}

/// One row of the key help: the keys, what they do, and the command they send.
public struct KeyBinding: Sendable {
    /// The keys that trigger it.
    public var keys: [Key]
    /// How the keys are written in the help (ASCII).
    public var label: String
    /// What it does, in a few words.
    public var summary: String
    /// The command sent.
    public var command: Command
}

/// The playground's keys and mouse actions: the single source for input handling and help.
public enum Controls {
    /// Every key binding, in the order the help lists them.
    public static let keys: [KeyBinding] = [
        KeyBinding(keys: [.left], label: "Left", summary: "tilt gravity left", command: .tilt(.left)),
        KeyBinding(keys: [.right], label: "Right", summary: "tilt gravity right", command: .tilt(.right)),
        KeyBinding(keys: [.up], label: "Up", summary: "tilt gravity up", command: .tilt(.up)),
        KeyBinding(keys: [.down], label: "Down", summary: "tilt gravity down", command: .tilt(.down)),
        KeyBinding(keys: [.character("g")], label: "g", summary: "gravity straight down", command: .resetGravity),
        KeyBinding(keys: [.character("f")], label: "f", summary: "floor on/off (pigs pile up)", command: .toggleFloor),
        KeyBinding(keys: [.character("c")], label: "c", summary: "clear all pigs", command: .clear),
        KeyBinding(keys: [.character("?"), .character("h")], label: "? or h", summary: "show/hide this help", command: .toggleHelp),
        KeyBinding(keys: [.character("q"), .escape], label: "q or Esc", summary: "quit", command: .quit),
    ]

    /// Mouse actions, as (gesture, what it does).
    public static let mouse: [(gesture: String, summary: String)] = [
        ("left click", "explode pigs at the pointer"),
    ]

    /// The command bound to a key, if any.
    public static func command(for key: Key) -> Command? {
        keys.first { $0.keys.contains(key) }?.command
    }
}
