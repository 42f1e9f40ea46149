import CNcursesw
import Testing

@testable import Terminal

@Suite("InputDecoder keys")
struct InputDecoderKeyTests {
    private func keys(_ raws: [RawInput]) -> [InputEvent] {
        var decoder = InputDecoder()
        return raws.flatMap { decoder.decode($0) }
    }

    @Test func printableCharacters() {
        #expect(keys([.character(0x61)]) == [.key(.character("a"))])
        #expect(keys([.character(0xE9)]) == [.key(.character("é"))])
        #expect(keys([.character(0x1F437)]) == [.key(.character("🐷"))])
    }

    @Test func controlCharacters() {
        #expect(keys([.character(10), .character(13)]) == [.key(.enter), .key(.enter)])
        #expect(keys([.character(9)]) == [.key(.tab)])
        #expect(keys([.character(27), .endOfInput]) == [.key(.escape)])
        #expect(keys([.character(127), .character(8)]) == [.key(.backspace), .key(.backspace)])
        #expect(keys([.character(1)]) == [.key(.character("\u{01}"))])
    }

    @Test func invalidScalarsAreDropped() {
        #expect(keys([.character(0xD800), .character(0x110000), .character(.max)]).isEmpty)
    }

    @Test func arrowsAndNavigation() {
        let codes = [
            KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_PPAGE, KEY_NPAGE,
            KEY_DC, KEY_BTAB, KEY_BACKSPACE, KEY_ENTER,
        ]
        let expected: [Key] = [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
            .delete, .backTab, .backspace, .enter,
        ]
        #expect(keys(codes.map { .keyCode($0) }) == expected.map { .key($0) })
    }

    @Test func functionKeys() {
        #expect(keys([.keyCode(cn_key_f(1)), .keyCode(cn_key_f(12))]) == [.key(.function(1)), .key(.function(12))])
        #expect(keys([.keyCode(KEY_F0)]).isEmpty)
    }

    @Test func unknownAndScreenOwnedCodesAreIgnored() {
        #expect(
            keys([.keyCode(0x7FFF), .keyCode(-1), .keyCode(.min), .keyCode(KEY_MOUSE), .keyCode(KEY_RESIZE)]).isEmpty)
    }

    @Test func getWchStatuses() {
        var decoder = InputDecoder()
        #expect(decoder.decode(getWchStatus: OK, value: 0x71) == [.key(.character("q"))])
        #expect(decoder.decode(getWchStatus: KEY_CODE_YES, value: UInt32(KEY_LEFT)) == [.key(.left)])
        #expect(decoder.decode(getWchStatus: ERR, value: 0x71).isEmpty)
        #expect(decoder.decode(getWchStatus: 12345, value: 0x71).isEmpty)
    }
}
