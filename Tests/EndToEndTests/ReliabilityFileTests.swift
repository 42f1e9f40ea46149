import Foundation
import Testing

/// No file is lost: `--record`, `snapshot` and `save` replace an existing file only with
/// `--overwrite`, never write through a symbolic link, and never write over a file being read.
/// Each refusal exits 1 with a message naming the file and why, and leaves every byte in place.
@Suite("Reliability: no file is overwritten without --overwrite")
struct ReliabilityFileTests {
    static let script = "frame\nsnapshot shot.svg\n"

    /// Runs pigsplode in `folder` (relative names resolve there) with no config file.
    private func run(_ arguments: [String], in folder: ScratchFolder, stdin: String = "/dev/null") throws -> Finished {
        runCapturing(
            ["sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, try pigsplodePath()] + arguments,
            environment: ["TERM": nil], stdinPath: stdin)
    }

    private func bytes(_ folder: ScratchFolder, _ name: String) -> Data? {
        FileManager.default.contents(atPath: folder.path + "/" + name)
    }

    @Test("--script X --record X: refused, with or without --overwrite; the script survives")
    func recordOverScript() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write(Self.script, to: "same.cast")
        for extra in [[], ["--overwrite"]] {
            let run = try run(["--headless", "--script", "same.cast", "--record", "same.cast"] + extra, in: folder)
            #expect(run.status == 1, "\(extra): \(run.status)")
            #expect(run.stderr.contains("'same.cast': it is the script being read"), "\(run.stderr)")
            #expect(bytes(folder, "same.cast") == Data(Self.script.utf8), "the script is intact")
        }
    }

    @Test("a script on standard input redirected from the file --record names: refused")
    func recordOverStandardInput() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write(Self.script, to: "in.cast")
        let run = try run(
            ["--headless", "--script", "-", "--record", "in.cast", "--overwrite"], in: folder,
            stdin: folder.path + "/in.cast")
        #expect(run.status == 1 && run.stderr.contains("it is the script being read"), "\(run.stderr)")
        #expect(bytes(folder, "in.cast") == Data(Self.script.utf8))
    }

    @Test("--record over an existing file: refused naming --overwrite (headless and interactive); replaced with it")
    func recordOverExisting() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write(Self.script, to: "play.script")
        try folder.write("precious", to: "old.cast")
        for arguments in [
            ["--headless", "--script", "play.script", "--record", "old.cast"], ["--record", "old.cast"],
        ] {
            let run = try run(arguments, in: folder)
            #expect(run.status == 1, "\(arguments): \(run.status) \(run.stderr)")
            #expect(
                run.stderr.contains("cannot write the recording 'old.cast': it already exists (pass --overwrite"),
                "\(arguments): \(run.stderr)")
            #expect(bytes(folder, "old.cast") == Data("precious".utf8))
        }
        let replaced = try run(
            ["--headless", "--script", "play.script", "--record", "old.cast", "--overwrite"], in: folder)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(String(decoding: bytes(folder, "old.cast") ?? Data(), as: UTF8.self).hasPrefix("{\"version\": 2"))
    }

    @Test("snapshot: an existing file needs --overwrite; a symbolic link and the script never")
    func snapshotTargets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write(Self.script, to: "play.script")
        try folder.write("precious", to: "shot.svg")
        let refused = try run(["--headless", "--script", "play.script"], in: folder)
        #expect(refused.status == 1 && refused.stderr.contains("'shot.svg': it already exists"), "\(refused.stderr)")
        #expect(bytes(folder, "shot.svg") == Data("precious".utf8))
        let replaced = try run(["--headless", "--script", "play.script", "--overwrite"], in: folder)
        #expect(
            replaced.status == 0
                && String(decoding: bytes(folder, "shot.svg") ?? Data(), as: UTF8.self).hasPrefix("<svg"))

        try FileManager.default.removeItem(atPath: folder.path + "/shot.svg")
        try folder.write("target", to: "target.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/shot.svg", withDestinationPath: "target.txt")
        let link = try run(["--headless", "--script", "play.script", "--overwrite"], in: folder)
        #expect(link.status == 1 && link.stderr.contains("'shot.svg': it is a symbolic link"), "\(link.stderr)")
        #expect(bytes(folder, "target.txt") == Data("target".utf8), "the link's target is intact")

        let selfSnapshot = "frame\nsnapshot self.svg\n"
        try folder.write(selfSnapshot, to: "self.svg")
        let own = try run(["--headless", "--script", "self.svg", "--overwrite"], in: folder)
        #expect(own.status == 1 && own.stderr.contains("it is the script being read"), "\(own.stderr)")
        #expect(bytes(folder, "self.svg") == Data(selfSnapshot.utf8))
    }

    @Test("save: an existing scene file needs --overwrite, as snapshot; the script itself never")
    func saveTargets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let script = "scene sandbox\nkey b\nclick 20 10\nwait 0.5\nsave scene.toml\n"
        try folder.write(script, to: "play.script")
        try folder.write("precious", to: "scene.toml")
        let refused = try run(["--headless", "--script", "play.script"], in: folder)
        #expect(refused.status == 1, "\(refused.status) \(refused.stderr)")
        #expect(
            refused.stderr.contains("save: cannot write 'scene.toml': it already exists (pass --overwrite"),
            "\(refused.stderr)")
        #expect(bytes(folder, "scene.toml") == Data("precious".utf8))
        let replaced = try run(["--headless", "--script", "play.script", "--overwrite"], in: folder)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        let saved = String(decoding: bytes(folder, "scene.toml") ?? Data(), as: UTF8.self)
        #expect(saved.contains("version = 1") && saved.contains("shape = \"box\""), "\(saved)")

        let selfSave = "scene sandbox\nsave self.toml\n"
        try folder.write(selfSave, to: "self.toml")
        let own = try run(["--headless", "--script", "self.toml", "--overwrite"], in: folder)
        #expect(own.status == 1 && own.stderr.contains("it is the script being read"), "\(own.stderr)")
        #expect(bytes(folder, "self.toml") == Data(selfSave.utf8))
    }

    @Test("a script line and a config value holding escape sequences are quoted escaped")
    func escapedMessages() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("frame\nkey \u{1B}]2;owned\u{07}\u{1B}[2J\n", to: "bad.script")
        let script = try run(["--headless", "--script", "bad.script"], in: folder)
        #expect(script.status == 2)
        #expect(script.stderr.contains("unknown key '\\e]2;owned\\u{7}\\e[2J'"), "\(script.stderr)")
        #expect(!script.stderr.contains("\u{1B}") && !script.stderr.contains("\u{07}"))

        // The config file is TOML, where an escape character is written \u001B.
        try folder.write("[glyphs]\npig = \"\\u001B[2J\"\n", to: "config.toml")
        let config = try run(["--config", "config.toml", "--headless", "--script", "bad.script"], in: folder)
        #expect(config.status == 2 && config.stderr.contains("got '\\e[2J'"), "\(config.stderr)")
        #expect(!config.stderr.contains("\u{1B}"))
    }
}
