import Testing

@testable import Dynamics

/// Re-collision empties a dropped contact's lane by writing only what the passes' effect
/// through it depends on (`LaneSource.emptyLane`): the lane must come out inert, and its
/// neighbours untouched.
@Suite("An emptied lane")
struct EmptyLaneTests {
    /// A group whose every lane holds a live, two-point manifold with distinct values.
    static func liveGroup() -> (WideManifold, WideAnchors, WidePeaks) {
        var m = WideManifold(), w = WideAnchors(), peaks = WidePeaks()
        let v = Lanes(1.5, 2.5, 3.5, 4.5)
        m.bodyA = SIMD4(3, 5, 7, 9)
        m.bodyB = SIMD4(4, 6, 8, 10)
        (m.normalX, m.normalY, m.friction) = (v, -v, v * 0.1)
        (m.massA, m.inertiaA, m.massB, m.inertiaB) = (v, v * 2, v * 3, v * 4)
        m.hasTwoPoints = LaneFlags(LaneMask(repeating: true))
        m.anyHasTwoPoints = true
        for p in [\WideManifold.p0, \WideManifold.p1] {
            var point = WidePoint()
            (point.rAx, point.rAy, point.rBx, point.rBy, point.separation) = (v, v + 1, v + 2, v + 3, -v)
            point.setMasses(normal: v * 5, tangent: v * 6)
            (point.normalImpulse, point.tangentImpulse) = (v * 7, v * 8)
            m[keyPath: p] = point
        }
        for p in [\WideAnchors.p0, \WideAnchors.p1] {
            w[keyPath: p] = WideAnchors.Point(
                ax: v, ay: v, bx: v, by: v, baseSeparation: -v, crossingLimit: v * 9)
        }
        w.pairShift = Lanes(0, 1, 2, 3)
        peaks = WidePeaks(p0: v * 10, p1: v * 11)
        return (m, w, peaks)
    }

    @Test("bodies the world, masses, impulses and peaks zero, no crossing limit, one point; other lanes as they were")
    func inertAndAlone() {
        let (m0, w0, k0) = Self.liveGroup()
        var m = m0, w = w0, peaks = k0
        let world: Int32 = 42, emptied = 2
        withUnsafeMutablePointer(to: &m) { m in
            withUnsafeMutablePointer(to: &w) { w in
                withUnsafeMutablePointer(to: &peaks) { peaks in
                    LaneSource.emptyLane(m, w, peaks, emptied, world: world)
                }
            }
        }
        let l = emptied
        #expect(m.bodyA[l] == world && m.bodyB[l] == world)
        #expect([m.massA[l], m.inertiaA[l], m.massB[l], m.inertiaB[l]] == [0, 0, 0, 0])
        #expect(!m.hasTwoPoints[l])
        for p in [m.p0, m.p1] {
            #expect([p.normalMass[l], p.tangentMass[l], p.normalImpulse[l], p.tangentImpulse[l]] == [0, 0, 0, 0])
        }
        #expect(peaks.p0[l] == 0 && peaks.p1[l] == 0)
        #expect(w.p0.crossingLimit[l] == .infinity && w.p1.crossingLimit[l] == .infinity)
        #expect(w.pairShift[l] == -2 && !w.isPair[l])
        // What is left of the old manifold in the lane is finite: a zero times it is zero.
        for value in [m.normalX[l], m.friction[l], m.p0.rAx[l], m.p1.separation[l], w.p0.ax[l]] {
            #expect(value.isFinite)
        }
        for other in [0, 1, 3] {
            #expect(m.bodyA[other] == m0.bodyA[other] && m.bodyB[other] == m0.bodyB[other])
            #expect(m.massA[other] == m0.massA[other] && m.inertiaB[other] == m0.inertiaB[other])
            #expect(m.hasTwoPoints[other])
            #expect(m.p0.normalImpulse[other] == m0.p0.normalImpulse[other])
            #expect(m.p1.tangentMass[other] == m0.p1.tangentMass[other])
            #expect(peaks.p1[other] == k0.p1[other])
            #expect(w.p1.crossingLimit[other] == w0.p1.crossingLimit[other])
            #expect(w.pairShift[other] == w0.pairShift[other])
        }
        // The group still asks for its second points' work, as a whole write leaves it.
        #expect(m.anyHasTwoPoints)
    }
}
