#!/usr/bin/env python3
"""Side by side, in one run: GestureTable and native peers fed the same frames, and the demos.

    python3 Sources/GestureTableBench/Peers/side_by_side.py [--json] [--bench PATH] [--tool PATH]
                                                             [--no-demo] [--python-peers] [--rounds N]
                                                             [--frame-rounds N]

--bench is a release build of gesture-table-bench and --tool one of gesture-table (default: the
ones under .build/release). The script installs what the peers need from Debian's packages when
it is missing (rustc, cargo, librust-tui-dev, librust-crossterm-dev, libncurses-dev and
ncurses-term, for the xterm-direct terminal description; with sudo when not root), and builds
into .build/peers:
- tui_rs_peer/ (Rust, tui-rs 0.19 over crossterm 0.25), with Debian's cargo, offline, against
  the crates in /usr/share/cargo/registry (a source replacement in .build/peers/tui_rs/.cargo);
- ncurses_peer.c (ncurses 6.4, wide-character build);
- syscall_floor.c.

The frames: `gesture-table-bench --peer-frames` gives the frames of a whole swipe gesture (drag
to half the width, release, settle, 60 fps, 80x24) as style runs, with our own figures for them.
Each peer draws the same frames:
- bytes: on a pseudo-terminal of 80x24, the bytes the peer writes for the frames after the
  first (the first frame, the screen before the gesture, is left out, as ours is);
- frame_ns: CPU time per frame, measured as ours is: each run draws the first frame untimed,
  then the thread's CPU time over the other frames is divided by their number; the median of
  301 runs (ours) or 101 (a native peer, whose runs are ten times longer). Output to a byte counter (tui-rs), /dev/null (ncurses: one write(2) a frame).
Our frame_ns is `gesture-table-bench --frame-cpu`: layout, render, diff, encode and write of
the same frames from the table itself, to a byte counter. Ours and the peers take turns, in
--frame-rounds rounds (11 by default), and each frame_ns is the median of its rounds.

The demos (demo_in_tmux.py, unless --no-demo): our `gesture-table demo`, tui_rs_peer's demo (an
inbox list whose dragged row follows the mouse) and syscall_floor.c get the same mouse reports in
tmux, in turn, --rounds times (3 by default); each figure is the median of its rounds.

The targets are checked on this run's figures: ours at most 0.1x tui-rs's frame_ns; our gesture
in no more bytes than ncurses's; our demo's CPU a report at most the tui-rs demo's and at most
2.5x the floor. The exit status is 1 when one is missed (2 when the run itself failed).
With --json the last line is one JSON object:
{"ours": {"frame_ns", "gesture_bytes"}, "tui_rs": {...}, "ncurses": {...}, "payload_bytes",
 "demo_cpu_us": {"ours", "tui_rs", "floor"}, "frame_ratio": {"tui_rs", "ncurses"}, "targets": {...}}
(frame_ratio: the median over rounds of ours ÷ the peer in the same round, which the frame
target reads).

--python-peers adds ratatui (pyratatui 0.3.0) and Textual 8.2.8 from PyPI, in a virtual
environment in $TMPDIR/gesture-table-peers, as extra columns; they are never required.
"""

import json
import os
import pty
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
PEERS_DIR = os.path.join(ROOT, ".build", "peers")
DEBIAN_PACKAGES = ["rustc", "cargo", "librust-tui-dev", "librust-crossterm-dev", "libncurses-dev", "ncurses-term"]
PYTHON_PEERS = ["pyratatui==0.3.0", "textual==8.2.8"]
# Runs a frame time is the median of: ours takes about 0.15 s for 301, a native peer 0.5-1 s for
# 101. Short, so that the rounds take turns often (see frame_times).
TIME_RUNS = {"ours": 301, "peer": 101}
CARGO_CONFIG = """[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "/usr/share/cargo/registry"

[net]
offline = true
"""

TARGETS = {
    "frame_ns": "ours.frame_ns <= 0.1 x tui_rs.frame_ns",
    "gesture_bytes": "ours.gesture_bytes <= ncurses.gesture_bytes",
    "demo_vs_tui_rs": "demo_cpu_us.ours <= demo_cpu_us.tui_rs",
    "demo_vs_floor": "demo_cpu_us.ours <= 2.5 x demo_cpu_us.floor",
}


