import Dynamics

/// The one place that converts between world points and terminal cells.
///
/// A cell is `cellSize` points: by default 8 pt wide and 16 pt tall, because terminal cells
/// are about twice as tall as wide — so a 2-column emoji covers a 16 × 16 pt square and
/// circles stay round. Cell (0, 0) covers the world rectangle starting at `origin`.
public struct Viewport: Hashable, Sendable {
    /// Size of one cell in points. Default 8 × 16.
    public var cellSize: Size
    /// The world point at the top-left corner of cell (0, 0).
    public var origin: Point

    /// The default cell size, 8 × 16 pt.
    public static let defaultCellSize = Size(width: 8, height: 16)

    /// Creates a viewport; both cell dimensions must be finite and > 0.
    public init(cellSize: Size = Viewport.defaultCellSize, origin: Point = .zero) {
        precondition(
            cellSize.width > 0 && cellSize.height > 0 && cellSize.isFinite,
            "Viewport cellSize must be finite and > 0, got \(cellSize)")
        self.cellSize = cellSize
        self.origin = origin
    }

    /// The cell containing a world point (may lie outside any grid).
    public func cell(containing p: Point) -> (column: Int, row: Int) {
        (Self.floorInt((p.x - origin.x) / cellSize.width), Self.floorInt((p.y - origin.y) / cellSize.height))
    }

    /// The world point at the centre of a cell.
    public func center(ofColumn column: Int, row: Int) -> Point {
        Point(
            x: origin.x + (Double(column) + 0.5) * cellSize.width,
            y: origin.y + (Double(row) + 0.5) * cellSize.height)
    }

    /// The world rectangle covered by `columns` × `rows` cells from cell (0, 0).
    public func worldRect(columns: Int, rows: Int) -> Rect {
        Rect(
            origin: origin,
            size: Size(
                width: Double(columns) * cellSize.width,
                height: Double(rows) * cellSize.height))
    }

    /// The left column for a sprite `width` columns wide centred on a world point.
    public func leftColumn(centeredAt p: Point, width: Int) -> Int {
        Self.floorInt((p.x - origin.x) / cellSize.width - Double(width) / 2 + 0.5)
    }

    /// ⌊x⌋ as an Int, saturating far outside the Int range and mapping NaN to Int.min so
    /// such points simply land off the grid.
    static func floorInt(_ x: Double) -> Int {
        guard x.isFinite else { return x > 0 ? Int.max / 2 : Int.min / 2 }
        let f = x.rounded(.down)
        if f >= Double(Int.max / 2) { return Int.max / 2 }
        if f <= Double(Int.min / 2) { return Int.min / 2 }
        return Int(f)
    }
}

extension Viewport {
    /// Braille dots per cell across (2) and down (4): the sub-cell space of the debug overlay.
    public static let dotsPerCell = (x: 2, y: 4)

    /// A world point in dot space (fractional dots from the top-left of cell (0, 0)). At the
    /// default 8 × 16 pt cell a dot is a 4 × 4 pt square, so circles stay round.
    public func dotPosition(of p: Point) -> Point {
        Point(
            x: (p.x - origin.x) / cellSize.width * Double(Self.dotsPerCell.x),
            y: (p.y - origin.y) / cellSize.height * Double(Self.dotsPerCell.y))
    }

    /// Points per dot along x and y (4 × 4 at the default cell size).
    public var dotSize: Size {
        Size(width: cellSize.width / Double(Self.dotsPerCell.x), height: cellSize.height / Double(Self.dotsPerCell.y))
    }
}
