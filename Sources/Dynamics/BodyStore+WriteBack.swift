#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension BodyStore {
    /// Writes each body's centre, and its rotation where it turned, back to its item (and
    /// keeps the rotation's cosine and sine for the next collision pass: `shownRotation`).
    ///
    /// The items go in runs of one type, each through `show(_:_:_:)` with the type opened:
    /// the items are reached through their unretained objects there, so a store costs the
    /// setter's call and no retain and release (an item read out of `items` as an existential
    /// is retained for each call).
    mutating func writeBack() {
        let n = count
        let position = self.position, angle = self.angle, objects = self.objects, types = itemTypes
        withBuffers(&shownAngle, &shownRotation) { shown, rotation in
            withReadBuffers(position, angle) { position, angle in
                withReadBuffers(objects, types) { objects, types in
                    let buffers = WriteBackBuffers(
                        position: position, angle: angle, objects: objects, shown: shown, rotation: rotation)
                    var first = 0
                    while first < n {
                        let type = types[first]
                        var end = first + 1
                        while end < n && ObjectIdentifier(types[end]) == ObjectIdentifier(type) { end += 1 }
                        Self.show(type, first..<end, buffers)
                        first = end
                    }
                }
            }
        }
    }

    /// `writeBack()` for the bodies `range`, whose items are all of type `Item`.
    private static func show<Item: DynamicItem>(_: Item.Type, _ range: Range<Int>, _ b: WriteBackBuffers) {
        for i in range {
            // `items` holds the object: borrowed here, not retained.
            let item = Unmanaged<Item>.fromOpaque(b.objects[i])
            let center = Point(x: b.position[i].dx, y: b.position[i].dy)
            item._withUnsafeGuaranteedRef { $0.center = center }
            let angle = b.angle[i]
            if angle != b.shown[i] {
                let c = cos(angle), s = sin(angle)
                let transform = Self.rotation(cos: c, sin: s)
                item._withUnsafeGuaranteedRef { $0.transform = transform }
                b.shown[i] = angle
                b.rotation[i] = Vector(dx: c, dy: s)
            }
        }
    }
}

extension BodyStore {
    /// `AffineTransform(rotationAngle: θ)` from cos θ and sin θ (the same bits: it calls
    /// `cos` and `sin` too), its coefficients stored two at a time.
    ///
    /// Why: an item's `transform` setter reads the value it is handed in 16-byte pairs; a
    /// transform written one coefficient at a time (as the initializer in Geometry does)
    /// cannot be forwarded from the pending stores to such a load, which then waits until
    /// every store before it has reached the cache, the item's new centre (usually a cache
    /// miss) among them. That wait was 94 % of the setter's time, ~0.35 ms of the 10 000-pig
    /// frame's write-back. The layout (a, b, c, d, tx, ty, eight bytes each, in order) is
    /// checked by `WriteBackTests.rotationPairs`.
    @inline(__always)
    static func rotation(cos c: Double, sin s: Double) -> AffineTransform {
        var transform = AffineTransform.identity
        withUnsafeMutableBytes(of: &transform) { raw in
            raw.storeBytes(of: SIMD2(c, s), toByteOffset: 0, as: SIMD2<Double>.self)
            raw.storeBytes(of: SIMD2(-s, c), toByteOffset: 16, as: SIMD2<Double>.self)
        }
        return transform
    }
}

/// The body arrays `BodyStore.writeBack` reads and writes, as buffers.
private struct WriteBackBuffers {
    let position: UnsafeBufferPointer<Vector>
    let angle: UnsafeBufferPointer<Double>
    let objects: UnsafeBufferPointer<UnsafeMutableRawPointer>
    let shown: UnsafeMutableBufferPointer<Double>
    let rotation: UnsafeMutableBufferPointer<Vector>
}
