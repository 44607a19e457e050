//! The position editor (摆局): a board set up by hand with a palette of
//! both sides' pieces, the side to move and the FEN, kept live.
//!
//! The board may be anything while it is being set up; [`Editor::problems`]
//! says what keeps it from being a legal position (from
//! [`xiangqi::Setup::problems`]), and nothing leaves the editor until there
//! are none.
//!
//! The editor is a page of its own (`?mode=edit&fen=…`), and every way out
//! is a link the app already reads: a new game (`?fen=…&opponent=…`, see
//! [`super::link`]) or the analysis board (`?mode=analysis&fen=…`). So the
//! game screen and the editor never share a page, and neither carries the
//! other's code paths.

use xiangqi::{Color, FenError, Piece, Position, Setup, SetupProblem, Square};

use super::settings::{Opponent, Settings};

/// What a tap on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Tap a piece, then a point, to move it (dragging always moves).
    Move,
    /// Tap a point to put this piece there (tapping the same piece again
    /// takes it away).
    Place(Piece),
    /// Tap a piece to take it off.
    Erase,
}

/// The editor's state: see the [module](self) documentation.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    setup: Setup,
    tool: Tool,
    /// The placed piece picked up with the move tool.
    selected: Option<Square>,
    /// The side at the bottom of the screen.
    bottom: Color,
    /// The side the player takes against the AI.
    player: Color,
    /// The AI level chosen here; `None` keeps the remembered one.
    level: Option<u8>,
    /// The FEN field: the board's FEN, or what the player is typing.
    fen_text: String,
    /// Why the typed FEN was not taken (the board stays as it was).
    fen_error: Option<FenError>,
    problems: Vec<SetupProblem>,
}

impl Editor {
    /// The editor on `setup`, seen with `bottom` at the bottom.
    pub fn new(setup: Setup, bottom: Color) -> Editor {
        let mut editor = Editor {
            player: setup.side_to_move(),
            level: None,
            setup,
            tool: Tool::Move,
            selected: None,
            bottom,
            fen_text: String::new(),
            fen_error: None,
            problems: Vec::new(),
        };
        editor.changed();
        editor
    }

    /// The editor as a link opens it: on the link's FEN when it has one
    /// (any set-up, legal or not), else on the start position. A FEN that
    /// cannot be read is left in the field with its error.
    pub fn from_link(fen: Option<&str>) -> Editor {
        let mut editor = Editor::new(Setup::start(), Color::Red);
        if let Some(fen) = fen {
            editor.type_fen(fen);
        }
        editor
    }

    // ----- reading --------------------------------------------------------

    /// The board being set up.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// What a tap does.
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// The piece picked up to be moved.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The side at the bottom of the screen.
    pub fn bottom(&self) -> Color {
        self.bottom
    }

    /// The side the player takes against the AI.
    pub fn player(&self) -> Color {
        self.player
    }

    /// The AI level a game against the computer would have.
    pub fn level(&self, settings: &Settings) -> u8 {
        self.level.unwrap_or_else(|| settings.level())
    }

    /// Whether the set-up is legal but the side to move has no legal move,
    /// so that a game from it would be over at once.
    pub fn over_at_once(&self) -> bool {
        self.position().is_some_and(|p| !p.has_legal_move())
    }

    /// The text of the FEN field.
    pub fn fen_text(&self) -> &str {
        &self.fen_text
    }

    /// Why the typed FEN was not taken.
    pub fn fen_error(&self) -> Option<&FenError> {
        self.fen_error.as_ref()
    }

    /// What keeps the board from being a legal position.
    pub fn problems(&self) -> &[SetupProblem] {
        &self.problems
    }

    /// The points the problems are about.
    pub fn problem_squares(&self) -> Vec<Square> {
        self.problems
            .iter()
            .flat_map(SetupProblem::squares)
            .collect()
    }

    /// Whether the point holds a piece the pointer may drag.
    pub fn can_pick(&self, sq: Square) -> bool {
        self.tool == Tool::Move && self.setup.piece_at(sq).is_some()
    }

    /// The legal position set up, if it is one.
    pub fn position(&self) -> Option<Position> {
        self.setup.to_position().ok()
    }

    /// The query of a new game from the set-up against `opponent`: the
    /// player takes [`Editor::player`]'s side against the AI, at the level
    /// chosen here (else the remembered one); the rest is as remembered.
    /// `None` while the set-up has problems.
    pub fn play_query(&self, opponent: Opponent, settings: &Settings) -> Option<String> {
        let fen = encode_component(&self.position()?.to_fen());
        Some(match opponent {
            Opponent::Human => format!("?fen={fen}&opponent=human"),
            Opponent::Ai => format!(
                "?fen={fen}&opponent=ai&side={}&level={}",
                self.player.name(),
                self.level(settings)
            ),
        })
    }

