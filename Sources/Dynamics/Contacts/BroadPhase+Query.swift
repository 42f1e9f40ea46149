extension BroadPhase {
    /// Calls `visit(q)` once for every proxy whose fat box overlaps `box`, which need not be
    /// a proxy's (a body re-collided in the middle of a pass asks with its new box). Proxies
    /// come out in the grid's order, which depends only on what was filed.
    func forEachProxy(overlapping box: AABB, _ visit: (Int) -> Void) {
        guard cellSize > 0 else { return }
        let (x0, y0, x1, y1) = cells(box)
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= 4 * Self.maximumCellsPerProxy else {
            // A box over many cells: every proxy once is cheaper than every cell.
            for q in isProxy.indices where isProxy[q] && fat[q].overlaps(box) { visit(q) }
            return
        }
        // The overlapping proxies are gathered first without a branch per entry (each written,
        // and kept by stepping the count), four entries at once as `query` walks them (see
        // `walkCells`), then visited; the lanes past a bucket's end write into the room past
        // the last kept.
        withUnsafeTemporaryAllocation(
            of: Int32.self, capacity: entryCount(x0, y0, x1, y1) + GridColumns.padding
        ) { found in
            var n = 0
            walkCells(x0, y0, x1, y1, meeting: box) { hit, tag in
                // Tags, the index masked out of the kept ones only (see `query`).
                let kept = SIMD4<Int32>(repeating: 0).replacing(with: 1, where: hit)
                for l in 0..<4 {
                    found[n] = tag[l]
                    n &+= Int(kept[l])
                }
            }
            // The exact test of the `Double` boxes (the walk's may pass boxes a rounding apart).
            for tag in found[..<n] {
                let q = Int(tag & Entry.index)
                if fat[q].overlaps(box) { visit(q) }
            }
        }
        for l in large where fat[Int(l)].overlaps(box) { visit(Int(l)) }
    }
}
