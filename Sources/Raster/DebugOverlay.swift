import Dynamics

/// Draws a `DebugSnapshot` as Braille dots: field arrows underneath, then boundaries, item
/// bounds, attachments and snaps, and on top each item's force vectors, one colour per kind.
/// Only the eight ANSI colours are used, so it reads on dark and light themes alike.
public struct DebugOverlay: Sendable {
    /// Maps world points to cells (and dots).
    public var viewport: Viewport

    /// Creates an overlay drawer.
    public init(viewport: Viewport) {
        self.viewport = viewport
    }

    /// Colour of a force kind's arrows.
    public static func color(of kind: DebugSnapshot.ForceKind) -> TermColor {
        switch kind {
        case .gravity: return .green
        case .push: return .red
        case .field: return .magenta
        case .contact: return .cyan
        }
    }

    /// Colour of collision bounds and boundaries (the terminal's own text colour).
    public static let boundsColor = TermColor.default
    /// Colour of attachments and snaps.
    public static let linkColor = TermColor.blue

    /// Length in points of the arrow for an acceleration of `a` pt/s²: 48 pt (3 rows) for
    /// gravity 1 (1000 pt/s²), growing with √a so weak forces stay visible and strong ones do
    /// not cross the screen; at most 4× that.
    public static func arrowLength(for a: Double) -> Double {
        guard a.isFinite, a > 0 else { return 0 }
        return min(48 * (a / Units.gravity).squareRoot(), 192)
    }

    /// The snapshot drawn on a canvas of `columns` × `rows` cells.
    public func canvas(for snapshot: DebugSnapshot, columns: Int, rows: Int) -> DotCanvas {
        var canvas = DotCanvas(columns: columns, rows: rows)
        drawFieldSamples(snapshot, on: &canvas)
        for boundary in snapshot.boundaries {
            let points = boundary.points.map(viewport.dotPosition(of:))
            if boundary.closed {
                canvas.polygon(points, color: Self.boundsColor)
            } else {
                polyline(points, on: &canvas)
            }
        }
        let half = viewport.dotSize
        for item in snapshot.items {
            let shape = item.shape.inset(dx: half.width / 2, dy: half.height / 2)
            canvas.polygon(
                shape.outline(ellipseSegments: segments(for: shape)).map(viewport.dotPosition(of:)),
                color: Self.boundsColor)
        }
        for link in snapshot.attachments + snapshot.snaps { drawLink(link, on: &canvas) }
        for item in snapshot.items {
            for force in item.accelerations { drawForce(force, at: item.shape.center, on: &canvas) }
        }
        return canvas
    }

    /// An arrow from the item's centre along the acceleration, `arrowLength` long.
    private func drawForce(_ force: DebugSnapshot.Force, at center: Point, on canvas: inout DotCanvas) {
        let a = force.acceleration.length
        let length = Self.arrowLength(for: a)
        guard length >= viewport.dotSize.width / 2 else { return }
        let tip = center + force.acceleration * (length / a)
        canvas.arrow(
            from: viewport.dotPosition(of: center), to: viewport.dotPosition(of: tip),
            color: Self.color(of: force.kind))
    }

    /// Field samples as arrows whose length follows the field's strength (`FieldArrows`).
    private func drawFieldSamples(_ snapshot: DebugSnapshot, on canvas: inout DotCanvas) {
        for sample in snapshot.fieldSamples where sample.acceleration.isFinite && sample.acceleration != .zero {
            let tip = FieldArrows.tip(at: sample.at, acceleration: sample.acceleration, spacing: snapshot.fieldSpacing)
            let from = viewport.dotPosition(of: sample.at), to = viewport.dotPosition(of: tip)
            if (to - from).length < 1 {
                canvas.plot(x: Int(from.x.rounded(.down)), y: Int(from.y.rounded(.down)), color: Self.color(of: .field))
            } else {
                canvas.arrow(from: from, to: to, color: Self.color(of: .field), headLength: 2)
            }
        }
    }

    /// An attachment or snap: a line (dashed for springs) and a small cross on the far end.
    private func drawLink(_ link: DebugSnapshot.Link, on canvas: inout DotCanvas) {
        let a = viewport.dotPosition(of: link.from), b = viewport.dotPosition(of: link.to)
        canvas.line(from: a, to: b, color: Self.linkColor, dash: link.isSpring ? 1 : 0)
        for (dx, dy) in [(-1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (1.0, -1.0)] {
            canvas.line(from: b, to: b + Vector(dx: dx, dy: dy), color: Self.linkColor)
        }
    }

    private func polyline(_ points: [Point], on canvas: inout DotCanvas) {
        for (a, b) in zip(points, points.dropFirst()) { canvas.line(from: a, to: b, color: Self.boundsColor) }
    }

    /// Enough ellipse segments that each spans about two dots.
    private func segments(for shape: ItemShape) -> Int {
        let perimeter = Double.pi * (shape.size.width + shape.size.height) / 2
        return min(128, max(12, Int(perimeter / (viewport.dotSize.width * 2))))
    }
}

extension DebugOverlay {
    /// The legend naming each colour, e.g. `debug gravity push field contact bounds joints`,
    /// written from (column, row) and clipped to `width` cells.
    public static func drawLegend(into grid: inout CellGrid, column: Int, row: Int, width: Int) {
        let end = min(grid.columns, column + width)
        var c = grid.write("debug", column: column, row: row, style: Style(bold: true))
        let words: [(String, TermColor)] =
            DebugSnapshot.ForceKind.allCases.map { ($0.rawValue, color(of: $0)) }
            + [("bounds", boundsColor), ("joints", linkColor)]
        for (word, color) in words where c + 1 + word.count <= end {
            c = grid.write(" " + word, column: c, row: row, style: Style(foreground: color, bold: true))
        }
    }
}
