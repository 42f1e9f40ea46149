#if canImport(Glibc)
import Glibc
#endif
#if FUZZING
import CLibFuzzer
#endif

/// Runs a fuzz target's check over inputs.
///
/// Built by `make fuzz` (`-DFUZZING -sanitize=fuzzer`), it hands the check to libFuzzer, which
/// generates inputs guided by coverage until its time is up or the check crashes. In a normal
/// build it replays files instead: `fuzz-… FILE…` runs the check once per file, which is how a
/// crash libFuzzer saved is reproduced under the debugger.
///
/// SwiftPM renames an executable's `main` (so tests can link it), which clashes with the `main`
/// inside libFuzzer; keeping our own `main` and calling `LLVMFuzzerRunDriver` avoids that.
public enum FuzzDriver {
    /// The check under test. A C callback cannot capture context, so it waits here.
    nonisolated(unsafe) private static var check: ([UInt8]) -> Void = { _ in }

    /// Runs `check` over libFuzzer's inputs (fuzzing build) or over the files named on the
    /// command line (normal build); exits with the driver's status.
    public static func run(_ check: @escaping ([UInt8]) -> Void) -> Never {
        Self.check = check
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(
            LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                FuzzDriver.check(Array(UnsafeBufferPointer(start: data, count: size)))
                return 0
            })
        #else
        exit(replay(CommandLine.arguments.dropFirst()))
        #endif
    }

    /// Runs the check once per file; 2 if a file cannot be read.
    private static func replay(_ paths: ArraySlice<String>) -> Int32 {
        guard !paths.isEmpty else {
            print("usage: \(CommandLine.arguments[0]) FILE…  (a normal build replays inputs; `make fuzz` fuzzes)")
            return 2
        }
        for path in paths {
            guard let bytes = readFile(path) else {
                print("cannot read \(path)")
                return 2
            }
            check(bytes)
            print("ok \(path) (\(bytes.count) bytes)")
        }
        return 0
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }
}
