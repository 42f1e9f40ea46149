/// The constraints a run of touching pairs of discs and boxes makes, in pair order, as a
/// sequence for `Array.append(contentsOf:)`, which writes them straight into the array's spare
/// room: no uniqueness or capacity check per constraint. (One `append` per pair made a runtime
/// uniqueness call each, and the values live across that call went through the stack.)
///
/// Each pair is `collideBodies` and `addConstraint`'s arithmetic in the same order, so the same
/// constraints. A pair with a shape of neither kind (`.other`) must not be in the run: it needs
/// `collideBodies` itself (see `collidePairs`).
struct PairContacts: Sequence, IteratorProtocol {
    /// The per-body numbers a pair reads, by body index, taken as buffers once per pass.
    struct Bodies {
        let groups: UnsafeBufferPointer<UInt64>, inverseMass: UnsafeBufferPointer<Double>
        let uids: UnsafeBufferPointer<UInt32>, velocities: UnsafeBufferPointer<Vector>
        let shapes: UnsafeBufferPointer<NarrowShape>, transforms: UnsafeBufferPointer<Transform2>
        let drift: UnsafeBufferPointer<Double>, materials: UnsafeBufferPointer<Material>
        /// Whether each box is tame as placed (`BoxHull.isTame`, `ContactWorld.tame`).
        let tame: UnsafeBufferPointer<Bool>
        /// The bodies' sizes, for `StepWorld.surelySlow`.
        let sizes: UnsafeBufferPointer<Size>
        /// The groups items collide in (`ContactWorld.itemGroups`).
        let itemGroups: UInt64
        /// The collision step's length, in seconds.
        let span: Double

        /// The contact margin of the pair (a, b), in points: their relative travel over the
        /// span, their drifts and the speculative distance (see `collide`).
        @inline(__always)
        func margin(_ a: Int, _ b: Int) -> Double {
            travel(a, b) + StepWorld.speculativeDistance
        }

        /// The pair's relative travel over the span and their drifts, in points: `margin`
        /// but for the speculative distance (the same sum, so the same bits once added).
        @inline(__always)
        func travel(_ a: Int, _ b: Int) -> Double {
            travel(a, b, over: span)
        }

        /// `travel` over `span` seconds rather than the pass's span (the same arithmetic).
        @inline(__always)
        func travel(_ a: Int, _ b: Int, over span: Double) -> Double {
            (velocities[a] - velocities[b]).length * span + drift[a] + drift[b]
        }

        /// True when body i's shape is neither a disc nor a box.
        @inline(__always)
        func isOther(_ i: Int) -> Bool {
            if case .other = shapes[i] { return true }
            return false
        }
    }

    let bodies: Bodies
    /// The touching pairs as keys b << 32 | a (a < b); this run is `keys[position..<end]`.
    let keys: UnsafeBufferPointer<UInt64>
    private var position: Int
    private let end: Int

    /// The run `keys[start..<end]` of pairs of discs and boxes.
    init(_ bodies: Bodies, _ keys: UnsafeBufferPointer<UInt64>, from start: Int, to end: Int) {
        self.bodies = bodies
        self.keys = keys
        position = start
        self.end = end
    }

    /// The next pair's constraint, skipping pairs that make none; nil at the end of the run.
    @inline(__always)
    mutating func next() -> ContactConstraint? {
        while position < end {
            let key = keys[position]
            position += 1
            let a = Int(truncatingIfNeeded: key & 0xFFFF_FFFF), b = Int(truncatingIfNeeded: key >> 32)
            let travel = bodies.travel(a, b)
            let margin = travel + StepWorld.speculativeDistance
            if var constraint = bodies.contact(a, b, margin: margin, tameAsPlaced: true) {
                constraint.isSurelySlow = StepWorld.surelySlow(a, b, travel: travel, bodies.sizes)
                return constraint
            }
        }
        return nil
    }
}

extension PairContacts.Bodies {
    /// The constraint between bodies a and b, or nil when they share no group, neither moves,
    /// or they are farther apart than `margin` (see `margin(_:_:)`). With `tameAsPlaced`, two
    /// boxes both `tame` skip the box test's finiteness check (see `collideBoxes`); the flags
    /// are read only for a pair that is not two discs (the pass's pairs are mostly discs in a
    /// pile: reading them first cost every pair two loads).
    @inline(__always)
    func contact(_ a: Int, _ b: Int, margin: Double, tameAsPlaced: Bool) -> ContactConstraint? {
        let shared = groups[a] & groups[b] & itemGroups
        guard shared != 0, inverseMass[a] > 0 || inverseMass[b] > 0 else { return nil }
        // The key, group and materials are read once the pair touches: fewer values held
        // through the collision test.
        if case .circle(let ra) = shapes[a], case .circle(let rb) = shapes[b] {
            guard let (n, p) = circlesPoint(ra, transforms[a].p, rb, transforms[b].p, margin) else { return nil }
            return ContactConstraint(
                a: a, b: b, normal: n, p, key: key(a, b), group: shared.trailingZeroBitCount, materials[a],
                materials[b])
        }
        var m = Manifold()
        let known = collideKinds(
            shapes[a], transforms[a], shapes[b], transforms[b], speculative: margin,
            tame: tameAsPlaced && tame[a] && tame[b], into: &m)
        guard known, m.pointCount > 0 else { return nil }
        return ContactConstraint(
            a: a, b: b, m, key: key(a, b), group: shared.trailingZeroBitCount, materials[a], materials[b])
    }

    /// The warm-start cache key of the pair (a, b): the lesser body uid in the high half.
    @inline(__always)
    func key(_ a: Int, _ b: Int) -> UInt64 {
        let ua = UInt64(uids[a]), ub = UInt64(uids[b])
        return Swift.min(ua, ub) << 32 | Swift.max(ua, ub)
    }
}

/// The constraints of a re-collision's candidate pairs of discs and boxes, in pair order, as
/// a sequence for `Array.append(contentsOf:)` (see `PairContacts`): each pair is
/// `collideBodies` with the margin `recollide` gives it, its relative travel over the longer
/// of its two bodies' spans (`ContactWorld.redone`), so the same constraints, made without a
/// bounds, uniqueness or capacity check each. No box is taken as tame: the partners were
/// placed again since the pass's `ContactWorld.tame` was found. A pair with a shape of
/// neither kind must not be in the run.
struct RecollidedContacts: Sequence, IteratorProtocol {
    let bodies: PairContacts.Bodies
    /// The candidate pairs (a < b); this run is `pairs[position..<end]`.
    let pairs: UnsafeBufferPointer<(Int, Int)>
    /// Each body's span for this re-collision, in seconds (0 for one not re-collided).
    let redone: UnsafeBufferPointer<Double>
    private var position: Int
    private let end: Int

    /// The run `pairs[start..<end]`.
    init(
        _ bodies: PairContacts.Bodies, _ pairs: UnsafeBufferPointer<(Int, Int)>, redone: UnsafeBufferPointer<Double>,
        from start: Int, to end: Int
    ) {
        self.bodies = bodies
        self.pairs = pairs
        self.redone = redone
        position = start
        self.end = end
    }

    /// The next pair's constraint, skipping pairs that make none; nil at the end of the run.
    @inline(__always)
    mutating func next() -> ContactConstraint? {
        while position < end {
            let (a, b) = pairs[position]
            position += 1
            let margin = bodies.travel(a, b, over: Swift.max(redone[a], redone[b])) + StepWorld.speculativeDistance
            if let constraint = bodies.contact(a, b, margin: margin, tameAsPlaced: false) { return constraint }
        }
        return nil
    }
}
