#!/usr/bin/env python3
"""Side by side: GestureTable, ratatui and Textual fed the same frames.

    python3 Sources/GestureTableBench/Peers/side_by_side.py [--bench PATH]

Builds nothing itself: run `swift build -c release --product gesture-table-bench` first (or pass
--bench). It makes a virtual environment (in $TMPDIR/gesture-table-peers) with pyratatui 0.3.0
(ratatui through PyO3) and textual 8.2.8 from PyPI, asks the benchmark for the frames of a whole
swipe gesture (`gesture-table-bench --peer-frames`: drag to half the width, release, settle, 60
fps, 80x24), then runs each peer in a child process on a pseudo-terminal of 80x24 and counts
the bytes it writes for the frames after the first, and its time per frame:
- ratatui: each frame is a Paragraph of styled Spans; time is Terminal.draw, median, including
  the Python callback that builds the widget;
- Textual: a Static per row, and each frame updates the rows that changed with Rich Text; time
  is the process's CPU time over the frames divided by their number (Textual draws on its own
  schedule, at most 60 fps; frames are fed at 30 fps so that each is drawn).
Our figures come from the same run of the benchmark. This is a tool for people, not a test.
"""

import json
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import venv

PEERS = ["pyratatui==0.3.0", "textual==8.2.8"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


def ensure_venv():
    path = os.path.join(tempfile.gettempdir(), "gesture-table-peers")
    python = os.path.join(path, "bin", "python")
    if not os.path.exists(python):
        venv.create(path, with_pip=True)
    check = subprocess.run([python, "-c", "import pyratatui, textual"], capture_output=True)
    if check.returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "-q"] + PEERS, check=True)
    return python


# --- Children: each draws the frames on its pseudo-terminal and reports on a pipe. ---

def signal(fd, message):
    os.write(fd, (message + "\n").encode())


def wait(fd):
    data = b""
    while not data.endswith(b"\n"):
        chunk = os.read(fd, 1)
        if not chunk:
            break
        data += chunk
    return data.decode().strip()


def run_ratatui(frames, report, ack):
    import pyratatui as r

    def style(fg, bg, bold, dim):
        s = r.Style()
        if fg:
            s = s.fg(r.Color.rgb(int(fg[1:3], 16), int(fg[3:5], 16), int(fg[5:7], 16)))
        if bg:
            s = s.bg(r.Color.rgb(int(bg[1:3], 16), int(bg[3:5], 16), int(bg[5:7], 16)))
        if bold:
            s = s.bold()
        if dim:
            s = s.dim()
        return s

    def paragraph(frame):
        text = r.Text()
        for row in frame:
            text.push_line(r.Line([r.Span(t, style(fg, bg, b, d)) for t, fg, bg, b, d in row]))
        return r.Paragraph(text)

    times = []
    with r.Terminal() as terminal:
        for index, frame in enumerate(frames):
            widget = paragraph(frame)
            start = time.perf_counter()
            terminal.draw(lambda f: f.render_widget(widget, f.area))
            elapsed = time.perf_counter() - start
            if index == 0:
                signal(report, "first")
                wait(ack)
            else:
                times.append(elapsed)
        signal(report, json.dumps({"done": True, "frame_ns": statistics.median(times) * 1e9}))
        wait(ack)


def run_textual(frames, report, ack):
    from rich.style import Style
    from rich.text import Text
    from textual.app import App
    from textual.widgets import Static

    def rich(frame):
        text = Text(no_wrap=True, end="")
        for number, row in enumerate(frame):
            for t, fg, bg, b, d in row:
                text.append(t, Style(color=fg, bgcolor=bg, bold=b, dim=d))
            if number < len(frame) - 1:
                text.append("\n")
        return text

    rows = [[rich([row]) for row in frame] for frame in frames]

    class Frames(App):
        CSS = "Screen { padding: 0; layout: vertical; } Static { width: 80; height: 1; padding: 0; }"

        def compose(self):
            self.views = [Static(text) for text in rows[0]]
            yield from self.views

        def on_mount(self):
            self.index = 0
            self.set_timer(0.5, self.first)

        def first(self):
            signal(report, "first")
            wait(ack)
            self.cpu = time.process_time()
            self.set_interval(1 / 30, self.step)

        def step(self):
            self.index += 1
            if self.index < len(rows):
                # Only the rows that changed are updated, so Textual repaints only those.
                for view, new, old in zip(self.views, frames[self.index], frames[self.index - 1]):
                    if new != old:
                        view.update(rich([new]))
                return
            if self.index == len(rows):
                self.cpu = (time.process_time() - self.cpu) / (len(rows) - 1)
                return
            if self.index == len(rows) + 10:
                signal(report, json.dumps({"done": True, "frame_ns": self.cpu * 1e9}))
                wait(ack)
                self.exit()

    Frames().run()


