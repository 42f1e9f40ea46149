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
