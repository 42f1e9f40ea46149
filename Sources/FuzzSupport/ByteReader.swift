/// Reads fixed-size integers off the front of a fuzzer's input; past the end it yields zeros,
/// so every input, however short, decodes to something.
public struct ByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    /// Starts at the first byte of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True once every byte was read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next `width` bytes as a little-endian unsigned integer.
    public mutating func next<T: FixedWidthInteger & UnsignedInteger>(_: T.Type = T.self) -> T {
        var value: T = 0
        for k in 0..<(T.bitWidth / 8) {
            let byte = offset < bytes.count ? bytes[offset] : 0
            offset += 1
            value |= T(byte) << (8 * k)
        }
        return value
    }
}
