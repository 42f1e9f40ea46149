import Testing

@testable import Dynamics

#if canImport(Glibc)
import Glibc
#endif

/// The contact solver on several threads: each colour of the contact graph split between
/// them, the same motion bit for bit as on one.
@Suite("Solver threads: the same motion on any number of threads")
struct SolverThreadsTests {
    /// A heap of 700 discs and boxes, elastic and rough, dropped into a room with a slope
    /// (a boundary) and an anchored post: contacts of every kind (item pairs, boundaries, an
    /// anchored item in many manifolds of one colour, impacts that re-collide items), the
    /// colours big enough for the team to split. Returns a hash of every centre and angle,
    /// and how many jobs the team ran.
    static func simulate(threads: Int, seconds: Double = 1) -> (hash: UInt64, jobs: Int) {
        let room = Room(width: 900, height: 700)
        room.animator.solverThreadCount = threads
        // Small enough for a unit test: put passes of this size on the team too.
        room.animator.contacts.teamMinimumGroups = 16
        room.properties.friction = 0.5
        room.properties.elasticity = 0.4
        let post = BasicItem(center: Point(x: 450, y: 560), size: Size(width: 40, height: 120))
        room.add(post)
        let anchor = DynamicItemBehavior(items: [post])
        anchor.isAnchored = true
        room.animator.addBehavior(anchor)
        room.collision.addBoundary(
            withIdentifier: "slope", from: Point(x: 0, y: 450), to: Point(x: 300, y: 650))
        var rng = SplitMix(seed: 77)
        let items = [post] + addHeap(to: room, count: 700, perRow: 35, spacing: 24, sizes: 12...20, &rng)
        run(room.animator, seconds: seconds)
        let hash = stateHash(items)
        return (hash, room.animator.contacts.team?.jobs ?? 0)
    }

    @Test("a 700-item heap moves the same bit for bit on 1, 2 and 3 threads, and the team did the work")
    func sameMotion() {
        let one = Self.simulate(threads: 1)
        #expect(one.jobs == 0)
        for threads in [2, 3] {
            let many = Self.simulate(threads: threads)
            #expect(many.hash == one.hash, "\(threads) threads: \(many.hash) against \(one.hash)")
            // Warm start, solve, relax and refresh of every sub-step went to the team.
            #expect(many.jobs > 4 * 60, "\(threads) threads ran \(many.jobs) jobs")
        }
    }

    /// 600 discs and boxes (no shape of another kind, so the narrow phase can be shared)
    /// dropped into a room, elastic and rough, on `threads` threads; the team takes narrow
    /// phases of at least `minimumPairs` pairs. Returns a hash of every centre and angle, the
    /// team's jobs, and the last collision pass's constraints, in order (each its pair's key
    /// and its normal's bits).
    static func discsAndBoxes(threads: Int, minimumPairs: Int) -> (hash: UInt64, jobs: Int, last: [UInt64]) {
        let room = Room(width: 800, height: 600)
        room.animator.solverThreadCount = threads
        room.animator.contacts.teamMinimumGroups = 16
        room.animator.contacts.teamMinimumPairs = minimumPairs
        room.properties.friction = 0.4
        room.properties.elasticity = 0.3
        var rng = SplitMix(seed: 41)
        let items = (0..<600).map { k in
            let side = rng.next(in: 12...18)
            return room.add(
                BasicItem(
                    center: Point(x: 25 + Double(k % 30) * 25 + rng.next(in: -2...2), y: 30 + Double(k / 30) * 22),
                    size: Size(width: side, height: k % 2 == 0 ? side : rng.next(in: 12...18)),
                    collisionBoundsType: k % 2 == 0 ? .ellipse : .rectangle))
        }
        run(room.animator, seconds: 1)
        let last = room.animator.contacts.constraints.map { $0.key ^ $0.normal.dx.bitPattern ^ $0.normal.dy.bitPattern }
        return (stateHash(items), room.animator.contacts.team?.jobs ?? 0, last)
    }

