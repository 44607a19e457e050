//! The table: one game on the board, and everything around it.

mod commands;
mod draws;
mod endgame;
mod history;
pub use history::HistoryChange;
mod input;
mod lifecycle;
mod offers;
mod pacing;
mod preferences;
mod thinking;
mod timing;
mod viewing;

use xiangqi::{ByColor, Clocks, Color, Game, Move, Notation, Outcome, Position, Square};
use xiangqi_engine::Score;

use super::dialog::Dialog;
use super::draw_offers::DrawOffers;
use super::effect::Effect;
use super::engine_info::EngineInfo;
use super::mode::Mode;
use super::notice::{Notice, ShownNotice};
use super::saved::SavedGame;
use super::settings::{Lang, Settings};

pub use commands::{CommandError, ShellStep};
pub use lifecycle::WELCOME_LEVEL;
pub use thinking::TOP_LEVEL_MOVETIME_MS;

/// How long a passing notice stays, in ms.
const NOTICE_MS: u32 = 3_500;
/// How long a refused target stays marked, in ms.
const REFUSAL_MS: u32 = 700;

/// What the AI worker is doing for the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Choosing the AI's move.
    AiMove,
    /// Finding a move to suggest to the player.
    Hint,
}

/// A question put to the worker and not yet answered (or answered and
/// held back until the AI has visibly thought, see `pacing`).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pending {
    task: Task,
    id: u32,
    /// When it was asked (monotonic ms).
    asked_at: f64,
    /// The AI's move, held until its minimum thinking time has passed.
    held: Option<(Move, Score)>,
}

/// Counters the shell watches to know what to save: each grows when the
/// corresponding stored value has changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Revisions {
    /// The game in progress (moves, result, players, clocks started or
    /// stopped). Running clocks are saved by time, not by revision.
    pub game: u64,
    /// The past games.
    pub history: u64,
    /// The settings.
    pub settings: u64,
}

/// Everything read from storage when the page opens.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    pub settings: Settings,
    /// The game in progress, if any (one that can be replayed).
    pub current: Option<SavedGame>,
    /// Past games, most recent first.
    pub history: Vec<SavedGame>,
    /// Keys unreadable data was moved to.
    pub set_aside: Vec<String>,
    /// The browser's language, for when none was chosen.
    pub browser_lang: Option<Lang>,
    /// Whether the analysis board was on screen when the page was left
    /// (the shell opens it again).
    pub analysis_open: bool,
    /// Nothing was stored and the welcome was never shown: a first visit.
    pub first_visit: bool,
}

/// What decides whether the game in progress needs saving again.
#[derive(Clone, Debug, PartialEq)]
struct SaveKey {
    ply: usize,
    last: Option<Move>,
    outcome: Option<Outcome>,
    running: Option<Color>,
    paused: bool,
    draws: DrawOffers,
    mode: Mode,
    bottom: Color,
    archived: bool,
    started_at: u64,
}

/// The state of the screen: see the [module](super) documentation.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    clocks: Clocks,
    mode: Mode,
    /// The side at the bottom of the screen.
    bottom: Color,
    /// The ply shown when looking back; `None` shows the live position.
    shown_ply: Option<usize>,
    selected: Option<Square>,
    /// A refused target, marked briefly, with its serial number.
    refused: Option<(Square, u32)>,
    /// The move to animate on the board.
    animate: Option<Move>,
    /// The suggested move, drawn as an arrow.
    hint: Option<Move>,
    info: Option<EngineInfo>,
    pending: Option<Pending>,
    next_request: u32,
    /// Whether the AI's last answer was unusable and was asked again.
    ai_retried: bool,
    draws: DrawOffers,
    /// The imported file's whole tree (PGN), while this game came from one.
    tree: Option<String>,
    /// The opened record's tags (players, event, date), kept for its
    /// names and its export; empty for a game begun here.
    tags: Vec<(String, String)>,
    /// The AI's scores of its own moves this game (its view), to tell a
    /// dead level position.
    ai_scores: Vec<Score>,
    dialog: Dialog,
    notice: Option<ShownNotice>,
    serial: u32,
    /// The monotonic time of the last action or clock check.
    now: f64,
    /// Wall-clock start of the game.
    started_at: f64,
    /// Whether the game is in the history.
    archived: bool,
    history: Vec<SavedGame>,
    /// What changed in `history` since the shell last took it.
    history_changes: Vec<history::HistoryChange>,
    settings: Settings,
    browser_lang: Lang,
    revisions: Revisions,
    saved_key: Option<SaveKey>,
    /// State of the coin flipped for a random side.
    coin: u64,
    /// Face to face: the seat that paused the clocks, which alone resumes
    /// them (not kept across a reload: then either seat resumes).
    paused_by: Option<Color>,
    /// Which sides have heard the low-time warning since their time last
    /// went under [`low_time::LOW_TIME_MS`](crate::low_time::LOW_TIME_MS).
    low_warned: ByColor<bool>,
    /// The last position the endgame tables were asked about (its key).
    probed: Option<u64>,
    /// Effects gathered during the current action.
    out: Vec<Effect>,
}

