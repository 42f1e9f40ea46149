/// Seeded, deterministic 3-D gradient noise (Perlin's construction), used by the noise and
/// turbulence fields with (x, y) in lattice cells and z as animation phase.
///
/// Each integer lattice point gets a pseudo-random gradient g, chosen by hashing its cell
/// coordinates with the seed. A sample at p in the unit cube of corner c is
/// Σ over the 8 corners of w(p − c)·g(c)·(p − c), where w blends with the quintic fade
/// 6t⁵ − 15t⁴ + 10t³ (continuous first and second derivatives, so forces change smoothly).
/// Values lie within about ±1 and are 0 at lattice points.
struct GradientNoise: Sendable, Hashable {
    /// Picks the gradients; equal seeds give equal noise.
    var seed: UInt64

    /// Lattice cells per axis before the pattern repeats. Coordinates wrap, so any finite
    /// input (however far an item flew) maps to a valid cell without integer overflow.
    static let period = 4096

    /// The noise at (x, y, z) in lattice units; 0 for non-finite input.
    func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
        guard x.isFinite, y.isFinite, z.isFinite else { return 0 }
        let (ix, fx) = Self.split(x), (iy, fy) = Self.split(y), (iz, fz) = Self.split(z)
        let jx = (ix + 1) & (Self.period - 1), jy = (iy + 1) & (Self.period - 1)
        let jz = (iz + 1) & (Self.period - 1)
        let u = Self.fade(fx), v = Self.fade(fy), w = Self.fade(fz)
        let near = Self.lerp(
            v,
            Self.lerp(u, corner(ix, iy, iz, fx, fy, fz), corner(jx, iy, iz, fx - 1, fy, fz)),
            Self.lerp(u, corner(ix, jy, iz, fx, fy - 1, fz), corner(jx, jy, iz, fx - 1, fy - 1, fz)))
        let far = Self.lerp(
            v,
            Self.lerp(u, corner(ix, iy, jz, fx, fy, fz - 1), corner(jx, iy, jz, fx - 1, fy, fz - 1)),
            Self.lerp(
                u, corner(ix, jy, jz, fx, fy - 1, fz - 1),
                corner(jx, jy, jz, fx - 1, fy - 1, fz - 1)))
        return Self.lerp(w, near, far)
    }

    /// g(cell)·d: the corner's gradient dotted with the offset d from the corner to the sample.
    private func corner(_ x: Int, _ y: Int, _ z: Int, _ dx: Double, _ dy: Double, _ dz: Double) -> Double {
        let g = Self.gradientIndex(x, y, z, seed)
        return Self.gx[g] * dx + Self.gy[g] * dy + Self.gz[g] * dz
    }

    /// The 12 gradients: midpoints of a cube's edges, (±1, ±1, 0) and permutations. They have
    /// equal length and no axis bias, which keeps the noise isotropic.
    private static let gx: [Double] = [1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0]
    private static let gy: [Double] = [1, 1, -1, -1, 0, 0, 0, 0, 1, -1, 1, -1]
    private static let gz: [Double] = [0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1]

    /// A gradient index 0..<12 for a lattice cell: the cell coordinates are spread by odd
    /// 64-bit multipliers, folded into the seed, then mixed by SplitMix64's finaliser so
    /// neighbouring cells get unrelated gradients.
    static func gradientIndex(_ x: Int, _ y: Int, _ z: Int, _ seed: UInt64) -> Int {
        var h = seed
        h ^= UInt64(x) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(y) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(z) &* 0x1656_67B1_9E37_79F9
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        h ^= h >> 31
        return Int(h % 12)
    }

    /// The wrapped lattice cell (0..<period) containing `x`, and x's offset into it (0..<1).
    static func split(_ x: Double) -> (cell: Int, fraction: Double) {
        let floor = x.rounded(.down)
        let cell = Int(floor.truncatingRemainder(dividingBy: Double(period))) & (period - 1)
        return (cell, x - floor)
    }

    /// 6t⁵ − 15t⁴ + 10t³.
    static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    static func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }
}

/// Two independent noise channels read as a vector: the noise field's unit-free direction
/// and strength at a point, of length at most 1.
struct VectorNoise: Sendable, Hashable {
    /// Seeds both channels (the second from a fixed scramble of it).
    var seed: UInt64

    /// Brings typical samples up towards the unit length the field is scaled to; the
    /// result is then capped at length 1. With it the mean length is about 0.54 and one
    /// sample in twenty reaches the cap.
    static let gain = 1.6

    /// The noise vector at (x, y) lattice units and phase z, with |n| ≤ 1.
    func value(_ x: Double, _ y: Double, _ z: Double) -> Vector {
        let a = GradientNoise(seed: seed).value(x, y, z)
        // A half-cell offset keeps the two channels from sharing their zeros at lattice points.
        let b = GradientNoise(seed: seed ^ 0x6A09_E667_F3BC_C909).value(x + 0.5, y + 0.5, z + 0.5)
        let n = Vector(dx: a, dy: b) * Self.gain
        let length = n.length
        return length > 1 ? n / length : n
    }
}
