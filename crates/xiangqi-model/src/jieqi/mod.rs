//! A game of 揭棋 on this device: against the computer, or two players
//! side by side or face to face. The table takes the players' taps and
//! the computer's answers and says what the shell must do ([`JieqiEffect`]).
//! The game itself, and its rules, are `xiangqi_jieqi`'s.

mod saved;

use serde::{Deserialize, Serialize};
use xiangqi::{Color, Move, Piece, Setup, Square};
use xiangqi_jieqi::{start_role, Game, GameEnd, PlyRecord, Token};

use crate::mode::Seating;

pub use saved::{record_text, SavedJieqi};

/// The link's `mode` that opens the 揭棋 screen (`?mode=jieqi`).
pub const MODE: &str = "jieqi";

/// Whether a page's query (`param` reads it) asks for the 揭棋 screen.
pub fn requested(param: impl Fn(&str) -> Option<String>) -> bool {
    param("mode").as_deref() == Some(MODE)
}

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum JieqiOpponent {
    /// The computer plays `computer` at `level` (1..=8).
    Computer { level: u8, computer: Color },
    /// Two players on this device.
    TwoPlayers { seating: Seating },
}

/// What the shell must do for the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JieqiEffect {
    /// Ask the worker for the computer's move after `plies` (the record
    /// so far: what both players know), as request `id`.
    AskComputer {
        id: u32,
        plies: Vec<String>,
        level: u8,
        seed: u64,
    },
    /// Store the game (it changed).
    Save,
}

/// How a game ended: on the board, or by a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JieqiEnd {
    Board(GameEnd),
    Resigned(Color),
}

impl JieqiEnd {
    /// The winner, none for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            JieqiEnd::Board(end) => end.winner(),
            JieqiEnd::Resigned(loser) => Some(loser.other()),
        }
    }
}

/// One game of 揭棋 on the table.
#[derive(Clone, Debug)]
pub struct JieqiTable {
    game: Game,
    opponent: JieqiOpponent,
    selected: Option<Square>,
    /// The computer's question in flight, by id.
    asked: Option<u32>,
    next_id: u32,
    resigned: Option<Color>,
}

impl JieqiTable {
    /// A new game whose bag is shuffled from `seed`.
    pub fn new(seed: u64, opponent: JieqiOpponent) -> (JieqiTable, Vec<JieqiEffect>) {
        let mut table = JieqiTable {
            game: Game::new(seed),
            opponent,
            selected: None,
            asked: None,
            next_id: 1,
            resigned: None,
        };
        let mut effects = vec![JieqiEffect::Save];
        effects.extend(table.computer_turn());
        (table, effects)
    }

    /// The game as it was stored; `None` if its record does not replay
    /// from its seed.
    pub fn restore(saved: &SavedJieqi) -> Option<(JieqiTable, Vec<JieqiEffect>)> {
        let plies: Vec<PlyRecord> = saved
            .plies
            .iter()
            .map(|p| p.parse().ok())
            .collect::<Option<_>>()?;
        let game = Game::replay(saved.seed, &plies).ok()?;
        let mut table = JieqiTable {
            game,
            opponent: saved.opponent,
            selected: None,
            asked: None,
            next_id: 1,
            resigned: saved.resigned,
        };
        let effects = table.computer_turn().into_iter().collect();
        Some((table, effects))
    }

