import Terminal

extension SandboxScene {
    /// The sandbox's keys: a tool's key picks it, `a` toggles anchoring, `[` `]` size, `u`
    /// undoes, `w` writes the scene (and while the prompt is open every key goes to it).
    public func handle(key: Key) -> Bool {
        if prompt != nil {
            answerPrompt(key)
            return true
        }
        guard case .character(let c) = key else { return false }
        note = nil
        if let picked = SandboxTool.picked(by: c) {
            tool = picked
            gesture = nil
            return true
        }
        switch c {
        case "a":
            anchoring.toggle()
            note = anchoring ? "new shapes are anchored" : "new shapes move"
        case "[": resize(by: -1)
        case "]": resize(by: 1)
        case "u": undo()
        case "w": prompt = SavePrompt(path: lastPath ?? "\(play.name).toml")
        default: return false
        }
        return true
    }

    private func answerPrompt(_ key: Key) {
        guard var open = prompt else { return }
        switch open.handle(key, exists: files.exists) {
        case .asking:
            prompt = open
        case .cancelled:
            prompt = nil
            note = "not written"
        case .write(let path, _):
            prompt = nil
            note = write(to: path)
        }
    }

    /// Writes the scene as it plays now to `path`; returns the note to show.
    @discardableResult
    public func write(to path: String) -> String {
        let document = self.document
        if let failure = files.write(document.text(), path) { return "cannot write \(path): \(failure)" }
        lastPath = path
        return "wrote \(path) (\(document.items.count) items, \(document.walls.count) walls)"
    }
}
