import Dynamics

/// Scenes for the fidelity tests: the engine against physics' own answers. Units are UIKit's
/// (gravity magnitude 1 = 1000 pt/s²); the room's floor is its bottom wall.
extension Room {
    /// A room in which nothing pauses: the stacks must stand on the solver alone.
    static func awake(width: Double = 4000, height: Double = 2000) -> Room {
        let room = Room(width: width, height: height)
        room.animator.pausesAtRest = false
        return room
    }

    /// `count` equal boxes of `side` pt stacked on the floor at x = `x`, each 1 pt above the
    /// one below (they drop and land), bottom first.
    func stack(_ count: Int, side: Double = 40, at x: Double) -> [BasicItem] {
        (0..<count).map { i in add(box(x, floor - side / 2 - 0.5 - Double(i) * (side + 1), side, side)) }
    }

    /// A pyramid of `base` boxes of `side` pt on the floor, centred on x: each row sits on
    /// the gaps of the row below, boxes touching their neighbours. Rows bottom first.
    func pyramid(base: Int, side: Double = 100, at x: Double) -> [[BasicItem]] {
        (0..<base).map { r in
            (0..<(base - r)).map { i in
                let cx = x + (Double(i) - Double(base - r - 1) / 2) * side
                return add(box(cx, floor - side / 2 - Double(r) * side, side, side))
            }
        }
    }
}

/// The largest distance any of `items` has moved sideways from where it started, over
/// `seconds` of 1/60 s frames.
func sidewaysDrift(_ animator: DynamicAnimator, _ items: [BasicItem], seconds: Double) -> Double {
    let start = items.map(\.center.x)
    var drift = 0.0
    run(animator, seconds: seconds) {
        for (item, x) in zip(items, start) { drift = max(drift, abs(item.center.x - x)) }
    }
    return drift
}
