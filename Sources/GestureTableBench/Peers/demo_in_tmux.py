#!/usr/bin/env python3
"""The interactive demo's CPU per pointer event in a real terminal: tmux at 80x24.

Runs `gesture-table demo` in a private tmux server, sends it SGR mouse reports with
`tmux send-keys` (a drag 40 cells left and back on one row, released where it started, one
report every PACE seconds, BURST reports a send), and reads the demo's CPU time from
/proc/PID/schedstat (user and system, in nanoseconds), its user and system ticks from
/proc/PID/stat, and its context switches from /proc/PID/status. Then one idle second,
which should cost no CPU and no wake-up.

    swift build -c release --product gesture-table
    python3 Sources/GestureTableBench/Peers/demo_in_tmux.py .build/release/gesture-table [PACE] [GESTURES] [BURST]
    python3 Sources/GestureTableBench/Peers/demo_in_tmux.py --syscalls .build/release/gesture-table

With `--syscalls` the demo runs under strace, and the system calls it makes during the drag
are counted, by name, per report (tracing inflates the CPU figures of that run). With `--json`
the last line printed is one JSON object of the figures. side_by_side.py imports `measure` and
runs it on our demo, on its tui-rs peer's demo and on syscall_floor.c in turn.

A tool for people, not a test: the figures depend on the machine's load, since a demo that
sleeps between reports finds its caches cold. `gesture-table-bench`'s `demo_event_cpu_us` is
the same drag on a virtual clock, without the terminal.
"""
import collections
import json
import os
import subprocess
import sys
import tempfile
import time


def report(button, column, line, final="M"):
    return f"\x1b[<{button};{column + 1};{line + 1}{final}"


def reports_of(gestures, line=6, start=60):
    """A press on `line` at column `start`, a drag 40 cells left and back, a release."""
    reports = []
    for _ in range(gestures):
        reports.append(report(0, start, line))
        reports += [report(32, column, line) for column in range(start - 1, start - 41, -1)]
        reports += [report(32, column, line) for column in range(start - 39, start + 1)]
        reports.append(report(0, start, line, "m"))
    return reports


def cpu_ns(pid):
    with open(f"/proc/{pid}/schedstat") as file:
        return int(file.read().split()[0])


def ticks(pid):
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return int(fields[11]), int(fields[12])


def switches(pid):
    with open(f"/proc/{pid}/status") as file:
        fields = dict(line.split(":", 1) for line in file.read().splitlines())
    return int(fields["voluntary_ctxt_switches"]), int(fields["nonvoluntary_ctxt_switches"])


def measure(binary, pace=0.02, gestures=6, burst=1, syscalls=False):
    """Runs `BINARY demo` in a private tmux server at 80x24, sends it the reports, and returns
    its figures: `cpu_us` a report, user and system µs a report (from 10 ms ticks), context
    switches a report, the idle second's CPU and switches, and with `syscalls` the system calls
    a report by name."""
    binary = os.path.abspath(binary)
    socket = f"gesture-table-demo-{os.getpid()}-{time.time_ns()}"
    trace = tempfile.NamedTemporaryFile(prefix="demo-strace-", suffix=".txt", delete=False).name if syscalls else None
    command = f"exec strace -f -ttt -o {trace} {binary} demo" if trace else f"exec {binary} demo"

    def tmux(*arguments):
        return subprocess.run(["tmux", "-L", socket, *arguments], check=True, capture_output=True, text=True).stdout

    reports = reports_of(gestures)
    tmux("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "demo", command)
    try:
        time.sleep(1.5)
        pid = int(tmux("display", "-p", "-t", "demo", "#{pane_pid}").strip())
        if trace:
            # The pane runs strace; measure its child, the demo.
            with open(f"/proc/{pid}/task/{pid}/children") as file:
                pid = int(file.read().split()[0])
        idle_cpu, idle_switches = cpu_ns(pid), switches(pid)
        time.sleep(1.0)
        idle_cpu, idle_switches = cpu_ns(pid) - idle_cpu, sum(switches(pid)) - sum(idle_switches)
        cpu0, ticks0, switches0 = cpu_ns(pid), ticks(pid), switches(pid)
        drag_start = time.time()
        for index in range(0, len(reports), burst):
            tmux("send-keys", "-t", "demo", "-l", "".join(reports[index:index + burst]))
            time.sleep(pace)
        time.sleep(0.5)
        cpu1, ticks1, switches1 = cpu_ns(pid), ticks(pid), switches(pid)
        drag_end = time.time()
        tmux("send-keys", "-t", "demo", "q")
        time.sleep(0.3)
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)

    count = len(reports)
    figures = {
        "reports": count,
        "pace_ms": pace * 1000,
        "burst": burst,
        "cpu_us": (cpu1 - cpu0) / count / 1000,
        "user_us": (ticks1[0] - ticks0[0]) * 10000 / count,
        "system_us": (ticks1[1] - ticks0[1]) * 10000 / count,
        "voluntary_switches": (switches1[0] - switches0[0]) / count,
        "involuntary_switches": (switches1[1] - switches0[1]) / count,
        "idle_cpu_us": idle_cpu / 1000,
        "idle_switches": idle_switches,
    }
    if trace:
        calls = collections.Counter()
        with open(trace) as file:
            for entry in file:
                fields = entry.split(None, 2)
                if len(fields) == 3 and drag_start <= float(fields[1]) <= drag_end and "(" in fields[2]:
                    calls[fields[2].split("(", 1)[0]] += 1
        os.unlink(trace)
        figures["syscalls"] = {name: number / count for name, number in calls.most_common()}
    return figures


def main():
    flags = {"--syscalls", "--json"}
    arguments = [argument for argument in sys.argv[1:] if argument not in flags]
    if not arguments:
        sys.exit(__doc__)
    pace = float(arguments[1]) if len(arguments) > 1 else 0.02
    gestures = int(arguments[2]) if len(arguments) > 2 else 6
    burst = int(arguments[3]) if len(arguments) > 3 else 1
    figures = measure(arguments[0], pace, gestures, burst, "--syscalls" in sys.argv)
    print(f"{figures['reports']} reports, {burst} a send every {pace * 1000:.0f} ms")
    print(f"CPU {figures['cpu_us']:.1f} µs a report "
          f"(user {figures['user_us']:.0f} µs, system {figures['system_us']:.0f} µs, from 10 ms ticks)")
    print(f"context switches a report: {figures['voluntary_switches']:.2f} voluntary, "
          f"{figures['involuntary_switches']:.2f} involuntary")
    print(f"idle second: {figures['idle_cpu_us']:.0f} µs CPU, {figures['idle_switches']} context switches")
    if "syscalls" in figures:
        calls = figures["syscalls"]
        print("system calls a report: " + ", ".join(f"{name} {number:.2f}" for name, number in calls.items())
              + f" (total {sum(calls.values()):.2f})")
    if "--json" in sys.argv:
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
