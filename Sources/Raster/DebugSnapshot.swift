import Dynamics

/// What the debug overlay draws: every visible item's collision bounds and the accelerations
/// acting on it by kind, the boundaries, attachments, snaps, and a grid of field samples.
/// Built from the snapshot an animator records while its `debugEnabled` is set (or by hand),
/// and drawn by `DebugOverlay`.
public struct DebugSnapshot: Sendable, Equatable {
    /// A kind of force, each drawn in its own colour: the engine's own kinds.
    public typealias ForceKind = DynamicAnimator.DebugSnapshot.ForceKind

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
    /// What an animator recorded (its `debugSnapshot`), for drawing: the items whose frame
    /// meets `visible` (world points), with their collision bounds and accelerations, and all
    /// of its boundaries, attachments, snaps and field samples.
    public init(_ recorded: DynamicAnimator.DebugSnapshot, visible: Rect) {
        items = recorded.items.filter { $0.frame.intersects(visible) }.map { item in
            Item(
                shape: ItemShape(recorded: item),
                accelerations: item.forces.map { Force(kind: $0.kind, acceleration: $0.acceleration) })
        }
        boundaries = recorded.boundaries.map { ($0.points, $0.isClosed) }
        attachments = recorded.attachments.map { Link(from: $0.from, to: $0.to, isSpring: $0.isSpring) }
        snaps = recorded.snaps.map { Link(from: $0.from, to: $0.to, isSpring: $0.isSpring) }
        fieldSamples = recorded.fieldSamples.map { ($0.position, $0.acceleration) }
        fieldSpacing = recorded.fieldSpacing
    }
}
