import Foundation

/// One run of an example executable (`Sources/Examples/…`), its log split into
/// `section key=value …` lines.
struct ExampleRun {
    var status: Int32
    var output: String

    /// Runs the example called `name`, built next to the test bundle like `pigsplode`.
    init(_ name: String, _ arguments: [String] = []) throws {
        (status, output) = spawn([try Self.path(of: name)] + arguments)
    }

    /// The example's binary.
    static func path(of name: String) throws -> String {
        let pigsplode = try pigsplodePath()
        let path = String(pigsplode.dropLast("pigsplode".count)) + name
        guard access(path, X_OK) == 0 else {
            throw E2EError("\(name) is not built (looked for \(path)); run `swift build --build-tests`")
        }
        return path
    }

    /// The `key=value` pairs of every line that starts with `section`.
    func lines(_ section: String) -> [[String: String]] {
        output.split(separator: "\n").filter { $0.hasPrefix(section + " ") }.map { line in
            var result: [String: String] = [:]
            for word in line.split(separator: " ").dropFirst() {
                guard let eq = word.firstIndex(of: "=") else { continue }
                result[String(word[..<eq])] = String(word[word.index(after: eq)...])
            }
            return result
        }
    }

    /// The one line of `section` whose `key` is `value` (or the first line of `section`).
    func line(_ section: String, where key: String? = nil, is value: String? = nil) throws -> [String: String] {
        let found = lines(section).first { key == nil || $0[key!] == value }
        guard let found else { throw E2EError("no \(section) line with \(key ?? "")=\(value ?? "") in:\n\(output)") }
        return found
    }
}

extension Dictionary where Key == String, Value == String {
    /// The value of `key` as a number (NaN when missing or not a number, so comparisons fail).
    func number(_ key: String) -> Double { self[key].flatMap(Double.init) ?? .nan }

    /// The value of `key` as a vector written `(dx,dy)`.
    func vector(_ key: String) -> (dx: Double, dy: Double) {
        let parts = (self[key] ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(separator: ",")
        guard parts.count == 2, let dx = Double(parts[0]), let dy = Double(parts[1]) else { return (.nan, .nan) }
        return (dx, dy)
    }
}
