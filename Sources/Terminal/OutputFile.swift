#if canImport(Glibc)
import Glibc
#endif

/// Where a file lives on disk (device and inode): two paths with one identity are one file.
public struct FileIdentity: Equatable, Hashable, Sendable {
    /// The device holding the file.
    public var device: UInt64
    /// The file's inode number on that device.
    public var inode: UInt64

    /// The identity of the file `path` names (links followed), or nil if there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of the file open as `descriptor`, or nil if it is not a regular file (a
    /// terminal or a pipe cannot be overwritten by a later open).
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// A file the program reads, which no output may replace, and how a message names it.
public struct ProtectedFile: Equatable, Sendable {
    /// The file.
    public var identity: FileIdentity
    /// Its role, as a message names it ("the script being read").
    public var role: String

    /// Protects `identity`, named `role` in messages.
    public init(_ identity: FileIdentity, role: String) {
        self.identity = identity
        self.role = role
    }
}

/// Why an output file was not opened: one phrase for the user.
public struct OutputFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, e.g. "it already exists (pass --overwrite to replace it)".
    public var description: String
}

/// Opens files for writing without losing any: an existing file is replaced only when the
/// caller allows it (`--overwrite`), a symbolic link is never followed, and a file the
/// program is reading is never the output, whatever the flags.
public enum OutputFile {
    /// The flag that lets an output replace an existing file, as messages name it.
    public static let overwriteFlag = "--overwrite"

    /// Opens `path` for writing, empty: created if missing; if it exists, replaced only with
    /// `overwrite` (and only a regular file). Never through a symbolic link, never one of
    /// `protected`. The returned stream is the caller's to `fclose`.
    public static func open(
        _ path: String, overwrite: Bool, protecting protected: [ProtectedFile] = []
    ) throws(OutputFileError) -> UnsafeMutablePointer<FILE> {
        if let identity = FileIdentity(path: path) { try refuseIfProtected(identity, protected) }
        if let refusal = refusal(for: path, overwrite: overwrite) { throw refusal }
        var info = stat()
        let exists = lstat(path, &info) == 0
        // O_EXCL when nothing was there, so a file appearing meanwhile is not replaced either.
        let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | (exists ? 0 : O_EXCL)
        let fd = Glibc.open(path, flags, 0o666)
        guard fd >= 0 else { throw failure(errno) }
        if let identity = FileIdentity(descriptor: fd) {
            do { try refuseIfProtected(identity, protected) } catch {
                close(fd)
                throw error
            }
        }
        // Emptied only now, after the checks: a refused file keeps every byte.
        if FileIdentity(descriptor: fd) != nil { _ = ftruncate(fd, 0) }
        guard let file = fdopen(fd, "w") else {
            let code = errno
            close(fd)
            throw failure(code)
        }
        return file
    }

    /// Why `open` would refuse `path` as it is now (an empty name, a symbolic link, an existing
    /// file without `overwrite`), or nil: lets a program refuse before it starts anything.
    public static func refusal(for path: String, overwrite: Bool) -> OutputFileError? {
        guard !path.isEmpty else { return OutputFileError(description: "empty file name") }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return failure(ELOOP)
        case S_IFREG where !overwrite: return failure(EEXIST)
        default: return nil
        }
    }

    private static func refuseIfProtected(
        _ identity: FileIdentity, _ protected: [ProtectedFile]
    ) throws(OutputFileError) {
        guard let input = protected.first(where: { $0.identity == identity }) else { return }
        throw OutputFileError(description: "it is \(input.role), which writing would destroy")
    }

    private static func failure(_ code: Int32) -> OutputFileError {
        switch code {
        case ELOOP: return OutputFileError(description: "it is a symbolic link, which is never written through")
        case EEXIST: return OutputFileError(description: "it already exists (pass \(overwriteFlag) to replace it)")
        default: return OutputFileError(description: String(cString: strerror(code)))
        }
    }
}
