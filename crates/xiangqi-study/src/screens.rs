//! The study module's screens put on the page and taken off it: the
//! analysis board, the position editor and the puzzle trainer, each
//! mounted into the root the page gives it, and the lessons. This is the
//! one place that knows them all; the screens do not know one another.

use crate::editor::EditorScreen;
use crate::endgames::EndgamesScreen;
use crate::friend::FriendScreen;
use crate::jieqi::JieqiScreen;
use crate::lessons::LessonsScreen;
use crate::study::trainer::TrainerScreen;
use crate::study::{handle_key, AnalysisScreen, Host, StudySession};

use leptos::prelude::*;

thread_local! {
    /// The mounted study screens, kept until the player leaves them.
    static MOUNTED: std::cell::RefCell<Option<leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>>> =
        const { std::cell::RefCell::new(None) };
}

/// Mounts the screen `view` draws into `root`, in place of any other, and
/// gives its board the focus.
fn show(root: web_sys::HtmlElement, view: impl FnOnce() -> AnyView + 'static) {
    let root_ref = root.clone();
    let handle = leptos::mount::mount_to(root, view);
    MOUNTED.with(|m| *m.borrow_mut() = Some(handle));
    focus_board(root_ref);
}

/// Puts the study screens into `root`: `on_close()` is called when the
/// player goes back to the game, `on_try_again(fen, side)` for a new game
/// against the AI from a position; the screens are taken away first.
pub fn mount_with_ways_back(
    root: web_sys::HtmlElement,
    on_close: Box<dyn Fn()>,
    on_try_again: Box<dyn Fn(String, xiangqi::Color)>,
) {
    mount(
        root,
        Host {
            on_close: Box::new(move || {
                unmount_later();
                on_close();
            }),
            on_try_again: Box::new(move |fen, side| {
                unmount_later();
                on_try_again(fen, side);
            }),
        },
    );
}

/// Takes the screens away once the current event is handled (not from
/// inside one of their own handlers).
fn unmount_later() {
    gloo_timers::callback::Timeout::new(0, unmount).forget();
}

/// Puts the study screens into `root`. `host` says how to go back to the
/// game.
pub fn mount(root: web_sys::HtmlElement, host: Host) {
    show(root, move || {
        let s = StudySession::start(host);
        provide_context(s);
        crate::study::keep_finished_reviews(s);
        let keys = window_event_listener(leptos::ev::keydown, move |e| {
            if xiangqi_ui::web::keys::for_a_field_or_the_system(&e) || e.ctrl_key() {
                return;
            }
            if handle_key(s, &e.key()) {
                e.prevent_default();
            }
        });
        on_cleanup(move || keys.remove());
        view! { <AnalysisScreen /> }.into_any()
    });
}

/// Puts the position editor into `root`, on `fen` (any set-up; the start
/// position without one).
pub fn mount_editor(root: web_sys::HtmlElement, fen: Option<String>) {
    show(root, move || {
        provide_context(StudySession::new(None));
        view! { <EditorScreen fen /> }.into_any()
    });
}

/// Puts the puzzle trainer into `root`, on puzzle `id` if given (else
/// the next one for the player).
pub fn mount_trainer(root: web_sys::HtmlElement, id: Option<String>) {
    show(root, move || {
        provide_context(StudySession::new(None));
        view! { <TrainerScreen id /> }.into_any()
    });
}

/// Puts the lessons into `root`, on lesson `id` if given (else the list).
pub fn mount_lessons(root: web_sys::HtmlElement, id: Option<String>) {
    show(root, move || {
        provide_context(StudySession::new(None));
        view! { <LessonsScreen id /> }.into_any()
    });
}

/// Puts the endgame trainer into `root`, on drill `id` if given (else the
/// list).
pub fn mount_endgame_trainer(root: web_sys::HtmlElement, id: Option<String>) {
    show(root, move || {
        provide_context(StudySession::new(None));
        view! { <EndgamesScreen id /> }.into_any()
    });
}

/// Puts the 揭棋 screen into `root`.
pub fn mount_jieqi(root: web_sys::HtmlElement) {
    show(root, move || {
        provide_context(StudySession::new(None));
        view! { <JieqiScreen /> }.into_any()
    });
}

/// Puts the games with a friend on another device into `root` (the
/// screen reads its game from the page's query).
pub fn mount_friend(root: web_sys::HtmlElement) {
    show(root, move || {
        provide_context(StudySession::new(None));
        view! { <FriendScreen /> }.into_any()
    });
}

/// Gives the keyboard's focus to the new screen's board when the screen
/// change left it on nothing (the control that opened the screen is gone
/// with the play screen); a focus the player has put somewhere stays.
fn focus_board(root: web_sys::HtmlElement) {
    gloo_timers::callback::Timeout::new(0, move || {
        let doc = document();
        let lost = doc
            .active_element()
            .is_none_or(|el| !el.is_connected() || el.tag_name() == "BODY");
        if !lost {
            return;
        }
        let board = root
            .query_selector("[data-testid=board]")
            .ok()
            .flatten()
            .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::SvgElement>(el).ok());
        if let Some(board) = board {
            let _ = board.focus();
        }
    })
    .forget();
}

/// Takes the study screens away (after the player went back to the game).
pub fn unmount() {
    MOUNTED.with(|m| m.borrow_mut().take());
}
