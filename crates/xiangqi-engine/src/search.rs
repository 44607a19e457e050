//! The search: iterative deepening over a principal variation search.
//!
//! * **Iterative deepening** searches depth 1, 2, 3... so the best move of
//!   each iteration orders the next one and there is always a move to play
//!   when time runs out.
//! * **Aspiration windows** start each iteration from depth 5 with a narrow
//!   window around the last score and widen it on failure.
//! * **PVS**: the first move gets the full window, the others a null window
//!   that only proves they are worse, re-searched when the proof fails.
//! * **Quiescence** follows captures (and every evasion when in check) to
//!   quiet positions so the evaluation is not taken in the middle of an
//!   exchange; captures that lose material by static exchange
//!   ([`crate::see`]) are left out there, and ordered after the killer
//!   moves in the main search.
//! * **Null move pruning**: if passing still fails high, the position is so
//!   good a shallow search suffices. Not when in check, not twice in a row,
//!   and not when the side to move has no chariot, horse or cannon (where
//!   zugzwang is common).
//! * **Late move reductions**: quiet moves late in the ordering are searched
//!   shallower first and re-searched only if they surprise.
//! * **Check extension**, **mate distance pruning**, **reverse futility**
//!   (static eval far above beta at low depth) and **futility pruning** of
//!   quiet moves at frontier nodes, late move pruning, internal iterative
//!   reduction where no hash move is known.
//! * **Repetitions** of a position on the search path or in the game
//!   history are scored through [`crate::repetition::score_repetition`].
//! * **Endgame tables**, when the engine has some, give the exact value of
//!   every node whose ending they cover (after the repetition checks, so
//!   the rules on cycles still come first), in the main search and in
//!   quiescence: a capture into a won or drawn ending scores as such.
//!
//! The search polls the clock and the stop flag itself every 1024 nodes: in
//! a Web Worker nothing else can interrupt it. The same polls send the
//! heartbeats of the `progress` module.
//!
//! For multi-line analysis (the `multipv` module) the root search can leave
//! out the root moves that earlier lines of the iteration have taken.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

use xiangqi::{GenKind, Move, MoveList, Position, MAX_MOVES};

use crate::endgame::probe::Endgames;
use crate::eval::evaluate_with;
use crate::limits::TimePlan;
use crate::material::Material;
use crate::network::Accumulators;
use crate::ordering::{pick, scored_as_losing_capture, victim_value, Ordering, MAX_PLY};
use crate::progress::Progress;
use crate::reductions::LateMove;
pub use crate::reductions::Reductions;
use crate::repetition::{draw_score, score_repetition};
use crate::score::{is_mate, INFINITY, MATE};
use crate::see;
use crate::stopwatch::Stopwatch;
pub use crate::switches::Config;
use crate::tt::{Bound, Hit, Tt};

/// Plies without capture after which the game is drawn (60 moves each).
pub const NO_CAPTURE_DRAW_PLIES: u32 = 120;

/// Deepest remaining depth at which losing captures may be pruned.
const SEE_PRUNE_DEPTH: i32 = 3;
/// Static exchange loss per ply of depth beyond which a capture is pruned.
const SEE_PRUNE_MARGIN: i32 = 120;

/// How far the static evaluation stands above beta for each extra ply
/// of null-move reduction.
const NULL_EVAL_STEP: i32 = 200;
/// Deepest remaining depth at which razoring applies.
const RAZOR_DEPTH: i32 = 2;
/// How far below alpha (per ply of depth) the static evaluation must
/// stand for razoring.
const RAZOR_MARGIN: i32 = 300;

/// Shallowest depth at which a hash move is tested for being singular.
const SINGULAR_DEPTH: i32 = 6;
/// How far below the hash move's score (per ply of depth) every other move
/// must stay for the hash move to count as singular.
const SINGULAR_MARGIN: i32 = 2;

/// Hard limits the search polls.
pub(crate) struct Stops<'a> {
    pub stopwatch: Stopwatch,
    pub plan: TimePlan,
    pub node_limit: Option<u64>,
    pub flag: Option<&'a AtomicBool>,
}

/// A root move with its latest score.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RootMove {
    pub mv: Move,
    pub score: i32,
}

