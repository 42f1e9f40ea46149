/// One pair touching: an item and another item or a boundary, in one collision behavior.
struct TouchRecord {
    /// Pair key and group: the identity of the touch across steps.
    var key: UInt64
    var group: Int
    var behavior: CollisionBehavior
    var item: DynamicItem
    var other: DynamicItem?
    var boundary: AnyHashable?
    var point: Point

    func precedes(_ r: TouchRecord) -> Bool { key != r.key ? key < r.key : group < r.group }
    func same(_ r: TouchRecord) -> Bool { key == r.key && group == r.group }
}

/// Which pairs touched, so the collision delegates hear of contacts beginning and ending.
///
/// A touch counts when a contact point pushed or lies within `touchDistance`; gaps that are
/// only speculative do not. Contacts that begin and end inside one step report both.
struct ContactEventLog {
    /// Separation (pt) up to which a contact counts as touching.
    static let touchDistance = 0.5
    var previous: [TouchRecord] = []
    var duringStep: [TouchRecord] = []
    var lastSubStep: [TouchRecord] = []
}

extension StepWorld {
    /// Notes this collision pass's touching pairs, when some collision behavior has a delegate.
    mutating func recordTouches() {
        guard recordsTouches else { return }
        contacts.events.lastSubStep.removeAll(keepingCapacity: true)
        for (c, s) in zip(contacts.constraints, contacts.solved) {
            guard let point = touchPoint(c, s) else { continue }
            let behavior = contacts.groups[c.group]
            var record = TouchRecord(
                key: c.key, group: c.group, behavior: behavior, item: bodies.items[c.a],
                other: c.b >= 0 ? bodies.items[c.b] : nil, boundary: nil, point: point)
            if c.boundary >= 0 { record.boundary = contacts.statics[c.boundary].identifier }
            contacts.events.lastSubStep.append(record)
        }
        contacts.events.duringStep += contacts.events.lastSubStep
    }

    /// Whether the end of a pass records its touches: some collision behavior has a delegate,
    /// or touches from before must be seen to end.
    var recordsTouches: Bool {
        contacts.groups.contains(where: { $0.collisionDelegate != nil }) || !contacts.events.previous.isEmpty
    }

    /// The world point of the first touching point of a contact, if any touches, by what the
    /// solver ended its points with (`s`, see `SolvedPoint`).
    mutating func touchPoint(_ c: ContactConstraint, _ s: SolvedPoints) -> Point? {
        for k in 0..<c.pointCount {
            let p = k == 0 ? c.p0 : c.p1, solved = k == 0 ? s.p0 : s.p1
            guard solved.maxNormalImpulse > 0 || solved.separation <= ContactEventLog.touchDistance else { continue }
            // Item–item: the lever arms already meet at the common point. Against a boundary:
            // midway between A's anchor, carried with A, and the boundary's (a world point),
            // which is on the surfaces once a speculative gap has closed.
            let onA = bodies.position[c.a] + (p.isSpeculative ? p.anchorA : solved.rA)
            let world = c.b >= 0 ? onA : (onA + p.anchorB) / 2
            return Point(x: world.dx, y: world.dy)
        }
        return nil
    }

}

extension DynamicAnimator {
    /// After a step: began = touched this step and not before; ended = touching before (or
    /// just begun) but not at the end. Delegates are called in a fixed order, and may change
    /// behaviors freely (the step is over).
    func deliverContactEvents() {
        var log = contacts.events
        guard !log.duringStep.isEmpty || !log.previous.isEmpty else { return }
        let touched = Self.unique(log.duringStep)
        let atEnd = Self.unique(log.lastSubStep)
        let began = touched.filter { t in !log.previous.contains { $0.same(t) } }
        let ended = Self.unique(log.previous + began).filter { t in !atEnd.contains { $0.same(t) } }
        log.previous = atEnd
        log.duringStep.removeAll(keepingCapacity: true)
        log.lastSubStep.removeAll(keepingCapacity: true)
        contacts.events = log
        for r in began { Self.tell(r, began: true) }
        for r in ended { Self.tell(r, began: false) }
    }

    private static func unique(_ records: [TouchRecord]) -> [TouchRecord] {
        var out: [TouchRecord] = []
        for r in records.sorted(by: { $0.precedes($1) }) where !(out.last?.same(r) ?? false) { out.append(r) }
        return out
    }

    private static func tell(_ r: TouchRecord, began: Bool) {
        guard let delegate = r.behavior.collisionDelegate else { return }
        switch (r.other, began) {
        case (let other?, true):
            delegate.collisionBehavior(r.behavior, beganContactFor: r.item, with: other, at: r.point)
        case (let other?, false):
            delegate.collisionBehavior(r.behavior, endedContactFor: r.item, with: other)
        case (nil, true):
            delegate.collisionBehavior(
                r.behavior, beganContactFor: r.item, withBoundaryIdentifier: r.boundary, at: r.point)
        case (nil, false):
            delegate.collisionBehavior(r.behavior, endedContactFor: r.item, withBoundaryIdentifier: r.boundary)
        }
    }
}
