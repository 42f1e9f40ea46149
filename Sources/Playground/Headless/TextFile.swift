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

    /// Creates or replaces `path` with `text` (UTF-8).
    public static func write(_ text: String, to path: String) throws(Failure) {
        guard let file = fopen(path, "w") else { throw Failure(description: String(cString: strerror(errno))) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let flushed = fflush(file) == 0
        let reason = String(cString: strerror(errno))
        fclose(file)
        if written != bytes.count || !flushed { throw Failure(description: reason) }
    }
}
