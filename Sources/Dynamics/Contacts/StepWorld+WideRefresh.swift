extension StepWorld {
    /// After positions moved: measures each point's separation from how far its anchors moved
    /// with their bodies (turns included), and re-bases both lever arms of a pair of items on
    /// the midpoint of the anchors carried along by their bodies' travel — so impulses act at
    /// one common point again and conserve angular momentum exactly — then works out the
    /// effective masses again, once a group's pairs have moved far enough for it to matter
    /// (see `armsStayClose`). The lever arms do not turn with their bodies: a rolling wheel's
    /// contact stays under its centre, and a turned arm would let the support force drive the
    /// roll. Notes whether a point crossed deeper than its limit (see `stopTunnelling`).
    mutating func refreshContacts() {
        guard hasContacts else { return }
        // On the team, the groups are split evenly: they do not depend on each other.
        let team = contacts.wide.count >= contacts.teamMinimumGroups ? contacts.team : nil
        func run<Refresh: GroupRefresh>(_ world: inout StepWorld, _ refresh: Refresh) -> Bool {
            var crossed = false
            world.withSolverBuffers(\.wide) { ws, _ in
                crossed = Self.anyCrossed(groups: ws.count, team: team) { groups in
                    var lanes = LaneMask(repeating: false)
                    for g in groups { lanes .|= refresh.refresh(ws.baseAddress! + g, group: g) }
                    return lanes
                }
            }
            return crossed
        }
        contacts.crossed = withGroupRefresh({ run(&$0, $1) }, { run(&$0, $1) })
    }

    /// Loads what refreshing the groups reads and hands `work` the refresh that fits: a pass
    /// of discs only (a disc pile, the playground's pigs) needs no turns, each body's travel
    /// alone (`loadTravels`), in half the bytes and a quarter of the work (`discs`); any other
    /// the bodies' motions (`loadMotions`, `motions`). Returns what `work` returns.
    mutating func withGroupRefresh<Result>(
        _ discs: (inout StepWorld, DiscGroupsRefresh) -> Result, _ motions: (inout StepWorld, MotionRefresh) -> Result
    ) -> Result {
        let anchors = contacts.wideAnchors
        if passIsAllDiscs() {
            loadTravels()
            let travels = contacts.travels
            return travels.withUnsafeBufferPointer { tr in
                anchors.withUnsafeBufferPointer { an in
                    discs(&self, DiscGroupsRefresh(anchors: an.baseAddress!, travels: tr))
                }
            }
        }
        loadMotions()
        let moves = contacts.motions
        return moves.withUnsafeBufferPointer { mo in
            anchors.withUnsafeBufferPointer { an in
                motions(&self, MotionRefresh(anchors: an.baseAddress!, motions: mo))
            }
        }
    }

    /// Whether every lane group laid out now is discs' only (`allDiscGroups`), worked out once
    /// a pass and again, from the first new group on, after a re-collision appended groups
    /// (`ContactWorld.allDiscGroups`).
    mutating func passIsAllDiscs() -> Bool {
        let groups = contacts.wide.count
        if let known = contacts.allDiscGroups, known.recollided == contacts.recollided { return known.value }
        let allDiscs: Bool
        if let known = contacts.allDiscGroups, known.value, known.groups <= groups {
            allDiscs = Self.allDiscGroups(contacts.wide, contacts.wideAnchors, from: known.groups)
        } else {
            allDiscs = Self.allDiscGroups(contacts.wide, contacts.wideAnchors)
        }
        contacts.allDiscGroups = (contacts.recollided, groups, allDiscs)
        return allDiscs
    }

    /// Runs `refresh` over groups 0..<`groups`, split evenly on `team` if there is one (the
    /// groups do not depend on each other), and tells whether it found a lane in which a
    /// point crossed its limit.
    @inline(__always)
    private static func anyCrossed(groups: Int, team: SolverTeam?, _ refresh: (Range<Int>) -> LaneMask) -> Bool {
        guard let team else { return any(refresh(0..<groups)) }
        // Each member's own note, read after they are all done.
        var notes = [Bool](repeating: false, count: team.size)
        notes.withUnsafeMutableBufferPointer { notes in
            team.run { member in
                notes[member] = any(refresh(SolverTeam.share(of: groups, from: 0, member: member, size: team.size)))
            }
        }
        return notes.contains(true)
    }

    /// Whether group `m`, of lane shifts `shift` (`WideAnchors.pairShift`), is discs' only:
    /// each lane two discs (re-aimed), a disc against a boundary, or empty, each of one point
    /// (see `refreshDiscs`).
    @inline(__always)
    static func isDiscGroup(_ shift: Lanes, _ m: UnsafePointer<WideManifold>) -> Bool {
        all((shift .== discPairShift) .| (shift .== -2)) && !m.pointee.anyHasTwoPoints
    }

    /// Whether every group of `wide` from `first` on is discs' only (`isDiscGroup`).
    static func allDiscGroups(_ wide: [WideManifold], _ anchors: [WideAnchors], from first: Int = 0) -> Bool {
        wide.withUnsafeBufferPointer { ws in
            anchors.withUnsafeBufferPointer { an in
                for g in first..<ws.count where !isDiscGroup(an[g].pairShift, ws.baseAddress! + g) { return false }
                return true
            }
        }
    }

    /// Refreshes the points of group `m` (anchors `anchor`) and returns the lanes in which a
    /// point crossed deeper than its limit.
    @inline(__always)
    fileprivate static func refreshGroup(
        _ m: UnsafeMutablePointer<WideManifold>, _ anchor: UnsafePointer<WideAnchors>,
        _ mo: UnsafeBufferPointer<BodyMotion>
    ) -> LaneMask {
        let ma = LaneMotion(mo, m.pointee.bodyA), mb = LaneMotion(mo, m.pointee.bodyB)
        let two = m.pointee.hasTwoPoints.mask
        // Points and anchors through pointers: passing the whole manifold beside one of its
        // points, inout, would copy the manifold, and a copy of the anchors would read both
        // points' for a manifold of one.
        let isPair = anchor.pointee.isPair
        let a0 = anchor.pointer(to: \.p0)!, a1 = anchor.pointer(to: \.p1)!
        // The first point's refresh decides whether the masses follow (`armsStayClose`).
        refresh(m.pointer(to: \.p0)!, m, ma, mb, isPair, exists: LaneMask(repeating: true), a0, decides: true)
        if m.pointee.anyHasTwoPoints {
            refresh(m.pointer(to: \.p1)!, m, ma, mb, isPair, exists: two, a1, decides: false)
        }
        if m.pointee.hasDiscSide { followDiscs(m, anchor, mo) }
        guard m.pointee.anyHasTwoPoints else { return -m.pointee.p0.separation .> a0.pointee.crossingLimit }
        return (-m.pointee.p0.separation .> a0.pointee.crossingLimit)
            .| (-m.pointee.p1.separation .> a1.pointee.crossingLimit)
    }

    /// How far a pair's lever arms may move with its bodies, as a share of the shortest arm,
    /// before its effective masses must follow them (see `WideManifold.armTolerance`).
    static let massTolerance = 1e-3

    /// Whether every pair of items in group `m` (`isPair`) has moved, one against the other,
    /// no farther since the pass began than its `WideManifold.armTolerance` allows, given half
    /// of each pair's relative travel (`halfX`, `halfY`): their lever arms are then each
    /// within half a `massTolerance` of the shortest of them of where the masses were worked
    /// out (see `refresh`), which moves each mass by about twice `massTolerance` at most, and
    /// the masses the pass began with serve. An effective mass only sets how far one
    /// iteration goes towards its target: the impulses still act, equal and opposite, at one
    /// common point, so momentum and angular momentum are kept exactly either way. A pile at
    /// rest then skips the divisions of nearly every refresh of its pass. A boundary's arms
    /// do not move.
    @inline(__always)
    static func armsStayClose(
        _ m: UnsafePointer<WideManifold>, halfX: Lanes, halfY: Lanes, _ isPair: LaneMask
    ) -> Bool {
        let moved = 4 * (halfX * halfX + halfY * halfY)
        return all(.!isPair .| (moved .<= Lanes(repeating: m.pointee.armTolerance)))
    }

    /// Each body's travel and turn since the contacts were made, and the static world's none:
    /// four bodies at a time (see `motions4`), the last few one by one. A disc's turn counts
    /// as none (see `carriedTurn`).
    mutating func loadMotions() {
        let n = bodies.count
        if contacts.motions.count != n + 1 { contacts.motions = Array(repeating: .still, count: n + 1) }
        // Placed this pass (every body in a contact is); sized here only should none be.
        if contacts.radii.count != n { contacts.radii = Array(repeating: -1, count: n) }
        withReadBuffers(bodies.position, contacts.startPositions) { position, start in
            withReadBuffers(bodies.angle, contacts.startAngles) { angle, startAngle in
                contacts.radii.withUnsafeBufferPointer { radii in
                    contacts.motions.withUnsafeMutableBufferPointer { motions in
                        let whole = n - n % laneCount
                        for i in stride(from: 0, to: whole, by: laneCount) {
                            Self.motions4(
                                position.baseAddress! + i, start.baseAddress! + i, angle.baseAddress! + i,
                                startAngle.baseAddress! + i, radii.baseAddress! + i, into: motions.baseAddress! + i)
                        }
                        for i in whole..<n {
                            let travel = position[i] - start[i]
                            let turn = Self.rotation(by: Self.carriedTurn(angle[i] - startAngle[i], radius: radii[i]))
                            motions[i] = BodyMotion(dx: travel.dx, dy: travel.dy, cos: turn.dx, sin: turn.dy)
                        }
                        motions[n] = .still
                    }
                }
            }
        }
    }

    /// The part of a body's turn `turn` (rad) that carries its contact anchors: all of it,
    /// but none for a disc turning about its own centre (`radius` ≥ 0: see
    /// `ContactWorld.radii`). A disc's surface under a contact stays where it is as the disc
    /// spins, so its anchor must not swing round with it: turned, the anchor would leave the
    /// line of centres and the separation would read r(1 − cos θ) too wide, which let a disc
    /// rolling at 3 000 pt/s (40 pt across) sink 4.6 pt into the floor within a collision
    /// pass (Box2D v3 measures separation the same turned way; v2.4 measures a circle's
    /// exactly).
    @inline(__always)
    static func carriedTurn(_ turn: Double, radius: Double) -> Double {
        radius >= 0 ? 0 : turn
    }

    /// Where a pair's impulses act as its bodies move apart within a collision pass, as how
    /// many halves of the relative travel δ = dB − dA each lever arm follows: rA = anchorA +
    /// shiftA·δ/2, rB = anchorB − shiftB·δ/2 (the anchors as made, one world point).
    ///
    /// - A disc against a shape that is not one: the disc's own surface point, which stays on
    ///   the normal through its centre (0, 2 with the disc as A). Both impulses act there, so
    ///   they conserve angular momentum exactly, and the push never turns the disc, as a
    ///   circle's cannot. (At the midpoint, a frictionless disc sliding down a held box's face,
    ///   pressed against it, spun up to 2.5 rad/s.)
    /// - Two discs (`discPairShift`, 3): no shift, but the contact re-aimed each sub-step
    ///   (`reaimDiscPairs`): the normal along the line of centres as it is now, the gap
    ///   measured along it exactly, and the common point on that line between the two
    ///   surfaces. No point is on both lines of centres along a normal held for the pass: the
    ///   midpoint let a frictionless disc sliding past a held one pick up 0.5 rad/s, and each
    ///   disc's own surface point let friction act as a couple (angular momentum off by up to
    ///   0.7 % in glancing hits).
    /// - Any other pair: the midpoint of the two carried anchors (1, 1), again one common
    ///   point.
    ///
    /// (−1, −1), no shift, against a boundary; (−2, −2) for a disc against a boundary, which
    /// neither turns its anchor nor shifts (`discB` then unread; see `refreshDiscs`).
    @inline(__always)
    static func leverShifts(isPair: Bool, discA: Bool, discB: Bool) -> (Double, Double) {
        guard isPair else { return discA ? (-2, -2) : (-1, -1) }
        switch (discA, discB) {
        case (true, false): return (0, 2)
        case (false, true): return (2, 0)
        case (true, true): return (discPairShift, discPairShift)
        default: return (1, 1)
        }
    }

    /// The shift `leverShifts` gives two discs, whose contact the refresh re-aims instead
    /// (`reaimDiscPairs`).
    static let discPairShift = 3.0

    /// `leverShifts` for a contact between bodies `a` and `b` (b < 0: a boundary), discs
    /// known by `radii` (see `ContactWorld.radii`), not telling a disc on a corner from one
    /// on a face (see `cornerShifts`).
    @inline(__always)
    static func leverShifts(_ a: Int, _ b: Int, radii: UnsafeBufferPointer<Double>) -> (Double, Double) {
        leverShifts(isPair: b >= 0, discA: radii[a] >= 0, discB: b >= 0 && radii[b] >= 0)
    }

    /// The shifts `leverShifts` gives a disc against a corner of another shape, the disc being
    /// A (4) or B (5): the refresh re-aims that contact about the corner (`reaimCorners`).
    static let discOnCornerA = 4.0, discOnCornerB = 5.0

    /// `leverShifts` for a contact between bodies `a` and `b` (b < 0: a boundary), discs
    /// known by `radii` (see `ContactWorld.radii`); `corner`: its one point was made against a
    /// corner of the other shape (see `isCorner`), which a disc's contact is re-aimed about.
    @inline(__always)
    static func leverShifts(
        _ a: Int, _ b: Int, corner: Bool, radii: UnsafeBufferPointer<Double>
    ) -> (
        Double, Double
    ) {
        let shifts = leverShifts(a, b, radii: radii)
        return corner ? cornerShifts(shifts) : shifts
    }

    /// The shifts of a disc against another shape (`shifts` 0 or 2) made at a corner: 4 with
    /// the disc as A, 5 as B (see `discOnCornerA`); any other shifts as they are.
    @inline(__always)
    static func cornerShifts(_ shifts: (Double, Double)) -> (Double, Double) {
        if shifts.0 == 0 { return (discOnCornerA, discOnCornerA) }
        if shifts.1 == 0 { return (discOnCornerB, discOnCornerB) }
        return shifts
    }

    /// Whether a constraint's contact is one point made against a corner: the narrow phase
    /// marks a circle's contact with a hull's vertex by 0x1_0000 in its feature id (see
    /// `collideCircleHull`).
    @inline(__always)
    static func isCorner(pointCount: Int, id: UInt32) -> Bool { pointCount == 1 && id & 0x1_0000 != 0 }

    /// The anchors and base a corner lane keeps for the refresh (see `reaimCorners`), for a
    /// point made with normal `n` (A to B), anchors `anchorA`, `anchorB` and separation `s`
    /// between a disc (A if `discIsA`) and another shape's corner, by bodies that have moved
    /// by (`dA`, `turnA`) and (`dB`, `turnB`) since the pass began (none for a point made
    /// then; turns as (cos, sin)). The corner V lies s/2 beyond the point along the normal
    /// from the disc; anchors: the corner from the disc's centre and from the other body's
    /// centre as its turn at the start of the pass had it, each less the other body's travel
    /// so that carrying them (`moved`) finds the corner now; base: −(the disc's radius).
    static func cornerAnchors(
        anchorA: Vector, anchorB: Vector, normal n: Vector, separation s: Double, discIsA: Bool,
        _ dA: Vector, _ turnA: Vector, _ dB: Vector, _ turnB: Vector
    ) -> (Vector, Vector, Double) {
        if discIsA {
            let va = anchorA + n * (s / 2), vb = anchorB + n * (s / 2)
            let b = turn(vb, back: turnB)
            return (va - dB - vb + b + dA, b, -(anchorA.length - s / 2))
        }
        let va = anchorA - n * (s / 2), vb = anchorB - n * (s / 2)
        let a = turn(va, back: turnA)
        return (a, vb + dB - dA - turn(a, by: turnA) + a, -(anchorB.length - s / 2))
    }

    /// `v` turned by (cos, sin).
    @inline(__always)
    static func turn(_ v: Vector, by r: Vector) -> Vector {
        Vector(dx: r.dx * v.dx - r.dy * v.dy, dy: r.dy * v.dx + r.dx * v.dy)
    }

    /// `v` turned back by (cos, sin): by its inverse.
    @inline(__always)
    static func turn(_ v: Vector, back r: Vector) -> Vector {
        Vector(dx: r.dx * v.dx + r.dy * v.dy, dy: -r.dy * v.dx + r.dx * v.dy)
    }

    /// Each body's travel since the contacts were made, and the static world's none: the
    /// travels of `loadMotions` without the turns, the same subtraction, so the same bits.
    mutating func loadTravels() {
        let n = bodies.count
        if contacts.travels.count != n + 1 { contacts.travels = Array(repeating: .zero, count: n + 1) }
        withReadBuffers(bodies.position, contacts.startPositions) { position, start in
            contacts.travels.withUnsafeMutableBufferPointer { travels in
                for i in 0..<n { travels[i] = position[i] - start[i] }
                travels[n] = .zero
            }
        }
    }

    /// The motions of the four bodies from `position[0]` on, as `loadMotions` works out one:
    /// the travels two bodies to a vector, the turns' series (`rotation(by:)`) four at once
    /// — the same operations lane by lane, so the same bits — and the library's cosine and
    /// sine only when some turn is too large for the series. Discs' turns (`radii` ≥ 0) count
    /// as none (`carriedTurn`).
    @inline(__always)
    private static func motions4(
        _ position: UnsafePointer<Vector>, _ start: UnsafePointer<Vector>, _ angle: UnsafePointer<Double>,
        _ startAngle: UnsafePointer<Double>, _ radii: UnsafePointer<Double>,
        into motions: UnsafeMutablePointer<BodyMotion>
    ) {
        let p = UnsafeRawPointer(position), s = UnsafeRawPointer(start)
        let travel01 = p.loadUnaligned(as: Lanes.self) - s.loadUnaligned(as: Lanes.self)
        let travel23 =
            p.loadUnaligned(fromByteOffset: 32, as: Lanes.self) - s.loadUnaligned(fromByteOffset: 32, as: Lanes.self)
        let disc = UnsafeRawPointer(radii).loadUnaligned(as: Lanes.self) .>= 0
        let t =
            (UnsafeRawPointer(angle).loadUnaligned(as: Lanes.self)
            - UnsafeRawPointer(startAngle).loadUnaligned(as: Lanes.self)).replacing(with: 0, where: disc)
        var cos: Lanes, sin: Lanes
        if all((t .< 1e-3) .& (t .> -1e-3)) {
            let t2 = t * t
            cos = 1 - t2 / 2 + t2 * t2 / 24
            sin = t - t * t2 / 6
        } else {
            (cos, sin) = (Lanes(), Lanes())
            for l in 0..<laneCount {
                let turn = rotation(by: t[l])
                (cos[l], sin[l]) = (turn.dx, turn.dy)
            }
        }
        motions[0].packed = Lanes(travel01[0], travel01[1], cos[0], sin[0])
        motions[1].packed = Lanes(travel01[2], travel01[3], cos[1], sin[1])
        motions[2].packed = Lanes(travel23[0], travel23[1], cos[2], sin[2])
        motions[3].packed = Lanes(travel23[2], travel23[3], cos[3], sin[3])
    }

    @inline(__always)
    private static func refresh(
        _ point: UnsafeMutablePointer<WidePoint>, _ manifold: UnsafeMutablePointer<WideManifold>, _ ma: LaneMotion,
        _ mb: LaneMotion, _ isPair: LaneMask,
        exists: LaneMask, _ anchors: UnsafePointer<WideAnchors.Point>, decides: Bool
    ) {
        let ax = anchors.pointee.ax, ay = anchors.pointee.ay, bx = anchors.pointee.bx, by = anchors.pointee.by
        let base = anchors.pointee.baseSeparation
        let nx = manifold.pointee.normalX, ny = manifold.pointee.normalY
        let movedAx = ma.dx + (ma.cos * ax - ma.sin * ay) - ax
        let movedAy = ma.dy + (ma.sin * ax + ma.cos * ay) - ay
        let movedBx = mb.dx + (mb.cos * bx - mb.sin * by) - bx
        let movedBy = mb.dy + (mb.sin * bx + mb.cos * by) - by
        point.pointee.separation = base + ((movedBx - movedAx) * nx + (movedBy - movedAy) * ny)
        // Both anchors are one world point when made; half the relative travel apart since
        // (the midpoint; see `leverShifts`).
        let halfX = (mb.dx - ma.dx) / 2, halfY = (mb.dy - ma.dy) / 2
        point.pointee.rAx.replace(with: ax + halfX, where: isPair)
        point.pointee.rAy.replace(with: ay + halfY, where: isPair)
        point.pointee.rBx.replace(with: bx - halfX, where: isPair)
        point.pointee.rBy.replace(with: by - halfY, where: isPair)
        // The lever arms changed, so the effective masses must follow, or the relax pass
        // over-corrects and many coupled contacts diverge; unless no arm has yet moved far
        // from where they were worked out (`armsStayClose`, asked by the first point's call,
        // `decides`, until a refresh finds it false: then they follow for the rest of the pass).
        if decides && !manifold.pointee.massesFollow
            && !armsStayClose(manifold, halfX: halfX, halfY: halfY, isPair)
        {
            manifold.pointee.massesFollow = true
        }
        if manifold.pointee.massesFollow { setMasses(point, manifold, exists: exists) }
    }

    /// For a group with a disc in some lane's pair (`hasDiscSide`): a disc against another
    /// shape has its lever arms again, each shifted by its lane's shifts (`pairShift`) in
    /// halves of the relative travel (see `leverShifts`); two discs have their contact
    /// re-aimed (`reaimDiscPairs`), and so has a disc against a corner (`reaimCorners`); then
    /// the masses follow. Out of line, taking only
    /// addresses: most groups of boxes have no such lane, and their refresh stays as it was.
    @inline(never)
    private static func followDiscs(
        _ m: UnsafeMutablePointer<WideManifold>, _ anchor: UnsafePointer<WideAnchors>,
        _ mo: UnsafeBufferPointer<BodyMotion>
    ) {
        let ma = LaneMotion(mo, m.pointee.bodyA), mb = LaneMotion(mo, m.pointee.bodyB)
        let shiftA = anchor.pointee.pairShift, shiftB = 2 - shiftA
        let discPairs = shiftA .== discPairShift
        let corners = shiftA .>= discOnCornerA
        let follows = anchor.pointee.isPair .& .!discPairs .& .!corners
        let halfX = (mb.dx - ma.dx) / 2, halfY = (mb.dy - ma.dy) / 2
        func follow(_ point: UnsafeMutablePointer<WidePoint>, _ anchors: UnsafePointer<WideAnchors.Point>) {
            point.pointee.rAx.replace(with: anchors.pointee.ax + shiftA * halfX, where: follows)
            point.pointee.rAy.replace(with: anchors.pointee.ay + shiftA * halfY, where: follows)
            point.pointee.rBx.replace(with: anchors.pointee.bx - shiftB * halfX, where: follows)
            point.pointee.rBy.replace(with: anchors.pointee.by - shiftB * halfY, where: follows)
        }
        let p0 = m.pointer(to: \.p0)!
        follow(p0, anchor.pointer(to: \.p0)!)
        // Two discs make one point: the first.
        if any(discPairs) {
            reaimDiscPairs(m, anchor, relativeX: mb.dx - ma.dx, relativeY: mb.dy - ma.dy, discPairs)
        }
        if any(corners) {
            reaimCorners(m, anchor.pointer(to: \.p0)!, ma, mb, corners, discIsA: shiftA .== discOnCornerA)
        }
        setMasses(p0, m, exists: LaneMask(repeating: true))
        guard m.pointee.anyHasTwoPoints else { return }
        let p1 = m.pointer(to: \.p1)!
        follow(p1, anchor.pointer(to: \.p1)!)
        setMasses(p1, m, exists: m.pointee.hasTwoPoints.mask)
    }

    /// Re-aims the contact of a disc and a corner of another shape, in lanes `lanes`, as two
    /// discs' is (`reaimDiscPairs`), the corner being a disc of radius 0 carried by its body:
    /// with the anchors of `cornerAnchors` (the corner from each centre, base −r), the corner
    /// from the disc's centre is D = anchorA + movedB − movedA (disc A, `discIsA`) or, from the
    /// corner to the disc's centre, −anchorB + movedB − movedA (disc B), moved = d + R·anchor −
    /// anchor. The normal becomes ±D/|D| (A to B), the separation |D| − r, and both lever arms
    /// end on that line (r + |D|)/2 from the disc's centre, where the surfaces' midpoint is. A
    /// disc sliding round a box's corner then leaves it where a point would leave a circle;
    /// with the normal held for the pass it was pushed off 15° early.
    @inline(__always)
    private static func reaimCorners(
        _ m: UnsafeMutablePointer<WideManifold>, _ anchors: UnsafePointer<WideAnchors.Point>, _ ma: LaneMotion,
        _ mb: LaneMotion, _ lanes: LaneMask, discIsA: LaneMask
    ) {
        let ax = anchors.pointee.ax, ay = anchors.pointee.ay, bx = anchors.pointee.bx, by = anchors.pointee.by
        let movedAx = ma.dx + (ma.cos * ax - ma.sin * ay) - ax
        let movedAy = ma.dy + (ma.sin * ax + ma.cos * ay) - ay
        let movedBx = mb.dx + (mb.cos * bx - mb.sin * by) - bx
        let movedBy = mb.dy + (mb.sin * bx + mb.cos * by) - by
        let dx = (movedBx - movedAx) + (-bx).replacing(with: ax, where: discIsA)
        let dy = (movedBy - movedAy) + (-by).replacing(with: ay, where: discIsA)
        let length = (dx * dx + dy * dy).squareRoot()
        let aims = lanes .& (length .> 0)
        let inverse = 1 / length
        let nx = dx * inverse, ny = dy * inverse
        let radius = -anchors.pointee.baseSeparation
        let reach = (length + radius) * 0.5
        // The centres' offset now, B from A: the anchors meet at the corner.
        let cx = (ax - bx) + (mb.dx - ma.dx), cy = (ay - by) + (mb.dy - ma.dy)
        // Disc A: its arm along the normal; disc B: its arm against it.
        let rAx = (nx * reach).replacing(with: cx - nx * reach, where: .!discIsA)
        let rAy = (ny * reach).replacing(with: cy - ny * reach, where: .!discIsA)
        m.pointee.normalX.replace(with: nx, where: aims)
        m.pointee.normalY.replace(with: ny, where: aims)
        let p = m.pointer(to: \.p0)!
        p.pointee.separation.replace(with: length - radius, where: aims)
        p.pointee.rAx.replace(with: rAx, where: aims)
        p.pointee.rAy.replace(with: rAy, where: aims)
        p.pointee.rBx.replace(with: rAx - cx, where: aims)
        p.pointee.rBy.replace(with: rAy - cy, where: aims)
    }

    /// `refreshGroup` for a group whose every lane is two discs (`discPairs`), a disc against
    /// a boundary or empty, each of one point: a disc's turn carries nothing (`carriedTurn`)
    /// and against a boundary its lever arm and the normal stay as made, so the separation is
    /// base + (dB − dA)·n and the masses are as they were, but for the re-aimed pairs
    /// (`reaimDiscPairs`), whose masses are kept (below). The usual refresh's turns, shifts
    /// and masses are skipped: a disc pile's every group.
    ///
    /// The bodies' travels come from `moved`, by body index: the motions (`BodyMotion`) or the
    /// travels alone (`refreshDiscGroups`), each record's first 16 bytes (see
    /// `LaneTravel.Source`).
    @inline(never)
    fileprivate static func refreshDiscs<Moved>(
        _ m: UnsafeMutablePointer<WideManifold>, _ anchor: UnsafePointer<WideAnchors>,
        _ moved: UnsafeBufferPointer<Moved>, discPairs: LaneMask
    ) -> LaneMask {
        let moved = LaneTravel.Source(moved)
        let ta = LaneTravel(moved, m.pointee.bodyA), tb = LaneTravel(moved, m.pointee.bodyB)
        let relativeX = tb.dx - ta.dx, relativeY = tb.dy - ta.dy
        let a0 = anchor.pointer(to: \.p0)!, p0 = m.pointer(to: \.p0)!
        p0.pointee.separation =
            a0.pointee.baseSeparation + (relativeX * m.pointee.normalX + relativeY * m.pointee.normalY)
        // The masses stay as made: a re-aimed pair's lever arms lie along its normal, so its
        // normal mass is mA + mB throughout, and its tangent mass changes only as the arms'
        // lengths do, by half the change in the gap.
        if any(discPairs) { reaimDiscPairs(m, anchor, relativeX: relativeX, relativeY: relativeY, discPairs) }
        return -p0.pointee.separation .> a0.pointee.crossingLimit
    }

    /// Re-aims the contact of two discs, in lanes `lanes`, along their line of centres as it
    /// is now: D = (anchorA − anchorB) + dB − dA, the anchors being one world point when the
    /// pass began, so anchorA − anchorB was the line of centres then (U). The normal becomes
    /// D/|D| and the separation base + |D| − |U|, exact for circles however far they moved or
    /// slid round each other (a normal held for the pass measures (D − U)·n, which reads a
    /// disc sliding round another as closing in). Both lever arms end at one point on the
    /// line, between the surfaces as the point was made: A's arm is (|D| + q)/2 long, q =
    /// U·(anchorA + anchorB)/|U| (the difference of the radii when the point was made midway
    /// between the surfaces), B's the rest of |D|. So the push passes through both centres and
    /// turns neither disc, friction at the common point keeps angular momentum exact, and the
    /// gap is the circles'. A lane whose centres meet (now or then) keeps what the usual
    /// refresh gave it.
    @inline(__always)
    private static func reaimDiscPairs(
        _ m: UnsafeMutablePointer<WideManifold>, _ anchor: UnsafePointer<WideAnchors>, relativeX: Lanes,
        relativeY: Lanes, _ lanes: LaneMask
    ) {
        let anchors = anchor.pointer(to: \.p0)!
        let ux = anchors.pointee.ax - anchors.pointee.bx, uy = anchors.pointee.ay - anchors.pointee.by
        let dx = ux + relativeX, dy = uy + relativeY
        // |U| and q as the pass began (see `WideAnchors.discSpan`).
        let then = anchor.pointee.discSpan, now = (dx * dx + dy * dy).squareRoot()
        let aims = lanes .& (now .> 0) .& (then .> 0)
        let inverse = 1 / now
        let nx = dx * inverse, ny = dy * inverse
        let armA = (now + anchor.pointee.discOffset) * 0.5
        let rAx = armA * nx, rAy = armA * ny
        m.pointee.normalX.replace(with: nx, where: aims)
        m.pointee.normalY.replace(with: ny, where: aims)
        let p = m.pointer(to: \.p0)!
        p.pointee.separation.replace(with: anchors.pointee.baseSeparation + (now - then), where: aims)
        p.pointee.rAx.replace(with: rAx, where: aims)
        p.pointee.rAy.replace(with: rAy, where: aims)
        p.pointee.rBx.replace(with: rAx - dx, where: aims)
        p.pointee.rBy.replace(with: rAy - dy, where: aims)
    }

    /// Sets the effective masses of point `point` of the four manifolds `manifold` from its
    /// lever arms: 1 / (mA + mB + iA(rA×d)² + iB(rB×d)²) along the normal and the tangent d,
    /// each 0 where that is not positive or the point does not exist (`exists`). The same
    /// operations lane by lane as one point's (`setMasses(_:_:_:)`), so the same bits.
    @inline(__always)
    static func setMasses(
        _ point: UnsafeMutablePointer<WidePoint>, _ manifold: UnsafePointer<WideManifold>, exists: LaneMask
    ) {
        let nx = manifold.pointee.normalX, ny = manifold.pointee.normalY
        let tx = -ny, ty = nx
        let rnA = point.pointee.rAx * ny - point.pointee.rAy * nx, rnB = point.pointee.rBx * ny - point.pointee.rBy * nx
        let rtA = point.pointee.rAx * ty - point.pointee.rAy * tx, rtB = point.pointee.rBx * ty - point.pointee.rBy * tx
        let mass = manifold.pointee.massA + manifold.pointee.massB
        let kn = mass + manifold.pointee.inertiaA * rnA * rnA + manifold.pointee.inertiaB * rnB * rnB
        let kt = mass + manifold.pointee.inertiaA * rtA * rtA + manifold.pointee.inertiaB * rtB * rtB
        let one = Lanes(repeating: 1)
        point.pointee.setMasses(
            normal: Lanes().replacing(with: one / kn, where: exists .& (kn .> 0)),
            tangent: Lanes().replacing(with: one / kt, where: exists .& (kt .> 0)))
    }
}