    /// The query of the analysis board on this position:
    /// `?mode=analysis&fen=<FEN>`; `None` while the set-up has problems.
    pub fn analysis_query(&self) -> Option<String> {
        self.problems.is_empty().then(|| {
            format!(
                "?mode=analysis&fen={}",
                encode_component(&self.setup.to_fen())
            )
        })
    }

    /// The query of a new game from this position: `?fen=<FEN>`; `None`
    /// while the set-up has problems.
    pub fn game_query(&self) -> Option<String> {
        self.problems
            .is_empty()
            .then(|| format!("?fen={}", encode_component(&self.setup.to_fen())))
    }

    /// The query that reopens the editor on this board (problems and all).
    pub fn editor_query(&self) -> String {
        editor_query(&self.setup)
    }

    // ----- acting ---------------------------------------------------------

    /// Chooses what a tap does; choosing the chosen piece or the eraser
    /// again goes back to moving pieces.
    pub fn choose(&mut self, tool: Tool) {
        self.tool = if tool == self.tool { Tool::Move } else { tool };
        self.selected = None;
    }

    /// A tap on a point, meaning what the tool says. With the move tool: a
    /// piece is picked up, a second tap on it puts it down, a tap on an
    /// empty point moves it there and a tap on another piece picks that
    /// one up instead.
    pub fn tap(&mut self, sq: Square) {
        match self.tool {
            Tool::Place(piece) => {
                let here = self.setup.piece_at(sq);
                self.put(sq, (here != Some(piece)).then_some(piece));
            }
            Tool::Erase => self.put(sq, None),
            Tool::Move => match self.selected {
                Some(from) if from == sq => self.selected = None,
                Some(from) if self.setup.piece_at(sq).is_none() => self.drop_piece(from, sq),
                _ => self.selected = self.setup.piece_at(sq).map(|_| sq),
            },
        }
    }

    /// A piece dragged from one point to another: it moves there, taking
    /// the place of any piece that stood there.
    pub fn drop_piece(&mut self, from: Square, to: Square) {
        self.selected = None;
        if from != to {
            if let Some(piece) = self.setup.put(from, None) {
                self.setup.put(to, Some(piece));
                self.changed();
            }
        }
    }

    /// A piece dragged off the board: it is taken away.
    pub fn drag_off(&mut self, from: Square) {
        self.selected = None;
        self.put(from, None);
    }

    /// A piece dragged from the palette onto a point.
    pub fn drop_new(&mut self, piece: Piece, to: Square) {
        self.selected = None;
        self.put(to, Some(piece));
    }

    /// Takes every piece off (Red to move).
    pub fn clear(&mut self) {
        self.replace(Setup::empty());
    }

    /// Sets the standard start position.
    pub fn start_position(&mut self) {
        self.replace(Setup::start());
    }

    /// Turns the board round.
    pub fn flip(&mut self) {
        self.bottom = self.bottom.other();
    }

    /// Gives the move to `color`.
    pub fn set_side_to_move(&mut self, color: Color) {
        self.setup.set_side_to_move(color);
        self.changed();
    }

    /// Chooses the side the player takes against the AI.
    pub fn set_player(&mut self, color: Color) {
        self.player = color;
    }

    /// Chooses the AI level for a game against the computer.
    pub fn set_level(&mut self, level: u8) {
        self.level = Some(level);
    }

    /// The FEN field edited: a readable FEN replaces the board at once;
    /// otherwise the board stays and the field says why.
    pub fn type_fen(&mut self, text: &str) {
        match Setup::from_fen(text) {
            Ok(setup) => self.replace(setup),
            Err(e) => {
                self.fen_text = text.to_string();
                self.fen_error = Some(e);
            }
        }
    }

    /// Puts the FEN of the board back in the field, dropping what was typed.
    pub fn reset_fen(&mut self) {
        self.changed();
    }

    fn put(&mut self, sq: Square, piece: Option<Piece>) {
        self.selected = None;
        if self.setup.piece_at(sq) != piece {
            self.setup.put(sq, piece);
            self.changed();
        }
    }

    fn replace(&mut self, setup: Setup) {
        self.player = setup.side_to_move();
        self.setup = setup;
        self.selected = None;
        self.changed();
    }

    /// After any change of the board: the field shows its FEN again and
    /// the problems are looked for afresh.
    fn changed(&mut self) {
        self.fen_text = self.setup.to_fen();
        self.fen_error = None;
        self.problems = self.setup.problems();
    }
}

/// The query of the editor on `setup`: `?mode=edit&fen=<FEN>`.
pub fn editor_query(setup: &Setup) -> String {
    format!("?mode=edit&fen={}", encode_component(&setup.to_fen()))
}

/// Whether the query (read through `get`) asks for the editor
/// (`mode=edit`), and with which FEN (`fen=`).
pub fn requested(get: impl Fn(&str) -> Option<String>) -> Option<Option<String>> {
    (get("mode").as_deref() == Some("edit")).then(|| get("fen"))
}

/// `text` percent-encoded for a query value: everything but ASCII letters,
/// digits and `-_.~`.
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        }
    }
    out
}
