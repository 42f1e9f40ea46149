/// A framed panel of labelled slider bars, like the iOS demo's sliders: each row shows a
/// label, a bar with a knob at the value's place in its range, the value, and the keys that
/// move it. Pure drawing: it knows nothing of what the sliders control.
public struct SliderPanel: Sendable, Equatable {
    /// One slider.
    public struct Row: Sendable, Equatable {
        /// Short name, e.g. "gravity".
        public var label: String
        /// Where the knob sits, 0 (left) … 1 (right).
        public var fraction: Double
        /// The value as shown, e.g. "1.00".
        public var value: String
        /// The keys, e.g. "- +".
        public var keys: String
        /// Creates a row.
        public init(label: String, fraction: Double, value: String, keys: String) {
            self.label = label
            self.fraction = fraction
            self.value = value
            self.keys = keys
        }
    }

    /// The title in the top edge.
    public var title: String
    /// The sliders, top to bottom.
    public var rows: [Row]
    /// Cells of each bar.
    public var barWidth = 10

    /// Creates a panel.
    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }

    /// Width in cells, frame included.
    public var width: Int {
        let labels = rows.map(\.label.count).max() ?? 0
        let values = rows.map(\.value.count).max() ?? 0
        let keys = rows.map(\.keys.count).max() ?? 0
        return max(2 + labels + 1 + barWidth + 1 + values + 1 + keys + 2, title.count + 6)
    }

    /// Height in cells, frame included.
    public var height: Int { rows.count + 2 }

    /// Draws the panel with its top-right corner at (right edge column, row).
    public func draw(into grid: inout CellGrid, rightColumn: Int, row: Int, glyphs: GlyphSet) {
        let left = rightColumn - width + 1
        guard left >= 0, row >= 0, row + height <= grid.rows else { return }
        grid.drawFrame(column: left, row: row, width: width, height: height, title: title, glyphs: glyphs)
        let labels = rows.map(\.label.count).max() ?? 0
        let values = rows.map(\.value.count).max() ?? 0
        for (i, slider) in rows.enumerated() {
            var c = grid.write(
                Self.pad(slider.label, labels), column: left + 2, row: row + 1 + i, style: Style(bold: true))
            c = drawBar(slider.fraction, into: &grid, column: c + 1, row: row + 1 + i, glyphs: glyphs)
            c = grid.write(Self.pad(slider.value, values, right: true), column: c + 1, row: row + 1 + i)
            grid.write(slider.keys, column: c + 1, row: row + 1 + i, style: Style(dim: true))
        }
    }

    /// The bar: filled up to the knob, empty after it. Returns the column after it.
    private func drawBar(_ fraction: Double, into grid: inout CellGrid, column: Int, row: Int, glyphs: GlyphSet) -> Int
    {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let knob = Int((f * Double(barWidth - 1)).rounded())
        let (full, empty, mark): (Character, Character, Character) =
            glyphs == .unicode ? ("━", "─", "●") : ("=", "-", "O")
        for i in 0..<barWidth {
            let glyph = i == knob ? mark : (i < knob ? full : empty)
            grid.put(
                glyph, column: column + i, row: row,
                style: i == knob ? Style(bold: true) : Style(foreground: i < knob ? .cyan : .default, dim: i > knob))
        }
        return column + barWidth
    }

    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - s.count))
        return right ? gap + s : s + gap
    }
}
