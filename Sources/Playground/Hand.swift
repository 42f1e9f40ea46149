import Dynamics

/// The pointer's tools in one scene: grab an item with a spring to the pointer, throw it with
/// the pointer's velocity on release, and snap items to points. Its behaviors join the scene's
/// `world` as children, so the scene's behavior count does not change.
final class Hand {
    /// An item held by the pointer.
    struct Grab {
        /// The held item.
        let item: DynamicItem
        /// The spring from the grabbed point of the item to the pointer.
        let attachment: AttachmentBehavior
        /// True once the pointer moved while holding.
        var dragged = false
    }

    /// Spring of the grab: stiff enough to follow the pointer closely, damped so it does not
    /// wobble (Hz, damping ratio).
    static let grabFrequency = 5.0, grabDamping = 0.8
    /// Pointer samples older than this (s) do not count towards the throw velocity.
    static let throwWindow = 0.1
    /// Fastest throw, in pt/s.
    static let maximumThrowSpeed = 3000.0

    private let world: DynamicBehavior
    /// Sets a thrown item's velocity (holds no items, so it changes no item's properties).
    private let mover = DynamicItemBehavior(items: [])
    /// The current grab, if any.
    private(set) var grab: Grab?
    /// Snaps the pointer made, one per item.
    private(set) var snaps: [SnapBehavior] = []
    /// Recent pointer positions (world points) with their times (s), oldest first.
    private var samples: [(time: Double, point: Point)] = []

    /// A hand working in the scene whose root behavior is `world`.
    init(world: DynamicBehavior) {
        self.world = world
        world.addChildBehavior(mover)
    }

    /// Holds `item` at the world point `point` (inside it) with a spring to the pointer.
    func grab(_ item: DynamicItem, at point: Point, time: Double) {
        release(at: point, time: time, throwing: false)
        unsnap(item)
        let offset = (point - item.center).rotated(by: -item.transform.rotationAngle)
        let spring = AttachmentBehavior(
            item: item, offsetFromCenter: Offset(horizontal: offset.dx, vertical: offset.dy),
            attachedToAnchor: point)
        spring.length = 0
        spring.frequency = Self.grabFrequency
        spring.damping = Self.grabDamping
        world.addChildBehavior(spring)
        grab = Grab(item: item, attachment: spring)
        samples = [(time, point)]
    }

    /// Moves the held point with the pointer.
    func drag(to point: Point, time: Double) {
        guard var held = grab else { return }
        held.dragged = true
        grab = held
        held.attachment.anchorPoint = point
        samples.append((time, point))
        samples.removeAll { time - $0.time > Self.throwWindow * 2 }
    }

    /// Lets go. After a drag the item leaves with the pointer's velocity over the last
    /// `throwWindow` seconds (zero if the pointer stood still); returns true if it was dragged.
    @discardableResult
    func release(at point: Point, time: Double, throwing: Bool = true) -> Bool {
        guard let held = grab else { return false }
        grab = nil
        world.removeChildBehavior(held.attachment)
        guard held.dragged, throwing else { return false }
        samples.append((time, point))
        let v = pointerVelocity(at: time)
        mover.addLinearVelocity(v - mover.linearVelocity(for: held.item), for: held.item)
        return true
    }

    /// The pointer's average velocity (pt/s) over the samples of the last `throwWindow`.
    func pointerVelocity(at time: Double) -> Vector {
        let recent = samples.filter { time - $0.time <= Self.throwWindow }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-3 else { return .zero }
        let v = (last.point - first.point) / (last.time - first.time)
        let speed = v.length
        return speed > Self.maximumThrowSpeed ? v * (Self.maximumThrowSpeed / speed) : v
    }

    /// Snaps `item` to `point`, re-targeting its snap if it has one.
    func snap(_ item: DynamicItem, to point: Point) {
        if let existing = snaps.first(where: { $0.snappedItem === item }) {
            existing.snapPoint = point
            return
        }
        let snap = SnapBehavior(item: item, snapTo: point)
        snaps.append(snap)
        world.addChildBehavior(snap)
    }

    /// Removes the pointer's snap of `item`, if any.
    func unsnap(_ item: DynamicItem) {
        for snap in snaps where snap.snappedItem === item { world.removeChildBehavior(snap) }
        snaps.removeAll { $0.snappedItem === item }
    }

    /// Drops every snap.
    func unsnapAll() {
        for snap in snaps { world.removeChildBehavior(snap) }
        snaps.removeAll()
    }

    /// Lets go of items that left the scene (a pig fell out, a clear removed a shape). The
    /// scene's items are asked for only while something is held: listing ten thousand pigs
    /// every frame for nothing was a sizeable part of the frame.
    func forget(itemsNotIn live: @autoclosure () -> [DynamicItem]) {
        guard grab != nil || !snaps.isEmpty else { return }
        let ids = Set(live().map(ObjectIdentifier.init))
        if let held = grab, !ids.contains(ObjectIdentifier(held.item)) {
            grab = nil
            world.removeChildBehavior(held.attachment)
        }
        for snap in snaps where !ids.contains(ObjectIdentifier(snap.snappedItem)) { unsnap(snap.snappedItem) }
    }
}
