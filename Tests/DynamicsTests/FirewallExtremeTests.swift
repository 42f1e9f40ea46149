import Dynamics
import Testing

/// A walled lab with every kind of body the engine has: a box, a disc, a long thin ellipse and a
/// polygon, under gravity, colliding, with one item behavior that can read their velocities.
/// The firewall tests push one input to an extreme in it and then check that nothing went
/// non-finite.
final class FirewallLab {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 600))
    let gravity = GravityBehavior()
    let collision = CollisionBehavior(items: [])
    let material = DynamicItemBehavior(items: [])
    let items: [BasicItem] = [
        BasicItem(center: Point(x: 300, y: 200), size: Size(width: 40, height: 40)),
        BasicItem(center: Point(x: 500, y: 200), size: Size(width: 30, height: 30), collisionBoundsType: .ellipse),
        BasicItem(center: Point(x: 700, y: 200), size: Size(width: 200, height: 4), collisionBoundsType: .ellipse),
        BasicItem(
            center: Point(x: 400, y: 400), size: Size(width: 40, height: 40), collisionBoundsType: .path,
            collisionBoundingPath: Path(points: [Point(x: -20, y: 10), Point(x: 0, y: -20), Point(x: 20, y: 10)])),
    ]

    init() {
        collision.translatesReferenceBoundsIntoBoundary = true
        for behavior in [gravity, collision, material] as [DynamicBehavior] { animator.addBehavior(behavior) }
        for item in items { add(item) }
    }

    /// Puts an item under gravity, collisions and the shared material.
    func add(_ item: DynamicItem) {
        gravity.addItem(item)
        collision.addItem(item)
        material.addItem(item)
    }

    /// Steps `frames` frames of 1/60 s.
    func run(frames: Int = 600) {
        for _ in 0..<frames { animator.step(by: 1.0 / 60) }
    }

    /// Every item's centre, rotation and velocities that are not finite, as readable lines.
    func nonFiniteState() -> [String] {
        var bad: [String] = []
        for (i, item) in animator.items(in: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)).enumerated()
        where !isFinite(item) {
            bad.append("item \(i): center \(item.center) angle \(item.transform.rotationAngle)")
        }
        for (i, item) in items.enumerated() where !isFinite(item) {
            bad.append("lab item \(i): center \(item.center) v \(material.linearVelocity(for: item))")
        }
        if !animator.elapsedTime.isFinite { bad.append("elapsedTime \(animator.elapsedTime)") }
        return bad
    }

    private func isFinite(_ item: DynamicItem) -> Bool {
        item.center.isFinite && item.transform.rotationAngle.isFinite
            && material.linearVelocity(for: item).isFinite && material.angularVelocity(for: item).isFinite
    }
}

/// The largest magnitude setters accept (`Units.maximumMagnitude`, 10³⁰); one step beyond is
/// rejected (see `FirewallRejectionTests`). Geometry the engine reads from items rather than
/// through setters (sizes, centres, reference bounds) is tried at 10³⁰⁰.
enum Extreme {
    static let huge = Units.maximumMagnitude
    static let absurd = 1e300
}

