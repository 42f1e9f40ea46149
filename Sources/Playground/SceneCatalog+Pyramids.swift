import Dynamics

/// The box benchmark scenes of the shared catalog (`BENCH.md`): Box2D's `large_pyramid` and
/// `many_pyramids` in points (100 pt = 1 m), y down, with every floor's top at a negative or
/// zero y and the boxes above it. Used by `dynamics-bench` and the tests.
public struct PyramidScene {
    /// The simulation; it never pauses (sleeping disabled), so every step is timed.
    public let animator: DynamicAnimator
    /// Every box, in creation order: row by row from the bottom, pyramid by pyramid.
    public private(set) var boxes: [BasicItem] = []
    /// The top box of each pyramid, whose displacement tells whether it still stands.
    public private(set) var tops: [BasicItem] = []
    /// Where each top box started, in points.
    public private(set) var topStarts: [Point] = []
    /// Rows in each pyramid (its base, in boxes).
    public let base: Int
    /// The region the boxes must stay in: above the lowest floor, over its length.
    public let container: Rect
    let gravity = GravityBehavior()
    let collision = CollisionBehavior(items: [])
    let material = DynamicItemBehavior(items: [])

    /// Box side in points (Box2D's 1 m box).
    public static let boxSize = 100.0
    /// Steps `large_pyramid` runs for (BENCH.md).
    public static let pyramidSteps = 500
    /// Steps `many_pyramids` runs for (BENCH.md).
    public static let pyramidsSteps = 200

    init(base: Int, container: Rect) {
        self.base = base
        self.container = container
        animator = DynamicAnimator(referenceBounds: container)
        animator.pausesAtRest = false
        material.friction = 0.6
        material.elasticity = 0
        for b in [gravity, collision, material] as [DynamicBehavior] { animator.addBehavior(b) }
    }

    /// `pyramid` (Box2D's `large_pyramid`): `base` rows (default 100: 5 050 boxes of 100 pt),
    /// each row centred on the gaps of the row below, on a floor at y = 0 that reaches
    /// 10 000 pt to each side (or 100 pt a box of the base, when that is wider).
    public static func pyramid(base: Int = 100) -> PyramidScene {
        let half = Double(max(base, 100)) * boxSize
        let height = Double(base) * boxSize
        var scene = PyramidScene(
            base: base, container: Rect(x: -half, y: -2 * height - 1_000, width: 2 * half, height: 2 * height + 1_000))
        scene.addFloor(y: 0, from: -half, to: half)
        scene.addPyramid(left: -Double(base) * boxSize / 2, floor: 0)
        return scene
    }

    /// `pyramids` (Box2D's `many_pyramids`): `rows` × `columns` pyramids of `base` rows
    /// (default 20 × 20 of base 10: 22 000 boxes), each row of pyramids on its own static
    /// floor segment, the floors 100 pt a row apart plus a box's gap (1 100 pt by default).
    public static func pyramids(rows: Int = 20, columns: Int = 20, base: Int = 10) -> PyramidScene {
        let pitch = Double(base + 1) * boxSize
        let width = Double(columns) * pitch
        let top = -Double(rows) * pitch
        var scene = PyramidScene(
            base: base, container: Rect(x: -width / 2, y: top, width: width, height: -top))
        for row in 0..<rows {
            let floor = -Double(row) * pitch
            scene.addFloor(y: floor, from: -width / 2, to: width / 2)
            for column in 0..<columns {
                // Box2D's centreX of pyramid j, less its half-box shift: the first box's left edge.
                let left = -width / 2 + Double(column) * pitch + boxSize / 2
                scene.addPyramid(left: left, floor: floor)
            }
        }
        return scene
    }

    /// Advances one step of 1/60 s.
    public func step() {
        animator.step(by: 1.0 / 60)
    }

    /// A two-sided static segment at height `y` from x `a` to x `b`.
    private mutating func addFloor(y: Double, from a: Double, to b: Double) {
        collision.addBoundary(
            withIdentifier: "floor \(collision.boundaryIdentifiers.count)", from: Point(x: a, y: y),
            to: Point(x: b, y: y))
    }

    /// A pyramid of `base` rows standing on `floor` (a y), its bottom-left box's left edge at
    /// x = `left`: box i of row r (r ≤ i < base) is centred at x = left + (r + 1)·50 + (i − r)·100,
    /// y = floor − (2r + 1)·50.
    private mutating func addPyramid(left: Double, floor: Double) {
        let half = Self.boxSize / 2
        for row in 0..<base {
            for i in row..<base {
                let center = Point(
                    x: left + Double(row + 1) * half + Double(i - row) * Self.boxSize,
                    y: floor - Double(2 * row + 1) * half)
                addBox(at: center)
            }
        }
        tops.append(boxes[boxes.count - 1])
        topStarts.append(boxes[boxes.count - 1].center)
    }

    private mutating func addBox(at center: Point) {
        let box = BasicItem(center: center, size: Size(width: Self.boxSize, height: Self.boxSize))
        gravity.addItem(box)
        collision.addItem(box)
        material.addItem(box)
        boxes.append(box)
    }
}
