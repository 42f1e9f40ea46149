import Testing

@testable import Dynamics

/// The contact records are laid out so that the passes over every constraint read few cache
/// lines: colouring the first 12 bytes, preparing the first 144 of a manifold of one point.
@Suite("Contact records laid out for the passes over them")
struct ContactLayoutTests {
    @Test("colouring reads bodies and point count from the constraint's first 12 bytes")
    func colouringReadsTheFront() throws {
        for field in [\ContactConstraint.storedA, \ContactConstraint.storedB, \ContactConstraint.storedPointCount] {
            #expect(try #require(MemoryLayout<ContactConstraint>.offset(of: field)) + 4 <= 12)
        }
    }

    @Test("a constraint's indices read back as stored, the boundary's −1 included")
    func indicesReadBack() {
        var c = ContactConstraint(
            a: 9_999, b: -1, normal: Vector(dx: 0, dy: 1), friction: 0.5, restitution: 0, pointCount: 2, key: 7,
            group: 3, boundary: -4)
        c.solverB = 10_000
        c.firstPoint = 123_456
        #expect(c.a == 9_999 && c.b == -1 && c.pointCount == 2 && c.group == 3 && c.boundary == -4)
        #expect(c.solverB == 10_000 && c.firstPoint == 123_456)
        c.b = Int(Int32.max)
        #expect(c.b == Int(Int32.max))
    }

