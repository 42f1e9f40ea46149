// swift-tools-version: 6.1
import PackageDescription

// MARK: - Package

let package = Package(
    name: "TermDynamics",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .executable(name: "pigsplode", targets: ["pigsplode"]),
        .executable(name: "dynamics-bench", targets: ["dynamics-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // MARK: Engine
        .target(name: "Geometry"),
        .target(name: "Dynamics", dependencies: ["Geometry"]),

        // MARK: Character-cell view
        .target(name: "Raster", dependencies: ["Dynamics"]),

        // MARK: Terminal
        // No `pkgConfig`: its cflags are prohibited flags SwiftPM drops with a warning (in every
        // dependent's build too), and the lookup would make resolving the package need ncurses.
        // The shim header sets the feature macros itself and the module map links ncursesw and
        // tinfo; `make deps` installs libncurses-dev.
        .systemLibrary(name: "CNcursesw"),
        .target(name: "Terminal", dependencies: ["CNcursesw", "Raster"]),

        // MARK: App
        // TOMLKit behind a module of its own: its extensions on standard types stay out of the app's files.
        .target(name: "TOMLTree", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")]),
        .target(name: "Playground", dependencies: ["Dynamics", "Raster", "Terminal", "TOMLTree"]),
        .executableTarget(
            name: "pigsplode",
            dependencies: [
                "Playground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "dynamics-bench",
            dependencies: [
                "Playground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Examples
        // The seed tutorial's pig explosion ported line for line; it needs nothing but Dynamics.
        .executableTarget(
            name: "pig-explosion-example",
            dependencies: ["Dynamics"],
            path: "Sources/Examples/PigExplosion"
        ),
        // The book chapter's snippets (seed 001): gravity, collision, attachment, snap, push,
        // item properties and a composite behavior, each run headless.
        .executableTarget(
            name: "book-chapter-example",
            dependencies: ["Dynamics"],
            path: "Sources/Examples/BookChapter"
        ),
        // The iOS 9 article's fields demo (seed 004): ellipse bounds, a noise field, inset
        // boundaries, gravity following a scripted tilt, sliders and `debugEnabled`.
        .executableTarget(
            name: "fields-example",
            dependencies: ["Dynamics"],
            path: "Sources/Examples/Fields"
        ),
        // The Auto Layout article's proxy item (seed 003): the animator moves a proxy, and a
        // laid-out label only takes its transform.
        .executableTarget(
            name: "proxy-item-example",
            dependencies: ["Dynamics"],
            path: "Sources/Examples/ProxyItem"
        ),

        // MARK: Tests
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "TOMLTree"]),
        .testTarget(name: "TOMLTreeTests", dependencies: ["TOMLTree"]),
        .testTarget(name: "EndToEndTests", dependencies: []),

        // MARK: Fuzzing
        // libFuzzer targets, fuzzing only when `make fuzz` builds them (release, -DFUZZING,
        // -sanitize=fuzzer); a plain build makes them replayers of saved inputs (`fuzz-… FILE…`).
        .systemLibrary(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        .executableTarget(name: "fuzz-input-decoder", dependencies: ["FuzzSupport", "Terminal"]),
        .executableTarget(name: "fuzz-sprite-parser", dependencies: ["FuzzSupport", "Raster"]),
    ],
    swiftLanguageModes: [.v6]
)