/// The motions of the four lanes' bodies on one side.
struct LaneMotion {
    var dx: Lanes
    var dy: Lanes
    var cos: Lanes
    var sin: Lanes

    @inline(__always)
    init(_ mo: UnsafeBufferPointer<BodyMotion>, _ index: SIMD4<Int32>) {
        (dx, dy, cos, sin) = transpose(
            mo[Int(index[0])].packed, mo[Int(index[1])].packed, mo[Int(index[2])].packed, mo[Int(index[3])].packed)
    }
}

/// The travels of the four lanes' bodies on one side: the first two components of each body's
/// entry in a `Source`.
struct LaneTravel {
    var dx: Lanes
    var dy: Lanes

    /// Per-body records whose first 16 bytes are a travel (dx, dy), by body index: the
    /// motions (`BodyMotion`) or the travels alone.
    struct Source {
        let base: UnsafeRawPointer
        let stride: Int

        /// The records of `moved`: motions or travels, each starting with a travel (checked).
        init<Moved>(_ moved: UnsafeBufferPointer<Moved>) {
            assert(
                (Moved.self == BodyMotion.self && MemoryLayout<BodyMotion>.offset(of: \.packed) == 0)
                    || Moved.self == Vector.self, "a record that starts with (dx, dy)")
            base = UnsafeRawPointer(moved.baseAddress!)
            stride = MemoryLayout<Moved>.stride
        }
    }

