//! The page's side of the study screens (analysis board, review): they are
//! a second WebAssembly module, `study.js`, fetched the first time they
//! are opened, so the game's first paint does not carry them. The game
//! hands over through storage (a [`StudyRequest`], which the module turns
//! into the analysis board) and gets control back through two callbacks.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::{Color, Position};

use crate::session::Session;
use xiangqi_ui::model::{LinkMode, LinkSetup, StudyRequest};
use xiangqi_ui::web::storage;
use xiangqi_ui::words::Msg;

/// The study module's script, next to the page.
const STUDY_SCRIPT: &str = "./study.js";

/// The study module's styles, next to the page.
const STUDY_STYLES: &str = "./study.css";

#[wasm_bindgen(inline_js = "
let study;
let failures = 0;
function load_styles(url) {
  if (document.querySelector('link[data-study-styles]')) return Promise.resolve();
  return new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(url, document.baseURI).href;
    link.setAttribute('data-study-styles', '');
    link.onload = () => done();
    link.onerror = () => done();
    document.head.appendChild(link);
  });
}
export function load_study(script, styles) {
  if (!study) {
    const url = new URL(script, document.baseURI);
    if (failures > 0) url.searchParams.set('attempt', String(failures));
    study = load_styles(styles)
      .then(() => import(url.href))
      .then((module) => module.default().then(() => module.read_records()).then(() => module))
      .catch((e) => { study = undefined; failures += 1; throw e; });
  }
  return study;
}
export function study_settled() {
  return study ? study.then(() => undefined, () => undefined) : Promise.resolve();
}
")]
extern "C" {
    /// The study module's exports, once its styles are on the page and its
    /// WebAssembly has started. Loaded once; a failed load is tried again
    /// next time, under another address (`?attempt=N`), since a module that
    /// failed to load stays failed under its own. `script` and `styles` are
    /// taken relative to the page
    /// (not to this snippet's own file): same-origin files, as the page's
    /// Content-Security-Policy requires.
    fn load_study(script: &str, styles: &str) -> js_sys::Promise;

    /// Settles once the study module's load, if one is under way, has
    /// ended (either way); at once if none was started.
    fn study_settled() -> js_sys::Promise;
}

/// Waits until no download of the study module is under way.
pub(crate) async fn study_download_finished() {
    let _ = wasm_bindgen_futures::JsFuture::from(study_settled()).await;
}

/// Starts loading the study module in the background at the player's
/// first press of a pointer or a key, so that its dialogs are usually
/// ready by the time the press becomes a click. Not earlier: compiling the
/// module takes the main thread for a moment, which a phone opening the
/// page should not pay before the player does anything. (A dialog asked
/// for without a press, e.g. from a screen reader, loads it itself.)
pub(crate) fn preload_study_on_first_input() {
    let Some(window) = web_sys::window() else {
        return;
    };
    for event in ["pointerdown", "keydown"] {
        let listener = Closure::once_into_js(preload_study);
        let options = web_sys::AddEventListenerOptions::new();
        options.set_once(true);
        options.set_passive(true);
        options.set_capture(true);
        let _ = window.add_event_listener_with_callback_and_add_event_listener_options(
            event,
            listener.unchecked_ref(),
            &options,
        );
    }
}

/// Starts loading the study module in the background (once per page).
fn preload_study() {
    wasm_bindgen_futures::spawn_local(async {
        let _ = study_module().await;
    });
}

impl Session {
    /// Opens the study screens if the link asks for them, or if they were
    /// on screen when the page was last closed.
    pub(crate) fn open_study_on_start(&self, link: Option<LinkSetup>, analysis_open: bool) {
        let link_mode = link.as_ref().and_then(|l| l.mode);
        if let Some(link) = link.filter(|l| l.mode == Some(LinkMode::Analysis)) {
            let moves = link.moves.unwrap_or_default();
            self.open_study(StudyRequest {
                start: link.position.unwrap_or_else(Position::startpos).to_fen(),
                shown: moves.len(),
                moves,
                ..StudyRequest::default()
            });
        } else if link_mode.is_none() && analysis_open {
            self.studying.set(true);
        }
    }

    /// Shows the analysis board on what `request` asks for (the study
    /// module builds it).
    fn open_study(&self, request: StudyRequest) {
        storage::save(storage::STUDY_REQUEST, &request);
        self.studying.set(true);
    }

    /// Opens the analysis board on the game, at the position shown; an
    /// imported game brings its variations and comments along.
    pub fn analyse_shown_position(&self) {
        self.open_study(self.game_for_study());
    }

    /// Opens the analysis board on the game with `mv` tried at the shown
    /// position, as a variation.
    pub(crate) fn try_on_analysis_board(&self, mv: xiangqi::Move) {
        self.open_study(StudyRequest {
            tried: Some(mv.to_string()),
            ..self.game_for_study()
        });
    }

