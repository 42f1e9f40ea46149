extension StepWorld {
    /// Where a box is far (`isFar`) from every one of `walls`, found once per pass: nil unless
    /// every wall faces along an axis (inward exactly ±x or ±y, as the reference bounds' do)
    /// from a point within `Inside.reach` of the origin (and nil for no walls: nothing to skip).
    static func farFromWalls(_ walls: [Wall]) -> Inside? {
        guard !walls.isEmpty else { return nil }
        var inside = Inside()
        for wall in walls {
            guard abs(wall.point.dx) <= Inside.reach, abs(wall.point.dy) <= Inside.reach else { return nil }
            switch (wall.inward.dx, wall.inward.dy) {
            case (1, 0): inside.lowerX = max(inside.lowerX, wall.point.dx)
            case (-1, 0): inside.upperX = min(inside.upperX, wall.point.dx)
            case (0, 1): inside.lowerY = max(inside.lowerY, wall.point.dy)
            case (0, -1): inside.upperY = min(inside.upperY, wall.point.dy)
            default: return nil
            }
        }
        return inside
    }

    /// The open region far from a set of axis-facing walls: x in (lowerX, upperX), y in
    /// (lowerY, upperY), in points; ±`reach` where no wall limits.
    struct Inside {
        /// The farthest a wall or this region's bounds lie from the origin along an axis, in
        /// points: differences of coordinates within it stay finite.
        static let reach = 1e300
        var lowerX = -reach, upperX = reach
        var lowerY = -reach, upperY = reach

        /// True when `isFar(_:from:)` holds for each wall this region was made from. For a
        /// wall facing +x that test is box.lower.dx > x (the corner's other coordinate, upper.dy,
        /// only adds a signed zero times 0 while finite), and likewise for the others; the
        /// upper corner's coordinates are kept within ±`reach` here so that no 0 · ∞ makes a NaN.
        @inline(__always)
        func holds(_ box: AABB) -> Bool {
            box.lower.dx > lowerX && box.upper.dx < upperX && box.upper.dx > lowerX
                && box.lower.dy > lowerY && box.upper.dy < upperY && box.upper.dy > lowerY
        }
    }
}
