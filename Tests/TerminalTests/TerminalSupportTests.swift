import Glibc
import Raster
import Testing

@testable import Terminal

@Suite("Terminal support")
struct TerminalSupportTests {
    @Test func errorMessagesAreOneClearLine() {
        let error = TerminalError.notATerminal(app: "pigsplode", stream: "stdout")
        #expect(error.description == "pigsplode needs an interactive terminal (stdout is not a TTY)")
        let all: [TerminalError] = [
            error, .termUnset(app: "a"), .unknownTerminal(app: "a", term: "zz"),
            .noCursorAddressing(app: "a", term: "dumb"), .alreadyOpen(app: "a"),
        ]
        #expect(
            all.allSatisfy {
                !$0.description.contains("\n") && $0.description.hasPrefix(all[0] == $0 ? "pigsplode" : "a ")
            })
    }

    @Test(.enabled(if: isatty(STDOUT_FILENO) == 0))
    func openingWithoutATTYFailsCleanly() {
        #expect(throws: TerminalError.notATerminal(app: "pigsplode", stream: "stdout")) {
            _ = try CursesScreen.open()
        }
    }

    @Test func terminfoPaddingIsStripped() {
        #expect(TerminalSequences.stripPadding("\u{1B}[H$<5>\u{1B}[2J$<2*/>x") == "\u{1B}[H\u{1B}[2Jx")
        #expect(TerminalSequences.stripPadding("a$<unterminated") == "a$<unterminated")
        #expect(TerminalSequences.stripPadding("plain") == "plain")
    }

    @Test func brightColoursFallBackToBoldOnEightColourTerminals() {
        let eight = ColorPairCache(enabled: true, defaultColors: true, colorCount: 8, pairLimit: 64)
        let sixteen = ColorPairCache(enabled: true, defaultColors: true, colorCount: 256, pairLimit: 64)
        let style = Style(foreground: .brightRed)
        #expect(eight.attributes(for: style) != sixteen.attributes(for: style))
        #expect(sixteen.attributes(for: Style(bold: true)) == eight.attributes(for: style))
    }
}
