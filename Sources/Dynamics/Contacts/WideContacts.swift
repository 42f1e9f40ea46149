/// Four contact manifolds side by side, one per SIMD lane: the layout the contact solver's
/// hot passes (warm start, solve, relax, refresh) run on.
///
/// The manifolds of one `WideManifold` belong to one colour of the contact graph, so no two
/// lanes share a body that can move and the four can be solved at once with the result of
/// solving them one after another. Lanes past the end of a colour are empty: both bodies are
/// the static world, every mass and impulse zero, so they change nothing.
typealias Lanes = SIMD4<Double>
typealias LaneMask = SIMDMask<SIMD4<Int64>>

/// How many manifolds a `WideManifold` holds.
let laneCount = 4
/// log₂ `laneCount`: a lane slot's group is the slot shifted right by this.
let laneShift = 2

/// One point of four manifolds, as the solve passes read and write it.
struct WidePoint {
    /// Lever arms from each centre to where impulses act (pt, world axes).
    var rAx = Lanes(), rAy = Lanes(), rBx = Lanes(), rBy = Lanes()
    /// Separation now (pt; < 0 overlap).
    var separation = Lanes()
    /// The effective masses along the normal (lanes 0–3) and the tangent (4–7), in single
    /// precision: one 32-byte slot for the two, so a point is 256 bytes, not 288, and every lane
    /// pass moves 64 bytes a group fewer. They only scale each iteration's impulse; the
    /// impulses, velocities and positions stay double, and an elastic impact, whose speed
    /// after the hit is set by the mass alone, computes its own in double.
    private(set) var masses = SIMD8<Float>()
    var normalImpulse = Lanes(), tangentImpulse = Lanes()

    init() {}

    /// 1 / K along the normal, widened to double.
    var normalMass: Lanes {
        @inline(__always) get { Lanes(masses.lowHalf) }
    }

    /// 1 / K along the tangent, widened to double.
    var tangentMass: Lanes {
        @inline(__always) get { Lanes(masses.highHalf) }
    }

    /// Sets both masses of every lane.
    @inline(__always)
    mutating func setMasses(normal: Lanes, tangent: Lanes) {
        masses = SIMD8(lowHalf: SIMD4<Float>(normal), highHalf: SIMD4<Float>(tangent))
    }

    /// Sets both masses of lane `lane`.
    @inline(__always)
    mutating func setMasses(lane: Int, normal: Double, tangent: Double) {
        masses[lane] = Float(normal)
        masses[lane &+ laneCount] = Float(tangent)
    }
}

/// The running peak of each point's normal impulse over a collision pass, for the four
/// manifolds of the `WideManifold` of the same index (`ContactWorld.widePeaks`). Kept apart
/// from `WidePoint`: only bounces and touch events read it, so only a pass with either
/// (`SoftLanes.tracksPeakImpulse`) writes it, and the others, most, move 64 bytes a group
/// fewer through every lane pass.
struct WidePeaks {
    var p0 = Lanes(), p1 = Lanes()
}

/// Four manifolds: bodies, normal, materials and two points.
///
/// Laid out in the order a group of one-point manifolds (a disc pile's every group) reads it:
/// what the first point's rows need, then the first point, and only then the second (`p1`),
/// so such a group's passes touch the fewest cache lines (a disc pile's L1 data misses −2.3 %,
/// cachegrind). The second point's flags are bytes in the slot before `p0` (see `LaneFlags`).
struct WideManifold {
    /// Solver-body indices (the static world's slot for a boundary or an empty lane).
    var bodyA = SIMD4<Int32>(), bodyB = SIMD4<Int32>()
    var normalX = Lanes(), normalY = Lanes()
    var friction = Lanes()
    /// Inverse masses and inertias; constant over a collision pass.
    var massA = Lanes(), inertiaA = Lanes(), massB = Lanes(), inertiaB = Lanes()
    /// One body cannot move: the stiffer softness.
    var isStatic = LaneFlags()
    /// A point across a gap from a boundary: no friction (the first point; `isSpeculative1`
    /// the second's).
    var isSpeculative0 = LaneFlags()
    /// The lane's manifold has a second point.
    var hasTwoPoints = LaneFlags()
    var isSpeculative1 = LaneFlags()
    /// Some lane has a second point (else the second point's work is skipped).
    var anyHasTwoPoints = false
    /// Some lane is a disc against a shape that is not one, whose lever arms follow the
    /// disc's surface point rather than the midpoint, or two discs, whose contact is re-aimed
    /// along their line of centres: the refresh's second look (see `StepWorld.leverShifts`).
    /// Cleared with `anyHasTwoPoints`.
    var hasDiscSide = false
    /// The points' effective masses follow their lever arms at every refresh (see
    /// `StepWorld.armsStayClose`): set once some pair's arms have moved too far from where the
    /// masses were worked out, and for a group a re-collision wrote a lane of; cleared with
    /// `anyHasTwoPoints`.
    var massesFollow = false
    /// How far (squared, pt²) the two bodies of each pair of items in the group may move, one
    /// against the other, before its masses must follow (`massesFollow`): `massTolerance` ×
    /// the shortest lever arm of any point of such a pair as prepared, squared (∞ with none;
    /// see `StepWorld.armTolerance`). In the room the Bools leave before `p0`.
    var armTolerance = 0.0
    var p0 = WidePoint()
    var p1 = WidePoint()
}

