//! One iteration of the search, over one line or several (MultiPV).
//!
//! Line 1 is the ordinary root search over every root move. Line `k`
//! searches the root again without the moves lines `1..k` have taken,
//! so each line starts with a distinct root move and gets an exact score
//! of its own. Each line has its own aspiration window, centred on the
//! score of the line of the same rank in the previous iteration. Once
//! every line is done they are sorted best first (a later line can come
//! out above an earlier one: the searches see different tables) and the
//! root moves are put in that order for the next iteration.
//!
//! With a single line this is exactly the plain search: the same root
//! search, the same windows, the same nodes.

use xiangqi::Move;

use crate::score::{is_mate, INFINITY};
use crate::search::Searcher;

/// Depth from which an iteration starts with a narrow window.
const ASPIRATION_DEPTH: i32 = 5;
/// Half-width of the first aspiration window, in centipawns.
const ASPIRATION_DELTA: i32 = 35;

/// One analysed line: a root move and what follows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Line {
    /// Internal score for the side to move.
    pub score: i32,
    /// The principal variation, starting with the line's root move.
    pub pv: Vec<Move>,
}

/// How an iteration ended.
#[derive(Debug)]
pub(crate) enum Iteration {
    /// Every line was searched to the full depth; best first.
    Complete(Vec<Line>),
    /// Stopped while searching line 1: the line so far, with the score
    /// its move was proven at (the caller decides whether to trust it).
    StoppedFirst(Line),
    /// Stopped after line 1 was complete: line 1 is a full search of the
    /// depth (of every root move), the later lines are incomplete.
    StoppedLater(Line),
}

/// Searches `prev.len()` lines to `depth`; `prev` holds the scores of
/// the previous iteration's lines. `aspiration`: narrow windows are
/// allowed (from [`ASPIRATION_DEPTH`] on).
pub(crate) fn iterate(s: &mut Searcher, depth: i32, prev: &[i32], aspiration: bool) -> Iteration {
    let mut lines: Vec<Line> = Vec::with_capacity(prev.len());
    for (k, &prev_score) in prev.iter().enumerate() {
        s.pv_start = k;
        let window = aspiration && depth >= ASPIRATION_DEPTH && !is_mate(prev_score);
        let score = search_line(s, depth, prev_score, window);
        let mut pv = s.pv();
        if s.stopped {
            s.pv_start = 0;
            return if lines.is_empty() {
                Iteration::StoppedFirst(Line { score, pv })
            } else {
                Iteration::StoppedLater(lines.swap_remove(0))
            };
        }
        if pv.is_empty() {
            pv = vec![s.root_moves[k].mv];
        }
        lines.push(Line { score, pv });
    }
    s.pv_start = 0;
    sort_best_first(s, &mut lines);
    Iteration::Complete(lines)
}

/// Searches the root moves from `s.pv_start` on, with an aspiration
/// window around `prev` when `window`, widened until the score falls
/// inside it (or the search is stopped).
fn search_line(s: &mut Searcher, depth: i32, prev: i32, window: bool) -> i32 {
    let mut delta = ASPIRATION_DELTA;
    let (mut alpha, mut beta) = if window {
        (prev - delta, prev + delta)
    } else {
        (-INFINITY, INFINITY)
    };
    loop {
        let v = s.root(depth, alpha, beta);
        if s.stopped {
            return v;
        }
        if v <= alpha {
            beta = (alpha + beta) / 2;
            alpha = (v - delta).max(-INFINITY);
        } else if v >= beta {
            beta = (v + delta).min(INFINITY);
        } else {
            return v;
        }
        delta += delta;
        if delta > 1000 {
            alpha = -INFINITY;
            beta = INFINITY;
        }
    }
}

/// Sorts the lines by score, best first (stable), and the first root
/// moves with them.
fn sort_best_first(s: &mut Searcher, lines: &mut Vec<Line>) {
    if lines.windows(2).all(|w| w[0].score >= w[1].score) {
        return;
    }
    let n = lines.len();
    let mut pairs: Vec<_> = lines.drain(..).zip(s.root_moves[..n].to_vec()).collect();
    pairs.sort_by_key(|(line, _)| std::cmp::Reverse(line.score));
    for (k, (line, rm)) in pairs.into_iter().enumerate() {
        s.root_moves[k] = rm;
        lines.push(line);
    }
}

#[cfg(test)]
mod tests {
    use xiangqi::{Move, Position};

    use crate::{Engine, Limits, Score, SearchInfo};

    /// Red to move mates in one with `b0b9`.
    const MATE_IN_ONE: &str = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w";
    /// Red has two legal moves: the general to d1, the soldier to b9.
    const TWO_MOVES: &str = "P3k4/9/9/9/9/9/9/9/9/3K5 w";

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    /// Searches `fen` and returns the outcome's best move and every
    /// report.
    fn analyse(fen: &str, limits: &Limits) -> (Option<Move>, Score, Vec<SearchInfo>) {
        let pos = Position::from_fen(fen).unwrap();
        let mut infos = Vec::new();
        let out = Engine::new(1).search(&pos, &[], limits, None, &mut |i| infos.push(i.clone()));
        (out.best, out.score, infos)
    }

