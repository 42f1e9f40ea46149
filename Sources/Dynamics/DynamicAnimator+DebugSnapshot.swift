extension DynamicAnimator {
    /// What UIKit's debug drawing shows, recorded by an animator whose ``debugEnabled`` is set:
    /// every item's collision bounds and the forces acting on it by kind, the boundaries, the
    /// attachments and snaps, and a lattice of field samples. Plain values, read-only, taken
    /// at one moment, so any front end can draw them (`pigsplode`'s overlay does, in Braille dots).
    public struct DebugSnapshot: Sendable, Equatable {
        /// A kind of force an item feels.
        public enum ForceKind: String, CaseIterable, Sendable {
            /// `GravityBehavior`.
            case gravity
            /// Active continuous `PushBehavior`s (an instantaneous push is an impulse, not a force).
            case push
            /// `FieldBehavior`s that hold the item.
            case field
            /// Contacts with items and boundaries in the last sub-step, normal and friction together.
            case contact
        }

        /// The sum of one kind of force on an item.
        public struct Force: Sendable, Equatable {
            /// What causes it.
            public let kind: ForceKind
            /// The force in UIKit Newtons.
            public let force: Vector
            /// The acceleration it gives the item, in pt/s² (`force` × 100 / mass).
            public let acceleration: Vector
        }

        /// One simulated item as it stood when the snapshot was taken.
        public struct Item: Sendable, Equatable {
            /// Centre in reference-space points.
            public let center: Point
            /// Bounds size in points.
            public let size: Size
            /// Rotation in radians (y down: positive turns clockwise on screen).
            public let angle: Double
            /// The shape the item collides with.
            public let collisionBoundsType: DynamicItemCollisionBoundsType
            /// The convex polygon around the centre (pt) when `collisionBoundsType` is `.path`.
            public let collisionBoundingPath: Path?
            /// The box around the rotated bounds, in points (what `items(in:)` tests).
            public let frame: Rect
            /// Mass (density × area / 10 000 pt²).
            public let mass: Double
            /// Linear velocity in pt/s.
            public let velocity: Vector
            /// The forces acting on it, in ``ForceKind`` order; kinds that are zero are left out.
            public let forces: [Force]
        }

        /// A boundary of a `CollisionBehavior`, as a polyline in reference-space points.
        public struct Boundary: Sendable, Equatable {
            /// Its points; a segment boundary has two.
            public let points: [Point]
            /// True when the last point joins the first (paths and reference-bounds walls).
            public let isClosed: Bool
        }

        /// An attachment or a snap: a line from a point on an item to what holds it.
        public struct Link: Sendable, Equatable {
            /// The end on the (first) item, in points.
            public let from: Point
            /// The anchor point, the point on the other item, or the snap point, in points.
            public let to: Point
            /// True for a spring (an attachment with `frequency` > 0, and every snap).
            public let isSpring: Bool
        }

        /// The fields' pull at one point of the lattice.
        public struct FieldSample: Sendable, Equatable {
            /// Where, in reference-space points.
            public let position: Point
            /// The acceleration, in pt/s², the fields give an item of mass 1 and charge 0 at rest
            /// there.
            public let acceleration: Vector
        }

        /// Every simulated item, in the animator's order.
        public let items: [Item]
        /// Boundaries of the collision behaviors, reference-bounds walls included.
        public let boundaries: [Boundary]
        /// Attachments, in behavior-tree order.
        public let attachments: [Link]
        /// Snaps: from the item's centre to its snap point.
        public let snaps: [Link]
        /// Field samples every ``fieldSpacing`` across the reference bounds, row by row; empty
        /// when no field behavior is attached.
        public let fieldSamples: [FieldSample]
        /// Distance between neighbouring field samples, in points.
        public let fieldSpacing: Size
        /// The animator's `elapsedTime` when the snapshot was taken, in seconds.
        public let elapsedTime: Double
        /// How many snapshots the animator recorded before this one (0 for the first), so a
        /// front end can tell a fresh snapshot from the one it already drew.
        public let sequenceNumber: Int
    }
}
