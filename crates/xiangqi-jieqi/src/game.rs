//! A game of 揭棋: its bag, its moves, and how it ends on the board.

use xiangqi::{Color, Move, MOVE_LIMIT_PLIES};

use crate::bag::Bag;
use crate::position::Position;
use crate::record::PlyRecord;

/// How a game ended on the board (resignation, agreement and the clock
/// are the table's business, as in xiangqi).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// `loser` has no legal move: mated if in check, else stalemated.
    /// Both lose in xiangqi.
    NoMoves { loser: Color, mated: bool },
    /// The same position came a third time and `loser` gave check with
    /// every move of the cycle while the other side did not: perpetual
    /// check loses.
    PerpetualCheck { loser: Color },
    /// The same position came a third time otherwise: a draw.
    Repetition,
    /// So many moves without a capture or a piece turned over: a draw.
    MoveLimit,
}

impl GameEnd {
    /// The winner, if not a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameEnd::NoMoves { loser, .. } | GameEnd::PerpetualCheck { loser } => {
                Some(loser.other())
            }
            GameEnd::Repetition | GameEnd::MoveLimit => None,
        }
    }
}

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over")]
    Over,
    /// The move is not legal here.
    #[error("{0} is not a legal move here")]
    Illegal(Move),
    /// A record says a piece turned out otherwise than the bag of its
    /// seed does: the record is not of this seed, or was altered.
    #[error("move {ply} turned over {recorded} in the record, but {drawn} in the bag of its seed")]
    NotThisBag {
        ply: usize,
        recorded: PlyRecord,
        drawn: PlyRecord,
    },
}

/// A game from the start: the bag it reveals from, every position and
/// move, and its end if it has one.
#[derive(Clone, Debug)]
pub struct Game {
    bag: Bag,
    positions: Vec<Position>,
    plies: Vec<PlyRecord>,
    /// Whether each ply gave check.
    checks: Vec<bool>,
    end: Option<GameEnd>,
}

impl Game {
    /// A new game whose bag is shuffled from `seed`.
    pub fn new(seed: u64) -> Game {
        Game::with_bag(Bag::from_seed(seed))
    }

    /// A new game revealing from `bag`.
    pub fn with_bag(bag: Bag) -> Game {
        Game {
            bag,
            positions: vec![Position::start()],
            plies: Vec::new(),
            checks: Vec::new(),
            end: None,
        }
    }

    /// The game of `seed` with these moves played, each checked against
    /// the bag: a record that says a piece turned out otherwise is not
    /// this game and is refused.
    pub fn replay(seed: u64, plies: &[PlyRecord]) -> Result<Game, PlayError> {
        let mut game = Game::new(seed);
        for (i, recorded) in plies.iter().enumerate() {
            let drawn = game.play(recorded.mv)?;
            if drawn != *recorded {
                return Err(PlayError::NotThisBag {
                    ply: i + 1,
                    recorded: *recorded,
                    drawn,
                });
            }
        }
        Ok(game)
    }

    /// The seed of its bag.
    pub fn seed(&self) -> u64 {
        self.bag.seed
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("the start is always there")
    }

