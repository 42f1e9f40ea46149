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
        // and kept by stepping the count), then visited.
        var room = 0
        bucketStart.withUnsafeBufferPointer { starts in
            for y in y0...y1 {
                for x in x0...x1 {
                    let k = bucket(x, y)
                    room += Int(starts[k + 1] - starts[k])
                }
            }
        }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: room) { found in
            var n = 0
            let columns = entries
            withReadBuffers(columns.lowerX, columns.lowerY) { lowerX, lowerY in
                withReadBuffers(columns.negatedUpperX, columns.negatedUpperY) { negatedUpperX, negatedUpperY in
                    withReadBuffers(columns.cell, columns.tag) { cells, tags in
                        bucketStart.withUnsafeBufferPointer { starts in
                            for y in y0...y1 {
                                for x in x0...x1 {
                                    let k = bucket(x, y)
                                    // The home cell (see `isHomeCell`) from the first cells of the
                                    // box's range and of the entry's, as `query` finds it.
                                    let need = (x == x0 ? 0 : Entry.firstColumn) | (y == y0 ? 0 : Entry.firstRow)
                                    let (cellMask, cell) = Entry.wanted(x, y, need: need)
                                    for i in Int(starts[k])..<Int(starts[k + 1]) {
                                        found[n] = Int32(truncatingIfNeeded: tags[i] & Entry.index)
                                        n +=
                                            Self.bit(cells[i] & cellMask == cell)
                                            & Self.bit(lowerX[i] <= box.upper.dx) & Self.bit(lowerY[i] <= box.upper.dy)
                                            & Self.bit(negatedUpperX[i] <= -box.lower.dx)
                                            & Self.bit(negatedUpperY[i] <= -box.lower.dy)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            for q in found[..<n] { visit(Int(q)) }
        }
        for l in large where fat[Int(l)].overlaps(box) { visit(Int(l)) }
    }
}