/// One flag of each of four lanes, a byte a lane (−1 set, 0 clear): widened by sign extension
/// alone (one instruction) into the `LaneMask` the passes compute with. As four masks of whole
/// lanes a `WideManifold`'s flags took 128 bytes, and the passes are bound by the bytes they
/// move; as bytes they share one 32-byte slot with its two Bools.
struct LaneFlags {
    var bytes = SIMD4<Int8>()

    init() {}

    /// The lanes of `mask`.
    @inline(__always)
    init(_ mask: LaneMask) { bytes = SIMD4(truncatingIfNeeded: mask._storage) }

    /// The flags as a mask of whole lanes.
    @inline(__always)
    var mask: LaneMask { LaneMask(SIMD4(truncatingIfNeeded: bytes)) }

    /// Lane `l`'s flag (one byte written: the other lanes are left alone).
    @inline(__always)
    subscript(l: Int) -> Bool {
        get { bytes[l] < 0 }
        set { bytes[l] = newValue ? -1 : 0 }
    }
}

/// What the per-sub-step refresh of four manifolds needs beyond `WideManifold`: where the
/// points were made, and how deep each may get before the tunnelling stop moves it back.
struct WideAnchors {
    /// One point of the four manifolds: its anchors (pt, from each centre, when made), its
    /// separation when made, and how deep it may cross (∞: no limit).
    struct Point {
        var ax = Lanes(), ay = Lanes(), bx = Lanes(), by = Lanes()
        var baseSeparation = Lanes()
        var crossingLimit = Lanes(repeating: .infinity)

        /// Writes one manifold's point into lane `l` of `w` (through the pointer: lane by lane,
        /// not the whole point read and written back).
        @inline(__always)
        static func set(
            _ w: UnsafeMutablePointer<Point>, _ l: Int, anchorA: Vector, anchorB: Vector, baseSeparation: Double,
            limit: Double
        ) {
            w.pointee.ax[l] = anchorA.dx
            w.pointee.ay[l] = anchorA.dy
            w.pointee.bx[l] = anchorB.dx
            w.pointee.by[l] = anchorB.dy
            w.pointee.baseSeparation[l] = baseSeparation
            w.pointee.crossingLimit[l] = limit
        }
    }

    var p0 = Point(), p1 = Point()
    /// Each lane's pair as `StepWorld.leverShifts` gives it: −1 against a boundary, −2 for a
    /// disc against a boundary or an empty lane (nothing turns or follows), 3 for two discs
    /// (re-aimed: `StepWorld.discPairShift`), 4 or 5 for a disc (A or B) on a corner
    /// (re-aimed about it: `StepWorld.discOnCornerA`), else how many halves of the relative travel A's
    /// lever arm follows (0, 1 or 2; B's follows 2 − that). In one vector where a mask of
    /// pairs used to be: `isPair` is its sign.
    var pairShift = Lanes(repeating: -2)
    /// For a lane of two discs (`pairShift` 3), what re-aiming it (`StepWorld.reaimDiscPairs`)
    /// reads of its first point's anchors and that holds for the pass: |U|, the line of
    /// centres' length when the pass began (U = anchorA − anchorB), and U·(anchorA + anchorB)/|U|,
    /// where the common point lay along it. Worked out once a pass (`setDiscPair`), not
    /// every sub-step: a square root and a division a lane.
    var discSpan = Lanes(), discOffset = Lanes()

    /// The lanes whose bodies are both items: their lever arms follow the bodies' travel.
    @inline(__always)
    var isPair: LaneMask { pairShift .>= 0 }

    /// Writes one lane's `pairShift` from its shifts (see `StepWorld.leverShifts`).
    @inline(__always)
    static func setShifts(_ w: UnsafeMutablePointer<WideAnchors>, _ l: Int, _ shifts: (Double, Double)) {
        w.pointee.pairShift[l] = shifts.0
    }

    /// Writes lane `l`'s `discSpan` and `discOffset` from its first point's anchors, if its
    /// shifts (see `StepWorld.leverShifts`) make it two discs'.
    @inline(__always)
    static func setDiscPair(
        _ w: UnsafeMutablePointer<WideAnchors>, _ l: Int, _ shifts: (Double, Double), anchorA: Vector, anchorB: Vector
    ) {
        guard shifts.0 == StepWorld.discPairShift else { return }
        let ux = anchorA.dx - anchorB.dx, uy = anchorA.dy - anchorB.dy
        let span = (ux * ux + uy * uy).squareRoot()
        w.pointee.discSpan[l] = span
        w.pointee.discOffset[l] = ((anchorA.dx + anchorB.dx) * ux + (anchorA.dy + anchorB.dy) * uy) / span
    }

