extension StepWorld {
    /// The narrow phase over the broad phase's touching pairs (see `collide`), in their order:
    /// runs of pairs of discs and boxes are appended as `PairContacts`, straight into the
    /// constraints' spare room; a pair with another shape goes through `collideBodies`. With a
    /// solver team and at least `ContactWorld.teamMinimumPairs` pairs, all of discs and boxes,
    /// the team shares the pairs (`collideOnTeam`).
    mutating func collidePairs(
        _ broadPhase: BroadPhase, _ boxes: [AABB], drift: [Double], span: Double
    ) {
        let keys = broadPhase.touchingPairs(boxes)
        // Shared only when every pair is of discs and boxes: a pair of another shape goes
        // through `collideBodies`, which appends to the world's own list.
        let team =
            keys.count >= contacts.teamMinimumPairs && !contacts.anyOtherShape ? contacts.team : nil
        // The members' lists are kept for the next shared pass while there is a team, and let
        // go once there is none (the animator back on one thread).
        var shares: [[ContactConstraint]] = []
        swap(&shares, &contacts.memberConstraints)
        let keepsShares = contacts.team != nil
        defer { if keepsShares { swap(&shares, &contacts.memberConstraints) } }
        withPairBodies(drift: drift, span: span, reserving: keys.count) { world, pairBodies, constraints in
            keys.withUnsafeBufferPointer { keys in
                guard let team else {
                    return world.collideRuns(keys, pairBodies, anyOther: world.contacts.anyOtherShape, &constraints)
                }
                Self.collideOnTeam(keys, pairBodies, team: team, &constraints, shares: &shares)
            }
        }
    }

    /// Narrow phases of at least this many touching pairs are shared by the solver team (see
    /// `collideOnTeam`); below it the hand-over and the copy cost about what they save.
    static let teamMinimumPairs = 4_096

    /// The narrow phase of `keys` (pairs of discs and boxes only) split evenly between the
    /// members of `team`: member 0 appends its share's constraints to `constraints`, member m
    /// its own to `shares[m − 1]`, all at once; then the members' lists are appended in member
    /// order. Each pair's constraint depends on that pair alone (`PairContacts` reads only
    /// the bodies), so the list is the one a single thread makes, bit for bit and in order.
    private static func collideOnTeam(
        _ keys: UnsafeBufferPointer<UInt64>, _ pairBodies: PairContacts.Bodies, team: SolverTeam,
        _ constraints: inout [ContactConstraint], shares: inout [[ContactConstraint]]
    ) {
        let size = team.size, count = keys.count
        if shares.count != size - 1 { shares = Array(repeating: [], count: size - 1) }
        for m in shares.indices { shares[m].removeAll(keepingCapacity: true) }
        shares.withUnsafeMutableBufferPointer { shares in
            withUnsafeMutablePointer(to: &constraints) { own in
                team.run { member in
                    let range = SolverTeam.share(of: count, from: 0, member: member, size: size)
                    let made = PairContacts(pairBodies, keys, from: range.lowerBound, to: range.upperBound)
                    if member == 0 {
                        own.pointee.append(contentsOf: made)
                    } else {
                        // Room for every pair: appending then never grows the list midway.
                        shares[member - 1].reserveCapacity(range.count)
                        shares[member - 1].append(contentsOf: made)
                    }
                }
            }
            for share in shares { constraints.append(contentsOf: share) }
        }
    }

    /// Hands `work` the per-body numbers a pair test reads (`PairContacts.Bodies`, with the
    /// bodies' drifts `drift` and the span `span`) and the constraints to append to, taken out
    /// of `contacts` with room for `extra` more (`collideBodies` appends to
    /// `contacts.constraints`, emptied for it) and put back after: the set-up the pass's pairs
    /// (`collidePairs`) and re-collision's (`collideCandidates`) share.
    @inline(__always)
    mutating func withPairBodies(
        drift: [Double], span: Double, reserving extra: Int,
        _ work: (inout StepWorld, PairContacts.Bodies, inout [ContactConstraint]) -> Void
    ) {
        let itemGroups = contacts.itemGroups
        let groups = bodies.collisionGroups, inverseMass = bodies.inverseMass, uids = bodies.uid
        let velocities = bodies.velocity, shapes = contacts.narrowShapes, transforms = contacts.transforms
        let materials = bodies.material, tame = contacts.tame, sizes = bodies.size
        var constraints = contacts.constraints
        contacts.constraints = []
        // Grown as appending grows it (at least doubled): re-collision calls this every
        // sub-step with a few pairs more than the room left, and reserving the exact count
        // copied every constraint of the pass each time.
        let needed = constraints.count + extra
        if constraints.capacity < needed { constraints.reserveCapacity(max(needed, 2 * constraints.capacity)) }
        withReadBuffers(groups, inverseMass) { groups, inverseMass in
            withReadBuffers(uids, velocities) { uids, velocities in
                withReadBuffers(shapes, transforms) { shapes, transforms in
                    withReadBuffers(drift, materials) { drift, materials in
                        withReadBuffers(tame, sizes) { tame, sizes in
                            let pairBodies = PairContacts.Bodies(
                                groups: groups, inverseMass: inverseMass, uids: uids, velocities: velocities,
                                shapes: shapes, transforms: transforms, drift: drift, materials: materials,
                                tame: tame, sizes: sizes, itemGroups: itemGroups, span: span)
                            work(&self, pairBodies, &constraints)
                        }
                    }
                }
            }
        }
        contacts.constraints = constraints
    }

