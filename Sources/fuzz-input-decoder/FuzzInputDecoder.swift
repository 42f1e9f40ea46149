import FuzzSupport
import Terminal

/// Fuzzes `InputDecoder` with arbitrary sequences of raw reads, under the real ncurses mouse
/// masks or under masks taken from the input (the decoder promises never to trap for any
/// integers). Besides not crashing, each sequence must decode the same way twice (no hidden
/// state), every mouse event must sit at a cell ≥ 0, and a Unicode scalar read as a character
/// between escape sequences must come out as exactly that key (ESC starts a sequence).
@main
enum FuzzInputDecoder {
    static func main() {
        FuzzDriver.run { bytes in
            var reader = ByteReader(bytes)
            let masks = reader.next(UInt8.self) & 1 == 0 ? MouseMasks.ncurses : arbitraryMasks(&reader)
            var reads: [Read] = []
            while !reader.isAtEnd && reads.count < 4096 { reads.append(Read(&reader)) }
            let (first, between) = decode(reads, masks: masks)
            precondition(first == decode(reads, masks: masks).events, "decoding is not deterministic")
            for (k, read) in reads.enumerated() { checkInvariants(read, first[k], betweenSequences: between[k]) }
        }
    }

    /// Decodes each read with one decoder, as the screen does; also tells, for each read,
    /// whether the decoder was between escape sequences before it.
    static func decode(_ reads: [Read], masks: MouseMasks) -> (events: [[InputEvent]], between: [Bool]) {
        var decoder = InputDecoder(masks: masks)
        var between: [Bool] = []
        let events = reads.map { read in
            between.append(decoder.isBetweenSequences)
            switch read {
            case .raw(let raw): return decoder.decode(raw)
            case .getWch(let status, let value): return decoder.decode(getWchStatus: status, value: value)
            }
        }
        return (events, between)
    }

    static func checkInvariants(_ read: Read, _ events: [InputEvent], betweenSequences: Bool) {
        for case .mouse(let mouse) in events {
            precondition(mouse.column >= 0 && mouse.row >= 0, "mouse event at a negative cell: \(mouse)")
        }
        if betweenSequences, case .raw(.character(let value)) = read, let scalar = Unicode.Scalar(value),
            value > 31, value != 127
        {
            precondition(events == [.key(.character(Character(scalar)))], "\(value) decoded as \(events)")
        }
    }

    /// Mask tables of any length with any bits, as a different ncurses might define them.
    static func arbitraryMasks(_ reader: inout ByteReader) -> MouseMasks {
        func table() -> [UInt] { (0..<Int(reader.next(UInt8.self) % 7)).map { _ in UInt(reader.next(UInt64.self)) } }
        return MouseMasks(
            pressed: table(), released: table(), clicked: table(),
            motion: UInt(reader.next(UInt64.self)), shift: UInt(reader.next(UInt64.self)),
            control: UInt(reader.next(UInt64.self)), alt: UInt(reader.next(UInt64.self)))
    }
}

/// One read from ncurses: already split into a `RawInput`, or a raw `get_wch` result.
enum Read {
    case raw(RawInput)
    case getWch(status: Int32, value: UInt32)

    /// The next read: a tag byte, then the fields the tag needs.
    init(_ reader: inout ByteReader) {
        switch reader.next(UInt8.self) % 4 {
        case 0: self = .raw(.character(reader.next(UInt32.self)))
        case 1: self = .raw(.keyCode(Int32(bitPattern: reader.next(UInt32.self))))
        case 2:
            let bstate = UInt(reader.next(UInt64.self))
            let x = Int(Int32(bitPattern: reader.next(UInt32.self))),
                y = Int(Int32(bitPattern: reader.next(UInt32.self)))
            self = .raw(.mouse(bstate: bstate, x: x, y: y))
        default:
            // OK, KEY_CODE_YES, ERR (the end of a read), or any other status.
            let statuses: [Int32] = [0, 0o400, -1, Int32(bitPattern: reader.next(UInt32.self))]
            self = .getWch(status: statuses[Int(reader.next(UInt8.self) % 4)], value: reader.next(UInt32.self))
        }
    }
}
