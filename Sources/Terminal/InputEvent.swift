/// One thing the user (or the terminal) did, decoded from what ncurses reports.
public enum InputEvent: Equatable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse press, release, drag, move or wheel step.
    case mouse(MouseEvent)
    /// The terminal now has this size; the next present repaints everything.
    case resize(columns: Int, rows: Int)
    /// The terminal went away (the pty closed); the app should exit.
    case hangup
}

/// A key, as far as a terminal can tell keys apart.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable (or control) character; ctrl-A arrives as U+0001.
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Return / Enter (CR, LF or the keypad Enter).
    case enter
    /// A lone Escape (after the escape delay).
    case escape
    /// A character typed with Alt (Meta) held: the terminal sent ESC and then the character.
    case alt(Character)
    /// Backspace (DEL, BS or the terminfo backspace key).
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// The Delete (forward delete) key.
    case delete
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Function key F*n* (1-based as printed on the key; terminals may report up to F63).
    case function(Int)
}

/// A mouse button that can be held.
public enum MouseButton: Equatable, Hashable, Sendable {
    /// The primary (usually left) button.
    case left
    /// The middle button (or wheel click).
    case middle
    /// The secondary (usually right) button.
    case right
}

/// Keyboard modifiers a terminal reports alongside a mouse event.
public struct MouseModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift was held.
    public static let shift = MouseModifiers(rawValue: 1 << 0)
    /// Control was held.
    public static let control = MouseModifiers(rawValue: 1 << 1)
    /// Alt / Meta was held.
    public static let alt = MouseModifiers(rawValue: 1 << 2)
}

/// A mouse event at a cell (0-based column and row from the top-left of the terminal).
public struct MouseEvent: Equatable, Hashable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The pointer moved while a button was held.
        case drag(MouseButton)
        /// The pointer moved with no button held (needs any-motion reporting).
        case move
        /// One wheel step away from the user.
        case wheelUp
        /// One wheel step towards the user.
        case wheelDown
    }

    /// What happened.
    public var kind: Kind
    /// Column of the pointer, 0-based.
    public var column: Int
    /// Row of the pointer, 0-based.
    public var row: Int
    /// Modifier keys held, when the terminal reports them.
    public var modifiers: MouseModifiers

    /// Creates a mouse event.
    public init(kind: Kind, column: Int, row: Int, modifiers: MouseModifiers = []) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
