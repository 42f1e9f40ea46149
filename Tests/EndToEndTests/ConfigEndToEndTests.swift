import Foundation
import Testing

/// The config file against the real binary: errors before the terminal is touched (exit 2, one
/// line naming the file and line), and in a real terminal the file's settings under the flags.
/// Every run gets its own XDG_CONFIG_HOME, so a config in the real home never takes part.
@Suite("Config file end to end", .serialized)
struct ConfigEndToEndTests {
    /// A fresh folder to serve as XDG_CONFIG_HOME, with `text` as pigsplode/config.toml if given.
    static func configHome(_ text: String? = nil) throws -> String {
        let home = NSTemporaryDirectory() + "pigsplode-config-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: home + "/pigsplode", withIntermediateDirectories: true)
        if let text { try text.write(toFile: home + "/pigsplode/config.toml", atomically: true, encoding: .utf8) }
        return home
    }

    /// Runs the binary without a terminal, with `home` as XDG_CONFIG_HOME.
    static func run(_ arguments: [String], home: String) throws -> Finished {
        runCapturing([try pigsplodePath()] + arguments, environment: ["XDG_CONFIG_HOME": home])
    }

    /// The first line of standard error.
    static func firstLine(_ run: Finished) -> String {
        run.stderr.split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test("a bad value in the default config file: exit 2, one line naming file, line and key")
    func badValue() throws {
        let home = try Self.configHome("# mine\nscene = \"tour\"\n\n[sliders]\ngravity = 7\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try Self.run([], home: home)
        #expect(run.status == 2, "\(run.status): \(run.stderr)")
        #expect(
            Self.firstLine(run)
                == "Error: \(home)/pigsplode/config.toml:5: sliders.gravity must be between 0 and 3, got 7")
        #expect(run.stdout.isEmpty)
    }

    @Test("an unknown key: exit 2 with a suggestion")
    func unknownKey() throws {
        let home = try Self.configHome("[sliders]\ngravty = 2\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try Self.run([], home: home)
        #expect(run.status == 2)
        #expect(
            Self.firstLine(run).hasSuffix("config.toml:2: unknown key 'gravty' in [sliders]; did you mean 'gravity'?"),
            "\(run.stderr)")
    }

    @Test("no default file is fine; a good one gets past the checks (and stops only for want of a terminal)")
    func goodOrMissing() throws {
        for text in [nil, "floor = true\n[sliders]\npigs = 40\n"] {
            let home = try Self.configHome(text)
            defer { try? FileManager.default.removeItem(atPath: home) }
            let run = try Self.run([], home: home)
            #expect(run.status == 1 && run.stderr.contains("not a TTY"), "\(run.status): \(run.stderr)")
        }
    }

    @Test("--config: its file is read instead; a missing one is exit 2; --no-config skips a broken default")
    func explicitFile() throws {
        let home = try Self.configHome("this is not toml")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let broken = try Self.run([], home: home)
        #expect(broken.status == 2 && Self.firstLine(broken).contains("config.toml:1:"), "\(broken.stderr)")

        let skipped = try Self.run(["--no-config"], home: home)
        #expect(skipped.status == 1 && skipped.stderr.contains("not a TTY"), "\(skipped.stderr)")

        let mine = home + "/mine.toml"
        try "debug = true\n".write(toFile: mine, atomically: true, encoding: .utf8)
        let other = try Self.run(["--config", mine], home: home)
        #expect(
            other.status == 1 && other.stderr.contains("not a TTY"), "the default file is not read: \(other.stderr)")

        let missing = try Self.run(["--config", home + "/none.toml"], home: home)
        #expect(missing.status == 2)
        #expect(Self.firstLine(missing) == "Error: \(home)/none.toml: no such file (given with --config)")

        let both = try Self.run(["--config", mine, "--no-config"], home: home)
        #expect(both.status == 2 && Self.firstLine(both).contains("--config and --no-config cannot be used together"))
    }

    @Test("--help works whatever the config file says, and has the man-page sections")
    func helpIgnoresTheFile() throws {
        let home = try Self.configHome("broken = [")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try Self.run(["--help"], home: home)
        #expect(run.status == 0)
        for section in ["DESCRIPTION", "KEYS", "SCENES", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "OPTIONS:"]
        {
            #expect(run.stdout.contains("\n\(section)"), "\(section)")
        }
        #expect(run.stdout.contains("tilt gravity left") && run.stdout.contains("pigsplode/config.toml"))
    }

    @Test("the --no- flags take no value either", arguments: ["--no-ascii", "--no-floor", "--no-debug", "--no-config"])
    func inversions(_ flag: String) throws {
        let home = try Self.configHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try Self.run(["\(flag)=yes"], home: home)
        #expect(run.status == 2 && Self.firstLine(run).contains("'\(flag)' does not take any value"), "\(run.stderr)")
    }

    @Test("in a terminal: the file's scene and sliders, with the flags winning over the file")
    func precedence() throws {
        let home = try Self.configHome("scene = \"fields\"\nfloor = true\n[sliders]\ngravity = 2\npigs = 40\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let binary = try pigsplodePath()
        let tmux = try TmuxSession(
            command: "env TERM=xterm-256color XDG_CONFIG_HOME=\(home) \(binary) "
                + "--scene explosion --pigs 5 --no-floor; echo EXIT=$?; sleep 60")
        defer { tmux.close() }
        let ready = tmux.waitFor { $0.contains { $0.contains("gravity (0.00, 2.00)") } }
        #expect(ready.ok, "gravity 2 from the file: \(ready.screen.suffix(2))")
        let status = ready.screen.last { !$0.isEmpty } ?? ""
        #expect(status.hasPrefix(" explosion") || status.hasPrefix("explosion"), "--scene beats the file: \(status)")
        #expect(ready.screen.contains { $0.contains("pigs") && $0.contains("5") }, "the sliders panel shows pigs 5")
        #expect(!ready.screen.contains { $0.contains("⣀⣀⣀⣀⣀⣀⣀⣀") }, "--no-floor beats the file's floor")
        tmux.click(column: 50, row: 10)
        let burst = tmux.waitFor(timeout: 5) { $0.contains { $0.contains("pigs 5 |") } }
        #expect(burst.ok, "a click explodes 5 pigs (--pigs beats the file's 40): \(burst.screen.suffix(1))")
        tmux.type("q")
        #expect(tmux.waitFor(timeout: 5) { $0.contains("EXIT=0") }.ok)
    }
}
