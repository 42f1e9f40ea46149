import Terminal

#if canImport(Glibc)
import Glibc
#endif

/// Writes whole text files with the C library (the Playground module avoids Foundation).
public enum TextFile {
    /// Why a file could not be written: the C library's words.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, e.g. "No such file or directory".
        public var description: String
    }

    /// Writes `text` (UTF-8) to a new file `path`; an existing one is replaced only with
    /// `overwrite`, never through a symbolic link, never when it is one of `protected`.
    public static func write(
        _ text: String, to path: String, overwrite: Bool = false, protecting protected: [ProtectedFile] = []
    ) throws(Failure) {
        let file: UnsafeMutablePointer<FILE>
        do {
            file = try OutputFile.open(path, overwrite: overwrite, protecting: protected)
        } catch {
            throw Failure(description: error.description)
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let flushed = fflush(file) == 0
        let reason = String(cString: strerror(errno))
        fclose(file)
        if written != bytes.count || !flushed { throw Failure(description: reason) }
    }
}

extension TextFile {
    /// Writes `text` to `path` whole or not at all: into a new file beside it, then renamed
    /// over it (so a file that is there is replaced only once the new one is complete).
    public static func replace(_ text: String, at path: String) throws(Failure) {
        let temporary = "\(path).\(getpid()).tmp"
        try write(text, to: temporary)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: reason)
        }
    }

    /// True when something (a file, a folder) is at `path`.
    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The whole text of the file at `path`, as `ConfigLoader` reads: `.missing` when nothing is
    /// there, `.unreadable` with the reason when it cannot be read or is not UTF-8.
    public static func read(_ path: String) -> ConfigLoader.ReadResult {
        guard exists(path) else { return .missing }
        guard let file = fopen(path, "r") else { return .unreadable(String(cString: strerror(errno))) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { bytes += buffer[0..<n] }
            if n < buffer.count { break }
        }
        if ferror(file) != 0 { return .unreadable("it is a directory or cannot be read") }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .unreadable("it is not UTF-8 text") }
        return .text(text)
    }
}
