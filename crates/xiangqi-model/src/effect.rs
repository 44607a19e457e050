//! What the shell must do after an action: the model's only way out.

use xiangqi::Move;

/// A sound to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A move gave check.
    Check,
    /// A move captured a piece.
    Capture,
    /// The running clock went under ten seconds.
    LowTime,
}

/// The clocks as the engine sees them: remaining times and increments in
/// milliseconds, and the moves until the time runs out (`Some(1)` in a
/// byo-yomi period).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchClock {
    pub wtime: u64,
    pub btime: u64,
    pub winc: u64,
    pub binc: u64,
    pub movestogo: Option<u32>,
}

/// A search to run in the AI worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchSpec {
    /// Matches the answer to the question.
    pub id: u32,
    /// The game's start position, as FEN.
    pub fen: String,
    /// The moves played since.
    pub moves: Vec<Move>,
    /// The playing level (`None`: full strength).
    pub level: Option<u8>,
    /// A time budget in milliseconds (the level's own cap still applies).
    pub movetime_ms: Option<u64>,
    /// A depth cap.
    pub depth: Option<u32>,
    /// The clocks, when the AI plays a timed game (used instead of `movetime_ms`).
    pub clock: Option<SearchClock>,
    /// The time left for this move under a per-move limit (步时).
    pub move_cap_ms: Option<u64>,
    /// How long the search may take at most, in milliseconds: past it (and
    /// a grace period) the worker counts as hung.
    pub budget_ms: u32,
}

/// A position for the analysis worker to analyse until it is told to stop
/// (or reaches `depth` or `budget_ms`), reporting `lines` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalyseSpec {
    /// Matches the answers to the question.
    pub id: u32,
    /// The start position, as FEN.
    pub fen: String,
    /// The moves played since (the history matters for repetitions).
    pub moves: Vec<Move>,
    /// How many lines (MultiPV).
    pub lines: u8,
    /// The deepest iteration.
    pub depth: u32,
    /// The longest the analysis may run, in milliseconds.
    pub budget_ms: u32,
    /// Whether the worker first solves the endgame tables the position
    /// needs (then a covered position is answered exactly, from the
    /// tables). The review asks for it: its positions follow one another
    /// in one worker, which keeps what it solved; the live analysis does
    /// not, since each step replaces its worker.
    pub tables: bool,
}

/// One thing for the shell to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Start a search (abandoning any other).
    Search(SearchSpec),
    /// Abandon the search in flight.
    CancelSearch,
    /// Analyse a position in the analysis worker (abandoning any other).
    Analyse(AnalyseSpec),
    /// Stop the analysis worker.
    StopAnalysis,
    /// Ask the endgame tables about the position `fen`, and about each of
    /// its moves with `each_move` (the answer is an
    /// [`AiEvent::Ending`](crate::AiEvent::Ending)).
    ProbeEnding { fen: String, each_move: bool },
    /// Load the AI now, so that its first answer comes quickly.
    WarmUpAi,
    /// A new game: the AI forgets what it learnt of the last one.
    NewAiGame,
    /// Play a sound (when sound is on).
    Sound(Sound),
    /// Allow sound from now on (browsers need a user gesture first).
    UnlockSound,
    /// Call [`Table::fade_notice`](super::Table::fade_notice) with `id`
    /// after `after_ms`.
    FadeNotice { id: u32, after_ms: u32 },
    /// Call [`Table::fade_refusal`](super::Table::fade_refusal) with `id`
    /// after `after_ms`.
    FadeRefusal { id: u32, after_ms: u32 },
    /// Call [`Table::ai_move_due`](super::Table::ai_move_due) with `id`
    /// after `after_ms`: the AI's move, held back so that it does not come
    /// quicker than a person could follow.
    AiMoveDue { id: u32, after_ms: u32 },
    /// Open the analysis board on the game at the shown position with this
    /// move tried there, as a variation (the game itself stays as it is).
    TryOnAnalysisBoard(xiangqi::Move),
    /// Read the past game with this key (see
    /// [`SavedGame::key`](crate::SavedGame::key)) from the store and
    /// hand it to [`Table::open_past_game`](super::Table::open_past_game).
    OpenPastGame(String),
}
