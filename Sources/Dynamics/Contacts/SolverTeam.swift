import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads that share the contact solver's passes: the caller (member 0) and `size − 1`
/// workers. `run` hands every member the same job; inside it, members split each colour of
/// the contact graph between them and meet at `barrier()` before the next colour, so the
/// result is the same bit for bit as one thread's (see `StepWorld.solveContacts`).
///
/// A worker waits for the next job spinning for a few hundred microseconds (the passes of a
/// step follow each other closer than that), then sleeps on a condition variable, so an idle
/// animator costs no CPU.
final class SolverTeam {
    /// How many threads share a job, the caller included (≥ 2).
    let size: Int
    private let crew: Crew
    private var threads: [pthread_t] = []
    /// How many jobs the team has run (the caller's count; for tests).
    private(set) var jobs = 0

    /// The signals a solver thread leaves to the others: every one not raised by a fault of
    /// the thread itself. An app's handlers (a terminal restored on ^C, ^Z handled while the
    /// screen is drawn with it blocked) then run on the app's own threads, never on a worker.
    static let faultSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGABRT]

    /// A team of `size` threads (2…64): the caller and `size − 1` new ones, which start with
    /// every signal but the fault signals blocked.
    init(size: Int) {
        precondition((2...64).contains(size), "SolverTeam size must be 2…64, got \(size)")
        self.size = size
        crew = Crew(size: size)
        // A new thread inherits its creator's signal mask.
        var blocked = sigset_t(), previous = sigset_t()
        sigfillset(&blocked)
        for signal in Self.faultSignals { sigdelset(&blocked, signal) }
        pthread_sigmask(SIG_SETMASK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        for member in 1..<size {
            let start = Unmanaged.passRetained(Start(crew: crew, member: member)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(
                &thread, nil,
                { raw in
                    let start = Unmanaged<Start>.fromOpaque(raw!).takeRetainedValue()
                    start.crew.work(as: start.member)
                    return nil
                }, start)
            // fatalError, not precondition: the message must print in a release build too.
            if status != 0 {
                fatalError(
                    "DynamicAnimator.solverThreadCount: could not start solver thread \(member) of \(size - 1) (pthread_create: \(String(cString: strerror(status))))"
                )
            }
            threads.append(thread)
        }
    }

    deinit {
        crew.stop()
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Runs `job(member)` on every member at once, the caller as member 0, and returns when
    /// all are done.
    func run(_ job: (_ member: Int) -> Void) {
        jobs += 1
        withoutActuallyEscaping(job) { crew.run($0) }
    }

    /// Waits until every member has reached this point of the job (call it the same number of
    /// times on every member).
    func barrier() { crew.barrier() }

    /// The range of `count` items (from `first`) that `member` takes when they are split evenly.
    static func share(of count: Int, from first: Int, member: Int, size: Int) -> Range<Int> {
        (first + count * member / size)..<(first + count * (member + 1) / size)
    }

    /// What a new thread is handed: its crew and its member number.
    private final class Start {
        let crew: Crew
        let member: Int
        init(crew: Crew, member: Int) {
            self.crew = crew
            self.member = member
        }
    }
}

/// The state a team's threads share: the job, a generation count that announces it, the
/// count of members done, the barrier, and the lock and condition sleeping workers wait on.
private final class Crew: @unchecked Sendable {
    let size: Int
    /// Set before `generation` is raised; read by workers after they see the new generation.
    nonisolated(unsafe) private var job: ((Int) -> Void)?
    private let generation = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    private let arrived = Atomic<Int>(0)
    private let phase = Atomic<Int>(0)
    private let sleepers = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// How many times a waiting member looks before it yields its core between looks, and a
    /// waiting worker before it sleeps: a few hundred microseconds, longer than the gaps
    /// between the passes of a step, so a worker sleeps only between steps (waking a sleeper
    /// costs more than a pass on a virtual machine's idle core).
    private static let spins = 200_000

    init(size: Int) {
        self.size = size
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
    }

    deinit {
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        wake.deallocate()
    }

    func run(_ work: @escaping (Int) -> Void) {
        job = work
        done.store(0, ordering: .relaxed)
        generation.add(1, ordering: .sequentiallyConsistent)
        if sleepers.load(ordering: .sequentiallyConsistent) > 0 { wakeAll() }
        work(0)
        Self.spin { done.load(ordering: .acquiring) == size - 1 }
        job = nil
    }

    func barrier() {
        let current = phase.load(ordering: .acquiring)
        if arrived.add(1, ordering: .acquiringAndReleasing).newValue == size {
            arrived.store(0, ordering: .relaxed)
            phase.store(current + 1, ordering: .releasing)
        } else {
            Self.spin { phase.load(ordering: .acquiring) != current }
        }
    }

    /// Waits until `ready()`: spinning at first, then yielding the core between looks, so a
    /// member that the system took off its core (a busy machine) gets it back soon.
    @inline(__always)
    private static func spin(until ready: () -> Bool) {
        var looks = 0
        while !ready() {
            looks += 1
            if looks > spins { sched_yield() }
        }
    }

    func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        generation.add(1, ordering: .sequentiallyConsistent)
        wakeAll()
    }

    /// A worker's life: wait for a generation, run its share of the job, report it done.
    func work(as member: Int) {
        var seen = 0
        while true {
            var spins = 0
            while generation.load(ordering: .acquiring) == seen {
                spins += 1
                if spins > Self.spins { sleep(while: seen) }
            }
            seen = generation.load(ordering: .acquiring)
            if stopping.load(ordering: .sequentiallyConsistent) { return }
            job?(member)
            done.add(1, ordering: .releasing)
        }
    }

    /// Sleeps until the generation moves past `seen` (or the team stops).
    private func sleep(while seen: Int) {
        pthread_mutex_lock(lock)
        sleepers.add(1, ordering: .sequentiallyConsistent)
        while generation.load(ordering: .sequentiallyConsistent) == seen {
            pthread_cond_wait(wake, lock)
        }
        sleepers.subtract(1, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(lock)
    }

    private func wakeAll() {
        pthread_mutex_lock(lock)
        pthread_cond_broadcast(wake)
        pthread_mutex_unlock(lock)
    }
}
