import Foundation
import Testing

@testable import Playground

/// The repository's root folder, found from this file's path.
private let repositoryRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

@Suite("Manual: the man-page sections of --help")
struct ManualTests {
    @Test("the sections come in man-page order")
    func sections() {
        let headings = Manual.sections.split(separator: "\n").filter { $0.first?.isUppercase == true }
            .map { String($0.prefix { $0 != " " }) }
        #expect(headings == ["DESCRIPTION", "KEYS", "SCENES", "FILES", "ENVIRONMENT", "EXIT", "EXAMPLES"])
    }

    @Test("KEYS lists every binding and mouse action of Controls")
    func keys() {
        let lines = Manual.keys.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for binding in Controls.keys {
            #expect(
                lines.contains { $0.hasPrefix(binding.label + " ") && $0.hasSuffix(binding.summary) },
                "\(binding.label)")
        }
        for action in Controls.mouse {
            #expect(lines.contains { $0.hasPrefix(action.gesture + " ") && $0.hasSuffix(action.summary) })
        }
    }

    @Test("FILES shows every config key with its default, and the sample parses back to the defaults")
    func files() throws {
        let files = Manual.files
        for key in ConfigSchema.keys {
            #expect(files.contains("\(key.name) = \(key.sample)"), "\(key.qualifiedName)")
        }
        // The indented key lines form a valid config file (continuation lines are comments).
        let sample = files.split(separator: "\n").drop { !$0.contains("scene = ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        var settings = try ConfigSchema.apply(ConfigFile.parse(sample, file: "help"), file: "help", to: Settings())
        settings.startingSliders = [:]
        #expect(settings == Settings())
    }

    @Test("the environment, exit statuses and scenes are all there")
    func facts() {
        for variable in ["TERM", "LANG", "LC_ALL", "XDG_CONFIG_HOME", "HOME"] {
            #expect(Manual.environment.contains(variable))
        }
        for status in ["0 ", "1 ", "2 ", "128+n "] {
            #expect(Manual.exitStatus.contains("\n  " + status), "\(status)")
        }
        for name in SceneCatalog.names { #expect(Manual.scenes.contains("  \(name) ")) }
    }

    @Test("no line is wider than the manual's width, so ArgumentParser and man print it as is")
    func width() {
        for line in Manual.sections.split(separator: "\n") {
            #expect(line.count <= Manual.width, "\(line)")
        }
    }
}

@Suite("CHANGELOG")
struct ChangelogTests {
    /// The `## [x.y.z] - YYYY-MM-DD` headings, newest first (Unreleased left out).
    static func releases() throws -> [(version: String, date: String)] {
        let text = try String(contentsOfFile: repositoryRoot + "/Assets/CHANGELOG.md", encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
            .map { line in
                let version = line.dropFirst(4).prefix { $0 != "]" }
                let date = line.split(separator: " - ").dropFirst().first ?? ""
                return (String(version), String(date))
            }
    }

    @Test("the newest release in Assets/CHANGELOG.md is pigsplodeVersion, the one version constant")
    func newestIsTheVersion() throws {
        let newest = try #require(try Self.releases().first)
        #expect(
            newest.version == pigsplodeVersion,
            "CHANGELOG says \(newest.version), Version.swift says \(pigsplodeVersion): change both together")
    }

    @Test("an Unreleased section comes first; releases are dated, semantic versions, newest first")
    func shape() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/Assets/CHANGELOG.md", encoding: .utf8)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.first == "## [Unreleased]")
        let releases = try Self.releases()
        #expect(!releases.isEmpty)
        var previous: [Int]?
        for release in releases {
            let parts = release.version.split(separator: ".").compactMap { Int($0) }
            #expect(parts.count == 3, "\(release.version) is x.y.z")
            #expect(release.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(release.version) has a date")
            if let previous { #expect(parts.lexicographicallyPrecedes(previous), "\(release.version) is older") }
            previous = parts
        }
    }

    @Test("the README links the changelog")
    func linked() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("(Assets/CHANGELOG.md)"))
    }
}

@Suite("README: configuration")
struct ReadmeConfigurationTests {
    @Test("the README's sample config parses, lists every key, and gives the defaults")
    func sample() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Configuration").dropFirst().first)
        let block = try #require(
            section.components(separatedBy: "```toml\n").dropFirst().first?
                .components(separatedBy: "```").first)
        let document = try ConfigFile.parse(block, file: "README.md")
        #expect(document.entries.map(\.qualifiedKey) == ConfigSchema.keys.map(\.qualifiedName))
        var settings = try ConfigSchema.apply(document, file: "README.md", to: Settings())
        for (id, value) in settings.startingSliders { #expect(value == Tuning()[id], "\(id)") }
        settings.startingSliders = [:]
        #expect(settings == Settings())
    }
}
