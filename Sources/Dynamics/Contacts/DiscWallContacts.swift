/// The constraints a run of discs near the walls makes against them, in member order and, for
/// each disc, wall order, as a sequence for `Array.append(contentsOf:)`, which writes them
/// straight into the array's spare room: no uniqueness check per constraint, and no values
/// kept through a call. (One `append` per contact made a runtime uniqueness call each, with
/// the disc's values spilled around it.)
///
/// Each disc is `collideMembersWithBoundaries`' visit of a disc outside the region far from
/// the walls, with no segment boundary, then `collideDiscWithWalls`: the same tests and
/// arithmetic in the same order, so the same constraints. Every member of the run must be a
/// disc (`NarrowShape.circle`).
struct DiscWallContacts: Sequence, IteratorProtocol {
    /// The per-body numbers a disc reads, by body index, taken as buffers once per pass.
    struct Bodies {
        let groups: UnsafeBufferPointer<UInt64>, shapes: UnsafeBufferPointer<NarrowShape>
        let transforms: UnsafeBufferPointer<Transform2>, velocities: UnsafeBufferPointer<Vector>
        let drift: UnsafeBufferPointer<Double>, boxes: UnsafeBufferPointer<AABB>
        let uids: UnsafeBufferPointer<UInt32>, materials: UnsafeBufferPointer<Material>
        /// The groups boundaries collide in (`ContactWorld.boundaryGroups`).
        let boundaryGroups: UInt64
        /// The collision step's length, in seconds.
        let span: Double
    }

    let bodies: Bodies
    let walls: UnsafeBufferPointer<Wall>
    /// The discs, by body index; this run is `run[position..<end]`.
    let run: UnsafeBufferPointer<Int>
    private var position: Int
    private let end: Int
    /// The disc at hand (body index), and the next of its walls to try (`walls.count`: none
    /// left, take the next disc).
    private var disc = 0
    private var wall: Int
    private var radius = 0.0, margin = 0.0, groups: UInt64 = 0
    private var centre = Vector(dx: 0, dy: 0)
    private var box = AABB(lower: .zero, upper: .zero)

    /// The discs `run[start..<end]` against `walls`.
    init(
        _ bodies: Bodies, walls: UnsafeBufferPointer<Wall>, _ run: UnsafeBufferPointer<Int>, from start: Int,
        to end: Int
    ) {
        self.bodies = bodies
        self.walls = walls
        self.run = run
        position = start
        self.end = end
        wall = walls.count
    }

    /// The next contact of a disc with a wall; nil at the end of the run.
    @inline(__always)
    mutating func next() -> ContactConstraint? {
        while true {
            if wall == walls.count {
                guard position < end else { return nil }
                let i = run[position]
                position += 1
                let groups = bodies.groups[i] & bodies.boundaryGroups
                guard groups != 0, case .circle(let radius) = bodies.shapes[i] else { continue }
                disc = i
                self.groups = groups
                self.radius = radius
                margin = bodies.velocities[i].length * bodies.span + bodies.drift[i] + StepWorld.speculativeDistance
                centre = bodies.transforms[i].p
                box = bodies.boxes[i]
                wall = 0
            }
            let n = wall
            wall += 1
            let w = walls[n]
            guard groups & (1 << UInt64(w.group)) != 0, !StepWorld.isFar(box, from: w) else { continue }
            let point = centre - w.inward * radius
            let s = (point - w.point).dot(w.inward)
            guard s < margin, s.isFinite else { continue }
            let zero = Vector(dx: 0, dy: 0)
            let contact = ManifoldPoint(anchorA: point - centre + zero, anchorB: point + zero, separation: s, id: 0)
            let material = bodies.materials[disc]
            let uid = UInt64(bodies.uids[disc]) << 32
            return ContactConstraint(
                a: disc, b: -1, normal: -w.inward, friction: material.friction, restitution: material.elasticity,
                pointCount: 1, p0: ContactPoint(contact), p1: ContactPoint(.unused),
                key: uid | UInt64(0xFFFF_0000 | UInt32(n)), group: w.group, boundary: -1 - n)
        }
    }
}
