//! The menu's "Your data": where the player's games and progress live,
//! whether the browser keeps them for good, and one file that holds them
//! all (`backup-save`) to restore on this or another device
//! (`backup-restore`), merged with what is there, or sent straight to
//! the player's other device (`menu-transfer`).

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

use super::Dialogs;
use crate::backup_file::{self, NotRestored};
use xiangqi_ui::model::backup::{BackupError, Merged};
use xiangqi_ui::words::catalog::fill;
use xiangqi_ui::words::{Part, StudyMsg};

/// What the last save or restore came to.
#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    Working,
    Saved,
    Restored(Merged),
    Failed(StudyMsg),
}

#[component]
pub fn YourData() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let outcome: RwSignal<Option<Outcome>> = RwSignal::new(None);
    let save = move |_| {
        outcome.set(Some(Outcome::Working));
        wasm_bindgen_futures::spawn_local(async move {
            let text = backup_file::text(js_sys::Date::now()).await;
            let name = format!("xiangqi-backup-{}.json", xiangqi_ui::web::stamp_now());
            let saved = text.is_some_and(|t| {
                xiangqi_ui::files::download(t.as_bytes(), &name, "application/json")
            });
            outcome.set(Some(if saved {
                Outcome::Saved
            } else {
                Outcome::Failed(StudyMsg::BackupFailed)
            }));
        });
    };
    let restore = move |ev: leptos::ev::Event| {
        let input = ev
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok());
        let Some(file) = input
            .as_ref()
            .and_then(|i| i.files())
            .and_then(|l| l.get(0))
        else {
            return;
        };
        if let Some(input) = input {
            // The same file may be chosen again.
            input.set_value("");
        }
        outcome.set(Some(Outcome::Working));
        xiangqi_ui::files::read_file(file, move |bytes| {
            let text = bytes
                .and_then(|b| String::from_utf8(b).ok())
                .unwrap_or_default();
            wasm_bindgen_futures::spawn_local(async move {
                let result = match backup_file::restore(text).await {
                    Ok(merged) => Outcome::Restored(merged),
                    Err(NotRestored::NotStored) => Outcome::Failed(StudyMsg::BackupFailed),
                    Err(NotRestored::Unreadable(BackupError::NotJson | BackupError::Foreign)) => {
                        Outcome::Failed(StudyMsg::BackupForeign)
                    }
                    Err(NotRestored::Unreadable(BackupError::Newer(_))) => {
                        Outcome::Failed(StudyMsg::BackupNewer)
                    }
                    Err(NotRestored::Unreadable(BackupError::Broken)) => {
                        Outcome::Failed(StudyMsg::BackupBroken)
                    }
                };
                outcome.set(Some(result));
            });
        });
    };
    let said = move || {
        let lang = s.lang.get();
        outcome.get().map(|o| match o {
            Outcome::Working => view! { <p class="pref-why" role="status">{s.t(StudyMsg::Reading)}</p> }.into_any(),
            Outcome::Saved => view! {
                <p class="pref-why" role="status" data-testid="backup-result" data-state="saved">{s.t(StudyMsg::BackupSaved)}</p>
            }
            .into_any(),
            Outcome::Restored(m) => {
                let text = if m.is_empty() {
                    s.t(StudyMsg::BackupNothingNew).to_string()
                } else {
                    fill(
                        lang,
                        Part::Study,
                        "BackupRestored",
                        &[
                            ("games", &m.games),
                            ("lessons", &m.lessons),
                            ("puzzles", &m.puzzle_attempts),
                            ("drills", &m.drills),
                        ],
                    )
                };
                view! {
                    <p class="pref-why" role="status" data-testid="backup-result" data-state="restored" data-games=m.games>
                        {text}
                    </p>
                    // What was restored is read again from the start.
                    <button class="menu-item" data-testid="backup-done" on:click=move |_| {
                        if let Some(w) = web_sys::window() {
                            let _ = w.location().reload();
                        }
                    }>
                        {s.t(StudyMsg::BackupDone)}
                    </button>
                }
                .into_any()
            }
            Outcome::Failed(msg) => view! {
                <p class="field-error" role="alert" data-testid="backup-error">{s.t(msg)}</p>
            }
            .into_any(),
        })
    };
    view! {
        <section class="menu-group your-data" aria-label=move || s.t(StudyMsg::YourData)>
            <h3>{move || s.t(StudyMsg::YourData)}</h3>
            <StorageStatus />
            <button class="menu-item" data-testid="backup-save" on:click=save>
                {move || s.t(StudyMsg::BackupSave)}
            </button>
            <label class="menu-item file-pick">
                <span>{move || s.t(StudyMsg::BackupRestore)}</span>
                <input type="file" data-testid="backup-restore" accept=".json,application/json" on:change=restore />
            </label>
            <button class="menu-item" data-testid="menu-transfer" on:click=move |_| xiangqi_ui::web::go("?mode=friend&part=transfer")>
                {move || s.t(StudyMsg::MoveToDevice)}
            </button>
            {said}
        </section>
    }
}

/// Where the player's data lives and whether the browser keeps it for good
/// (`data-testid="storage-status"`, `data-persisted` `true`, `false` or
/// `unknown`), with how much is stored.
#[component]
fn StorageStatus() -> impl IntoView {
    use xiangqi_ui::web::database::persistence;
    let s = expect_context::<Dialogs>();
    let state: RwSignal<Option<(Option<bool>, Option<f64>)>> = RwSignal::new(None);
    wasm_bindgen_futures::spawn_local(async move {
        let kept = persistence::persisted().await;
        let used = persistence::usage().await;
        state.set(Some((kept, used)));
    });
    let persisted = move || match state.get() {
        Some((Some(true), _)) => "true",
        Some((Some(false), _)) => "false",
        _ => "unknown",
    };
    let text = move || {
        let (kept, used) = state.get()?;
        let mut text = s
            .t(match kept {
                Some(true) => StudyMsg::StorageKept,
                Some(false) => StudyMsg::StorageBestEffort,
                None => StudyMsg::StorageUnknown,
            })
            .to_string();
        if let Some(bytes) = used {
            let size = format!("{:.1} MB", bytes / 1_000_000.0);
            text.push(' ');
            text.push_str(&xiangqi_ui::words::catalog::fill(
                s.lang.get(),
                xiangqi_ui::words::Part::Study,
                "StorageUsed",
                &[("size", &size)],
            ));
        }
        Some(text)
    };
    view! {
        <p class="pref-why storage-status" data-testid="storage-status" data-persisted=persisted>
            {text}
        </p>
    }
}
