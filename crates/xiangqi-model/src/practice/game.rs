//! One attempt at a drill: the worker chooses a position from the
//! ending's table, the player moves, the tables judge every move, and the
//! AI answers with the tables' perfect play.
//!
//! The player's move is judged as soon as it is made, by the tables'
//! verdict on the position it leads to: a win let slip to a draw, or a
//! draw thrown into a loss, ends the attempt there (a slower mate is no
//! fault). A win ends in mate; a draw is held once the attacker has made
//! [`HOLD_MOVES`] moves without breaking through.

use xiangqi::{Color, Game, Move, Outcome, Position, Square};
use xiangqi_tablebase::{Probe, Task, Wdl};

use super::drills::Drill;
use super::progress::PracticeProgress;
use crate::effect::SearchSpec;

/// The attacker's moves the defender must survive to hold a draw.
pub const HOLD_MOVES: u32 = 10;
/// The AI's thinking time per move: the tables answer at once, this only
/// bounds a search should the tables be missing.
const AI_MOVETIME_MS: u64 = 800;

/// Where an attempt stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeState {
    /// Waiting for the position; the worker may be solving the ending's
    /// tables (the one being solved, done and total).
    Preparing { solving: Option<(String, u32, u32)> },
    /// The player's move, or the AI's.
    Playing,
    /// Mated the defender.
    Won,
    /// Kept the draw.
    Held,
    /// The attempt is lost.
    Failed(Failure),
    /// The worker could not give a position (or failed).
    Unavailable,
}

/// How an attempt was lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// This move let the win slip: the position is a draw now.
    ThrewWin(Move),
    /// This move lost a drawn position.
    ThrewDraw(Move),
    /// The game ended otherwise than the task asks (a rule's draw while
    /// winning, a loss).
    Ended(Outcome),
}

/// What an attempt asks of the browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeEffect {
    /// Ask the worker for a position of `ending` (request `id`).
    Practise {
        id: u32,
        ending: &'static str,
        hold: bool,
        seed: u64,
    },
    /// Ask the tables about `fen`.
    Probe { fen: String },
    /// The AI's move.
    Search(SearchSpec),
    /// The progress changed: store it.
    SaveProgress,
}

/// One attempt at a drill.
#[derive(Clone, Debug)]
pub struct PracticeGame {
    drill: Drill,
    game: Option<Game>,
    state: PracticeState,
    /// The request whose answer counts (ids only grow).
    request: u32,
    selected: Option<Square>,
    /// The tables' verdict on the position when it is the player's move,
    /// from the player's view.
    verdict: Option<Probe>,
    /// The attacker's moves so far.
    attacker_moves: u32,
}

impl PracticeGame {
    /// A new attempt at `drill`, asking the worker for a position chosen
    /// by `seed`; `first_id` is above every id used before.
    pub fn start(drill: Drill, seed: u64, first_id: u32) -> (PracticeGame, Vec<PracticeEffect>) {
        let game = PracticeGame {
            drill,
            game: None,
            state: PracticeState::Preparing { solving: None },
            request: first_id,
            selected: None,
            verdict: None,
            attacker_moves: 0,
        };
        let ask = PracticeEffect::Practise {
            id: first_id,
            ending: drill.ending,
            hold: drill.task == Task::Hold,
            seed,
        };
        (game, vec![ask])
    }

    pub fn drill(&self) -> Drill {
        self.drill
    }

    pub fn state(&self) -> &PracticeState {
        &self.state
    }

    /// The last request id used.
    pub fn last_request(&self) -> u32 {
        self.request
    }

    /// The side the player plays: the attacker (Red) to win, the
    /// defender (Black) to hold.
    pub fn player(&self) -> Color {
        match self.drill.task {
            Task::Win => Color::Red,
            Task::Hold => Color::Black,
        }
    }

    /// The position on the board (none while preparing).
    pub fn position(&self) -> Option<&Position> {
        self.game.as_ref().map(Game::position)
    }

