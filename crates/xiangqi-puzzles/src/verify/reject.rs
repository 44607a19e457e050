//! Why the verifier turns a candidate down.

use std::fmt;

/// A verification failure. The generator counts candidates by reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reject {
    /// The win the screening saw is not there at the verification depth
    /// (no mate within the limit, or not enough centipawns).
    NotWinning,
    /// A second solver move also wins (mates as fast, or is within the
    /// material margin).
    NotUnique,
    /// The solver is ahead anyway and the tactic adds too little (the
    /// second-best move is within the larger margin).
    AlreadyWinning,
    /// Only one legal move at the start: nothing to find.
    Forced,
    /// A defence holds out longer than the claimed mate, or the material
    /// gain is given back.
    DefenceHolds,
    /// The gain is not realised within the allowed number of solver moves.
    TooLong,
    /// A material candidate turns out to be a mate (found as a mate
    /// candidate instead, when short enough).
    MateInstead,
    /// A search hit its node budget before its depth.
    Budget,
    /// The puzzle as it would be stored does not prove again: its claim
    /// (a mate in exactly the moves found) searches to another depth than
    /// the one that found it, and there the proof comes out otherwise.
    NotReproved,
    /// The proven puzzle fails the deeper re-check
    /// ([`super::audit::Auditor`]): a second answer or a hidden mate that
    /// only a deeper look finds.
    FailsRecheck,
}

impl Reject {
    /// Every reason, in report order.
    pub const ALL: [Reject; 10] = [
        Reject::NotWinning,
        Reject::NotUnique,
        Reject::AlreadyWinning,
        Reject::Forced,
        Reject::DefenceHolds,
        Reject::TooLong,
        Reject::MateInstead,
        Reject::Budget,
        Reject::NotReproved,
        Reject::FailsRecheck,
    ];
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reject::NotWinning => "not winning at verification depth",
            Reject::NotUnique => "second move also wins",
            Reject::AlreadyWinning => "already winning without the tactic",
            Reject::Forced => "only one legal move",
            Reject::DefenceHolds => "a defence holds",
            Reject::TooLong => "too long",
            Reject::MateInstead => "a mate, not a material tactic",
            Reject::Budget => "search budget exceeded",
            Reject::NotReproved => "not proven again from its own claim",
            Reject::FailsRecheck => "fails the deeper re-check",
        })
    }
}
