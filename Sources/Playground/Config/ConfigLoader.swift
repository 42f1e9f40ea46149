/// Finds and reads the config file: `$XDG_CONFIG_HOME/pigsplode/config.toml`, else
/// `$HOME/.config/pigsplode/config.toml`, or the file `--config` names. The environment and
/// the file system come in as arguments, so tests never touch the real home folder.
public enum ConfigLoader {
    /// What reading a path found.
    public enum ReadResult: Equatable, Sendable {
        /// The file's text.
        case text(String)
        /// Nothing at that path.
        case missing
        /// Something there that could not be read, and why.
        case unreadable(String)
    }

    /// The file's path below the config folder.
    public static let relativePath = "pigsplode/config.toml"

    /// Where the config file is looked for when `--config` is not given: under
    /// `XDG_CONFIG_HOME` when that is an absolute path (the XDG Base Directory rules ignore a
    /// relative one), else under `HOME/.config`; nil when neither is set.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return joined(xdg, relativePath)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return joined(joined(home, ".config"), relativePath)
        }
        return nil
    }

    /// The settings the config file makes over `base`, and the file read (nil if none).
    ///
    /// - `explicitPath` (from `--config`) must exist; the default file may be missing.
    /// - `enabled` false (`--no-config`) reads nothing.
    public static func load(
        explicitPath: String?, enabled: Bool = true, environment: [String: String],
        over base: Settings = Settings(),
        read: (String) -> ReadResult
    ) throws(ConfigError) -> (settings: Settings, file: String?) {
        guard enabled else { return (base, nil) }
        guard let path = explicitPath ?? defaultPath(environment: environment) else { return (base, nil) }
        switch read(path) {
        case .missing:
            if explicitPath != nil {
                throw ConfigError(file: path, line: nil, problem: "no such file (given with --config)")
            }
            return (base, nil)
        case .unreadable(let why):
            throw ConfigError(file: path, line: nil, problem: "cannot read the config file: \(why)")
        case .text(let text):
            let document = try ConfigFile.parse(text, file: path)
            return (try ConfigSchema.apply(document, file: path, to: base), path)
        }
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

extension PlaygroundApp {
    /// Moves the sliders to the config file's starting values (`Settings.startingSliders`);
    /// call once, right after creating the app. Pigs and push already start from the settings.
    public func applyStartingSliders() {
        for id in SliderID.allCases {
            if let value = settings.startingSliders[id] { setSlider(id, to: value) }
        }
    }
}
