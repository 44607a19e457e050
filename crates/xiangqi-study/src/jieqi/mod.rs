//! 揭棋 (`?mode=jieqi`): the variant with face-down pieces, against the
//! computer or between two players on this device. The choice of game
//! comes first (or the game kept from the last visit), then the board and
//! its panel. The table is `xiangqi_model::jieqi`'s; its words are the
//! study locale files' `jieqi.` keys.

mod board;
mod choice;
mod panel;
mod session;
mod words;

use leptos::prelude::*;

pub use session::JieqiSession;

/// The screen: the choice of a new game, or the game.
#[component]
pub fn JieqiScreen() -> impl IntoView {
    let s = expect_context::<crate::study::StudySession>();
    let j = JieqiSession::start(s);
    provide_context(j);
    on_cleanup(move || j.close());
    Effect::new(move |_| xiangqi_ui::web::set_page_lang(s.lang.get()));
    let playing = Memo::new(move |_| j.table.with(Option::is_some));
    // Face to face, the player across the table reads the status turned
    // to them above the board (the panel's, below it, is the near one's).
    let far_status = move || {
        j.table.with(|t| {
            let t = t.as_ref()?;
            let face_to_face = matches!(
                t.opponent(),
                xiangqi_ui::model::jieqi::JieqiOpponent::TwoPlayers {
                    seating: xiangqi_ui::model::Seating::FaceToFace
                }
            );
            face_to_face.then(|| {
                view! {
                    <p
                        class="jieqi-far-status"
                        data-testid="jieqi-status-far"
                        data-state=panel::state_code(t)
                        aria-hidden="true"
                    >
                        {panel::status(j, t)}
                    </p>
                }
            })
        })
    };
    view! {
        <main class="app analysis lessons jieqi" class:lesson-open=playing data-testid="jieqi">
            <h1 class="visually-hidden">{move || j.w("title")}</h1>
            {move || if playing.get() {
                view! {
                    <section class="board-area">
                        {far_status}
                        <div class="board-wrap">
                            <board::JieqiBoard />
                        </div>
                    </section>
                    <panel::JieqiPanel />
                }.into_any()
            } else {
                view! { <choice::JieqiChoice /> }.into_any()
            }}
            <crate::study::screen::StudyNotice />
        </main>
    }
}
