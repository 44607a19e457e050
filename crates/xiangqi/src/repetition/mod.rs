//! Judging repeated positions: perpetual check, perpetual chase and their
//! mixtures (长打) lose; other repetitions are drawn.
//!
//! [`judge_cycle`] takes a position and a sequence of moves that, played
//! from it, comes back to the same position (same board, same side to
//! move), and rules on it. [`Game`](crate::Game) calls it when a position
//! occurs for the third time, and for
//! [`Game::perpetual_warning`](crate::Game::perpetual_warning) when it
//! occurs for the second time, each time with the moves since the
//! position's previous occurrence: the cycle that brought it back (see
//! [When the game ends](crate::game#when-the-game-ends) for why). An
//! engine can call it during search when it meets a repetition, with the
//! same cycle.
//!
//! The rule books are the Chinese Xiangqi Association's rules (象棋竞赛规则,
//! the 棋例 chapter) and the Asian Xiangqi Federation's (AXF) rules with
//! their numbered diagrams. They agree on almost everything below; where
//! they differ, the choice is stated.
//!
//! # The rules as implemented
//!
//! Each side's moves within the cycle are looked at separately. A side
//! whose every move in the cycle is forbidden attacks perpetually (长打):
//!
//! 1. **Perpetual check** (长将): every move gives check.
//! 2. **Perpetual chase** (长捉): every move chases the *same* enemy piece.
//!    Several pieces taking turns to chase one piece (两子轮流捉一子) is a
//!    chase of that piece: it is the chased piece that must be the same,
//!    not the chaser.
//! 3. **Perpetual attack** (一将一捉, 二将一捉 and every other mixture):
//!    every move either gives check or chases the same enemy piece, and
//!    both happen. The Chinese rules count these mixtures as 长打, a
//!    forbidden repetition; the AXF rules rule them a draw (AXF rule 12,
//!    Diagram 13: "one check one chase" and "several checks and one chase";
//!    rule 18, Diagrams 37 and 38). This module follows the Chinese rules.
//!
//! A move that gives check counts as a check, whatever it attacks besides:
//! a move with several effects is named and judged by the gravest (Chinese
//! rules, 棋例通则: 凡走子兼具多种作用时，应从重). So a side whose every
//! move chases one piece, some of them with check, attacks perpetually
//! rather than chases.
//!
//! The verdict:
//!
//! * a side that checks perpetually loses, unless the other side does too
//!   (then it is a draw), whatever the other side's chases: perpetual
//!   check is the gravest offence (Chinese rules, 棋例总则: both sides
//!   forbidden is a draw "except where one side checks perpetually");
//! * otherwise a side that chases or attacks perpetually loses, unless the
//!   other side chases or attacks perpetually too (then it is a draw);
//! * anything else is a draw.
//!
//! **One piece chasing two in turn** (一子轮捉两子, 分捉) is not a
//! perpetual chase: no single piece is chased on every move. The AXF rules
//! say so in as many words (rule 32, Diagrams 76 to 80: one piece chasing
//! two or more in turn, and two pieces chasing two or more in turn, are
//! draws; Diagrams 20 and 79 rule the side that chases one piece the loser
//! against a side that chases two in turn). The Chinese rules define 长捉
//! as chasing the same piece move after move and have no separate 分捉
//! clause, which comes to the same ruling.
//!
//! # What a chase is
//!
//! A move **chases** an enemy piece when, after the move, one of the
//! mover's pieces attacks it and that attack did not exist before the move
//! (the attacker may be the moved piece or a piece whose line, horse leg or
//! elephant eye the move opened: discovered attacks count), and the attack
//! threatens to win material. Pieces are weighed by one table (Chinese
//! rules, 子力价值): chariot, then horse = cannon, then advisor = elephant
//! = a soldier that has crossed the river. An attack threatens material
//! when:
//!
//! * the target is worth **more than the attacker**, protected or not: a
//!   horse or cannon on a chariot; an advisor or elephant on a chariot,
//!   horse or cannon; or
//! * the target is **unprotected**: after the capture its owner has no
//!   legal recapture on that point, and it is not an **offer to
//!   exchange** (a target of equal value that can legally take the
//!   attacker back, AXF rule 40; given how the pieces move, only pieces of
//!   the same kind ever attack each other).
//!
//! and none of these exclusions applies:
//!
//! * attacks by the **general** or by a **soldier** are idle moves, never
//!   chases (Chinese rules, 棋例通则; AXF rule 28 and Diagram 67 for the
//!   general);
//! * attacks on a **soldier that has not crossed the river** are never
//!   chases (it is no piece of value), and attacks on the **general** are
//!   checks;
//! * an attack counts only if the **capture is a legal move**: a pinned
//!   attacker does not chase, since it threatens nothing. Fairy-Stockfish
//!   counts some pinned attackers as chasing; the rule books define a chase
//!   by the capture that can follow, so this module does not;
//! * a piece **holding a horse's leg** against its own general does not
//!   chase that horse: it may take the horse, but it cannot move
//!   otherwise, and the AXF rules do not count its attack (rule 19,
//!   Diagrams 39 to 41). A piece pinned by a cannon or chariot that it
//!   attacks does chase it: the AXF rules rule a chariot that parries a
//!   cannon's checks and attacks it a chaser (Diagram 37);
//! * **protection is a legal recapture**: a defender that is pinned, or a
//!   cannon whose only screen was the attacker, does not protect (the
//!   owner could not take back). Fairy-Stockfish counts some of those as
//!   protection; this module does not, for the same reason;
//! * a move that **gets out of check** does not chase with an attack that
//!   was already there before it, even though the capture was not legal
//!   then (blocking a check, or stepping the general aside, "frees" such an
//!   attack without creating it).
//!
//! "Did not exist before" is judged per pair of pieces: the pair
//! (attacker, target) is a chase after the move but was not one before it.
//! Pieces are identified as they move through the cycle, so a chariot that
//! flees along a file and is attacked again is the same chased piece. The
//! chased piece reported is the one chased on every move of the losing side
//! (if several were, the most valuable, then the lowest square).
//!
//! # Simplifications
//!
//! Not modelled, each for its reason:
//!
//! * **Threats of mate** (长杀, "kill"): the AXF rules draw perpetual
//!   threats of mate (rule 9), the Chinese rules forbid them. Recognising a
//!   mating threat needs a search, which a rules check should not run.
//! * **Material won by a sequence** (a capture after a series of checks or
//!   exchanges, a discovered check winning a piece): only a direct capture
//!   on the next move is a threat here, for the same reason.
//! * **A soldier's chase against a forbidden side**: the Chinese rules
//!   count a soldier's own attacks as chases when the two sides attack each
//!   other perpetually (棋例通则), which can turn a loss for the other side
//!   into a draw; here a soldier never chases. It would take a second
//!   ruling of each cycle that counts soldiers, for a rare case.
//! * **Several attackers against fewer defenders** (the general or a
//!   second piece joining the attack on a protected piece): the Chinese
//!   rules count such a combined attack as a chase (棋例通则); here a
//!   protected piece is chased only by a cheaper attacker, whatever the
//!   numbers, since weighing them is an exchange evaluation beyond a rules
//!   check.
//! * **Protection that loses material** beyond one recapture (the
//!   defender is taken back in turn): only the first recapture is weighed,
//!   which the value rule above settles for a single exchange.
//! * **Arbiter's discretion**: both rule books let the arbiter rule on
//!   cases outside the listed ones; the ruling here is mechanical.
//!
//! A cycle that is not a legal sequence returning to its start is drawn.
//!
//! # Cost
//!
//! The function does not allocate. Each ply replays the move and scans the
//! attacks of the mover on the enemy pieces before and after it, but only
//! on the pieces that side has checked or chased with every earlier move,
//! and it stops with a draw as soon as neither side can still be ruled
//! against. An idle cycle is rejected after one move each.
//!
//! ```
//! use xiangqi::{judge_cycle, Color, Move, Position, RepetitionVerdict};
//!
//! // A red chariot checks from e4 and f4 while the black general steps
//! // between e9 and f9: Red checks with every move and loses.
//! let pos = Position::from_fen("4k4/9/9/9/9/5R3/9/9/9/3K5 w").unwrap();
//! let cycle: Vec<Move> = ["f4e4", "e9f9", "e4f4", "f9e9"]
//!     .iter()
//!     .map(|m| m.parse().unwrap())
//!     .collect();
//! let verdict = judge_cycle(&pos, &cycle);
//! assert_eq!(verdict.loser(), Some(Color::Red));
//! assert!(matches!(verdict, RepetitionVerdict::PerpetualCheck { .. }));
//! assert_eq!(verdict.culprits().to_vec(), vec!["f4".parse().unwrap()]);
//!
//! // Generals stepping back and forth: a plain draw.
//! let idle: Vec<Move> = ["f4f3", "e9e8", "f3f4", "e8e9"]
//!     .iter()
//!     .map(|m| m.parse().unwrap())
//!     .collect();
//! assert_eq!(judge_cycle(&pos, &idle), RepetitionVerdict::Draw);
//! ```

mod chase;
mod judge;
mod square_set;
mod value;
mod verdict;
mod warning;

pub use crate::attack_pattern::{AttackPattern, MoveKind};
pub use judge::judge_cycle;
pub use square_set::SquareSet;
pub use verdict::{PerpetualKind, RepetitionVerdict};
pub use warning::PerpetualWarning;
