//! The page's side of the study screens (analysis board, review, editor,
//! trainers, lessons, the friend screen and the game's dialogs): their
//! code is chunks of the page's program (see [`crate::chunks`]), fetched
//! the first time one of them opens, so the game's first paint does not
//! carry them; their styles and their words come with the first of them.
//! The game hands over through storage (a [`StudyRequest`], which the
//! analysis board is built from) and gets control back through two
//! callbacks.

use std::cell::Cell;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use xiangqi::{Color, Position};

use crate::chunks::{self, ChunkMissing};
use crate::session::Session;
use xiangqi_ui::model::{Lang, LinkMode, LinkSetup, StudyRequest};
use xiangqi_ui::web::words::{self, Part};
use xiangqi_ui::web::{storage, OwnScreen};
use xiangqi_ui::words::Msg;

/// The study screens' styles, next to the page.
const STUDY_STYLES: &str = "./study.css";

#[wasm_bindgen(inline_js = "
export function load_styles(url) {
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
")]
extern "C" {
    /// Puts the style sheet at `url` (relative to the page: a same-origin
    /// file, as the page's Content-Security-Policy requires) on the page,
    /// once; settles when it has loaded or failed.
    fn load_styles(url: &str) -> js_sys::Promise;
}

thread_local! {
    /// How many downloads of a screen's chunk are under way.
    static DOWNLOADING: Cell<u32> = const { Cell::new(0) };
}

/// What every study screen needs before its chunk draws: its styles and
/// the words of `lang` (English standing in where the file cannot be had).
/// A chunk without its words cannot draw: that is a [`ChunkMissing`].
pub(crate) async fn study_ready(lang: Lang) -> Result<(), ChunkMissing> {
    let _ = wasm_bindgen_futures::JsFuture::from(load_styles(STUDY_STYLES)).await;
    if words::load_or_english(lang, Part::Study).await {
        Ok(())
    } else {
        Err(ChunkMissing)
    }
}

/// Runs `load` (a download of a screen's chunk and what it needs) counted
/// as under way, so that [`study_download_finished`] can wait for it.
pub(crate) async fn counted<T>(load: impl std::future::Future<Output = T>) -> T {
    DOWNLOADING.with(|d| d.set(d.get() + 1));
    let result = load.await;
    DOWNLOADING.with(|d| d.set(d.get().saturating_sub(1)));
    result
}

/// Waits until no download of a screen's chunk is under way.
pub(crate) async fn study_download_finished() {
    while DOWNLOADING.with(Cell::get) > 0 {
        gloo_timers::future::TimeoutFuture::new(50).await;
    }
}

/// Starts downloading the dialogs' chunk (the menu's, the first a player
/// usually opens) in the background at the player's first press of a
/// pointer or a key, so that it is usually there by the time the press
/// becomes a click. Not earlier: compiling it takes the main thread for a
/// moment, which a phone opening the page should not pay before the
/// player does anything. (A dialog asked for without a press, e.g. from a
/// screen reader, loads it itself.)
pub(crate) fn preload_study_on_first_input(s: Session) {
    let Some(window) = web_sys::window() else {
        return;
    };
    for event in ["pointerdown", "keydown"] {
        let listener = Closure::once_into_js(move || preload_dialogs(s));
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

/// Starts downloading the dialogs' chunk, the menu's and their words (once
/// per page).
fn preload_dialogs(s: Session) {
    thread_local! {
        static STARTED: Cell<bool> = const { Cell::new(false) };
    }
    if STARTED.with(|started| started.replace(true)) {
        return;
    }
    let lang = s.lang.get_untracked();
    wasm_bindgen_futures::spawn_local(async move {
        let _ = counted(async {
            study_ready(lang).await?;
            chunks::preload_dialogs()
                .await
                .map_err(ChunkMissing::from)?;
            xiangqi_study::dialogs::preload_menu().await;
            Ok::<(), ChunkMissing>(())
        })
        .await;
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

/// Where the study screens go: downloads their chunk once this element
/// is on the page and mounts them into it: the position editor when
/// `editor` is given (with the FEN of its link, if any), another screen of
/// its own when `screen` is (which one, and the id of its link: see
/// `own_screen_link`), else the analysis board.
#[component]
pub fn StudyHost(
    #[prop(optional)] editor: Option<Option<String>>,
    #[prop(optional)] screen: Option<(OwnScreen, Option<String>)>,
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
        let lang = s.lang.get_untracked();
        wasm_bindgen_futures::spawn_local(async move {
            let mounted = counted(async {
                study_ready(lang).await?;
                match (editor, screen) {
                    (Some(fen), _) => chunks::mount_editor(element, fen).await,
                    (None, Some((screen, id))) => mount_own_screen(element, screen, id).await,
                    (None, None) => mount_analysis(s, element).await,
                }
            })
            .await;
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

/// Mounts `screen` into `element`, on `id` if given.
async fn mount_own_screen(
    element: web_sys::HtmlElement,
    screen: OwnScreen,
    id: Option<String>,
) -> Result<(), ChunkMissing> {
    match screen {
        OwnScreen::Puzzles => chunks::mount_puzzles(element, id).await,
        OwnScreen::Lessons => chunks::mount_lessons(element, id).await,
        OwnScreen::Endgames => chunks::mount_endgames(element, id).await,
        OwnScreen::Friend => chunks::mount_friend(element).await,
        OwnScreen::Jieqi => chunks::mount_jieqi(element).await,
    }
}

/// Mounts the analysis board, with the ways back to the game.
async fn mount_analysis(s: Session, element: web_sys::HtmlElement) -> Result<(), ChunkMissing> {
    let on_close = Box::new(move || s.study_closed());
    let on_try_again = Box::new(move |fen: String, human: Color| {
        if let Ok(position) = Position::from_fen(&fen) {
            s.act(move |t, now| t.try_again(position, human, now));
        }
        s.study_closed();
    });
    chunks::mount_analysis(element, on_close, on_try_again).await
}
