/// Building a `DebugSnapshot` from the animator's state, through the behaviors' public
/// properties and the body arrays; nothing here changes the simulation.
extension DynamicAnimator {
    /// The snapshot of now.
    func recordDebugSnapshot(sequenceNumber: Int) -> DebugSnapshot {
        flushMembership()
        let tree = currentBehaviors()
        var table = DebugForceTable()
        for behavior in tree { table.add(behavior) }
        for (item, force) in contactForces() { table.contacts[ObjectIdentifier(item), default: .zero] += force }
        var links = DebugLinks()
        for behavior in tree { links.add(behavior, referenceBounds: referenceBounds) }
        return DebugSnapshot(
            items: (0..<bodies.count).map { debugItem(body: $0, table) },
            boundaries: links.boundaries, attachments: links.attachments, snaps: links.snaps,
            fieldSamples: debugFieldSamples(), fieldSpacing: debug.fieldSpacing,
            elapsedTime: elapsedTime, sequenceNumber: sequenceNumber)
    }

    /// Body `i` with the forces acting on it.
    private func debugItem(body i: Int, _ table: DebugForceTable) -> DebugSnapshot.Item {
        let item = bodies.items[i], mass = bodies.mass[i], velocity = bodies.velocity[i]
        var fieldForce = Vector.zero
        for field in table.fields[ObjectIdentifier(item)] ?? [] {
            fieldForce += field.newtons(
                at: item.center, velocity: velocity, mass: mass, charge: bodies.material[i].charge,
                time: elapsedTime, dt: subStepDuration)
        }
        // Gravity is an acceleration (the same for every mass); the others are forces.
        let id = ObjectIdentifier(item)
        let gravity = table.gravity[id, default: .zero]
        var forces: [DebugSnapshot.Force] = []
        func add(_ kind: DebugSnapshot.ForceKind, force: Vector, acceleration: Vector) {
            guard mass > 0, acceleration != .zero, acceleration.isFinite else { return }
            forces.append(DebugSnapshot.Force(kind: kind, force: force, acceleration: acceleration))
        }
        let perNewton = mass > 0 ? Units.pointsPerNewton / mass : 0
        add(.gravity, force: gravity * (mass / Units.pointsPerNewton), acceleration: gravity)
        let others: [(DebugSnapshot.ForceKind, Vector)] = [
            (.push, table.pushes[id, default: .zero]), (.field, fieldForce),
            (.contact, table.contacts[id, default: .zero]),
        ]
        for (kind, force) in others { add(kind, force: force, acceleration: force * perNewton) }
        return DebugSnapshot.Item(
            center: item.center, size: bodies.size[i], angle: bodies.angle[i],
            collisionBoundsType: item.collisionBoundsType, collisionBoundingPath: item.collisionBoundingPath,
            frame: frame(ofBody: i), mass: mass, velocity: velocity, forces: forces)
    }

    /// The fields' pull on a mass-1 item at rest, every `debugFieldSpacing` across the
    /// reference bounds (none without fields, or for a lattice over 10 000 points).
    private func debugFieldSamples() -> [DebugSnapshot.FieldSample] {
        let fields = fieldBehaviors
        guard !fields.isEmpty else { return [] }
        return Self.lattice(over: referenceBounds, spacing: debug.fieldSpacing).map { p in
            var total = Vector.zero
            for field in fields {
                total += field.newtons(
                    at: p, velocity: .zero, mass: 1, charge: 0, time: elapsedTime, dt: subStepDuration)
            }
            return DebugSnapshot.FieldSample(position: p, acceleration: total * Units.pointsPerNewton)
        }
    }

    /// Centres of a `spacing` lattice laid over `rect`, row by row, the margins left over split
    /// evenly; empty if more than 10 000 points would be needed.
    static func lattice(over rect: Rect, spacing: Size) -> [Point] {
        guard !rect.isEmpty, rect.width / spacing.width <= 10_000, rect.height / spacing.height <= 10_000 else {
            return []
        }
        let nx = Int(rect.width / spacing.width), ny = Int(rect.height / spacing.height)
        guard nx > 0, ny > 0, nx * ny <= 10_000 else { return [] }
        let x0 = rect.minX + (rect.width - Double(nx - 1) * spacing.width) / 2
        let y0 = rect.minY + (rect.height - Double(ny - 1) * spacing.height) / 2
        return (0..<ny).flatMap { j in
            (0..<nx).map { i in Point(x: x0 + Double(i) * spacing.width, y: y0 + Double(j) * spacing.height) }
        }
    }
}

/// Gravity (pt/s²), continuous pushes and contacts (UIKit Newtons) and fields, by the items
/// they act on.
private struct DebugForceTable {
    var gravity: [ObjectIdentifier: Vector] = [:]
    var pushes: [ObjectIdentifier: Vector] = [:]
    var fields: [ObjectIdentifier: [FieldBehavior]] = [:]
    var contacts: [ObjectIdentifier: Vector] = [:]

    /// Notes what `behavior` does to its items.
    mutating func add(_ behavior: DynamicBehavior) {
        switch behavior {
        case let g as GravityBehavior:
            for item in g.items {
                gravity[ObjectIdentifier(item), default: .zero] += g.gravityDirection * Units.gravity
            }
        case let push as PushBehavior where push.mode == .continuous && push.active:
            for item in push.items { pushes[ObjectIdentifier(item), default: .zero] += push.pushDirection }
        case let field as FieldBehavior:
            for item in field.items { fields[ObjectIdentifier(item), default: []].append(field) }
        default:
            break
        }
    }
}

/// Boundaries, attachments and snaps, gathered from the behavior tree.
private struct DebugLinks {
    var boundaries: [DynamicAnimator.DebugSnapshot.Boundary] = []
    var attachments: [DynamicAnimator.DebugSnapshot.Link] = []
    var snaps: [DynamicAnimator.DebugSnapshot.Link] = []

    /// What `behavior` contributes.
    mutating func add(_ behavior: DynamicBehavior, referenceBounds: Rect) {
        switch behavior {
        case let collision as CollisionBehavior:
            for id in collision.boundaryIdentifiers {
                guard let path = collision.boundary(withIdentifier: id) else { continue }
                boundaries.append(.init(points: path.points, isClosed: path.points.count > 2))
            }
            if collision.translatesReferenceBoundsIntoBoundary {
                let walls = referenceBounds.inset(by: collision.referenceBoundsInsets)
                boundaries.append(.init(points: Path(rect: walls).points, isClosed: true))
            }
        case let attachment as AttachmentBehavior:
            attachments.append(
                .init(
                    from: attachment.attachmentPointOnItem, to: attachment.anchorPoint,
                    isSpring: attachment.frequency > 0))
        case let snap as SnapBehavior:
            snaps.append(.init(from: snap.snappedItem.center, to: snap.snapPoint, isSpring: true))
        default:
            break
        }
    }
}
