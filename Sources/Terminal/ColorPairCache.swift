import CNcursesw
import Raster

/// Colour pairs allocated on first use per (foreground, background), since terminals have a
/// limited number of pairs and most apps use only a handful.
struct ColorPairCache {
    /// Whether the terminal has colours at all.
    let enabled: Bool
    /// Whether -1 means "the terminal's own colour" (`use_default_colors` succeeded).
    let defaultColors: Bool
    /// `COLORS`: below 16, bright colours fall back to their base colour plus bold.
    let colorCount: Int32
    /// `COLOR_PAIRS`.
    let pairLimit: Int32
    private var pairs: [UInt16: Int16] = [:]
    private var nextPair: Int32 = 1

    init(enabled: Bool, defaultColors: Bool, colorCount: Int32, pairLimit: Int32) {
        self.enabled = enabled
        self.defaultColors = defaultColors
        self.colorCount = colorCount
        self.pairLimit = min(pairLimit, Int32(Int16.max))
    }

    /// The pair number for `style`'s colours, allocating it if new; 0 when out of pairs.
    mutating func pair(for style: Style) -> Int16 {
        guard enabled else { return 0 }
        let key = UInt16(style.foreground.rawValue) << 8 | UInt16(style.background.rawValue)
        if style.foreground == .default, style.background == .default { return 0 }
        if let pair = pairs[key] { return pair }
        guard nextPair < pairLimit else { return 0 }
        let pair = Int16(nextPair)
        guard
            init_pair(
                pair, number(style.foreground, isForeground: true),
                number(style.background, isForeground: false)) == OK
        else { return 0 }
        nextPair += 1
        pairs[key] = pair
        return pair
    }

    /// ncurses attributes for `style`, with bold standing in for bright foregrounds on
    /// 8-colour terminals.
    func attributes(for style: Style) -> attr_t {
        var attributes = cn_a_normal()
        let brightFallback = enabled && colorCount < 16 && isBright(style.foreground)
        if style.bold || brightFallback { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.reverse { attributes |= cn_a_reverse() }
        return attributes
    }

    private func number(_ color: TermColor, isForeground: Bool) -> Int16 {
        if color == .default {
            if defaultColors { return -1 }
            return Int16(isForeground ? COLOR_WHITE : COLOR_BLACK)
        }
        let value = Int16(color.rawValue)
        return colorCount < 16 && value >= 8 ? value - 8 : value
    }

    private func isBright(_ color: TermColor) -> Bool {
        color != .default && color.rawValue >= 8
    }
}
