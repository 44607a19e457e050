//! The page's side of the game's dialogs, which are a chunk of the
//! program (`xiangqi_study::dialogs`, reached through [`crate::chunks`]):
//! downloaded after the first paint (or when a dialog opens first); the
//! page describes the game to them ([`DialogContext`], sent again whenever
//! it changes) and carries out what they ask ([`DialogCommand`]).

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::{Clocks, Color, Position};

use crate::chunks;
use crate::pwa::Install;
use crate::session::Session;
use crate::study_host::{counted, study_ready};
use xiangqi_ui::model::{
    CommandError, Dialog, DialogCommand, DialogContext, Lang, Notice, ShellStep, Table,
};
use xiangqi_ui::words::catalog::{installed, Part};
use xiangqi_ui::words::{self, Msg};

thread_local! {
    /// A file to import that the import dialog has not taken yet.
    static PENDING_FILE: RefCell<Option<web_sys::File>> = const { RefCell::new(None) };
    /// Whether one of the dialogs is mounted.
    static MOUNTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A file dropped on the board or opened from the system: the import
/// dialog opens and reads it; it closes when the game opens, or says why
/// it cannot.
pub fn drop_file(s: Session, file: web_sys::File) {
    if s.dialog.get_untracked() == Dialog::Import && MOUNTED.with(std::cell::Cell::get) {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = chunks::import_file(file).await;
        });
        return;
    }
    PENDING_FILE.with(|p| *p.borrow_mut() = Some(file));
    s.act(|t, _| t.open_dialog(Dialog::Import));
}

