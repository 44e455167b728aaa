//! The demo peer: an inbox as a tui-rs app writes one (title, a `List` of two-line messages, a
//! status line, a help line), whose row under the mouse follows a drag sideways and shows the
//! action a release would fire in the cells it uncovers, as `gesture-table demo` does. Driven
//! by crossterm's events: each event is read with `event::read` and followed by one
//! `Terminal::draw`. `q` quits. demo_in_tmux.py sends it the same mouse reports as our demo.

use std::io;

use super::{DisableMouseCapture, EnableMouseCapture, Event, KeyCode, MouseButton, MouseEventKind};
use super::{disable_raw_mode, enable_raw_mode, execute, EnterAlternateScreen, LeaveAlternateScreen};
use super::{event, Backend, Color, Constraint, CrosstermBackend, Direction, Layout, List, ListItem};
use super::{Modifier, Paragraph, Span, Spans, Style, Terminal};

struct Message {
    sender: String,
    subject: String,
    preview: String,
    time: String,
}

struct App {
    messages: Vec<Message>,
    /// The message held by the mouse, the column the press was at and the offset now.
    drag: Option<(usize, u16, i32)>,
    status: String,
}

const LIST_TOP: u16 = 1;

impl App {
    fn new() -> App {
        let senders = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov"];
        let messages = (0..40)
            .map(|index| Message {
                sender: senders[index % senders.len()].to_string(),
                subject: format!("Message number {} from the benchmark", index),
                preview: "a preview of the text that follows, cut at the edge of the screen".to_string(),
                time: format!("{:02}:{:02}", 9 + index / 60, index % 60),
            })
            .collect();
        App { messages, drag: None, status: "Drag a row sideways".to_string() }
    }

    fn action(offset: i32, width: u16) -> Option<(&'static str, Color)> {
        let fraction = -offset as f64 / width as f64;
        if fraction >= 0.7 {
            Some(("Delete", Color::Rgb(200, 50, 50)))
        } else if fraction >= 0.25 {
            Some(("Archive", Color::Rgb(34, 85, 32)))
        } else {
            None
        }
    }

    fn mouse(&mut self, kind: MouseEventKind, column: u16, row: u16, width: u16) {
        match kind {
            MouseEventKind::Down(MouseButton::Left) if row >= LIST_TOP => {
                let index = ((row - LIST_TOP) / 2) as usize;
                if index < self.messages.len() {
                    self.drag = Some((index, column, 0));
                }
            }
            MouseEventKind::Drag(MouseButton::Left) => {
                if let Some((index, start, _)) = self.drag {
                    let offset = (column as i32 - start as i32).min(0);
                    self.drag = Some((index, start, offset));
                    self.status = match App::action(offset, width) {
                        Some((name, _)) => format!("Release to {}: {}", name.to_lowercase(), self.messages[index].subject),
                        None => format!("Drag further left: {}", self.messages[index].subject),
                    };
                }
            }
            MouseEventKind::Up(_) => {
                if let Some((index, _, offset)) = self.drag.take() {
                    self.status = match App::action(offset, width) {
                        Some((name, _)) => format!("{}: {}", name, self.messages[index].subject),
                        None => "Nothing done".to_string(),
                    };
                }
            }
            _ => {}
        }
    }

    /// A message's two lines, each as (character, style) cells as wide as the list.
    fn lines(&self, message: &Message, width: usize) -> [Vec<Span<'static>>; 2] {
        let room = width.saturating_sub(message.time.len() + 4);
        let sender: String = message.sender.chars().take(room).collect();
        let gap = " ".repeat(room.saturating_sub(sender.chars().count()) + 1);
        let subject = format!("  {}", message.subject);
        let preview: String = format!("  {}", message.preview).chars().take(width.saturating_sub(subject.len())).collect();
        [
            vec![
                Span::raw("● "),
                Span::styled(sender, Style::default().add_modifier(Modifier::BOLD)),
                Span::raw(gap),
                Span::styled(message.time.clone(), Style::default().add_modifier(Modifier::DIM)),
            ],
            vec![Span::raw(subject), Span::styled(preview, Style::default().add_modifier(Modifier::DIM))],
        ]
    }

