import Dynamics
import Raster

/// Plays a `SceneDocument`: its items, walls, attachments and fields under one gravity, and a
/// left click explodes pigs that knock things over. `rebuild(from:)` swaps the content for
/// another document in the same animator (the sandbox's edits), so the pointer's tools stay.
public final class FileScene: PlaygroundScene {
    /// The catalog name of an empty file scene.
    public static let name = "file"
    public static func make(bounds: Rect, seed: UInt64) -> PlaygroundScene {
        FileScene(document: SceneDocument(name: name), bounds: bounds, seed: seed)
    }
    /// The sliders this scene responds to.
    public static let sliderList: [SliderID] = [.tilt, .gravity, .pigs, .push]
    /// What a left click does here.
    public static let clickHint = "explode pigs"
    /// Most pigs the clicks keep; the oldest go first.
    public static let maximumPigs = 300

    public let animator: DynamicAnimator
    public let world = DynamicBehavior()
    /// Pulls every item and pig.
    public let gravity = GravityBehavior()
    /// The document as last built (the sandbox's edits update it).
    public private(set) var document: SceneDocument
    /// The document's items as the simulation holds them, parallel to `document.items`.
    public internal(set) var bodies: [BasicItem] = []
    /// The built attachments, parallel to `document.attachments`.
    public internal(set) var links: [AttachmentBehavior] = []
    /// Pigs the clicks exploded, oldest first.
    public internal(set) var pigs: [Pig] = []
    /// The pig's looks.
    public var pigSprite = SpriteCatalog.pig
    /// Everything built from the document, under `world`.
    var content = DynamicBehavior()
    /// The collision of items, pigs, walls and edges.
    var collision = CollisionBehavior(items: [])
    /// Fields, which pigs join too.
    var fieldBehaviors: [FieldBehavior] = []
    /// The pigs' material and their pushes' launcher.
    let pigMaterial = DynamicItemBehavior(items: [])
    var random: SeededGenerator

    /// The scene of `document` in `bounds`; `seed` makes explosions reproducible.
    public init(document: SceneDocument, bounds: Rect, seed: UInt64) {
        animator = DynamicAnimator(referenceBounds: bounds)
        self.document = document
        random = SeededGenerator(seed: seed)
        pigMaterial.elasticity = 0.3
        pigMaterial.friction = 0.3
        world.addChildBehavior(gravity)
        world.addChildBehavior(pigMaterial)
        animator.addBehavior(world)
        build(document)
        world.action = { [unowned self] in self.removeEscapedPigs() }
    }

    /// The document's name.
    public var name: String { document.name }
    public var sliders: [SliderID] { Self.sliderList }
    public var clickHint: String { Self.clickHint }
    public var movableItems: [DynamicItem] {
        zip(document.items, bodies).filter { !$0.0.anchored }.map { $0.1 as DynamicItem } + pigs
    }
    public var countText: String { "items \(bodies.count)" + (pigs.isEmpty ? "" : " | pigs \(pigs.count)") }

    public func apply(_ tuning: Tuning) {
        gravity.apply(tuning)
    }

    public func click(at point: Point, tuning: Tuning) {
        explode(at: point, count: tuning.pigs, speed: tuning.push)
    }

    public func clear() {
        for pig in pigs { forget(pig) }
        pigs.removeAll()
    }

    public func resize(to bounds: Rect) {
        animator.referenceBounds = bounds
    }

    /// The document with every item where the simulation has it now (centre and rotation).
    public func captured() -> SceneDocument {
        var copy = document
        for (i, body) in bodies.enumerated() {
            copy.items[i].position = body.center
            let degrees = body.transform.rotationAngle * 180 / .pi
            copy.items[i].rotation = degrees.isFinite ? degrees : 0
        }
        return copy
    }

    /// Replaces everything built from the document with `document` (pigs and the pointer's
    /// grabs and snaps stay); items that stay (by id) keep moving as they were.
    public func rebuild(from document: SceneDocument) {
        var motion: [String: (Vector, Double)] = [:]
        for (item, body) in zip(self.document.items, bodies) {
            motion[item.id] = (pigMaterial.linearVelocity(for: body), pigMaterial.angularVelocity(for: body))
        }
        world.removeChildBehavior(content)
        for pig in pigs {
            collision.removeItem(pig)
            for field in fieldBehaviors { field.removeItem(pig) }
        }
        self.document = document
        build(document)
        for (item, body) in zip(document.items, bodies) where !item.anchored {
            guard let (linear, angular) = motion[item.id], linear.isFinite, angular.isFinite else { continue }
            if linear != .zero { pigMaterial.addLinearVelocity(linear, for: body) }
            if angular != 0 { pigMaterial.addAngularVelocity(angular, for: body) }
        }
        for pig in pigs {
            collision.addItem(pig)
            for field in fieldBehaviors { field.addItem(pig) }
        }
    }
}
