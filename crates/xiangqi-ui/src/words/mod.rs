//! Every word the app shows or speaks, in each of its languages: fixed
//! messages ([`Msg`]), sentences with values ([`sentences`]), moves and
//! board points in words ([`moves`]), and the model's notices
//! ([`notices`]).
//!
//! The texts themselves are data: one locale file per language (see
//! [`catalog`]); this module names the messages and puts values into
//! them.

pub mod catalog;
pub mod editor;
pub mod files;
pub mod moves;
pub mod notices;
mod outcome;
pub mod puzzles;
pub mod rules;
pub mod score;
pub mod sentences;
mod warning;
pub mod word_file;

pub use crate::model::Lang;
pub use catalog::Part;
pub use files::open_partial;
pub use outcome::{outcome, outcome_for};
pub use sentences::*;
pub use warning::perpetual_warning;

/// Declares the fixed messages of one locale file's part: the enum, the
/// list of all of them, and each one's key (its name).
macro_rules! messages {
    ($enum:ident, $part:expr; $($name:ident),* $(,)?) => {
        /// A fixed message.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $enum {
            $($name,)*
        }

        impl $enum {
            /// Every message.
            pub const ALL: &'static [$enum] = &[$($enum::$name,)*];
        }

        impl $crate::words::Text for $enum {
            fn key(self) -> &'static str {
                match self {
                    $($enum::$name => stringify!($name),)*
                }
            }

            fn part(self) -> $crate::words::catalog::Part {
                $part
            }
        }
    };
}

/// A fixed message of either table: its key in its locale file.
pub trait Text: Copy {
    /// The key of the message in its locale file.
    fn key(self) -> &'static str;
    /// The locale file the message is in.
    fn part(self) -> Part;
}

mod study_words;
pub use study_words::StudyMsg;

/// A fixed message of either table, for the study module's code that
/// takes both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyMsg {
    Page(Msg),
    Study(StudyMsg),
}

impl From<Msg> for AnyMsg {
    fn from(msg: Msg) -> AnyMsg {
        AnyMsg::Page(msg)
    }
}

impl From<StudyMsg> for AnyMsg {
    fn from(msg: StudyMsg) -> AnyMsg {
        AnyMsg::Study(msg)
    }
}

impl Text for AnyMsg {
    fn key(self) -> &'static str {
        match self {
            AnyMsg::Page(msg) => msg.key(),
            AnyMsg::Study(msg) => msg.key(),
        }
    }

    fn part(self) -> Part {
        match self {
            AnyMsg::Page(msg) => msg.part(),
            AnyMsg::Study(msg) => msg.part(),
        }
    }
}

messages! {
    Msg, Part::Page;

        NewGame,
        Undo,
        Hint,
        Flip,
        Resign,
        OfferDraw,
        First,
        Previous,
        Next,
        Last,
        RedToMove,
        BlackToMove,
        YourMove,
        Thinking,
        Check,
        IllegalMove,
        NotYourTurn,
        ReviewOnly,
        Red,
        Black,
        DrawDeclined,
        DrawAccepted,
        Accept,
        Decline,
        Withdraw,
        PiecePicked,
        TakebackWaiting,
        WorkerRestarted,
        WorkerFailed,
        NotSaved,
        SavedAgain,
        PlayedElsewhere,
        PlayHere,
        You,
        Depth,
        Score,
        BestLine,
        OpeningBook,
        NoMoves,
        Moves,
        HintThinking,
        NoHint,
        LinkIgnored,
        BadLink,
        Close,
        Board,
        Controls,
        Menu,
        ClocksPaused,
        Pause,
        MoveClock,
        Resume,
        Copied,
        SelectToCopy,
        InstallByHand,
        Imported,
        // The position editor (摆局).
        BackToGame,
        EventName,
        HistoryUnreadable,
        EmptyPoint,
        LegalTarget,
        BoardKeys,
        AppTitle,
        UpdateRegion,
        UpdateReady,
        UpdateNow,
        OfferGoesWithMove,
        AiOffersDraw,
        OfferBlockedOver,
        OfferBlockedPending,
        OfferBlockedTurn,
        OfferBlockedDeclined,
        DrawOffers,
        NewShort,
        UndoShort,
        FlipShort,
        DrawShort,
        ResignShort,
        WelcomeTitle,
        WelcomeText,
        WelcomeAi,
        WelcomeAiDetail,
        WelcomeFriend,
        WelcomeFriendDetail,
        WelcomeLearn,
        WelcomeLearnDetail,
        PauseShort,
        ResumeShort,
        StudyUnavailable,
        DialogUnavailable,
}

/// The locale tag of the texts kept in data files (the lessons, the
/// friend screen) for the app's language.
pub fn locale(lang: Lang) -> &'static str {
    catalog::tag(lang)
}

/// The text of `msg` in `lang`.
pub fn t(lang: Lang, msg: impl Text) -> &'static str {
    catalog::text(lang, msg.part(), msg.key())
}
