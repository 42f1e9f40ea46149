/// Everything the animator knows about collisions: the collision groups, the static
/// boundaries, this collision pass's contacts and the impulses remembered from the last one.
struct ContactWorld {
    /// Collision behaviors in tree order; a body's group bit g means `groups[g]` holds it.
    var groups: [CollisionBehavior] = []
    /// Groups whose mode includes `.items` / `.boundaries`, as bit masks.
    var itemGroups: UInt64 = 0
    var boundaryGroups: UInt64 = 0
    /// Segment boundaries added by identifier, in world points.
    var statics: [StaticSegment] = []
    /// `statics` filed for a box's queries; rebuilt with them.
    var staticIndex = StaticIndex()
    /// Reference-bounds walls, rebuilt every collision pass (the bounds may change size).
    var walls: [Wall] = []
    /// Set when a collision behavior, its items or its boundaries changed.
    var configurationChanged = true
    var bodyGeneration = -1

    /// This collision pass's contacts, in the order the narrow phase made them.
    var constraints: [ContactConstraint] = []
    /// What the solver ended each constraint's points with (entry k constraint k's), for the
    /// bounces and contact events: written from the lanes by `keepSolvedLanes` and
    /// `finishSolvedPass` (which size it to the constraints), read only after them.
    var solved: [SolvedPoints] = []
    /// The constraints' points one after another, for the passes that work a manifold at a
    /// time (see `SolverPoint`); laid out from the lanes when first needed (`unpackWide`).
    var points: [SolverPoint] = []
    /// `points` were laid out in this collision pass.
    var pointsAreLaidOut = false
    /// The constraints' points do not yet hold what the last pass solved (lever arms,
    /// separations, impulses): it is still in the lanes, and `keepSolvedLanes` copies it over
    /// when someone asks (contact forces, touches, bounces).
    var constraintsAreStale = false
    var warm = WarmCache()
    /// True when the warm cache's impulses are still in the lanes the last pass left, as they
    /// were laid out (no re-collision moved a manifold; the entries hold the keys and ids):
    /// `prepareContacts` takes them from there, and copies them into the cache
    /// (`WarmCache.takeImpulses`) only where it needs the cache. A resting scene keeps its
    /// layout and its points, so most lanes keep their impulses untouched.
    var warmInLanes = false
    /// Whether the last `prepareContacts` found the impulses in the lanes and the layout kept,
    /// and so read the lanes rather than the cache.
    var lanesHeldWarm = false
    /// The warm cache's next table, written while the contacts are prepared (see `WarmCache.Next`).
    var warmNext = WarmCache.Next()
    /// Body positions at prepare time, to track separation while bodies move.
    var startPositions: [Vector] = []
    var startAngles: [Double] = []
    /// Where the colours' groups begin in `wide`, then where the groups that must be solved
    /// one after another begin (uncoloured manifolds, and those a re-collision appends).
    var colourBounds: [Int] = [0]
    /// The threads that share the contact passes, when the animator has more than one.
    var team: SolverTeam?
    /// Where stepping time goes, while the animator profiles its stages (see `StageProfile`).
    var profile: StageProfile?
    /// Passes of fewer groups than this run on one thread (`StepWorld.teamMinimumGroups`;
    /// tests lower it to put small scenes on the team).
    var teamMinimumGroups = StepWorld.teamMinimumGroups
    /// Narrow phases of fewer touching pairs than this run on one thread
    /// (`StepWorld.teamMinimumPairs`; tests lower it as they lower `teamMinimumGroups`).
    var teamMinimumPairs = StepWorld.teamMinimumPairs
    /// The constraints each team member but the caller makes in a shared narrow phase (see
    /// `collideOnTeam`), kept between passes so their room is not allocated each time.
    var memberConstraints: [[ContactConstraint]] = []
    /// Velocities and inverse masses packed for the contact passes (see `SolverBody`).
    var solverBodies: [SolverBody] = []
    /// The solver bodies' inverse inertias, by the same index (the static world's 0), as they
    /// were at `BodyStore.inertiaVersion` `solverInertiaVersion`.
    var solverInertia: [Double] = []
    var solverInertiaVersion = -1
    /// `prepareContacts` just loaded the solver bodies, and nothing has run since: the next
    /// `prepareConstraints`, with no joint to change a velocity first, need not load them again.
    var solverBodiesAreFresh = false
    /// The broad phase, kept between collision passes (fat boxes and their pairs).
    var broadPhase = BroadPhase()
    /// Reused every collision pass: the colliding bodies and their motion-grown boxes (by body index).
    var members: [Int] = []
    var boxes: [AABB] = []
    /// The last pass had a pair so fast that a sub-step was split: the next starts short.
    var pairedFastItems = false
    /// Into how many finer steps this sub-step's motion is cut while fast items are paired (≥ 1).
    var split = 1
    /// Each colliding body's radius when its shape is a circle, else −1 (by body index).
    var radii: [Double] = []
    /// Each colliding body's farthest point from its centre, for the sweep of its turning (pt).
    var reach: [Double] = []
    /// Each colliding body's placement for this pass (by body index). A disc's is unrotated
    /// (c = 1, s = 0): it collides the same at any angle, so no cos and sin are taken.
    var transforms: [Transform2] = []
    /// Each colliding body's shape kind for the per-pair dispatch (by body index).
    var narrowShapes: [NarrowShape] = []
    /// True for each colliding box `BoxHull.isTame` as placed this pass (by body index).
    var tame: [Bool] = []
    /// True when some colliding body this pass is neither a disc nor a box (`NarrowShape.other`).
    var anyOtherShape = false
    /// How far each body's force alone can carry it over the collision step (½·|F|/m·span², pt).
    var drift: [Double] = []
    var events = ContactEventLog()
    /// Some contact of this collision pass is elastic (see `applyImpacts`).
    var hasRestitution = false
    /// The last sub-step's impacts changed some velocity (see `applyImpacts`).
    var impacted = false
    /// Per solver point: how deep it may get before `stopTunnelling` moves it back (pt), and
    /// the index of its constraint.
    var crossingLimit: [Double] = []
    var pointOwner: [Int32] = []
    /// The points laid out four manifolds to a SIMD group, colour by colour (see `startWide`),
    /// where the hot passes keep them during a collision pass; `points` is brought up to date
    /// by `unpackWide` for the passes that need it.
    var wide: [WideManifold] = []
    var wideAnchors: [WideAnchors] = []
    /// The points' peak normal impulses, a group for each of `wide` (see `WidePeaks`): zero
    /// from `startWide` on, and the same count as `wide` all through the pass.
    var widePeaks: [WidePeaks] = []
    /// For each lane of `wide`: the index of its manifold's first point in `points`, or −1.
    var laneSource: [Int32] = []
    /// Scratch of `finishSolvedPass`: each constraint's lane, or −1.
    var laneOfConstraint: [Int32] = []
    /// The impact sweeps' scratch for finding lanes by body (see `LanesByBody`).
    var impactLanes = LanesByBody()
    /// Per body: the colours its contacts took (reused by `colourContacts`).
    var colourMasks: [UInt64] = []
    /// The last colouring's manifolds, one word each (bodies and point count, see
    /// `StepWorld.colouredPair`), and the layout it made: a pass with the same manifolds
    /// and the same bodies able to move takes that layout again (see `colourContacts`).
    var colouredPairs: [UInt64] = []
    var lastLayout: WideLayout?
    /// How many manifolds the last colouring had (−1: none yet); `colouredPairs` is written
    /// only by a pass with as many.
    var colouredCount = -1
    /// The last colouring took the layout before it (see `StepWorld.colourContacts`).
    var layoutWasKept = false
    /// The last colouring kept the layout, the impulses were in the lanes, and the warm cache
    /// is in the constraints' order (`WarmCache.isInOrder`), which it found as it compared the
    /// manifolds: `prepareContacts` then keeps the lanes' impulses.
    var warmInOrder = false
    /// Per solver body: travel and turn since the contacts were made (see `refreshContacts`).
    var motions: [BodyMotion] = []
    /// Per solver body: travel only, for a refresh whose groups are all discs' (see
    /// `refreshContacts`).
    var travels: [Vector] = []
    /// The last refresh found a point deeper than its crossing limit.
    var crossed = false
    /// How many sub-steps `StepWorld.stopTunnelling` moved points back in (for tests).
    var tunnellingStops = 0
    /// How deep a point that was not overlapping when made may end a sub-step before
    /// `StepWorld.stopTunnelling` moves it back, as a share of the smaller item's smallest
    /// side. Tests lower it to make stops common; the engine keeps `StepWorld.deepestCrossing`.
    var crossingShare = StepWorld.deepestCrossing
    /// The relax pass refreshes each group as it reaches it (see
    /// `StepWorld.solveContacts(_:useBias:refreshing:)`); false: a pass of its own refreshes
    /// them all first, as the tests compare.
    var refreshesInRelax = true
    /// This collision pass solves its colours back to front (every other pass does).
    var isBackward = false
    /// Bodies whose contacts are made afresh every sub-step of this pass (they are in a fast
    /// pair, see `recollideFast`), ascending, and a flag for each (by body index).
    var fast: [Int] = []
    var isFast: [Bool] = []
    /// Bodies re-collided this pass whose new box left their broad-phase fat box (so the grid
    /// does not find them), and a flag for each (by body index).
    var escaped: [Int] = []
    var isEscaped: [Bool] = []
    /// Bodies an impact struck in this sub-step (see `applyImpacts`), in strike order.
    var struck: [Int] = []
    /// Scratch of `recollide`: the span (s) each body it re-collides is grown for, 0 for the
    /// others (by body index).
    var redone: [Double] = []
    /// How far (pt) each body may have strayed this pass from the motion its contacts' margins
    /// allowed for, through impacts after which it was not re-collided (see
    /// `recollideStruck`), by body index; `impactDrifted` lists the bodies with a share, so a
    /// new pass clears only theirs.
    var impactDrift: [Double] = []
    var impactDrifted: [Int] = []
    /// Simulated time at which this collision pass ends (s).
    var passEnd = 0.0
    /// Per constraint: taken out by `recollide` in this pass (see `compactContacts`).
    var dropped: [Bool] = []
    /// This pass's constraints by body, for `dropContacts`.
    var byBody = ConstraintsByBody()
    /// Scratch of `recollide`, kept between calls so each does not allocate and clear its
    /// own: the key tables of the remembered impulses and of the bodies' motions.
    var rememberedSlots = KeyTable()
    var motionSlots = KeyTable()
    /// Full collision passes (broad and narrow phase of every body) run so far; for tests.
    var fullPasses = 0
    /// Bodies re-collided one at a time in the middle of a pass so far (see `recollide`); for tests.
    var recollided = 0
    /// Whether every lane group of this pass is discs' only (`StepWorld.allDiscGroups`), as
    /// found at `recollided` re-collisions over the first `groups` groups: the lanes change
    /// only in `prepareContacts` (which clears this) and in a re-collision, so the refresh of
    /// each sub-step asks it once a pass rather than reading every group's shifts again. A
    /// re-collision only empties lanes (an empty lane is a disc group's) and appends groups,
    /// so after one a true answer needs only the appended groups read.
    var allDiscGroups: (recollided: Int, groups: Int, value: Bool)?

