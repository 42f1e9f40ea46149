/// Reads one script command's arguments left to right, turning each problem into a
/// `ScriptError` that names the line, the command and its usage.
struct ArgumentReader {
    /// The command word.
    let name: String
    /// The words after it.
    let arguments: [String]
    /// The line, 1-based.
    let line: Int
    private var position = 0

    init(name: String, arguments: [String], line: Int) {
        self.name = name
        self.arguments = arguments
        self.line = line
    }

    /// Arguments not read yet.
    var remaining: Int { arguments.count - position }

    /// An error about this command, with its usage.
    func error(_ message: String) -> ScriptError {
        let usage = ScriptParser.usage[name].map { " (usage: \($0))" } ?? ""
        return ScriptError(line: line, "\(name): \(message)\(usage)")
    }

    /// Throws unless there are exactly `count` arguments.
    func expectCount(_ count: Int) throws(ScriptError) {
        try expectCount(count...count)
    }

    /// Throws unless the number of arguments is in `range`.
    func expectCount(_ range: ClosedRange<Int>) throws(ScriptError) {
        guard !range.contains(arguments.count) else { return }
        let wanted: String
        switch (range.lowerBound, range.upperBound) {
        case (let low, let high) where low == high: wanted = "\(low)"
        case (let low, Int.max): wanted = "at least \(low)"
        case (let low, let high): wanted = "\(low) to \(high)"
        }
        let noun = range.upperBound == 1 ? "argument" : "arguments"
        throw error("expected \(wanted) \(noun), got \(arguments.count)")
    }

    /// The next word (callers check the count first).
    mutating func next() -> String {
        defer { position += 1 }
        return arguments[position]
    }

    /// The next word as a whole number in `range`.
    mutating func integer(_ label: String, in range: ClosedRange<Int>) throws(ScriptError) -> Int {
        let word = next()
        guard let value = Int(word) else { throw error("\(label) must be a whole number, got '\(word)'") }
        guard range.contains(value) else {
            throw error("\(label) must be between \(range.lowerBound) and \(range.upperBound), got \(value)")
        }
        return value
    }

    /// The next word as a 0-based cell coordinate.
    mutating func cell(_ label: String) throws(ScriptError) -> Int {
        try integer(label, in: 0...ScriptParser.maximumCell)
    }

    /// The next word as a finite number in `range`.
    mutating func number(_ label: String, in range: ClosedRange<Double>) throws(ScriptError) -> Double {
        let word = next()
        guard let value = Double(word), value.isFinite else { throw error("\(label) must be a number, got '\(word)'") }
        try check(value, word, label, range)
        return value
    }

    /// The next word as seconds (a trailing `s` allowed) in `range`, converted to whole
    /// frames of 1/60 s, at least `minimum`.
    mutating func seconds(
        _ label: String, in range: ClosedRange<Double>, frames minimum: Int
    ) throws(ScriptError) -> Int {
        let word = next()
        let bare = word.hasSuffix("s") ? String(word.dropLast()) : word
        guard let value = Double(bare), value.isFinite else {
            throw error("\(label) must be a number of seconds, got '\(word)'")
        }
        try check(value, word, label, range)
        return max(minimum, Int((value * 60).rounded()))
    }

    private func check(
        _ value: Double, _ word: String, _ label: String, _ range: ClosedRange<Double>
    ) throws(ScriptError) {
        guard !range.contains(value) else { return }
        throw error(
            "\(label) must be between \(Self.text(range.lowerBound)) and \(Self.text(range.upperBound)), got \(word)")
    }

    /// A bound without a needless `.0`.
    private static func text(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
