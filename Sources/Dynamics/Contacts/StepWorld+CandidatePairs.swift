extension StepWorld {
    /// The pairs (a < b, ascending by b then a) whose boxes overlap, of which one body at least
    /// is being re-collided. Each pair is found once, in one of four ways:
    /// - a re-collided body still inside its fat box meets, among the grid's proxies whose fat
    ///   boxes overlap its box, the bodies inside theirs: those not re-collided, and re-collided
    ///   ones above it (each such pair from its lower body). A box inside its fat box overlaps
    ///   only boxes whose fat boxes it overlaps. (The grid is asked, not the pass's pairs filed
    ///   by body: filing every pair, some 120 000 in the floor-on frame, cost more each pass
    ///   than the few hundred bodies' walks of a cell or four.)
    /// - a re-collided body outside its fat box (escaped) meets every body inside its own fat
    ///   box among the grid's proxies;
    /// - an escaped body not re-collided meets, among the grid's proxies, the re-collided
    ///   bodies inside their fat boxes;
    /// - the escaped bodies meet each other in a sweep along x (`sweepEscaped`).
    /// So no sweep runs over the many re-collided bodies inside their fat boxes, which sit
    /// side by side where an impact struck. Each partner's placement is brought up to date
    /// (once, however many bodies it meets).
    mutating func candidatePairs(_ redo: [Int]) -> [(Int, Int)] {
        var keys: [UInt64] = []
        var partners: [Int] = []
        let broadPhase = contacts.broadPhase
        let boxes = contacts.boxes, redone = contacts.redone, isEscaped = contacts.isEscaped
        let escaped = contacts.escaped
        // Read unchecked, so every index is checked once against the shortest (a removed
        // body can leave the boxes one longer until the next pass).
        let limit = min(boxes.count, redone.count, isEscaped.count)
        // The lists are appended to through pointers: a closure's captured variables had
        // their exclusive access checked at run time, twice per body (`swift_beginAccess`).
        withUnsafeMutablePointer(to: &partners) { partners in
            withUnsafeMutablePointer(to: &keys) { keys in
                boxes.withUnsafeBufferPointer { boxes in
                    withReadBuffers(redone, isEscaped) { redone, isEscaped in
                        for i in redo {
                            precondition(i >= 0 && i < limit, "candidatePairs: body \(i) of \(limit)")
                            let box = boxes[i]
                            // Outside its fat box, it meets every proxy inside theirs; inside, a
                            // re-collided one only from the lower body of the two (its own proxy
                            // among them: re-collided, and not above itself).
                            let outside = isEscaped[i]
                            broadPhase.forEachProxy(overlapping: box) { q in
                                precondition(q >= 0 && q < limit, "candidatePairs: partner \(q) of \(limit)")
                                guard !isEscaped[q] && (outside || redone[q] == 0 || q > i) && boxes[q].overlaps(box)
                                else { return }
                                if redone[q] == 0 { partners.pointee.append(q) }
                                keys.pointee.append(BroadPhase.key(i, q))
                            }
                        }
                        for e in escaped where redone[e] == 0 {
                            precondition(e >= 0 && e < limit, "candidatePairs: escaped body \(e) of \(limit)")
                            let box = boxes[e]
                            var met = false
                            broadPhase.forEachProxy(overlapping: box) { q in
                                precondition(q >= 0 && q < limit, "candidatePairs: partner \(q) of \(limit)")
                                guard redone[q] > 0 && !isEscaped[q] && boxes[q].overlaps(box) else { return }
                                met = true
                                keys.pointee.append(BroadPhase.key(e, q))
                            }
                            if met { partners.pointee.append(e) }
                        }
                    }
                }
            }
        }
        sweepEscaped(&partners, &keys)
        // Partners keep their contacts with others, but meet these bodies where they are now.
        var placed = [UInt64](repeating: 0, count: (bodies.count + 63) >> 6)
        for q in partners {
            let bit: UInt64 = 1 << UInt64(q & 63)
            guard placed[q >> 6] & bit == 0 else { continue }
            placed[q >> 6] |= bit
            contacts.transforms[q] = placement(ofBody: q)
        }
        return Self.ascendingPairs(keys)
    }

    /// The escaped bodies against each other: sorted by their boxes' left sides, each meets
    /// those after it until one starts right of its box; a pair of which one at least is
    /// re-collided, and whose boxes overlap, gives its key, and its other body (if not
    /// re-collided) goes to `partners`. The boxes are read in sweep order from a copy.
    private func sweepEscaped(_ partners: inout [Int], _ keys: inout [UInt64]) {
        let boxes = contacts.boxes, redone = contacts.redone
        var swept = contacts.escaped
        guard swept.count > 1 else { return }
        swept.sort { boxes[$0].lower.dx < boxes[$1].lower.dx || (boxes[$0].lower.dx == boxes[$1].lower.dx && $0 < $1) }
        let inOrder = swept.map { boxes[$0] }, isRedone = swept.map { redone[$0] > 0 }
        withReadBuffers(inOrder, isRedone) { inOrder, isRedone in
            for n in inOrder.indices {
                let box = inOrder[n], right = box.upper.dx
                var k = n + 1
                while k < inOrder.count && inOrder[k].lower.dx <= right {
                    if (isRedone[n] || isRedone[k]) && box.overlaps(inOrder[k]) {
                        partners.append(isRedone[n] ? swept[k] : swept[n])
                        keys.append(BroadPhase.key(swept[n], swept[k]))
                    }
                    k += 1
                }
            }
        }
    }

    /// `keys` (as `BroadPhase.key`) in ascending order, each as its (low, high) pair: counted
    /// out into 4 to 8 times as many buckets as keys by the high body (its span from the least
    /// to the greatest cut to that many by a shift), then put in order by insertion, which
    /// moves a key only within its bucket. The same order `keys.sorted()` gives, in a few
    /// passes over the keys rather than a comparison sort; few keys are simply sorted.
    static func ascendingPairs(_ keys: [UInt64]) -> [(Int, Int)] {
        let pair = { (key: UInt64) in (Int(truncatingIfNeeded: key & 0xFFFF_FFFF), Int(truncatingIfNeeded: key >> 32)) }
        guard keys.count >= 64 else { return keys.sorted().map(pair) }
        var least = UInt64.max, greatest: UInt64 = 0
        for key in keys {
            least = min(least, key >> 32)
            greatest = max(greatest, key >> 32)
        }
        let span = greatest - least
        let shift = max(
            0, (UInt64.bitWidth - span.leadingZeroBitCount) - (Int.bitWidth - keys.count.leadingZeroBitCount) - 2)
        let bucketCount = Int(span >> UInt64(shift)) + 1
        var start = [Int32](repeating: 0, count: bucketCount + 1)
        var sorted = [UInt64](repeating: 0, count: keys.count)
        withBuffers(&start, &sorted) { start, sorted in
            keys.withUnsafeBufferPointer { keys in
                BroadPhase.bucketSort(keys, into: sorted, starts: start) {
                    Int(truncatingIfNeeded: (($0 >> 32) - least) >> UInt64(shift))
                }
            }
        }
        return sorted.map(pair)
    }
}
