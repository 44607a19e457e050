//! How good each move of a reviewed game was, from the engine's
//! evaluations of the positions before and after it.
//!
//! Scores become a winning chance for the side that moved,
//! `W = 100 / (1 + e^(−0.004·cp))` (an even position is 50 %, a horse
//! ahead about 83 %, a chariot about 98 %; a mate is 100 % or 0 %). A
//! move's *loss* is how many points of `W` it gives away against the best
//! move. The thresholds:
//!
//! | class | loss |
//! |---|---|
//! | inaccuracy | ≥ 10 |
//! | mistake | ≥ 20 |
//! | blunder | ≥ 30 |
//!
//! and, whatever the loss, a move that lets a mate in where there was none
//! is a blunder ("mate allowed"), one that lets a forced mate slip is at
//! least a mistake ("mate missed").
//!
//! A side's *accuracy* is the mean over its moves of
//! `103.1668 · e^(−0.04354·loss) − 3.1669`, clamped to 0–100: a move
//! that loses nothing scores 100, one that loses 10 points about 62.

use xiangqi_engine::Score;

/// How the winning chance falls off with the score, per centipawn.
const SLOPE: f64 = 0.004;

/// A marked move's class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveClass {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl MoveClass {
    /// The name used in `data-class`.
    pub fn name(self) -> &'static str {
        match self {
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// The record mark players know.
    pub fn symbol(self) -> &'static str {
        match self {
            MoveClass::Inaccuracy => "?!",
            MoveClass::Mistake => "?",
            MoveClass::Blunder => "??",
        }
    }
}

/// What happened to a forced mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateChange {
    /// The mover had a forced mate and let it go.
    Missed,
    /// The opponent has a forced mate after the move, and had none before.
    Allowed,
}

/// The verdict on one move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// Winning chance given away, in points (0–100).
    pub loss: f64,
    pub class: Option<MoveClass>,
    pub mate: Option<MateChange>,
}

/// The winning chance (0–100) of the side whose view `score` is from.
pub fn winning_chance(score: Score) -> f64 {
    match score {
        Score::Mate(n) if n > 0 => 100.0,
        Score::Mate(_) => 0.0,
        Score::Cp(c) => 100.0 / (1.0 + (-SLOPE * f64::from(c)).exp()),
    }
}

/// Judges a move from the evaluations before and after it, both from the
/// mover's point of view.
pub fn judge(before: Score, after: Score) -> Judgement {
    let loss = (winning_chance(before) - winning_chance(after)).max(0.0);
    let mut class = match loss {
        l if l >= 30.0 => Some(MoveClass::Blunder),
        l if l >= 20.0 => Some(MoveClass::Mistake),
        l if l >= 10.0 => Some(MoveClass::Inaccuracy),
        _ => None,
    };
    let mating = |s: Score| matches!(s, Score::Mate(n) if n > 0);
    let mated = |s: Score| matches!(s, Score::Mate(n) if n <= 0);
    let mate = if mated(after) && !mated(before) {
        class = Some(MoveClass::Blunder);
        Some(MateChange::Allowed)
    } else if mating(before) && !mating(after) {
        class = class.max(Some(MoveClass::Mistake));
        Some(MateChange::Missed)
    } else {
        None
    };
    Judgement { loss, class, mate }
}

/// A move's accuracy (0–100) from the winning chance it lost.
pub fn move_accuracy(loss: f64) -> f64 {
    (103.1668 * (-0.04354 * loss).exp() - 3.1669).clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_are_even_at_zero_and_certain_at_a_mate() {
        assert!((winning_chance(Score::Cp(0)) - 50.0).abs() < 1e-9);
        assert!(winning_chance(Score::Cp(400)) > 80.0);
        assert_eq!(winning_chance(Score::Mate(3)), 100.0);
        assert_eq!(winning_chance(Score::Mate(-2)), 0.0);
    }

    #[test]
    fn hanging_a_chariot_is_a_blunder_a_soldier_an_inaccuracy() {
        assert_eq!(
            judge(Score::Cp(20), Score::Cp(-900)).class,
            Some(MoveClass::Blunder)
        );
        assert_eq!(
            judge(Score::Cp(20), Score::Cp(-100)).class,
            Some(MoveClass::Inaccuracy)
        );
        assert_eq!(judge(Score::Cp(20), Score::Cp(10)).class, None);
        // Already lost: giving more away changes little.
        assert_eq!(judge(Score::Cp(-2000), Score::Cp(-2900)).class, None);
    }

    #[test]
    fn mates_missed_and_allowed_are_named() {
        let missed = judge(Score::Mate(2), Score::Cp(800));
        assert_eq!(missed.mate, Some(MateChange::Missed));
        assert!(missed.class >= Some(MoveClass::Mistake));
        let allowed = judge(Score::Cp(0), Score::Mate(-3));
        assert_eq!(allowed.mate, Some(MateChange::Allowed));
        assert_eq!(allowed.class, Some(MoveClass::Blunder));
        // A slower mate that still mates is not a miss.
        assert_eq!(judge(Score::Mate(2), Score::Mate(4)).mate, None);
    }

    #[test]
    fn accuracy_is_full_for_a_perfect_move_and_falls_with_the_loss() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        let ten = move_accuracy(10.0);
        assert!(ten > 55.0 && ten < 70.0, "{ten}");
        assert_eq!(move_accuracy(100.0), 0.0);
    }
}
