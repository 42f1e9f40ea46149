import Testing

@testable import Dynamics

/// The relax pass refreshes each group of contacts as it reaches it (`ContactWorld.refreshesInRelax`)
/// rather than after a refresh pass of its own: the same motion, bit for bit, since a group's
/// refresh reads only positions (which the relax pass leaves alone) and the group's own lanes.
/// Only a sub-step in which a point crossed too deep differs: its points are moved back after
/// the relax pass rather than before it.
@Suite("Refresh in the relax pass: the same motion as a refresh pass of its own")
struct RefreshInRelaxTests {
    /// A 350-item heap (discs and boxes, elastic and rough, on a slope beside an anchored post;
    /// `discsOnly`: discs alone, whose groups take the travels-only refresh) on `threads`
    /// solver threads, refreshed in the relax pass or apart, for 1 s. `linked`: every tenth
    /// item is tied to the next by a rod, so the relax pass solves joints before the contacts
    /// it refreshes; `springHz` above 0: every tenth item also hangs from a spring of that
    /// frequency above it. Returns a hash of every centre and angle at the start and the end,
    /// and how many sub-steps moved a point back (`ContactWorld.tunnellingStops`). `crossingShare`:
    /// how deep a point may cross before it is moved back (`ContactWorld.crossingShare`).
    static func simulate(
        refreshesInRelax: Bool, threads: Int, discsOnly: Bool = false, linked: Bool = false, springHz: Double = 0,
        crossingShare: Double = StepWorld.deepestCrossing
    ) -> (start: UInt64, end: UInt64, stops: Int) {
        let room = Room(width: 900, height: 700)
        room.animator.solverThreadCount = threads
        room.animator.contacts.crossingShare = crossingShare
        room.animator.contacts.teamMinimumGroups = 16
        room.animator.contacts.refreshesInRelax = refreshesInRelax
        room.properties.friction = 0.5
        room.properties.elasticity = 0.3
        var rng = SplitMix(seed: 31)
        var items: [BasicItem] = []
        if discsOnly {
            for k in 0..<350 {
                let center = Point(x: 20 + Double(k % 35) * 24 + rng.next(in: -2...2), y: 40 + Double(k / 35) * 22)
                items.append(
                    room.add(
                        BasicItem(center: center, size: Size(width: 18, height: 18), collisionBoundsType: .ellipse)))
            }
        } else {
            let post = room.add(BasicItem(center: Point(x: 450, y: 560), size: Size(width: 40, height: 120)))
            let anchor = DynamicItemBehavior(items: [post])
            anchor.isAnchored = true
            room.animator.addBehavior(anchor)
            room.collision.addBoundary(withIdentifier: "slope", from: Point(x: 0, y: 450), to: Point(x: 300, y: 650))
            items = [post] + addHeap(to: room, count: 350, perRow: 35, spacing: 24, sizes: 12...20, &rng)
        }
        if linked {
            for k in stride(from: 1, to: items.count - 1, by: 10) {
                room.animator.addBehavior(AttachmentBehavior(item: items[k], attachedTo: items[k + 1]))
            }
        }
        if springHz > 0 {
            for (k, item) in items.enumerated() where k % 10 == 1 {
                let spring = AttachmentBehavior(item: item, attachedToAnchor: Point(x: item.center.x, y: 10))
                spring.frequency = springHz
                spring.damping = 0.5
                room.animator.addBehavior(spring)
            }
        }
        let start = stateHash(items)
        run(room.animator, seconds: 1)
        return (start, stateHash(items), room.animator.contacts.tunnellingStops)
    }

    @Test(
        "discs and boxes, discs alone, and items linked by rods: the same bits on 1 and 2 threads either way",
        arguments: [(false, false), (true, false), (false, true)])
    func sameMotion(discsOnly: Bool, linked: Bool) {
        let apart = Self.simulate(refreshesInRelax: false, threads: 1, discsOnly: discsOnly, linked: linked)
        // No point crossed too deep, the one case where the two ways part.
        #expect(apart.stops == 0)
        for threads in [1, 2] {
            let fused = Self.simulate(refreshesInRelax: true, threads: threads, discsOnly: discsOnly, linked: linked)
            #expect(fused.end == apart.end, "\(threads) thread(s): \(fused.end) against \(apart.end)")
            #expect(fused.stops == 0)
        }
        // The heap fell and piled up: the two ways had motion to agree on.
        #expect(apart.end != apart.start)
    }

    @Test("items yanked through the heap by stiff springs: points that cross too deep are still moved back")
    func tunnellingStops() {
        // A limit of a twentieth of a side, not the engine's quarter: at a quarter this heap
        // crosses too deep in one sub-step of the second (0 at 3, 4, 6 or 8 Hz), so the last bit
        // of any change could decide whether the test sees a stop. At a twentieth it sees ~30.
        let share = 0.05
        let apart = Self.simulate(refreshesInRelax: false, threads: 1, springHz: 2, crossingShare: share)
        let fused = Self.simulate(refreshesInRelax: true, threads: 1, springHz: 2, crossingShare: share)
        #expect(apart.stops > 0)
        #expect(fused.stops > 0)
        // The same on two threads (the stop comes after the whole relax pass on either).
        #expect(
            Self.simulate(refreshesInRelax: true, threads: 2, springHz: 2, crossingShare: share).end == fused.end)
    }
}
