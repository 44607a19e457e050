//! The engine object: what a UCI front end or a browser worker talks to.
//!
//! It owns what survives between moves of a game (the transposition table
//! and the history heuristic) and runs one search at a time on the
//! caller's thread. Natively the UCI front end runs it on a helper thread
//! and stops it through [`Engine::stop_flag`]; in a Web Worker the search
//! ends by itself on its limits, polling the clock.
//!
//! A search reports through its `on_info` callback: every line of every
//! completed depth (one line, or the best few with
//! [`Limits::multipv`]), and heartbeats while a depth runs when
//! [`Limits::report_every_ms`] asks for them.
//!
//! Endgame tables handed over with [`Engine::set_tablebase`] answer the
//! positions they cover at once and score the covered positions inside
//! the search (the `endgame` module); without them nothing changes.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use xiangqi::{Move, Position};
use xiangqi_tablebase::Tablebase;

use crate::endgame::probe::Endgames;
use crate::endgame::root::{self, Line};

use crate::eval::evaluate_with;
use crate::levels::Level;
use crate::limits::{Limits, TimePlan};
use crate::material::Material;
use crate::multipv::{iterate, Iteration};
use crate::ordering::{Ordering, MAX_PLY};
use crate::progress::{Progress, SearchInfo};
use crate::rng::Rng;
use crate::score::{is_mate, Score, MATE, MATE_BOUND};
use crate::search::{Config, Reductions, RootMove, Searcher, Stops};
use crate::stability::Stability;
use crate::stopwatch::Stopwatch;
use crate::tt::{Bound, Hit, Tt, DEFAULT_MIB};

/// The result of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchOutcome {
    /// The move to play; `None` when there is no legal move (a loss).
    pub best: Option<Move>,
    /// The expected reply, if known.
    pub ponder: Option<Move>,
    /// Score of the chosen move for the side to move.
    pub score: Score,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// A xiangqi engine.
pub struct Engine {
    tt: Tt,
    ord: Ordering,
    red: Reductions,
    stop: Arc<AtomicBool>,
    config: Config,
    seed: u64,
    rng: Rng,
    /// The last search's root and its result: the search does not store
    /// the root in the table, but `probe` should know it.
    last_root: Option<(u64, Hit)>,
    /// Endgame tables at hand (none by default).
    tablebase: Option<Arc<Tablebase>>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new(DEFAULT_MIB)
    }
}

impl Engine {
    /// An engine with a transposition table of `hash_mib` MiB (1..=1024).
    pub fn new(hash_mib: usize) -> Engine {
        let mut engine = Engine {
            tt: Tt::new(hash_mib),
            ord: Ordering::new(),
            red: Reductions::new(),
            stop: Arc::new(AtomicBool::new(false)),
            config: Config::default(),
            seed: 0,
            rng: Rng::new(0),
            last_root: None,
            tablebase: None,
        };
        engine.set_config(Config::default());
        engine
    }

