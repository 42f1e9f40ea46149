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
                let transform = AffineTransform(rotationAngle: angle)
                item._withUnsafeGuaranteedRef { $0.transform = transform }
                b.shown[i] = angle
                b.rotation[i] = Vector(dx: transform.a, dy: transform.b)
            }
        }
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
