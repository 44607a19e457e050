//! One game between two players, judged by the rules crate.

use std::time::Instant;

use xiangqi::{Color, Game};
use xiangqi_engine::Limits;

use crate::openings::Opening;
use crate::player::Player;

/// Games longer than this are drawn.
pub const MAX_PLIES: usize = 300;

/// How moves are timed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// The same limits for every move (move time, depth or nodes).
    PerMove(Limits),
    /// A clock for each side: starting time and increment, in
    /// milliseconds. A side whose clock runs out loses.
    Clock { base_ms: u64, increment_ms: u64 },
}

impl Control {
    /// The move time every move is given, if the control is one.
    pub fn fixed_movetime(&self) -> Option<u64> {
        match self {
            Control::PerMove(l) => l.movetime.filter(|&mt| mt > 0),
            Control::Clock { .. } => None,
        }
    }
}

/// Time spent thinking by one colour.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Thinking {
    pub moves: u32,
    pub total_ms: u64,
    pub longest_ms: u64,
    /// Moves answered in under half of a fixed move time (a single legal
    /// reply, a proven mate, an endgame table's answer), and their time:
    /// they tell a short average from a search cut short.
    pub quick: u32,
    pub quick_ms: u64,
}

impl Thinking {
    /// One move that took `ms`, against a fixed move time if there is one.
    fn add(&mut self, ms: u64, movetime: Option<u64>) {
        self.moves += 1;
        self.total_ms += ms;
        self.longest_ms = self.longest_ms.max(ms);
        if movetime.is_some_and(|mt| ms * 2 < mt) {
            self.quick += 1;
            self.quick_ms += ms;
        }
    }

    /// Adds another game's thinking to this total.
    pub fn merge(&mut self, other: &Thinking) {
        self.moves += other.moves;
        self.total_ms += other.total_ms;
        self.longest_ms = self.longest_ms.max(other.longest_ms);
        self.quick += other.quick;
        self.quick_ms += other.quick_ms;
    }
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// 1 Red won, 0 draw, -1 Black won.
    pub result: i32,
    pub reason: String,
    pub plies: usize,
    /// Red's and Black's thinking.
    pub thinking: [Thinking; 2],
}

/// Plays from `opening`'s start after its moves. The rules crate's
/// [`Game`] ends the game: no legal move loses, perpetual check or chase
/// loses, other repetitions and 60 moves each without a capture draw. A
/// player that fails (crashes, hangs, plays an illegal move) or runs out
/// of time loses; [`MAX_PLIES`] is a draw. `controls` are Red's and
/// Black's: per-move limits may differ between the sides (an engine at a
/// node count against one at a move time); a clock is given to both.
pub fn play(
    opening: &Opening,
    red: &mut Player,
    black: &mut Player,
    controls: [&Control; 2],
) -> Record {
    let start = opening.start.clone();
    let mut game = Game::new(start.clone());
    let mut thinking = [Thinking::default(); 2];
    let mut clocks = match controls[0] {
        Control::Clock { base_ms, .. } => [*base_ms as i64; 2],
        Control::PerMove(_) => [0; 2],
    };
    let end = |result: i32, reason: &str, game: &Game, thinking: [Thinking; 2]| Record {
        result,
        reason: reason.to_string(),
        plies: game.ply_count(),
        thinking,
    };
    for &m in &opening.moves {
        if game.play(m).is_err() {
            return end(0, "bad opening", &game, thinking);
        }
    }
    loop {
        if let Some(o) = game.outcome() {
            let r = match o.winner {
                Some(Color::Red) => 1,
                Some(Color::Black) => -1,
                None => 0,
            };
            return end(r, o.reason.code(), &game, thinking);
        }
        if game.ply_count() >= MAX_PLIES {
            return end(0, "ply cap", &game, thinking);
        }
        let us = game.side_to_move();
        let (player, loss) = match us {
            Color::Red => (&mut *red, -1),
            Color::Black => (&mut *black, 1),
        };
        let side = usize::from(us == Color::Black);
        let control = controls[side];
        let limits = match control {
            Control::PerMove(l) => l.clone(),
            Control::Clock { increment_ms, .. } => Limits {
                wtime: Some(clocks[0].max(1) as u64),
                btime: Some(clocks[1].max(1) as u64),
                winc: Some(*increment_ms),
                binc: Some(*increment_ms),
                ..Limits::default()
            },
        };
        let asked = Instant::now();
        let answer = player.best_move(&start, game.moves(), &limits);
        let ms = asked.elapsed().as_millis() as u64;
        thinking[side].add(ms, control.fixed_movetime());
        if let Control::Clock { increment_ms, .. } = control {
            clocks[side] -= ms as i64;
            if clocks[side] < 0 {
                return end(loss, "time forfeit", &game, thinking);
            }
            clocks[side] += *increment_ms as i64;
        }
        let m = match answer {
            Ok(Some(m)) => m,
            // The rules already judged positions without a legal move.
            Ok(None) => return end(loss, "no move given", &game, thinking),
            Err(e) => {
                eprintln!("{e}");
                return end(loss, "player failed", &game, thinking);
            }
        };
        if game.play(m).is_err() {
            return end(loss, "illegal move", &game, thinking);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi_engine::{level_by_number, Config};

    #[test]
    fn quick_answers_are_told_apart_from_searched_moves() {
        let mut game = Thinking::default();
        game.add(995, Some(1000));
        game.add(3, Some(1000)); // a single reply, a proven mate
        game.add(499, Some(1000));
        game.add(3, None); // a clock or a node count: nothing to compare with
        assert_eq!((game.moves, game.total_ms, game.longest_ms), (4, 1500, 995));
        assert_eq!((game.quick, game.quick_ms), (2, 502));
        let mut total = Thinking::default();
        total.merge(&game);
        total.merge(&game);
        assert_eq!((total.moves, total.quick, total.quick_ms), (8, 4, 1004));
        assert_eq!(total.longest_ms, 995);
    }

    #[test]
    fn full_strength_beats_the_beginner() {
        let game = || {
            let mut strong = Player::internal(1, None, Config::default());
            let mut beginner = Player::internal(1, level_by_number(1), Config::default());
            strong.new_game(0).unwrap();
            beginner.new_game(0).unwrap();
            play(
                &Opening::line(vec![]),
                &mut strong,
                &mut beginner,
                [&Control::PerMove(Limits::depth(3)); 2],
            )
        };
        let record = game();
        let (result, reason, plies) = (record.result, record.reason.clone(), record.plies);
        // Red (full strength) wins on the board, well before the ply cap.
        assert_eq!(result, 1, "{reason} after {plies} plies");
        assert!(
            matches!(reason.as_str(), "checkmate" | "stalemate"),
            "{reason}"
        );
        assert!(plies < MAX_PLIES, "{plies}");
        assert_eq!(record.thinking[0].moves as usize, plies.div_ceil(2));
        // Seeded engines with depth limits replay the same game.
        let again = game();
        assert_eq!(
            (again.result, again.reason, again.plies),
            (result, reason, plies)
        );
    }
}
