import Dynamics
import Raster
import Testing

@testable import Playground

/// The shipped scene called `name`, read as `--scene-file NAME` reads it.
private func shipped(_ name: String) throws -> SceneDocument {
    try SceneFileLoader.load(name) { _ in .missing }
}

/// The error `text` gives as a scene file called scene.toml, as the user reads it.
private func failure(_ text: String) -> String {
    do {
        _ = try SceneDocument.read(text, file: "scene.toml")
        return "no error"
    } catch {
        return error.description
    }
}

/// A scene file with `body` after the version line.
private func file(_ body: String) -> String { "version = 1\nname = \"t\"\n" + body }

@Suite("Scene files: shipped scenes")
struct ShippedSceneTests {
    @Test("each copy compiled in matches its file in Assets/scenes")
    func copiesMatch() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        for name in ShippedScenes.names {
            let path = "/\(root)/Assets/scenes/\(name).toml"
            guard case .text(let text) = TextFile.read(path) else {
                Issue.record("cannot read \(path)")
                continue
            }
            #expect(ShippedScenes.text(named: name).map { $0 + "\n" } == text, "\(name)")
        }
        #expect(ShippedScenes.names == ["cradle", "pyramid", "dominoes", "pendulum-wave", "catapult"])
    }

    /// The frames of a 10 s run of a scene file at 80×24 (one every 30), and whether every
    /// item stayed finite throughout.
    static func run(_ document: SceneDocument) -> (frames: [String], finite: Bool) {
        var settings = Settings()
        settings.sceneDocument = document
        let app = PlaygroundApp(settings: settings, columns: 80, rows: 24, unicode: true)
        var frames: [String] = [], finite = true
        for frame in 1...600 {
            app.advance(by: PlaygroundApp.stepDuration)
            finite = finite && app.scene.movableItems.allSatisfy { $0.center.isFinite && $0.transform.a.isFinite }
            if frame % 30 == 0 { frames.append(app.render().text()) }
        }
        return (frames, finite)
    }

    @Test(
        "each loads, runs 10 s with every value finite, and plays the same frames twice", arguments: ShippedScenes.names
    )
    func runs(_ name: String) throws {
        let document = try shipped(name)
        #expect(document.name == name && !document.items.isEmpty)
        let first = Self.run(document), second = Self.run(document)
        #expect(first.finite)
        #expect(first.frames == second.frames)
        #expect(first.frames.first != first.frames.last, "something moves")
    }

    @Test("a scene written out reads back as the same scene", arguments: ShippedScenes.names)
    func roundTrip(_ name: String) throws {
        let document = try shipped(name)
        let again = try SceneDocument.read(document.text(), file: "again.toml")
        #expect(again == document)
    }
}

@Suite("Scene files: bad files")
struct BadSceneFileTests {
    static let cases: [(String, String)] = [
        (file("[[items]\nid = \"a\""), "scene.toml:3: error while parsing"),
        ("name = \"t\"\n", "scene.toml:1: version is missing"),
        ("version = 2\n", "scene.toml:1: version is 2; this pigsplode reads scene files of version 1"),
        (file("gravty = 1\n"), "scene.toml:3: unknown key 'gravty' at the top level; did you mean 'gravity'?"),
        (
            file("[[items]]\nid = \"a\"\nshape = \"box\"\nposition = [1, 2]\nsise = [3, 4]\n"),
            "scene.toml:7: unknown key 'sise' in items[0]; did you mean 'size'?"
        ),
        (
            file("[[items]]\nid = \"a\"\nshape = \"boxx\"\nposition = [1, 2]\n"),
            "scene.toml:5: items[0].shape must be one of box, ellipse, triangle, pig, got 'boxx'; did you mean 'box'?"
        ),
        (
            file("[[items]]\nid = \"a\"\nshape = \"box\"\nposition = [1, 2]\nelasticity = 3\n"),
            "scene.toml:7: items[0].elasticity must be between 0 and 1, got 3"
        ),
        (
            file("[[items]]\nid = \"a\"\nshape = \"box\"\nposition = [1e9, 2]\n"),
            "scene.toml:6: items[0].position must be two numbers [x, y] between -100000 and 100000"
        ),
        (file("[gravity]\nstrength = 9\n"), "scene.toml:4: gravity.strength must be between 0 and 3, got 9"),
        (file("[[items]]\nshape = \"box\"\nposition = [1, 2]\n"), "scene.toml:4: items[0].id is missing"),
        (
            file(
                "[[items]]\nid = \"ball\"\nshape = \"ellipse\"\nposition = [1, 2]\n"
                    + "[[attachments]]\nkind = \"rope\"\nfrom = \"bal\"\nanchor = [0, 0]\n"),
            "scene.toml:9: attachments[0].from names no item: 'bal'; did you mean 'ball'?"
        ),
        (
            file(
                "[[items]]\nid = \"a\"\nshape = \"box\"\nposition = [1, 2]\n[[attachments]]\nkind = \"rope\"\nfrom = \"a\"\n"
            ),
            "scene.toml:8: attachments[0].to is missing"
        ),
        (file("[[walls]]\npoints = [[1, 2]]\n"), "scene.toml:4: walls[0].points must be an array of 2 to 1000 points"),
    ]

