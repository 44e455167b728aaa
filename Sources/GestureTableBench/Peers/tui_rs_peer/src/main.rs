//! The tui-rs peer of side_by_side.py, written the way tui-rs's documentation and examples
//! write an app: a `Terminal` over the crossterm backend, and each frame a closure passed to
//! `Terminal::draw` that renders widgets into the frame's buffer; tui-rs diffs that buffer
//! against the previous one and sends the changed cells.
//!
//!     tui_rs_peer frames FILE REPORT_FD ACK_FD   draws FILE's frames on the terminal
//!     tui_rs_peer time FILE RUNS                  CPU time per frame, output to a byte counter
//!     tui_rs_peer demo                            a list whose rows follow the mouse
//!
//! FILE is what side_by_side.py writes: a line `frame` starts a frame, a line `row` a row, and
//! every other line is a style run, `FG BG FLAGS TEXT` (colors `rrggbb` or `-`, flags two
//! digits: bold, dim).

use std::cell::Cell;
use std::fs::File;
use std::io::{self, BufRead, Read, Write};
use std::os::unix::io::FromRawFd;
use std::rc::Rc;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event, KeyCode, MouseButton, MouseEventKind};
use crossterm::execute;
use crossterm::terminal::{disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen};
use tui::backend::{Backend, CrosstermBackend};
use tui::layout::{Constraint, Direction, Layout, Rect};
use tui::style::{Color, Modifier, Style};
use tui::text::{Span, Spans};
use tui::widgets::{List, ListItem, Paragraph};
use tui::{Terminal, TerminalOptions, Viewport};

struct Run {
    text: String,
    style: Style,
}

type Frame = Vec<Vec<Run>>;

fn color(field: &str) -> Option<Color> {
    if field == "-" || field.len() != 6 {
        return None;
    }
    let channel = |at: usize| u8::from_str_radix(&field[at..at + 2], 16).unwrap_or(0);
    Some(Color::Rgb(channel(0), channel(2), channel(4)))
}

fn load(path: &str) -> io::Result<Vec<Frame>> {
    let mut frames: Vec<Frame> = Vec::new();
    for line in io::BufReader::new(File::open(path)?).lines() {
        let line = line?;
        match line.as_str() {
            "frame" => frames.push(Vec::new()),
            "row" => frames.last_mut().map(|frame| frame.push(Vec::new())).unwrap_or(()),
            _ => {
                let mut fields = line.splitn(4, ' ');
                let (fg, bg, flags) = (fields.next().unwrap_or("-"), fields.next().unwrap_or("-"), fields.next().unwrap_or("00"));
                let mut style = Style::default();
                if let Some(fg) = color(fg) {
                    style = style.fg(fg);
                }
                if let Some(bg) = color(bg) {
                    style = style.bg(bg);
                }
                if flags.starts_with('1') {
                    style = style.add_modifier(Modifier::BOLD);
                }
                if flags.ends_with('1') {
                    style = style.add_modifier(Modifier::DIM);
                }
                let text = fields.next().unwrap_or("").to_string();
                if let Some(row) = frames.last_mut().and_then(|frame| frame.last_mut()) {
                    row.push(Run { text, style });
                }
            }
        }
    }
    Ok(frames)
}

/// One frame as a tui-rs app draws it: a Paragraph of styled lines over the whole area.
fn draw<B: Backend>(terminal: &mut Terminal<B>, frame: &Frame) -> io::Result<()> {
    terminal.draw(|f| {
        let lines: Vec<Spans> = frame
            .iter()
            .map(|row| Spans::from(row.iter().map(|run| Span::styled(run.text.as_str(), run.style)).collect::<Vec<_>>()))
            .collect();
        f.render_widget(Paragraph::new(lines), f.size());
    })?;
    Ok(())
}

fn signal(pipe: &mut File, message: &str) -> io::Result<()> {
    pipe.write_all(format!("{}\n", message).as_bytes())
}

fn wait(pipe: &mut File) -> io::Result<()> {
    let mut byte = [0u8; 1];
    while pipe.read(&mut byte)? == 1 && byte[0] != b'\n' {}
    Ok(())
}

/// Draws the frames on the terminal (a pseudo-terminal of side_by_side.py's): the first one, a
/// signal so that the parent starts counting bytes, then the others.
fn frames_on_terminal(frames: &[Frame], mut report: File, mut ack: File) -> io::Result<()> {
    enable_raw_mode()?;
    let mut stdout = io::stdout();
    execute!(stdout, EnterAlternateScreen)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout))?;
    terminal.clear()?;
    for (index, frame) in frames.iter().enumerate() {
        draw(&mut terminal, frame)?;
        if index == 0 {
            signal(&mut report, "first")?;
            wait(&mut ack)?;
        }
    }
    signal(&mut report, "{\"done\": true}")?;
    wait(&mut ack)?;
    execute!(terminal.backend_mut(), LeaveAlternateScreen)?;
    disable_raw_mode()
}

/// Counts the bytes written to it, as the Swift benchmark's ByteCounter does; the count is
/// shared because CrosstermBackend keeps its writer to itself.
struct Counter(Rc<Cell<usize>>);

impl Write for Counter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.set(self.0.get() + bytes.len());
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn thread_cpu_ns() -> f64 {
    let mut time = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    time.tv_sec as f64 * 1e9 + time.tv_nsec as f64
}

/// CPU time per frame, as the Swift benchmark measures its own: each run draws the first frame
/// untimed, then times the others together; the median over runs. The output is a byte
/// counter at a fixed 80x24, so no system call is timed.
fn time(frames: &[Frame], runs: usize) -> io::Result<()> {
    if frames.len() < 2 {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "the frames file has fewer than two frames"));
    }
    let count = Rc::new(Cell::new(0));
    let backend = CrosstermBackend::new(Counter(count.clone()));
    let options = TerminalOptions { viewport: Viewport::fixed(Rect::new(0, 0, 80, 24)) };
    let mut terminal = Terminal::with_options(backend, options)?;
    let mut samples = Vec::with_capacity(runs);
    let mut bytes = 0;
    for run in 0..=runs {
        draw(&mut terminal, &frames[0])?;
        let before = count.get();
        let start = thread_cpu_ns();
        for frame in &frames[1..] {
            draw(&mut terminal, frame)?;
        }
        let elapsed = thread_cpu_ns() - start;
        bytes = count.get() - before;
        if run > 0 {
            samples.push(elapsed / (frames.len() - 1) as f64);
        }
    }
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    println!("{{\"frame_ns\": {:.0}, \"gesture_bytes\": {}}}", samples[samples.len() / 2], bytes);
    Ok(())
}

fn main() {
    let arguments: Vec<String> = std::env::args().collect();
    let result = match arguments.get(1).map(String::as_str) {
        Some("frames") if arguments.len() == 5 => load(&arguments[2]).and_then(|frames| {
            let fd = |at: usize| arguments[at].parse::<i32>().unwrap_or(-1);
            let (report, ack) = unsafe { (File::from_raw_fd(fd(3)), File::from_raw_fd(fd(4))) };
            frames_on_terminal(&frames, report, ack)
        }),
        Some("time") if arguments.len() == 4 => load(&arguments[2]).and_then(|frames| time(&frames, arguments[3].parse().unwrap_or(101))),
        Some("demo") => demo::run(),
        _ => Err(io::Error::new(io::ErrorKind::InvalidInput, "usage: tui_rs_peer frames FILE REPORT_FD ACK_FD | time FILE RUNS | demo")),
    };
    if let Err(error) = result {
        eprintln!("tui_rs_peer: {}", error);
        std::process::exit(1);
    }
}

mod demo;