    /// True when no collision behavior is attached: every contact stage is skipped.
    var isEmpty: Bool { groups.isEmpty }
}

/// One straight piece of a boundary added by identifier.
struct StaticSegment {
    var p1: Vector
    var p2: Vector
    var group: Int
    var identifier: AnyHashable
    /// Distinguishes the segment in the contact cache.
    var code: UInt32
    var bounds: AABB
}

/// One reference-bounds wall: the half-plane on the inner side of `point` along `inward`.
struct Wall {
    var point: Vector
    var inward: Vector
    var group: Int
}

extension ContactWorld {
    /// Rebuilds groups, static segments and every body's group bits, if anything changed.
    mutating func refresh(_ behaviors: [DynamicBehavior], _ bodies: inout BodyStore) {
        guard configurationChanged || bodyGeneration != bodies.generation else { return }
        configurationChanged = false
        bodyGeneration = bodies.generation
        groups = behaviors.compactMap { $0 as? CollisionBehavior }
        precondition(groups.count <= 64, "at most 64 collision behaviors per animator, found \(groups.count)")
        itemGroups = 0
        boundaryGroups = 0
        for i in 0..<bodies.count { bodies.collisionGroups[i] = 0 }
        statics.removeAll(keepingCapacity: true)
        for (g, behavior) in groups.enumerated() {
            let bit = UInt64(1) << UInt64(g)
            if behavior.collisionMode.contains(.items) { itemGroups |= bit }
            if behavior.collisionMode.contains(.boundaries) { boundaryGroups |= bit }
            for i in behavior.bodyIndices(bodies) { bodies.collisionGroups[i] |= bit }
            addSegments(of: behavior, group: g)
        }
        staticIndex = StaticIndex(statics)
    }

