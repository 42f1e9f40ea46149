// Wide-character ncurses for Swift. SwiftPM drops the .pc cflags, so the feature macros that
// expose cchar_t / setcchar / mvadd_wch / get_wch must be defined here, before any include.
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/ncurses.h>

// wcwidth is only declared under _XOPEN_SOURCE, which would hide other glibc symbols.
extern int wcwidth(wchar_t c);

// Swift 6 refuses reads of mutable C globals; these read them for it.
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline FILE *cn_stderr(void) { return stderr; }

// Mouse masks are macros built from shifts; Swift cannot import them.
static inline unsigned long cn_button_pressed(int b) { return (unsigned long)NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_PRESSED); }
static inline unsigned long cn_button_released(int b) { return (unsigned long)NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_RELEASED); }
static inline unsigned long cn_button_clicked(int b) { return (unsigned long)NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_CLICKED); }
static inline unsigned long cn_button_double_clicked(int b) { return (unsigned long)NCURSES_MOUSE_MASK(b, NCURSES_DOUBLE_CLICKED); }
static inline unsigned long cn_button_triple_clicked(int b) { return (unsigned long)NCURSES_MOUSE_MASK(b, NCURSES_TRIPLE_CLICKED); }
static inline unsigned long cn_all_mouse_events(void) { return (unsigned long)ALL_MOUSE_EVENTS; }
static inline unsigned long cn_report_mouse_position(void) { return (unsigned long)REPORT_MOUSE_POSITION; }
static inline unsigned long cn_button_shift(void) { return (unsigned long)BUTTON_SHIFT; }
static inline unsigned long cn_button_ctrl(void) { return (unsigned long)BUTTON_CTRL; }
static inline unsigned long cn_button_alt(void) { return (unsigned long)BUTTON_ALT; }

// Attributes and colour pairs are macros too.
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline int cn_color_pair(int n) { return (int)COLOR_PAIR(n); }

// Key codes that are function-like macros.
static inline int cn_key_f(int n) { return KEY_F(n); }

// nl_langinfo returns a pointer into static storage; Swift copies it at once.
static inline const char *cn_codeset(void) { return nl_langinfo(CODESET); }

// tigetstr returns (char *)-1 for "not a string capability"; fold that into NULL.
static inline const char *cn_tigetstr(const char *name) {
    char *s = tigetstr(name);
    return s == (char *)-1 ? NULL : s;
}

#endif
