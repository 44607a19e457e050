//! The lessons (`?mode=learn`): a path through the pieces, the rules that
//! decide games and the classic mates, each lesson a few steps on a board
//! (see `xiangqi_model::lesson`). The list shows what is done; a lesson
//! is played on the shared board, by touch, mouse or keyboard.

mod board;
mod files;
mod list;
mod panel;
mod session;
mod words;

use leptos::prelude::*;

pub use session::Lessons;

/// The lessons' page: the list, or the lesson being played.
#[component]
pub fn LessonsScreen(id: Option<String>) -> impl IntoView {
    let s = expect_context::<crate::study::StudySession>();
    let l = Lessons::start(s, id);
    provide_context(l);
    Effect::new(move |_| xiangqi_ui::web::set_page_lang(s.lang.get()));
    // A memo: the board is drawn once per lesson, not again at every move
    // (which would lose the keyboard's focus and the slides).
    let playing = Memo::new(move |_| l.play.with(Option::is_some));
    view! {
        <main class="app analysis lessons" class:lesson-open=playing data-testid="lessons">
            <h1 class="visually-hidden">{move || l.w("title")}</h1>
            {move || if playing.get() {
                view! {
                    <section class="board-area">
                        <div class="board-wrap">
                            <board::LessonBoard />
                        </div>
                    </section>
                    <panel::LessonPanel />
                }.into_any()
            } else {
                view! { <list::LessonList /> }.into_any()
            }}
            <crate::study::screen::StudyNotice />
        </main>
    }
}
