/// The man-page sections of `pigsplode --help` (and of the generated man page): DESCRIPTION,
/// KEYS, SCENES, FILES, ENVIRONMENT, EXIT STATUS and EXAMPLES. The keys come from `Controls`,
/// the config keys from `ConfigSchema` and the scenes from `SceneCatalog`, so none of them is
/// written twice. Lines stay within `width` columns, so ArgumentParser and man print them unchanged.
public enum Manual {
    /// The text width, in columns: within ArgumentParser's 80 and a man page's indented body.
    public static let width = 72

    /// Every section, for `CommandConfiguration.discussion`.
    public static var sections: String {
        [description, keys, scenes, files, environment, exitStatus, examples].joined(separator: "\n\n")
    }

    static var description: String {
        section(
            "DESCRIPTION",
            paragraphs: [
                "A terminal playground for the TermDynamics engine, a Swift port of UIKit Dynamics. Left-click to "
                    + "explode a burst of pigs that fly up and fall under gravity; drag an item to throw it; right-click to "
                    + "snap one to the pointer. Arrow keys tilt gravity, the number row plays the sliders, Tab switches "
                    + "scenes, d draws forces and bounds, ? shows every key, q quits.",
                "Settings come from the built-in defaults, then the config file (see FILES), then the flags: a flag "
                    + "always wins. The terminal is restored on q, ^C, SIGTERM, SIGHUP, ^Z and crashes.",
            ])
    }

    static var keys: String {
        let labelWidth = (Controls.keys.map(\.label.count) + Controls.mouse.map(\.gesture.count)).max()! + 2
        let rows =
            Controls.keys.map { pad($0.label, labelWidth) + $0.summary }
            + Controls.mouse.map { pad($0.gesture, labelWidth) + $0.summary }
        return "KEYS\n" + rows.map { indent + $0 }.joined(separator: "\n")
    }

    static var scenes: String {
        let width = SceneCatalog.names.map(\.count).max()! + 2
        let rows = SceneCatalog.kinds.map { indent + pad($0.name, width) + "left click: \($0.clickHint)" }
        let files = wrap(
            "The sandbox builds: x explode, l wall, b box, e ellipse, t triangle, p pig, z spring, o rope, n pin, "
                + "k erase; a anchored, [ ] size, u undo, r reset, w writes the scene to a file. --scene-file PATH "
                + "opens a scene file (TOML, format in the README) in the sandbox; shipped ones open by name: "
                + ShippedScenes.names.joined(separator: ", ") + ".",
            indent: indent)
        return "SCENES (--scene, Tab)\n" + rows.joined(separator: "\n") + "\n\n" + files.joined(separator: "\n")
    }

    static var files: String {
        var lines = [
            indent + "$XDG_CONFIG_HOME/\(ConfigLoader.relativePath)",
            indent + "~/.config/\(ConfigLoader.relativePath) (when XDG_CONFIG_HOME is unset)",
        ]
        lines += wrap(
            "The config file, read at start if it exists; --config FILE reads FILE instead (it must exist), "
                + "--no-config reads none. It is TOML (read with TOMLKit): key = value settings, \"strings\", "
                + "numbers, true/false, # comments, and the tables [\(ConfigSchema.tables.joined(separator: "], ["))]. "
                + "A syntax error, an unknown key or a "
                + "bad value stops pigsplode with exit status 2 and names the file, line and key. The keys, with "
                + "their defaults:",
            indent: indent + indent)
        let width = ConfigSchema.keys.map { $0.name.count + $0.sample.count }.max()! + 5
        var table = ""
        for key in ConfigSchema.keys {
            if key.table != table {
                lines.append(indent + indent + "[\(key.table)]")
                table = key.table
            }
            let setting = indent + indent + pad("\(key.name) = \(key.sample)", width)
            var comment = wrap(key.summary, indent: String(repeating: " ", count: setting.count) + "# ")
            comment[0] = setting + comment[0].dropFirst(setting.count)
            lines += comment
        }
        return "FILES\n" + lines.joined(separator: "\n")
    }

    static var environment: String {
        let entries = [
            ("TERM", "the terminal type; unset, unknown or dumb means no usable terminal (exit status 1)."),
            (
                "LANG, LC_ALL, LC_CTYPE",
                "a UTF-8 locale draws emoji pigs, box drawing and Braille dots; "
                    + "any other locale draws ASCII (as --ascii does)."
            ),
            (
                "XDG_CONFIG_HOME",
                "where the config file is looked for; an unset, empty or relative value "
                    + "means ~/.config."
            ),
            ("HOME", "the home folder, for ~/.config."),
        ]
        return "ENVIRONMENT\n" + entries.map { entry(term: $0.0, text: $0.1) }.joined(separator: "\n")
    }

    static var exitStatus: String {
        let entries = [
            ("0", "quit with q or Esc (or --help, --version)."),
            (
                "1",
                "no usable terminal: stdin or stdout is not a TTY, or TERM is unset, unknown or dumb; "
                    + "or a file that cannot be read or written (--headless, --record), or that exists "
                    + "(without --overwrite), is a symbolic link, or is being read."
            ),
            ("2", "a bad flag or value, config file, scene file or --script line: one line on stderr names it."),
            (
                "128+n",
                "stopped by signal n: 129 SIGHUP, 130 SIGINT (^C), 131 SIGQUIT (^\\), 143 SIGTERM; the terminal "
                    + "is restored first for every signal but SIGKILL."
            ),
        ]
        return "EXIT STATUS\n" + entries.map { entry(term: $0.0, text: $0.1) }.joined(separator: "\n")
    }

    static var examples: String {
        let examples = [
            ("pigsplode", "start with the defaults (and the config file)"),
            ("pigsplode --pigs 40 --seed 7", "bigger, reproducible explosions"),
            ("pigsplode --ascii", "ASCII pigs, for terminals without emoji"),
            ("pigsplode --floor", "pigs land on a floor and pile up"),
            ("pigsplode --cell-size 10x20", "zoom the world out (points per cell)"),
            ("pigsplode --scene fields", "the iOS 9 fields demo: play the noise sliders"),
            ("pigsplode --scene tour --debug", "every behavior, with forces and bounds drawn"),
            ("pigsplode --scene-file cradle", "a shipped scene file: Newton's cradle, in the sandbox"),
            ("pigsplode --no-config", "ignore the config file"),
            ("pigsplode --config demo.toml --no-floor", "another config file, but no floor whatever it says"),
        ]
        return "EXAMPLES\n"
            + examples.map { indent + $0.0 + "\n" + indent + indent + "# " + $0.1 }
            .joined(separator: "\n")
    }

    // MARK: - Layout

    private static let indent = "  "

    private static func section(_ title: String, paragraphs: [String]) -> String {
        title + "\n" + paragraphs.map { wrap($0, indent: indent).joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// A term and its text, the text under the term when the term is long (man's `.TP`).
    private static func entry(term: String, text: String) -> String {
        let column = 10
        if term.count + 2 <= column {
            var lines = wrap(text, indent: indent + String(repeating: " ", count: column))
            lines[0] = indent + pad(term, column) + lines[0].dropFirst(indent.count + column)
            return lines.joined(separator: "\n")
        }
        return ([indent + term] + wrap(text, indent: indent + String(repeating: " ", count: column)))
            .joined(separator: "\n")
    }

    /// `text` broken into lines of at most `width` columns, each starting with `indent`.
    static func wrap(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