    @inline(__always)
    init(_ source: Source, _ index: SIMD4<Int32>) {
        @inline(__always) func travel(_ lane: Int) -> SIMD2<Double> {
            source.base.loadUnaligned(fromByteOffset: Int(index[lane]) &* source.stride, as: SIMD2<Double>.self)
        }
        let t0 = travel(0), t1 = travel(1), t2 = travel(2), t3 = travel(3)
        dx = Lanes(t0[0], t1[0], t2[0], t3[0])
        dy = Lanes(t0[1], t1[1], t2[1], t3[1])
    }
}

/// Refreshes one group of contact lanes (see `StepWorld.refreshContacts`): on its own, or
/// right before the relax pass solves that group (`StepWorld.solveContacts(_:useBias:refreshing:)`).
protocol GroupRefresh {
    /// Whether there is anything to refresh (`NoRefresh`: no).
    static var refreshes: Bool { get }
    /// Whether every group of the pass is discs' only (`StepWorld.allDiscGroups`), so its
    /// solve leaves the turns out of the normal rows (see `StepWorld.DiscArms`).
    static var discsOnly: Bool { get }
    /// Refreshes group `g`, at `m`, and returns the lanes in which a point crossed deeper than
    /// its limit (see `StepWorld.stopTunnelling`).
    func refresh(_ m: UnsafeMutablePointer<WideManifold>, group g: Int) -> LaneMask
}