    /// The position before the last move (to name that move in notation).
    pub fn before_last_move(&self) -> Option<&Position> {
        let g = self.game.as_ref()?;
        g.position_at(g.ply_count().checked_sub(1)?)
    }

    pub fn last_move(&self) -> Option<Move> {
        self.game.as_ref().and_then(Game::last_move)
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The points the selected piece may go to.
    pub fn targets(&self) -> Vec<Square> {
        match (&self.game, self.selected) {
            (Some(g), Some(sq)) => g.legal_targets(sq),
            _ => Vec::new(),
        }
    }

    /// The tables' verdict for the player at their move, once known.
    pub fn verdict(&self) -> Option<Probe> {
        self.verdict
    }

    /// The attacker's moves so far (a hold counts [`HOLD_MOVES`] of them).
    pub fn attacker_moves(&self) -> u32 {
        self.attacker_moves
    }

    /// Whether the player may move now.
    pub fn players_turn(&self) -> bool {
        self.state == PracticeState::Playing
            && self
                .game
                .as_ref()
                .is_some_and(|g| g.side_to_move() == self.player())
    }

    /// The tables are being solved for request `id`.
    pub fn on_solving(&mut self, id: u32, ending: &str, done: u32, total: u32) {
        if id == self.request && matches!(self.state, PracticeState::Preparing { .. }) {
            self.state = PracticeState::Preparing {
                solving: Some((ending.to_string(), done, total)),
            };
        }
    }

    /// The worker's position for request `id`.
    pub fn on_practice(&mut self, id: u32, fen: Option<&str>) -> Vec<PracticeEffect> {
        if id != self.request || !matches!(self.state, PracticeState::Preparing { .. }) {
            return Vec::new();
        }
        match fen.and_then(|f| Game::from_fen(f).ok()) {
            Some(game) if game.side_to_move() == self.player() => {
                let fen = game.position().to_fen();
                self.game = Some(game);
                self.state = PracticeState::Playing;
                vec![PracticeEffect::Probe { fen }]
            }
            _ => {
                self.state = PracticeState::Unavailable;
                Vec::new()
            }
        }
    }

    /// The worker cannot serve: the attempt cannot go on.
    pub fn on_ai_failed(&mut self) {
        if matches!(
            self.state,
            PracticeState::Preparing { .. } | PracticeState::Playing
        ) {
            self.state = PracticeState::Unavailable;
        }
    }

    /// A tap on `sq`: picks up one of the player's pieces, or moves the
    /// picked-up piece there.
    pub fn tap(&mut self, sq: Square, progress: &mut PracticeProgress) -> Vec<PracticeEffect> {
        if !self.players_turn() {
            return Vec::new();
        }
        let Some(pos) = self.game.as_ref().map(|g| g.position().clone()) else {
            return Vec::new();
        };
        let own = pos.piece_at(sq).is_some_and(|p| p.color == self.player());
        match self.selected {
            Some(from) if from == sq => Vec::new(),
            Some(from) if !own => self.play_from(from, sq, progress),
            _ => {
                self.selected = own.then_some(sq);
                Vec::new()
            }
        }
    }

    /// A piece dragged from `from` to `to`.
    pub fn drop_piece(
        &mut self,
        from: Square,
        to: Square,
        progress: &mut PracticeProgress,
    ) -> Vec<PracticeEffect> {
        if !self.players_turn() {
            return Vec::new();
        }
        self.play_from(from, to, progress)
    }

    fn play_from(
        &mut self,
        from: Square,
        to: Square,
        progress: &mut PracticeProgress,
    ) -> Vec<PracticeEffect> {
        let Some(game) = self.game.as_mut() else {
            return Vec::new();
        };
        let Some(&m) = game
            .legal_moves()
            .iter()
            .find(|m| m.from == from && m.to == to)
        else {
            // Not a move: the tap picks up nothing new.
            self.selected = None;
            return Vec::new();
        };
        let _ = game.play(m);
        self.selected = None;
        self.verdict = None;
        if let Some(effects) = self.judge_end(progress) {
            return effects;
        }
        let Some(game) = self.game.as_ref() else {
            return Vec::new();
        };
        self.request += 1;
        vec![
            PracticeEffect::Probe {
                fen: game.position().to_fen(),
            },
            PracticeEffect::Search(SearchSpec {
                id: self.request,
                fen: game.start().to_fen(),
                moves: game.moves().to_vec(),
                level: None,
                movetime_ms: Some(AI_MOVETIME_MS),
                depth: None,
                clock: None,
                move_cap_ms: None,
                budget_ms: AI_MOVETIME_MS as u32,
            }),
        ]
    }

    /// The tables' verdict on `fen`, from its side to move's view.
    pub fn on_verdict(
        &mut self,
        fen: &str,
        verdict: Option<Probe>,
        progress: &mut PracticeProgress,
    ) -> Vec<PracticeEffect> {
        let Some(game) = self.game.as_ref() else {
            return Vec::new();
        };
        let here = Position::from_fen(fen).is_ok_and(|p| p.zobrist() == game.position().zobrist());
        let (Some(verdict), true, PracticeState::Playing) = (verdict, here, &self.state) else {
            return Vec::new();
        };
        if game.side_to_move() == self.player() {
            self.verdict = Some(verdict);
            return Vec::new();
        }
        // The player's move, judged from the player's view.
        let Some(mv) = game.last_move() else {
            return Vec::new();
        };
        let after = verdict.after_move();
        let failure = match self.drill.task {
            Task::Win if after.result != Wdl::Win => Some(Failure::ThrewWin(mv)),
            Task::Hold if after.result == Wdl::Loss => Some(Failure::ThrewDraw(mv)),
            _ => None,
        };
        match failure {
            Some(f) => self.conclude(PracticeState::Failed(f), progress),
            None => Vec::new(),
        }
    }

    /// The AI's answer to request `id`.
    pub fn on_reply(
        &mut self,
        id: u32,
        best: Option<Move>,
        progress: &mut PracticeProgress,
    ) -> Vec<PracticeEffect> {
        if id != self.request || self.state != PracticeState::Playing || self.players_turn() {
            return Vec::new();
        }
        let Some(game) = self.game.as_mut() else {
            return Vec::new();
        };
        match best {
            Some(m) if game.play(m).is_ok() => {}
            _ => {
                self.state = PracticeState::Unavailable;
                return Vec::new();
            }
        }
        if self.drill.task == Task::Hold {
            self.attacker_moves += 1;
        }
        if let Some(effects) = self.judge_end(progress) {
            return effects;
        }
        if self.drill.task == Task::Hold && self.attacker_moves >= HOLD_MOVES {
            return self.conclude(PracticeState::Held, progress);
        }
        let fen = self.game.as_ref().map(|g| g.position().to_fen());
        fen.map(|fen| PracticeEffect::Probe { fen })
            .into_iter()
            .collect()
    }

    /// The verdict of a game the rules have ended, if it has ended.
    fn judge_end(&mut self, progress: &mut PracticeProgress) -> Option<Vec<PracticeEffect>> {
        let outcome = self.game.as_ref()?.outcome()?;
        let state = match (outcome.winner, self.drill.task) {
            (Some(w), _) if w == self.player() => PracticeState::Won,
            (None, Task::Hold) => PracticeState::Held,
            _ => PracticeState::Failed(Failure::Ended(outcome)),
        };
        Some(self.conclude(state, progress))
    }

    fn conclude(
        &mut self,
        state: PracticeState,
        progress: &mut PracticeProgress,
    ) -> Vec<PracticeEffect> {
        let success = matches!(state, PracticeState::Won | PracticeState::Held);
        self.state = state;
        self.selected = None;
        // A late answer to the AI's search is ignored from now on.
        self.request += 1;
        progress.count(self.drill.id, success);
        vec![PracticeEffect::SaveProgress]
    }
}