/// One search in progress.
pub(crate) struct Searcher<'a> {
    pub pos: Position,
    /// The evaluation's running sums for `pos`.
    pub material: Material,
    /// The network's first-layer sums along the path, when the search
    /// evaluates with a network.
    network_sums: Option<Accumulators>,
    pub tt: &'a mut Tt,
    pub ord: &'a mut Ordering,
    pub red: &'a Reductions,
    pub config: Config,
    /// Zobrist keys of every position from the game start; the last is the
    /// current position.
    keys: Vec<u64>,
    /// `moves[i]` leads from `keys[i]` to `keys[i + 1]`.
    moves: Vec<Move>,
    /// Index into `keys` below which repetitions are not looked for (set
    /// past a null move).
    rep_floor: usize,
    pub nodes: u64,
    pub seldepth: usize,
    pub stops: Stops<'a>,
    pub stopped: bool,
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY + 1],
    pub root_moves: Vec<RootMove>,
    /// Give every root move an exact score (levels need them) when it is
    /// within `root_margin` of the best.
    pub exact_root: bool,
    /// See `exact_root`.
    pub root_margin: i32,
    /// The root search skips `root_moves[..pv_start]`: the moves earlier
    /// lines of a multi-line iteration have taken.
    pub pv_start: usize,
    /// Where heartbeats go.
    pub progress: Progress<'a>,
    /// Depth of the current iteration.
    root_depth: usize,
    /// The static evaluation of each node on the current path, by ply
    /// (`-INFINITY` where unknown: in check, or the root).
    evals: [i32; MAX_PLY + 1],
    /// Whether a check at each ply is extended (the move giving it did not
    /// lose by static exchange; see [`Config::safe_check_extension`]).
    extend_check: [bool; MAX_PLY + 1],
    /// The move a singular-extension test leaves out at each ply.
    excluded: [Option<Move>; MAX_PLY + 1],
    /// The endgame tables this search may probe (none unless set).
    pub endgames: Endgames<'a>,
}

/// Placeholder recorded on the move path for a null move.
const A0: xiangqi::Square = match xiangqi::Square::new(0, 0) {
    Some(s) => s,
    None => panic!("a0 is on the board"),
};
const NULL_MOVE: Move = Move { from: A0, to: A0 };

