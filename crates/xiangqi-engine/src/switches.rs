//! The search's switches: each feature of the search and the evaluation
//! that a self-play match can turn on or off (`xiangqi-match --a-on`,
//! `--a-off`), with the defaults the matches in `docs/engine.md` chose.

use crate::eval::EvalParams;
use crate::network::Network;

/// Switches for search and evaluation features, so that variants can be
/// compared in self-play matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// Null move pruning.
    pub null_move: bool,
    /// Late move reductions.
    pub lmr: bool,
    /// Reverse futility pruning (static null move).
    pub reverse_futility: bool,
    /// Futility pruning of quiet moves near the leaves.
    pub futility: bool,
    /// Aspiration windows.
    pub aspiration: bool,
    /// Late move pruning of quiet moves at shallow depth.
    pub late_move_pruning: bool,
    /// Internal iterative reduction: search one ply shallower where the
    /// transposition table has no move to try first.
    pub iir: bool,
    /// Quiescence skips captures that lose material by static exchange
    /// ([`crate::see`]).
    pub qs_see: bool,
    /// Captures that lose by static exchange are ordered after the killer
    /// moves instead of with the other captures.
    pub see_order: bool,
    /// Near the leaves, captures that lose clearly by static exchange are
    /// not searched.
    pub see_prune: bool,
    /// Evaluation weights.
    pub eval: EvalParams,
    /// A learned evaluation to use instead of the hand-written one
    /// ([`crate::network`]).
    pub network: Option<&'static Network>,
    /// Transposition table cutoffs in quiescence.
    pub qs_tt: bool,
    /// Quiet moves that give check are searched too at quiescence's first
    /// ply (then only the evasions and captures that follow).
    pub qs_checks: bool,
    /// Extend checks only while the path is shorter than twice the
    /// iteration depth (long checking sequences otherwise explode).
    pub check_ext_limit: bool,
    /// On the clock, think longer while the best move changes or the
    /// score falls and less once it is settled ([`crate::stability`]).
    pub time_stability: bool,
    /// Prune and reduce quiet moves harder where the side to move's static
    /// evaluation is no better than two plies before (it is not
    /// "improving"): its quiet moves are then less likely to raise alpha.
    pub improving: bool,
    /// Add to a quiet move's history how often it refuted the opponent's
    /// previous move ([`crate::ordering`]).
    pub continuation: bool,
    /// Extend the hash move by a ply when a shallower search without it
    /// shows every other move clearly worse: the move is "singular", and
    /// the line through it deserves the depth the others do not.
    pub singular: bool,
    /// Score a repetition on the search's path as the rules would judge
    /// its cycle: a loss for the side that keeps checking or chasing,
    /// else a draw. Off, every repetition is a draw. The game ends a
    /// perpetual only when a position comes back a third time, so a
    /// proof that a mate is the fastest (the puzzle re-check) must not
    /// count a defender's first return as lost: that would make a longer
    /// defence look shorter.
    pub perpetual_rulings: bool,
    /// Reduce a late quiet move less the better its history (how often it
    /// refuted before) and more the worse.
    pub history_reductions: bool,
    /// Reduce the null move's search more the further the static
    /// evaluation stands above beta.
    pub null_eval_reduction: bool,
    /// Reduce late quiet moves a ply more where the hash move is a
    /// capture: the position's best is likely tactical.
    pub tt_capture_reduction: bool,
    /// Near the leaves, where the static evaluation stands far below
    /// alpha, ask quiescence first and give up the node if even the
    /// captures cannot reach alpha.
    pub razoring: bool,
    /// Reduce late captures that lose by static exchange, as late quiet
    /// moves are.
    pub capture_reductions: bool,
    /// Extend a check only when the checking move does not lose material
    /// by static exchange: a check that throws a piece away is seldom
    /// worth a deeper look, and checks are many in xiangqi.
    pub safe_check_extension: bool,
    /// Search a position in check a ply deeper.
    pub check_extension: bool,
    /// Order captures of similar value by how often each kind refuted a
    /// position before (`capture_history.rs`).
    pub capture_history: bool,
}

impl Config {
    /// The default search with the hand-written evaluation alone: for
    /// what must stay as it was measured before the learned one shipped
    /// (self-play data, puzzle proofs, the openings' judge) and to
    /// compare the two.
    pub fn hand_written() -> Config {
        Config {
            network: None,
            ..Config::default()
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            null_move: true,
            lmr: true,
            reverse_futility: true,
            futility: true,
            aspiration: true,
            late_move_pruning: true,
            iir: true,
            // On: each gained in self-play (`xiangqi-match`; `docs/engine.md`
            // has the results).
            qs_see: true,
            see_order: true,
            // Off: it did not gain in self-play.
            qs_tt: false,
            // Off for the same reason.
            see_prune: false,
            // Off: not measured to gain.
            qs_checks: false,
            eval: EvalParams::default(),
            // The learned correction to the hand-written evaluation: it
            // beat the evaluation alone at equal time (`docs/engine.md`,
            // "A learned evaluation", has the match).
            network: crate::learned::shipped(),
            check_ext_limit: true,
            time_stability: true,
            // On: it gained in self-play (`docs/engine.md` has the match).
            improving: true,
            // On: it gained in self-play (`docs/engine.md` has the match).
            continuation: true,
            // Off: not measured to gain.
            singular: false,
            perpetual_rulings: true,
            // Off: none of these gained in self-play on neutral openings
            // (`docs/engine.md`, "Search switches", has the matches).
            history_reductions: false,
            null_eval_reduction: false,
            tt_capture_reduction: false,
            razoring: false,
            capture_reductions: false,
            safe_check_extension: false,
            // On: turned off, the engine lost at equal nodes and did not
            // gain at equal time.
            check_extension: true,
            // Off: not measured to gain.
            capture_history: false,
        }
    }
}
