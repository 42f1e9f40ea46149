extension BodyStore {
    /// Writes each body's centre, and its rotation where it turned, back to its item (and
    /// keeps the rotation's cosine and sine for the next collision pass: `shownRotation`).
    ///
    /// The items go in runs of one type, each through `writeBack(_:_:_:)` with the type
    /// opened: the items are reached through their unretained objects there, so a store
    /// costs the setter's call and no retain and release (an item read out of `items` as an
    /// existential is retained for each call).
    mutating func writeBack() {
        let n = count
        var first = 0
        while first < n {
            let type = itemTypes[first]
            var end = first + 1
            while end < n && ObjectIdentifier(itemTypes[end]) == ObjectIdentifier(type) { end += 1 }
            writeBack(type, first..<end)
            first = end
        }
    }

    /// `writeBack()` for the bodies `range`, whose items are all of type `Item`.
    private mutating func writeBack<Item: DynamicItem>(_: Item.Type, _ range: Range<Int>) {
        let position = self.position, angle = self.angle, objects = self.objects
        withBuffers(&shownAngle, &shownRotation) { shown, rotation in
            withReadBuffers(position, angle) { position, angle in
                objects.withUnsafeBufferPointer { objects in
                    for i in range {
                        // `items` holds the object: borrowed here, not retained.
                        Unmanaged<Item>.fromOpaque(objects[i])._withUnsafeGuaranteedRef { item in
                            item.center = Point(x: position[i].dx, y: position[i].dy)
                            if angle[i] != shown[i] {
                                let transform = AffineTransform(rotationAngle: angle[i])
                                item.transform = transform
                                shown[i] = angle[i]
                                rotation[i] = Vector(dx: transform.a, dy: transform.b)
                            }
                        }
                    }
                }
            }
        }
    }
}
