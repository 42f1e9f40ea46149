extension String {
    /// This text with every control character written out, so user-supplied text quoted in a
    /// message cannot drive the terminal it is printed on: ESC becomes `\e`, tab `\t`, carriage
    /// return `\r`, a backslash `\\`, and the other C0 controls, DEL, the C1 controls and the
    /// invisible format characters (bidirectional overrides, zero-width spaces) `\u{…}` in hex.
    /// Newlines are kept when `keepingNewlines` is true (for multi-line help text), else `\n`.
    public func escapingControlCharacters(keepingNewlines: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            case "\n": result += keepingNewlines ? "\n" : "\\n"
            default:
                if Self.needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: return true
        default: return scalar.properties.generalCategory == .format
        }
    }
}