/// Files the operating system opens with the installed app (the
/// manifest's `file_handlers`): the browser hands them over through
/// `window.launchQueue`, where it has one; each is opened like a dropped
/// file.
pub fn open_launched_files(s: Session) {
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

/// The game as the dialogs see it.
fn context(s: Session, install: Option<Install>) -> DialogContext {
    DialogContext {
        dialog: s.dialog.get(),
        lang: Some(s.lang.get()),
        notation: Some(s.notation.get()),
        settings: s.settings.get(),
        record: s.record(),
        tree: s.table.with(|t| t.imported_tree().map(str::to_string)),
        fen: s.position.with(Position::to_fen),
        last_move: s.table.with(|t| t.shown_last_move()).map(|m| m.to_string()),
        flipped: s.bottom.get() == Color::Black,
        started_at: s.table.with(Table::started_at),
        face_to_face: s.mode.with(|m| m.face_to_face()),
        vs_ai: s.mode.with(|m| m.ai_side().is_some()),
        result: s
            .outcome
            .get()
            .map(|o| match s.mode.get() {
                xiangqi_ui::model::Mode::VsAi(v) => words::outcome_for(s.lang.get(), &o, v.human()),
                xiangqi_ui::model::Mode::Friends(_) => words::outcome(s.lang.get(), &o),
            })
            .unwrap_or_default(),
        can_play_on: s.table.with(|t| t.can_play_on()),
        can_analyse: s.table.with(Table::can_analyse),
        paused: s
            .table
            .with(Table::can_pause)
            .then(|| s.clocks.with(Clocks::is_paused)),
        installable: install.is_some_and(|i| i.available.get()),
    }
}

/// Carries out a dialog's command (see [`Table::command`]) and what it
/// leaves to the page; the error to show if it could not be done.
fn run(s: Session, install: Option<Install>, command: DialogCommand) -> Option<String> {
    // A new language's words (the page's and the study screens') are
    // fetched before the page turns to it.
    if let DialogCommand::SetLang(code) = &command {
        if let Some(lang) = Lang::from_tag(code) {
            if !installed(lang, Part::Page) || !installed(lang, Part::Study) {
                leptos::task::spawn_local(async move {
                    let page = words_of(lang, Part::Page).await;
                    let study = words_of(lang, Part::Study).await;
                    if page && study {
                        run(s, install, command);
                    }
                });
                return None;
            }
        }
    }
    let lang = s.lang.get_untracked();
    let mut outcome = Ok(ShellStep::Done);
    s.act(|t, now| match t.command(command, now) {
        Ok((effects, step)) => {
            outcome = Ok(step);
            effects
        }
        Err(e) => {
            outcome = Err(e);
            Vec::new()
        }
    });
    match outcome {
        Ok(ShellStep::Done) => {}
        Ok(ShellStep::Analyse) => s.analyse_shown_position(),
        Ok(ShellStep::Review) => s.review_game(),
        Ok(ShellStep::Go(query)) => xiangqi_ui::web::go(&query),
        Ok(ShellStep::Install) => {
            if install.is_some_and(|i| !i.prompt()) {
                s.act(|t, _| t.notify(Notice::InstallByHand));
            }
        }
        Err(CommandError::BadFen(why)) => return Some(words::bad_fen_text(lang, &why)),
        Err(CommandError::BadRecord(why)) => return Some(words::bad_record(lang, &why)),
    }
    None
}

/// Fetches `lang`'s words of `part` (or English's); whether there are any.
async fn words_of(lang: Lang, part: Part) -> bool {
    xiangqi_ui::web::words::load_or_english(lang, part).await
}

/// Where the open dialog goes: downloads the dialogs' chunk (once) and
/// mounts the dialog into this element; says so if it cannot.
#[component]
pub fn DialogsHost() -> impl IntoView {
    let s = expect_context::<Session>();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    let install = use_context::<Install>();
    let described = Memo::new(move |_| context(s, install));
    // Whether this host is still on the page (the module may arrive after
    // the dialog closed).
    let here = Arc::new(AtomicBool::new(true));
    let mounted = RwSignal::new(false);
    let still_here = here.clone();
    Effect::new(move |_| {
        let Some(element) = root.get() else { return };
        let element: web_sys::HtmlElement = element.into();
        let here = still_here.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let lang = s.lang.get_untracked();
            let result = counted(async {
                study_ready(lang).await?;
                if !here.load(Ordering::Relaxed) {
                    return Ok(());
                }
                mount(s, install, element, described).await?;
                MOUNTED.with(|m| m.set(true));
                mounted.set(true);
                Ok::<(), chunks::ChunkMissing>(())
            })
            .await;
            if result.is_err() && here.load(Ordering::Relaxed) {
                failed.set(true);
            }
        });
    });
    Effect::new(move |_| {
        let context = described.get();
        if mounted.get() && MOUNTED.with(std::cell::Cell::get) {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = chunks::update_dialog(context).await;
            });
        }
    });
    on_cleanup(move || {
        here.store(false, Ordering::Relaxed);
        if MOUNTED.with(|m| m.replace(false)) {
            wasm_bindgen_futures::spawn_local(async {
                let _ = chunks::unmount_dialog().await;
            });
        }
    });
    view! {
        <div class="extras-root" data-testid="extras-root" node_ref=root>
            {move || failed.get().then(|| view! {
                <crate::modal::Modal testid="dialog-unavailable" title=Signal::derive(move || s.t(Msg::DialogUnavailable).to_string())>
                    <div class="dialog-buttons">
                        <button
                            class="primary"
                            data-testid="close"
                            on:click=move |_| s.act(|t, _| t.open_dialog(Dialog::None))
                        >
                            {move || s.t(Msg::Close)}
                        </button>
                    </div>
                </crate::modal::Modal>
            })}
        </div>
    }
}

/// Mounts the open dialog into `element`.
async fn mount(
    s: Session,
    install: Option<Install>,
    element: web_sys::HtmlElement,
    described: Memo<DialogContext>,
) -> Result<(), chunks::ChunkMissing> {
    let send = Box::new(move |command: DialogCommand| run(s, install, command));
    let file = PENDING_FILE.with(|p| p.borrow_mut().take());
    chunks::mount_dialog(element, described.get_untracked(), send, file).await
}