    @Test("the narrow phase shared by the team makes the same contacts in the same order, and moves the same")
    func sharedNarrowPhase() {
        let one = Self.discsAndBoxes(threads: 1, minimumPairs: 64)
        #expect(one.jobs == 0)
        #expect(one.last.count > 300, "the heap touches: \(one.last.count) contacts")
        let alone = Self.discsAndBoxes(threads: 2, minimumPairs: .max)
        for threads in [2, 3] {
            let shared = Self.discsAndBoxes(threads: threads, minimumPairs: 64)
            #expect(shared.hash == one.hash, "\(threads) threads: \(shared.hash) against \(one.hash)")
            // Compared whole but reported short: the first place they differ.
            let differ = zip(shared.last, one.last).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(
                shared.last.count == one.last.count && differ == nil,
                "\(threads) threads: \(shared.last.count) contacts against \(one.last.count), first differing at \(differ ?? -1)"
            )
            if threads == 2 {
                #expect(alone.hash == one.hash)
                // One more job for each collision pass of 64 pairs or more: most of the 60 in
                // the second (the first few, before the heap has fallen together, have fewer).
                #expect((45...60).contains(shared.jobs - alone.jobs), "\(shared.jobs) jobs against \(alone.jobs)")
            }
        }
    }

    @Test("changing the thread count mid-run changes nothing either")
    func switchingThreads() {
        let room = Room(width: 600, height: 500)
        var rng = SplitMix(seed: 5)
        var items: [BasicItem] = []
        for k in 0..<400 {
            items.append(
                room.add(
                    BasicItem(
                        center: Point(x: 20 + Double(k % 25) * 22, y: 30 + Double(k / 25) * 22 + rng.next(in: 0...3)),
                        size: Size(width: 16, height: 16), collisionBoundsType: .ellipse)))
        }
        let twin = Room(width: 600, height: 500)
        let twins = items.map {
            twin.add(BasicItem(center: $0.center, size: $0.bounds.size, collisionBoundsType: .ellipse))
        }
        room.animator.contacts.teamMinimumGroups = 16
        for second in 0..<4 {
            room.animator.solverThreadCount = [1, 2, 4, 1][second]
            run(room.animator, seconds: 0.5)
            run(twin.animator, seconds: 0.5)
        }
        #expect(zip(items, twins).allSatisfy { $0.center == $1.center && $0.transform == $1.transform })
    }

    @Test("the team's barrier holds every member until all arrive, job after job")
    func barrier() {
        for size in [2, 3, 5] {
            let team = SolverTeam(size: size)
            let count = 1_000
            var values = [Int](repeating: 0, count: count)
            var failures = 0
            values.withUnsafeMutableBufferPointer { values in
                withUnsafeMutablePointer(to: &failures) { failures in
                    for round in 1...50 {
                        team.run { member in
                            // Each writes its share, then, after the barrier, checks another's.
                            for i in SolverTeam.share(of: count, from: 0, member: member, size: size) {
                                values[i] = round * count + i
                            }
                            team.barrier()
                            let other = (member + 1) % size
                            var wrong = 0
                            for i in SolverTeam.share(of: count, from: 0, member: other, size: size)
                            where values[i] != round * count + i {
                                wrong += 1
                            }
                            team.barrier()
                            if member == 0 { failures.pointee += wrong }
                        }
                    }
                }
            }
            #expect(failures == 0, "size \(size)")
            #expect(values.enumerated().allSatisfy { $1 == 50 * count + $0 })
            #expect(team.jobs == 50)
        }
    }

    @Test("the team's own threads block every signal but the fault signals, so an app's handlers run on its threads")
    func signalMasks() {
        let team = SolverTeam(size: 3)
        var masks = [sigset_t](repeating: sigset_t(), count: 3)
        masks.withUnsafeMutableBufferPointer { masks in
            team.run { member in _ = pthread_sigmask(SIG_BLOCK, nil, &masks[member]) }
        }
        for member in 1..<3 {
            for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH, SIGCONT, SIGQUIT, SIGUSR1] {
                #expect(sigismember(&masks[member], signal) == 1, "member \(member), signal \(signal)")
            }
            for signal in SolverTeam.faultSignals {
                #expect(sigismember(&masks[member], signal) == 0, "member \(member), signal \(signal)")
            }
        }
        // The caller's mask is left as it was.
        var now = sigset_t()
        _ = pthread_sigmask(SIG_BLOCK, nil, &now)
        #expect(sigismember(&now, SIGINT) == sigismember(&masks[0], SIGINT))
    }

    @Test("shares split a range evenly, each item once", arguments: [1, 2, 3, 7])
    func shares(size: Int) {
        for count in [0, 1, 5, 64, 1_001] {
            let parts = (0..<size).map { SolverTeam.share(of: count, from: 10, member: $0, size: size) }
            #expect(parts.flatMap { Array($0) } == Array(10..<(10 + count)))
            #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1)
        }
    }
}
