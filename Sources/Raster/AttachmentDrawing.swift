import Dynamics

/// An attachment as the scene draws it without the debug overlay: what kind it is and the
/// two world points it joins.
public struct AttachmentDrawing: Sendable, Equatable {
    /// How an attachment looks.
    public enum Kind: Sendable, Equatable {
        /// A zig-zag.
        case spring
        /// A straight line.
        case rope
        /// A straight line (a rigid rod or a weld).
        case rod
        /// A dot at the shared point (`to`).
        case pin
    }

    /// The kind.
    public var kind: Kind
    /// The point on the first item (world points).
    public var from: Point
    /// The other item's point or the world anchor (world points).
    public var to: Point

    /// An attachment of `kind` from `from` to `to`.
    public init(kind: Kind, from: Point, to: Point) {
        self.kind = kind
        self.from = from
        self.to = to
    }
}

extension SceneRenderer {
    /// Braille dots across a spring's zig-zag (each side of its axis).
    static let zigzagAmplitude = 1.5
    /// Braille dots along the axis per zig-zag corner.
    static let zigzagPitch = 3.0

    /// Draws attachments in Braille dots (ASCII strokes outside UTF-8): springs as zig-zags,
    /// ropes and rods as lines, pins as a dot; under items drawn after it.
    public func drawAttachments(
        _ attachments: [AttachmentDrawing], color: TermColor = .default, into grid: inout CellGrid
    ) {
        guard !attachments.isEmpty else { return }
        var canvas = DotCanvas(columns: grid.columns, rows: grid.rows)
        for attachment in attachments {
            let a = viewport.dotPosition(of: attachment.from), b = viewport.dotPosition(of: attachment.to)
            switch attachment.kind {
            case .spring: Self.zigzag(from: a, to: b, color: color, on: &canvas)
            case .rope, .rod: canvas.line(from: a, to: b, color: color)
            case .pin: Self.dot(at: b, color: color, on: &canvas)
            }
        }
        canvas.draw(into: &grid, glyphs: glyphs, style: Style(bold: true))
    }

    /// A zig-zag from `a` to `b` (dot coordinates): a short straight lead at each end, corners
    /// `zigzagPitch` apart in between, alternating `zigzagAmplitude` each side of the axis.
    static func zigzag(from a: Point, to b: Point, color: TermColor, on canvas: inout DotCanvas) {
        let axis = b - a
        let length = axis.length
        let corners = Int((length - 2 * zigzagPitch) / zigzagPitch)
        guard length.isFinite, corners >= 2 else {
            canvas.line(from: a, to: b, color: color)
            return
        }
        let along = axis / length
        let across = Vector(dx: -along.dy, dy: along.dx) * zigzagAmplitude
        let start = a + along * ((length - Double(corners - 1) * zigzagPitch) / 2)
        var previous = a
        for k in 0..<corners {
            let corner = start + along * (Double(k) * zigzagPitch) + across * (k % 2 == 0 ? 1 : -1)
            canvas.line(from: previous, to: corner, color: color)
            previous = corner
        }
        canvas.line(from: previous, to: b, color: color)
    }

    /// A 2 × 2 block of dots at `p` (dot coordinates).
    static func dot(at p: Point, color: TermColor, on canvas: inout DotCanvas) {
        let x = DotCanvas.dot(p.x), y = DotCanvas.dot(p.y)
        for dy in 0...1 {
            for dx in 0...1 { canvas.plot(x: x + dx - 1, y: y + dy - 1, color: color) }
        }
    }
}