impl<'a> Searcher<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        pos: Position,
        keys: Vec<u64>,
        moves: Vec<Move>,
        tt: &'a mut Tt,
        ord: &'a mut Ordering,
        red: &'a Reductions,
        config: Config,
        stops: Stops<'a>,
        progress: Progress<'a>,
    ) -> Searcher<'a> {
        let material = Material::from_position(&pos);
        let network_sums = config.network.map(|n| Accumulators::new(n, &pos));
        let root_moves = pos
            .legal_moves()
            .iter()
            .map(|&mv| RootMove {
                mv,
                score: -INFINITY,
            })
            .collect();
        Searcher {
            pos,
            material,
            network_sums,
            tt,
            ord,
            red,
            config,
            keys,
            moves,
            rep_floor: 0,
            nodes: 0,
            seldepth: 0,
            stops,
            stopped: false,
            pv: vec![[NULL_MOVE; MAX_PLY]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            root_moves,
            exact_root: false,
            root_margin: INFINITY,
            pv_start: 0,
            progress,
            root_depth: 1,
            evals: [-INFINITY; MAX_PLY + 1],
            excluded: [None; MAX_PLY + 1],
            extend_check: [true; MAX_PLY + 1],
            endgames: Endgames::default(),
        }
    }

    /// The principal variation of the last completed root search.
    pub fn pv(&self) -> Vec<Move> {
        self.pv[0][..self.pv_len[0]].to_vec()
    }

    #[inline]
    fn eval(&self) -> i32 {
        let hand_written = || evaluate_with(&self.material, &self.pos, &self.config.eval);
        match (self.config.network, &self.network_sums) {
            (Some(network), Some(sums)) => network.judge(
                sums.evaluate(network, self.pos.side_to_move()),
                hand_written,
            ),
            _ => hand_written(),
        }
    }

    /// Checks the limits; sets `stopped`.
    #[inline]
    fn poll(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if let Some(n) = self.stops.node_limit {
            if self.nodes >= n {
                self.stopped = true;
                return true;
            }
        }
        if self.nodes & 1023 == 0 {
            if let Some(f) = self.stops.flag {
                if f.load(AtomicOrdering::Relaxed) {
                    self.stopped = true;
                }
            }
            // The first iteration always finishes (it takes a moment):
            // even the shortest clock gets a searched move, not merely
            // the first legal one.
            if let Some(h) = self.stops.plan.hard {
                if self.root_depth > 1 && self.stops.stopwatch.elapsed_ms() >= h {
                    self.stopped = true;
                }
            }
            if self.progress.wants_heartbeat() {
                self.heartbeat();
            }
        }
        self.stopped
    }

    /// Sends a heartbeat if one is due.
    #[cold]
    fn heartbeat(&mut self) {
        let now = self.stops.stopwatch.elapsed_ms();
        let (depth, seldepth) = (self.root_depth as u32, self.seldepth as u32);
        self.progress.beat(now, depth, seldepth, self.nodes);
    }

    #[inline]
    fn make(&mut self, m: Move) -> xiangqi::Undo {
        let (from, to) = (m.from.index(), m.to.index());
        let board = self.pos.mailbox();
        self.material.make(board[from], board[to], from, to);
        if let (Some(network), Some(sums)) = (self.config.network, &mut self.network_sums) {
            sums.make(network, board[from], board[to], from, to);
        }
        let undo = self.pos.do_move(m);
        self.keys.push(self.pos.zobrist());
        self.moves.push(m);
        undo
    }

    #[inline]
    fn unmake(&mut self, m: Move, undo: xiangqi::Undo) {
        self.keys.pop();
        self.moves.pop();
        self.pos.undo_move(m, undo);
        if let Some(sums) = &mut self.network_sums {
            sums.unmake();
        }
        let (from, to) = (m.from.index(), m.to.index());
        let board = self.pos.mailbox();
        self.material.unmake(board[from], board[to], from, to);
    }

    /// If the current position repeats an earlier one (on the path or in
    /// the game), its score.
    #[inline]
    fn repetition(&self, ply: usize) -> Option<i32> {
        let n = self.keys.len() - 1;
        let key = self.keys[n];
        let reversible = self.pos.halfmove_clock() as usize;
        let floor = self.rep_floor.max(n.saturating_sub(reversible));
        let mut i = n;
        while i >= floor + 2 {
            i -= 2;
            if self.keys[i] == key {
                if !self.config.perpetual_rulings {
                    return Some(draw_score(ply));
                }
                return Some(score_repetition(&self.pos, &self.moves[i..n], ply));
            }
        }
        None
    }

    #[inline]
    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let row = &mut head[ply];
        row[ply] = m;
        row[ply + 1..child_len].copy_from_slice(&tail[0][ply + 1..child_len]);
        self.pv_len[ply] = child_len;
    }

    /// Searches the root moves from `pv_start` on to `depth` within
    /// `(alpha, beta)`; the best of them moves to `pv_start`.
    pub fn root(&mut self, depth: i32, mut alpha: i32, beta: i32) -> i32 {
        self.root_depth = depth.max(1) as usize;
        let mut best = -INFINITY;
        self.pv_len[0] = 0;
        let mut best_idx = None;
        for i in self.pv_start..self.root_moves.len() {
            let m = self.root_moves[i].mv;
            let undo = self.make(m);
            let gives_check = self.pos.is_check();
            let d = depth - 1;
            let score = if self.exact_root {
                if best == -INFINITY {
                    -self.search(d, -INFINITY, INFINITY, 1, gives_check, true)
                } else {
                    // Exact only within `root_margin` of the best move;
                    // worse moves just get an upper bound below it.
                    let lo = best - self.root_margin;
                    let mut s = -self.search(d, -lo, -lo + 1, 1, gives_check, true);
                    if s >= lo && !self.stopped {
                        s = -self.search(d, -INFINITY, -lo + 1, 1, gives_check, true);
                    }
                    s
                }
            } else if i == self.pv_start {
                -self.search(d, -beta, -alpha, 1, gives_check, true)
            } else {
                let mut s = -self.search(d, -alpha - 1, -alpha, 1, gives_check, true);
                if s > alpha && s < beta && !self.stopped {
                    s = -self.search(d, -beta, -alpha, 1, gives_check, true);
                }
                s
            };
            self.unmake(m, undo);
            if self.stopped {
                break;
            }
            self.root_moves[i].score = score;
            if score > best {
                best = score;
                if score > alpha || self.exact_root || best_idx.is_none() {
                    best_idx = Some(i);
                    self.update_pv(0, m);
                }
                if score > alpha && !self.exact_root {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if let Some(i) = best_idx {
            // Best move first; the others keep their order.
            let rm = self.root_moves.remove(i);
            self.root_moves.insert(self.pv_start, rm);
        }
        best
    }

    /// Alpha-beta search of the current position.
    pub fn search(
        &mut self,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        in_check: bool,
        null_ok: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if self.poll() {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        if let Some(s) = self.repetition(ply) {
            return s;
        }
        if self.pos.halfmove_clock() >= NO_CAPTURE_DRAW_PLIES {
            return draw_score(ply);
        }
        // Mate distance pruning: no line from here can beat a shorter mate.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if let Some(s) = self.endgames.score(&self.pos, &self.material.count, ply) {
            // A table look-up counts as a node, as a quiescence one does.
            self.nodes += 1;
            return s;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval();
        }
        if in_check
            && self.config.check_extension
            && self.extend_check[ply]
            && (!self.config.check_ext_limit || ply < 2 * self.root_depth)
        {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply, in_check, self.config.qs_checks);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);

        let key = self.pos.zobrist();
        let excluded = self.excluded[ply];
        let hit = self.tt.probe(key, ply);
        let hash_move = hit.and_then(|h| h.mv);
        if let Some(h) = hit {
            if !pv_node && excluded.is_none() && h.depth >= depth {
                let cut = match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => h.score >= beta,
                    Bound::Upper => h.score <= alpha,
                };
                if cut {
                    return h.score;
                }
            }
        }
        let static_eval = if in_check {
            -INFINITY
        } else if let Some(h) = hit {
            h.eval
        } else {
            self.eval()
        };
        self.evals[ply] = static_eval;
        // Unknown two plies up (the root, or a check) counts as improving.
        let improving = !self.config.improving
            || ply < 2
            || self.evals[ply - 2] == -INFINITY
            || static_eval > self.evals[ply - 2];

        let us = self.pos.side_to_move();
        if !pv_node && !in_check && excluded.is_none() {
            // Reverse futility: far above beta near the leaves.
            if self.config.reverse_futility
                && depth <= 4
                && !is_mate(beta)
                && static_eval - 110 * depth >= beta
            {
                return static_eval;
            }
            if self.config.razoring
                && depth <= RAZOR_DEPTH
                && !is_mate(alpha)
                && static_eval + RAZOR_MARGIN * depth < alpha
            {
                let s = self.qsearch(alpha, alpha + 1, ply, false, self.config.qs_checks);
                if self.stopped {
                    return 0;
                }
                if s <= alpha {
                    return s;
                }
            }
            // Null move.
            if self.config.null_move
                && null_ok
                && depth >= 2
                && static_eval >= beta
                && self.material.has_major(us)
            {
                let mut r = 3 + depth / 5;
                if self.config.null_eval_reduction {
                    r += ((static_eval - beta) / NULL_EVAL_STEP).min(3);
                }
                let undo = self.pos.do_null_move();
                self.keys.push(self.pos.zobrist());
                self.moves.push(NULL_MOVE);
                let floor = self.rep_floor;
                self.rep_floor = self.keys.len() - 1;
                let s = -self.search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
                self.rep_floor = floor;
                self.keys.pop();
                self.moves.pop();
                self.pos.undo_null_move(undo);
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if is_mate(s) { beta } else { s };
                }
            }
        }

        if self.config.iir && depth >= 4 && hash_move.is_none() {
            depth -= 1;
        }

        let mut list = MoveList::new();
        self.pos.generate(GenKind::All, &mut list);
        if list.is_empty() {
            // No legal move loses in xiangqi, checkmate or stalemate alike.
            return -MATE + ply as i32;
        }
        let previous = self.moves.last().copied().filter(|&p| p != NULL_MOVE);
        let mut scores = [0i32; MAX_MOVES];
        self.ord.score(
            &self.pos,
            &list,
            hash_move,
            previous,
            ply,
            self.config.see_order,
            &mut scores,
        );
        let killers = self.ord.killers(ply);
        let singular_move = match hit {
            Some(h) if excluded.is_none() => self.singular_move(h, depth, ply, in_check),
            _ => None,
        };
        if self.stopped {
            return 0;
        }

        let futile = self.config.futility
            && !pv_node
            && !in_check
            && depth <= 3
            && !is_mate(alpha)
            && static_eval + 100 + 150 * depth <= alpha;
        let lmp_limit = if self.config.late_move_pruning && !pv_node && !in_check && depth <= 4 {
            let limit = (4 + depth * depth * 2) as usize;
            if improving {
                limit
            } else {
                limit / 2
            }
        } else {
            usize::MAX
        };

        let tt_capture = self.config.tt_capture_reduction
            && hash_move.is_some_and(|m| self.pos.mailbox()[m.to.index()] != 0);
        let orig_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut quiets = MoveList::new();
        let mut captures = MoveList::new();
        for i in 0..list.len() {
            let m = pick(&mut list, &mut scores, i);
            let order_score = scores[i];
            if Some(m) == excluded {
                continue;
            }
            let is_capture = self.pos.mailbox()[m.to.index()] != 0;
            let is_killer = killers[0] == Some(m) || killers[1] == Some(m);
            // A capture losing clearly by static exchange near the leaves.
            let bad_capture = is_capture
                && self.config.see_prune
                && !pv_node
                && !in_check
                && depth <= SEE_PRUNE_DEPTH
                && searched > 0
                && Some(m) != hash_move
                && !is_mate(alpha)
                && see::see_below(&self.pos, m, -SEE_PRUNE_MARGIN * depth);
            let undo = self.make(m);
            let gives_check = self.pos.is_check();
            if gives_check && self.config.safe_check_extension {
                self.extend_check[ply + 1] = !see::was_losing(&self.pos, m, undo.captured());
            }
            let quiet = !is_capture && !gives_check;
            if bad_capture && !gives_check {
                self.unmake(m, undo);
                continue;
            }
            if quiet
                && searched > 0
                && Some(m) != hash_move
                && !is_killer
                && (futile || quiets.len() >= lmp_limit)
            {
                self.unmake(m, undo);
                continue;
            }
            let new_depth = depth - 1 + i32::from(Some(m) == singular_move);
            let mut score;
            if searched == 0 {
                score = -self.search(new_depth, -beta, -alpha, ply + 1, gives_check, true);
            } else {
                let mut r = 0;
                if self.config.capture_reductions
                    && self.config.lmr
                    && depth >= 3
                    && searched >= 2
                    && is_capture
                    && !gives_check
                    && !in_check
                    && scored_as_losing_capture(order_score)
                {
                    r = self
                        .red
                        .capture(depth, searched, pv_node)
                        .clamp(0, new_depth - 1);
                }
                if self.config.lmr && depth >= 3 && searched >= 2 && quiet && !in_check {
                    r = self
                        .red
                        .quiet(&LateMove {
                            depth,
                            searched,
                            pv_node,
                            killer: is_killer,
                            improving,
                            tt_capture,
                            // A quiet move's ordering score is its history.
                            history: (self.config.history_reductions && !is_killer)
                                .then_some(order_score),
                        })
                        .clamp(0, new_depth - 1);
                }
                score = -self.search(
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    gives_check,
                    true,
                );
                if score > alpha && r > 0 {
                    score = -self.search(new_depth, -alpha - 1, -alpha, ply + 1, gives_check, true);
                }
                if score > alpha && score < beta {
                    score = -self.search(new_depth, -beta, -alpha, ply + 1, gives_check, true);
                }
            }
            self.unmake(m, undo);
            if self.stopped {
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    self.update_pv(ply, m);
                    if score >= beta {
                        if is_capture {
                            self.ord
                                .reward_captures(&self.pos, Some(m), depth, &captures);
                        } else {
                            self.ord.reward(&self.pos, m, depth, ply, &quiets, previous);
                            self.ord.reward_captures(&self.pos, None, depth, &captures);
                        }
                        break;
                    }
                    alpha = score;
                }
            }
            if is_capture {
                captures.push(m);
            } else {
                quiets.push(m);
            }
        }
        if searched == 0 {
            // Everything was pruned: fail low with the static estimate.
            return alpha;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if excluded.is_none() {
            let eval_store = if in_check { 0 } else { static_eval };
            self.tt
                .store(key, best_move, best, eval_store, depth, bound, ply);
        }
        best
    }

    /// The table entry `h`'s move if it is singular here: a search of half
    /// the depth without it, against a bound a margin below its stored
    /// score, finds no other move reaching that bound. Only where the entry
    /// is deep enough and a lower bound (the move has proved itself), and
    /// only while extensions cannot run away (within twice the iteration
    /// depth).
    fn singular_move(&mut self, h: Hit, depth: i32, ply: usize, in_check: bool) -> Option<Move> {
        let m = h.mv?;
        if !self.config.singular
            || depth < SINGULAR_DEPTH
            || h.bound == Bound::Upper
            || h.depth < depth - 3
            || is_mate(h.score)
            || ply >= 2 * self.root_depth
        {
            return None;
        }
        let bound = h.score - SINGULAR_MARGIN * depth;
        self.excluded[ply] = Some(m);
        let s = self.search((depth - 1) / 2, bound - 1, bound, ply, in_check, false);
        self.excluded[ply] = None;
        (s < bound).then_some(m)
    }

    /// Quiescence: captures (all moves in check) until the position is
    /// quiet; with `checks`, quiet checks as well at this ply.
    fn qsearch(
        &mut self,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
        checks: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.poll() {
            return 0;
        }
        if let Some(s) = self.endgames.score(&self.pos, &self.material.count, ply) {
            return s;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval();
        }
        if self.config.qs_tt {
            if let Some(h) = self.tt.probe(self.pos.zobrist(), ply) {
                let cut = match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => h.score >= beta,
                    Bound::Upper => h.score <= alpha,
                };
                if cut {
                    return h.score;
                }
            }
        }
        let mut list = MoveList::new();
        let mut best;
        let stand;
        if in_check {
            self.pos.generate(GenKind::All, &mut list);
            if list.is_empty() {
                return -MATE + ply as i32;
            }
            best = -INFINITY;
            stand = -INFINITY;
        } else {
            stand = self.eval();
            if stand >= beta {
                return stand;
            }
            if stand > alpha {
                alpha = stand;
            }
            best = stand;
            self.pos.generate(GenKind::Captures, &mut list);
        }
        let mut scores = [0i32; MAX_MOVES];
        self.ord.score(
            &self.pos,
            &list,
            None,
            None,
            ply,
            self.config.see_order,
            &mut scores,
        );
        for i in 0..list.len() {
            let m = pick(&mut list, &mut scores, i);
            // Delta pruning: even winning the piece cannot reach alpha.
            if !in_check && stand + victim_value(&self.pos, m) + 150 <= alpha {
                continue;
            }
            if self.config.qs_see && !in_check && see::is_losing(&self.pos, m) {
                continue;
            }
            let undo = self.make(m);
            let gives_check = self.pos.is_check();
            let score = -self.qsearch(-beta, -alpha, ply + 1, gives_check, false);
            self.unmake(m, undo);
            if self.stopped {
                return 0;
            }
            if self.take_score(ply, m, score, &mut best, &mut alpha, beta) {
                return best;
            }
        }
        if checks && !in_check {
            return self.quiet_checks(alpha, beta, ply, best);
        }
        best
    }

    /// The quiet moves that give check, searched after quiescence's
    /// captures failed to reach `beta`; `best` is the best score so far.
    fn quiet_checks(&mut self, mut alpha: i32, beta: i32, ply: usize, mut best: i32) -> i32 {
        let mut list = MoveList::new();
        self.pos.generate(GenKind::Quiets, &mut list);
        for &m in list.iter() {
            let undo = self.make(m);
            if !self.pos.is_check() {
                self.unmake(m, undo);
                continue;
            }
            let score = -self.qsearch(-beta, -alpha, ply + 1, true, false);
            self.unmake(m, undo);
            if self.stopped {
                return 0;
            }
            if self.take_score(ply, m, score, &mut best, &mut alpha, beta) {
                break;
            }
        }
        best
    }

    /// Quiescence's bookkeeping for move `m` at `ply` scoring `score`:
    /// raises `best` and `alpha` (and the line) when it beats them; true
    /// when it reaches `beta`.
    #[inline(always)]
    fn take_score(
        &mut self,
        ply: usize,
        m: Move,
        score: i32,
        best: &mut i32,
        alpha: &mut i32,
        beta: i32,
    ) -> bool {
        if score <= *best {
            return false;
        }
        *best = score;
        if score <= *alpha {
            return false;
        }
        self.update_pv(ply, m);
        if score >= beta {
            return true;
        }
        *alpha = score;
        false
    }
}