    /// Orders scores as a player would: mating sooner is best, being
    /// mated sooner worst.
    fn rank(s: Score) -> i64 {
        match s {
            Score::Cp(c) => i64::from(c),
            Score::Mate(n) if n > 0 => 1_000_000 - i64::from(n),
            Score::Mate(n) => -1_000_000 - i64::from(n),
        }
    }

    /// The lines of each completed depth, checked to come in order
    /// 1, 2, ... with distinct first moves and non-increasing scores.
    fn by_depth(infos: &[SearchInfo]) -> Vec<Vec<SearchInfo>> {
        let mut groups: Vec<Vec<SearchInfo>> = Vec::new();
        for i in infos.iter().filter(|i| !i.progress_only) {
            match groups.last_mut() {
                Some(g) if g[0].depth == i.depth => g.push(i.clone()),
                _ => groups.push(vec![i.clone()]),
            }
        }
        for g in &groups {
            let index: Vec<usize> = g.iter().map(|i| i.multipv).collect();
            assert_eq!(index, (1..=g.len()).collect::<Vec<_>>(), "{g:?}");
            let mut firsts: Vec<Move> = g.iter().map(|i| i.pv[0]).collect();
            firsts.sort_by_key(|m| m.to_string());
            firsts.dedup();
            assert_eq!(firsts.len(), g.len(), "{g:?}");
            assert!(
                g.windows(2).all(|w| rank(w[0].score) >= rank(w[1].score)),
                "{g:?}"
            );
            assert!(g
                .iter()
                .all(|i| i.nodes == g[0].nodes && i.time_ms == g[0].time_ms));
        }
        groups
    }

    #[test]
    fn three_lines_with_the_mate_first() {
        let limits = Limits {
            multipv: 3,
            ..Limits::depth(3)
        };
        let (best, score, infos) = analyse(MATE_IN_ONE, &limits);
        let groups = by_depth(&infos);
        assert_eq!(groups.len(), 3);
        assert!(groups.iter().all(|g| g.len() == 3));
        let last = groups.last().unwrap();
        assert_eq!(last[0].score, Score::Mate(1));
        assert_eq!(last[0].pv[0], mv("b0b9"));
        assert_eq!((best, score), (Some(mv("b0b9")), Score::Mate(1)));
    }

    #[test]
    fn no_more_lines_than_legal_moves() {
        let pos = Position::from_fen(TWO_MOVES).unwrap();
        assert_eq!(pos.legal_moves().len(), 2);
        let limits = Limits {
            multipv: 3,
            ..Limits::depth(4)
        };
        let (_, _, infos) = analyse(TWO_MOVES, &limits);
        let groups = by_depth(&infos);
        assert_eq!(groups.len(), 4);
        assert!(groups.iter().all(|g| g.len() == 2), "{groups:?}");
    }

    #[test]
    fn banned_moves_start_no_line() {
        let banned = vec![mv("b0b9"), mv("a8a9")];
        let limits = Limits {
            multipv: 3,
            banned: banned.clone(),
            ..Limits::depth(3)
        };
        let (best, _, infos) = analyse(MATE_IN_ONE, &limits);
        let groups = by_depth(&infos);
        assert!(groups.iter().all(|g| g.len() == 3));
        assert!(infos.iter().all(|i| !banned.contains(&i.pv[0])));
        assert!(best.is_some_and(|m| !banned.contains(&m)));
        // With one of two moves banned, one line is left.
        let limits = Limits {
            multipv: 3,
            banned: vec![mv("a9b9")],
            ..Limits::depth(3)
        };
        let (best, _, infos) = analyse(TWO_MOVES, &limits);
        assert!(by_depth(&infos).iter().all(|g| g.len() == 1));
        assert_eq!(best, Some(mv("d0d1")));
    }

    #[test]
    fn a_cut_short_depth_reports_no_line() {
        let limits = Limits {
            multipv: 3,
            ..Limits::nodes(30_000)
        };
        let pos = Position::startpos().to_fen();
        let (best, _, infos) = analyse(&pos, &limits);
        let groups = by_depth(&infos);
        assert!(groups.len() >= 2);
        assert!(groups.iter().all(|g| g.len() == 3), "{groups:?}");
        assert!(best.is_some());
    }

    #[test]
    fn one_line_is_the_plain_search() {
        // Everything but the clock.
        let untimed = |fen: &str, limits: &Limits| {
            let (best, score, mut infos) = analyse(fen, limits);
            for i in &mut infos {
                (i.time_ms, i.nps) = (0, 0);
            }
            (best, score, infos)
        };
        let pos = Position::startpos().to_fen();
        let plain = untimed(&pos, &Limits::depth(5));
        for multipv in [0, 1] {
            let limits = Limits {
                multipv,
                ..Limits::depth(5)
            };
            assert_eq!(untimed(&pos, &limits), plain);
        }
        assert!(plain.2.iter().all(|i| i.multipv == 1 && !i.progress_only));
        assert_eq!(by_depth(&plain.2).len(), 5);
    }

    #[test]
    fn line_one_is_the_move_played() {
        let pos = Position::startpos().to_fen();
        let limits = Limits {
            multipv: 2,
            ..Limits::depth(5)
        };
        let (best, score, infos) = analyse(&pos, &limits);
        let groups = by_depth(&infos);
        let last = groups.last().unwrap();
        assert_eq!(last.len(), 2);
        assert_eq!(Some(last[0].pv[0]), best);
        assert_eq!(last[0].score, score);
    }
}
