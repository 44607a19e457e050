//! A deeper, independent re-check of a shipped puzzle (`xiangqi-puzzles
//! recheck`).
//!
//! The proof ([`super::prove_mate`], [`super::prove_material`]) searches
//! just deep enough for the claim, and checks that its own line comes out
//! again; a second answer that only shows a little deeper, or a mate
//! hidden in a material puzzle's position, passes it. The audit walks the
//! puzzle's stored line instead and asks more of every step:
//!
//! * **mate in n**: at each solver step with `r` moves to go, the best two
//!   moves to depth `2r - 1 +` [`Settings::mate_margin`]: the best is the
//!   line's move and mates in exactly `r`, the second does not mate within
//!   `r`. The same is asked of the engine configured as the app ships it
//!   ([`Config::default`], the worker's table size), searching a fixed
//!   node budget: a second opinion from other pruning and ordering. At each
//!   defender step the best [`DEFENCE_LINES`] replies, to the same kind of
//!   depth: none holds out beyond the line.
//! * **material**: the start position searched for a forced mate by both
//!   engines (two lines, [`Settings::mate_scan_depth`]): a mate by another
//!   move is one the trainer would refuse, and a mate by the answer makes
//!   the puzzle a mate that its line need not follow. Then the line as the
//!   proof checks it, to [`Settings::material_depth`] instead of
//!   [`super::MATERIAL_DEPTH`].
//!
//! Every search starts from empty tables, so a verdict is reproducible and
//! each step is judged on its own. A table kept from the step before
//! remembers scores that depended on that search's path: a return to an
//! earlier position there is a lost perpetual check (one cycle is enough
//! evidence inside a search), while from the later step the same return
//! is the position's second time on the board, which the rules let pass
//! (`xiangqi::Game` ends a perpetual at the third). Such a remembered loss
//! made a longer defence look lost at once. For the same reason the
//! proof engine scores every repetition inside its search of a mate as a
//! draw ([`Config::perpetual_rulings`] off): a defender's check that
//! returns once is not yet lost by the rules, so a mate must be found
//! without it. A material line keeps the rulings: its gain may rest on the
//! defender not being allowed to chase or check forever, and a draw there
//! would let it.

mod flaw;
mod mate;
mod material;

pub use flaw::{Flaw, Reason};

use xiangqi::Position;
use xiangqi_engine::{Config, Engine};

use super::analyse::{analyse, Analysis};
use super::{proof_config, DEFENCE_LINES, HASH_MIB};
use crate::format::{Kind, Puzzle};

/// How hard the audit searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Plies searched beyond a mate's own length (`2r - 1` for `r` solver
    /// moves) at every step of a mate.
    pub mate_margin: u32,
    /// The depth of the search for a forced mate in a material puzzle.
    pub mate_scan_depth: u32,
    /// The depth of every search of a material line.
    pub material_depth: u32,
    /// The node budget of one search by the proof engine; a search that
    /// needs more fails the puzzle as [`Reason::Budget`] (the mate scan
    /// only stops there, it does not fail).
    pub proof_nodes: u64,
    /// The node budget of one search by the shipped engine.
    pub shipped_nodes: u64,
    /// The node budget of the search after each other solver move when
    /// [`every_move`](Settings::every_move) is on; a search cut short says
    /// what it reached and does not fail the puzzle.
    pub other_move_nodes: u64,
    /// Also search every other legal solver move on its own (mates in two
    /// or more): the best-two search can miss a second mating move that
    /// its pruning reduces at the root. Slow (seconds a step for a mate
    /// in 5), so off by default; `recheck --every-move` turns it on.
    pub every_move: bool,
}

impl Default for Settings {
    /// Mates four plies deeper than the proof and eight beyond the mate's
    /// own length (`2r + 7`), mates looked for up to depth 15 (a mate in 7
    /// and more) in material puzzles, material lines two plies deeper
    /// than the proof.
    fn default() -> Self {
        Settings {
            mate_margin: 8,
            mate_scan_depth: 15,
            material_depth: 12,
            proof_nodes: 40_000_000,
            shipped_nodes: 2_000_000,
            other_move_nodes: 2_000_000,
            every_move: false,
        }
    }
}

/// The app's own engine as the worker runs it: its table size.
const SHIPPED_HASH_MIB: usize = 16;

/// Two engines, one searching as the proofs do ([`proof_config`]) and one
/// as the app ships ([`Config::default`]).
pub struct Auditor {
    proof: Engine,
    shipped: Engine,
    settings: Settings,
}

impl Auditor {
    /// An auditor searching as `settings` say.
    pub fn new(settings: Settings) -> Auditor {
        let mut proof = Engine::new(HASH_MIB);
        proof.set_config(proof_config());
        let mut shipped = Engine::new(SHIPPED_HASH_MIB);
        shipped.set_config(Config::default());
        Auditor {
            proof,
            shipped,
            settings,
        }
    }

    /// The settings it searches with.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Re-checks `p`: `Ok` when every check holds, else the first flaw.
    pub fn audit(&mut self, p: &Puzzle) -> Result<(), Flaw> {
        let pos = p.position().map_err(|_| Flaw::at(Reason::Unreadable, 0))?;
        // A mate is measured without perpetual rulings (see the module
        // doc); a material line keeps them, as its gain may rest on the
        // defender not being allowed to chase or check forever.
        let mate = matches!(p.kind, Kind::Mate(_));
        self.proof.set_config(Config {
            perpetual_rulings: !mate,
            ..proof_config()
        });
        match p.kind {
            Kind::Mate(n) => mate::audit(self, &pos, &p.line, u32::from(n)),
            Kind::Material(_) => material::audit(self, &pos, &p.line),
        }
    }

    /// The proof engine's best `lines` to `depth`, or [`Reason::Budget`]
    /// at `ply` when its node budget runs out first.
    fn proof_search(
        &mut self,
        pos: &Position,
        depth: u32,
        lines: usize,
        ply: usize,
    ) -> Result<Analysis, Flaw> {
        self.proof.new_game();
        let a = analyse(
            &mut self.proof,
            pos,
            depth,
            lines,
            self.settings.proof_nodes,
        );
        if a.depth < depth {
            return Err(Flaw {
                depth: a.depth,
                ..Flaw::at(Reason::Budget, ply)
            });
        }
        Ok(a)
    }

    /// The proof engine's best `lines` in `pos` to `depth`, from empty
    /// tables, within `nodes` (a search cut short says what it reached):
    /// for scans that look for a mate, where one found at any depth is one.
    fn scan_search(&mut self, pos: &Position, depth: u32, lines: usize, nodes: u64) -> Analysis {
        self.proof.new_game();
        analyse(&mut self.proof, pos, depth, lines, nodes)
    }

    /// The shipped engine's best two lines within its node budget (and
    /// no deeper than `depth`).
    fn shipped_search(&mut self, pos: &Position, depth: u32) -> Analysis {
        self.shipped.new_game();
        analyse(
            &mut self.shipped,
            pos,
            depth,
            2,
            self.settings.shipped_nodes,
        )
    }
}