    /// Forgets everything learnt in the previous game.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.ord.clear();
        self.rng = Rng::new(self.seed);
        self.last_root = None;
    }

    /// Replaces the transposition table by one of `mib` MiB.
    pub fn set_hash_size(&mut self, mib: usize) {
        self.tt = Tt::new(mib);
        self.last_root = None;
    }

    /// Empties the transposition table.
    pub fn clear_hash(&mut self) {
        self.tt.clear();
        self.last_root = None;
    }

    /// Seeds the generator used by levels (noise and blunders).
    pub fn set_seed(&mut self, seed: u64) {
        self.seed = seed;
        self.rng = Rng::new(seed);
    }

    /// The search and evaluation switches.
    pub fn config(&self) -> Config {
        self.config
    }

    /// Changes the search and evaluation switches.
    pub fn set_config(&mut self, config: Config) {
        self.config = config;
        self.ord.set_continuation(config.continuation);
        self.ord.set_capture_history(config.capture_history);
    }

    /// What the transposition table holds about `pos`, as left by earlier
    /// searches (UCCI's `probe`).
    pub fn hash_entry(&self, pos: &Position) -> Option<Hit> {
        let key = pos.zobrist();
        match self.last_root {
            Some((k, hit)) if k == key => Some(hit),
            _ => self.tt.probe(key, 0),
        }
    }

    /// The static evaluation of `pos` in centipawns for the side to move,
    /// with this engine's evaluation weights.
    pub fn static_eval(&self, pos: &Position) -> i32 {
        let hand_written = || evaluate_with(&Material::from_position(pos), pos, &self.config.eval);
        match self.config.network {
            Some(network) => network.judge(network.own_centipawns(pos), hand_written),
            None => hand_written(),
        }
    }

    /// Endgame tables for the searches to come (`None`: none). The search
    /// reads only what is in memory: whoever loads tables loads those the
    /// position may need (its ending and the endings captures lead to).
    /// Full strength and the levels that play their best use them; the
    /// randomized levels keep their deliberate errors.
    pub fn set_tablebase(&mut self, tables: Option<Arc<Tablebase>>) {
        self.tablebase = tables;
    }

    /// The endgame tables at hand, if any.
    pub fn tablebase(&self) -> Option<&Tablebase> {
        self.tablebase.as_deref()
    }

    /// The flag that stops a running search when set. The caller clears it
    /// before starting a search.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Searches the position reached from `start` after `moves` (the
    /// history matters for repetition). Moves after the first illegal one
    /// are ignored. `level` weakens the play (None = full strength).
    ///
    /// `on_info` hears about every line of every completed depth (see
    /// [`SearchInfo`] and [`Limits::multipv`]) and, if
    /// [`Limits::report_every_ms`] is set, heartbeats in between. A depth
    /// cut short by a limit or the stop flag reports no line. The outcome
    /// is line 1's.
    pub fn search(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: &Limits,
        level: Option<&Level>,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchOutcome {
        let clock = Stopwatch::start();
        let mut pos = start.clone();
        let mut keys = vec![pos.zobrist()];
        let mut path = Vec::with_capacity(moves.len() + MAX_PLY);
        for &m in moves {
            if !pos.is_legal(m) {
                break;
            }
            pos.do_move(m);
            keys.push(pos.zobrist());
            path.push(m);
        }
        let us = pos.side_to_move();
        let mut plan = TimePlan::new(limits, us);
        let mut max_depth = limits.depth.unwrap_or(u32::MAX);
        let mut node_limit = limits.nodes;
        if let Some(lv) = level {
            plan = plan.capped(lv.max_time_ms);
            if let Some(d) = lv.max_depth {
                max_depth = max_depth.min(d);
            }
            if let Some(n) = lv.max_nodes {
                node_limit = Some(node_limit.map_or(n, |x| x.min(n)));
            }
        }
        let max_depth = max_depth.clamp(1, (MAX_PLY - 8) as u32) as i32;
        let randomized = level.is_some_and(|l| l.randomized());
        let managed = plan.hard.is_some();
        let tables = self.tablebase.as_deref().filter(|_| !randomized);
        if let Some(lines) =
            tables.and_then(|tb| root::answer(tb, &pos, &keys, &limits.banned, limits.multipv))
        {
            return table_outcome(lines, clock, on_info);
        }

        self.tt.new_search();
        self.ord.new_search();
        let stop = self.stop.clone();
        let progress = Progress::new(on_info, limits.report_every_ms);
        let stops = Stops {
            stopwatch: clock,
            plan,
            node_limit,
            flag: Some(&stop),
        };
        // The randomized levels keep the hand-written evaluation: their
        // strength is calibrated on it, and their errors are meant to be
        // a person's, not a stronger judge's.
        let config = if randomized {
            Config {
                network: None,
                ..self.config
            }
        } else {
            self.config
        };
        let mut s = Searcher::new(
            pos,
            keys,
            path,
            &mut self.tt,
            &mut self.ord,
            &self.red,
            config,
            stops,
            progress,
        );
        s.endgames = Endgames::new(tables);
        s.root_moves.retain(|rm| !limits.banned.contains(&rm.mv));
        s.exact_root = randomized;
        if let Some(lv) = level {
            // Noise cannot lift a move that is this much worse to the top.
            s.root_margin = 2 * lv.noise_cp + 100;
        }
        if s.root_moves.is_empty() {
            return SearchOutcome {
                best: None,
                ponder: None,
                score: Score::from_internal(-MATE),
                depth: 0,
                nodes: 0,
            };
        }

        // A level that randomizes its move searches one line.
        let wanted = if randomized { 1 } else { limits.multipv.max(1) };
        let line_count = wanted.min(s.root_moves.len());
        let aspiration = self.config.aspiration && !randomized;
        let mut completed: Vec<RootMove> = s.root_moves.clone();
        let mut best_pv: Vec<Move> = vec![completed[0].mv];
        let mut best_score = 0;
        let mut line_scores = vec![0; line_count];
        let mut done_depth = 0u32;
        let mut stability = Stability::default();
        for depth in 1..=max_depth {
            let lines = match iterate(&mut s, depth, &line_scores, aspiration) {
                Iteration::Complete(lines) => lines,
                Iteration::StoppedFirst(line) => {
                    // A partial iteration's best move is trusted only when
                    // it was proven better than the previous one.
                    let pv = line.pv;
                    if !randomized
                        && !pv.is_empty()
                        && pv[0] != best_pv[0]
                        && line.score > best_score
                    {
                        best_pv = pv;
                        best_score = line.score;
                    }
                    break;
                }
                Iteration::StoppedLater(first) => {
                    // Line 1 searched every root move to this depth.
                    best_pv = first.pv;
                    best_score = first.score;
                    break;
                }
            };
            best_score = lines[0].score;
            line_scores = lines.iter().map(|l| l.score).collect();
            completed = s.root_moves.clone();
            best_pv = lines[0].pv.clone();
            done_depth = depth as u32;
            let time_ms = clock.elapsed_ms();
            s.progress.last_score = Score::from_internal(best_score);
            for (k, line) in lines.into_iter().enumerate() {
                s.progress.publish(&SearchInfo {
                    depth: done_depth,
                    seldepth: s.seldepth as u32,
                    score: Score::from_internal(line.score),
                    nodes: s.nodes,
                    nps: s.nodes * 1000 / time_ms.max(1),
                    time_ms,
                    pv: line.pv,
                    multipv: k + 1,
                    progress_only: false,
                });
            }
            if self.config.time_stability {
                stability.record(best_pv[0], best_score);
            }
            if managed && !limits.infinite {
                if !plan.start_next_iteration(time_ms, &stability) || completed.len() == 1 {
                    break;
                }
                // A found mate will not get shorter by searching much deeper.
                if is_mate(best_score) && depth > 2 * (MATE - best_score.abs()) + 6 {
                    break;
                }
            }
        }
        let nodes = s.nodes;
        let root_key = s.pos.zobrist();
        drop(s);
        if done_depth > 0 {
            self.last_root = Some((
                root_key,
                Hit {
                    mv: Some(best_pv[0]),
                    score: best_score,
                    eval: 0,
                    depth: done_depth as i32,
                    bound: Bound::Exact,
                },
            ));
        }

        let (best, score) = if let Some(lv) = level.filter(|l| l.randomized()) {
            self.pick_weakened(&completed, lv)
        } else {
            (best_pv[0], best_score)
        };
        let ponder = if best == best_pv[0] {
            best_pv.get(1).copied()
        } else {
            None
        };
        SearchOutcome {
            best: Some(best),
            ponder,
            score: Score::from_internal(score),
            depth: done_depth,
            nodes,
        }
    }

    /// Chooses a move for a weakened level from exact root scores.
    fn pick_weakened(&mut self, moves: &[RootMove], lv: &Level) -> (Move, i32) {
        let mut noisy: Vec<(i32, RootMove)> = moves
            .iter()
            .map(|rm| {
                let noise = if is_mate(rm.score) {
                    0
                } else {
                    self.rng.symmetric(lv.noise_cp)
                };
                (rm.score.saturating_add(noise), *rm)
            })
            .collect();
        noisy.sort_by_key(|b| std::cmp::Reverse(b.0));
        let mut pick = noisy[0].1;
        let n = lv.blunder_top_n.min(noisy.len());
        if n > 1 && self.rng.chance_permille(lv.blunder_permille) {
            let cand = noisy[1 + self.rng.below(n as u64 - 1) as usize].1;
            let walks_into_mate = cand.score <= -MATE_BOUND && pick.score > -MATE_BOUND;
            if !walks_into_mate {
                pick = cand;
            }
        }
        (pick.mv, pick.score)
    }
}

