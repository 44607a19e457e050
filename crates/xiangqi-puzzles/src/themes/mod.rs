//! Themes: what a puzzle is about, detected from its position and line
//! with the rules alone.
//!
//! Each detector lives in its own file with unit tests on hand-made
//! positions. [`detect`] runs them all over a verified line.

mod attack;
mod discovered;
mod double_check;
mod fork;
mod named_mates;
mod pin;
mod sacrifice;
mod theme;
mod walk;

pub use discovered::discovered_attack;
pub use double_check::double_check;
pub use fork::{check_fork, fork};
pub use named_mates::{double_cannon, horse_trough, iron_bolt, smothered};
pub use pin::{is_pinned, pin};
pub use sacrifice::sacrifice;
pub use theme::{ParseThemeError, Theme};
pub use walk::Walk;

use xiangqi::Position;

use crate::kind::Kind;
use crate::line::Step;
use crate::phase::{phase, Phase};

/// Every theme of a verified puzzle, in [`Theme`] order without
/// repetition: its kind (mate in N), phase, and the detected patterns.
pub fn detect(start: &Position, line: &[Step], kind: Kind) -> Vec<Theme> {
    let walk = Walk::new(start, line);
    let mut out = Vec::new();
    if let Kind::Mate(n) = kind {
        out.push(Theme::MateIn(n));
    }
    out.push(match phase(start) {
        Phase::Opening => Theme::Opening,
        Phase::Middlegame => Theme::Middlegame,
        Phase::Endgame => Theme::Endgame,
    });
    let checks: [(bool, Theme); 10] = [
        (double_check(&walk), Theme::DoubleCheck),
        (fork(&walk), Theme::Fork),
        (check_fork(&walk), Theme::CheckFork),
        (pin(&walk), Theme::Pin),
        (discovered_attack(&walk), Theme::DiscoveredAttack),
        (sacrifice(&walk), Theme::Sacrifice),
        (smothered(&walk), Theme::Smothered),
        (iron_bolt(&walk), Theme::IronBolt),
        (horse_trough(&walk), Theme::HorseTrough),
        (double_cannon(&walk), Theme::DoubleCannon),
    ];
    out.extend(checks.iter().filter(|(hit, _)| *hit).map(|(_, t)| *t));
    out.sort();
    out.dedup();
    out
}