    @Test("preparing a one-point manifold reads and writes within the constraint's first 144 bytes")
    func preparingReadsTheFront() throws {
        let point = try #require(MemoryLayout<ContactConstraint>.offset(of: \.p0))
        let header: [PartialKeyPath<ContactConstraint>] = [
            \.key, \.normal, \.friction, \.restitution, \.storedSolverB, \.storedFirstPoint, \.storedGroup,
            \.storedBoundary, \.struck,
        ]
        for field in header {
            #expect(try #require(MemoryLayout<ContactConstraint>.offset(of: field)) < point)
        }
        // The point is what preparing reads (anchors, base separation, id, impulses) and writes
        // (kind, closing speed), and no more: what the solver ends it with is kept apart
        // (`SolvedPoint`, `ContactWorld.solved`).
        let prepared: [PartialKeyPath<ContactPoint>] = [
            \.anchorA, \.anchorB, \.baseSeparation, \.id, \.isSpeculative, \.relativeVelocity,
            \.normalImpulse, \.tangentImpulse,
        ]
        for field in prepared { #expect(MemoryLayout<ContactPoint>.offset(of: field) != nil) }
        #expect(MemoryLayout<ContactPoint>.size == 72)
        #expect(point + MemoryLayout<ContactPoint>.size <= 144)
        #expect(MemoryLayout<ContactConstraint>.stride == 216)
    }

    @Test("a group's lane flags share one 32-byte slot with its Bools and arm tolerance, before the first point")
    func laneFlagsBeforeTheFirstPoint() throws {
        let fields: [PartialKeyPath<WideManifold>] = [
            \.isStatic, \.isSpeculative0, \.hasTwoPoints, \.isSpeculative1, \.anyHasTwoPoints, \.hasDiscSide,
            \.massesFollow, \.armTolerance,
        ]
        let offsets = try fields.map { try #require(MemoryLayout<WideManifold>.offset(of: $0)) }
        let point = try #require(MemoryLayout<WideManifold>.offset(of: \.p0))
        #expect(offsets.max()! < point && point - offsets.min()! <= 32)
        #expect(MemoryLayout<WideManifold>.size == point + 2 * MemoryLayout<WidePoint>.size)
    }

    @Test("a point's two effective masses share one 32-byte slot as Floats, set whole or lane by lane alike")
    func massesInSinglePrecision() {
        #expect(MemoryLayout<WidePoint>.size == 256)
        let normal = Lanes(0.1, 1.0 / 3.0, 7e-5, 12_345.678), tangent = Lanes(2.0 / 3.0, 0, 1e10, 0.7)
        var whole = WidePoint(), byLane = WidePoint()
        whole.setMasses(normal: normal, tangent: tangent)
        for l in 0..<laneCount { byLane.setMasses(lane: l, normal: normal[l], tangent: tangent[l]) }
        #expect(whole.masses == byLane.masses)
        for l in 0..<laneCount {
            // Each is the nearest Float, read back exactly as that Float widened.
            #expect(whole.normalMass[l] == Double(Float(normal[l])))
            #expect(whole.tangentMass[l] == Double(Float(tangent[l])))
            #expect(abs(whole.normalMass[l] - normal[l]) <= normal[l] * 0x1p-24)
        }
    }

    @Test("lane flags widen to the mask they were set from, lane by lane or whole")
    func laneFlagsReadBack() {
        var flags = LaneFlags([true, false, true, true])
        #expect(flags.mask == [true, false, true, true])
        flags[1] = true
        flags[2] = false
        #expect(flags.mask == [true, true, false, true])
        #expect(flags[0] && flags[1] && !flags[2] && flags[3])
        #expect(LaneFlags().mask == LaneMask(repeating: false))
    }

    @Test("the lanes' any and all agree with the standard library's on every mask")
    func anyAndAllOfEveryMask() {
        for bits in 0..<(1 << laneCount) {
            var mask = LaneMask(repeating: false)
            for l in 0..<laneCount { mask[l] = bits & (1 << l) != 0 }
            let some = Dynamics.any(mask), every = Dynamics.all(mask)
            #expect(some == (bits != 0))
            #expect(every == (bits == (1 << laneCount) - 1))
            #expect(some == Swift.any(mask) && every == Swift.all(mask))
        }
        // Masks made by comparisons, as the passes make them.
        let x = Lanes(-1, 0, 2, .nan)
        let someAboveOne = Dynamics.any(x .> 1), allAboveOne = Dynamics.all(x .> 1)
        let someAboveFive = Dynamics.any(x .> 5), allOrdered = Dynamics.all((x .== x) .| (x .!= x))
        #expect(someAboveOne && !allAboveOne && !someAboveFive && allOrdered)
    }

    @Test("the solver loads four bodies' velocities from their first 32 bytes and stores them back")
    func solverBodiesLoadAsVectors() {
        #expect(SolverBody.packedOffsets)
        var bodies: [SolverBody] = (0..<6).map { (i: Int) -> SolverBody in
            let x = Double(i)
            return SolverBody(
                velocity: Vector(dx: x + 0.25, dy: -x), angularVelocity: x / 8, inverseMass: 1 / (x + 1))
        }
        let before = bodies
        let index = SIMD4<Int32>(4, 1, 5, 1)
        bodies.withUnsafeMutableBufferPointer { sb in
            var lanes = LaneVelocities(sb, index)
            for l in 0..<laneCount {
                let b = before[Int(index[l])]
                #expect(lanes.vx[l] == b.velocity.dx && lanes.vy[l] == b.velocity.dy && lanes.w[l] == b.angularVelocity)
            }
            lanes.vx += 100
            lanes.w -= 3
            lanes.store(sb, SIMD4(4, 1, 5, 0))
        }
        // Each stored body holds its lane's velocities; its inverse mass stays its own.
        for (lane, i) in [(0, 4), (1, 1), (2, 5), (3, 0)] {
            let read = before[Int(index[lane])]
            #expect(bodies[i].velocity == Vector(dx: read.velocity.dx + 100, dy: read.velocity.dy))
            #expect(bodies[i].angularVelocity == read.angularVelocity - 3)
            #expect(bodies[i].inverseMass == before[i].inverseMass)
        }
        for i in [2, 3] {
            #expect(bodies[i].velocity == before[i].velocity && bodies[i].angularVelocity == before[i].angularVelocity)
        }
    }
}
