//! Screening: a quick search of every position of a game to find where a
//! win appears, and the candidates to prove.

use xiangqi::{Move, Position};
use xiangqi_engine::{Engine, Limits, Score};
use xiangqi_puzzles::material::balance;
use xiangqi_puzzles::verify::{value, Claim, MAX_MATE, MIN_GAIN, WIN_CP};

/// Depth of the screening search, in plies.
pub const SCREEN_DEPTH: u32 = 6;
/// How much a material win must have grown since the opponent's move
/// for it to count as new (centipawns).
const SWING_CP: i32 = 250;
/// Candidates tried per run of winning positions before giving up on it.
pub const TRIES_PER_RUN: usize = 3;

/// What the screening search says about one position.
#[derive(Debug, Clone)]
pub struct Screened {
    pub score: Score,
    pub pv: Vec<Move>,
}

/// Screens every position of a game, with one table for the game.
pub fn screen_game(engine: &mut Engine, positions: &[Position]) -> Vec<Screened> {
    engine.new_game();
    positions
        .iter()
        .map(|pos| {
            let mut pv = Vec::new();
            let limits = Limits {
                depth: Some(SCREEN_DEPTH),
                nodes: Some(2_000_000),
                ..Limits::default()
            };
            let out = engine.search(pos, &[], &limits, None, &mut |i| {
                if !i.progress_only && !i.pv.is_empty() {
                    pv = i.pv.clone();
                }
            });
            Screened {
                score: out.score,
                pv,
            }
        })
        .collect()
}

/// The claim a position supports, if a win for the side to move just
/// appeared there: a short mate, or a material gain the screening line
/// realises within three solver moves.
fn claim(pos: &Position, now: &Screened) -> Option<Claim> {
    match now.score {
        Score::Mate(n) if n > 0 && n as u32 <= MAX_MATE => Some(Claim::Mate(n as u32)),
        Score::Mate(_) => None,
        Score::Cp(c) if c >= WIN_CP && pv_gain(pos, &now.pv) >= MIN_GAIN => Some(Claim::Material),
        Score::Cp(_) => None,
    }
}

/// The most the screening line wins after one of its first three solver
/// moves, in the puzzles' material table.
fn pv_gain(pos: &Position, pv: &[Move]) -> i32 {
    let solver = pos.side_to_move();
    let base = balance(pos, solver);
    let mut p = pos.clone();
    let mut best = i32::MIN;
    for (i, &m) in pv.iter().take(6).enumerate() {
        if !p.is_legal(m) {
            break;
        }
        p.do_move(m);
        if i % 2 == 1 {
            best = best.max(balance(&p, solver) - base);
        }
    }
    best
}

/// Runs of candidates: within a run the same side keeps a win of the same
/// kind move after move. A mate run starts where the opponent was not
/// already being mated before its move; a material run where the
/// opponent's move let the score swing by [`SWING_CP`]. Each run is tried
/// in order until one candidate is proven.
pub fn candidate_runs(
    positions: &[Position],
    screened: &[Screened],
    from: usize,
) -> Vec<Vec<(usize, Claim)>> {
    let mut runs: Vec<Vec<(usize, Claim)>> = Vec::new();
    let mut open: [Option<usize>; 2] = [None, None];
    for p in from.max(1)..positions.len() {
        let side = positions[p].side_to_move().index();
        let found = claim(&positions[p], &screened[p]);
        let Some(c) = found else {
            open[side] = None;
            continue;
        };
        match open[side] {
            Some(r) if runs[r].len() < TRIES_PER_RUN && same_kind(runs[r][0].1, c) => {
                runs[r].push((p, c))
            }
            Some(_) => {}
            None => {
                if is_new(c, &screened[p - 1], &screened[p]) {
                    runs.push(vec![(p, c)]);
                    open[side] = Some(runs.len() - 1);
                }
            }
        }
    }
    runs
}

fn same_kind(a: Claim, b: Claim) -> bool {
    matches!(
        (a, b),
        (Claim::Mate(_), Claim::Mate(_)) | (Claim::Material, Claim::Material)
    )
}

/// Whether the win at `now` was not there before the opponent's move.
fn is_new(c: Claim, before: &Screened, now: &Screened) -> bool {
    match (c, before.score) {
        (Claim::Mate(_), Score::Mate(n)) => n > 0,
        (Claim::Mate(_), Score::Cp(_)) => true,
        (Claim::Material, Score::Cp(b)) => value(now.score) + b >= SWING_CP,
        (Claim::Material, Score::Mate(_)) => false,
    }
}
