import Terminal

/// One row of the key help: the keys, what they do, and the command each key sends.
public struct KeyBinding: Sendable {
    /// The keys that trigger it.
    public var keys: [Key]
    /// How the keys are written in the help and the README (ASCII).
    public var label: String
    /// What it does, in a few words.
    public var summary: String
    /// The command each key sends, parallel to `keys`.
    public var commands: [Command]

    /// A binding whose keys all send `command`.
    public init(keys: [Key], label: String, summary: String, command: Command) {
        self.keys = keys
        self.label = label
        self.summary = summary
        commands = Array(repeating: command, count: keys.count)
    }

    /// A slider's pair of keys: the `down` keys move it one stop down, the `up` keys one up.
    static func slider(_ id: SliderID, down: [Character], up: [Character], label: String, summary: String) -> KeyBinding
    {
        var binding = KeyBinding(keys: [], label: label, summary: summary, command: .quit)
        binding.keys = (down + up).map(Key.character)
        binding.commands = down.map { _ in .adjust(id, -1) } + up.map { _ in .adjust(id, 1) }
        return binding
    }

    /// The command `key` sends, if it belongs to this binding.
    public func command(for key: Key) -> Command? {
        keys.firstIndex(of: key).map { commands[$0] }
    }
}

/// The playground's keys and mouse actions: the single source for input handling, the help
/// box and the README's controls table (a test checks it).
public enum Controls {
    /// Every key binding, in the order the help lists them.
    public static let keys: [KeyBinding] = [
        KeyBinding(keys: [.left], label: "Left", summary: "tilt gravity left", command: .tilt(.left)),
        KeyBinding(keys: [.right], label: "Right", summary: "tilt gravity right", command: .tilt(.right)),
        KeyBinding(keys: [.up], label: "Up", summary: "tilt gravity up", command: .tilt(.up)),
        KeyBinding(keys: [.down], label: "Down", summary: "tilt gravity down", command: .tilt(.down)),
        KeyBinding(keys: [.character("g")], label: "g", summary: "gravity straight down", command: .resetGravity),
        .slider(.gravity, down: ["-", "_"], up: ["+", "="], label: "- / +", summary: "gravity weaker/stronger"),
        .slider(.strength, down: ["1"], up: ["2"], label: "1 / 2", summary: "noise strength -/+"),
        .slider(.smoothness, down: ["3"], up: ["4"], label: "3 / 4", summary: "noise smoothness -/+"),
        .slider(.speed, down: ["5"], up: ["6"], label: "5 / 6", summary: "noise speed -/+"),
        .slider(.pigs, down: ["7"], up: ["8"], label: "7 / 8", summary: "pigs per click -/+"),
        .slider(.push, down: ["9"], up: ["0"], label: "9 / 0", summary: "push strength -/+"),
        KeyBinding(keys: [.character(" ")], label: "space", summary: "pause/resume", command: .togglePause),
        KeyBinding(keys: [.character(".")], label: ".", summary: "step one frame", command: .step),
        KeyBinding(keys: [.character("d")], label: "d", summary: "debug overlay on/off", command: .toggleDebug),
        KeyBinding(keys: [.character("s")], label: "s", summary: "sliders panel on/off", command: .toggleSliders),
        KeyBinding(keys: [.tab], label: "Tab", summary: "next scene", command: .cycleScene(1)),
        KeyBinding(keys: [.backTab], label: "Shift-Tab", summary: "previous scene", command: .cycleScene(-1)),
        KeyBinding(keys: [.character("r")], label: "r", summary: "restart the scene", command: .restart),
        KeyBinding(keys: [.character("c")], label: "c", summary: "clear what clicks added", command: .clear),
        KeyBinding(keys: [.character("f")], label: "f", summary: "floor on/off (explosion)", command: .toggleFloor),
        KeyBinding(
            keys: [.character("?"), .character("h")], label: "? or h", summary: "show/hide this help",
            command: .toggleHelp),
        KeyBinding(keys: [.character("q"), .escape], label: "q or Esc", summary: "quit", command: .quit),
    ]

    /// Mouse actions, as (gesture, what it does).
    public static let mouse: [(gesture: String, summary: String)] = [
        ("left click", "explode pigs at the pointer (other scenes: see below)"),
        ("drag an item", "grab it; let go to throw it"),
        ("right click", "snap the nearest item to the pointer"),
        ("wheel", "pigs per click up/down"),
    ]

    /// The command bound to a key, if any.
    public static func command(for key: Key) -> Command? {
        for binding in keys {
            if let command = binding.command(for: key) { return command }
        }
        return nil
    }
}
