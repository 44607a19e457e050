//! The puzzle trainer (杀局练习, `?mode=puzzle`): a page of its own, built
//! by the study module. The board turns to the solver; right moves are
//! answered by the defender after a pause, wrong ones shown and taken
//! back; hints, the solution, ratings, streak, history, filters and the
//! daily puzzle. The rules of the attempt live in
//! [`xiangqi_ui::model::puzzle`]; this is its shell and views.

mod board;
mod collection;
mod filters;
mod moves;
mod panel;
mod session;
mod stats;

use leptos::prelude::*;

pub use session::Trainer;

/// The trainer's page.
#[component]
pub fn TrainerScreen(id: Option<String>) -> impl IntoView {
    let s = expect_context::<crate::study::StudySession>();
    let t = Trainer::start(s, id);
    provide_context(t);
    let flipped =
        move || t.attempt.with(|a| a.as_ref().map(|a| a.solver())) == Some(xiangqi::Color::Black);
    // The page's language follows the settings, as on the other screens.
    Effect::new(move |_| xiangqi_ui::web::set_page_lang(s.lang.get()));
    // H asks for a hint and N for the next puzzle (the board keeps its
    // own keys: arrows, Enter, Space, Escape).
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        if xiangqi_ui::web::keys::for_a_field_or_the_system(&e) || e.ctrl_key() || e.repeat() {
            return;
        }
        match e.key().as_str() {
            "h" | "H" => t.hint(),
            "n" | "N" => t.next(),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
    view! {
        <main class="app analysis trainer" class:flipped=flipped data-testid="trainer">
            <h1 class="visually-hidden">{move || t.w(xiangqi_ui::words::puzzles::Word::Title)}</h1>
            <section class="board-area">
                <div class="board-wrap">
                    <board::TrainerBoard />
                </div>
            </section>
            <panel::TrainerPanel />
            <super::screen::StudyNotice />
            <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="puzzle-announcer">
                {move || t.said.get()}
            </div>
        </main>
    }
}
