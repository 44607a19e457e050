//! The page's side of the player's database (see
//! `xiangqi_ui::web::database`): what the model changes saved as it
//! changes (each change to the past games one record), a refused write said
//! (and tried again until it goes through), and the settings another tab
//! of the app changes taken in. (The page never reads the whole list of
//! past games: the list's dialog does, from the database.)

use gloo_timers::callback::Interval;
use leptos::prelude::*;
use wasm_bindgen_futures::spawn_local;

use crate::session::Session;
use xiangqi_ui::model::{Notice, Revisions, Table};
use xiangqi_ui::web::database::{self, games, Failure};
use xiangqi_ui::web::{self, storage, tabs};

/// How often what the browser refused is tried again, in ms.
const RETRY_MS: u32 = 5_000;

/// Starts keeping: saves what the model changes, opens the database,
/// listens to the other tabs.
pub fn start(s: Session) {
    save_on_change(s);
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

/// Saving follows the model: whatever its revisions say has changed is
/// written, in this one place.
fn save_on_change(s: Session) {
    let table = s.table;
    let revisions = Memo::new(move |_| table.with(Table::revisions));
    Effect::new(move |last: Option<Revisions>| {
        let now = revisions.get();
        let changed = |f: fn(&Revisions) -> u64| last.as_ref().is_none_or(|l| f(l) != f(&now));
        if changed(|r| r.history) {
            write_history(s);
        }
        let first = last.is_none();
        table.with_untracked(|t| {
            // Another tab plays the game in progress: its copy is the
            // newer one, never overwritten from here.
            if changed(|r| r.game) && s.playing.get_untracked() {
                storage::save(storage::CURRENT, &t.saved_game(web::now()));
                if !first {
                    crate::one_tab::moved(s);
                }
            }
            if changed(|r| r.settings) {
                storage::save(storage::SETTINGS, t.settings());
            }
        });
        now
    });
}

/// Writes the changes to the past games the model made since the last
/// call: each game filed or forgotten, one record each.
fn write_history(s: Session) {
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
