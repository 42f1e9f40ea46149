import Testing

@testable import Dynamics

/// The contact records are laid out so that the passes over every constraint read few cache
/// lines: colouring the first 24 bytes, preparing the first 160 of a manifold of one point.
@Suite("Contact records laid out for the passes over them")
struct ContactLayoutTests {
    @Test("colouring reads bodies and point count from the constraint's first 24 bytes")
    func colouringReadsTheFront() throws {
        for field in [\ContactConstraint.a, \ContactConstraint.b, \ContactConstraint.pointCount] {
            #expect(try #require(MemoryLayout<ContactConstraint>.offset(of: field)) + 8 <= 24)
        }
    }

    @Test("preparing a one-point manifold reads and writes within the constraint's first 160 bytes")
    func preparingReadsTheFront() throws {
        let point = try #require(MemoryLayout<ContactConstraint>.offset(of: \.p0))
        let header: [PartialKeyPath<ContactConstraint>] = [
            \.key, \.normal, \.friction, \.restitution, \.solverB, \.firstPoint, \.struck,
        ]
        for field in header {
            #expect(try #require(MemoryLayout<ContactConstraint>.offset(of: field)) < point)
        }
        // The point's part preparing reads (anchors, base separation, id, impulses) and writes
        // (kind, closing speed) comes before what the solved lanes are copied back into.
        let prepared: [PartialKeyPath<ContactPoint>] = [
            \.anchorA, \.anchorB, \.baseSeparation, \.id, \.isSpeculative, \.relativeVelocity,
            \.normalImpulse, \.tangentImpulse,
        ]
        let solved: [PartialKeyPath<ContactPoint>] = [
            \.rA, \.rB, \.separation, \.normalMass, \.tangentMass, \.maxNormalImpulse,
        ]
        let end = try prepared.map { try #require(MemoryLayout<ContactPoint>.offset(of: $0)) }.max()!
        let start = try solved.map { try #require(MemoryLayout<ContactPoint>.offset(of: $0)) }.min()!
        #expect(end < start)
        #expect(point + start <= 160)
    }
}
