extension InputDecoder {
    /// Buttons 1–3 in ncurses' numbering (index into the mask tables).
    private static let buttons: [(index: Int, button: MouseButton)] = [
        (0, .left), (1, .middle), (2, .right),
    ]

    /// Decodes one `MEVENT`. Order within one report: releases, presses, clicks, wheel, so a
    /// merged click always reads as press then release.
    mutating func decodeMouse(bstate: UInt, column: Int, row: Int) -> [MouseEvent] {
        let modifiers = modifiers(in: bstate)
        func event(_ kind: MouseEvent.Kind) -> MouseEvent {
            MouseEvent(kind: kind, column: column, row: row, modifiers: modifiers)
        }
        if has(bstate, masks.motion) {
            // Drag reports may carry no button bit: fall back to the held button.
            let button = firstButton(in: bstate, table: masks.pressed) ?? heldButton
            heldButton = button
            return [event(button.map { .drag($0) } ?? .move)]
        }
        var events: [MouseEvent] = []
        for (index, button) in Self.buttons where has(bstate, MouseMasks.bit(masks.released, index)) {
            events.append(event(.release(button)))
            if heldButton == button { heldButton = nil }
        }
        for (index, button) in Self.buttons where has(bstate, MouseMasks.bit(masks.pressed, index)) {
            events.append(event(.press(button)))
            heldButton = button
        }
        for (index, button) in Self.buttons where has(bstate, MouseMasks.bit(masks.clicked, index)) {
            events.append(event(.press(button)))
            events.append(event(.release(button)))
            if heldButton == button { heldButton = nil }
        }
        // Wheel steps are reported as presses (or, merged, clicks) of buttons 4 and 5.
        if has(bstate, MouseMasks.bit(masks.pressed, 3) | MouseMasks.bit(masks.clicked, 3)) {
            events.append(event(.wheelUp))
        }
        if has(bstate, MouseMasks.bit(masks.pressed, 4) | MouseMasks.bit(masks.clicked, 4)) {
            events.append(event(.wheelDown))
        }
        return events
    }

    private func has(_ bstate: UInt, _ mask: UInt) -> Bool {
        mask != 0 && bstate & mask != 0
    }

    private func firstButton(in bstate: UInt, table: [UInt]) -> MouseButton? {
        Self.buttons.first { has(bstate, MouseMasks.bit(table, $0.index)) }?.button
    }

    private func modifiers(in bstate: UInt) -> MouseModifiers {
        var result: MouseModifiers = []
        if has(bstate, masks.shift) { result.insert(.shift) }
        if has(bstate, masks.control) { result.insert(.control) }
        if has(bstate, masks.alt) { result.insert(.alt) }
        return result
    }
}