    /// Opens the whole game on the analysis board and reviews it.
    pub fn review_game(&self) {
        self.open_study(StudyRequest {
            review: true,
            ..self.game_for_study()
        });
    }

    fn game_for_study(&self) -> StudyRequest {
        self.table.with_untracked(|t| StudyRequest {
            start: t.game().start().to_fen(),
            moves: t.game().moves().iter().map(ToString::to_string).collect(),
            shown: t.ply_on_board(),
            tree: t.imported_tree().map(str::to_string),
            ..StudyRequest::default()
        })
    }

    /// Back from the study screens.
    fn study_closed(&self) {
        self.studying.set(false);
    }
}

/// Where the study screens go: loads the module once this element is on
/// the page and mounts them into it: the position editor when `editor`
/// is given (with the FEN of its link, if any), another screen of its own
/// when `screen` is (the module's export that mounts it, and the id of its
/// link: see `own_screen_link`), else the analysis board.
#[component]
pub fn StudyHost(
    #[prop(optional)] editor: Option<Option<String>>,
    #[prop(optional)] screen: Option<(&'static str, Option<String>)>,
) -> impl IntoView {
    let s = expect_context::<Session>();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    // The editor and the trainer are pages of their own: their way back is
    // the game's page.
    let own_page = editor.is_some() || screen.is_some();
    Effect::new(move |_| {
        let Some(element) = root.get() else { return };
        let element: web_sys::HtmlElement = element.into();
        let editor = editor.clone();
        let screen = screen.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let mounted = match (editor, screen) {
                (Some(fen), _) => mount_editor(element, fen).await,
                (None, Some((export, id))) => mount_page(element, export, id).await,
                (None, None) => mount_study(s, element).await,
            };
            if mounted.is_err() {
                failed.set(true);
            }
        });
    });
    view! {
        <div class="study-root" data-testid="study-root" node_ref=root>
            {move || failed.get().then(|| view! {
                <div class="study-failed" role="alert">
                    <p>{s.t(Msg::StudyUnavailable)}</p>
                    <button on:click=move |_| {
                        if own_page {
                            xiangqi_ui::web::go("");
                        } else {
                            s.study_closed();
                        }
                    }>{s.t(Msg::BackToGame)}</button>
                </div>
            })}
        </div>
    }
}

/// Loads `study.js` (and its styles) and starts its WebAssembly, once:
/// the module's exports.
pub(crate) async fn study_module() -> Result<JsValue, JsValue> {
    wasm_bindgen_futures::JsFuture::from(load_study(STUDY_SCRIPT, STUDY_STYLES)).await
}

/// Mounts the position editor.
async fn mount_editor(element: web_sys::HtmlElement, fen: Option<String>) -> Result<(), JsValue> {
    let module = study_module().await?;
    let mount: js_sys::Function =
        js_sys::Reflect::get(&module, &"mount_position_editor".into())?.dyn_into()?;
    let fen = fen.map_or(JsValue::UNDEFINED, |f| JsValue::from_str(&f));
    mount.call2(&JsValue::NULL, &element, &fen)?;
    Ok(())
}

/// Mounts a screen that is a page of its own (the puzzle trainer, the
/// lessons) with the module's export `export`, on `id` if given.
async fn mount_page(
    element: web_sys::HtmlElement,
    export: &str,
    id: Option<String>,
) -> Result<(), JsValue> {
    let module = study_module().await?;
    let mount: js_sys::Function = js_sys::Reflect::get(&module, &export.into())?.dyn_into()?;
    let id = id.map_or(JsValue::UNDEFINED, |i| JsValue::from_str(&i));
    mount.call2(&JsValue::NULL, &element, &id)?;
    Ok(())
}

/// Mounts the analysis board, with the ways back to the game.
async fn mount_study(s: Session, element: web_sys::HtmlElement) -> Result<(), JsValue> {
    let module = study_module().await?;
    let mount: js_sys::Function =
        js_sys::Reflect::get(&module, &"mount_study".into())?.dyn_into()?;
    let on_close = Closure::<dyn Fn()>::new(move || s.study_closed());
    let on_try_again = Closure::<dyn Fn(String, String)>::new(move |fen: String, side: String| {
        let human = if side == "black" {
            Color::Black
        } else {
            Color::Red
        };
        if let Ok(position) = Position::from_fen(&fen) {
            s.act(move |t, now| t.try_again(position, human, now));
        }
        s.study_closed();
    });
    mount.call3(
        &JsValue::NULL,
        &element,
        on_close.as_ref().unchecked_ref(),
        on_try_again.as_ref().unchecked_ref(),
    )?;
    // The study screens hold these for as long as they are open, and may
    // be opened again: they live as long as the page.
    on_close.forget();
    on_try_again.forget();
    Ok(())
}
