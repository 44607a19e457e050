//! The page's side of the player's database (see
//! `xiangqi_ui::web::database`): each change to the past games written as
//! it happens, a past game read when it is opened, a refused write said
//! (and tried again until it goes through), and the settings another tab
//! of the app changes taken in. (The page never reads the whole list of
//! past games: the list's dialog does, from the database.)

use gloo_timers::callback::Interval;
use leptos::prelude::*;
use wasm_bindgen_futures::spawn_local;

use crate::session::Session;
use xiangqi_ui::model::Notice;
use xiangqi_ui::web::database::{self, games, Failure};
use xiangqi_ui::web::{storage, tabs};

/// How often what the browser refused is tried again, in ms.
const RETRY_MS: u32 = 5_000;

/// Starts keeping: reads the past games, listens to the other tabs.
pub fn start(s: Session) {
    database::on_failure(move |failure| {
        // Said from inside a write: act once the write has returned.
        spawn_local(async move {
            let notice = match failure {
                Failure::Recovered => Notice::SavedAgain,
                Failure::Games | Failure::Records => Notice::NotSaved,
            };
            s.act(|t, _| t.notify(notice));
        });
    });
    // Opened at once: the first start after an update moves the old past
    // games in, and what a tab closed too soon left is filed.
    spawn_local(async {
        let _ = database::database().await;
    });
    tabs::on_stored(move |key, text| {
        if key != storage::SETTINGS {
            return;
        }
        if let Some(settings) = text.as_deref().and_then(storage::read_settings) {
            s.act(|t, _| t.adopt_settings(settings));
        }
    });
    Interval::new(RETRY_MS, || {
        if database::failing() {
            spawn_local(database::retry_everything());
        }
    })
    .forget();
}

/// Opens the past game stored under `key` (read from the database).
pub fn open_past_game(s: Session, key: String) {
    spawn_local(async move {
        match games::get(&key).await {
            Ok(Some(game)) => s.act(|t, now| t.open_past_game(game, now)),
            _ => s.act(|t, _| t.notify(Notice::HistoryUnreadable)),
        }
    });
}

/// Writes the changes to the past games the model made since the last
/// call: each game filed or forgotten, one record each.
pub fn write_history(s: Session) {
    let changes = s
        .table
        .try_update_untracked(|t| t.take_history_changes())
        .unwrap_or_default();
    if changes.is_empty() {
        return;
    }
    // A finished game is worth keeping: the browser is asked to keep the
    // data for good (it decides; the menu shows its answer).
    let filed = changes
        .iter()
        .any(|c| matches!(c, xiangqi_ui::model::HistoryChange::Filed(_)));
    spawn_local(async move {
        games::apply(changes).await;
        if filed {
            let _ = database::persistence::ask_to_persist().await;
        }
    });
}
