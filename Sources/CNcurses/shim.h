#ifndef TRACKER_CNCURSES_SHIM_H
#define TRACKER_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <termios.h>
#include <unistd.h>
#include <signal.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Glibc's Swift module does not declare wcwidth. */
int wcwidth(wchar_t c);

/* Macros and globals Swift cannot import, as functions and constants. */
static inline WINDOW *tracker_stdscr(void) { return stdscr; }
static inline int tracker_lines(void) { return LINES; }
static inline int tracker_cols(void) { return COLS; }
static inline void tracker_set_escdelay(int ms) { set_escdelay(ms); }
static inline WINDOW *tracker_curscr(void) { return curscr; }
static inline int tracker_color_pairs(void) { return COLOR_PAIRS; }
static inline int tracker_colors(void) { return COLORS; }
static inline SCREEN *tracker_newterm(void) { return newterm(NULL, stdout, stdin); }

/* What curses sends to turn xterm mouse reporting on: terminfo's XM with 1, as ncurses does (tiparm is variadic). */
static inline const char *tracker_mouse_on_sequence(void) {
    const char *xm = tigetstr("XM");
    if (xm == NULL || xm == (char *)-1) return "\033[?1000h";
    return tiparm(xm, 1);
}

static const attr_t TRACKER_A_NORMAL = A_NORMAL;
static const attr_t TRACKER_A_BOLD = A_BOLD;
static const attr_t TRACKER_A_REVERSE = A_REVERSE;
static const attr_t TRACKER_A_UNDERLINE = A_UNDERLINE;
static const attr_t TRACKER_A_DIM = A_DIM;

static const mmask_t TRACKER_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t TRACKER_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t TRACKER_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t TRACKER_BUTTON4_PRESSED = BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
static const mmask_t TRACKER_BUTTON5_PRESSED = BUTTON5_PRESSED;
#else
static const mmask_t TRACKER_BUTTON5_PRESSED = 0;
#endif

#endif