impl Table {
    // ----- reading --------------------------------------------------------

    /// The game, with every move played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Both clocks.
    pub fn clocks(&self) -> &Clocks {
        &self.clocks
    }

    /// Who plays whom.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The side at the bottom of the screen.
    pub fn bottom(&self) -> Color {
        self.bottom
    }

    /// The ply on the board.
    pub fn ply_on_board(&self) -> usize {
        let total = self.game.ply_count();
        self.shown_ply.map_or(total, |p| p.min(total))
    }

    /// Whether the board shows the live position.
    pub fn is_live(&self) -> bool {
        self.shown_ply.is_none()
    }

    /// The position on the board.
    pub fn shown_position(&self) -> &Position {
        self.game
            .position_at(self.ply_on_board())
            .unwrap_or_else(|| self.game.position())
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Move> {
        let ply = self.ply_on_board();
        ply.checked_sub(1)
            .and_then(|i| self.game.moves().get(i).copied())
    }

    /// The result, if the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The selected piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// A target just refused, to mark briefly.
    pub fn refused(&self) -> Option<Square> {
        self.refused.map(|(sq, _)| sq)
    }

    /// The serial number of the last refusal (changes with each one).
    pub fn refusal_serial(&self) -> Option<u32> {
        self.refused.map(|(_, id)| id)
    }

    /// The move to animate.
    pub fn animate(&self) -> Option<Move> {
        self.animate
    }

    /// The suggested move.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// The engine's latest report.
    pub fn info(&self) -> Option<&EngineInfo> {
        self.info.as_ref()
    }

    /// What the worker is busy with.
    pub fn task(&self) -> Option<Task> {
        self.pending.map(|p| p.task)
    }

    /// Whether the AI is choosing its move.
    pub fn ai_thinking(&self) -> bool {
        self.task() == Some(Task::AiMove)
    }

    /// The open dialog.
    pub fn dialog(&self) -> Dialog {
        self.dialog
    }

    /// The notice on screen.
    pub fn notice(&self) -> Option<&ShownNotice> {
        self.notice.as_ref()
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The whole tree (variations and comments, as PGN) of the file this
    /// game was imported from.
    pub fn imported_tree(&self) -> Option<&str> {
        self.tree.as_deref()
    }

    /// The move notation: the chosen one, else the language's usual one.
    pub fn notation(&self) -> Notation {
        self.settings.notation(self.lang())
    }

    /// The interface language: the chosen one, else the browser's.
    pub fn lang(&self) -> Lang {
        self.settings.lang_or(self.browser_lang)
    }

    /// Past games, most recent first.
    pub fn history(&self) -> &[SavedGame] {
        &self.history
    }

    /// The opened record's tags (players, event, date); empty for a game
    /// begun here.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Wall-clock start of the game (ms since 1970).
    pub fn started_at(&self) -> f64 {
        self.started_at
    }

    /// What to save, by revision.
    pub fn revisions(&self) -> Revisions {
        self.revisions
    }

    /// Whether a person may move now: the live position, their turn, the
    /// game on, the clocks not paused, the AI not thinking.
    pub fn can_move(&self) -> bool {
        self.is_live()
            && !self.game.is_over()
            && !self.clocks.is_paused()
            && self.mode.is_human(self.game.side_to_move())
            && !self.ai_thinking()
    }

    /// Whether moves made on the board are tried on the analysis board
    /// instead of played: once the game is over, a different move from any
    /// of its positions starts a variation there, and the finished game
    /// itself never changes.
    pub fn tries_moves(&self) -> bool {
        self.game.is_over()
    }

    /// Legal targets of the selected piece.
    pub fn targets(&self) -> Vec<Square> {
        match self.selected {
            Some(sq) if self.can_move() => self.game.legal_targets(sq),
            Some(sq) if self.tries_moves() => self
                .shown_position()
                .legal_moves()
                .iter()
                .filter(|m| m.from == sq)
                .map(|m| m.to)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Whether the piece on `sq` may be picked up now: the mover's, on
    /// the live position of a game going on, or on the shown position of
    /// a finished one (to try a move there).
    pub fn can_pick(&self, sq: Square) -> bool {
        let position = if self.can_move() {
            self.game.position()
        } else if self.tries_moves() {
            self.shown_position()
        } else {
            return false;
        };
        position
            .piece_at(sq)
            .is_some_and(|p| p.color == position.side_to_move())
    }

    // ----- effects and notices --------------------------------------------

    /// Hands the gathered effects to the shell, noting first whether the
    /// game needs saving.
    fn drain(&mut self) -> Vec<Effect> {
        self.ask_tables();
        let key = self.save_key();
        if self.saved_key.as_ref() != Some(&key) {
            self.saved_key = Some(key);
            self.revisions.game += 1;
        }
        std::mem::take(&mut self.out)
    }

    fn save_key(&self) -> SaveKey {
        SaveKey {
            ply: self.game.ply_count(),
            last: self.game.last_move(),
            outcome: self.game.outcome(),
            running: self.clocks.running(),
            paused: self.clocks.is_paused(),
            draws: self.draws.clone(),
            mode: self.mode,
            bottom: self.bottom,
            archived: self.archived,
            started_at: self.started_at.to_bits(),
        }
    }

    fn effect(&mut self, effect: Effect) {
        self.out.push(effect);
    }

    fn next_serial(&mut self) -> u32 {
        self.serial = self.serial.wrapping_add(1);
        self.serial
    }

    /// Shows a notice; a passing one fades by itself.
    fn say(&mut self, notice: Notice) {
        let id = self.next_serial();
        if !notice.is_sticky() {
            self.effect(Effect::FadeNotice {
                id,
                after_ms: NOTICE_MS,
            });
        }
        self.notice = Some(ShownNotice { notice, id });
    }

    /// Shows a notice (for messages that come from the views, such as a
    /// copy to the clipboard).
    pub fn notify(&mut self, notice: Notice) -> Vec<Effect> {
        self.say(notice);
        self.drain()
    }

    /// Takes notice `id` away, if it is still the one shown.
    pub fn fade_notice(&mut self, id: u32) -> Vec<Effect> {
        if self.notice.as_ref().is_some_and(|n| n.id == id) {
            self.notice = None;
        }
        self.drain()
    }

    /// Takes the notice away (its close button).
    pub fn dismiss_notice(&mut self) -> Vec<Effect> {
        self.notice = None;
        self.drain()
    }

    /// Takes the refusal mark `id` away, if it is still the one shown.
    pub fn fade_refusal(&mut self, id: u32) -> Vec<Effect> {
        if self.refused.is_some_and(|(_, n)| n == id) {
            self.refused = None;
        }
        self.drain()
    }

    /// A coin flip for a random side.
    fn flip_coin(&mut self) -> bool {
        self.random() & 1 == 0
    }

    /// The next number of a small xorshift generator seeded by the shell
    /// (so tests are repeatable): random sides, the AI's pace.
    fn random(&mut self) -> u64 {
        let mut x = self.coin.max(1);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.coin = x;
        x
    }
}
