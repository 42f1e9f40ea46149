import Terminal

/// The status line's question for `w`: the path to write the scene to, typed in place, and
/// a second `w` before a file that exists is replaced.
public struct SavePrompt: Sendable, Equatable {
    /// Where the prompt is.
    public enum Stage: Sendable, Equatable {
        /// Typing the path.
        case typing
        /// The path names a file that exists: `w` replaces it, anything else keeps it.
        case confirming
    }

    /// What the user asked for after a key.
    public enum Outcome: Sendable, Equatable {
        /// Still asking.
        case asking
        /// Given up (Esc, or a key other than `w` when confirming).
        case cancelled
        /// Write to the path (`replacing` when the user confirmed an existing file).
        case write(path: String, replacing: Bool)
    }

    /// The path typed so far.
    public private(set) var path: String
    /// Where the prompt is.
    public private(set) var stage = Stage.typing

    /// A prompt starting with `path`.
    public init(path: String) {
        self.path = path
    }

    /// The status line's text.
    public var text: String {
        switch stage {
        case .typing: return "write scene to: \(path)_  (Enter writes, Esc cancels)"
        case .confirming: return "\(path) exists: w replaces it, any other key keeps it"
        }
    }

    /// Takes a key; `exists` says whether a path names a file already.
    public mutating func handle(_ key: Key, exists: (String) -> Bool) -> Outcome {
        switch (stage, key) {
        case (.confirming, .character("w")):
            return .write(path: path, replacing: true)
        case (.confirming, _), (.typing, .escape):
            return .cancelled
        case (.typing, .enter):
            guard !path.isEmpty else { return .asking }
            if exists(path) {
                stage = .confirming
                return .asking
            }
            return .write(path: path, replacing: false)
        case (.typing, .backspace), (.typing, .delete):
            if !path.isEmpty { path.removeLast() }
            return .asking
        case (.typing, .character(let c)) where !c.isNewline && c.unicodeScalars.allSatisfy({ $0.value >= 0x20 }):
            path.append(c)
            return .asking
        default:
            return .asking
        }
    }
}