    /// Appends to `constraints` the contacts of the touching pairs `keys`, in order: the runs
    /// of discs and boxes as `PairContacts`, each pair between them by `collideBodies`.
    /// `anyOther` is false when no member has a shape of another kind (one run then).
    private mutating func collideRuns(
        _ keys: UnsafeBufferPointer<UInt64>, _ pairBodies: PairContacts.Bodies, anyOther: Bool,
        _ constraints: inout [ContactConstraint]
    ) {
        appendRuns(
            count: keys.count, anyOther: anyOther, pairBodies, &constraints,
            pair: { (Int(truncatingIfNeeded: keys[$0] & 0xFFFF_FFFF), Int(truncatingIfNeeded: keys[$0] >> 32)) },
            run: { PairContacts(pairBodies, keys, from: $0, to: $1) }, margin: { pairBodies.margin($0, $1) })
    }

    /// Appends to `constraints` the contacts of `count` pairs (`pair(i)`, a < b), in order:
    /// each run of pairs of discs and boxes as the sequence `run(start, end)` makes it, and
    /// each pair with a shape of another kind between the runs by `collideBodies`, with the
    /// margin `margin(a, b)`. `anyOther` is false when no body has such a shape (one run then).
    /// What the pass's pairs (`collideRuns`) and re-collision's (`collideCandidates`) share.
    @inline(__always)
    mutating func appendRuns<Run: Sequence<ContactConstraint>>(
        count: Int, anyOther: Bool, _ pairBodies: PairContacts.Bodies, _ constraints: inout [ContactConstraint],
        pair: (Int) -> (Int, Int), run: (Int, Int) -> Run, margin: (Int, Int) -> Double
    ) {
        var start = 0
        while start < count {
            var end = count
            if anyOther {
                end =
                    (start..<count).first {
                        let (a, b) = pair($0)
                        return pairBodies.isOther(a) || pairBodies.isOther(b)
                    } ?? count
            }
            constraints.append(contentsOf: run(start, end))
            guard end < count else { return }
            let (a, b) = pair(end)
            collideBodies(a, b, margin: margin(a, b))
            constraints.append(contentsOf: contacts.constraints)
            contacts.constraints.removeAll(keepingCapacity: true)
            start = end + 1
        }
    }
}

extension ContactConstraint {
    /// A new constraint between bodies `a` and `b` (no boundary) at the points of `m`, as
    /// `addConstraint` makes it from the two bodies' materials `ma` and `mb`.
    @inline(__always)
    init(a: Int, b: Int, _ m: Manifold, key: UInt64, group: Int, _ ma: Material, _ mb: Material) {
        self.init(
            a: a, b: b, normal: m.normal, friction: ma.combinedFriction(mb),
            restitution: ma.combinedElasticity(mb), pointCount: m.pointCount, p0: ContactPoint(m.points.0),
            p1: ContactPoint(m.pointCount > 1 ? m.points.1 : .unused), key: key, group: group, boundary: -1)
    }

    /// A new one-point constraint between bodies `a` and `b` (no boundary) along `normal` at
    /// `point`, as `addConstraint` makes it from the two bodies' materials `ma` and `mb`.
    @inline(__always)
    init(
        a: Int, b: Int, normal: Vector, _ point: ManifoldPoint, key: UInt64, group: Int, _ ma: Material, _ mb: Material
    ) {
        self.init(
            a: a, b: b, normal: normal, friction: ma.combinedFriction(mb),
            restitution: ma.combinedElasticity(mb), pointCount: 1, p0: ContactPoint(point),
            p1: ContactPoint(.unused), key: key, group: group, boundary: -1)
    }
}