def log(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


# --- Set-up: Debian packages and the peers' builds. ---

def ensure_debian_packages():
    missing = [name for name in DEBIAN_PACKAGES
               if subprocess.run(["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True)
               .stdout.strip() != "install ok installed"]
    if not missing:
        return
    log(f"installing {' '.join(missing)} with apt-get")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update"], check=True, env=environment, stdout=subprocess.DEVNULL)
    subprocess.run(sudo + ["apt-get", "install", "-y", "--no-install-recommends"] + missing,
                   check=True, env=environment, stdout=subprocess.DEVNULL)


def is_newer(target, sources):
    return os.path.exists(target) and all(os.path.getmtime(target) >= os.path.getmtime(source) for source in sources)


def build_c(name, source, libraries=()):
    target = os.path.join(PEERS_DIR, name)
    if not is_newer(target, [source]):
        subprocess.run(["cc", "-O2", "-o", target, source, *libraries], check=True)
    return target


def build_tui_rs():
    """Copies the crate into .build/peers/tui_rs (so that Cargo.lock and target/ stay out of the
    sources) and builds it with Debian's cargo and rustc, offline, against Debian's crates."""
    source = os.path.join(HERE, "tui_rs_peer")
    build = os.path.join(PEERS_DIR, "tui_rs")
    target = os.path.join(build, "target", "release", "tui_rs_peer")
    files = ["Cargo.toml"] + [os.path.join("src", name) for name in sorted(os.listdir(os.path.join(source, "src")))]
    if is_newer(target, [os.path.join(source, name) for name in files]):
        return target
    os.makedirs(os.path.join(build, "src"), exist_ok=True)
    os.makedirs(os.path.join(build, ".cargo"), exist_ok=True)
    for name in files:
        shutil.copyfile(os.path.join(source, name), os.path.join(build, name))
    with open(os.path.join(build, ".cargo", "config.toml"), "w") as file:
        file.write(CARGO_CONFIG)
    # Debian's cargo and rustc by their paths: a rustup toolchain earlier in PATH would not
    # match the crates Debian packages.
    environment = dict(os.environ, RUSTC="/usr/bin/rustc", CARGO_HOME=os.path.join(PEERS_DIR, "cargo-home"))
    log("building the tui-rs peer (about a minute the first time)")
    subprocess.run(["/usr/bin/cargo", "build", "--release", "--quiet"], cwd=build, env=environment, check=True)
    return target


def build_peers():
    os.makedirs(PEERS_DIR, exist_ok=True)
    return {
        "tui_rs": build_tui_rs(),
        "ncurses": build_c("ncurses_peer", os.path.join(HERE, "ncurses_peer.c"), ["-lncursesw"]),
        "floor": build_c("syscall_floor", os.path.join(HERE, "syscall_floor.c")),
    }


def write_frames(frames, path):
    """The frames as the native peers read them: `frame`, `row`, then `FG BG FLAGS TEXT` runs."""
    with open(path, "w") as file:
        for frame in frames:
            file.write("frame\n")
            for row in frame:
                file.write("row\n")
                for text, fg, bg, bold, dim in row:
                    file.write(f"{fg[1:] if fg else '-'} {bg[1:] if bg else '-'} {int(bold)}{int(dim)} {text}\n")


# --- A child on a pseudo-terminal: it signals after its first frame and after its last. ---

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


def bytes_on_pty(command, environment):
    """Runs `command + [REPORT_FD, ACK_FD]` on a pseudo-terminal of 80x24 and counts the bytes
    it writes between its "first" signal and its final JSON one; returns them and that JSON."""
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
        os.execve(command[0], command + [str(report_write), str(ack_read)], dict(os.environ, **environment))
    os.close(report_write)
    os.close(ack_read)
    counts = {"before": 0, "gesture": 0, "after": 0}
    phase = "before"
    result = None
    tail = b""
    while True:
        ready, _, _ = select.select([master, report_read], [], [], 60)
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
            if result is None:
                log(f"{command[0]} stopped; its last output:\n{tail.decode(errors='replace')}")
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
        signal(ack_write, "go")
    os.waitpid(pid, 0)
    os.close(master)
    return (counts["gesture"] if result is not None else None), result


def peer_environment(name):
    return {"LC_ALL": "C.UTF-8", "TERM": "xterm-direct" if name == "ncurses" else "xterm-256color",
            "COLORTERM": "truecolor"}


def frame_times(bench, binaries, frames_path, rounds):
    """CPU per frame of ours and of each native peer, in rounds that take turns, so that a
    change of the machine's load between two measurements falls on every side alike; each
    figure is the median of its rounds. Returns the medians and every round's figures."""
    samples = {"ours": []} | {name: [] for name in binaries}
    counted = {}
    for _ in range(rounds):
        ours = subprocess.run([bench, "--frame-cpu", str(TIME_RUNS["ours"])], capture_output=True, text=True, check=True)
        samples["ours"].append(int(ours.stdout.strip()))
        for name, binary in binaries.items():
            timed = subprocess.run([binary, "time", frames_path, str(TIME_RUNS["peer"])], capture_output=True, text=True,
                                   env=dict(os.environ, **peer_environment(name)), check=True)
            figures = json.loads(timed.stdout.strip().splitlines()[-1])
            samples[name].append(round(figures["frame_ns"]))
            if "gesture_bytes" in figures:
                counted[name] = figures["gesture_bytes"]
    return {name: statistics.median(values) for name, values in samples.items()}, samples, counted


# --- Python peers, optional: ratatui through pyratatui, and Textual. ---

def ensure_venv():
    import venv
    path = os.path.join(tempfile.gettempdir(), "gesture-table-peers")
    python = os.path.join(path, "bin", "python")
    if not os.path.exists(python):
        venv.create(path, with_pip=True)
    check = subprocess.run([python, "-c", "import pyratatui, textual"], capture_output=True)
    if check.returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "-q"] + PYTHON_PEERS, check=True)
    return python


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
            start = time.process_time()
            terminal.draw(lambda f: f.render_widget(widget, f.area))
            elapsed = time.process_time() - start
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


def python_peer(python, name, json_path):
    gesture_bytes, result = bytes_on_pty([python, os.path.abspath(__file__), "--child", name, json_path],
                                         {"TERM": "xterm-256color", "COLORTERM": "truecolor"})
    return {"frame_ns": (result or {}).get("frame_ns"), "gesture_bytes": gesture_bytes}


# --- The demos in tmux. ---

def demos(binaries, rounds):
    sys.path.insert(0, HERE)
    import demo_in_tmux
    samples = {name: [] for name in binaries}
    for round_number in range(rounds):
        for name, binary in binaries.items():
            log(f"demo round {round_number + 1} of {rounds}: {name}")
            samples[name].append(demo_in_tmux.measure(binary)["cpu_us"])
    return {name: round(statistics.median(values), 1) for name, values in samples.items()}, samples


# --- The run. ---

def option(name, default=None):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv and sys.argv.index(name) + 1 < len(sys.argv) else default


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        peer, frames_path, report, ack = sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
        with open(frames_path) as file:
            frames = json.load(file)["frames"]
        {"ratatui": run_ratatui, "textual": run_textual}[peer](frames, report, ack)
        return 0
    bench = option("--bench", os.path.join(ROOT, ".build", "release", "gesture-table-bench"))
    tool = option("--tool", os.path.join(ROOT, ".build", "release", "gesture-table"))
    rounds = int(option("--rounds", "3"))
    frame_rounds = int(option("--frame-rounds", "11"))
    with_demo = "--no-demo" not in sys.argv
    for path in [bench] + ([tool] if with_demo else []):
        if not os.access(path, os.X_OK):
            log(f"side_by_side.py: {path} is missing: build it with "
                "`swift build -c release --product gesture-table-bench` (and --product gesture-table), or pass its path")
            return 2
    ensure_debian_packages()
    binaries = build_peers()

    log("our figures and frames (gesture-table-bench --peer-frames)")
    ours = json.loads(subprocess.run([bench, "--peer-frames"], capture_output=True, text=True, check=True).stdout)
    if "frame_cpu_ns" not in ours:
        log(f"side_by_side.py: {bench} is older than this script (no frame_cpu_ns): build it again")
        return 2
    workspace = tempfile.mkdtemp(prefix="gesture-table-peers-")
    frames_path = os.path.join(workspace, "frames.txt")
    json_path = os.path.join(workspace, "frames.json")
    write_frames(ours["frames"], frames_path)
    with open(json_path, "w") as file:
        json.dump(ours, file)

    natives = {name: binaries[name] for name in ["tui_rs", "ncurses"]}
    log(f"frame times, {frame_rounds} rounds taking turns")
    frame_ns, frame_samples, counted = frame_times(bench, natives, frames_path, frame_rounds)
    result = {"ours": {"frame_ns": frame_ns["ours"], "gesture_bytes": ours["gesture_bytes"]}}
    for name, binary in natives.items():
        log(f"{name}: the gesture's bytes on a pseudo-terminal")
        gesture_bytes, _ = bytes_on_pty([binary, "frames", frames_path], peer_environment(name))
        result[name] = {"frame_ns": frame_ns[name], "gesture_bytes": gesture_bytes}
        if name in counted:
            # The same peer's bytes to its byte counter: equal to the pseudo-terminal's, or the
            # two measures disagree and the difference is worth a look.
            result[name]["counted_bytes"] = counted[name]
    result["payload_bytes"] = ours["gesture_payload_bytes"]
    if "--python-peers" in sys.argv:
        python = ensure_venv()
        for name in ["ratatui", "textual"]:
            result[f"python_{name}"] = python_peer(python, name, json_path)
    shutil.rmtree(workspace, ignore_errors=True)

    demo_samples = {}
    if with_demo:
        result["demo_cpu_us"], demo_samples = demos(
            {"ours": tool, "tui_rs": binaries["tui_rs"], "floor": binaries["floor"]}, rounds)

    # Each round's ratio is of figures taken moments apart; their median is what the target reads.
    result["frame_ratio"] = {
        name: round(statistics.median(o / p for o, p in zip(frame_samples["ours"], frame_samples[name])), 4)
        for name in natives}
    frame_ratio = result["frame_ratio"]["tui_rs"]
    checks = {
        "frame_ns": frame_ratio <= 0.1,
        "gesture_bytes": result["ncurses"]["gesture_bytes"] is not None
        and result["ours"]["gesture_bytes"] <= result["ncurses"]["gesture_bytes"],
    }
    if with_demo:
        demo = result["demo_cpu_us"]
        checks["demo_vs_tui_rs"] = demo["ours"] <= demo["tui_rs"]
        checks["demo_vs_floor"] = demo["ours"] <= 2.5 * demo["floor"]
    result["targets"] = checks

    payload = result["payload_bytes"]
    print(f"{len(ours['frames'])} frames of 80x24: a whole swipe gesture at 60 fps; payload lower bound {payload} B")
    print(f"{'':14}{'gesture bytes':>16}{'x payload':>11}{'frame µs':>11}{'ours ÷ peer':>13}  (median of rounds)")
    for name in ["ours", "tui_rs", "ncurses"] + [key for key in result if key.startswith("python_")]:
        figures = result[name]
        gesture, frame_ns = figures["gesture_bytes"], figures["frame_ns"]
        ratio = f"{result['frame_ratio'][name]:.3f}" if name in result["frame_ratio"] else ""
        gesture_text = f"{gesture:>16}{gesture / payload:>11.2f}" if gesture is not None else f"{'?':>16}{'':>11}"
        time_text = f"{frame_ns / 1000:.1f}" if frame_ns else "?"
        print(f"{name:14}{gesture_text}{time_text:>11}{ratio:>13}")
    print("frame µs by round (ours, tui_rs, ncurses): " + "; ".join(
        " ".join(f"{frame_samples[name][index] / 1000:.1f}" for name in ["ours", "tui_rs", "ncurses"])
        for index in range(frame_rounds)))
    print(f"ours, by gesture-table-bench's other measures: frame_pipeline_ns {ours['frame_pipeline_ns']} "
          f"(two tables alternating, wall clock), write_ns {ours['write_ns']} (diff and encode alone)")
    if with_demo:
        print("demo CPU a report (µs, median of rounds): "
              + ", ".join(f"{name} {value} {demo_samples[name]}" for name, value in result["demo_cpu_us"].items()))
    for name, met in checks.items():
        print(f"target {TARGETS[name]}: {'met' if met else 'MISSED'}")
    if "--json" in sys.argv:
        print(json.dumps(result))
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
