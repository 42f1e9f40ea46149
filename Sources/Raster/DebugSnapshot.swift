import Dynamics

/// What the debug overlay shows, read from an animator at one moment through its public API:
/// every visible item's collision bounds and the accelerations acting on it by kind, the
/// boundaries, attachments, snaps, and a grid of field samples. Plain data, so it can be
/// cached between refreshes and drawn by `DebugOverlay`.
public struct DebugSnapshot: Sendable, Equatable {
    /// A kind of force, each drawn in its own colour.
    public enum ForceKind: String, CaseIterable, Sendable {
        case gravity, push, field, contact
    }

    /// One item: its bounds and the acceleration (pt/s²) each kind of force gives it.
    public struct Item: Sendable, Equatable {
        /// Collision bounds in the world.
        public var shape: ItemShape
        /// Acceleration by kind, in pt/s², in `ForceKind` order; kinds that do not act are left out.
        public var accelerations: [Force]
        /// Creates an item.
        public init(shape: ItemShape, accelerations: [Force] = []) {
            self.shape = shape
            self.accelerations = accelerations
        }
    }

    /// An acceleration of one kind.
    public struct Force: Sendable, Equatable {
        /// What causes it.
        public var kind: ForceKind
        /// pt/s².
        public var acceleration: Vector
        /// Creates a force.
        public init(kind: ForceKind, acceleration: Vector) {
            self.kind = kind
            self.acceleration = acceleration
        }
    }

    /// A line between two world points (an attachment or a snap).
    public struct Link: Sendable, Equatable {
        /// The end on the item.
        public var from: Point
        /// The anchor, other item or snap point.
        public var to: Point
        /// A spring attachment (drawn dashed) rather than a rigid one.
        public var isSpring: Bool
        /// Creates a link.
        public init(from: Point, to: Point, isSpring: Bool) {
            self.from = from
            self.to = to
            self.isSpring = isSpring
        }
    }

    /// Items, in the animator's order.
    public var items: [Item] = []
    /// Boundaries as polylines in world points; `closed` ones join their last point to the first.
    public var boundaries: [(points: [Point], closed: Bool)] = []
    /// Attachments.
    public var attachments: [Link] = []
    /// Snaps: from the item's centre to its snap point.
    public var snaps: [Link] = []
    /// Field samples: where, and the acceleration (pt/s²) the fields give a mass-1 item there.
    public var fieldSamples: [(at: Point, acceleration: Vector)] = []
    /// Distance between neighbouring field samples, in points.
    public var fieldSpacing = Size(width: 48, height: 48)

    /// Creates an empty snapshot.
    public init() {}

    public static func == (a: DebugSnapshot, b: DebugSnapshot) -> Bool {
        a.items == b.items && a.attachments == b.attachments && a.snaps == b.snaps
            && a.boundaries.elementsEqual(b.boundaries) { $0.points == $1.points && $0.closed == $1.closed }
            && a.fieldSamples.elementsEqual(b.fieldSamples) { $0.at == $1.at && $0.acceleration == $1.acceleration }
    }
}

extension DebugSnapshot {
    /// Reads the animator: items meeting `visible` (world points), and field samples every
    /// `fieldSpacing` points across it (none when no field behavior is attached).
    public init(animator: DynamicAnimator, visible: Rect, fieldSpacing: Size) {
        let behaviors = Self.flatten(animator.behaviors)
        var forces = ForceTable()
        for behavior in behaviors { forces.add(behavior, animator) }
        for (item, force) in animator.contactForces() { forces.contacts[ObjectIdentifier(item)] = force }
        items = animator.items(in: visible).map { item in
            Item(shape: ItemShape(item: item), accelerations: forces.accelerations(of: item, animator))
        }
        for behavior in behaviors { addLinks(of: behavior, referenceBounds: animator.referenceBounds) }
        self.fieldSpacing = fieldSpacing
        if !animator.fieldBehaviors.isEmpty {
            fieldSamples = Self.grid(over: visible, spacing: fieldSpacing).map { p in
                (p, animator.fieldForce(at: p, mass: 1) * Units.pointsPerNewton)
            }
        }
    }

