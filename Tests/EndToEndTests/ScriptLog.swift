import Foundation

/// Runs the Python script at `script` (relative to the package root `root`) on a log file of
/// `lines`, written to a temporary file for the run: its exit status and output.
func runScript(_ script: String, root: String, onLog lines: [String]) throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("script-log-\(getpid())-\(UUID()).log")
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return spawn(["python3", root + "/" + script, file.path])
}
