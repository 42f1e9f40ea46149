extension BroadPhase {
    /// The pair of proxies `p` and `q` as a key of `pairs`: the higher index in the upper half.
    @inline(__always)
    static func key(_ p: Int, _ q: Int) -> UInt64 {
        UInt64(max(p, q)) << 32 | UInt64(min(p, q))
    }

    /// Replaces `pairs` by its pairs between proxies that kept their fat boxes, merged with
    /// this pass's `fresh` pairs (sorted here: counted by b, then by a within each b). `count`
    /// is the number of body indices now.
    mutating func mergePairs(count: Int) {
        sortFresh(count: count)
        // Written by index into room made up front, then cut to length.
        merged.removeAll(keepingCapacity: true)
        merged.append(contentsOf: repeatElement(0, count: pairs.count + fresh.count))
        var j = 0, written = 0
        withReadBuffers(pairs, fresh) { pairs, fresh in
            withReadBuffers(isStale, isMoved) { isStale, isMoved in
                merged.withUnsafeMutableBufferPointer { merged in
                    for key in pairs {
                        let a = Int(truncatingIfNeeded: key & 0xFFFF_FFFF), b = Int(truncatingIfNeeded: key >> 32)
                        guard b < count && !isStale[a] && !isStale[b] && !isMoved[a] && !isMoved[b] else { continue }
                        while j < fresh.count && fresh[j] < key {
                            merged[written] = fresh[j]
                            written += 1
                            j += 1
                        }
                        merged[written] = key
                        written += 1
                    }
                    while j < fresh.count {
                        merged[written] = fresh[j]
                        written += 1
                        j += 1
                    }
                }
            }
        }
        merged.removeLast(merged.count - written)
        swap(&pairs, &merged)
        fresh.removeAll(keepingCapacity: true)
        hasDroppedTail = false
    }

    /// Sorts `fresh` ascending: a counting sort by b, then insertion sort of each b's few a's.
    private mutating func sortFresh(count: Int) {
        guard fresh.count > 1 else { return }
        if groupStart.count != count + 1 { groupStart = Array(repeating: 0, count: count + 1) }
        merged.removeAll(keepingCapacity: true)
        merged.append(contentsOf: repeatElement(0, count: fresh.count))
        let keys = fresh
        withBuffers(&groupStart, &merged) { groupStart, merged in
            keys.withUnsafeBufferPointer { keys in
                groupStart.update(repeating: 0)
                for key in keys { groupStart[Int(truncatingIfNeeded: key >> 32)] += 1 }
                var sum: Int32 = 0
                for i in 0..<count {
                    let c = groupStart[i]
                    groupStart[i] = sum
                    sum += c
                }
                groupStart[count] = sum
                for key in keys {
                    let b = Int(truncatingIfNeeded: key >> 32)
                    merged[Int(groupStart[b])] = key
                    groupStart[b] += 1
                }
                // groupStart[b] is now the end of b's run; insertion sort within runs is a plain
                // insertion sort over the whole array (runs are already in order by b).
                for k in 1..<merged.count {
                    let key = merged[k]
                    var m = k
                    while m > 0 && merged[m - 1] > key {
                        merged[m] = merged[m - 1]
                        m -= 1
                    }
                    merged[m] = key
                }
            }
        }
        swap(&fresh, &merged)
    }
}
