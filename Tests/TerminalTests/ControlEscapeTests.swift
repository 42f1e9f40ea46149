import Testing

@testable import Terminal

@Suite("Control characters in messages are written out")
struct ControlEscapeTests {
    @Test("ESC, BEL, C1, DEL and format characters become escapes; other text is kept")
    func escapes() {
        let title = "\u{1B}]2;owned\u{07}\u{1B}[2J"
        #expect(title.escapingControlCharacters() == "\\e]2;owned\\u{7}\\e[2J")
        #expect(
            "a\u{7F}b\u{9B}c\u{200B}d\u{202E}".escapingControlCharacters() == "a\\u{7F}b\\u{9B}c\\u{200B}d\\u{202E}")
        #expect("tab\tcr\rback\\slash".escapingControlCharacters() == "tab\\tcr\\rback\\\\slash")
        #expect("pig 🐷 é ü".escapingControlCharacters() == "pig 🐷 é ü")
    }

    @Test("newlines are escaped in a one-line message, kept in help text")
    func newlines() {
        #expect("a\nb".escapingControlCharacters() == "a\\nb")
        #expect("a\nb\u{1B}".escapingControlCharacters(keepingNewlines: true) == "a\nb\\e")
    }

    @Test("nothing printable is left that a terminal would act on")
    func noControlsLeft() {
        let every = String(String.UnicodeScalarView((0..<0x2100).compactMap(Unicode.Scalar.init)))
        let escaped = every.escapingControlCharacters()
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
