//! The position editor's page (摆局, `?mode=edit&fen=…`): the board being
//! set up between two rows of palette pieces, and a panel with the tools,
//! the side to move, the problems of the set-up, the ways out and the FEN.
//!
//! The state is the model's [`Editor`], held here once for the page. The
//! editor is a page of its own: the game screen and the editor come and go
//! by links (see `xiangqi_ui::model::editor`), so the game screen's first paint
//! carries none of the switching between them.

mod board;
mod palette;
mod panel;

use leptos::prelude::*;

use xiangqi_ui::model::Editor;

use palette::PaletteRow;
use panel::EditorPanel;

/// The editor of the page, given to the views as context.
#[derive(Clone, Copy)]
pub struct Editing(RwSignal<Editor>);

impl Editing {
    /// Reads the editor.
    pub fn with<R>(&self, f: impl FnOnce(&Editor) -> R) -> R {
        self.0.with(f)
    }

    /// Reads the editor without tracking.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&Editor) -> R) -> R {
        self.0.with_untracked(f)
    }

    /// Changes the editor.
    pub fn act(&self, f: impl FnOnce(&mut Editor)) {
        self.0.update(f);
    }
}

/// The editor's page on `fen` (any set-up; the start position without
/// one), laid out like the game's: the board with a row of palette pieces
/// above and below (the side at the top above), the panel beside or under
/// it.
#[component]
pub fn EditorScreen(fen: Option<String>) -> impl IntoView {
    let editing = Editing(RwSignal::new(Editor::from_link(fen.as_deref())));
    provide_context(editing);
    let s = expect_context::<crate::study::StudySession>();
    let bottom = Memo::new(move |_| editing.with(Editor::bottom));
    // The address follows the board, so a reload or a bookmark reopens it.
    let query = Memo::new(move |_| editing.with(Editor::editor_query));
    Effect::new(move |_| xiangqi_ui::web::replace_query(&query.get()));
    view! {
        <main class="app editor" class:flipped=move || bottom.get() == xiangqi::Color::Black>
            <h1 class="visually-hidden">{move || s.t(xiangqi_ui::words::StudyMsg::SetUpPosition)}</h1>
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
