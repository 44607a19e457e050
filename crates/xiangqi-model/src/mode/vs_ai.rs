//! A person against the AI.

use xiangqi::Color;
use xiangqi_engine::Score;

/// The AI's part in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VsAi {
    /// The side the AI plays.
    pub ai: Color,
    /// Its level, 1 to the engine's top level.
    pub level: u8,
}

/// The AI accepts a draw when it stands clearly worse: its own score at
/// most minus this, plus [`WORSE_CP_PER_LEVEL`] per level (stronger levels
/// hold out longer) …
const WORSE_CP: i32 = 50;
const WORSE_CP_PER_LEVEL: i32 = 20;
/// … or when the position is dead level and the game well under way (at
/// least this many plies played).
const UNDER_WAY_PLIES: usize = 30;
/// A position is dead level for the AI when its own score stayed within
/// this many centipawns of zero …
const DEAD_LEVEL_CP: i32 = 30;
/// … over its last this many moves …
const DEAD_LEVEL_MOVES: usize = 6;
/// … with at most this many attacking pieces (chariots, horses, cannons,
/// soldiers) left on the board, both sides together.
const DEAD_LEVEL_ATTACKERS: usize = 8;

impl VsAi {
    /// The person's side.
    pub fn human(&self) -> Color {
        self.ai.other()
    }

    /// Whether the AI agrees to a draw offered to it: a fair result when it
    /// stands clearly worse, or in a dead level ending of a game well under
    /// way. `own_score` is its score of the position, `plies` the moves
    /// played, `attackers` the chariots, horses, cannons and soldiers left.
    pub fn accepts_draw(&self, own_score: Score, plies: usize, attackers: usize) -> bool {
        let worse = -(WORSE_CP + WORSE_CP_PER_LEVEL * i32::from(self.level));
        match own_score {
            Score::Mate(n) => n <= 0,
            Score::Cp(cp) if cp <= worse => true,
            Score::Cp(cp) => {
                cp.abs() <= DEAD_LEVEL_CP
                    && attackers <= DEAD_LEVEL_ATTACKERS
                    && plies >= UNDER_WAY_PLIES
            }
        }
    }

    /// Whether the AI offers a draw: the position is dead level, judged
    /// from its own recent scores (`scores`, oldest first) and the
    /// attacking pieces left.
    pub fn offers_draw(&self, scores: &[Score], attackers: usize) -> bool {
        attackers <= DEAD_LEVEL_ATTACKERS
            && scores.len() >= DEAD_LEVEL_MOVES
            && scores[scores.len() - DEAD_LEVEL_MOVES..]
                .iter()
                .all(|s| matches!(s, Score::Cp(cp) if cp.abs() <= DEAD_LEVEL_CP))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_is_accepted_only_when_fair() {
        let master = VsAi {
            ai: Color::Black,
            level: 8,
        };
        let novice = VsAi { level: 1, ..master };
        // At the start nobody agrees to a draw.
        assert!(!master.accepts_draw(Score::Cp(0), 1, 30));
        assert!(!novice.accepts_draw(Score::Cp(0), 1, 30));
        // Clearly worse: a weak level gives in sooner than a strong one.
        assert!(novice.accepts_draw(Score::Cp(-80), 10, 30));
        assert!(!master.accepts_draw(Score::Cp(-80), 10, 30));
        assert!(master.accepts_draw(Score::Cp(-250), 10, 30));
        assert!(master.accepts_draw(Score::Mate(-3), 10, 30));
        assert!(!master.accepts_draw(Score::Mate(4), 10, 30));
        // A dead level ending late in the game.
        assert!(master.accepts_draw(Score::Cp(10), 60, 4));
        assert!(!master.accepts_draw(Score::Cp(10), 60, 20), "too much left");
        assert!(!master.accepts_draw(Score::Cp(10), 12, 4), "too early");
    }
}
