//! Messages for the player, as facts: the view puts them into words.

use xiangqi::{Move, Position};

use super::link::LinkError;

/// Something the player should know about setting up the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A value in the set-up link was wrong.
    Link(LinkError),
    /// Because of the problems above, the link was not used.
    LinkIgnored,
    /// Stored data could not be read and was moved to these keys.
    SetAside(Vec<String>),
}

/// A message to show.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    IllegalMove,
    /// What the player made could not be written to the device (storage
    /// full, blocked, a private window): it is kept in memory and written
    /// as soon as it can be.
    NotSaved,
    /// Everything is written again after [`Notice::NotSaved`].
    SavedAgain,
    /// The AI has the move.
    NotYourTurn,
    /// An earlier position is on the board.
    ReviewOnly,
    HintThinking,
    /// The engine suggests `mv` in `position`.
    Hint {
        position: Position,
        mv: Move,
    },
    NoHint,
    /// Against the AI: the player's offer is made; it goes with their move.
    OfferGoesWithMove,
    DrawAccepted,
    DrawDeclined,
    /// The AI offers a draw with its move.
    AiOffersDraw,
    WorkerRestarted,
    WorkerFailed,
    HistoryUnreadable,
    /// A position or a record was opened.
    Imported,
    Copied,
    SelectToCopy,
    /// Install was asked for where the browser installs only by hand
    /// (Safari on an iPhone or iPad: Share, then Add to Home Screen). It
    /// stays until dismissed, as the player follows it step by step.
    InstallByHand,
    /// Problems found when the page opened.
    Problems(Vec<Problem>),
}

impl Notice {
    /// Whether the notice stays until dismissed (it needs reading or acting
    /// on) rather than fading by itself.
    pub fn is_sticky(&self) -> bool {
        matches!(
            self,
            Notice::WorkerFailed | Notice::Problems(_) | Notice::NotSaved | Notice::InstallByHand
        )
    }

    /// Whether this is about a hint asked for: said beside the asking
    /// player's status, never over the board where the hinted move goes.
    pub fn is_hint(&self) -> bool {
        matches!(
            self,
            Notice::HintThinking | Notice::Hint { .. } | Notice::NoHint
        )
    }
}

/// The notice on screen, with the serial number that a fade refers to.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownNotice {
    pub notice: Notice,
    pub id: u32,
}
