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
use xiangqi::{GameRecord, Position};
use xiangqi_files::protocol::{FilesRequest, FilesResponse, ImportedGame};

use super::{close, Modal};
use crate::files;
use crate::model::Notice;
use crate::session::Session;
use crate::words::{self, t, Msg};

/// What the dialog shows below its fields.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportState {
    Idle,
    Reading,
    Failed(String),
    /// What went wrong, and the valid beginning that can still be opened.
    Partial(String, ImportedGame),
}

/// The state shown in the import dialog, shared with the board, where a
/// file can be dropped (provided by the app).
pub fn import_state() -> RwSignal<ImportState> {
    use_context::<RwSignal<ImportState>>().unwrap_or_else(|| RwSignal::new(ImportState::Idle))
}

/// A file dropped on the board: the import dialog opens while it is read;
/// it closes when the game opens, or says why it cannot.
pub fn drop_file(s: Session, file: web_sys::File) {
    let state = import_state();
    s.act(|t, _| t.open_dialog(crate::model::Dialog::Import));
    state.set(ImportState::Reading);
    files::read_file(file, move |bytes| match bytes {
        Some(bytes) => import_bytes(s, bytes, state, say_unavailable(s, state)),
        None => say_unavailable(s, state)(),
    });
}

/// Files the operating system opens with the installed app (the
/// manifest's `file_handlers`): the browser hands them over through
/// `window.launchQueue`, where it has one; each is opened like a dropped
/// file.
pub fn open_launched_files(s: Session) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsValue;
    let get =
        |target: &JsValue, name: &str| js_sys::Reflect::get(target, &JsValue::from_str(name)).ok();
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(queue) = get(&window, "launchQueue").filter(|q| !q.is_undefined()) else {
        return;
    };
    let Some(set_consumer) =
        get(&queue, "setConsumer").and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    else {
        return;
    };
    let consumer = Closure::<dyn FnMut(JsValue)>::new(move |params: JsValue| {
        let handles = get(&params, "files")
            .map(|f| js_sys::Array::from(&f))
            .unwrap_or_default();
        let Some(handle) = handles.iter().next() else {
            return;
        };
        let Some(get_file) =
            get(&handle, "getFile").and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        else {
            return;
        };
        let Ok(promise) = get_file
            .call0(&handle)
            .and_then(|p| p.dyn_into::<js_sys::Promise>())
        else {
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            if let Ok(file) = wasm_bindgen_futures::JsFuture::from(promise).await {
                if let Ok(file) = file.dyn_into::<web_sys::File>() {
                    drop_file(s, file);
                }
            }
        });
    });
    let _ = set_consumer.call1(&queue, consumer.as_ref());
    consumer.forget();
}

/// Sets up a pasted FEN as a new game; the error in words otherwise.
fn load_fen(s: Session, text: &str) -> Result<(), String> {
    let lang = s.lang.get_untracked();
    let position =
        Position::from_fen(text.trim()).map_err(|e| words::bad_fen_text(lang, &e.to_string()))?;
    s.act(|t, now| t.set_up(position, now));
    Ok(())
}

/// Opens a game the files worker read, keeping its whole tree.
fn open_imported(s: Session, game: &ImportedGame) -> Result<(), String> {
    let lang = s.lang.get_untracked();
    let record = GameRecord::parse(&game.record).map_err(|e| words::record_error(lang, &e))?;
    let tree = game.tree.clone();
    let mut result = Ok(());
    s.act(|t, now| match t.open_imported(&record, tree, now) {
        Ok(mut effects) => {
            effects.extend(t.notify(Notice::Imported));
            effects
        }
        Err(e) => {
            result = Err(words::bad_record(lang, &e.to_string()));
            Vec::new()
        }
    });
    result
}

/// Reads `bytes` in the files worker and opens the game; `state` says how
/// it went. `unavailable` runs instead if the worker cannot.
pub fn import_bytes(
    s: Session,
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
                message, partial, ..
            }) => {
                let message = match lang {
                    crate::model::Lang::En => message.en,
                    crate::model::Lang::Zh => message.zh,
                };
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
fn say_unavailable(s: Session, state: RwSignal<ImportState>) -> impl FnOnce() {
    move || {
        let text = t(s.lang.get_untracked(), Msg::FilesUnavailable).to_string();
        state.set(ImportState::Failed(text));
    }
}

/// Opens pasted text through the files worker, which keeps variations and
/// comments and reads every format; where the worker cannot run, the
/// app's own reader opens the main line.
fn import_text(s: Session, text: String, state: RwSignal<ImportState>) {
    let bytes = text.clone().into_bytes();
    import_bytes(s, bytes, state, move || {
        let lang = s.lang.get_untracked();
        let record = match GameRecord::parse(&text) {
            Ok(record) => record,
            Err(e) => return state.set(ImportState::Failed(words::record_error(lang, &e))),
        };
        let mut failed = None;
        s.act(|t, now| match t.open_record(&record, now) {
            Ok(mut effects) => {
                effects.extend(t.notify(Notice::Imported));
                effects
            }
            Err(e) => {
                failed = Some(words::bad_record(lang, &e.to_string()));
                Vec::new()
            }
        });
        state.set(failed.map_or(ImportState::Idle, ImportState::Failed));
    });
}

#[component]
pub fn Import() -> impl IntoView {
    let s = expect_context::<Session>();
    let lang = s.lang;
    let fen = RwSignal::new(String::new());
    let record = RwSignal::new(String::new());
    let state = import_state();
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
            state.set(ImportState::Reading);
            files::read_file(file, move |bytes| match bytes {
                Some(bytes) => import_bytes(s, bytes, state, say_unavailable(s, state)),
                None => say_unavailable(s, state)(),
            });
        }
    };
    let status = move || match state.get() {
        ImportState::Idle => None,
        ImportState::Reading => Some(
            view! { <p class="field-note" role="status">{t(lang.get(), Msg::Reading)}</p> }
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
        <Modal testid="dialog-import" title=Signal::derive(move || t(lang.get(), Msg::Import).to_string())>
            <label class="field">
                <span class="field-label">{move || t(lang.get(), Msg::OpenFile)}</span>
                <input
                    type="file"
                    data-testid="import-file"
                    accept=".xqf,.pgn,.txt,.ubb,.htm,.html,text/plain"
                    on:change=on_file
                />
            </label>
            <div class="field">
                <span class="field-label">{move || t(lang.get(), Msg::PasteFen)}</span>
                <input
                    type="text"
                    data-testid="fen-input"
                    prop:value=move || fen.get()
                    on:input=move |ev| fen.set(event_target_value(&ev))
                />
                <button
                    class="small"
                    data-testid="load-fen"
                    on:click=move |_| match load_fen(s, &fen.get_untracked()) {
                        Ok(()) => s.act(|t, _| t.notify(Notice::Imported)),
                        Err(e) => state.set(ImportState::Failed(e)),
                    }
                >
                    {move || t(lang.get(), Msg::SetUp)}
                </button>
            </div>
            <div class="field">
                <span class="field-label">{move || t(lang.get(), Msg::PasteRecord)}</span>
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
                    {move || t(lang.get(), Msg::OpenRecord)}
                </button>
            </div>
            {status}
            <div class="dialog-buttons">
                <button class="secondary" data-testid="cancel" on:click=move |_| close(s)>
                    {move || t(lang.get(), Msg::Cancel)}
                </button>
            </div>
        </Modal>
    }
}
