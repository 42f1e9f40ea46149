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
        // and kept by stepping the count), four entries at once as `query` walks them, then
        // visited. The lanes read past a bucket's end hold other buckets' entries, whose cells
        // are not the cell walked, or the padding, whose cell key no cell has: the cell
        // comparison drops them, and their writes land in the room past the last kept.
        var room = 0
        bucketStart.withUnsafeBufferPointer { starts in
            for y in y0...y1 {
                for x in x0...x1 {
                    let k = bucket(x, y)
                    room += Int(starts[k + 1] - starts[k])
                }
            }
        }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: room + GridColumns.padding) { found in
            var n = 0
            let upperX = SIMD4(repeating: box.upper.dx), upperY = SIMD4(repeating: box.upper.dy)
            let negatedLowerX = SIMD4(repeating: -box.lower.dx), negatedLowerY = SIMD4(repeating: -box.lower.dy)
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
                                    let masks = SIMD4(repeating: cellMask), wanted = SIMD4(repeating: cell)
                                    var i = Int(starts[k])
                                    let end = Int(starts[k + 1])
                                    while i < end {
                                        let hit =
                                            (Self.four(lowerX, i) .<= upperX) .& (Self.four(lowerY, i) .<= upperY)
                                            .& (Self.four(negatedUpperX, i) .<= negatedLowerX)
                                            .& (Self.four(negatedUpperY, i) .<= negatedLowerY)
                                            .& ((Self.four(cells, i) & masks) .== wanted)
                                        let q = Self.four(tags, i) & Entry.index
                                        let kept = SIMD4<Int64>(repeating: 0).replacing(with: 1, where: hit)
                                        for l in 0..<4 {
                                            found[n] = Int32(truncatingIfNeeded: q[l])
                                            n &+= Int(kept[l])
                                        }
                                        i &+= 4
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
