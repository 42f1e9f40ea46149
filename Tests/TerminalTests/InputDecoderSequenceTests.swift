import CNcursesw
import Testing

@testable import Terminal

/// Escape sequences ncurses passes on as characters (it has no terminfo entry for them): each
/// is read whole, and only a lone ESC followed by the end of the read is the Esc key.
@Suite("InputDecoder escape sequences")
struct InputDecoderSequenceTests {
    /// Decodes `text` as characters from get_wch, then the end of the read.
    private func decode(_ text: String, decoder: inout InputDecoder) -> [InputEvent] {
        text.unicodeScalars.flatMap { decoder.decode(.character($0.value)) } + decoder.decode(.endOfInput)
    }

    private func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decode(text, decoder: &decoder)
    }

    private func mouse(
        _ kind: MouseEvent.Kind, _ column: Int, _ row: Int, _ modifiers: MouseModifiers = []
    )
        -> InputEvent
    {
        .mouse(MouseEvent(kind: kind, column: column, row: row, modifiers: modifiers))
    }

    @Test("a lone Esc is Esc only once the read ends")
    func loneEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode(.character(27)).isEmpty)
        #expect(!decoder.isBetweenSequences)
        #expect(decoder.decode(getWchStatus: ERR, value: 0) == [.key(.escape)])
        #expect(decoder.isBetweenSequences)
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape)], "Esc Esc in one read is one Esc")
    }

    @Test("Alt+key is its own key, never Esc")
    func altKeys() {
        #expect(decode("\u{1B}x") == [.key(.alt("x"))])
        #expect(decode("\u{1B}q") == [.key(.alt("q"))])
        #expect(decode("\u{1B}\r").isEmpty)
        var decoder = InputDecoder()
        #expect(decoder.decode(.character(27)).isEmpty)
        #expect(decoder.decode(.keyCode(KEY_UP)) == [.key(.up)], "Alt+Up: the arrow ncurses decoded")
        #expect(decoder.decode(.endOfInput).isEmpty)
    }

    @Test("focus in and out, unknown and over-long CSI are ignored")
    func ignoredSequences() {
        #expect(decode("\u{1B}[I").isEmpty)
        #expect(decode("\u{1B}[O").isEmpty)
        #expect(decode("\u{1B}[" + String(repeating: "9", count: 20) + "~").isEmpty)
        #expect(decode("\u{1B}[" + String(repeating: "1;", count: 500) + "q").isEmpty)
        #expect(decode("\u{1B}[?1049h").isEmpty)
        #expect(decode("\u{1B}O").isEmpty)
        #expect(decode("\u{1B}[12").isEmpty, "a sequence cut short is dropped at the end of the read")
    }

    @Test("keys after a sequence are read as keys")
    func keysAfterSequences() {
        #expect(decode("\u{1B}[Iq") == [.key(.character("q"))])
        #expect(decode("\u{1B}[<0;1;1Ma") == [mouse(.press(.left), 0, 0), .key(.character("a"))])
        #expect(decode("\u{1B}[1\u{1B}") == [.key(.escape)], "ESC inside a CSI starts over")
    }

    @Test("cursor keys with modifiers that ncurses did not decode")
    func modifiedCursorKeys() {
        #expect(
            decode("\u{1B}[1;5A\u{1B}[1;2D\u{1B}[H\u{1B}[Z") == [.key(.up), .key(.left), .key(.home), .key(.backTab)])
    }

    @Test("SGR 1006 reports: press, drag, release, move, wheel, modifiers")
    func sgrMouse() {
        var decoder = InputDecoder()
        #expect(decode("\u{1B}[<0;11;6M", decoder: &decoder) == [mouse(.press(.left), 10, 5)])
        #expect(decode("\u{1B}[<32;12;6M", decoder: &decoder) == [mouse(.drag(.left), 11, 5)])
        #expect(decode("\u{1B}[<0;12;7m", decoder: &decoder) == [mouse(.release(.left), 11, 6)])
        #expect(decoder.heldButton == nil)
        #expect(decode("\u{1B}[<35;1;1M", decoder: &decoder) == [mouse(.move, 0, 0)])
        #expect(decode("\u{1B}[<64;5;5M\u{1B}[<65;5;5M") == [mouse(.wheelUp, 4, 4), mouse(.wheelDown, 4, 4)])
        #expect(decode("\u{1B}[<18;3;4M") == [mouse(.press(.right), 2, 3, .control)])
        #expect(decode("\u{1B}[<0;99999999999999999999;0M") == [mouse(.press(.left), 999_999, 0)])
        #expect(decode("\u{1B}[<0;1M").isEmpty, "too few parameters")
        #expect(decode("\u{1B}[<66;1;1M").isEmpty, "sideways wheel")
    }

    @Test("X10 reports: ESC [ M and three bytes")
    func x10Mouse() {
        var decoder = InputDecoder()
        func packet(_ b: Int, _ x: Int, _ y: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + b))) + String(UnicodeScalar(UInt8(33 + x)))
                + String(UnicodeScalar(UInt8(33 + y)))
        }
        #expect(decode(packet(0, 10, 5), decoder: &decoder) == [mouse(.press(.left), 10, 5)])
        #expect(decode(packet(32, 11, 5), decoder: &decoder) == [mouse(.drag(.left), 11, 5)])
        #expect(decode(packet(3, 11, 5), decoder: &decoder) == [mouse(.release(.left), 11, 5)])
        #expect(decode(packet(65, 0, 0), decoder: &decoder) == [mouse(.wheelDown, 0, 0)])
        #expect(decode(packet(2, 0, 0) + "q") == [mouse(.press(.right), 0, 0), .key(.character("q"))])
        #expect(decode("\u{1B}[M!").isEmpty, "a packet cut short")
    }
}
