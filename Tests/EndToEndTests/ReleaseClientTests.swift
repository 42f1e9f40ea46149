import Foundation
import Testing

/// The engine's API checks print their message in an optimised build, not only in debug:
/// `precondition` says nothing under `-O`, so an app shipped in release would die with a bare
/// "Illegal instruction". A throwaway package that depends on this repository by path is built
/// in release (Tests/Fixtures/release-client) and fed one bad value per run.
@Suite("Release builds: a bad value at the API dies with a message naming it")
struct ReleaseClientTests {
    /// A bad value the client can feed in, and the words its message must contain.
    static let cases: [(argument: String, message: String)] = [
        ("gravity-magnitude-nan", "GravityBehavior.magnitude must be finite"),
        ("step-negative", "DynamicAnimator.step(by:) needs a finite time"),
        ("sub-step-zero", "DynamicAnimator.subStepDuration must lie in"),
        ("density-zero", "DynamicItemBehavior.density must be finite, > 0"),
        ("item-size-zero", "BasicItem.bounds must have a positive width and height"),
        ("reference-bounds-negative", "DynamicAnimator.referenceBounds must not have a negative width"),
        ("velocity-over-limit", "DynamicItemBehavior.addLinearVelocity: the item's velocity plus"),
        ("behavior-cycle", "DynamicBehavior.addChildBehavior: the behavior is an ancestor"),
        ("attachment-range-inverted", "AttachmentBehavior.attachmentRange must have minimum ≤ maximum"),
        ("path-concave", "BasicItem.collisionBoundingPath is not a valid convex path"),
        ("boundary-one-point", "CollisionBehavior.addBoundary(withIdentifier: wall): a path needs"),
    ]

    @Test("each bad value stops a release-built client with its message; a good run exits 0")
    func releaseMessages() throws {
        let client = try ReleaseClient.build()
        defer { client.remove() }
        let fine = runCapturing([client.executable, "fine"])
        #expect(fine.status == 0 && fine.stdout.contains("no bad value"), "\(fine.status): \(fine.stderr)")
        for (argument, message) in Self.cases {
            let run = runCapturing([client.executable, argument], environment: ["SWIFT_BACKTRACE": "enable=no"])
            // fatalError traps: SIGILL (132) on x86-64, SIGTRAP (133) on arm64.
            #expect([132, 133].contains(run.status), "\(argument): exit status \(run.status)")
            #expect(
                run.stderr.contains("Fatal error: \(message)"), "\(argument): stderr was \(run.stderr.prefix(400))")
        }
    }
}

/// The fixture client in a scratch package, built with `swift build -c release`.
struct ReleaseClient {
    let folder: ScratchFolder
    let executable: String

    /// Writes the package (depending on this repository by path) and builds it in release.
    static func build() throws -> ReleaseClient {
        let folder = try ScratchFolder()
        let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let identity = (root as NSString).lastPathComponent.lowercased()
        try FileManager.default.createDirectory(
            atPath: folder.path + "/Sources/release-client", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: root + "/Tests/Fixtures/release-client/main.swift",
            toPath: folder.path + "/Sources/release-client/main.swift")
        try folder.write(manifest(root: root, identity: identity), to: "Package.swift")
        let build = runCapturing(
            ["swift", "build", "-c", "release", "--package-path", folder.path], timeout: 1200)
        guard build.status == 0 else {
            folder.remove()
            throw E2EError("the release client did not build (\(build.status)): \(build.stdout)\(build.stderr)")
        }
        return ReleaseClient(folder: folder, executable: folder.path + "/.build/release/release-client")
    }

    private static func manifest(root: String, identity: String) -> String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "release-client",
            dependencies: [.package(path: "\(root)")],
            targets: [
                .executableTarget(
                    name: "release-client",
                    dependencies: [.product(name: "Dynamics", package: "\(identity)")])
            ],
            swiftLanguageModes: [.v6]
        )
        """
    }

    func remove() { folder.remove() }
}
