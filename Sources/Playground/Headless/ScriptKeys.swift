import Terminal

/// Key names a script may use with `key`: any single character stands for itself (`d`, `+`,
/// `?`, `D`), and these words (any case) name the other keys the playground knows.
public enum ScriptKeys {
    /// Named keys, as a script writes them.
    public static let names: [(name: String, key: Key)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("space", .character(" ")), ("tab", .tab), ("backtab", .backTab), ("shift-tab", .backTab),
        ("esc", .escape), ("escape", .escape), ("enter", .enter), ("return", .enter),
        ("backspace", .backspace), ("delete", .delete), ("home", .home), ("end", .end),
        ("pageup", .pageUp), ("pagedown", .pageDown),
    ]

    /// The key a script word names, or nil. `f1` … `f63` are function keys.
    public static func key(named word: String) -> Key? {
        if word.count == 1, let character = word.first { return .character(character) }
        let lower = word.lowercased()
        if let match = names.first(where: { $0.name == lower }) { return match.key }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...63).contains(n),
            String(n) == lower.dropFirst()
        {
            return .function(n)
        }
        return nil
    }
}
