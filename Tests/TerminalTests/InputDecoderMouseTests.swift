import CNcursesw
import Testing

@testable import Terminal

@Suite("InputDecoder mouse")
struct InputDecoderMouseTests {
    private let masks = MouseMasks.ncurses
    private var left: (pressed: UInt, released: UInt, clicked: UInt) {
        (cn_button_pressed(1), cn_button_released(1), cn_button_clicked(1))
    }

    private func mouse(
        _ kind: MouseEvent.Kind, _ column: Int, _ row: Int,
        _ modifiers: MouseModifiers = []
    ) -> InputEvent {
        .mouse(MouseEvent(kind: kind, column: column, row: row, modifiers: modifiers))
    }

    @Test func pressDragRelease() {
        var decoder = InputDecoder()
        #expect(decoder.decode(.mouse(bstate: left.pressed, x: 10, y: 5)) == [mouse(.press(.left), 10, 5)])
        #expect(decoder.heldButton == .left)
        // ncurses reports drags as bare motion: the held button fills in.
        #expect(decoder.decode(.mouse(bstate: masks.motion, x: 11, y: 5)) == [mouse(.drag(.left), 11, 5)])
        #expect(decoder.decode(.mouse(bstate: left.released, x: 11, y: 6)) == [mouse(.release(.left), 11, 6)])
        #expect(decoder.heldButton == nil)
        #expect(decoder.decode(.mouse(bstate: masks.motion, x: 12, y: 6)) == [mouse(.move, 12, 6)])
    }

    @Test func mergedClickBecomesPressThenRelease() {
        var decoder = InputDecoder()
        let events = decoder.decode(.mouse(bstate: left.clicked, x: 3, y: 4))
        #expect(events == [mouse(.press(.left), 3, 4), mouse(.release(.left), 3, 4)])
        #expect(decoder.heldButton == nil)
        let double = decoder.decode(.mouse(bstate: cn_button_double_clicked(3), x: 0, y: 0))
        #expect(double == [mouse(.press(.right), 0, 0), mouse(.release(.right), 0, 0)])
    }

    @Test func rightButtonDrag() {
        var decoder = InputDecoder()
        _ = decoder.decode(.mouse(bstate: cn_button_pressed(3), x: 1, y: 1))
        #expect(decoder.decode(.mouse(bstate: masks.motion, x: 2, y: 1)) == [mouse(.drag(.right), 2, 1)])
        #expect(decoder.decode(.mouse(bstate: cn_button_released(3), x: 2, y: 1)) == [mouse(.release(.right), 2, 1)])
    }

    @Test func wheel() {
        var decoder = InputDecoder()
        #expect(decoder.decode(.mouse(bstate: cn_button_pressed(4), x: 7, y: 8)) == [mouse(.wheelUp, 7, 8)])
        #expect(decoder.decode(.mouse(bstate: cn_button_pressed(5), x: 7, y: 8)) == [mouse(.wheelDown, 7, 8)])
        #expect(decoder.heldButton == nil)
    }

    @Test func modifiersAndClampedCoordinates() {
        var decoder = InputDecoder()
        let bstate = left.pressed | masks.shift | masks.control
        #expect(
            decoder.decode(.mouse(bstate: bstate, x: -3, y: -1)) == [mouse(.press(.left), 0, 0, [.shift, .control])])
    }

    @Test func unknownBitsYieldNothing() {
        var decoder = InputDecoder()
        #expect(decoder.decode(.mouse(bstate: 0, x: 1, y: 1)).isEmpty)
        #expect(decoder.decode(.mouse(bstate: cn_button_released(4), x: 1, y: 1)).isEmpty)
    }

    @Test func shortMaskTablesNeverTrap() {
        var decoder = InputDecoder(
            masks: MouseMasks(
                pressed: [1], released: [], clicked: [],
                motion: 0, shift: 0, control: 0, alt: 0))
        #expect(decoder.decode(.mouse(bstate: .max, x: .max, y: .min)) == [mouse(.press(.left), .max, 0)])
    }

    @Test func arbitraryStatesStayBounded() {
        var decoder = InputDecoder()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bstate = UInt(truncatingIfNeeded: state >> 17)
            let events = decoder.decode(.mouse(bstate: bstate, x: Int(Int32(truncatingIfNeeded: state)), y: -1))
            #expect(events.count <= 14)  // 3 releases + 3 presses + 3 clicks × 2 + 2 wheel steps
        }
    }
}
