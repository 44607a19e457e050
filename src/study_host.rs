//! The page's side of the study screens (analysis board, review): they are
//! a second WebAssembly module, `study.js`, fetched the first time they
//! are opened, so the game's first paint does not carry them. The game
//! hands over through storage ([`StoredAnalysis`]) and gets control back
//! through two callbacks.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::{Color, GameTree, Position};

use crate::model::link::replay;
use crate::model::{LinkMode, LinkSetup, StoredAnalysis};
use crate::session::Session;
use crate::web::storage;
use crate::words::Msg;

/// The study module's script, next to the page.
const STUDY_SCRIPT: &str = "./study.js";

#[wasm_bindgen(
    inline_js = "export function import_module(url) { return import(new URL(url, document.baseURI).href); }"
)]
extern "C" {
    /// `import(url)` with `url` taken relative to the page (not to this
    /// snippet's own file): loads an ES module of the same origin, as the
    /// page's Content-Security-Policy requires.
    fn import_module(url: &str) -> js_sys::Promise;
}

impl Session {
    /// Opens the study screens if the link asks for them, or if they were
    /// on screen when the page was last closed.
    pub(crate) fn open_study_on_start(
        &self,
        link: Option<LinkSetup>,
        saved: Option<StoredAnalysis>,
    ) {
        let link_mode = link.as_ref().and_then(|l| l.mode);
        if let Some(link) = link.filter(|l| l.mode == Some(LinkMode::Analysis)) {
            let start = link.position.unwrap_or_else(Position::startpos);
            let (moves, bad) = replay(&start, link.moves.as_deref().unwrap_or_default());
            let mut stored = StoredAnalysis::of_moves(start, &moves);
            stored.bad_move = bad;
            self.open_study(stored);
        } else if link_mode.is_none() && saved.as_ref().is_some_and(|a| a.open) {
            self.studying.set(true);
        }
    }

    /// Puts `stored` on the analysis board and shows it.
    pub fn open_study(&self, stored: StoredAnalysis) {
        storage::save(storage::ANALYSIS, &stored);
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
        self.open_study(self.game_for_study().with_move_tried(mv));
    }

    /// Opens the whole game on the analysis board and reviews it.
    pub fn review_game(&self) {
        let mut stored = self.game_for_study();
        stored.review_on_open = true;
        self.open_study(stored);
    }

    fn game_for_study(&self) -> StoredAnalysis {
        let (start, moves, ply, imported) = self.table.with_untracked(|t| {
            (
                t.game().start().clone(),
                t.game().moves().to_vec(),
                t.ply_on_board(),
                t.imported_tree().map(str::to_string),
            )
        });
        let shown = &moves[..ply.min(moves.len())];
        let tree = imported
            .and_then(|pgn| GameTree::from_pgn(&pgn).ok())
            .filter(|tree| tree.start() == &start && tree.mainline_moves() == moves);
        match tree {
            Some(tree) => StoredAnalysis::of_tree(tree, shown),
            None => {
                let mut stored = StoredAnalysis::of_moves(start, &moves);
                stored.path = shown.iter().map(ToString::to_string).collect();
                stored
            }
        }
    }

    /// Back from the study screens.
    fn study_closed(&self) {
        self.studying.set(false);
    }
}

/// Where the study screens go: loads the module once this element is on
/// the page and mounts them into it: the position editor when `editor`
/// is given (with the FEN of its link, if any), the puzzle trainer when
/// `puzzle` is (with the id of its link, if any), else the analysis board.
#[component]
pub fn StudyHost(
    #[prop(optional)] editor: Option<Option<String>>,
    #[prop(optional)] puzzle: Option<Option<String>>,
) -> impl IntoView {
    let s = expect_context::<Session>();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    // The editor and the trainer are pages of their own: their way back is
    // the game's page.
    let own_page = editor.is_some() || puzzle.is_some();
    Effect::new(move |_| {
        let Some(element) = root.get() else { return };
        let element: web_sys::HtmlElement = element.into();
        let editor = editor.clone();
        let puzzle = puzzle.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let mounted = match (editor, puzzle) {
                (Some(fen), _) => mount_editor(element, fen).await,
                (None, Some(id)) => mount_trainer(element, id).await,
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
                            crate::editor::go("");
                        } else {
                            s.study_closed();
                        }
                    }>{s.t(Msg::BackToGame)}</button>
                </div>
            })}
        </div>
    }
}

/// Loads `study.js` and starts its WebAssembly: the module's exports.
async fn study_module() -> Result<JsValue, JsValue> {
    let module = wasm_bindgen_futures::JsFuture::from(import_module(STUDY_SCRIPT)).await?;
    let init: js_sys::Function = js_sys::Reflect::get(&module, &"default".into())?.dyn_into()?;
    wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(init.call0(&JsValue::NULL)?))
        .await?;
    Ok(module)
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

/// Mounts the puzzle trainer, on puzzle `id` if given.
async fn mount_trainer(element: web_sys::HtmlElement, id: Option<String>) -> Result<(), JsValue> {
    let module = study_module().await?;
    let mount: js_sys::Function =
        js_sys::Reflect::get(&module, &"mount_puzzles".into())?.dyn_into()?;
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
