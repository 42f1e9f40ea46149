/// What one ncurses read produced, as plain integers, so decoding needs no terminal.
public enum RawInput: Equatable, Hashable, Sendable {
    /// `get_wch` returned `OK` with this wide character.
    case character(UInt32)
    /// `get_wch` returned `KEY_CODE_YES` with this key code. `KEY_MOUSE` carries no data here:
    /// the screen reads the `MEVENT` and passes `.mouse` instead.
    case keyCode(Int32)
    /// `getmouse` filled an `MEVENT` with this button state and 0-based cell position.
    case mouse(bstate: UInt, x: Int, y: Int)
    /// `get_wch` returned `ERR`: nothing more is waiting (ncurses already waited its short
    /// escape delay after a lone ESC).
    case endOfInput
}
