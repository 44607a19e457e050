//! The top-level component: creates the session once and lays out the
//! board, the panel and the dialogs.

use leptos::ev;
use leptos::prelude::*;
use xiangqi::Square;

use crate::board::{Board, Handlers, Highlights, PieceStyle};
use crate::controls::{Controls, EnginePanel, Preferences, Tools};
use crate::dialogs::Dialogs;
use crate::i18n::{t, Lang, Msg};
use crate::move_list::MoveList;
use crate::session::{Dialog, Session};
use crate::status::{Edge, PlayerStrip, Status};

#[component]
pub fn App() -> impl IntoView {
    let s = Session::new();
    provide_context(s);

    let position = Memo::new(move |_| s.shown_position());
    let outcome = Memo::new(move |_| s.outcome());
    let at_end = move || s.is_live();
    let highlights = Highlights {
        last_move: Signal::derive(move || s.shown_last_move()),
        selected: Signal::derive(move || s.selected.get()),
        targets: Signal::derive(move || s.targets()),
        check: Signal::derive(move || {
            position.with(|p| p.is_check().then(|| p.general_square(p.side_to_move())))
        }),
        refused: Signal::derive(move || s.refused.get().map(|(sq, _)| sq)),
        culprits: Signal::derive(move || {
            if at_end() {
                outcome.get().map(|o| o.culprits).unwrap_or_default()
            } else {
                Vec::new()
            }
        }),
        chased: Signal::derive(move || {
            if at_end() {
                outcome.get().and_then(|o| o.chased).map(|(_, sq)| sq)
            } else {
                None
            }
        }),
        arrow: Signal::derive(move || if at_end() { s.hint.get() } else { None }),
        animate: Signal::derive(move || s.animate.get()),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| s.tap(sq)),
        on_drop: Callback::new(move |(from, to): (Square, Square)| s.drop_piece(from, to)),
        can_pick: Callback::new(move |sq: Square| s.can_pick(sq)),
    };
    let label = Signal::derive(move || {
        let lang = s.lang.get();
        format!("{}: {}", t(lang, Msg::Board), t(lang, Msg::BoardKeys))
    });
    let describe = Callback::new(move |(sq, target): (Square, bool)| {
        let piece = position.with(|p| p.piece_at(sq));
        crate::announce::point_name(s.lang.get(), sq, piece, target)
    });
    let style = Signal::derive(move || {
        let turn_black = s.players.with(|p| p.face_to_face());
        s.settings.with(|st| PieceStyle {
            simplified: st.simplified,
            hints: st.hints,
            turn_black,
        })
    });

    // ← / → step through the moves, Home / End jump.
    let keys = window_event_listener(ev::keydown, move |e| {
        if s.dialog.get_untracked() != Dialog::None {
            return;
        }
        let tag = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .map(|el| el.tag_name())
            .unwrap_or_default();
        if tag == "SELECT" || tag == "INPUT" {
            return;
        }
        match e.key().as_str() {
            "ArrowLeft" => s.show_previous(),
            "ArrowRight" => s.show_next(),
            "Home" => s.show_first(),
            "End" => s.show_last(),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());

    let html_lang = move || match s.lang.get() {
        Lang::En => "en",
        Lang::Zh => "zh-CN",
    };
    Effect::new(move |_| {
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", html_lang());
        }
    });

    // The board and the status come first; the rest of the page is built
    // once they are on screen, so neither the first build nor the first
    // layout is one long freeze on a slow phone.
    let rest_shown = RwSignal::new(false);
    crate::paint::after_next_paint(move || rest_shown.set(true));

    view! {
        <main
            class="app"
            class:flipped=move || s.orientation.get() == crate::board::Orientation::Black
            class:face-to-face=move || s.players.with(|p| p.face_to_face())
        >
            <h1 class="visually-hidden">{move || t(s.lang.get(), Msg::AppTitle)}</h1>
            <section class="board-area">
                <PlayerStrip edge=Edge::Top />
                <div class="board-wrap">
                    <Board
                        position=position
                        orientation=s.orientation
                        highlights
                        handlers
                        label
                        style
                        describe
                    />
                </div>
                <PlayerStrip edge=Edge::Bottom />
            </section>
            <aside class="panel">
                <Status />
                {move || rest_shown.get().then(|| view! {
                    <Controls />
                    <EnginePanel />
                    <MoveList />
                    <Tools />
                    <Preferences />
                })}
            </aside>
            <NoticeView />
            <crate::announce::Announcer />
            {move || rest_shown.get().then(|| view! {
                <crate::pwa::UpdatePrompt />
                <Dialogs />
            })}
        </main>
    }
}

/// A passing or sticky message at the top of the page.
#[component]
fn NoticeView() -> impl IntoView {
    let s = expect_context::<Session>();
    move || {
        s.notice.get().map(|n| {
            view! {
                <div class="notice" class:sticky=n.sticky role="alert" data-testid="notice">
                    <span>{n.text}</span>
                    {n.sticky.then(|| view! {
                        <button
                            class="notice-close"
                            aria-label=move || t(s.lang.get(), Msg::Close)
                            on:click=move |_| s.notice.set(None)
                        >
                            "×"
                        </button>
                    })}
                </div>
            }
        })
    }
}
