//! Answering a covered position from the tables, without a search.
//!
//! A table knows the exact result and the best moves of every position of
//! its ending, so where one covers the root there is nothing to search
//! for: the engine plays the fastest mate when it wins, a drawing move
//! when it draws and the longest defence when it loses, and reports the
//! table's distance to mate.
//!
//! Tables know nothing of repetition. A mate line never repeats (its
//! distance falls with every ply), but a drawn one may cycle, and in
//! xiangqi a side that checks throughout a cycle loses it. Among equally
//! good moves the answer therefore prefers one that reaches no position
//! of the game so far, then one that gives no check. Among drawing moves
//! it then prefers the one that leaves the opponent the most replies that
//! lose: a draw held against such play is held, not handed over.

use std::cmp::Reverse;

use xiangqi::{Move, Position};
use xiangqi_tablebase::{MoveVerdict, Probe, Tablebase, Wdl};

use super::probe::search_score;
use crate::score::Score;

/// The longest line reported (a table's mates are far shorter in the
/// endings it supports).
const MAX_LINE: usize = 100;

/// One line of a table answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Line {
    /// The table's verdict on the line's first move, for the side to move.
    pub score: Score,
    /// The first move, then both sides' best replies until the mate (the
    /// first move alone for a draw).
    pub pv: Vec<Move>,
}

/// The table lines of `pos`, best first, at most `count` of them; `None`
/// when the tables at hand do not cover `pos` and every position a move
/// leads to, or when every legal move is in `banned`. `seen` holds the
/// keys of the game's positions so far.
pub(crate) fn answer(
    tables: &Tablebase,
    pos: &Position,
    seen: &[u64],
    banned: &[Move],
    count: usize,
) -> Option<Vec<Line>> {
    tables.probe(pos)?;
    let best = tables.best_moves(pos)?;
    let mut moves: Vec<(MoveVerdict, Position)> = tables
        .move_verdicts(pos)?
        .into_iter()
        .filter(|v| !banned.contains(&v.mv))
        .filter_map(|v| Some((v, pos.play(v.mv).ok()?)))
        .collect();
    moves.sort_by_cached_key(|(v, after)| {
        let traps = if v.verdict.result == Wdl::Draw {
            losing_replies(tables, after)
        } else {
            0
        };
        (
            !best.contains(&v.mv),
            Reverse(search_score(v.verdict, 0)),
            seen.contains(&after.zobrist()),
            after.is_check(),
            Reverse(traps),
        )
    });
    let lines: Vec<Line> = moves
        .into_iter()
        .take(count.max(1))
        .map(|(v, after)| Line {
            score: Score::from_internal(search_score(v.verdict, 0)),
            pv: principal_line(tables, v, after),
        })
        .collect();
    (!lines.is_empty()).then_some(lines)
}

/// How many of the side to move's replies in `pos` lose.
fn losing_replies(tables: &Tablebase, pos: &Position) -> usize {
    tables.move_verdicts(pos).map_or(0, |replies| {
        replies
            .iter()
            .filter(|r| r.verdict.result == Wdl::Loss)
            .count()
    })
}

/// The move of `first`, then the tables' best moves from `after` on until
/// the mate its verdict promises.
fn principal_line(tables: &Tablebase, first: MoveVerdict, after: Position) -> Vec<Move> {
    let mut line = vec![first.mv];
    let plies = Probe::plies_to_mate(&first.verdict).map_or(0, |p| p as usize);
    let mut pos = after;
    while line.len() < plies.min(MAX_LINE) {
        let Some(m) = tables.best_moves(&pos).and_then(|b| b.first().copied()) else {
            break;
        };
        let Ok(next) = pos.play(m) else {
            break;
        };
        line.push(m);
        pos = next;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi_tablebase::Task;

    fn tables(ending: &str) -> Tablebase {
        let mut tb = Tablebase::new();
        tb.build(ending.parse().unwrap(), &mut |_, _| {}).unwrap();
        tb
    }

    #[test]
    fn a_win_is_answered_with_the_mating_line() {
        let tb = tables("KR-K");
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
        let n = tb.probe(&pos).unwrap().moves_to_mate.unwrap();
        let lines = answer(&tb, &pos, &[], &[], 1).unwrap();
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].score, Score::Mate(n as i32));
        // The line ends in mate: both sides' moves, 2n - 1 plies.
        let mut end = pos.clone();
        for &m in &lines[0].pv {
            end = end.play(m).unwrap();
        }
        assert_eq!(lines[0].pv.len(), 2 * n as usize - 1);
        assert!(!end.has_legal_move());
    }

    #[test]
    fn banned_moves_and_uncovered_positions_are_left_to_the_search() {
        let tb = tables("KR-K");
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
        let all: Vec<Move> = pos.legal_moves().iter().copied().collect();
        assert_eq!(answer(&tb, &pos, &[], &all, 1), None);
        assert_eq!(answer(&tb, &Position::startpos(), &[], &[], 1), None);
        // Several lines, best first.
        let lines = answer(&tb, &pos, &[], &[], 3).unwrap();
        assert_eq!(lines.len(), 3);
        assert!(lines
            .windows(2)
            .all(|w| rank(w[0].score) >= rank(w[1].score)));
    }

    #[test]
    fn a_drawn_position_is_answered_with_the_move_that_sets_most_traps() {
        let tb = tables("KN-KAA");
        let m = "KN-KAA".parse().unwrap();
        let mut checked = 0;
        for seed in [1, 2, 3, 4, 5, 6] {
            // A draw where Black can go wrong, seen from the horse's side:
            // Black's careful move first, then the horse to move.
            let Some(hold) = tb.practice_position(m, Task::Hold, seed) else {
                continue;
            };
            let Some(safe) = tb
                .move_verdicts(&hold)
                .unwrap()
                .into_iter()
                .find(|v| v.verdict.result == Wdl::Draw)
            else {
                continue;
            };
            let pos = hold.play(safe.mv).unwrap();
            let lines = answer(&tb, &pos, &[], &[], 1).unwrap();
            let chosen = pos.play(lines[0].pv[0]).unwrap();
            let most = tb
                .move_verdicts(&pos)
                .unwrap()
                .into_iter()
                .filter(|v| v.verdict.result == Wdl::Draw)
                .map(|v| pos.play(v.mv).unwrap())
                .filter(|after| !after.is_check())
                .map(|after| losing_replies(&tb, &after))
                .max()
                .unwrap_or(0);
            if lines[0].score == Score::Cp(0) && !chosen.is_check() {
                assert_eq!(losing_replies(&tb, &chosen), most, "{pos:?}");
                checked += 1;
            }
        }
        assert!(checked > 0, "no drawn position was tried");
    }

    fn rank(s: Score) -> i32 {
        match s {
            Score::Mate(n) if n > 0 => 1_000 - n,
            Score::Mate(n) => -1_000 - n,
            Score::Cp(c) => c,
        }
    }
}
