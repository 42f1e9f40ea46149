#if canImport(Glibc)
import Glibc
#endif

/// Why a recording could not be written; `description` is one line for the user.
public struct AsciicastError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file involved.
    public var path: String
    /// What went wrong (the C library's words).
    public var reason: String

    /// Creates an error about `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A one-line explanation for the user.
    public var description: String { "cannot write the recording '\(path)': \(reason)" }
}

/// Writes an asciicast v2 file as events happen: the header on creation, then one line per
/// event, each flushed at once, so the file is complete and valid JSON lines at every
/// moment (even if the process is then killed). Times never go backwards in the file.
public final class AsciicastWriter {
    /// The file being written.
    public let path: String
    /// The time of the last event written, in seconds.
    public private(set) var lastTime = 0.0
    /// Number of event lines written.
    public private(set) var eventCount = 0
    /// True once `close()` was called.
    public var isClosed: Bool { file == nil }

    private var file: UnsafeMutablePointer<FILE>?

    /// Creates `path` and writes the header line. An existing file is replaced only with
    /// `overwrite`, never through a symbolic link, and never when it is one of `protected`
    /// (see `OutputFile`).
    public init(
        path: String, columns: Int, rows: Int, timestamp: Int? = nil, title: String? = nil,
        environment: [String: String] = [:], overwrite: Bool = false, protecting protected: [ProtectedFile] = []
    ) throws(AsciicastError) {
        self.path = path
        do {
            file = try OutputFile.open(path, overwrite: overwrite, protecting: protected)
        } catch {
            throw AsciicastError(path: path, reason: error.description)
        }
        try writeLine(
            Asciicast.headerLine(
                columns: columns, rows: rows, timestamp: timestamp,
                title: title, environment: environment))
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Records terminal output at `time` seconds since the start; empty output is skipped.
    public func output(_ bytes: [UInt8], at time: Double) throws(AsciicastError) {
        guard !bytes.isEmpty else { return }
        try writeLine(Asciicast.outputLine(time: monotonic(time), bytes: bytes))
        eventCount += 1
    }

    /// Records that the terminal became `columns` × `rows` at `time`.
    public func resize(columns: Int, rows: Int, at time: Double) throws(AsciicastError) {
        try writeLine(Asciicast.resizeLine(time: monotonic(time), columns: columns, rows: rows))
        eventCount += 1
    }

    /// Flushes and closes the file. Safe to call more than once.
    public func close() {
        guard let file else { return }
        fclose(file)
        self.file = nil
    }

    /// `time`, raised to the last time written so events stay in order.
    private func monotonic(_ time: Double) -> Double {
        lastTime = max(lastTime, time.isFinite ? time : lastTime)
        return lastTime
    }

    private func writeLine(_ line: String) throws(AsciicastError) {
        guard let file else { throw AsciicastError(path: path, reason: "already closed") }
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count || fflush(file) != 0 {
            throw AsciicastError(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
