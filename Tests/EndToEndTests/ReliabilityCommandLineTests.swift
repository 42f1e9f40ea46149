import Foundation
import Testing

/// Bad command lines, run against the real binary: each exits 2 before touching the terminal,
/// with an error line that names the flag, and writes nothing to stdout.
@Suite("Reliability: bad command lines")
struct ReliabilityCommandLineTests {
    /// Arguments, and words the first line of the error must contain.
    struct BadLine: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var words: String
        var testDescription: String { arguments.joined(separator: " ") }
        init(_ arguments: String..., says words: String) {
            self.arguments = arguments
            self.words = words
        }
    }

    static let badLines: [BadLine] = [
        BadLine("--pigs", "0", says: "--pigs must be between 1 and 500, got 0"),
        BadLine("--pigs", "501", says: "--pigs must be between 1 and 500, got 501"),
        BadLine("--pigs=-3", says: "--pigs must be between 1 and 500, got -3"),
        BadLine("--pigs", "2.5", says: "'2.5' is invalid for '--pigs"),
        BadLine("--pigs", "lots", says: "'lots' is invalid for '--pigs"),
        BadLine("--pigs", "99999999999999999999", says: "is invalid for '--pigs"),
        BadLine("--pigs", says: "Missing value for '--pigs"),
        BadLine("--seed", "-1", says: "'--seed"),
        BadLine("--seed=-1", says: "'-1' is invalid for '--seed"),
        BadLine("--seed", "1.5", says: "'1.5' is invalid for '--seed"),
        BadLine("--seed", "18446744073709551616", says: "is invalid for '--seed"),
        BadLine("--seed", "", says: "'' is invalid for '--seed"),
        BadLine("--cell-size", "0x16", says: "--cell-size width must be between 1 and 256"),
        BadLine("--cell-size", "8x257", says: "--cell-size height must be between 1 and 256"),
        BadLine("--cell-size", "-8x16", says: "--cell-size"),
        BadLine("--cell-size", "8x", says: "--cell-size must look like 8x16"),
        BadLine("--cell-size", "8x16x2", says: "--cell-size must look like 8x16"),
        BadLine("--cell-size", "nanxnan", says: "--cell-size must look like 8x16"),
        BadLine("--cell-size", "infx16", says: "--cell-size must look like 8x16"),
        BadLine("--cell-size", "1e400x16", says: "--cell-size must look like 8x16"),
        BadLine("--cell-size", "", says: "--cell-size must look like 8x16"),
        BadLine("--ascii=yes", says: "'--ascii' does not take any value"),
        BadLine("--floor=1", says: "'--floor' does not take any value"),
        BadLine("--scene", "nope", says: "--scene must be one of"),
        BadLine("--scene", "", says: "--scene"),
        BadLine("--debug-interval", "0", says: "--debug-interval must be between 1 and 600"),
        BadLine("--debug-interval", "601", says: "--debug-interval must be between 1 and 600"),
        BadLine("--debug-interval", "1e3", says: "'1e3' is invalid for '--debug-interval"),
        BadLine("--threads", "0", says: "--threads must be between 1 and 64"),
        BadLine("--threads", "65", says: "--threads must be between 1 and 64"),
        BadLine("--debug=1", says: "'--debug' does not take any value"),
        BadLine("--bogus", says: "Unknown option '--bogus'"),
        BadLine("-z", says: "Unknown option '-z'"),
        BadLine("extra", says: "Unexpected argument 'extra'"),
    ]

    @Test("a bad value or flag: exit 2, one error line naming it, nothing on stdout", arguments: badLines)
    func rejected(_ line: BadLine) throws {
        let run = runCapturing([try pigsplodePath()] + line.arguments)
        #expect(run.status == 2, "status \(run.status): \(run.stderr)")
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Error: ") && first.contains(line.words), "first line: \(first)")
        #expect(!run.stderr.contains("Fatal error"))
        #expect(run.stdout.isEmpty)
    }

    @Test(
        "edge values that are valid get past validation (and stop only for want of a terminal)",
        arguments: [
            ["--pigs", "1"], ["--pigs", "500"], ["--seed", "18446744073709551615"], ["--seed", "0"],
            ["--cell-size", "1x1"], ["--cell-size", "256x256"], ["--cell-size", "8X16"],
            ["--cell-size", "7.5x15.5"], ["--scene", "fields"], ["--debug-interval", "600"],
        ])
    func accepted(_ arguments: [String]) throws {
        let run = runCapturing([try pigsplodePath()] + arguments)
        #expect(run.status == 1 && run.stderr.contains("not a TTY"), "\(arguments): \(run.status) \(run.stderr)")
    }

    @Test("every option in --help rejects a garbage value, every flag rejects being given one")
    func everyFlagValidated() throws {
        let binary = try pigsplodePath()
        let help = runCapturing([binary, "--help"]).stdout
        let options = Self.names(in: help, valued: true), flags = Self.names(in: help, valued: false)
        #expect(options.contains("--pigs") && flags.contains("--ascii"), "found the options in: \(help)")
        for option in options {
            let run = runCapturing([binary, option, "%garbage%"])
            #expect(run.status == 2 && run.stderr.contains(option), "\(option) %garbage%: \(run.status) \(run.stderr)")
        }
        for flag in flags where !["--help", "--version"].contains(flag) {
            let run = runCapturing([binary, "\(flag)=garbage"])
            #expect(run.status == 2 && run.stderr.contains(flag), "\(flag)=garbage: \(run.status) \(run.stderr)")
        }
    }

    /// Long option names listed in the help's OPTIONS: with a `<value>` after them, or without.
    static func names(in help: String, valued: Bool) -> [String] {
        let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [String] = []
        for line in lines where line.hasPrefix("--") || line.hasPrefix("-") {
            let words = line.split(separator: " ").map(String.init)
            guard
                let name = words.first(where: { $0.hasPrefix("--") })?.trimmingCharacters(
                    in: CharacterSet(charactersIn: ",")),
                let index = words.firstIndex(where: { $0.hasPrefix("--") })
            else { continue }
            let takesValue = words.indices.contains(index + 1) && words[index + 1].hasPrefix("<")
            if takesValue == valued { found.append(name) }
        }
        return found
    }
}
