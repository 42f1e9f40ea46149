import Dynamics
import Raster

/// A scene as a scene file describes it: items, walls, attachments, fields, gravity and
/// sliders, in world points (y down, from the top left of the world). `FileScene` plays it,
/// the sandbox edits it, and `SceneDocument+TOML` reads and writes it.
public struct SceneDocument: Equatable, Sendable {
    /// The format version this build reads and writes.
    public static let formatVersion = 1

    /// The scene's name (status line, `--scene-file NAME`).
    public var name: String
    /// One line about it (shown when it loads); may be empty.
    public var summary = ""
    /// True when the world's edges are walls. Default true.
    public var edges = true
    /// Gravity's tilt from straight down in degrees, + to the right (−180…180). Default 0.
    public var tilt = 0.0
    /// Gravity's strength, 1 = 1000 pt/s² (0…3). Default 1.
    public var gravity = 1.0
    /// Starting values of the other sliders (pigs, push, noise), by slider.
    public var sliders: [SliderID: Double] = [:]
    /// The items, in drawing order; ids are unique.
    public var items: [SceneItem] = []
    /// Static boundaries, each a polyline.
    public var walls: [SceneWall] = []
    /// Springs, ropes, rods and pins between items or to world anchors.
    public var attachments: [SceneAttachment] = []
    /// Force fields.
    public var fields: [SceneField] = []

    /// An empty scene called `name`.
    public init(name: String) {
        self.name = name
    }

    /// The item with id `id`, if any.
    public func item(_ id: String) -> SceneItem? { items.first { $0.id == id } }

    /// An id no item has yet: `prefix` and the first free number.
    public func freshID(_ prefix: String) -> String {
        var n = items.count + 1
        while items.contains(where: { $0.id == "\(prefix)\(n)" }) { n += 1 }
        return "\(prefix)\(n)"
    }
}

/// One item of a scene file.
public struct SceneItem: Equatable, Sendable {
    /// The shapes an item may have.
    public enum Shape: String, CaseIterable, Sendable {
        /// A rectangle of `size`.
        case box
        /// An ellipse inscribed in `size` (a circle when square).
        case ellipse
        /// An isosceles triangle pointing up, inscribed in `size`.
        case triangle
        /// A pig: a circle drawn as the pig sprite.
        case pig
    }

    /// Unique name, used by attachments.
    public var id: String
    /// The shape.
    public var shape: Shape
    /// Centre in world points.
    public var position: Point
    /// Width and height in points (2…2000).
    public var size: Size
    /// Rotation in degrees, clockwise (−360…360). Default 0.
    public var rotation = 0.0
    /// True when it collides but never moves. Default false.
    public var anchored = false
    /// Bounciness 0…1. Default 0.2.
    public var elasticity = 0.2
    /// Friction 0…10. Default 0.5.
    public var friction = 0.5
    /// Density 0.01…100 (mass = density × area / 10 000 pt²). Default 1.
    public var density = 1.0
    /// Linear resistance 0…10 (speed kept after t s: (1 − r)^t). Default 0.
    public var resistance = 0.0
    /// Its colour; nil draws the shape's default.
    public var color: TermColor?

    /// An item of `shape` at `position`.
    public init(id: String, shape: Shape, position: Point, size: Size) {
        self.id = id
        self.shape = shape
        self.position = position
        self.size = size
    }
}

/// A static wall: a polyline of at least two points, in world points.
public struct SceneWall: Equatable, Sendable {
    /// The corners, in order.
    public var points: [Point]

    /// A wall through `points`.
    public init(points: [Point]) {
        self.points = points
    }
}

/// An attachment of a scene file: from an item to another item or to a world anchor.
public struct SceneAttachment: Equatable, Sendable {
    /// The kinds of attachment.
    public enum Kind: String, CaseIterable, Sendable {
        /// A spring: pulls toward `length`, at `frequency` Hz with `damping`.
        case spring
        /// A rope: never longer than `length`, slack when shorter.
        case rope
        /// A rigid rod of `length`.
        case rod
        /// A pin: the items (or the item and the world) share a point and turn about it.
        case pin
    }

    /// The kind.
    public var kind: Kind
    /// The id of the first item.
    public var from: String
    /// The id of the second item, or nil for a world anchor.
    public var to: String?
    /// The world anchor when `to` is nil (for a pin between items: the shared point).
    public var anchor: Point?
    /// Rest length in points (0…100 000); nil: the distance when the scene starts.
    public var length: Double?
    /// Spring frequency in Hz (0.01…60). Default 2.
    public var frequency = 2.0
    /// Spring damping ratio (0…10; 1 = critical). Default 0.3.
    public var damping = 0.3

    /// An attachment of `kind` from item `from`.
    public init(kind: Kind, from: String, to: String? = nil, anchor: Point? = nil) {
        self.kind = kind
        self.from = from
        self.to = to
        self.anchor = anchor
    }
}

/// A force field of a scene file, acting on every item.
public struct SceneField: Equatable, Sendable {
    /// The kinds of field, as `FieldBehavior`'s factories.
    public enum Kind: String, CaseIterable, Sendable {
        /// Pulls toward `position` (strength in 1000 pt/s²).
        case radial
        /// Pulls along `direction` (strength in 1000 pt/s²).
        case linear
        /// Turns items around `position`, counter-clockwise for positive strength.
        case vortex
        /// Slows items down in proportion to their speed.
        case drag
        /// Smoothly varying random forces.
        case noise
        /// Pulls items toward `position` like a spring.
        case spring
    }

    /// The kind.
    public var kind: Kind
    /// Where it sits (world points).
    public var position: Point
    /// Its strength (units per kind, see `Kind`). Default 1.
    public var strength = 1.0
    /// Radius of the region it acts in (points); nil: everywhere.
    public var radius: Double?
    /// Direction of a linear field. Default (0, 1).
    public var direction = Vector(dx: 0, dy: 1)

    /// A field of `kind` at `position`.
    public init(kind: Kind, position: Point) {
        self.kind = kind
        self.position = position
    }
}