/// A pass that refreshes nothing: the biased pass, and a relax pass after a separate refresh.
struct NoRefresh: GroupRefresh {
    static var refreshes: Bool { false }
    static var discsOnly: Bool { false }

    @inline(__always)
    func refresh(_ m: UnsafeMutablePointer<WideManifold>, group g: Int) -> LaneMask { LaneMask(repeating: false) }
}

/// `NoRefresh` for a pass whose every group is discs' only (`StepWorld.allDiscGroups`).
struct DiscsNoRefresh: GroupRefresh {
    static var refreshes: Bool { false }
    static var discsOnly: Bool { true }

    @inline(__always)
    func refresh(_ m: UnsafeMutablePointer<WideManifold>, group g: Int) -> LaneMask { LaneMask(repeating: false) }
}

/// The refresh of a pass whose every group is discs' (`StepWorld.allDiscGroups`): each group
/// from its anchors and the bodies' travels alone (`StepWorld.refreshDiscs`).
struct DiscGroupsRefresh: GroupRefresh {
    let anchors: UnsafePointer<WideAnchors>
    let travels: UnsafeBufferPointer<Vector>

    static var refreshes: Bool { true }
    static var discsOnly: Bool { true }

    @inline(__always)
    func refresh(_ m: UnsafeMutablePointer<WideManifold>, group g: Int) -> LaneMask {
        let anchor = anchors + g
        return StepWorld.refreshDiscs(
            m, anchor, travels, discPairs: anchor.pointee.pairShift .== StepWorld.discPairShift)
    }
}

/// The refresh of any other pass: each group from its anchors and the bodies' motions (travels
/// and turns), a group of discs only still by `StepWorld.refreshDiscs`.
struct MotionRefresh: GroupRefresh {
    let anchors: UnsafePointer<WideAnchors>
    let motions: UnsafeBufferPointer<BodyMotion>

    static var refreshes: Bool { true }
    static var discsOnly: Bool { false }

    @inline(__always)
    func refresh(_ m: UnsafeMutablePointer<WideManifold>, group g: Int) -> LaneMask {
        let anchor = anchors + g
        let shift = anchor.pointee.pairShift
        // (`isDiscGroup` written out: called here, it cost the point refresh its inlining. The
        // flag first: a group of boxes has two points in some lane, and its shifts are then
        // not compared.)
        if !m.pointee.anyHasTwoPoints && all((shift .== StepWorld.discPairShift) .| (shift .== -2)) {
            return StepWorld.refreshDiscs(m, anchor, motions, discPairs: shift .== StepWorld.discPairShift)
        }
        return StepWorld.refreshGroup(m, anchor, motions)
    }
}
