import Foundation
import Testing

/// `pigsplode --headless`, run as a user would: a script on stdin or in a file, frames on
/// stdout, no terminal anywhere.
@Suite("Headless pigsplode")
struct HeadlessEndToEndTests {
    static let script = """
        # a burst, a tilt, another burst
        click 40 12
        wait 0.3
        frame
        key right
        click 60 8
        wait 0.5
        echo done waiting
        frame
        """

    /// No config file (an empty config home), so only the script and the flags count.
    static let environment: [String: String?] = {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pigsplode-headless-tests-no-config")
            .path
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return ["XDG_CONFIG_HOME": home, "TERM": nil]
    }()

    /// Writes `text` to a fresh temporary file and returns its path.
    func temporaryFile(_ text: String, suffix: String = ".script") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ha-\(UUID().uuidString)\(suffix)")
            .path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a script on stdin prints the same bytes twice, pigs included")
    func stdinTwice() throws {
        let binary = try pigsplodePath()
        let input = try temporaryFile(Self.script)
        defer { try? FileManager.default.removeItem(atPath: input) }
        let arguments = [binary, "--headless", "--script", "-", "--seed", "4"]
        let first = runCapturing(arguments, environment: Self.environment, stdinPath: input)
        let second = runCapturing(arguments, environment: Self.environment, stdinPath: input)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.status): \(first.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("--- frame 18 t=0.300s ---\n"))
        #expect(first.stdout.contains("\ndone waiting\n--- frame 48 t=0.800s ---\n"))
        #expect(first.stdout.contains("🐷"))
        let status = first.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let pigs = status.split(separator: "|").first { $0.hasPrefix(" pigs ") }.flatMap {
            Int($0.split(separator: " ")[1])
        }
        #expect((pigs ?? 0) > 12, "both bursts on screen: \(status)")
        #expect(first.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 2 * 25 + 1 + 1)
    }

    @Test("--size, --ascii and --record: the frame has the size, the cast its header")
    func sizeAsciiRecord() throws {
        let binary = try pigsplodePath()
        // Below the sliders panel, which covers the top rows on a small screen.
        let input = try temporaryFile("click 10 8\nwait 0.2\nframe\n")
        let cast = FileManager.default.temporaryDirectory.appendingPathComponent("ha-\(UUID().uuidString).cast").path
        defer {
            try? FileManager.default.removeItem(atPath: input)
            try? FileManager.default.removeItem(atPath: cast)
        }
        let run = runCapturing(
            [binary, "--headless", "--script", input, "--size", "40x12", "--ascii", "--record", cast],
            environment: Self.environment)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 12 + 1)
        #expect(lines.dropFirst().allSatisfy { $0.count <= 40 })
        #expect(run.stdout.contains("oo") && run.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        let recorded = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(recorded.hasPrefix(#"{"version": 2, "width": 40, "height": 12"#))
        #expect(recorded.split(separator: "\n").count > 5)
    }

    @Test("a bad script line exits 2 naming the line, before printing anything")
    func badLine() throws {
        let binary = try pigsplodePath()
        let input = try temporaryFile("frame\nclick 3 4\nwait soon\nframe\n")
        defer { try? FileManager.default.removeItem(atPath: input) }
        let run = runCapturing(
            [binary, "--headless", "--script", "-"], environment: Self.environment, stdinPath: input)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "script:3: wait: SECONDS must be a number of seconds, got 'soon' (usage: wait SECONDS)\n")
    }

    @Test(
        "usage problems exit 2; a missing script file exits 1 with a clear line",
        arguments: [
            (["--headless"], 2, "--headless needs --script"),
            (["--script", "x.script"], 2, "--script needs --headless"),
            (["--size", "80x24"], 2, "--size needs --headless"),
            (["--headless", "--script", "-", "--size", "80by24"], 2, "--size must look like 80x24"),
            (["--headless", "--script", "-", "--size", "0x24"], 2, "--size must look like 80x24"),
            (["--record", "out.txt"], 2, "--record must name a .cast file"),
            (
                ["--headless", "--script", "/nonexistent/demo.script"], 1,
                "cannot read the script '/nonexistent/demo.script': no such file"
            ),
        ])
    func usage(_ arguments: [String], _ status: Int32, _ words: String) throws {
        let run = runCapturing([try pigsplodePath()] + arguments, environment: Self.environment)
        #expect(run.status == status, "\(arguments): \(run.status) \(run.stderr)")
        #expect(run.stderr.contains(words), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
