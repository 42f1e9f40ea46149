import Dynamics
import Raster

extension TourScene {
    /// Colours of the first, second and third value compared in a lane.
    static let valueColors: [TermColor] = [.red, .green, .blue]

    /// Builds the pendulums and the four property lanes for `b`.
    func layOut(in b: Rect) {
        fan.active = false
        addPendulums(in: b)
        let top = b.minY + b.height * 0.45
        let width = b.width / 4
        let lanes = (0..<4).map { Rect(x: b.minX + Double($0) * width, y: top, width: width, height: b.maxY - top) }
        for lane in lanes.dropFirst() {
            addWall(Point(x: lane.minX, y: lane.minY + 24), Point(x: lane.minX, y: lane.maxY))
        }
        addElasticityLane(lanes[0])
        addFrictionLane(lanes[1])
        addDensityLane(lanes[2])
        addResistanceLane(lanes[3])
        labels.append(
            (
                Point(x: b.minX + b.width * 0.56 - 40, y: b.minY + b.height * 0.2 + 24),
                [("click: snap here", .default)]
            ))
    }

    private func addPendulums(in b: Rect) {
        let y = b.minY + 16
        let spring = PendulumBehavior(
            kind: .spring, anchor: Point(x: b.minX + b.width * 0.1, y: y),
            start: Point(x: b.minX + b.width * 0.1 + 70, y: y + 40), length: 60)
        let rope = PendulumBehavior(
            kind: .rope, anchor: Point(x: b.minX + b.width * 0.3, y: y),
            start: Point(x: b.minX + b.width * 0.3 + 80, y: y), length: 80)
        for (pendulum, name, color) in [(spring, "spring", TermColor.cyan), (rope, "rope", .blue)] {
            world.addChildBehavior(pendulum)
            gravity.addItem(pendulum.bob)
            collision.addItem(pendulum.bob)
            pieces.append((pendulum.bob, color))
            anchors.append(pendulum.anchor)
            pendulums.append(pendulum)
            labels.append((Point(x: pendulum.anchor.x - 8, y: pendulum.anchor.y - 16), [(name, color)]))
        }
        labels.append(
            (
                Point(x: b.minX + 8, y: b.minY + b.height * 0.45 - 16),
                [("pendulums: composite behaviors", .default)]
            ))
    }

    /// Three balls dropped onto the floor with elasticity 0, 0.5 and 0.9.
    private func addElasticityLane(_ lane: Rect) {
        header(lane, "elasticity", ["0", ".5", ".9"])
        for (k, e) in [0.0, 0.5, 0.9].enumerated() {
            let ball = addPiece(
                ellipse: true, at: Point(x: lane.minX + lane.width * Double(k + 1) / 4, y: lane.minY + 40),
                color: Self.valueColors[k])
            properties(for: ball) { $0.elasticity = e }
        }
    }

    /// A ramp sloping 1 in 2 (27°) with two boxes on it: friction 0.8 holds (tan 27° = 0.5),
    /// friction 0 slides.
    private func addFrictionLane(_ lane: Rect) {
        header(lane, "friction", [".8", "0"])
        let low = Point(x: lane.maxX - 8, y: lane.maxY - 24)
        let high = Point(x: lane.minX + 8, y: low.y - (lane.width - 16) / 2)
        addWall(high, low)
        let along = (low - high).normalized, normal = Vector(dx: along.dy, dy: -along.dx)
        for (k, (t, mu)) in [(0.2, 0.8), (0.55, 0.0)].enumerated() {
            let center = high + (low - high) * t + normal * 13
            let box = addPiece(ellipse: false, at: center, angle: along.angle, color: Self.valueColors[k])
            properties(for: box) { $0.friction = mu }
        }
    }

    /// Two boxes, density 1 and 2, under the same upward push in bursts: the same force lifts
    /// the light one four times faster (3000 − 1000 vs 1500 − 1000 pt/s² against gravity).
    private func addDensityLane(_ lane: Rect) {
        header(lane, "density", ["1", "2"], suffix: " +push")
        var masses: [Double] = []
        for (k, density) in [1.0, 2.0].enumerated() {
            let box = addPiece(
                ellipse: false, at: Point(x: lane.minX + lane.width * Double(k + 1) / 3, y: lane.maxY - 12),
                color: Self.valueColors[k])
            properties(for: box) { $0.density = density }
            fan.addItem(box)
            masses.append(density * 24 * 24 / Units.areaPerMass)
        }
        fan.pushDirection = Vector(dx: 0, dy: -masses[0] * 3 * Units.gravity / Units.pointsPerNewton)
    }

    /// Two balls falling from the lane's top: resistance 0 and 0.999 (a feather).
    private func addResistanceLane(_ lane: Rect) {
        header(lane, "resistance", ["0", ".999"])
        for (k, r) in [0.0, 0.999].enumerated() {
            let ball = addPiece(
                ellipse: true, at: Point(x: lane.minX + lane.width * Double(k + 1) / 3, y: lane.minY + 40),
                color: Self.valueColors[k])
            properties(for: ball) { $0.resistance = r }
        }
    }

    /// The lane's title with its compared values in their colours.
    private func header(_ lane: Rect, _ title: String, _ values: [String], suffix: String = "") {
        var runs: [(String, TermColor)] = [(title, .default)]
        for (k, value) in values.enumerated() { runs.append((" " + value, Self.valueColors[k])) }
        if !suffix.isEmpty { runs.append((suffix, DebugOverlay.color(of: .push))) }
        labels.append((Point(x: lane.minX + 12, y: lane.minY + 4), runs))
    }

    /// A 24 pt ball or box under gravity and collisions.
    private func addPiece(ellipse: Bool, at center: Point, angle: Double = 0, color: TermColor) -> BasicItem {
        let item = BasicItem(
            center: center, size: Size(width: 24, height: 24),
            collisionBoundsType: ellipse ? .ellipse : .rectangle)
        item.transform = Transform(rotationAngle: angle)
        gravity.addItem(item)
        collision.addItem(item)
        pieces.append((item, color))
        return item
    }

    /// One `DynamicItemBehavior` for one item, configured by `configure`.
    private func properties(for item: DynamicItem, _ configure: (DynamicItemBehavior) -> Void) {
        let behavior = DynamicItemBehavior(items: [item])
        configure(behavior)
        world.addChildBehavior(behavior)
    }

    private func addWall(_ a: Point, _ b: Point) {
        collision.addBoundary(withIdentifier: "wall \(lines.count)", from: a, to: b)
        lines.append((a, b))
    }
}
