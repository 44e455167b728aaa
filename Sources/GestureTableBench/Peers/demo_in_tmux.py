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

A tool for people, not a test: the figures depend on the machine's load, since a demo that
sleeps between reports finds its caches cold. `gesture-table-bench`'s `demo_event_cpu_us` is
the same drag on a virtual clock, without the terminal.
"""
import subprocess
import sys
import time

binary = sys.argv[1]
pace = float(sys.argv[2]) if len(sys.argv) > 2 else 0.02
gestures = int(sys.argv[3]) if len(sys.argv) > 3 else 6
burst = int(sys.argv[4]) if len(sys.argv) > 4 else 1
socket = f"gesture-table-demo-{time.time_ns()}"


def tmux(*arguments):
    return subprocess.run(["tmux", "-L", socket, *arguments], check=True, capture_output=True, text=True).stdout


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


def report(button, column, line, final="M"):
    return f"\x1b[<{button};{column + 1};{line + 1}{final}"


line, start = 6, 60
reports = []
for _ in range(gestures):
    reports.append(report(0, start, line))
    reports += [report(32, column, line) for column in range(start - 1, start - 41, -1)]
    reports += [report(32, column, line) for column in range(start - 39, start + 1)]
    reports.append(report(0, start, line, "m"))

tmux("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "demo", f"exec {binary} demo")
try:
    time.sleep(1.5)
    pid = int(tmux("display", "-p", "-t", "demo", "#{pane_pid}").strip())
    idle_cpu, idle_switches = cpu_ns(pid), switches(pid)
    time.sleep(1.0)
    idle_cpu, idle_switches = cpu_ns(pid) - idle_cpu, sum(switches(pid)) - sum(idle_switches)
    cpu0, ticks0, switches0 = cpu_ns(pid), ticks(pid), switches(pid)
    for index in range(0, len(reports), burst):
        tmux("send-keys", "-t", "demo", "-l", "".join(reports[index:index + burst]))
        time.sleep(pace)
    time.sleep(0.5)
    cpu1, ticks1, switches1 = cpu_ns(pid), ticks(pid), switches(pid)
    tmux("send-keys", "-t", "demo", "q")
    time.sleep(0.3)
finally:
    subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)

count = len(reports)
print(f"{count} reports, {burst} a send every {pace * 1000:.0f} ms")
print(f"CPU {(cpu1 - cpu0) / count / 1000:.1f} µs a report "
      f"(user {(ticks1[0] - ticks0[0]) * 10000 / count:.0f} µs, system {(ticks1[1] - ticks0[1]) * 10000 / count:.0f} µs, from 10 ms ticks)")
print(f"context switches a report: {(switches1[0] - switches0[0]) / count:.2f} voluntary, "
      f"{(switches1[1] - switches0[1]) / count:.2f} involuntary")
print(f"idle second: {idle_cpu / 1000:.0f} µs CPU, {idle_switches} context switches")
