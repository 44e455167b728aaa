/*
 * The floor under the demo's CPU per pointer event: a program that does only what the demo's
 * loop must do for a report, and nothing else. It puts the terminal in raw mode with mouse
 * reporting, then for each wake-up calls poll(2), read(2) and one write(2) of about 40 bytes
 * (a cursor move and a short line), as the demo does for a one-row frame. No decoding, no
 * model, no drawing. `q` ends it.
 *
 *     cc -O2 -o /tmp/syscall-floor Sources/GestureTableBench/Peers/syscall_floor.c
 *     python3 Sources/GestureTableBench/Peers/demo_in_tmux.py /tmp/syscall-floor
 *
 * (demo_in_tmux.py starts `BINARY demo`; this program ignores its arguments.) What it costs a
 * report in that harness is what the kernel, the scheduler and a wake-up with cold caches cost
 * on the machine at the time: the demo cannot go below it.
 */
#include <poll.h>
#include <stdio.h>
#include <termios.h>
#include <unistd.h>

static void put(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(STDOUT_FILENO, bytes, count);
        if (written <= 0) return;
        bytes += written;
        count -= (size_t)written;
    }
}

int main(void) {
    struct termios saved, raw;
    if (tcgetattr(STDIN_FILENO, &saved) != 0) return 1;
    raw = saved;
    cfmakeraw(&raw);
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    static const char enter[] = "\x1b[?1049h\x1b[?1003h\x1b[?1006h";
    static const char leave[] = "\x1b[?1006l\x1b[?1003l\x1b[?1049l";
    put(enter, sizeof enter - 1);
    char input[256];
    char output[64];
    for (unsigned reports = 0;; reports++) {
        struct pollfd wanted = {STDIN_FILENO, POLLIN, 0};
        if (poll(&wanted, 1, -1) < 0) break;
        ssize_t count = read(STDIN_FILENO, input, sizeof input);
        if (count <= 0 || input[0] == 'q') break;
        int length = snprintf(output, sizeof output, "\x1b[7;1H%05u a row's text, redrawn", reports % 100000);
        if (length > 0) put(output, (size_t)length);
    }
    put(leave, sizeof leave - 1);
    tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    return 0;
}
