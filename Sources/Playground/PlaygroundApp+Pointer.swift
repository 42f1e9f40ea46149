import Dynamics
import Raster
import Terminal

extension PlaygroundApp {
    /// Extra reach (pt) around an item's shape when picking it with the pointer: a cell is
    /// coarse, so a click on an item's edge cell should still hit it.
    static let pickSlack = 4.0

    /// What the mouse does: a left press on an item grabs it (a drag moves it, the release
    /// throws it, a release without a drag is a click); a left press elsewhere is the scene's
    /// click; a right press snaps the nearest item to the pointer; the wheel changes the pigs
    /// per click.
    func handle(_ mouse: MouseEvent) {
        let point = worldPoint(column: mouse.column, row: mouse.row)
        if hand.grab == nil, scene.handle(mouse: mouse, at: point) { return }
        switch mouse.kind {
        case .press(.left):
            guard let point else { return }
            if let item = item(at: point) {
                hand.grab(item, at: point, time: now)
            } else {
                perform(.explode(column: mouse.column, row: mouse.row))
            }
        case .drag(.left):
            if let point = point ?? clampedWorldPoint(mouse) { hand.drag(to: point, time: now) }
        case .release(.left):
            guard hand.grab != nil, let point = point ?? clampedWorldPoint(mouse) else { return }
            if !hand.release(at: point, time: now) { perform(.explode(column: mouse.column, row: mouse.row)) }
        case .press(.right):
            if let point, let item = nearestItem(to: point) { hand.snap(item, to: point) }
        case .wheelUp:
            perform(.adjust(.pigs, 1))
        case .wheelDown:
            perform(.adjust(.pigs, -1))
        default:
            break
        }
    }

    /// The topmost movable item under a world point, if any.
    func item(at point: Point) -> DynamicItem? {
        scene.movableItems.last { ItemShape(item: $0).contains(point, slack: Self.pickSlack) }
    }

    /// The movable item whose centre is nearest a world point (not the one being held).
    func nearestItem(to point: Point) -> DynamicItem? {
        scene.movableItems
            .filter { $0 !== hand.grab?.item }
            .min { $0.center.distance(to: point) < $1.center.distance(to: point) }
    }

    /// The pointer's world point pulled inside the world, for drags that leave it (onto the
    /// status line, say) while an item is held.
    private func clampedWorldPoint(_ mouse: MouseEvent) -> Point? {
        guard !isTooSmall else { return nil }
        return worldPoint(column: min(max(mouse.column, 0), columns - 1), row: min(max(mouse.row, 0), rows - 2))
    }
}