    @Test("each gives one clear line naming the file and the line", arguments: cases)
    func bad(_ text: String, _ expected: String) {
        let message = failure(text)
        #expect(message.hasPrefix(expected), "got: \(message)")
    }

    @Test("a 10 MB file is refused before it is parsed")
    func huge() {
        let text =
            "version = 1\n" + String(repeating: "# padding padding padding padding padding padding\n", count: 200_000)
        #expect(text.utf8.count >= 10_000_000)
        #expect(
            throws: ConfigError(
                file: "big.toml", line: nil, problem: "the file is 9.5 MB; a scene file may be at most 1 MB")
        ) {
            try SceneFileLoader.load("big.toml") { _ in .text(text) }
        }
    }

    @Test("an unknown name: no such file nor shipped scene, with a suggestion")
    func unknownName() {
        #expect(throws: ConfigError.self) { try SceneFileLoader.load("cradel") { _ in .missing } }
        do {
            _ = try SceneFileLoader.load("cradel") { _ in .missing }
        } catch {
            #expect(error.description.hasSuffix("did you mean 'cradle'?"), "\(error)")
        }
    }
}

@Suite("Scene files: the README's example")
struct SceneFileReadmeTests {
    /// The README's example scene file: the toml block that opens it with `--scene-file`.
    static func example() throws -> String {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        guard case .text(let readme) = TextFile.read("/\(root)/README.md") else {
            throw ConfigError(file: "README.md", line: nil, problem: "unreadable")
        }
        let blocks = readme.components(separatedBy: "```toml\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        return try #require(blocks.first { $0.contains("pigsplode --scene-file seesaw.toml") })
    }

    @Test("the complete example reads, with every part of the format")
    func reads() throws {
        let document = try SceneDocument.read(try Self.example(), file: "seesaw.toml")
        #expect(document.name == "seesaw" && document.items.count == 3 && document.walls.count == 1)
        #expect(document.attachments.map(\.kind) == [.pin] && document.fields.map(\.kind) == [.vortex])
        #expect(document.sliders[.pigs] == 6 && document.items[0].color == .yellow)
    }

    @Test("the errors the README shows are the ones pigsplode prints for those mistakes")
    func errors() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        guard case .text(let readme) = TextFile.read("/\(root)/README.md") else { return }
        let example = try Self.example()
        for (from, to) in [("size = [200, 8]", "sise = [200, 8]"), ("from = \"plank\"", "from = \"plnk\"")] {
            do {
                _ = try SceneDocument.read(example.replacingFirst(from, with: to), file: "seesaw.toml")
                Issue.record("no error for \(to)")
            } catch {
                #expect(readme.contains("Error: \(error)"), "README shows: Error: \(error)")
            }
        }
    }
}

extension String {
    /// The text with the first `target` replaced.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
