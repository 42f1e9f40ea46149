/// Where the decoder is inside an escape sequence that ncurses passed on as plain characters
/// (one it has no terminfo entry for: Alt+key, focus reports, the other mouse encoding, keys
/// with modifiers, over-long or unknown CSI).
enum EscapeState: Equatable, Sendable {
    /// Not in a sequence.
    case idle
    /// After ESC: a lone Esc if nothing follows before the end of the read.
    case escape
    /// After ESC O (SS3): one more character ends it.
    case singleShift
    /// Inside ESC [ (CSI).
    case control(ControlSequence)
    /// After ESC [ M (an X10 mouse report): three raw values follow.
    case x10([UInt32])
}

/// The parameters of a CSI sequence read so far. Bounded whatever arrives: at most
/// `maximumParameters` numbers, each saturating at `maximumValue`.
struct ControlSequence: Equatable, Sendable {
    /// The private marker (`<`, `?`, `>`, `=`) right after ESC [, if any.
    var marker: UInt32?
    /// Finished parameters.
    var parameters: [Int] = []
    /// The parameter being read, nil before its first digit.
    var current: Int?
    /// True once anything (a digit, separator or intermediate) followed ESC [.
    var hasBody = false

    static let maximumParameters = 16
    static let maximumValue = 1_000_000

    /// Adds one digit, saturating (a 20-digit parameter cannot overflow).
    mutating func addDigit(_ digit: Int) {
        current = min(Self.maximumValue, (current ?? 0) * 10 + digit)
        hasBody = true
    }

    /// Ends the current parameter (`;` or `:`).
    mutating func separate() {
        if parameters.count < Self.maximumParameters { parameters.append(current ?? 0) }
        current = nil
        hasBody = true
    }

    /// Every parameter, the one being read included.
    var all: [Int] {
        guard let current, parameters.count < Self.maximumParameters else { return parameters }
        return parameters + [current]
    }
}

extension InputDecoder {
    /// Decodes one character from `get_wch`, inside or outside an escape sequence.
    mutating func decodeCharacter(_ value: UInt32) -> [InputEvent] {
        switch escape {
        case .idle:
            if value == 27 {
                escape = .escape
                return []
            }
            return Self.key(forCharacter: value).map { [.key($0)] } ?? []
        case .escape: return afterEscape(value)
        case .singleShift:
            escape = .idle
            return []
        case .control(var sequence):
            return continueControl(&sequence, value)
        case .x10(var values):
            values.append(value)
            guard values.count == 3 else {
                escape = .x10(values)
                return []
            }
            escape = .idle
            return decodeX10(values).map { [.mouse($0)] } ?? []
        }
    }

    /// "Nothing more is waiting": a pending ESC was a lone Esc key; a sequence cut short is
    /// dropped (it cannot be told apart from keys any more, and must not quit the app).
    mutating func endOfInput() -> [InputEvent] {
        defer { escape = .idle }
        return escape == .escape ? [.key(.escape)] : []
    }

    /// True between sequences: the next character is read as a key of its own.
    public var isBetweenSequences: Bool { escape == .idle }

    private mutating func afterEscape(_ value: UInt32) -> [InputEvent] {
        switch value {
        case 27:
            // Esc Esc: the first one is dropped; the second may still be a lone Esc.
            return []
        case 0x5B:  // [
            escape = .control(ControlSequence())
            return []
        case 0x4F:  // O
            escape = .singleShift
            return []
        default:
            escape = .idle
            guard let scalar = Unicode.Scalar(value), value >= 32, value != 127 else { return [] }
            return [.key(.alt(Character(scalar)))]
        }
    }

    private mutating func continueControl(_ sequence: inout ControlSequence, _ value: UInt32) -> [InputEvent] {
        switch value {
        case 0x30...0x39:  // digits
            sequence.addDigit(Int(value - 0x30))
        case 0x3A, 0x3B:  // : ;
            sequence.separate()
        case 0x3C...0x3F where !sequence.hasBody && sequence.marker == nil:  // < = > ?
            sequence.marker = value
        case 0x20...0x2F:  // intermediates: read and ignored
            sequence.hasBody = true
        case 0x4D where !sequence.hasBody && sequence.marker == nil:  // ESC [ M: X10 mouse
            escape = .x10([])
            return []
        case 0x40...0x7E:  // final byte
            escape = .idle
            return finishControl(sequence, final: value)
        default:
            // Not part of a CSI (a control character, a stray marker, a non-ASCII value): the
            // sequence is abandoned and the character read on its own.
            escape = .idle
            return decodeCharacter(value)
        }
        escape = .control(sequence)
        return []
    }

    /// A complete CSI: SGR mouse reports and the cursor keys ncurses did not decode (with
    /// modifiers, say); everything else (focus in/out, unknown or over-long sequences) is
    /// ignored.
    private mutating func finishControl(_ sequence: ControlSequence, final: UInt32) -> [InputEvent] {
        if sequence.marker == 0x3C, final == 0x4D || final == 0x6D {  // < … M or m
            return decodeSGR(sequence.all, released: final == 0x6D).map { [.mouse($0)] } ?? []
        }
        guard sequence.marker == nil else { return [] }
        switch final {
        case 0x41: return [.key(.up)]
        case 0x42: return [.key(.down)]
        case 0x43: return [.key(.right)]
        case 0x44: return [.key(.left)]
        case 0x48: return [.key(.home)]
        case 0x46: return [.key(.end)]
        case 0x5A: return [.key(.backTab)]
        default: return []
        }
    }
}
