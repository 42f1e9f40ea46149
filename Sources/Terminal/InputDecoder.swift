import CNcursesw

/// Turns raw ncurses reads into `InputEvent`s. Pure: it never calls ncurses, so tests (and a
/// fuzzer) can feed it any integers; it never traps.
///
/// It remembers which mouse button is held, because ncurses reports drags as bare motion, and
/// it splits ncurses' merged `BUTTONn_CLICKED` into a press followed by a release. Escape
/// sequences ncurses does not know arrive as characters; the decoder reads them whole (Alt+key,
/// SGR and X10 mouse reports, cursor keys with modifiers) or drops them (focus reports, unknown
/// or over-long CSI), so only a lone Esc, followed by the end of the read, is the Esc key.
public struct InputDecoder: Sendable {
    /// The mask values mouse states are tested against.
    public let masks: MouseMasks
    /// The button currently held down, as far as the reports so far tell.
    public internal(set) var heldButton: MouseButton?
    /// Where the decoder is inside an escape sequence.
    var escape = EscapeState.idle

    /// Creates a decoder; production code uses the linked ncurses' masks.
    public init(masks: MouseMasks = .ncurses) {
        self.masks = masks
    }

    /// Decodes a `get_wch` result: `status` is its return value (`OK`, `KEY_CODE_YES`, `ERR`)
    /// and `value` the wide character or key code it stored. `ERR` (nothing more is waiting)
    /// ends the read: a pending lone Esc comes out then.
    public mutating func decode(getWchStatus status: Int32, value: UInt32) -> [InputEvent] {
        switch status {
        case OK: return decode(.character(value))
        case KEY_CODE_YES: return decode(.keyCode(Int32(truncatingIfNeeded: value)))
        case ERR: return decode(.endOfInput)
        default: return []
        }
    }

    /// Decodes one raw read into zero or more events.
    public mutating func decode(_ raw: RawInput) -> [InputEvent] {
        switch raw {
        case .character(let value):
            return decodeCharacter(value)
        case .keyCode(let code):
            // A key ncurses decoded ends any sequence in progress (ESC before it was Alt).
            escape = .idle
            return Self.key(forCode: code).map { [.key($0)] } ?? []
        case .mouse(let bstate, let x, let y):
            escape = .idle
            return decodeMouse(bstate: bstate, column: max(0, x), row: max(0, y)).map { .mouse($0) }
        case .endOfInput:
            return endOfInput()
        }
    }

    /// The key a wide character stands for; nil for values that are not Unicode scalars.
    static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }

    /// The key an ncurses key code stands for; nil for codes this app does not use
    /// (`KEY_MOUSE` and `KEY_RESIZE` are handled by the screen, which has the data for them).
    static func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_BTAB: return .backTab
        case KEY_DC: return .delete
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case (KEY_F0 + 1)...(KEY_F0 + 63): return .function(Int(code - KEY_F0))
        default: return nil
        }
    }
}