    /// Boundaries, attachments and snaps a behavior contributes.
    private mutating func addLinks(of behavior: DynamicBehavior, referenceBounds: Rect) {
        switch behavior {
        case let collision as CollisionBehavior:
            for id in collision.boundaryIdentifiers {
                guard let path = collision.boundary(withIdentifier: id) else { continue }
                boundaries.append((path.points, path.points.count > 2))
            }
            if collision.translatesReferenceBoundsIntoBoundary {
                let r = referenceBounds.inset(by: collision.referenceBoundsInsets)
                boundaries.append((Path(rect: r).points, true))
            }
        case let attachment as AttachmentBehavior:
            attachments.append(
                Link(
                    from: attachment.attachmentPointOnItem, to: attachment.anchorPoint,
                    isSpring: attachment.frequency > 0))
        case let snap as SnapBehavior:
            snaps.append(Link(from: snap.snappedItem.center, to: snap.snapPoint, isSpring: true))
        default:
            break
        }
    }

    /// Every behavior of the tree, parents before children.
    static func flatten(_ roots: [DynamicBehavior]) -> [DynamicBehavior] {
        roots.flatMap { [$0] + flatten($0.childBehaviors) }
    }

    /// Sample points: centres of a `spacing` lattice laid over `rect`.
    static func grid(over rect: Rect, spacing: Size) -> [Point] {
        guard spacing.width > 0, spacing.height > 0, !rect.isEmpty else { return [] }
        let nx = Int(rect.width / spacing.width), ny = Int(rect.height / spacing.height)
        guard nx > 0, ny > 0, nx * ny <= 10_000 else { return [] }
        let x0 = rect.minX + (rect.width - Double(nx - 1) * spacing.width) / 2
        let y0 = rect.minY + (rect.height - Double(ny - 1) * spacing.height) / 2
        return (0..<ny).flatMap { j in
            (0..<nx).map { i in Point(x: x0 + Double(i) * spacing.width, y: y0 + Double(j) * spacing.height) }
        }
    }
}

/// Gravity, push and field behaviors by the items they act on, turned into accelerations.
private struct ForceTable {
    var gravity: [ObjectIdentifier: Vector] = [:]
    var pushes: [ObjectIdentifier: Vector] = [:]
    var fields: [ObjectIdentifier: [FieldBehavior]] = [:]
    /// Contact forces in UIKit Newtons.
    var contacts: [ObjectIdentifier: Vector] = [:]

    /// Notes what `behavior` does to its items.
    mutating func add(_ behavior: DynamicBehavior, _ animator: DynamicAnimator) {
        switch behavior {
        case let g as GravityBehavior:
            for item in g.items {
                gravity[ObjectIdentifier(item), default: .zero] += g.gravityDirection * Units.gravity
            }
        case let push as PushBehavior where push.mode == .continuous && push.active:
            for item in push.items { pushes[ObjectIdentifier(item), default: .zero] += push.pushDirection }
        case let field as FieldBehavior:
            for item in field.items { fields[ObjectIdentifier(item), default: []].append(field) }
        default:
            break
        }
    }

    /// The item's accelerations by kind (pt/s²), leaving out kinds that are zero.
    func accelerations(of item: DynamicItem, _ animator: DynamicAnimator) -> [DebugSnapshot.Force] {
        let id = ObjectIdentifier(item)
        guard let mass = animator.mass(of: item), mass > 0 else { return [] }
        let perNewton = Units.pointsPerNewton / mass
        var field = Vector.zero
        if let list = fields[id] {
            let v = animator.velocity(of: item) ?? .zero, q = animator.charge(of: item) ?? 0
            for f in list {
                field += f.force(at: item.center, velocity: v, mass: mass, charge: q, time: animator.elapsedTime)
            }
        }
        let all: [(DebugSnapshot.ForceKind, Vector)] = [
            (.gravity, gravity[id] ?? .zero), (.push, (pushes[id] ?? .zero) * perNewton),
            (.field, field * perNewton), (.contact, (contacts[id] ?? .zero) * perNewton),
        ]
        return all.filter { $0.1 != .zero && $0.1.isFinite }.map { DebugSnapshot.Force(kind: $0.0, acceleration: $0.1) }
    }
}
