// Mouse reports that reach the decoder as characters: every SGR 1006 report (`ESC [ < b ; x ;
// y M|m`, 1-based), as the screen asks for that form and keeps ncurses from decoding it (see
// `CursesScreen.readsMouseAsText`), and X10 ones (`ESC [ M` and three bytes 32 + b, 33 + x,
// 33 + y) from a terminal that sent them where its terminfo (`kmous`) promised SGR.
extension InputDecoder {
    /// An SGR report: `parameters` are b, x, y; `released` for a final `m`.
    mutating func decodeSGR(_ parameters: [Int], released: Bool) -> MouseEvent? {
        guard parameters.count == 3 else { return nil }
        return mouseEvent(code: parameters[0], column: parameters[1] - 1, row: parameters[2] - 1, released: released)
    }

    /// An X10 report's three values (button, column, row, each offset by 32 and the position
    /// 1-based). Button bits 0–1 equal to 3 mean "released".
    mutating func decodeX10(_ values: [UInt32]) -> MouseEvent? {
        guard values.count == 3, values.allSatisfy({ $0 >= 32 && $0 <= 0x10_FFFF }) else { return nil }
        let code = Int(values[0]) - 32
        let isRelease = code & 0b11 == 3 && code & (32 | 64) == 0
        return mouseEvent(code: code, column: Int(values[1]) - 33, row: Int(values[2]) - 33, released: isRelease)
    }

    /// The event for button code `code` (xterm's bits: 0–1 button, 4 shift, 8 alt, 16 control,
    /// 32 motion, 64 wheel) at a 0-based cell, updating the held button.
    private mutating func mouseEvent(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
        guard code >= 0, code < 256 else { return nil }
        let buttons: [MouseButton?] = [.left, .middle, .right, nil]
        let button = buttons[code & 0b11]
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            // Wheel up and down; 66 and 67 (sideways) and the extra buttons are ignored.
            guard code & 32 == 0, code & 0b11 < 2 else { return nil }
            kind = code & 1 == 0 ? .wheelUp : .wheelDown
        } else if code & 32 != 0 {
            let dragged = button ?? heldButton
            heldButton = dragged
            kind = dragged.map { .drag($0) } ?? .move
        } else if released {
            guard let which = button ?? heldButton else { return nil }
            if heldButton == which { heldButton = nil }
            kind = .release(which)
        } else {
            guard let button else { return nil }
            heldButton = button
            kind = .press(button)
        }
        return MouseEvent(
            kind: kind, column: max(0, column), row: max(0, row), modifiers: Self.modifiers(code: code))
    }

    private static func modifiers(code: Int) -> MouseModifiers {
        var result: MouseModifiers = []
        if code & 4 != 0 { result.insert(.shift) }
        if code & 8 != 0 { result.insert(.alt) }
        if code & 16 != 0 { result.insert(.control) }
        return result
    }
}