@Suite("Firewall: extreme but accepted values")
struct FirewallExtremeTests {
    /// Each case changes one input of a fresh lab; 600 frames later nothing may be NaN or ±∞.
    static let cases: [(String, @Sendable (FirewallLab) -> Void)] = [
        ("gravity magnitude huge", { $0.gravity.magnitude = Extreme.huge }),
        ("gravity magnitude 1e6", { $0.gravity.magnitude = 1e6 }),
        ("gravity magnitude negative", { $0.gravity.magnitude = -3 }),
        ("gravity magnitude −0", { $0.gravity.magnitude = -0.0 }),
        ("gravity direction zero", { $0.gravity.gravityDirection = .zero }),
        ("gravity angle huge", { $0.gravity.angle = Extreme.huge }),
        (
            "push huge",
            { lab in
                let push = PushBehavior(items: lab.items, mode: .instantaneous)
                push.magnitude = Extreme.huge
                lab.animator.addBehavior(push)
            }
        ),
        (
            "continuous push huge",
            { lab in
                let push = PushBehavior(items: lab.items, mode: .continuous)
                push.setAngle(1, magnitude: Extreme.huge)
                lab.animator.addBehavior(push)
            }
        ),
        (
            "push offset huge",
            { lab in
                let push = PushBehavior(items: lab.items, mode: .continuous)
                push.magnitude = 1
                push.setTargetOffsetFromCenter(Offset(horizontal: Extreme.huge, vertical: 0), for: lab.items[0])
                lab.animator.addBehavior(push)
            }
        ),
        // Density 0 (or −0) is refused: FirewallRejectionTests' densityZero.
        ("density huge", { $0.material.density = Extreme.huge }),
        ("density tiny", { $0.material.density = 1e-300 }),
        ("resistance huge", { $0.material.resistance = Extreme.huge }),
        ("angular resistance huge", { $0.material.angularResistance = Extreme.huge }),
        ("elasticity huge (clamped)", { $0.material.elasticity = Extreme.huge }),
        ("elasticity negative (clamped)", { $0.material.elasticity = -5 }),
        ("friction huge", { $0.material.friction = Extreme.huge }),
        (
            "linear velocity huge",
            { lab in lab.material.addLinearVelocity(Vector(dx: Extreme.huge, dy: -Extreme.huge), for: lab.items[1]) }
        ),
        ("angular velocity huge", { lab in lab.material.addAngularVelocity(-Extreme.huge, for: lab.items[0]) }),
        (
            "charge huge in an electric field",
            { lab in
                lab.material.charge = Extreme.huge
                let field = FieldBehavior.electricField()
                field.position = Point(x: 500, y: 300)
                for item in lab.items { field.addItem(item) }
                lab.animator.addBehavior(field)
            }
        ),
        (
            "field strength huge",
            { lab in
                let field = FieldBehavior.radialGravityField(position: Point(x: 500, y: 300))
                field.strength = Extreme.huge
                for item in lab.items { field.addItem(item) }
                lab.animator.addBehavior(field)
            }
        ),
        (
            "spring field strength huge",
            { lab in
                let field = FieldBehavior.springField()
                field.strength = Extreme.huge
                for item in lab.items { field.addItem(item) }
                lab.animator.addBehavior(field)
            }
        ),
        (
            "snap point huge",
            { lab in
                let snap = SnapBehavior(item: lab.items[0], snapTo: Point(x: Extreme.huge, y: 0))
                snap.damping = Extreme.huge
                lab.animator.addBehavior(snap)
            }
        ),
        (
            "attachment length huge",
            { lab in
                let rope = AttachmentBehavior(item: lab.items[0], attachedTo: lab.items[1])
                rope.length = Extreme.huge
                lab.animator.addBehavior(rope)
            }
        ),
        (
            "attachment spring huge",
            { lab in
                let spring = AttachmentBehavior(item: lab.items[0], attachedToAnchor: Point(x: 300, y: 100))
                spring.frequency = Extreme.huge
                spring.damping = Extreme.huge
                lab.animator.addBehavior(spring)
            }
        ),
        (
            "anchor huge",
            { lab in
                let rod = AttachmentBehavior(item: lab.items[1], attachedToAnchor: Point(x: 300, y: 100))
                lab.animator.addBehavior(rod)
                rod.anchorPoint = Point(x: -Extreme.huge, y: Extreme.huge)
            }
        ),
        (
            "reference bounds absurd",
            {
                $0.animator.referenceBounds = Rect(
                    x: -Extreme.absurd, y: -Extreme.absurd, width: Extreme.absurd, height: Extreme.absurd)
            }
        ),
        ("reference bounds empty", { $0.animator.referenceBounds = .zero }),
        // A negative size is refused: FirewallRejectionTests' referenceBoundsNegative.
        (
            "insets huge",
            {
                $0.collision.setTranslatesReferenceBoundsIntoBoundary(
                    with: EdgeInsets(top: Extreme.huge, left: -Extreme.huge, bottom: 0, right: 0))
            }
        ),
        (
            "item absurdly big",
            {
                $0.add(
                    BasicItem(center: Point(x: 500, y: 300), size: Size(width: Extreme.absurd, height: Extreme.absurd)))
            }
        ),
        (
            "item absurdly far away",
            {
                $0.add(
                    BasicItem(center: Point(x: Extreme.absurd, y: -Extreme.absurd), size: Size(width: 10, height: 10)))
            }
        ),
        // Items of negative or zero size are refused: FirewallRejectionTests' itemSizeNegative
        // and itemSizeZero.
        ("sub-step shortest", { $0.animator.subStepDuration = 1.0 / 10_000 }),
        ("sub-step longest", { $0.animator.subStepDuration = 1.0 / 30 }),
    ]

    @Test("600 frames after an extreme value, no state is NaN or infinite", arguments: 0..<cases.count)
    func staysFinite(_ index: Int) {
        let (name, apply) = Self.cases[index]
        let lab = FirewallLab()
        apply(lab)
        lab.run()
        let bad = lab.nonFiniteState()
        #expect(bad.isEmpty, "\(name): \(bad)")
    }

    @Test("step(by:) with 0 and −0 advances nothing; a huge time is clamped to maximumStepDuration")
    func stepTimes() {
        let lab = FirewallLab()
        lab.animator.step(by: 0)
        lab.animator.step(by: -0.0)
        #expect(lab.animator.elapsedTime == 0)
        lab.animator.step(by: Extreme.absurd)
        let clamped = lab.animator.elapsedTime
        #expect(clamped > 0 && clamped <= DynamicAnimator.maximumStepDuration + 1e-9, "advanced \(clamped) s")
        lab.animator.step(by: .greatestFiniteMagnitude)
        #expect(lab.animator.elapsedTime <= 2 * DynamicAnimator.maximumStepDuration + 1e-9)
        lab.run()
        #expect(lab.nonFiniteState().isEmpty)
    }
}
