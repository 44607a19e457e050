//! The endgame trainer (`?mode=endgames`): the classic practical endings
//! by attacking piece, each played from a position the endgame tables
//! choose, against their perfect play, and judged by them (see
//! `xiangqi_model::practice`). Its words are in [`crate::endgame_words`].

mod board;
mod list;
mod panel;
mod session;

use leptos::prelude::*;

pub use session::Endgames;

/// The trainer's page: the list, or the attempt being played.
#[component]
pub fn EndgamesScreen(id: Option<String>) -> impl IntoView {
    let s = expect_context::<crate::study::StudySession>();
    let e = Endgames::start(s, id);
    provide_context(e);
    on_cleanup(move || e.close());
    Effect::new(move |_| xiangqi_ui::web::set_page_lang(s.lang.get()));
    // A memo: the board is drawn once per attempt, not at every move.
    let playing = Memo::new(move |_| e.attempt.with(Option::is_some));
    view! {
        <main class="app analysis lessons endgames" class:lesson-open=playing data-testid="endgames">
            <h1 class="visually-hidden">{move || e.w("title")}</h1>
            {move || if playing.get() {
                view! {
                    <section class="board-area">
                        <div class="board-wrap">
                            <board::EndgameBoard />
                        </div>
                    </section>
                    <panel::EndgamePanel />
                }.into_any()
            } else {
                view! { <list::EndgameList /> }.into_any()
            }}
            <crate::study::screen::StudyNotice />
        </main>
    }
}