# --- Parent: runs a child on a pseudo-terminal and counts its bytes. ---

def measure(python, peer, frames_path):
    report_read, report_write = os.pipe()
    ack_read, ack_write = os.pipe()
    pid, master = pty.fork()
    if pid == 0:
        os.close(report_read)
        os.close(ack_write)
        os.set_inheritable(report_write, True)
        os.set_inheritable(ack_read, True)
        import fcntl
        import termios
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
        os.execve(python, [python, __file__, "--child", peer, frames_path, str(report_write), str(ack_read)], env)
    os.close(report_write)
    os.close(ack_read)
    counts = {"before": 0, "gesture": 0}
    phase = "before"
    result = None
    tail = b""
    while True:
        ready, _, _ = select.select([master, report_read], [], [], 30)
        if not ready:
            break
        if master in ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            counts[phase] += len(data)
            tail = (tail + data)[-3000:]
            continue
        message = wait(report_read)
        if not message:
            if result is not None:
                break
            sys.stderr.write(f"{peer} stopped; its last output:\n{tail.decode(errors='replace')}\n")
            break
        # Let the peer's last bytes arrive before the phase changes.
        deadline = time.time() + 0.3
        while time.time() < deadline:
            more, _, _ = select.select([master], [], [], 0.05)
            if more:
                try:
                    counts[phase] += len(os.read(master, 65536))
                except OSError:
                    break
        if message == "first":
            phase = "gesture"
        else:
            result = json.loads(message)
            phase = "after"
            counts["after"] = 0
        signal(ack_write, "go")
    os.waitpid(pid, 0)
    return counts["gesture"], (result or {}).get("frame_ns")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        peer, frames_path, report, ack = sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
        with open(frames_path) as file:
            frames = json.load(file)["frames"]
        {"ratatui": run_ratatui, "textual": run_textual}[peer](frames, report, ack)
        return
    bench = os.path.join(ROOT, ".build", "release", "gesture-table-bench")
    if "--bench" in sys.argv:
        bench = sys.argv[sys.argv.index("--bench") + 1]
    python = ensure_venv()
    ours = json.loads(subprocess.run([bench, "--peer-frames"], capture_output=True, text=True, check=True).stdout)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(ours, file)
        frames_path = file.name
    rows = [("GestureTable", ours["gesture_bytes"], ours["frame_pipeline_ns"], ours["write_ns"])]
    for peer in ["ratatui", "textual"]:
        gesture, frame_ns = measure(python, peer, frames_path)
        rows.append((peer, gesture, frame_ns, None))
    os.unlink(frames_path)
    payload = ours["gesture_payload_bytes"]
    print(f"{len(ours['frames'])} frames of 80x24: a whole swipe gesture at 60 fps; payload lower bound {payload} B")
    print(f"{'':14}{'gesture bytes':>16}{'x payload':>11}{'frame µs':>11}{'ours ÷ peer':>13}")
    for name, gesture, frame_ns, _ in rows:
        ratio = f"{rows[0][2] / frame_ns:.2f}" if frame_ns and name != "GestureTable" else ""
        time_text = f"{frame_ns / 1000:.1f}" if frame_ns else "?"
        print(f"{name:14}{gesture:>16}{gesture / payload:>11.2f}{time_text:>11}{ratio:>13}")
    print("GestureTable's frame is layout, render, diff and write (frame_pipeline_ns); "
          f"writing these frames alone takes {rows[0][3] / 1000:.1f} µs each.")


if __name__ == "__main__":
    main()