/// Reports the table's lines as one completed iteration and plays line 1.
fn table_outcome(
    lines: Vec<Line>,
    clock: Stopwatch,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> SearchOutcome {
    let time_ms = clock.elapsed_ms();
    for (k, line) in lines.iter().enumerate() {
        on_info(&SearchInfo {
            depth: 1,
            seldepth: line.pv.len() as u32,
            score: line.score,
            nodes: 0,
            nps: 0,
            time_ms,
            pv: line.pv.clone(),
            multipv: k + 1,
            progress_only: false,
        });
    }
    let first = &lines[0];
    SearchOutcome {
        best: first.pv.first().copied(),
        ponder: first.pv.get(1).copied(),
        score: first.score,
        depth: 1,
        nodes: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::levels;

    fn go(fen: &str, depth: u32) -> SearchOutcome {
        let pos = Position::from_fen(fen).unwrap();
        let mut e = Engine::new(1);
        e.search(&pos, &[], &Limits::depth(depth), None, &mut |_| {})
    }

    #[test]
    fn finds_mate_in_one() {
        // Red chariot mates on the back rank: the black general is boxed by its advisors.
        let out = go("4k4/R8/9/9/9/9/9/9/9/1R1K5 w", 3);
        assert_eq!(out.best.unwrap().to_string(), "b0b9");
        assert_eq!(out.score, Score::Mate(1));
    }

    #[test]
    fn finds_mate_in_two() {
        // A chariot closes the second rank, the other mates on the back rank.
        let out = go("4k4/9/9/9/9/9/9/9/R8/1R1K5 w", 5);
        assert_eq!(out.score, Score::Mate(2));
    }

    #[test]
    fn finds_mate_in_three() {
        // A quiet first move (the chariot to b7), then checks: a puzzle of
        // the collection, proven mate in 3 by the puzzle tools.
        let out = go("3a5/3kaR3/2c6/3N4p/9/P8/9/4B4/4A4/1RB1KA3 w", 7);
        assert_eq!(out.score, Score::Mate(3));
        assert_eq!(out.best.unwrap().to_string(), "b0b7");
    }

    /// Black mates in 2 after `a1f1 d6b7 d8e8` whatever Red does, but Red's
    /// check `b7d6` lasts longest: Black's `e8d8` would bring back the
    /// position after `a1f1` a second time, which the rules let pass. With
    /// perpetual rulings the search takes that return for Red's lost
    /// perpetual check and sees every defence mated in 1; without them the
    /// return is a draw and `b7d6` holds a move longer.
    #[test]
    fn perpetual_rulings_can_be_left_out_of_the_search() {
        let pos = Position::from_fen("2ba1a3/3k5/4b4/3Np3p/9/6P2/2N6/4B1n1B/r8/3AK3c b - - 5 49")
            .unwrap();
        let history: Vec<Move> = ["a1f1", "d6b7", "d8e8"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect();
        let search = |perpetual_rulings| {
            let mut e = Engine::new(1);
            e.set_config(Config {
                perpetual_rulings,
                ..Config::default()
            });
            e.search(&pos, &history, &Limits::depth(8), None, &mut |_| {})
        };
        assert_eq!(search(true).score, Score::Mate(-1));
        let without = search(false);
        assert_eq!(without.score, Score::Mate(-2));
        assert_eq!(without.best.unwrap().to_string(), "b7d6");
    }

    /// The switches still off by default (singular extensions, quiet
    /// checks in quiescence, the reductions and extensions measured in
    /// `docs/engine.md`), and the check extension turned off, find the
    /// same mates, so they can be measured.
    #[test]
    fn the_optional_switches_find_the_same_mates() {
        let mates = [
            ("4k4/R8/9/9/9/9/9/9/9/1R1K5 w", 3, 1),
            ("4k4/9/9/9/9/9/9/9/R8/1R1K5 w", 5, 2),
            ("3a5/3kaR3/2c6/3N4p/9/P8/9/4B4/4A4/1RB1KA3 w", 8, 3),
        ];
        let all_on = Config {
            singular: true,
            qs_checks: true,
            history_reductions: true,
            null_eval_reduction: true,
            tt_capture_reduction: true,
            razoring: true,
            capture_reductions: true,
            safe_check_extension: true,
            capture_history: true,
            ..Config::default()
        };
        let no_check_extension = Config {
            check_extension: false,
            ..Config::default()
        };
        for config in [all_on, no_check_extension] {
            for (fen, depth, moves) in mates {
                let pos = Position::from_fen(fen).unwrap();
                let mut e = Engine::new(1);
                e.set_config(config);
                let out = e.search(&pos, &[], &Limits::depth(depth), None, &mut |_| {});
                assert_eq!(out.score, Score::Mate(moves), "{fen}");
            }
        }
    }

    /// Each measured switch changes the search it is set for: none is
    /// left unwired, so a match of it against the default measures it.
    /// The search is the hand-written evaluation's: the switches are wired
    /// alike whatever the evaluation, and that one does not move each time
    /// the learned network is trained again (a rarely met switch such as
    /// `history` may happen not to change these three short searches).
    #[test]
    fn each_measured_switch_changes_the_search() {
        let nodes = |config: Config| {
            let mut total = 0;
            for (start, moves) in crate::bench::positions().into_iter().take(3) {
                let mut e = Engine::new(1);
                e.set_config(config);
                total += e
                    .search(&start, &moves, &Limits::depth(8), None, &mut |_| {})
                    .nodes;
            }
            total
        };
        let on = Config::hand_written();
        let default = nodes(on);
        let switched = [
            (
                "history",
                Config {
                    history_reductions: true,
                    ..on
                },
            ),
            (
                "null eval",
                Config {
                    null_eval_reduction: true,
                    ..on
                },
            ),
            (
                "tt capture",
                Config {
                    tt_capture_reduction: true,
                    ..on
                },
            ),
            (
                "razoring",
                Config {
                    razoring: true,
                    ..on
                },
            ),
            (
                "captures",
                Config {
                    capture_reductions: true,
                    ..on
                },
            ),
            (
                "safe checks",
                Config {
                    safe_check_extension: true,
                    ..on
                },
            ),
            (
                "check extension",
                Config {
                    check_extension: false,
                    ..on
                },
            ),
            (
                "capture history",
                Config {
                    capture_history: true,
                    ..on
                },
            ),
        ];
        for (name, config) in switched {
            assert_ne!(nodes(config), default, "{name}");
        }
    }

    #[test]
    fn captures_a_hanging_cannon() {
        // The black cannon on e4 checks; the soldier or the horse takes it.
        let out = go(
            "rnbakabnr/9/7c1/p1p1p1p1p/9/4c4/P1P1P1P1P/1C1N3C1/9/R1BAKABNR w",
            4,
        );
        assert_eq!(out.best.unwrap().to.to_string(), "e4");
    }

    #[test]
    fn captures_a_hanging_chariot() {
        let out = go(
            "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            4,
        );
        assert_eq!(out.best.unwrap().to_string(), "i3i4");
    }

    /// A move time is used to the end. Only a lower bound is asserted: a
    /// busy machine makes a search take longer, never shorter.
    #[test]
    fn movetime_is_used_to_the_end() {
        const MOVETIME: u64 = 100;
        for (start, moves) in crate::bench::positions().into_iter().take(4) {
            let mut e = Engine::new(1);
            let clock = Stopwatch::start();
            let out = e.search(
                &start,
                &moves,
                &Limits::movetime(MOVETIME),
                None,
                &mut |_| {},
            );
            let used = clock.elapsed_ms();
            assert!(out.best.is_some());
            assert!(used * 10 >= MOVETIME * 9, "{used} ms of {MOVETIME}");
        }
    }

    #[test]
    fn the_shortest_move_time_still_completes_one_iteration() {
        let pos = Position::from_fen("4k4/R8/9/9/9/9/9/9/9/1R1K5 w").unwrap();
        let out = Engine::new(1).search(&pos, &[], &Limits::movetime(1), None, &mut |_| {});
        assert!(out.depth >= 1);
        assert_eq!(out.best.unwrap().to_string(), "b0b9");
    }

    #[test]
    fn banned_moves_are_not_played() {
        // Mate in one is on the board, but the mating move is banned.
        let pos = Position::from_fen("4k4/R8/9/9/9/9/9/9/9/1R1K5 w").unwrap();
        let mate: Move = "b0b9".parse().unwrap();
        let limits = Limits {
            banned: vec![mate],
            ..Limits::depth(3)
        };
        let out = Engine::new(1).search(&pos, &[], &limits, None, &mut |_| {});
        assert!(out.best.is_some_and(|m| m != mate), "{:?}", out.best);
        // Banning every legal move leaves nothing to play.
        let all = Limits {
            banned: pos.legal_moves().iter().copied().collect(),
            ..Limits::depth(3)
        };
        let out = Engine::new(1).search(&pos, &[], &all, None, &mut |_| {});
        assert_eq!(out.best, None);
    }

    #[test]
    fn probe_reads_what_a_search_left() {
        let pos = Position::startpos();
        let mut e = Engine::new(1);
        assert!(e.hash_entry(&pos).is_none());
        let out = e.search(&pos, &[], &Limits::depth(3), None, &mut |_| {});
        let hit = e.hash_entry(&pos).expect("the root is stored");
        assert_eq!(hit.mv, out.best);
        assert!(e.static_eval(&pos).abs() < 100);
    }

    #[test]
    fn no_legal_move_is_reported() {
        // Black to move, checkmated by the chariot.
        let out = go("1R2k4/R8/9/9/9/9/9/9/9/3K5 b", 3);
        assert_eq!(out.best, None);
        assert_eq!(out.score, Score::Mate(0));
    }

    #[test]
    fn infos_are_reported_and_node_count_is_deterministic() {
        let pos = Position::startpos();
        let run = || {
            let mut e = Engine::new(1);
            let mut infos = Vec::new();
            let out = e.search(&pos, &[], &Limits::depth(4), None, &mut |i| {
                infos.push(i.clone())
            });
            (out, infos)
        };
        let (a, ia) = run();
        let (b, _) = run();
        assert_eq!(a.nodes, b.nodes);
        assert_eq!(ia.len(), 4);
        assert_eq!(ia.last().unwrap().pv.first().copied(), a.best);
    }

    #[test]
    fn levels_are_reproducible() {
        let pos = Position::startpos();
        let lv = &levels()[0];
        let pick = |seed| {
            let mut e = Engine::new(1);
            e.set_seed(seed);
            e.search(&pos, &[], &Limits::default(), Some(lv), &mut |_| {})
                .best
        };
        assert_eq!(pick(3), pick(3));
        assert!(pick(3).is_some());
    }

    #[test]
    fn history_is_replayed() {
        let pos = Position::startpos();
        let moves: Vec<Move> = ["h2e2", "h9g7"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect();
        let mut e = Engine::new(1);
        let out = e.search(&pos, &moves, &Limits::depth(2), None, &mut |_| {});
        let after = pos.play(moves[0]).unwrap().play(moves[1]).unwrap();
        assert!(after.is_legal(out.best.unwrap()));
    }
}
