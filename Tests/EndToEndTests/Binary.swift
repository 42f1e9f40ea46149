import Foundation

/// The built `pigsplode` executable: it sits next to the test bundle in the build folder.
func pigsplodePath() throws -> String {
    var candidates: [String] = []
    if let argv0 = CommandLine.arguments.first, let slash = argv0.lastIndex(of: "/") {
        var dir = String(argv0[..<slash])
        // The bundle may be a directory (…/X.xctest/…) on some layouts: climb out of it.
        if let bundle = dir.range(of: ".xctest") {
            dir = String(dir[..<bundle.lowerBound])
            dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.endIndex)])
        }
        candidates.append(dir + "/pigsplode")
    }
    let root = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
    candidates.append("/" + root + "/.build/debug/pigsplode")
    for path in candidates where access(path, X_OK) == 0 { return path }
    throw E2EError("pigsplode is not built (looked in \(candidates)); run `swift build` first")
}
