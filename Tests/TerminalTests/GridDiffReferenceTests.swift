import Raster
import Testing

@testable import Terminal

/// `GridDiff.runs` against a plain, slow restatement of its rules, on random grids with wide
/// glyphs, several styles and small changes (the fast version works on raw row buffers).
@Suite("GridDiff against a reference")
struct GridDiffReferenceTests {
    /// The rules, written the simple way: mark changed cells, widen over both halves of any
    /// wide glyph (old or new) they touch, then cut marked cells into same-style runs, a wide
    /// glyph always with its continuation.
    static func referenceRuns(from old: CellGrid?, to new: CellGrid) -> [CellRun] {
        let previous = old.flatMap { $0.columns == new.columns && $0.rows == new.rows ? $0 : nil }
        var runs: [CellRun] = []
        for row in 0..<new.rows {
            var marked = Array(repeating: previous == nil, count: new.columns)
            if let old = previous {
                for column in 0..<new.columns where old[column, row] != new[column, row] {
                    marked[column] = true
                    if column > 0, old[column, row].isContinuation || new[column, row].isContinuation {
                        marked[column - 1] = true
                    }
                    if column + 1 < new.columns,
                        GridDiff.isWideLead(old, column: column, row: row)
                            || GridDiff.isWideLead(new, column: column, row: row)
                    {
                        marked[column + 1] = true
                    }
                }
            }
            var column = 0
            var current: CellRun?
            while column < new.columns {
                guard marked[column] else {
                    if let run = current { runs.append(run); current = nil }
                    column += 1
                    continue
                }
                let lead = new[column, row]
                var unit = [lead]
                if column + 1 < new.columns, !lead.isContinuation, new[column + 1, row].isContinuation {
                    unit.append(new[column + 1, row])
                }
                if var run = current, run.style == lead.style, run.endColumn == column {
                    run.cells += unit
                    current = run
                } else {
                    if let run = current { runs.append(run) }
                    current = CellRun(row: row, column: column, style: lead.style, cells: unit)
                }
                column += unit.count
            }
            if let run = current { runs.append(run) }
        }
        return runs
    }

    /// A small deterministic generator (xorshift).
    struct Random {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(n))
        }
    }

    static func scribble(_ grid: inout CellGrid, _ random: inout Random, count: Int) {
        let glyphs: [Character] = ["🐷", "🐷", "a", " ", "⣀", "🐷"]
        let styles = [Style.plain, Style(foreground: .brightMagenta, bold: true), Style(dim: true)]
        for _ in 0..<count {
            let glyph = glyphs[random.next(glyphs.count)]
            grid.put(
                glyph, column: random.next(grid.columns), row: random.next(grid.rows),
                style: styles[random.next(styles.count)])
        }
        // Now and then a stray continuation, as a grid edited cell by cell may hold.
        if random.next(4) == 0 {
            grid[random.next(grid.columns), random.next(grid.rows)] = Cell(" ", isContinuation: true)
        }
    }

    @Test("the fast diff finds exactly the reference runs")
    func matchesReference() {
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        for trial in 0..<300 {
            let columns = 1 + random.next(14), rows = 1 + random.next(4)
            var old = CellGrid(columns: columns, rows: rows)
            Self.scribble(&old, &random, count: random.next(12))
            var new = old
            Self.scribble(&new, &random, count: random.next(6))
            #expect(GridDiff.runs(from: old, to: new) == Self.referenceRuns(from: old, to: new), "trial \(trial)")
            #expect(GridDiff.runs(from: nil, to: new) == Self.referenceRuns(from: nil, to: new), "trial \(trial)")
        }
    }
}
