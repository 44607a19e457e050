//! The app's state and behaviour in plain Rust: no framework, no browser.
//!
//! [`Table`] holds everything on the screen that is not a matter of layout:
//! the game, the clocks, the [`Mode`] (who plays whom), the shown ply, the
//! selection, the open dialog, draw offers, the AI request in flight, the
//! notice on screen, the settings and the past games. Its methods take
//! `&mut self` and the current time ([`Now`]) and return the [`Effect`]s the
//! shell must carry out (ask the AI, play a sound, fade a notice). Saving
//! follows [`Table::revisions`]: the shell stores whatever has changed.
//!
//! Because nothing here touches the browser, every action a player can take
//! is unit-tested natively (see `tests/`).

mod ai_event;
pub mod analysis;
pub mod backup;
mod command_wire;
mod dialog;
mod draw_offers;
pub mod editor;
mod effect;
pub mod engine_info;
pub mod handicap;
pub mod handicap_worth;
pub mod handover;
pub mod history_filter;
pub mod jieqi;
pub mod json;
pub mod lesson;
pub mod link;
pub mod listing;
pub mod low_time;
pub mod mode;
mod notice;
mod now;
pub mod player_record;
pub mod practice;
pub mod puzzle;
pub mod remote;
pub mod reviewed;
pub mod saved;
pub mod settings;
mod table;

#[cfg(test)]
mod tests;

pub use ai_event::AiEvent;
pub use analysis::{Analysis, StoredAnalysis};
pub use dialog::Dialog;
pub use draw_offers::{DrawOffers, OfferBlock, PendingOffer};
pub use editor::{Editor, Tool};
pub use effect::{AnalyseSpec, Effect, SearchClock, SearchSpec, Sound};
pub use engine_info::EngineInfo;
pub use handover::{DialogCommand, DialogContext, StudyRequest};
pub use link::{LinkError, LinkMode, LinkSetup};
pub use mode::{Friends, Mode, Seating, VsAi};
pub use notice::{Notice, Problem, ShownNotice};
pub use now::Now;
pub use saved::SavedGame;
pub use settings::{
    BoardLook, Lang, NewGameChoice, Opponent, PieceSet, Settings, SideChoice, Theme,
};
pub use table::{
    CommandError, HistoryChange, Revisions, ShellStep, Stored, Table, Task, TOP_LEVEL_MOVETIME_MS,
    WELCOME_LEVEL,
};