    /// What to store.
    pub fn saved(&self) -> SavedJieqi {
        SavedJieqi {
            seed: self.game.seed(),
            plies: self.game.plies().iter().map(ToString::to_string).collect(),
            opponent: self.opponent,
            resigned: self.resigned,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn opponent(&self) -> JieqiOpponent {
        self.opponent
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<JieqiEnd> {
        self.resigned
            .map(JieqiEnd::Resigned)
            .or(self.game.end().map(JieqiEnd::Board))
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.game.position().side_to_move()
    }

    /// Whether the computer is thinking.
    pub fn thinking(&self) -> bool {
        self.asked.is_some()
    }

    /// Whether a person at this device moves now.
    pub fn persons_turn(&self) -> bool {
        self.end().is_none() && !self.is_computer(self.to_move())
    }

    fn is_computer(&self, color: Color) -> bool {
        matches!(self.opponent, JieqiOpponent::Computer { computer, .. } if computer == color)
    }

    /// The side at the bottom of the board: the person's against the
    /// computer, else Red.
    pub fn bottom(&self) -> Color {
        match self.opponent {
            JieqiOpponent::Computer { computer, .. } => computer.other(),
            JieqiOpponent::TwoPlayers { .. } => Color::Red,
        }
    }

    /// The pieces to draw: each face-down piece as the piece it moves as.
    pub fn setup(&self) -> Setup {
        let position = self.game.position();
        let mut setup = Setup::empty();
        for square in Square::ALL {
            let piece = match position.at(square) {
                Some(Token::Shown(color, role)) => Some(Piece::new(color, role)),
                Some(Token::Hidden(_)) => {
                    start_role(square).map(|(color, role)| Piece::new(color, role))
                }
                None => None,
            };
            setup.put(square, piece);
        }
        setup.set_side_to_move(position.side_to_move());
        setup
    }

    /// The points of face-down pieces.
    pub fn face_down(&self) -> Vec<Square> {
        let position = self.game.position();
        Color::ALL
            .into_iter()
            .flat_map(|c| position.hidden_squares(c).collect::<Vec<_>>())
            .collect()
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// Where the selected piece may go.
    pub fn targets(&self) -> Vec<Square> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        self.game
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    pub fn last_move(&self) -> Option<Move> {
        self.game.plies().last().map(|p| p.mv)
    }

    /// The general in check, if the side to move's is.
    pub fn check(&self) -> Option<Square> {
        let position = self.game.position();
        let side = position.side_to_move();
        position.in_check().then(|| {
            Square::ALL
                .into_iter()
                .find(|s| position.at(*s) == Some(Token::Shown(side, xiangqi::Role::General)))
        })?
    }

    /// A tap on `square`: selects a piece of the side to move, or moves
    /// the selected one there.
    pub fn tap(&mut self, square: Square) -> Vec<JieqiEffect> {
        if !self.persons_turn() {
            return Vec::new();
        }
        let own = self
            .game
            .position()
            .at(square)
            .is_some_and(|t| t.color() == self.to_move());
        match self.selected {
            Some(from) if from == square => {
                self.selected = None;
                Vec::new()
            }
            Some(from) if !own => self.try_move(Move::new(from, square)),
            _ => {
                self.selected = own.then_some(square);
                Vec::new()
            }
        }
    }

    /// A piece dragged from `from` to `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square) -> Vec<JieqiEffect> {
        if !self.persons_turn() {
            return Vec::new();
        }
        self.try_move(Move::new(from, to))
    }

    fn try_move(&mut self, mv: Move) -> Vec<JieqiEffect> {
        self.selected = None;
        if self.game.play(mv).is_err() {
            return Vec::new();
        }
        let mut effects = vec![JieqiEffect::Save];
        effects.extend(self.computer_turn());
        effects
    }

    /// Asks for the computer's move when it is its turn.
    fn computer_turn(&mut self) -> Option<JieqiEffect> {
        let JieqiOpponent::Computer { level, computer } = self.opponent else {
            return None;
        };
        if self.end().is_some() || self.to_move() != computer {
            return None;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.asked = Some(id);
        Some(JieqiEffect::AskComputer {
            id,
            plies: self.game.plies().iter().map(ToString::to_string).collect(),
            level,
            // Its suppositions differ from move to move and game to game.
            seed: self.game.seed() ^ (self.game.plies().len() as u64).wrapping_mul(0x9E37_79B9),
        })
    }

    /// The computer's answer to request `id`.
    pub fn on_reply(&mut self, id: u32, best: Option<Move>) -> Vec<JieqiEffect> {
        if self.asked != Some(id) {
            return Vec::new();
        }
        self.asked = None;
        match best {
            Some(mv) if self.game.play(mv).is_ok() => vec![JieqiEffect::Save],
            // No legal move means the game has ended; a move that does not
            // fit is asked again.
            _ => self.computer_turn().into_iter().collect(),
        }
    }

    /// The worker failed: ask again.
    pub fn on_failed(&mut self) -> Vec<JieqiEffect> {
        self.asked = None;
        self.computer_turn().into_iter().collect()
    }

    /// Takes back the last move (against the computer, back to the
    /// person's last move). Whatever was turned over goes face down
    /// again and turns over the same next time: the bag does not change.
    pub fn take_back(&mut self) -> Vec<JieqiEffect> {
        if self.resigned.is_some() || self.game.plies().is_empty() {
            return Vec::new();
        }
        self.selected = None;
        self.asked = None;
        self.game.undo();
        while self.is_computer(self.to_move()) && !self.game.plies().is_empty() {
            self.game.undo();
        }
        let mut effects = vec![JieqiEffect::Save];
        effects.extend(self.computer_turn());
        effects
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Vec<JieqiEffect> {
        if self.end().is_some() {
            return Vec::new();
        }
        self.resigned = Some(color);
        self.asked = None;
        self.selected = None;
        vec![JieqiEffect::Save]
    }
}

#[cfg(test)]
mod tests;
