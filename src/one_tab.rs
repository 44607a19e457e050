//! The game in progress has one tab that plays it. A tab that opens while
//! another plays the game says so and offers to take it over; taking it
//! over tells the other tab, which steps aside (it stops saving the game,
//! so its older copy never overwrites the newer one) and says so in turn.
//! The tabs talk through `xiangqi_ui::web::tabs`.

use leptos::prelude::*;

use crate::session::Session;
use xiangqi_ui::web::tabs::{self, Change};
use xiangqi_ui::words::Msg;

/// Set (in this tab's session storage) across the reload that takes the
/// game over.
const TAKING_OVER: &str = "xiangqi.taking-over";

/// Starts listening; asks the other tabs whether one plays the game, or
/// tells them this tab takes it over (after "Play here"). `s.playing`
/// says whether this tab plays the game in progress (and saves it).
pub fn start(s: Session) {
    let here = s.playing;
    let in_progress = move || {
        s.table
            .with_untracked(|t| t.game().ply_count() > 0 && !t.game().is_over())
    };
    tabs::on_change(move |change| match change {
        Change::WhoPlays if here.get_untracked() && in_progress() => tabs::tell(Change::PlayedHere),
        // A tab opened while another plays: that one says so.
        Change::PlayedHere => here.set(false),
        // Another tab moved: this one steps aside if it has a game in
        // progress (a finished game on screen is no one's to overwrite).
        Change::TakenOver if in_progress() => here.set(false),
        _ => {}
    })
    .forever();
    let session = web_sys::window().and_then(|w| w.session_storage().ok().flatten());
    let taking_over = session
        .as_ref()
        .and_then(|s| s.get_item(TAKING_OVER).ok().flatten())
        .is_some();
    if taking_over {
        if let Some(s) = &session {
            let _ = s.remove_item(TAKING_OVER);
        }
        tabs::tell(Change::TakenOver);
    } else {
        tabs::tell(Change::WhoPlays);
    }
}

/// Tells the other tabs that this one moved in the game in progress.
pub fn moved(s: Session) {
    if s.playing.get_untracked() {
        tabs::tell(Change::TakenOver);
    }
}

/// Takes the game over: the page starts again on the game as stored (the
/// other tab's latest), and tells the others to step aside.
fn take_over() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(Some(s)) = window.session_storage() {
        let _ = s.set_item(TAKING_OVER, "1");
    }
    let _ = window.location().reload();
}

/// Over the play screen while another tab plays the game
/// (`data-testid="played-elsewhere"`), with "Play here" (`play-here`).
#[component]
pub fn PlayedElsewhere() -> impl IntoView {
    let s = expect_context::<Session>();
    let here = s.playing;
    move || {
        (!here.get()).then(|| {
            view! {
                <div class="overlay played-elsewhere" data-testid="played-elsewhere">
                    <div class="dialog" role="alertdialog" aria-labelledby="elsewhere-text">
                        <p id="elsewhere-text">{move || s.t(Msg::PlayedElsewhere)}</p>
                        <div class="dialog-buttons">
                            <button class="primary" data-testid="play-here" on:click=move |_| take_over()>
                                {move || s.t(Msg::PlayHere)}
                            </button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
