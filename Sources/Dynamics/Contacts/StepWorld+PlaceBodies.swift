extension StepWorld {
    /// Writes every colliding body's shape kind, transform, disc radius, reach (see `sweep`),
    /// drift and box for a collision step of `span` seconds, and lists it in `members`. Discs
    /// and boxes go through buffers; the rest (see `placeOther`) after them.
    mutating func placeBodies(span: Double, members: inout [Int], boxes: inout [AABB], drift: inout [Double]) {
        let halfSpanSquared = span * span / 2
        let n = bodies.count
        if contacts.transforms.count != n { contacts.transforms = Array(repeating: .identity, count: n) }
        if contacts.radii.count != n { contacts.radii = Array(repeating: -1, count: n) }
        if contacts.reach.count != n { contacts.reach = Array(repeating: 0, count: n) }
        if contacts.narrowShapes.count != n { contacts.narrowShapes = Array(repeating: .other, count: n) }
        if contacts.tame.count != n { contacts.tame = Array(repeating: false, count: n) }
        var shapes = contacts.narrowShapes, transforms = contacts.transforms
        var radii = contacts.radii, reaches = contacts.reach, tame = contacts.tame
        contacts.tame = []
        contacts.narrowShapes = []
        contacts.transforms = []
        contacts.radii = []
        contacts.reach = []
        var others: [Int] = []
        // Members written by index into room made up front (no append, no uniqueness check).
        let first = members.count
        members.append(contentsOf: repeatElement(0, count: n))
        var listed = first
        let groups = bodies.collisionGroups, forces = bodies.force, inverseMass = bodies.inverseMass
        let positions = bodies.position, velocities = bodies.velocity
        // Shapes made here because they were not cached yet; cached after the loop, which
        // reads the cache in place (caching one during the loop would copy the whole cache).
        var fresh: [(Int, CollisionShape)] = []
        var invalid: Int?
        let angles = bodies.angle, spins = bodies.angularVelocity
        let shownAngles = bodies.shownAngle, shownRotations = bodies.shownRotation
        withBuffers(&shapes, &transforms, &radii, &reaches) { sh, xf, rd, re in
            withBuffers(&boxes, &members) { bx, mb in
                drift.withUnsafeMutableBufferPointer { dr in
                    withReadBuffers(groups, forces) { groups, forces in
                        withReadBuffers(inverseMass, positions) { inverseMass, positions in
                            withReadBuffers(bodies.shapeCache, bodies.isGroup) { cached, isGroup in
                                withReadBuffers(angles, spins) { angles, spins in
                                    withReadBuffers(shownAngles, shownRotations) { shownAngles, shownRotations in
                                        tame.withUnsafeMutableBufferPointer { tm in
                                            velocities.withUnsafeBufferPointer { velocities in
                                                for i in 0..<n where groups[i] != 0 {
                                                    mb[listed] = i
                                                    listed += 1
                                                    // As `narrowShape(at:)`, the cache read in place.
                                                    var shape = NarrowShape.other
                                                    if !isGroup[i] {
                                                        if let kind = cached[i]?.narrowShape {
                                                            shape = kind
                                                        } else if let made = try? CollisionShape.make(
                                                            size: bodies.size[i], type: bodies.shape[i],
                                                            path: bodies.path[i])
                                                        {
                                                            fresh.append((i, made))
                                                            shape = made.narrowShape
                                                        } else {
                                                            invalid = i
                                                            break
                                                        }
                                                    }
                                                    sh[i] = shape
                                                    dr[i] = forces[i].length * inverseMass[i] * halfSpanSquared
                                                    rd[i] = -1
                                                    tm[i] = false
                                                    switch shape {
                                                    case .circle(let r):
                                                        xf[i] = Transform2(position: positions[i], c: 1, s: 0)
                                                        rd[i] = r
                                                        re[i] = 0
                                                        let c = positions[i]
                                                        let e = r + dr[i] + Self.speculativeDistance
                                                        bx[i] = AABB(
                                                            lower: Vector(dx: c.dx - e, dy: c.dy - e),
                                                            upper: Vector(dx: c.dx + e, dy: c.dy + e)
                                                        )
                                                        .swept(by: velocities[i] * span)
                                                    case .box(let hull):
                                                        xf[i] = Self.placement(
                                                            positions[i], angles[i], shownAngle: shownAngles[i],
                                                            shownRotation: shownRotations[i])
                                                        let box = hull.aabb(xf[i])
                                                        re[i] = reach(of: box, from: positions[i])
                                                        dr[i] += re[i] * min(abs(spins[i]) * span, 2)
                                                        tm[i] = hull.isTame(placed: xf[i])
                                                        bx[i] = box.expanded(by: dr[i] + Self.speculativeDistance)
                                                            .swept(by: velocities[i] * span)
                                                    case .other:
                                                        others.append(i)
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        contacts.narrowShapes = shapes
        contacts.transforms = transforms
        contacts.radii = radii
        contacts.reach = reaches
        contacts.tame = tame
        for (i, made) in fresh { bodies.shapeCache[i] = made }
        if let i = invalid {
            // A path that makes no shape: `shape(at:)` stops with its message (were it to make
            // one after all, every body is placed again with it cached).
            _ = bodies.shape(at: i)
            members.removeLast(members.count - first)
            placeBodies(span: span, members: &members, boxes: &boxes, drift: &drift)
            return
        }
        members.removeLast(members.count - listed)
        contacts.anyOtherShape = !others.isEmpty
        for i in others { placeOther(i, span: span, boxes: &boxes, drift: &drift) }
    }

    /// A body's transform at `position` turned by `angle`, with the cosine and sine of the last
    /// write-back (`BodyStore.shownRotation`) when the body has not turned since: the bits
    /// `cos` and `sin` would give again.
    @inline(__always)
    static func placement(
        _ position: Vector, _ angle: Double, shownAngle: Double, shownRotation: Vector
    ) -> Transform2 {
        guard angle.bitPattern == shownAngle.bitPattern else { return Transform2(position: position, angle: angle) }
        return Transform2(position: position, c: shownRotation.dx, s: shownRotation.dy)
    }

    /// Body `i`'s placement now, as `placeBodies` makes it for a body of a fast kind: a disc
    /// (`contacts.radii[i] ≥ 0`) unrotated, with no cosine or sine (a circle's collision reads
    /// only its centre, `p`), any other body turned by its angle.
    @inline(__always)
    func placement(ofBody i: Int) -> Transform2 {
        guard contacts.radii[i] < 0 else { return Transform2(position: bodies.position[i], c: 1, s: 0) }
        return Transform2(position: bodies.position[i], angle: bodies.angle[i])
    }

    /// `placeBodies` for a body of no fast kind: an ellipse, a general polygon, a group.
    private mutating func placeOther(_ i: Int, span: Double, boxes: inout [AABB], drift: inout [Double]) {
        contacts.transforms[i] = Transform2(position: bodies.position[i], angle: bodies.angle[i])
        let box = boundingBox(ofBody: i)
        contacts.reach[i] = reach(of: box, from: bodies.position[i])
        drift[i] += sweep(ofBody: i, within: span)
        boxes[i] = box.expanded(by: drift[i] + Self.speculativeDistance).swept(by: bodies.velocity[i] * span)
    }
}

/// Runs `work` on four arrays as mutable buffers (no uniqueness check per element written).
@inline(__always)
func withBuffers<A, B, C, D>(
    _ a: inout [A], _ b: inout [B], _ c: inout [C], _ d: inout [D],
    _ work: (
        UnsafeMutableBufferPointer<A>, UnsafeMutableBufferPointer<B>, UnsafeMutableBufferPointer<C>,
        UnsafeMutableBufferPointer<D>
    ) -> Void
) {
    a.withUnsafeMutableBufferPointer { a in
        b.withUnsafeMutableBufferPointer { b in
            c.withUnsafeMutableBufferPointer { c in d.withUnsafeMutableBufferPointer { d in work(a, b, c, d) } }
        }
    }
}

/// Runs `work` on three arrays as mutable buffers.
@inline(__always)
func withBuffers<A, B, C>(
    _ a: inout [A], _ b: inout [B], _ c: inout [C],
    _ work: (UnsafeMutableBufferPointer<A>, UnsafeMutableBufferPointer<B>, UnsafeMutableBufferPointer<C>) -> Void
) {
    a.withUnsafeMutableBufferPointer { a in
        b.withUnsafeMutableBufferPointer { b in c.withUnsafeMutableBufferPointer { c in work(a, b, c) } }
    }
}

/// Runs `work` on two arrays as mutable buffers.
@inline(__always)
func withBuffers<A, B>(
    _ a: inout [A], _ b: inout [B], _ work: (UnsafeMutableBufferPointer<A>, UnsafeMutableBufferPointer<B>) -> Void
) {
    a.withUnsafeMutableBufferPointer { a in b.withUnsafeMutableBufferPointer { b in work(a, b) } }
}
