//! The position editor's screen (摆局): the board being set up between two
//! rows of palette pieces, and a panel with the tools, the side to move,
//! the problems of the set-up, the ways out and the FEN.
//!
//! The state is the model's [`Editor`], held here once for the page (it is
//! a screen of its own, not a mode of the game on the table); the game in
//! progress stays untouched until the player starts a new one from the
//! set-up.

mod board;
mod palette;
mod panel;

use leptos::prelude::*;

use crate::model::Editor;

pub use palette::PaletteRow;
pub use panel::EditorPanel;

/// The editor, open or not: one per page, given to the views as context.
#[derive(Clone, Copy)]
pub struct Editing(RwSignal<Option<Editor>>);

impl Editing {
    /// The page's editor, already open when the address asks for it
    /// (`?mode=edit`, optionally `&fen=`).
    pub fn provide() -> Editing {
        let open = crate::web::editor_link().map(|fen| Editor::from_link(fen.as_deref()));
        let editing = Editing(RwSignal::new(open));
        provide_context(editing);
        editing
    }

    /// Whether the editor is on screen.
    pub fn is_open(&self) -> bool {
        self.0.with(Option::is_some)
    }

    /// Whether the editor is on screen, without tracking.
    pub fn is_open_untracked(&self) -> bool {
        self.0.with_untracked(Option::is_some)
    }

    /// Opens the editor on `editor`.
    pub fn open(&self, editor: Editor) {
        self.0.set(Some(editor));
    }

    /// Closes the editor; the address no longer asks for it.
    pub fn close(&self) {
        self.0.set(None);
        crate::web::replace_query("");
    }

    /// Reads the editor (`None` when closed).
    pub fn with<R>(&self, f: impl FnOnce(&Editor) -> R) -> Option<R> {
        self.0.with(|e| e.as_ref().map(f))
    }

    /// Reads the editor without tracking.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&Editor) -> R) -> Option<R> {
        self.0.with_untracked(|e| e.as_ref().map(f))
    }

    /// Changes the editor.
    pub fn act(&self, f: impl FnOnce(&mut Editor)) {
        self.0.update(|e| {
            if let Some(e) = e {
                f(e);
            }
        });
    }
}

/// The editor's screen, laid out like the game's: the board with a row of
/// palette pieces above and below (the side at the top above), the panel
/// beside or under it.
#[component]
pub fn EditorScreen() -> impl IntoView {
    let editing = expect_context::<Editing>();
    let s = expect_context::<crate::session::Session>();
    let bottom = Memo::new(move |_| editing.with(Editor::bottom).unwrap_or(xiangqi::Color::Red));
    // The address follows the board, so a reload or a bookmark reopens it.
    let query = Memo::new(move |_| editing.with(Editor::editor_query));
    Effect::new(move |_| {
        if let Some(q) = query.get() {
            crate::web::replace_query(&q);
        }
    });
    view! {
        <main class="app editor" class:flipped=move || bottom.get() == xiangqi::Color::Black>
            <h1 class="visually-hidden">{move || s.t(crate::words::Msg::SetUpPosition)}</h1>
            <section class="board-area">
                <PaletteRow color=Signal::derive(move || bottom.get().other()) />
                <div class="board-wrap">
                    <board::EditorBoard />
                </div>
                <PaletteRow color=Signal::derive(move || bottom.get()) />
            </section>
            <EditorPanel />
        </main>
    }
}
