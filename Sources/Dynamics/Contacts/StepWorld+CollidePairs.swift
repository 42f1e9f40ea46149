extension StepWorld {
    /// Fewer touching pairs than this in a pass and one thread collides them all: the team's
    /// hand-over and the copy of the other threads' contacts into one list cost about what
    /// they save.
    static let teamMinimumPairs = 2_048

    /// The narrow phase over the broad phase's pairs (see `collide`): each pair's contact
    /// margin, then `collideBodies`. The per-body numbers a pair of discs or boxes reads are
    /// taken as buffers once per pass, so a pair pays no bounds check or reload for them;
    /// other shapes go through `collideBodies` itself. Two discs make their constraint
    /// straight from `circlesPoint`, with no manifold in between. The same arithmetic in the
    /// same order as `collideBodies` and `addConstraint`, so the same constraints in the same
    /// order.
    ///
    /// On a solver team (see `DynamicAnimator.solverThreadCount`) the pairs are split evenly
    /// between the threads, each making its share's contacts into a list of its own, which
    /// are then joined in order: the same list as one thread makes. A pair that needs the
    /// general path (which reads and fills the animator's caches) stops its thread's share
    /// there; the caller finishes it afterwards, in order.
    mutating func collidePairs(
        _ broadPhase: BroadPhase, _ members: [Int], _ boxes: [AABB], drift: [Double], span: Double
    ) {
        let touching = broadPhase.touchingPairs(members, boxes)
        // Appended to here; handed back around a fallback that appends by itself.
        var constraints = contacts.constraints
        contacts.constraints = []
        let itemGroups = contacts.itemGroups
        let groups = bodies.collisionGroups, inverseMass = bodies.inverseMass, uids = bodies.uid
        let velocities = bodies.velocity, shapes = contacts.narrowShapes, transforms = contacts.transforms
        let materials = bodies.material
        let team = touching.count >= contacts.teamMinimumPairs ? contacts.team : nil
        var sides = contacts.sideConstraints
        contacts.sideConstraints = []
        var stops: [Int] = []
        withReadBuffers(groups, inverseMass) { groups, inverseMass in
            withReadBuffers(uids, velocities) { uids, velocities in
                withReadBuffers(shapes, transforms) { shapes, transforms in
                    withReadBuffers(drift, materials) { drift, materials in
                        let pairs = PairReader(
                            itemGroups: itemGroups, span: span, groups: groups, inverseMass: inverseMass, uids: uids,
                            velocities: velocities, shapes: shapes, transforms: transforms, drift: drift,
                            materials: materials)
                        guard let team else {
                            for key in touching {
                                if let margin = pairs.collide(key, into: &constraints) {
                                    fallBack(key, margin: margin, &constraints)
                                }
                            }
                            return
                        }
                        if sides.count < team.size { sides.append(contentsOf: repeatElement([], count: team.size)) }
                        stops = [Int](repeating: 0, count: team.size)
                        swap(&sides[0], &constraints)
                        touching.withUnsafeBufferPointer { touching in
                            sides.withUnsafeMutableBufferPointer { sides in
                                stops.withUnsafeMutableBufferPointer { stops in
                                    team.run { member in
                                        let share = SolverTeam.share(
                                            of: touching.count, from: 0, member: member, size: team.size)
                                        if member > 0 { sides[member].removeAll(keepingCapacity: true) }
                                        stops[member] = pairs.collide(touching, share, into: &sides[member])
                                    }
                                }
                            }
                        }
                        swap(&sides[0], &constraints)
                        // In order: each share's contacts, then what stopped it and the rest of it.
                        for member in 0..<team.size {
                            if member > 0 { constraints.append(contentsOf: sides[member]) }
                            let share = SolverTeam.share(of: touching.count, from: 0, member: member, size: team.size)
                            for i in stops[member]..<share.upperBound {
                                if let margin = pairs.collide(touching[i], into: &constraints) {
                                    fallBack(touching[i], margin: margin, &constraints)
                                }
                            }
                        }
                    }
                }
            }
        }
        contacts.sideConstraints = sides
        contacts.constraints = constraints
    }

    /// The pair of `key` collided by `collideBodies`, which appends to `contacts.constraints`.
    private mutating func fallBack(_ key: UInt64, margin: Double, _ constraints: inout [ContactConstraint]) {
        swap(&constraints, &contacts.constraints)
        collideBodies(BroadPhase.first(of: key), BroadPhase.second(of: key), margin: margin)
        swap(&constraints, &contacts.constraints)
    }
}

/// What the narrow phase reads of each body of a pair, as buffers taken once per pass: only
/// read, so the threads of a team share it.
private struct PairReader {
    let itemGroups: UInt64
    let span: Double
    let groups: UnsafeBufferPointer<UInt64>
    let inverseMass: UnsafeBufferPointer<Double>
    let uids: UnsafeBufferPointer<UInt32>
    let velocities: UnsafeBufferPointer<Vector>
    let shapes: UnsafeBufferPointer<NarrowShape>
    let transforms: UnsafeBufferPointer<Transform2>
    let drift: UnsafeBufferPointer<Double>
    let materials: UnsafeBufferPointer<Material>

    /// Collides the pairs `range` of `touching` into `constraints`, and returns where it
    /// stopped: the first pair that needs the general path, or the range's end.
    func collide(
        _ touching: UnsafeBufferPointer<UInt64>, _ range: Range<Int>, into constraints: inout [ContactConstraint]
    )
        -> Int
    {
        for i in range where collide(touching[i], into: &constraints) != nil { return i }
        return range.upperBound
    }

    /// Collides the pair of `key` (see `BroadPhase.touchingPairs`) into `constraints` when its
    /// shapes are discs or boxes; returns nil when done (a contact made or none), or the pair's
    /// contact margin (pt) when it needs the general path (`collideBodies`).
    @inline(__always)
    func collide(_ key: UInt64, into constraints: inout [ContactConstraint]) -> Double? {
        let a = BroadPhase.first(of: key), b = BroadPhase.second(of: key)
        let margin =
            (velocities[a] - velocities[b]).length * span + drift[a] + drift[b] + StepWorld.speculativeDistance
        let shared = groups[a] & groups[b] & itemGroups
        guard shared != 0, inverseMass[a] > 0 || inverseMass[b] > 0 else { return nil }
        let ua = UInt64(uids[a]), ub = UInt64(uids[b])
        let key = min(ua, ub) << 32 | max(ua, ub), group = shared.trailingZeroBitCount
        if case .circle(let ra) = shapes[a], case .circle(let rb) = shapes[b] {
            guard let (n, p) = circlesPoint(ra, transforms[a].p, rb, transforms[b].p, margin) else { return nil }
            constraints.append(
                ContactConstraint(a: a, b: b, normal: n, p, key: key, group: group, materials[a], materials[b]))
            return nil
        }
        var m = Manifold()
        guard collideKinds(shapes[a], transforms[a], shapes[b], transforms[b], speculative: margin, into: &m) else {
            return margin
        }
        guard m.pointCount > 0 else { return nil }
        constraints.append(ContactConstraint(a: a, b: b, m, key: key, group: group, materials[a], materials[b]))
        return nil
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
