//! What the game hands to the screens that load after the first paint (the
//! study module): how to open the analysis board, what a dialog is drawn
//! from, and what a dialog asks the game to do.
//!
//! The page and the study module are two WebAssembly modules with memories
//! of their own, so everything here crosses as JSON. The page only builds
//! [`StudyRequest`] and [`DialogContext`] and only reads [`DialogCommand`]:
//! the parsing and tree building stay in the module that needs them.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, GameRecord, GameTree, Move, Notation, Position};

use super::analysis::StoredAnalysis;
use super::dialog::Dialog;
use super::link::replay;
use super::settings::{Lang, NewGameChoice, Settings};

/// How to open the analysis board: a game (or a link's moves) and the
/// position to show.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StudyRequest {
    /// The start position (FEN).
    pub start: String,
    /// The main line, in ICCS.
    pub moves: Vec<String>,
    /// How many of the moves lead to the shown position.
    pub shown: usize,
    /// The whole tree (PGN) the game was imported from, if it still
    /// matches the game.
    #[serde(default)]
    pub tree: Option<String>,
    /// A move tried at the shown position, kept as a variation.
    #[serde(default)]
    pub tried: Option<String>,
    /// Review the main line as soon as the board opens.
    #[serde(default)]
    pub review: bool,
}

impl StudyRequest {
    /// The analysis board this asks for. A move that cannot be played ends
    /// the main line there and is reported once (a link's bad move).
    pub fn into_stored(self) -> StoredAnalysis {
        let start = Position::from_fen(&self.start).unwrap_or_else(|_| Position::startpos());
        let (moves, bad_move) = replay(&start, &self.moves);
        let shown = &moves[..self.shown.min(moves.len())];
        let tree = self
            .tree
            .and_then(|pgn| GameTree::from_pgn(&pgn).ok())
            .filter(|tree| tree.start() == &start && tree.mainline_moves() == moves);
        let mut stored = match tree {
            Some(tree) => StoredAnalysis::of_tree(tree, shown),
            None => {
                let mut stored = StoredAnalysis::of_moves(start, &moves);
                stored.path = shown.iter().map(ToString::to_string).collect();
                stored
            }
        };
        stored.bad_move = bad_move;
        if let Some(mv) = self.tried.and_then(|t| t.parse::<Move>().ok()) {
            stored = stored.with_move_tried(mv);
        }
        stored.review_on_open = self.review;
        stored
    }
}

/// Everything the dialogs of the study module show, as of now. The page
/// sends it when a dialog opens and again whenever it changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DialogContext {
    /// The open dialog.
    pub dialog: Dialog,
    #[serde(with = "super::settings::lang_text")]
    pub lang: Option<Lang>,
    #[serde(with = "super::settings::notation_text")]
    pub notation: Option<Notation>,
    pub settings: Settings,
    /// The game as a record, with its tags.
    pub record: GameRecord,
    /// The imported tree (PGN) the game came from, if any.
    pub tree: Option<String>,
    /// The shown position (FEN).
    pub fen: String,
    /// The move that led to the shown position (ICCS).
    pub last_move: Option<String>,
    /// Whether Black is at the bottom of the board.
    pub flipped: bool,
    /// When the game began (wall-clock milliseconds), for the names of
    /// its files. (The dialogs make those names, and the link to the
    /// shown position, themselves: the page's first download does
    /// without the code.)
    pub started_at: f64,
    /// Two players sit face to face (questions to one of them sit on
    /// their half of the screen).
    pub face_to_face: bool,
    /// The game is against the AI.
    pub vs_ai: bool,
    /// How the game ended, in words (empty while it goes on).
    pub result: String,
    /// The game ended in a way that allows playing on.
    pub can_play_on: bool,
    /// The game may be left for the analysis board now.
    #[serde(default)]
    pub can_analyse: bool,
    /// Between two players with clocks: whether the clocks are paused
    /// (`None` where there is nothing to pause).
    #[serde(default)]
    pub paused: Option<bool>,
    /// The browser offers to install the app.
    #[serde(default)]
    pub installable: bool,
}

impl DialogContext {
    /// The page's language.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or(Lang::En)
    }

    /// The page's notation.
    pub fn notation(&self) -> Notation {
        self.notation.unwrap_or(Notation::Iccs)
    }
}

/// What a dialog of the study module asks the game to do. It crosses to
/// the page as a name and an argument (see `DialogCommand::to_wire`).
#[derive(Clone, Debug, PartialEq)]
pub enum DialogCommand {
    /// Close the dialog.
    Close,
    /// Show another dialog instead.
    Open(Dialog),
    /// Say that a text was copied (`true`) or must be selected to copy.
    Copied(bool),
    /// Set up this position (FEN) as a new game.
    SetUp(String),
    /// Open a game record, with the tree (PGN) it was read from if any.
    OpenRecord {
        record: GameRecord,
        tree: Option<String>,
    },
    /// Open a past game (its [`SavedGame::key`](crate::SavedGame::key)).
    OpenHistory(String),
    /// Delete a past game (its [`SavedGame::key`](crate::SavedGame::key)).
    DeleteHistory(String),
    /// Start a new game.
    NewGame(NewGameChoice),
    /// This side resigns.
    Resign(Color),
    /// This side offers a draw.
    OfferDraw(Color),
    /// The other side agrees to the takeback this side asked for.
    AcceptTakeback(Color),
    /// Play on after the game ended.
    PlayOn,
    /// Open the analysis board at the shown position.
    Analyse,
    /// Review the whole game on the analysis board.
    Review,
    /// The interface's language (its code, `en` or `zh`).
    SetLang(String),
    /// The notation of moves (its name).
    SetNotation(String),
    /// Simplified piece characters.
    SetSimplified(bool),
    /// Movement hints drawn on the pieces.
    SetHints(bool),
    /// The page's colours.
    SetTheme(crate::settings::Theme),
    /// The board's look.
    SetBoard(crate::settings::BoardLook),
    /// What the pieces show.
    SetPieces(crate::settings::PieceSet),
    /// Sound on or off.
    ToggleSound,
    /// The engine's analysis under the board, shown or hidden.
    ToggleEnginePanel,
    /// Between two players: stop or restart the clocks.
    TogglePause,
    /// Open the position editor on the shown position.
    EditPosition,
    /// Open the puzzle trainer.
    Puzzles,
    /// Open the games with a friend on another device.
    FriendDevice,
    /// Open the lessons.
    Learn,
    /// Open the endgame trainer.
    Endgames,
    /// Open 揭棋.
    Jieqi,
    /// Show the browser's own install dialog.
    Install,
}