    private mutating func addSegments(of behavior: CollisionBehavior, group: Int) {
        for (n, boundary) in behavior.namedBoundaries.enumerated() {
            let pts = boundary.path.points.map { Vector(dx: $0.x, dy: $0.y) }
            let edges = boundary.isSegment ? 1 : pts.count
            for e in 0..<edges {
                let p1 = pts[e], p2 = pts[(e + 1) % pts.count]
                let code = UInt32(group) << 24 | UInt32(n & 0xFFF) << 12 | UInt32(e & 0xFFF)
                let box = AABB(
                    lower: Vector(dx: min(p1.dx, p2.dx), dy: min(p1.dy, p2.dy)),
                    upper: Vector(dx: max(p1.dx, p2.dx), dy: max(p1.dy, p2.dy)))
                statics.append(
                    StaticSegment(
                        p1: p1, p2: p2, group: group, identifier: boundary.identifier,
                        code: code, bounds: box))
            }
        }
    }

    /// The reference-bounds walls of every group that asks for them.
    mutating func buildWalls(referenceBounds: Rect) {
        walls.removeAll(keepingCapacity: true)
        for (g, behavior) in groups.enumerated() where behavior.translatesReferenceBoundsIntoBoundary {
            let r = referenceBounds.inset(by: behavior.referenceBoundsInsets)
            walls.append(Wall(point: Vector(dx: r.minX, dy: r.minY), inward: Vector(dx: 0, dy: 1), group: g))
            walls.append(Wall(point: Vector(dx: r.minX, dy: r.maxY), inward: Vector(dx: 0, dy: -1), group: g))
            walls.append(Wall(point: Vector(dx: r.minX, dy: r.minY), inward: Vector(dx: 1, dy: 0), group: g))
            walls.append(Wall(point: Vector(dx: r.maxX, dy: r.minY), inward: Vector(dx: -1, dy: 0), group: g))
        }
    }
}
