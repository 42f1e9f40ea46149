extension StepWorld {
    /// Deepest a contact that was not overlapping when made may end a sub-step, as a share of
    /// the smaller item's smallest side (see `stopTunnelling`).
    static let deepestCrossing = 0.25

    /// The last line against tunnelling, after positions moved: a contact point that was not
    /// overlapping when the collision pass made it, but now is deeper than a quarter of the
    /// smaller item's smallest side, is moved back to touching (the bodies shifted apart along
    /// the normal, by their inverse masses).
    ///
    /// Speculative contacts already stop fast items at the surface: the solver caps the closing
    /// speed at gap / h. But at speeds near the ±1e30 pt/s the API allows, the closing speed
    /// and its correction cancel in double precision, leaving a rounding residue of about
    /// |v|·2⁻⁵³ (1e14 pt/s at 1e30), enough to carry a small item through anything in one
    /// sub-step. Positions moved back here are exact; the next pass sees the residual speed,
    /// small enough by then to be solved cleanly. Overlaps an item started with are left to
    /// the soft push-out, so items placed overlapping are still separated gently.
    mutating func stopTunnelling() {
        guard hasContacts, contacts.crossed else { return }
        unpackWide()
        var crossed: [Int] = []
        contacts.points.withUnsafeBufferPointer { ps in
            contacts.crossingLimit.withUnsafeBufferPointer { limit in
                for k in 0..<ps.count where -ps[k].separation > limit[k] { crossed.append(k) }
            }
        }
        guard !crossed.isEmpty else { return }
        contacts.tunnellingStops &+= 1
        for k in crossed {
            let c = contacts.constraints[Int(contacts.pointOwner[k])]
            separate(c, along: contacts.points[k].normal, by: -contacts.points[k].separation)
            contacts.points[k].separation = 0
        }
        refreshContacts()
    }

    /// Moves A back along −`normal` and B along +`normal` by `depth` in all, shared by
    /// inverse mass. The normal is the point's as the last refresh left it (two discs' is
    /// re-aimed: see `reaimDiscPairs`).
    private mutating func separate(_ c: ContactConstraint, along normal: Vector, by depth: Double) {
        let ma = bodies.inverseMass[c.a], mb = c.b >= 0 ? bodies.inverseMass[c.b] : 0
        let total = ma + mb
        guard total > 0 else { return }
        bodies.position[c.a] -= normal * (depth * ma / total)
        if c.b >= 0 { bodies.position[c.b] += normal * (depth * mb / total) }
    }
}
