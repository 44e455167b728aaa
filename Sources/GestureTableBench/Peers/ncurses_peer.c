/*
 * The ncurses peer of side_by_side.py, written the way ncurses(3X) describes a program: the
 * frame's text put on the standard screen with mvaddstr in attributes and color pairs
 * (attr_set), then wnoutrefresh and doupdate, which send the terminal only what changed,
 * through ncurses's cursor-motion costs and line optimizations. Colors are direct (TERM
 * xterm-direct): a pair's colors are 0xRRGGBB values, -1 for the terminal's default.
 *
 *     ncurses_peer frames FILE REPORT_FD ACK_FD   draws FILE's frames on the terminal
 *     ncurses_peer time FILE RUNS                  CPU time per frame, output to /dev/null
 *
 * FILE is what side_by_side.py writes: a line `frame` starts a frame, a line `row` a row, and
 * every other line is a style run, `FG BG FLAGS TEXT` (colors `rrggbb` or `-`, flags two
 * digits: bold, dim).
 */
#define _GNU_SOURCE
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct run {
    int row;
    int fg, bg;
    attr_t attributes;
    short pair;
    char *text;
};

struct frame {
    struct run *runs;
    int count;
};

static struct frame *frames;
static int frameCount;

static int color(const char *field) {
    return field[0] == '-' ? -1 : (int)strtol(field, NULL, 16);
}

static int load(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    int row = -1;
    while ((length = getline(&line, &capacity, file)) >= 0) {
        if (length > 0 && line[length - 1] == '\n') line[--length] = 0;
        if (strcmp(line, "frame") == 0) {
            frames = realloc(frames, sizeof *frames * (size_t)(frameCount + 1));
            if (!frames) return -1;
            frames[frameCount++] = (struct frame){NULL, 0};
            row = -1;
            continue;
        }
        if (strcmp(line, "row") == 0) {
            row++;
            continue;
        }
        if (frameCount == 0) continue;
        char fg[8], bg[8], flags[4];
        int consumed = 0;
        /* Exactly one space before the text, which may itself start with spaces. */
        if (sscanf(line, "%7s %7s %3s%n", fg, bg, flags, &consumed) < 3 || line[consumed] != ' ') continue;
        consumed += 1;
        struct frame *frame = &frames[frameCount - 1];
        frame->runs = realloc(frame->runs, sizeof *frame->runs * (size_t)(frame->count + 1));
        if (!frame->runs) return -1;
        frame->runs[frame->count++] = (struct run){
            row, color(fg), color(bg), (flags[0] == '1' ? A_BOLD : 0) | (flags[1] == '1' ? A_DIM : 0), 0,
            strdup(line + consumed)};
    }
    free(line);
    fclose(file);
    return frameCount > 0 ? 0 : -1;
}

/* The color pairs, once, after the screen exists (alloc_pair reuses a pair for the same colors). */
static void allocatePairs(void) {
    for (int f = 0; f < frameCount; f++)
        for (int r = 0; r < frames[f].count; r++) {
            struct run *run = &frames[f].runs[r];
            run->pair = (short)alloc_pair(run->fg, run->bg);
        }
}

static void start(void) {
    start_color();
    use_default_colors();
    cbreak();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    curs_set(0);
    allocatePairs();
}

/* One frame: every run at its place, then the update. */
static void draw(const struct frame *frame) {
    int row = -1;
    for (int r = 0; r < frame->count; r++) {
        const struct run *run = &frame->runs[r];
        attr_set(run->attributes, run->pair, NULL);
        if (run->row != row) {
            mvaddstr(run->row, 0, run->text);
            row = run->row;
        } else {
            addstr(run->text);
        }
    }
    wnoutrefresh(stdscr);
    doupdate();
}

static void signalParent(int fd, const char *message) {
    size_t length = strlen(message);
    if (write(fd, message, length) != (ssize_t)length) exit(1);
}

static void waitParent(int fd) {
    char byte = 0;
    while (read(fd, &byte, 1) == 1 && byte != '\n') {}
}

static double threadCPU(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec * 1e9 + (double)now.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    setlocale(LC_ALL, "");
    if (argc == 5 && strcmp(argv[1], "frames") == 0 && load(argv[2]) == 0) {
        int report = atoi(argv[3]), ack = atoi(argv[4]);
        initscr();
        start();
        for (int f = 0; f < frameCount; f++) {
            draw(&frames[f]);
            if (f == 0) {
                signalParent(report, "first\n");
                waitParent(ack);
            }
        }
        signalParent(report, "{\"done\": true}\n");
        waitParent(ack);
        endwin();
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "time") == 0 && load(argv[2]) == 0 && frameCount > 1) {
        /* Same as the Swift benchmark's own figure: each run draws the first frame untimed,
         * then times the others together; the median over runs. The output is /dev/null at a
         * fixed 80x24: one write(2) a frame, which ncurses makes from its own buffer. */
        int runs = atoi(argv[3]);
        setenv("LINES", "24", 1);
        setenv("COLUMNS", "80", 1);
        FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/null", "r");
        if (!out || !in || !newterm(getenv("TERM") ? getenv("TERM") : "xterm-direct", out, in)) return 1;
        start();
        /* /dev/null always reads as ready: without this, doupdate would take it for typeahead
         * and leave updates unfinished. */
        typeahead(-1);
        double *samples = malloc(sizeof(double) * (size_t)(runs + 1));
        if (!samples) return 1;
        for (int run = 0; run <= runs; run++) {
            draw(&frames[0]);
            double begin = threadCPU();
            for (int f = 1; f < frameCount; f++) draw(&frames[f]);
            samples[run] = (threadCPU() - begin) / (frameCount - 1);
        }
        endwin();
        qsort(samples + 1, (size_t)runs, sizeof(double), compare);
        printf("{\"frame_ns\": %.0f}\n", samples[1 + runs / 2]);
        return 0;
    }
    fprintf(stderr, "usage: ncurses_peer frames FILE REPORT_FD ACK_FD | time FILE RUNS\n");
    return 2;
}
