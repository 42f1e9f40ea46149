import Dynamics

extension BenchScene {
    /// Box side of the `packed` scene, in points.
    public static let packedSize = 20.0
    /// Gap between neighbouring boxes of the `packed` scene, in points.
    public static let packedGap = 2.0
    /// Steps the `packed` scene runs for unless told otherwise.
    public static let packedSteps = 120

    /// `packed`: N boxes of 20 pt in rows of ⌈√N⌉, 2 pt apart and 2 pt off the floor and the
    /// side walls of a box 200 pt taller than the block, gravity 1, friction 0.6, elasticity 0.
    /// The block settles onto the floor; every box has up to eight neighbours within the
    /// speculative margin from the first step on (the issue-16 cost cliff).
    public static func packed(count: Int) -> BenchScene {
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let pitch = packedSize + packedGap
        let width = Double(columns) * pitch + packedGap
        let height = Double(rows) * pitch + packedGap + 200
        var scene = BenchScene(container: Rect(x: 0, y: 0, width: width, height: height))
        for i in 0..<count {
            let x = packedGap + packedSize / 2 + Double(i % columns) * pitch
            let y = height - packedGap - packedSize / 2 - Double(i / columns) * pitch
            scene.addBox(at: Point(x: x, y: y))
        }
        return scene
    }

    /// Adds one `packedSize` box centred on `center`.
    private mutating func addBox(at center: Point) {
        let box = BasicItem(center: center, size: Size(width: Self.packedSize, height: Self.packedSize))
        gravity.addItem(box)
        collision.addItem(box)
        material.addItem(box)
        discs.append(box)
    }
}

extension BenchCheck {
    /// Checks the boxes of a `packed` scene after a run; `previous` are the centres one step
    /// earlier. The overlap is how far two centres came closer than a box's side (exact for
    /// upright neighbours side by side, the block's usual state).
    public static func ofPacked(_ scene: BenchScene, previous: [Point]) -> BenchCheck {
        var check = BenchCheck()
        let box = scene.container.insetBy(dx: -1, dy: -1)
        for (i, b) in scene.discs.enumerated() {
            if !b.center.isFinite || !b.transform.rotationAngle.isFinite { check.nonFinite += 1; continue }
            if !box.contains(b.center) { check.escaped += 1 }
            if i < previous.count { check.maxSpeed = max(check.maxSpeed, b.center.distance(to: previous[i]) * 60) }
        }
        check.maxOverlap = deepestOverlap(scene.discs.map(\.center), radius: BenchScene.packedSize / 2)
        return check
    }
}
