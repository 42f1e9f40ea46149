import Dynamics

/// How the debug overlay shows a field: samples on a grid that grows coarser with the
/// terminal (about `across` × `down` arrows whatever its size, never closer than
/// `minimumCells`), and arrows whose length follows the field's strength, so the items stay
/// readable among them.
public enum FieldArrows {
    /// About this many samples across the screen and down it.
    public static let across = 10.0, down = 6.0
    /// The closest samples may be, in cells (columns, rows).
    public static let minimumCells = (columns: 8.0, rows: 4.0)
    /// Acceleration (pt/s²) at which an arrow reaches its full length: 1 g (1000 pt/s²).
    public static let fullStrength = 1000.0
    /// Share of the sample spacing the longest arrow spans, so neighbours never touch.
    public static let reach = 0.7

    /// Distance between samples (points) on a screen of `columns` × `rows` cells of `cellSize`.
    public static func spacing(columns: Int, rows: Int, cellSize: Size) -> Size {
        let cellsAcross = max(minimumCells.columns, (Double(columns) / across).rounded())
        let cellsDown = max(minimumCells.rows, (Double(rows) / down).rounded())
        return Size(width: cellsAcross * cellSize.width, height: cellsDown * cellSize.height)
    }

    /// The arrow's tip for `acceleration` (pt/s²) sampled at `at`, with samples `spacing`
    /// apart: its length grows with the square root of the strength (so weak fields still
    /// show) up to `reach` of the spacing at `fullStrength` and beyond.
    public static func tip(at: Point, acceleration: Vector, spacing: Size) -> Point {
        let strength = acceleration.length
        guard strength.isFinite, strength > 0 else { return at }
        let longest = reach * min(spacing.width, spacing.height)
        let length = longest * min(1, (strength / fullStrength).squareRoot())
        return at + acceleration * (length / strength)
    }
}
