//! The verifier: proves a candidate with the engine and makes it a
//! puzzle (themes and rating included).
//!
//! Every verification starts from an empty transposition table
//! ([`Engine::new_game`]) with a table of [`HASH_MIB`], so verifying the
//! same position always gives the same answer: the generator's results
//! can be checked again later (the crate's tests do so for a sample).

mod analyse;
pub mod audit;
mod mate;
mod material;
mod reject;

pub use analyse::{analyse, value, Analysis, Line};
pub use mate::{depth_for, prove_mate, DEFENCE_LINES, MAX_MATE};
pub use material::{
    prove_material, AHEAD_MARGIN_CP, MARGIN_CP, MATERIAL_DEPTH, MAX_SOLVER_MOVES, MIN_GAIN,
    SECOND_MAX_CP, WIN_CP,
};
pub use reject::Reject;

use xiangqi::Position;
use xiangqi_engine::{Config, Engine};

use crate::format::{Kind, Puzzle};
use crate::id::puzzle_id;
use crate::line::Step;
use crate::rating::{rating, Features};
use crate::themes::{detect, sacrifice, Theme, Walk};

/// The transposition table size for verification, in MiB.
pub const HASH_MIB: usize = 16;
/// The most nodes one verification search may take; a search that needs
/// more is rejected as [`Reject::Budget`] (keeps the generator's time per
/// candidate bounded).
pub const NODE_BUDGET: u64 = 6_000_000;

/// The search the shipped collection was proven with. A proof is checked
/// again by searching again and must give the same line, and the search's
/// move ordering decides which of two equal defences it finds first; so
/// proofs use this fixed configuration, and an improvement to the engine's
/// play does not make them fail. Changing it means proving the collection
/// again (`cargo xtask puzzles --reprove`).
pub fn proof_config() -> Config {
    Config {
        // Added to the engine after the collection was proven.
        continuation: false,
        ..Config::hand_written()
    }
}

/// A proven solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// The line, solver first.
    pub line: Vec<Step>,
    /// What it wins.
    pub kind: Kind,
    /// The depth from which the engine kept the first move as its best.
    pub settled_at: u32,
}

/// What the candidate is claimed to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// A mate in at most this many solver moves.
    Mate(u32),
    /// A material win.
    Material,
}

/// A verifier: an engine set up for proofs.
pub struct Verifier {
    engine: Engine,
}

impl Default for Verifier {
    fn default() -> Self {
        Verifier::new()
    }
}

impl Verifier {
    /// A verifier with its own engine, searching as [`proof_config`] says.
    pub fn new() -> Verifier {
        let mut engine = Engine::new(HASH_MIB);
        engine.set_config(proof_config());
        Verifier { engine }
    }

    /// Proves `claim` in `pos`, from a fresh table.
    pub fn prove(&mut self, pos: &Position, claim: Claim) -> Result<Proof, Reject> {
        self.engine.new_game();
        match claim {
            Claim::Mate(n) => prove_mate(&mut self.engine, pos, n),
            Claim::Material => prove_material(&mut self.engine, pos),
        }
    }

    /// Proves `claim` in `pos` and makes the puzzle. A claim of "mate in
    /// at most n" (or a material claim proven as a mate) can prove a
    /// shorter mate; the puzzle stores the mate as found, and a later
    /// [`Verifier::recheck`] proves exactly that claim, which searches to
    /// other depths, so such a puzzle is kept only if that proof comes out
    /// the same too.
    pub fn puzzle(&mut self, pos: &Position, claim: Claim) -> Result<Puzzle, Reject> {
        let proof = self.prove(pos, claim)?;
        let puzzle = make_puzzle(pos, &proof);
        if Claim::of(puzzle.kind) != claim && !self.recheck(&puzzle)? {
            return Err(Reject::NotReproved);
        }
        Ok(puzzle)
    }

    /// Verifies a puzzle again: the same proof must come out.
    pub fn recheck(&mut self, p: &Puzzle) -> Result<bool, Reject> {
        let pos = p.position().map_err(|_| Reject::NotWinning)?;
        let proof = self.prove(&pos, Claim::of(p.kind))?;
        Ok(proof.line == p.line && proof.kind == p.kind)
    }
}

impl Claim {
    /// The claim a stored puzzle of this kind is proven (and rechecked) with.
    pub fn of(kind: Kind) -> Claim {
        match kind {
            Kind::Mate(n) => Claim::Mate(u32::from(n)),
            Kind::Material(_) => Claim::Material,
        }
    }
}

/// The puzzle for a proven line: id, FEN, themes and rating.
pub fn make_puzzle(pos: &Position, proof: &Proof) -> Puzzle {
    let fen = pos.to_fen();
    let first = proof.line[0].mv;
    let walk = Walk::new(pos, &proof.line);
    let features = Features {
        kind: proof.kind,
        solver_moves: proof.line.len().div_ceil(2) as u32,
        depth_found: proof.settled_at,
        quiet_first: !pos.is_capture(first) && !pos.gives_check(first),
        sacrifice: sacrifice(&walk),
        legal_moves: pos.legal_moves().len() as u32,
    };
    let themes: Vec<Theme> = detect(pos, &proof.line, proof.kind);
    Puzzle {
        id: puzzle_id(&fen),
        fen,
        line: proof.line.clone(),
        kind: proof.kind,
        rating: rating(&features),
        themes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    /// Two chariots, and either can mate on the back rank.
    const TWO_MATES: &str = "3k5/R8/9/9/9/9/9/9/R8/4K4 w - - 0 1";
    /// Only the chariot's step to the general's file mates (铁门栓).
    const ONE_MATE: &str = "3k5/9/9/4p4/9/9/9/4C4/R8/5K3 w - - 0 1";

    #[test]
    fn two_mating_moves_are_rejected() {
        let mut v = Verifier::new();
        assert_eq!(
            v.prove(&pos(TWO_MATES), Claim::Mate(1)),
            Err(Reject::NotUnique)
        );
    }

    #[test]
    fn a_unique_mate_is_accepted() {
        let mut v = Verifier::new();
        let p = v.puzzle(&pos(ONE_MATE), Claim::Mate(1)).unwrap();
        assert_eq!(p.kind, Kind::Mate(1));
        assert_eq!(p.line[0].mv.to_string(), "a1d1");
        assert!(p.themes.contains(&Theme::IronBolt));
        assert_eq!(crate::replay::replay(&p), Ok(()));
        assert_eq!(v.recheck(&p), Ok(true));
    }

    /// Red's horse takes Black's loose horse; nothing else wins anything.
    const LOOSE_HORSE: &str = "4ka3/2P1a4/b8/9/9/1N7/3n5/5A2B/3K1p3/6B2 w - - 58 98";

    #[test]
    fn winning_a_loose_piece_is_a_material_puzzle() {
        let mut v = Verifier::new();
        let p = v.puzzle(&pos(LOOSE_HORSE), Claim::Material).unwrap();
        assert_eq!(p.line[0].mv.to_string(), "b4d3");
        assert_eq!(p.kind, Kind::Material(400));
        assert_eq!(crate::replay::replay(&p), Ok(()));
    }

    #[test]
    fn a_quiet_position_is_not_a_material_puzzle() {
        let mut v = Verifier::new();
        let start = Position::startpos();
        assert!(v.prove(&start, Claim::Material).is_err());
    }
}
