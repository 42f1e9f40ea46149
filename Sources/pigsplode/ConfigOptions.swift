import ArgumentParser
import Foundation
import Playground
import Terminal

/// `--config FILE`, `--no-config`, and the `--no-…` flags that undo a switch the config file
/// turned on: which config file sets the defaults the flags override.
struct ConfigOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "Read settings from FILE instead of $XDG_CONFIG_HOME/\(ConfigLoader.relativePath) (see FILES).",
            valueName: "FILE"),
        completion: .file(extensions: ["toml"]))
    var configPath: String?

    @Flag(name: .customLong("no-config"), help: "Read no config file: the built-in defaults and the flags only.")
    var noConfig = false

    @Flag(help: "Draw emoji where the terminal can, even if the config file says ascii = true.")
    var noAscii = false

    @Flag(help: "Start without a floor, even if the config file says floor = true.")
    var noFloor = false

    @Flag(help: "Start with the debug overlay off, even if the config file says debug = true.")
    var noDebug = false

    /// A switch as the command line sets it: true for `--NAME`, false for `--no-NAME`, nil for
    /// neither (the config file decides); both is an error.
    func choice(_ on: Bool, _ name: String) throws -> Bool? {
        let off = ["ascii": noAscii, "floor": noFloor, "debug": noDebug][name] ?? false
        if on && off { throw ValidationError("--\(name) and --no-\(name) cannot be used together") }
        return on ? true : off ? false : nil
    }

    func validate() throws {
        if configPath != nil && noConfig {
            throw ValidationError("--config and --no-config cannot be used together")
        }
    }

    /// The defaults with the config file's settings on top (the file named by `--config`, else
    /// the XDG one if it exists); throws `ConfigError` naming the file and line.
    func fileSettings(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Settings {
        try ConfigLoader.load(
            explicitPath: configPath, enabled: !noConfig, environment: environment,
            read: Self.read
        ).settings
    }

    /// The config file in use, if any, as a file no output may replace.
    func protectedFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProtectedFile? {
        guard !noConfig, let path = configPath ?? ConfigLoader.defaultPath(environment: environment),
            let identity = FileIdentity(path: path)
        else { return nil }
        return ProtectedFile(identity, role: "the config file")
    }

    /// Reads a file from disk. Only a regular file is read: a FIFO would block and `/dev/zero`
    /// never end, so anything else, and a loop of symbolic links, is named for what it is.
    static func read(_ path: String) -> ConfigLoader.ReadResult {
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ELOOP: return .unreadable("it is a loop of symbolic links")
            case ENOENT:
                var link = stat()
                return lstat(path, &link) == 0 ? .unreadable("it is a symbolic link to nothing") : .missing
            case EACCES: return .unreadable("permission denied")
            default: return .unreadable(String(cString: strerror(errno)))
            }
        }
        if let kind = fileKind(info.st_mode) { return .unreadable("it is \(kind), not a regular file") }
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable("permission denied") }
        guard let text = String(data: data, encoding: .utf8) else { return .unreadable("it is not UTF-8 text") }
        return .text(text)
    }

    /// What a file that is not regular is, as a message names it; nil for a regular file.
    private static func fileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}
