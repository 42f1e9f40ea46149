import Foundation
import Testing

/// Dynamics as a library: a throwaway package outside the tree that depends on this one by
/// path, imports Foundation beside Dynamics (`Tests/DependentPackage/main.swift`), and builds
/// with warnings as errors, printing no warning at all (SwiftPM's own included: the ncursesw
/// system library target used to add "prohibited flag(s)" to every dependent's build).
@Suite("Dynamics as a dependency")
struct DependentPackageTests {
    static let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// The throwaway package's folder: one per checkout (a hash of its path), kept between
    /// runs so its scratch folder only rebuilds what changed.
    static var folder: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in root.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return NSTemporaryDirectory() + "termdynamics-dependent-" + String(hash, radix: 16)
    }

    /// The dependent's manifest: one executable target that uses only the `Dynamics` product.
    static var manifest: String {
        let identity = root.split(separator: "/").last.map(String.init) ?? "TermDynamics"
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Dependent",
                dependencies: [.package(path: "\(root)")],
                targets: [
                    .executableTarget(
                        name: "Dependent", dependencies: [.product(name: "Dynamics", package: "\(identity)")])
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// Writes the package (manifest and `main.swift`) into `folder`/package.
    static func writePackage() throws -> String {
        let package = folder + "/package"
        let sources = package + "/Sources/Dependent"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        let main = try String(contentsOfFile: root + "/Tests/DependentPackage/main.swift", encoding: .utf8)
        try main.write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        return package
    }

    @Test("builds beside Foundation with warnings as errors, prints 0 warnings, runs; no C names leak")
    func buildsAndRuns() throws {
        let package = try Self.writePackage()
        let scratch = Self.folder + "/scratch"
        let build = spawn([
            "swift", "build", "--package-path", package, "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors",
        ])
        #expect(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning:"), "the dependent's build warns: \(build.output)")
        #expect(!build.output.contains("CNcursesw"), "nothing of the terminal layer is built: \(build.output)")

        let run = spawn([scratch + "/debug/Dependent"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("square y=280.0"), "the square rests on the floor: \(run.output)")
        #expect(run.output.contains("debug forces: gravity contact"), "\(run.output)")
        #expect(run.output.contains("turns: foundation m12=1.0, engine b=1.0"), "\(run.output)")
        try Self.checkNoCLibraryReexport(modules: scratch + "/debug/Modules")
    }

    /// `import Dynamics` gives the geometry types but no C library names (`strlen`, `sin`).
    static func checkNoCLibraryReexport(modules: String) throws {
        let probe = folder + "/probe.swift"
        try "import Dynamics\nlet p = Point(x: 1, y: 2)\n_ = strlen(\"x\")\n_ = sin(1.0)\n"
            .write(toFile: probe, atomically: true, encoding: .utf8)
        let check = spawn(["swiftc", "-typecheck", "-I", modules, probe])
        #expect(check.status != 0, "strlen and sin must not be visible: \(check.output)")
        #expect(check.output.contains("cannot find 'strlen' in scope"), "\(check.output)")
        #expect(check.output.contains("cannot find 'sin' in scope"), "\(check.output)")
        #expect(!check.output.contains("cannot find 'Point'"), "Geometry comes with Dynamics: \(check.output)")
    }
}
