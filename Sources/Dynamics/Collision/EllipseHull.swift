#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An ellipse with semi-axes (rx, ry) as the N-gon that circumscribes it, computed on the fly
/// from one shared unit table (no per-shape storage, no allocation).
///
/// The polygon is diag(rx, ry) applied to the regular N-gon circumscribing the unit circle,
/// with facet normals at φᵢ = 2πi/N and vertices at (2i − 1)π/N, radius 1/cos(π/N). Affine
/// maps keep tangency, so every facet touches the ellipse at its midpoint, and for every
/// direction d the support functions satisfy
///
///     h_E(d) ≤ h_P(d) ≤ h_E(d) / cos(π/N)        (N = 64: at most 0.12 % farther out)
///
/// whatever the aspect ratio (the bound holds in the unit-circle preimage and the map is
/// linear). With N divisible by 4 the facet normals include ±x and ±y, so the resting
/// heights on either axis are exact, and an ellipse lying flat rests on a facet (two points).
struct EllipseHull: ConvexHull {
    /// The facets stand for the smooth ellipse.
    var isSmooth: Bool { true }

    /// N, the number of facets.
    static let sides = 64
    /// The smallest semi-axis used, relative to the larger, so normals never vanish.
    private static let minimumAspect = 1e-9

    let rx: Double, ry: Double

    /// An ellipse with the given semi-axes in points; a zero or negative semi-axis is raised to a
    /// sliver (1e-9 of the other, at least 1e-12 pt) so the facets keep well-defined normals.
    init(radiusX: Double, radiusY: Double) {
        let floor = max(Self.minimumAspect * max(radiusX, radiusY), 1e-12)
        rx = max(radiusX, floor)
        ry = max(radiusY, floor)
    }

    var count: Int { Self.sides }

    /// diag(rx, ry)·uᵢ.
    @inline(__always)
    func vertex(_ i: Int) -> Vector {
        let u = ellipseUnitTable.vertices[i]
        return Vector(dx: rx * u.dx, dy: ry * u.dy)
    }

    /// Normals map by the inverse transpose: diag(1/rx, 1/ry)·νᵢ ∝ (ry·νₓ, rx·ν_y).
    @inline(__always)
    func normal(_ i: Int) -> Vector {
        let u = ellipseUnitTable.normals[i]
        return Vector(dx: ry * u.dx, dy: rx * u.dy).normalized
    }

    /// d·(A uᵢ) = (A d)·uᵢ with A = diag(rx, ry): the vertex of the regular N-gon nearest in
    /// angle to A d. Vertex angles are (2i − 1)π/N, so i = round(θN/2π + ½).
    func support(_ d: Vector) -> Int {
        let theta = atan2(ry * d.dy, rx * d.dx)
        return wrap(Int((theta * Double(Self.sides) / (2 * Double.pi) + 0.5).rounded()))
    }

    /// The facet normal most anti-parallel to n. Angular order survives the linear map, so the
    /// best facet is next to the one whose unit-circle preimage is nearest A·(−n) (angle φᵢ = 2πi/N).
    func incidentEdge(_ n: Vector) -> Int {
        let theta = atan2(-ry * n.dy, -rx * n.dx)
        let guess = Int((theta * Double(Self.sides) / (2 * Double.pi)).rounded())
        var best = wrap(guess), bestValue = normal(best).dot(n)
        for k in stride(from: guess - 1, through: guess + 1, by: 2) {
            let value = normal(wrap(k)).dot(n)
            if value < bestValue { (best, bestValue) = (wrap(k), value) }
        }
        return best
    }

    /// The axis-aligned box of the polygon under `xf`: the ellipse's extents
    /// √(rx²c² + ry²s²) and √(rx²s² + ry²c²), enlarged by 1/cos(π/N) to cover the vertices.
    func aabb(_ xf: Transform2) -> AABB {
        let grow = 1 / cos(Double.pi / Double(Self.sides))
        let ex = ((rx * xf.c) * (rx * xf.c) + (ry * xf.s) * (ry * xf.s)).squareRoot() * grow
        let ey = ((rx * xf.s) * (rx * xf.s) + (ry * xf.c) * (ry * xf.c)).squareRoot() * grow
        let e = Vector(dx: ex, dy: ey)
        return AABB(lower: xf.p - e, upper: xf.p + e)
    }

    @inline(__always)
    private func wrap(_ i: Int) -> Int {
        let r = i % Self.sides
        return r < 0 ? r + Self.sides : r
    }
}

/// The unit N-gon the ellipse hulls scale: facet normals νᵢ at 2πi/N, vertices uᵢ at
/// (2i − 1)π/N with radius 1/cos(π/N) (so facet i, uᵢ → uᵢ₊₁, is tangent to the unit circle at νᵢ).
private struct EllipseUnitTable: Sendable {
    let vertices: [Vector]
    let normals: [Vector]

    init(sides n: Int) {
        let step = 2 * Double.pi / Double(n)
        let radius = 1 / cos(step / 2)
        normals = (0..<n).map { Vector(angle: Double($0) * step, length: 1) }
        vertices = (0..<n).map { Vector(angle: (Double($0) - 0.5) * step, length: radius) }
    }
}

private let ellipseUnitTable = EllipseUnitTable(sides: EllipseHull.sides)
