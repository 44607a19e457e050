//! Import: a position (FEN), a pasted record, or a file (XQF, PGN,
//! DhtmlXQ) picked here or dropped on the board.
//!
//! The app's own record text is read at once; anything else (a file, or a
//! pasted record with variations or in another format) goes to the files
//! worker. A record that goes wrong part-way is explained, with an offer
//! to open the part before the problem. The game on screen changes only
//! when something opens.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use xiangqi::GameRecord;
use xiangqi_files::protocol::{FilesRequest, FilesResponse, ImportedGame};

use super::{Dialogs, Modal};
use xiangqi_ui::files;
use xiangqi_ui::model::DialogCommand;
use xiangqi_ui::words::StudyMsg;
use xiangqi_ui::words::{self, t};

/// What the dialog shows below its fields.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportState {
    Idle,
    Reading,
    Failed(String),
    /// What went wrong, and the valid beginning that can still be opened.
    Partial(String, ImportedGame),
}

/// A file dropped on the board or opened from the system: read at once.
pub fn import_file(s: Dialogs, state: RwSignal<ImportState>, file: web_sys::File) {
    state.set(ImportState::Reading);
    files::read_file(file, move |bytes| match bytes {
        Some(bytes) => import_bytes(s, bytes, state, say_unavailable(s, state)),
        None => say_unavailable(s, state)(),
    });
}

/// Opens a game the files worker read, keeping its whole tree.
fn open_imported(s: Dialogs, game: &ImportedGame) -> Result<(), String> {
    let lang = s.lang.get_untracked();
    let record = GameRecord::parse(&game.record).map_err(|e| words::record_error(lang, &e))?;
    let command = DialogCommand::OpenRecord {
        record,
        tree: Some(game.tree.clone()),
    };
    s.send(command).map_or(Ok(()), Err)
}

/// Reads `bytes` in the files worker and opens the game; `state` says how
/// it went. `unavailable` runs instead if the worker cannot.
fn import_bytes(
    s: Dialogs,
    bytes: Vec<u8>,
    state: RwSignal<ImportState>,
    unavailable: impl FnOnce() + 'static,
) {
    let lang = s.lang.get_untracked();
    state.set(ImportState::Reading);
    files::request(
        move |id| FilesRequest::Import { id, bytes },
        move |answer| match answer {
            Some(FilesResponse::Imported { game, .. }) => {
                state.set(match open_imported(s, &game) {
                    Ok(()) => ImportState::Idle,
                    Err(e) => ImportState::Failed(e),
                })
            }
            Some(FilesResponse::ImportFailed {
                problem, partial, ..
            }) => {
                let message = xiangqi_ui::words::files::import_problem(lang, &problem);
                state.set(match partial {
                    Some(game) => ImportState::Partial(message, game),
                    None => ImportState::Failed(message),
                });
            }
            _ => unavailable(),
        },
    );
}

/// The message when the files worker cannot run.
fn say_unavailable(s: Dialogs, state: RwSignal<ImportState>) -> impl FnOnce() {
    move || {
        let text = t(s.lang.get_untracked(), StudyMsg::FilesUnavailable).to_string();
        state.set(ImportState::Failed(text));
    }
}

/// Opens pasted text through the files worker, which keeps variations and
/// comments and reads every format; where the worker cannot run, the
/// app's own reader opens the main line.
fn import_text(s: Dialogs, text: String, state: RwSignal<ImportState>) {
    let bytes = text.clone().into_bytes();
    import_bytes(s, bytes, state, move || {
        let lang = s.lang.get_untracked();
        let record = match GameRecord::parse(&text) {
            Ok(record) => record,
            Err(e) => return state.set(ImportState::Failed(words::record_error(lang, &e))),
        };
        let failed = s.send(DialogCommand::OpenRecord { record, tree: None });
        state.set(failed.map_or(ImportState::Idle, ImportState::Failed));
    });
}

#[component]
pub fn Import() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let lang = s.lang;
    let fen = RwSignal::new(String::new());
    let record = RwSignal::new(String::new());
    let state = expect_context::<RwSignal<ImportState>>();
    // A message left from an earlier visit to the dialog goes; a file
    // dropped on the board a moment ago keeps its progress.
    if !matches!(state.get_untracked(), ImportState::Reading) {
        state.set(ImportState::Idle);
    }
    let on_file = move |ev: leptos::ev::Event| {
        let file = ev
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|list| list.get(0));
        if let Some(file) = file {
            import_file(s, state, file);
        }
    };
    let status = move || match state.get() {
        ImportState::Idle => None,
        ImportState::Reading => Some(
            view! { <p class="field-note" role="status">{t(lang.get(), StudyMsg::Reading)}</p> }
                .into_any(),
        ),
        ImportState::Failed(e) => Some(
            view! { <p class="field-error" role="alert" data-testid="import-error">{e}</p> }
                .into_any(),
        ),
        ImportState::Partial(e, game) => {
            let plies = GameRecord::parse(&game.record).map_or(0, |r| r.moves.len());
            Some(
                view! {
                    <p class="field-error" role="alert" data-testid="import-error">{e}</p>
                    <button
                        class="small"
                        data-testid="import-partial"
                        on:click=move |_| {
                            if let Err(e) = open_imported(s, &game) {
                                state.set(ImportState::Failed(e));
                            }
                        }
                    >
                        {words::open_partial(lang.get(), plies)}
                    </button>
                }
                .into_any(),
            )
        }
    };
    view! {
        <Modal testid="dialog-import" title=Signal::derive(move || t(lang.get(), StudyMsg::Import).to_string())>
            <label class="field">
                <span class="field-label">{move || t(lang.get(), StudyMsg::OpenFile)}</span>
                <input
                    type="file"
                    data-testid="import-file"
                    accept=".xqf,.pgn,.txt,.ubb,.htm,.html,text/plain"
                    on:change=on_file
                />
            </label>
            <div class="field">
                <span class="field-label">{move || t(lang.get(), StudyMsg::PasteFen)}</span>
                <input
                    type="text"
                    data-testid="fen-input"
                    prop:value=move || fen.get()
                    on:input=move |ev| fen.set(event_target_value(&ev))
                />
                <button
                    class="small"
                    data-testid="load-fen"
                    on:click=move |_| {
                        let text = fen.get_untracked().trim().to_string();
                        if let Some(e) = s.send(DialogCommand::SetUp(text)) {
                            state.set(ImportState::Failed(e));
                        }
                    }
                >
                    {move || t(lang.get(), StudyMsg::SetUp)}
                </button>
            </div>
            <div class="field">
                <span class="field-label">{move || t(lang.get(), StudyMsg::PasteRecord)}</span>
                <textarea
                    rows=8
                    data-testid="import-text"
                    prop:value=move || record.get()
                    on:input=move |ev| record.set(event_target_value(&ev))
                ></textarea>
                <button
                    class="small"
                    data-testid="import-record"
                    on:click=move |_| import_text(s, record.get_untracked(), state)
                >
                    {move || t(lang.get(), StudyMsg::OpenRecord)}
                </button>
            </div>
            {status}
            <div class="dialog-buttons">
                <button class="secondary" data-testid="cancel" on:click=move |_| s.close()>
                    {move || t(lang.get(), StudyMsg::Cancel)}
                </button>
            </div>
        </Modal>
    }
}