    /// Every position, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves so far, with what each turned over.
    pub fn plies(&self) -> &[PlyRecord] {
        &self.plies
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    /// Plays `mv` for the side to move, turning over from the bag.
    pub fn play(&mut self, mv: Move) -> Result<PlyRecord, PlayError> {
        if self.end.is_some() {
            return Err(PlayError::Over);
        }
        let now = self.position();
        if !now.is_legal(mv) {
            return Err(PlayError::Illegal(mv));
        }
        let bag = &self.bag;
        let (next, played) = now.play(mv, |color, _, drawn| {
            bag.draw(color, drawn)
                .expect("a face-down piece is still in the bag")
        });
        let ply = PlyRecord::from(played);
        self.checks.push(next.in_check());
        self.positions.push(next);
        self.plies.push(ply);
        self.end = self.judge();
        Ok(ply)
    }

    /// Takes the last move back. What it turned over goes back face down
    /// and will turn over the same when a piece of that side is next
    /// revealed: the bag's order does not change.
    pub fn undo(&mut self) -> Option<PlyRecord> {
        let ply = self.plies.pop()?;
        self.positions.pop();
        self.checks.pop();
        self.end = None;
        Some(ply)
    }

    /// The end the last move brought, if any.
    fn judge(&self) -> Option<GameEnd> {
        let now = self.position();
        if now.legal_moves().is_empty() {
            let loser = now.side_to_move();
            return Some(GameEnd::NoMoves {
                loser,
                mated: now.in_check(),
            });
        }
        // Only positions since the last capture or reveal can come back.
        let since = (0..self.plies.len())
            .rev()
            .find(|i| self.is_irreversible(*i))
            .map_or(0, |i| i + 1);
        let last = self.positions.len() - 1;
        let earlier: Vec<usize> = (since..last)
            .filter(|i| self.positions[*i] == *now)
            .collect();
        if earlier.len() >= 2 {
            return Some(self.judge_cycle(earlier[0], last));
        }
        if (last - since) as u32 >= MOVE_LIMIT_PLIES {
            return Some(GameEnd::MoveLimit);
        }
        None
    }

    /// Whether ply `index` turned a piece over or took one.
    fn is_irreversible(&self, index: usize) -> bool {
        let ply = &self.plies[index];
        ply.revealed.is_some() || self.positions[index].at(ply.mv.to).is_some()
    }

    /// The verdict on a position come a third time: the moves from
    /// position `from` to position `to` are the cycle.
    fn judge_cycle(&self, from: usize, to: usize) -> GameEnd {
        let always_checked = |color: Color| {
            (from..to)
                .filter(|i| self.positions[*i].side_to_move() == color)
                .all(|i| self.checks[i])
        };
        match (always_checked(Color::Red), always_checked(Color::Black)) {
            (true, false) => GameEnd::PerpetualCheck { loser: Color::Red },
            (false, true) => GameEnd::PerpetualCheck {
                loser: Color::Black,
            },
            _ => GameEnd::Repetition,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    /// Plays `plies` moves of `seed`'s game, each the `k`-th legal one for
    /// a fixed sequence of `k`, stopping early if the game ends.
    fn some_game(seed: u64, plies: usize) -> Game {
        let mut game = Game::new(seed);
        for k in 0..plies {
            let moves = game.position().legal_moves();
            if game.end().is_some() {
                break;
            }
            game.play(moves[(k * 7 + 3) % moves.len()]).unwrap();
        }
        game
    }

    #[test]
    fn a_game_replays_from_its_seed_and_refuses_another_bag() {
        let game = some_game(42, 60);
        let plies = game.plies().to_vec();
        assert!(plies.iter().filter(|p| p.revealed.is_some()).count() >= 5);
        let again = Game::replay(42, &plies).unwrap();
        assert_eq!(again.position(), game.position());
        assert_eq!(again.end(), game.end());
        // A record is refused by the bag of another seed.
        let refused = (0..20)
            .filter(|s| Game::replay(*s, &plies).is_err())
            .count();
        assert_eq!(refused, 20);
        // What both players know is the record alone: no bag needed.
        assert_eq!(Position::after_record(&plies).as_ref(), Ok(game.position()));
        let mut tampered = plies.clone();
        let first_reveal = tampered.iter().position(|p| p.revealed.is_some()).unwrap();
        tampered[first_reveal].revealed = None;
        assert_eq!(Position::after_record(&tampered), Err(first_reveal));
        // Written and read back as text, it is the same game.
        let text: Vec<String> = plies.iter().map(|p| p.to_string()).collect();
        let read: Vec<PlyRecord> = text.iter().map(|t| t.parse().unwrap()).collect();
        assert_eq!(read, plies);
    }

    #[test]
    fn an_illegal_move_is_refused_and_changes_nothing() {
        let mut game = Game::new(1);
        assert_eq!(game.play(mv("a0a5")), Err(PlayError::Illegal(mv("a0a5"))));
        assert_eq!(game.plies().len(), 0);
        // A face-down piece on an elephant's point moves as an elephant.
        assert!(game.play(mv("c0e2")).is_ok());
    }

    #[test]
    fn undo_and_replay_turn_over_the_same_piece() {
        let mut game = Game::new(9);
        let first = game.play(mv("b2e2")).unwrap();
        game.undo();
        assert_eq!(game.position(), &Position::start());
        assert_eq!(game.play(mv("b2e2")).unwrap(), first);
    }

    #[test]
    fn shuffling_back_and_forth_draws_by_repetition() {
        use xiangqi::Role::*;
        let red = vec![
            Chariot, Soldier, Soldier, Soldier, Soldier, Soldier, Advisor, Advisor, Elephant,
            Elephant, Horse, Horse, Chariot, Cannon, Cannon,
        ];
        let bag = Bag::from_orders(5, red.clone(), red).unwrap();
        let mut game = Game::with_bag(bag);
        let cycle = ["a1a0", "a8a9", "a0a1", "a9a8"];
        game.play(mv("a0a1")).unwrap();
        game.play(mv("a9a8")).unwrap();
        for m in cycle.iter().chain(&cycle[..3]) {
            game.play(mv(m)).unwrap();
            assert_eq!(game.end(), None, "after {m}");
        }
        game.play(mv("a9a8")).unwrap();
        assert_eq!(game.end(), Some(GameEnd::Repetition));
        assert_eq!(game.play(mv("a1a0")), Err(PlayError::Over));
    }

    #[test]
    fn games_of_many_seeds_end_by_the_rules() {
        for seed in 0..30 {
            let game = some_game(seed, 400);
            let now = game.position();
            if let Some(GameEnd::NoMoves { loser, mated }) = game.end() {
                assert_eq!(loser, now.side_to_move());
                assert!(now.legal_moves().is_empty());
                assert_eq!(mated, now.in_check());
            }
            // Every piece turned over is accounted for.
            for color in Color::ALL {
                let shown = game.plies().iter().enumerate().filter(|(i, p)| {
                    let mover = game.positions()[*i].side_to_move();
                    (p.revealed.is_some() && mover == color)
                        || (p.captured_hidden.is_some() && mover != color)
                });
                assert_eq!(shown.count(), now.revealed_count(color));
            }
        }
    }
}
