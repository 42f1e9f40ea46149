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
        withReadBuffers(entries, bucketStart) { entries, starts in
            for y in y0...y1 {
                for x in x0...x1 {
                    let k = bucket(x, y)
                    // The home cell (see `isHomeCell`) from the first cells of the box's range
                    // and of the entry's, as `query` finds it.
                    let need = (x == x0 ? 0 : Entry.firstColumn) | (y == y0 ? 0 : Entry.firstRow)
                    for i in Int(starts[k])..<Int(starts[k + 1]) {
                        let e = entries[i]
                        if e.x == x && e.y == y && e.tagged & need == need && e.box.overlaps(box) { visit(e.proxy) }
                    }
                }
            }
        }
        for l in large where fat[Int(l)].overlaps(box) { visit(Int(l)) }
    }
}