    /// Whether shifts (see `StepWorld.leverShifts`) put a lane's common point on a disc, or
    /// make it two discs', which the refresh then looks at again (`WideManifold.hasDiscSide`).
    @inline(__always)
    static func isDiscSide(_ shifts: (Double, Double)) -> Bool {
        shifts.0 == 0 || shifts.1 == 0 || shifts.0 >= StepWorld.discPairShift
    }
}

/// How far a body moved and turned since its contacts were made: travel and (cos, sin) of the
/// turn. The static world's slot is (0, 0, 1, 0).
struct BodyMotion {
    /// (dx, dy, cos, sin), one vector, so four bodies' motions load as four vectors and
    /// transpose into lanes (see `LaneMotion`).
    var packed: SIMD4<Double>

    init(dx: Double, dy: Double, cos: Double, sin: Double) {
        packed = SIMD4(dx, dy, cos, sin)
    }

    static let still = BodyMotion(dx: 0, dy: 0, cos: 1, sin: 0)
}

/// The 4 × 4 transpose: rows in, columns out (pairs interleaved, then halves swapped in).
@inline(__always)
func transpose(
    _ r0: SIMD4<Double>, _ r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>
) -> (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
    let lo01 = SIMD4(r0[0], r1[0], r0[2], r1[2]), hi01 = SIMD4(r0[1], r1[1], r0[3], r1[3])
    let lo23 = SIMD4(r2[0], r3[0], r2[2], r3[2]), hi23 = SIMD4(r2[1], r3[1], r2[3], r3[3])
    return (
        SIMD4(lo01[0], lo01[1], lo23[0], lo23[1]), SIMD4(hi01[0], hi01[1], hi23[0], hi23[1]),
        SIMD4(lo01[2], lo01[3], lo23[2], lo23[3]), SIMD4(hi01[2], hi01[3], hi23[2], hi23[3])
    )
}

/// The velocities of the four lanes' bodies on one side, loaded from the solver bodies.
///
/// A solver body's first 32 bytes are its velocity, angular velocity and inverse mass (see
/// `SolverBody.packedOffsets`): four bodies load as four vectors and one 4 × 4 transpose
/// (`transpose`) gives the lanes (the inverse masses, the fourth, unused). Stored back lane by
/// lane: a transpose back with the inverse masses carried along, each body's 32 bytes at once,
/// cost more than it saved (the carried lanes spilled).
struct LaneVelocities {
    var vx: Lanes
    var vy: Lanes
    var w: Lanes

    @inline(__always)
    init(_ sb: UnsafeMutableBufferPointer<SolverBody>, _ index: SIMD4<Int32>) {
        let base = UnsafeRawPointer(sb.baseAddress!), stride = MemoryLayout<SolverBody>.stride
        @inline(__always) func row(_ lane: Int) -> Lanes {
            base.loadUnaligned(fromByteOffset: Int(index[lane]) &* stride, as: Lanes.self)
        }
        (vx, vy, w, _) = transpose(row(0), row(1), row(2), row(3))
    }

    /// Writes the lanes back; an empty lane writes the world's zeros back to the world.
    @inline(__always)
    func store(_ sb: UnsafeMutableBufferPointer<SolverBody>, _ index: SIMD4<Int32>) {
        for lane in 0..<laneCount {
            let i = Int(index[lane])
            sb[i].velocity = Vector(dx: vx[lane], dy: vy[lane])
            sb[i].angularVelocity = w[lane]
        }
    }

    /// Writes back only the lanes whose body can move (inverse mass `mass` or inertia
    /// `inertia` not 0), for solver threads: a body that cannot move (the static world of a
    /// boundary or an empty lane, an anchored item) may sit in lanes of one colour that
    /// several threads solve, so they must only read it. It gets no impulse, so skipping it
    /// changes nothing.
    @inline(__always)
    func storeMoving(
        _ sb: UnsafeMutableBufferPointer<SolverBody>, _ index: SIMD4<Int32>, mass: Lanes, inertia: Lanes
    ) {
        let moves = (mass .!= 0) .| (inertia .!= 0)
        for lane in 0..<laneCount where moves[lane] {
            let i = Int(index[lane])
            sb[i].velocity = Vector(dx: vx[lane], dy: vy[lane])
            sb[i].angularVelocity = w[lane]
        }
    }
}

/// Whether some lane of `mask` is set: the standard library's `any`, shadowed here for the
/// lanes' mask. Its generic `any` and `all` stayed out of line in the solve passes, a call a
/// group; these fold the four lanes with two ORs (ANDs) and one test. Pyramid, 30 steps:
/// 1.289 -> 1.245 G instructions (cachegrind).
@inline(__always)
func any(_ mask: LaneMask) -> Bool {
    let halves = mask._storage.lowHalf | mask._storage.highHalf
    return halves[0] | halves[1] != 0
}

/// Whether every lane of `mask` is set (see `any(_:)`).
@inline(__always)
func all(_ mask: LaneMask) -> Bool {
    let halves = mask._storage.lowHalf & mask._storage.highHalf
    return halves[0] & halves[1] == -1
}

/// Lane by lane `Swift.max`: b where b ≥ a, else a.
@inline(__always)
func laneMax(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .>= a) }

/// Lane by lane `Swift.min`: b where b < a, else a.
@inline(__always)
func laneMin(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .< a) }
