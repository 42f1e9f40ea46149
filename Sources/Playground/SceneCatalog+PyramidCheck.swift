import Dynamics

/// Whether the pyramids of a `PyramidScene` still stand, from how far their top boxes moved.
///
/// A top box that stays within `maximumSideways` of where it started and sinks less than
/// `maximumSagPerRow` for each row under it stands: a soft contact solver lets every row
/// settle a little (Box2D v3's own `large_pyramid` top sinks about 0.7 pt a row in 500 steps
/// and moves about 2 pt sideways), while a pyramid that gives way loses whole rows of 100 pt.
public struct PyramidStance: Sendable, CustomStringConvertible {
    /// The largest sideways move of a top box, in points.
    public var sideways = 0.0
    /// The largest drop of a top box, in points (negative if every top rose).
    public var sag = -Double.infinity
    /// Rows in each pyramid.
    public var rows = 0
    /// Pyramids whose top box stands.
    public var standing = 0
    /// Pyramids in the scene.
    public var count = 0

    /// Sideways move of a top box beyond which its pyramid has fallen, in points.
    public static let maximumSideways = 5.0
    /// Drop of a top box per row beyond which its pyramid has fallen, in points.
    public static let maximumSagPerRow = 1.0

    /// True when every pyramid stands.
    public var stands: Bool { count > 0 && standing == count }

    /// The stance of `scene`'s pyramids now.
    public init(of scene: PyramidScene) {
        rows = scene.base
        count = scene.tops.count
        let limit = Self.maximumSagPerRow * Double(rows)
        for (top, start) in zip(scene.tops, scene.topStarts) where top.center.isFinite {
            let dx = abs(top.center.x - start.x), dy = top.center.y - start.y
            sideways = max(sideways, dx)
            sag = max(sag, dy)
            if dx < Self.maximumSideways && dy < limit { standing += 1 }
        }
        if sag == -.infinity { sag = 0 }
    }

    public var description: String {
        let verdict = stands ? "stands" : "FALLEN"
        let sagPerRow = rows > 0 ? sag / Double(rows) : 0
        return "\(verdict) (\(standing)/\(count) pyramids), top box moved sideways \(BenchCheck.fixed(sideways)) pt, "
            + "sank \(BenchCheck.fixed(sag)) pt (\(BenchCheck.fixed(sagPerRow)) pt a row)"
    }
}

extension BenchCheck {
    /// Checks the boxes of a pyramid scene after a run; `previous` are the centres one step
    /// earlier. A box escapes when its centre leaves the scene's container (it fell off a floor
    /// or through it).
    public static func of(_ scene: PyramidScene, previous: [Point]) -> BenchCheck {
        var check = BenchCheck()
        let box = scene.container.insetBy(dx: -1, dy: -1)
        for (i, b) in scene.boxes.enumerated() {
            if !b.center.isFinite || !b.transform.rotationAngle.isFinite { check.nonFinite += 1; continue }
            if !box.contains(b.center) { check.escaped += 1 }
            if i < previous.count { check.maxSpeed = max(check.maxSpeed, b.center.distance(to: previous[i]) * 60) }
        }
        check.stance = PyramidStance(of: scene)
        return check
    }
}
