/// The asciicast v2 format (asciinema's recordings), written line by line: a header object,
/// then one `[time, code, data]` array per event. Pure text formatting; `AsciicastWriter`
/// puts the lines in a file.
public enum Asciicast {
    /// The header line: version 2, the terminal size, and optionally a start time (Unix
    /// seconds), a title and environment variables (keys sorted, so output is stable).
    public static func headerLine(
        columns: Int, rows: Int, timestamp: Int? = nil,
        title: String? = nil, environment: [String: String] = [:]
    ) -> String {
        var fields = ["\"version\": 2", "\"width\": \(max(1, columns))", "\"height\": \(max(1, rows))"]
        if let timestamp { fields.append("\"timestamp\": \(timestamp)") }
        if let title { fields.append("\"title\": \(jsonString(title))") }
        if !environment.isEmpty {
            let pairs = environment.keys.sorted().map { "\(jsonString($0)): \(jsonString(environment[$0]!))" }
            fields.append("\"env\": {\(pairs.joined(separator: ", "))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// An output event: `bytes` written to the terminal `time` seconds after the start.
    /// Invalid UTF-8 is replaced (the format stores text).
    public static func outputLine(time: Double, bytes: [UInt8]) -> String {
        "[\(formatTime(time)), \"o\", \(jsonString(String(decoding: bytes, as: UTF8.self)))]"
    }

    /// A resize event: the terminal became `columns` × `rows` at `time`.
    public static func resizeLine(time: Double, columns: Int, rows: Int) -> String {
        "[\(formatTime(time)), \"r\", \"\(columns)x\(rows)\"]"
    }

    /// Seconds with six decimals (microseconds), e.g. `1.250000`; negative and non-finite
    /// times are written as 0.
    public static func formatTime(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0.000000" }
        let micros = UInt64(min(seconds, 1e12) * 1_000_000 + 0.5)
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
