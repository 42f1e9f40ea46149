import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A config path that is not a readable regular file is an error naming what it is: never
/// "no config", never a hang on a FIFO or an endless read of /dev/zero.
@Suite("Reliability: config paths that loop or are not regular files")
struct ReliabilityConfigTests {
    /// Runs a one-frame headless script with `arguments` and XDG_CONFIG_HOME at `home`.
    private func run(_ arguments: [String], home: String) throws -> Finished {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("frame\n", to: "one.script")
        return runCapturing(
            [try pigsplodePath(), "--headless", "--script", folder.path + "/one.script"] + arguments,
            environment: ["XDG_CONFIG_HOME": home, "TERM": nil], timeout: 10)
    }

    @Test("the default config path: a symbolic link loop and a link to nothing are errors, not 'no config'")
    func defaultPathLinks() throws {
        let home = try ScratchFolder()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path + "/pigsplode", withIntermediateDirectories: true)
        let config = home.path + "/pigsplode/config.toml"
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: config)
        let loop = try run([], home: home.path)
        #expect(loop.status == 2 && loop.stderr.contains("it is a loop of symbolic links"), "\(loop.stderr)")
        try FileManager.default.removeItem(atPath: config)
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: home.path + "/missing.toml")
        let dangling = try run([], home: home.path)
        #expect(
            dangling.status == 2 && dangling.stderr.contains("it is a symbolic link to nothing"), "\(dangling.stderr)")
    }

    @Test("--config naming a FIFO, /dev/zero or a directory: named for what it is, at once")
    func notRegularFiles() throws {
        let home = try ScratchFolder()
        defer { home.remove() }
        let fifo = home.path + "/fifo.toml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases = [
            (fifo, "it is a FIFO (named pipe), not a regular file"),
            ("/dev/zero", "it is a character device, not a regular file"),
            (home.path, "it is a directory, not a regular file"),
        ]
        for (path, why) in cases {
            let run = try run(["--config", path], home: home.path)
            #expect(run.status == 2, "\(path): \(run.status)")
            #expect(run.stderr.contains("cannot read the config file: \(why)"), "\(path): \(run.stderr)")
        }
    }
}