    /// The lines of the dragged message moved `offset` cells left, the uncovered cells in the
    /// action's color with its name.
    fn shifted(line: Vec<Span<'static>>, offset: i32, width: usize, action: Option<(&'static str, Color)>) -> Spans<'static> {
        let shift = (-offset) as usize;
        let mut cells: Vec<(char, Style)> = Vec::with_capacity(width);
        for span in &line {
            cells.extend(span.content.chars().map(|character| (character, span.style)));
        }
        cells.resize(width, (' ', Style::default()));
        let mut spans: Vec<Span<'static>> = Vec::new();
        let mut text = String::new();
        let mut style = Style::default();
        for &(character, cell) in cells.iter().skip(shift).take(width - shift.min(width)) {
            if cell != style && !text.is_empty() {
                spans.push(Span::styled(std::mem::take(&mut text), style));
            }
            style = cell;
            text.push(character);
        }
        if !text.is_empty() {
            spans.push(Span::styled(text, style));
        }
        let background = action.map(|(_, color)| color).unwrap_or(Color::Rgb(60, 60, 60));
        let label = action.map(|(name, _)| name).unwrap_or("");
        let mut revealed = format!(" {}", label);
        revealed = revealed.chars().take(shift).collect();
        revealed.push_str(&" ".repeat(shift.saturating_sub(revealed.chars().count())));
        spans.push(Span::styled(revealed, Style::default().bg(background).fg(Color::Rgb(200, 200, 200))));
        Spans::from(spans)
    }

    fn ui<B: Backend>(&self, f: &mut tui::Frame<B>) {
        let area = f.size();
        let chunks = Layout::default()
            .direction(Direction::Vertical)
            .constraints([Constraint::Length(1), Constraint::Min(0), Constraint::Length(1), Constraint::Length(1)])
            .split(area);
        let title = format!(" Inbox · {} messages", self.messages.len());
        f.render_widget(Paragraph::new(Span::styled(title, Style::default().add_modifier(Modifier::BOLD))), chunks[0]);
        let width = chunks[1].width as usize;
        let visible = (chunks[1].height / 2) as usize;
        let items: Vec<ListItem> = self
            .messages
            .iter()
            .take(visible)
            .enumerate()
            .map(|(index, message)| {
                let [first, second] = self.lines(message, width);
                match self.drag {
                    Some((dragged, _, offset)) if dragged == index && offset < 0 => {
                        let action = App::action(offset, area.width);
                        ListItem::new(vec![
                            App::shifted(first, offset, width, action),
                            App::shifted(second, offset, width, action),
                        ])
                    }
                    _ => ListItem::new(vec![Spans::from(first), Spans::from(second)]),
                }
            })
            .collect();
        f.render_widget(List::new(items), chunks[1]);
        f.render_widget(Paragraph::new(self.status.as_str()), chunks[2]);
        let help = " drag a row sideways · q quit";
        f.render_widget(Paragraph::new(Span::styled(help, Style::default().add_modifier(Modifier::DIM))), chunks[3]);
    }
}

pub fn run() -> io::Result<()> {
    enable_raw_mode()?;
    let mut stdout = io::stdout();
    execute!(stdout, EnterAlternateScreen, EnableMouseCapture)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout))?;
    let mut app = App::new();
    let mut width = terminal.size()?.width;
    terminal.draw(|f| app.ui(f))?;
    loop {
        match event::read()? {
            Event::Key(key) if key.code == KeyCode::Char('q') => break,
            Event::Mouse(mouse) => app.mouse(mouse.kind, mouse.column, mouse.row, width),
            Event::Resize(columns, _) => width = columns,
            _ => continue,
        }
        terminal.draw(|f| app.ui(f))?;
    }
    execute!(terminal.backend_mut(), DisableMouseCapture, LeaveAlternateScreen)?;
    disable_raw_mode()
}
