import Foundation
import Playground

/// Hooks that only the end-to-end tests use: they make the app fail on purpose, so the tests can
/// check that the terminal comes back after every kind of crash. Not a user feature, and not
/// listed in `--help`.
///
/// `PIGSPLODE_TEST_CRASH` (read once at start-up) picks the crash, fired right after the first
/// frame is on screen, while ncurses owns the terminal:
/// - `trap`: a Swift runtime trap (SIGILL on Linux), like a failed precondition;
/// - `segv`: a write through a bad pointer (a real SIGSEGV fault, not a sent signal);
/// - `abort`: `abort()` (SIGABRT), like a failing C library.
/// Any other value, or none, leaves the app alone.
enum TestHooks {
    /// The crash `PIGSPLODE_TEST_CRASH` asks for.
    enum Crash: String {
        case trap, segv, abort
    }

    /// Makes `loop` crash as `PIGSPLODE_TEST_CRASH` asks, once its first frame is presented.
    /// `FrameLoop.run()` presents the first frame before it first asks `shouldStop`, so
    /// wrapping that closure fires at the right moment without touching the loop itself.
    static func install(in loop: inout FrameLoop) {
        guard let crash = requestedCrash() else { return }
        loop.shouldStop = { fire(crash) }
    }

    /// The crash named in the environment, if any.
    static func requestedCrash() -> Crash? {
        ProcessInfo.processInfo.environment["PIGSPLODE_TEST_CRASH"].flatMap(Crash.init(rawValue:))
    }

    /// Crashes the process the requested way.
    static func fire(_ crash: Crash) -> Never {
        switch crash {
        case .trap:
            preconditionFailure("PIGSPLODE_TEST_CRASH=trap: crashing on purpose")
        case .segv:
            // An address from the environment's length, so the optimiser cannot prove the
            // store is invalid and drop it; any page below 4096 is unmapped on Linux.
            let address = 8 + (ProcessInfo.processInfo.environment.count & 1) * 8
            UnsafeMutablePointer<Int>(bitPattern: address)!.pointee = 1
            fatalError("PIGSPLODE_TEST_CRASH=segv: the bad write did not fault")
        case .abort:
            abort()
        }
    }
}
