import CNcursesw

/// The `mmask_t` bits a decoder looks for, as plain integers so tests can use any values.
public struct MouseMasks: Equatable, Hashable, Sendable {
    /// `BUTTONn_PRESSED` for n = 1…5 (index 0 is button 1).
    public var pressed: [UInt]
    /// `BUTTONn_RELEASED` for n = 1…5.
    public var released: [UInt]
    /// `BUTTONn_CLICKED`, `_DOUBLE_CLICKED` and `_TRIPLE_CLICKED` for n = 1…5, or-ed together.
    public var clicked: [UInt]
    /// `REPORT_MOUSE_POSITION`: the pointer moved.
    public var motion: UInt
    /// `BUTTON_SHIFT`.
    public var shift: UInt
    /// `BUTTON_CTRL`.
    public var control: UInt
    /// `BUTTON_ALT`.
    public var alt: UInt

    /// Creates a mask table; each button array should have five entries (missing ones never match).
    public init(
        pressed: [UInt], released: [UInt], clicked: [UInt],
        motion: UInt, shift: UInt, control: UInt, alt: UInt
    ) {
        self.pressed = pressed
        self.released = released
        self.clicked = clicked
        self.motion = motion
        self.shift = shift
        self.control = control
        self.alt = alt
    }

    /// The values of the linked ncurses (these are constants; no terminal is touched).
    public static let ncurses: MouseMasks = {
        let buttons = Array(Int32(1)...5)
        return MouseMasks(
            pressed: buttons.map { cn_button_pressed($0) },
            released: buttons.map { cn_button_released($0) },
            clicked: buttons.map {
                cn_button_clicked($0) | cn_button_double_clicked($0) | cn_button_triple_clicked($0)
            },
            motion: cn_report_mouse_position(),
            shift: cn_button_shift(),
            control: cn_button_ctrl(),
            alt: cn_button_alt()
        )
    }()

    /// The mask at `index` of `table`, or 0 when the table is short (never traps).
    static func bit(_ table: [UInt], _ index: Int) -> UInt {
        table.indices.contains(index) ? table[index] : 0
    }
}
