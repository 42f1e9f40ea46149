/// Finds a scene file by path or by the name of a shipped scene, and reads it whole.
public enum SceneFileLoader {
    /// Largest scene file read, in bytes (1 MiB): a bigger one is refused before parsing.
    public static let sizeLimit = 1 << 20

    /// The scene `pathOrName` names: the file at that path if there is one, else the shipped
    /// scene of that name. `read` reads a path (as `ConfigLoader`'s does); `asker` names what
    /// asked for it in the message for a name that is neither (`--scene-file`, `load`).
    public static func load(
        _ pathOrName: String, asker: String = "--scene-file", read: (String) -> ConfigLoader.ReadResult
    ) throws(ConfigError) -> SceneDocument {
        switch read(pathOrName) {
        case .text(let text):
            guard text.utf8.count <= sizeLimit else {
                let megabytes = Double(text.utf8.count) / Double(1 << 20)
                throw ConfigError(
                    file: pathOrName, line: nil,
                    problem:
                        "the file is \(PlaygroundApp.format(megabytes, decimals: 1)) MB; a scene file may be at most 1 MB"
                )
            }
            return try SceneDocument.read(text, file: pathOrName)
        case .unreadable(let why):
            throw ConfigError(file: pathOrName, line: nil, problem: "cannot read the scene file: \(why)")
        case .missing:
            if let shipped = ShippedScenes.text(named: pathOrName) {
                return try SceneDocument.read(shipped, file: "\(pathOrName) (shipped)")
            }
            let hint =
                ConfigSchema.suggestion(for: pathOrName, among: ShippedScenes.names).map { "; did you mean '\($0)'?" }
                ?? ""
            throw ConfigError(
                file: pathOrName, line: nil,
                problem:
                    "no such file, nor a shipped scene of that name (\(asker) takes a path or one of: \(ShippedScenes.names.joined(separator: ", ")))\(hint)"
            )
        }
    }
}
