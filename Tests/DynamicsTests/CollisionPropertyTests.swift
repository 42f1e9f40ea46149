import Testing

@testable import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small deterministic generator (64-bit LCG, high bits), so the cases are the same every run.
private struct CaseGenerator {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Double>) -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    mutating func shape() -> CollisionShape {
        let w = next(4...60), h = next(4...60)
        switch Int(next(0...3.999)) {
        case 0: return .circle(radius: w / 2)
        case 1: return .ellipse(radiusX: w / 2, radiusY: h / 2)
        case 2: return boxShape(w, h)
        default:
            let k = Int(next(3...7.999))
            let points = (0..<k).map { i in
                Point(
                    x: w / 2 * cos(Double(i) * 2 * .pi / Double(k)),
                    y: h / 2 * sin(Double(i) * 2 * .pi / Double(k)))
            }
            return .polygon(try! ConvexPolygon(validating: Path(points: points)))
        }
    }
}

@Suite("Collision: properties over random pairs")
struct CollisionPropertyTests {
    @Test("both anchors name the same world point; swapping A and B reverses the normal")
    func consistency() {
        var g = CaseGenerator(state: 7)
        var contacts = 0
        for _ in 0..<400 {
            let a = g.shape(), b = g.shape()
            let xa = placed(g.next(-5...5), g.next(-5...5), angle: g.next(-3...3))
            let xb = placed(g.next(-50...50), g.next(-50...50), angle: g.next(-3...3))
            let m = collide(a, xa, b, xb, speculative: 5)
            let r = collide(b, xb, a, xa, speculative: 5)
            #expect(isSane(m) && isSane(r))
            for p in contactPoints(m) {
                #expect(closeTo(xa.p + p.anchorA, xb.p + p.anchorB, 1e-9))
            }
            guard m.pointCount > 0, r.pointCount > 0 else {
                #expect(m.pointCount == r.pointCount, "\(a) vs \(b)")
                continue
            }
            contacts += 1
            let deepest = contactPoints(m).map(\.separation).min()!, reverse = contactPoints(r).map(\.separation).min()!
            #expect(abs(deepest - reverse) <= 0.06, "\(a) vs \(b)")
            #expect(m.normal.dot(r.normal) < -0.9, "\(a) vs \(b)")
        }
        #expect(contacts > 50)
    }
}
